// The Run Phase Preview inside the playground: the extension's preview (extension/webview/), in a
// frame of its own as in VS Code's webview, with the playground page as its host. Messages pass
// by postMessage, and only with the parent page of this same site.
import '../../extension/webview/preview.css';
import './preview-frame.css';
import type { ToWebview } from '../../extension/preview-protocol.js';
import { startPreview, type SavedState } from '../../extension/webview/preview-controller.js';

let state: SavedState | undefined;
const parentWindow = window.parent;

const preview = startPreview(document.getElementById('app')!, {
    postMessage: (message) => parentWindow.postMessage(message, location.origin),
    getState: () => state,
    setState: (next) => { state = next; },
}, window);

window.addEventListener('message', (event: MessageEvent<ToWebview>) => {
    if (event.source !== parentWindow || event.origin !== location.origin) return;
    preview.receive(event.data);
});
