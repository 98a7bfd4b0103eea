// The rules book as a page: its blocks built with the DOM builder (names stay text) and the copy
// buttons (BBCode, Markdown, plain text, rendered by the same code as `mafia rules-book`:
// engine/posts/markup.ts). Shown by the extension's Preview Rules Book webview (rules-book.ts) and
// the playground's Rules book panel (web/src/rules-book-panel.ts).
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import { render, type Block, type Inline, type MarkupFormat } from '../../engine/posts/markup.js';
import type { RulesBookResponse } from '../../language/lsp/mafia-run-protocol.js';
import { h, type Child } from './dom.js';

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

/** `copy(text, what)`: the host puts `text` on the clipboard and may say `what` was copied. */
export function bookView(response: RulesBookResponse, copy: (text: string, what: string) => void): HTMLElement {
    if (!response.ok) return h('p', { class: 'error', attrs: { role: 'alert' } }, response.error);
    const lang: Lang = response.lang;
    const button = (format: MarkupFormat, label: string) => h('button', {
        attrs: { type: 'button', 'data-action': `copy-${format}` },
        on: { click: () => copy(render(response.blocks, format), say(lang, 'book.copied', { format: label })) },
    }, `${say(lang, 'book.copy')} (${label})`);
    return h('div', { class: 'preview book', attrs: { lang } },
        h('div', { class: 'copy-bar' }, button('bbcode', 'BBCode'), button('markdown', 'Markdown'), button('text', say(lang, 'post.formatText'))),
        ...response.blocks.map(block));
}
