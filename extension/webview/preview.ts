// The Run Phase Preview page's script in the VS Code webview (bundled to out/webview/preview.js):
// the shared preview (preview-controller.ts) with VS Code's webview API as its host.
import type { ToWebview } from '../preview-protocol.js';
import { startPreview, type PreviewHost } from './preview-controller.js';

declare function acquireVsCodeApi(): PreviewHost;

const preview = startPreview(document.getElementById('app')!, acquireVsCodeApi(), window);
window.addEventListener('message', (event: MessageEvent<ToWebview>) => preview.receive(event.data));
