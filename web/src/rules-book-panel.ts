// The Rules book panel: the rule set tab's rules book, built by the language server with the code
// of `mafia rules-book` (`mafia/rulesBook`: language/posts/rules-book.ts) and shown with the
// extension's own view and copy buttons (extension/webview/book-view.ts). Built when the tab is
// opened, again after the rule set changes, and in the page's language.
import { bookView } from '../../extension/webview/book-view.js';
import { replace } from '../../extension/webview/dom.js';
import { copyToClipboard } from './clipboard.js';
import { lang, onLang } from './i18n.js';
import type { PanelDefinition } from './panels.js';

export const rulesBookPanel: PanelDefinition = {
    id: 'rules-book',
    title: 'web.panel.book',
    mount(container, { editors, status }) {
        const body = document.createElement('div');
        body.className = 'panel-body';
        container.append(body);
        let stale = true;
        let building: Promise<void> | undefined;

        async function build(): Promise<void> {
            stale = false;
            const response = await editors.rulesBook(lang()).catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
            replace(body, bookView(response, (text, what) => copyToClipboard(text, what, status)));
            body.dataset.built = String(Number(body.dataset.built ?? 0) + 1);
        }
        const refresh = (): void => {
            if (container.hidden) { stale = true; return; } // built when the tab is opened
            building = (building ?? Promise.resolve()).then(build);
        };
        let timer: ReturnType<typeof setTimeout> | undefined;
        editors.onChange((slot) => {
            if (slot !== 'rules') return;
            clearTimeout(timer);
            timer = setTimeout(refresh, 500);
        });
        onLang(refresh);
        return {
            shown() { if (stale) refresh(); },
        };
    },
};
