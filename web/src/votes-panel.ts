// The "Votes from the thread" panel: the host picks the thread pages saved from the browser; the
// language server reads them for the game script tab with the code of `mafia votes`
// (`mafia/threadVotes`: language/forum, language/votes) and the panel shows the count as the CLI
// prints it (the votes that count, the posts that do not and why, who did not vote, the tally), the
// tally post as BBCode to copy, and offers to write the votes into the script (as `--append`).
// Every name and text from the pages goes in as text.
import { h, replace } from '../../extension/webview/dom.js';
import type { ThreadVotesResponse } from '../../language/lsp/mafia-votes-request.js';
import { copyToClipboard } from './clipboard.js';
import { onLang, t } from './i18n.js';
import type { PanelDefinition } from './panels.js';

export const votesPanel: PanelDefinition = {
    id: 'votes',
    title: 'web.panel.votes',
    mount(container, { editors, status }) {
        const upload = h('input', { attrs: { type: 'file', id: 'votes-pages' } });
        upload.hidden = true;
        upload.multiple = true;
        upload.accept = '.html,.htm,.xhtml,text/html';
        const pick = h('button', { class: 'primary', attrs: { type: 'button', 'data-action': 'read-votes', 'data-say': 'web.votes.pick' } }, t('web.votes.pick'));
        const result = h('div', { class: 'votes-result' });
        container.append(h('div', { class: 'panel-body votes' },
            h('p', { class: 'placeholder', attrs: { 'data-say': 'web.votes.intro' } }, t('web.votes.intro')),
            h('div', { class: 'actions' }, pick, upload),
            result));

        let last: { response: ThreadVotesResponse; pages: number; script: string } | undefined;
        pick.addEventListener('click', () => upload.click());
        upload.addEventListener('change', async () => {
            const files = [...(upload.files ?? [])];
            upload.value = '';
            if (files.length === 0) return;
            const pages = await Promise.all(files.map(async (f) => ({ file: f.name, html: await f.text() })));
            const script = editors.models.game.getValue();
            const response = await editors.threadVotes(pages).catch((e: unknown) => ({ ok: false as const, error: e instanceof Error ? e.message : String(e) }));
            last = { response, pages: pages.length, script };
            show();
        });
        onLang(show); // the panel's own words follow; the count keeps the language it was read in

        function show(): void {
            if (!last) return;
            const { response, pages } = last;
            if (!response.ok) {
                replace(result, h('p', { class: 'error', attrs: { role: 'alert' } }, t('web.votes.failed', { error: response.error })));
                status(t('web.votes.failed', { error: response.error }));
                return;
            }
            const n = response.phase.number ?? 1;
            const append = h('button', { attrs: { type: 'button', 'data-action': 'append-votes' } },
                t(response.append.hadVotes ? 'web.votes.replace' : 'web.votes.append', { phase: response.phase.title, n }));
            append.addEventListener('click', () => {
                const model = editors.models.game;
                if (model.getValue() !== last?.script) { status(t('web.votes.stale')); return; }
                // One undoable edit of the whole script (Ctrl+Z in the editor takes it back).
                model.pushEditOperations([], [{ range: model.getFullModelRange(), text: response.append.text }], () => null);
                last.script = model.getValue();
                // Show where the votes went: the note the append leaves above them (append-votes.ts).
                const at = response.append.text.split('\n').findIndex((l) => /^\s*\/\/ mafia votes:/.test(l));
                editors.reveal(model.uri.path, at >= 0 ? at + 1 : model.getLineCount());
                status(t('web.votes.appended', { count: response.votes, phase: response.phase.title, n }));
            });
            const copy = h('button', { attrs: { type: 'button', 'data-action': 'copy-tally' } }, t('web.votes.copy'));
            copy.addEventListener('click', () => copyToClipboard(response.bbcode, t('web.votes.copied'), status));
            replace(result,
                h('div', { class: 'actions' }, append, copy),
                h('h2', null, t('web.votes.report')),
                h('pre', { class: 'votes-text', attrs: { lang: response.lang } }, response.text),
                h('h2', null, t('web.votes.post')),
                h('pre', { class: 'votes-bbcode', attrs: { lang: response.lang } }, response.bbcode));
            result.dataset.read = String(Number(result.dataset.read ?? 0) + 1);
            status(t('web.votes.read', { votes: response.votes, invalid: response.invalid, pages }));
        }
        return {};
    },
};
