// The Preview Rules Book page's script (bundled to out/webview/rules-book.js): shows the rules book
// (book-view.ts) and hands the copied text to the extension, which puts it on the clipboard.
import type { RulesBookResponse } from '../../language/lsp/mafia-run-protocol.js';
import { bookView } from './book-view.js';
import { replace } from './dom.js';

interface VsCodeApi { postMessage(message: unknown): void }
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;

window.addEventListener('message', (event: MessageEvent<{ type: string; response?: RulesBookResponse }>) => {
    if (event.data?.type === 'book' && event.data.response) {
        replace(app, bookView(event.data.response, (text, what) => vscode.postMessage({ type: 'copy', text, what })));
    }
});

vscode.postMessage({ type: 'ready' });
