// The preview's "Copy public post" and "Copy PM for <player>" buttons: the posts are built by the
// same code as `mafia run --format bbcode` (engine/posts/result-posts.ts), as BBCode or plain text,
// and handed to the extension, which puts them on the clipboard.
import { say } from '../../engine/l10n/catalogue.js';
import { render, type MarkupFormat } from '../../engine/posts/markup.js';
import { phasePosts } from '../../engine/posts/result-posts.js';
import type { RunGameResponse } from '../preview-protocol.js';
import { h } from './dom.js';

/** The format chosen in the page (kept while the page lives). */
let format: Extract<MarkupFormat, 'bbcode' | 'text'> = 'bbcode';

type Copy = (text: string, what: string) => void;

function postsOf(response: RunGameResponse, phase: number) {
    if (!response.ok) return undefined;
    const context = response.posts ?? { lang: 'ru' as const, post: null };
    // The run's language (the chosen one) wins over the rule set's, as for the rest of the page.
    const lang = response.lang ?? context.lang;
    return { lang, posts: phasePosts(response.result, phase, { ...context, lang }) };
}

/** The toolbar above the public post: the format, and "Copy public post". */
export function publicCopyBar(response: RunGameResponse, phase: number, copy: Copy, rerender: () => void): HTMLElement | null {
    const built = postsOf(response, phase);
    if (!built) return null;
    const { lang, posts } = built;
    const select = h('select', { attrs: { 'aria-label': say(lang, 'post.copyFormat'), 'data-action': 'copy-format' }, on: { change: () => { format = select.value === 'text' ? 'text' : 'bbcode'; rerender(); } } },
        h('option', { attrs: { value: 'bbcode' } }, 'BBCode'),
        h('option', { attrs: { value: 'text' } }, say(lang, 'post.formatText')));
    select.value = format;
    return h('div', { class: 'copy-bar' },
        h('label', null, say(lang, 'post.copyFormat'), ' ', select),
        h('button', { attrs: { type: 'button', 'data-action': 'copy-public', title: say(lang, 'post.copyPublicTitle') }, on: { click: () => copy(render(posts.publicPost, format), say(lang, 'post.copiedPublic', { phase: posts.title })) } },
            say(lang, 'post.copyPublic')));
}

/** One "Copy PM for <player>" button per recipient of the phase (the host's notes are not a PM). */
export function pmCopyButtons(response: RunGameResponse, phase: number, copy: Copy): HTMLElement | null {
    const built = postsOf(response, phase);
    if (!built || built.posts.messages.length === 0) return null;
    const { lang, posts } = built;
    return h('div', { class: 'copy-bar pm-buttons' }, ...posts.messages.filter((m) => !m.host).map((m) =>
        h('button', { attrs: { type: 'button', 'data-action': 'copy-pm', 'data-player': m.to }, on: { click: () => copy(render(m.blocks, format), say(lang, 'post.copiedPm', { player: m.to })) } },
            say(lang, 'post.copyPm', { player: m.to }))));
}
