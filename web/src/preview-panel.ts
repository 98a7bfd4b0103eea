// The Run Phase Preview panel: runs the game script tab through the language server
// (`mafia/runGame`, as the extension does) and shows the result in the extension's own preview,
// framed (preview.html) and spoken to with the extension's messages (extension/preview-protocol.ts).
import type { FromWebview, PhaseFocus, ToWebview } from '../../extension/preview-protocol.js';
import { copyToClipboard } from './clipboard.js';
import { onLang, t } from './i18n.js';
import type { PanelDefinition } from './panels.js';

export const previewPanel: PanelDefinition = {
    id: 'preview',
    title: 'web.panel.preview',
    mount(container, { editors, status, fileName: nameOf }) {
        const placeholder = document.createElement('p');
        placeholder.className = 'placeholder';
        const setPlaceholder = (): void => { placeholder.textContent = t('web.preview.empty'); };
        setPlaceholder();
        onLang(setPlaceholder);
        const frame = document.createElement('iframe');
        frame.className = 'preview-frame';
        frame.title = 'Run Phase Preview';
        frame.src = './preview.html';
        // Copying a post from the preview (BBCode buttons) needs the clipboard inside the frame.
        frame.allow = 'clipboard-write';
        frame.hidden = true;
        container.append(placeholder, frame);

        let ready = false;
        const queue: ToWebview[] = [];
        let seed: number | undefined;
        const send = (message: ToWebview): void => {
            if (ready) frame.contentWindow?.postMessage(message, location.origin);
            else queue.push(message);
        };

        async function run(focus?: PhaseFocus): Promise<void> {
            placeholder.hidden = true;
            frame.hidden = false;
            const fileName = nameOf('game');
            send({ type: 'running', fileName, seed });
            status(t('web.run.running'));
            const started = performance.now();
            const response = await editors.run({ seed }).catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e), problems: [] }));
            // The preview's own words are the extension's; when its messages carry a language
            // (the catalogue work), the page's switch (i18n.ts lang()) goes with them here.
            send({ type: 'result', fileName, response, focus });
            status(response.ok
                ? t('web.run.done', { n: response.result.phases.length, ms: Math.round(performance.now() - started) })
                : t('web.run.failed', { error: response.error }));
        }

        window.addEventListener('message', (event: MessageEvent<FromWebview>) => {
            if (event.source !== frame.contentWindow || event.origin !== location.origin) return;
            const message = event.data;
            switch (message?.type) {
                case 'ready':
                    ready = true;
                    for (const m of queue.splice(0)) frame.contentWindow?.postMessage(m, location.origin);
                    break;
                case 'rerun':
                    seed = message.seed;
                    void run();
                    break;
                case 'reveal':
                    editors.reveal(pathOf(message.source.file), message.source.line);
                    break;
                case 'copy':
                    // The preview's copy buttons (BBCode or text, engine/posts): the page puts the
                    // text on the clipboard, as the extension does (extension/clipboard.ts).
                    copyToClipboard(String(message.text), typeof message.what === 'string' ? message.what : '', status);
                    break;
                // Further messages of the preview are handled here as extension/preview-protocol.ts
                // gains them; the extension's panel does the same.
            }
        });
        return { run };
    },
};

/** A trace's file (a path) or a problem's (a URI) as the URI path the editor's documents have. */
function pathOf(file: string): string {
    return file.startsWith('file:') ? new URL(file).pathname : file.replace(/\\/g, '/'); // fsPath on Windows has backslashes
}
