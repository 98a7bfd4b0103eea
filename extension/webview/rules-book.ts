// The Preview Rules Book page's script (bundled to out/webview/rules-book.js): renders the rules
// book's blocks with the DOM builder (names stay text) and copies the book as BBCode, Markdown or
// plain text, rendered by the same code as `mafia rules-book` (engine/posts/markup.ts).
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { render, type Block, type Inline, type MarkupFormat } from '../../engine/posts/markup.js';
import type { RulesBookResponse } from '../../language/lsp/mafia-run-protocol.js';
import { h, replace, type Child } from './dom.js';

interface VsCodeApi { postMessage(message: unknown): void }
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const app = document.getElementById('app')!;

function inline(parts: Inline[]): Child[] {
    return parts.map((p) => (typeof p === 'string' ? p : 'b' in p ? h('strong', null, ...inline(p.b)) : h('em', null, ...inline(p.i))));
}

function block(b: Block): HTMLElement {
    switch (b.kind) {
        case 'heading': return h('h1', null, ...inline(b.text));
        case 'subheading': return h('h2', null, ...inline(b.text));
        case 'para': return h('p', null, ...inline(b.text));
        case 'list': return h('ul', null, ...b.items.map((item) => h('li', null, ...inline(item))));
        case 'binding': return h('div', { class: 'binding' }, b.title ? h('p', null, h('strong', null, `${b.title}:`)) : null, ...b.blocks.map(block));
    }
}

function show(response: RulesBookResponse): void {
    if (!response.ok) {
        replace(app, h('p', { class: 'error', attrs: { role: 'alert' } }, response.error));
        return;
    }
    const lang: Lang = response.lang;
    const copy = (format: MarkupFormat, label: string) => h('button', {
        attrs: { type: 'button', 'data-action': `copy-${format}` },
        on: { click: () => vscode.postMessage({ type: 'copy', text: render(response.blocks, format), what: say(lang, 'book.copied', { format: label }) }) },
    }, `${say(lang, 'book.copy')} (${label})`);
    replace(app, h('div', { class: 'preview book', attrs: { lang } },
        h('div', { class: 'copy-bar' }, copy('bbcode', 'BBCode'), copy('markdown', 'Markdown'), copy('text', say(lang, 'post.formatText'))),
        ...response.blocks.map(block)));
}

window.addEventListener('message', (event: MessageEvent<{ type: string; response?: RulesBookResponse }>) => {
    if (event.data?.type === 'book' && event.data.response) show(event.data.response);
});

vscode.postMessage({ type: 'ready' });
