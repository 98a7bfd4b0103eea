// Forum markup: a tiny document (headings, paragraphs, lists, the binding block of a host's post)
// rendered as BBCode (standard phpBB tags only: b, i, color, size, list, *), Markdown, HTML or
// plain text. The posts of `mafia run --format`, the rules book, the role PMs and the preview's
// copy buttons all render through here, so a text reads the same wherever it is pasted.

export type Inline = string | { b: Inline[] } | { i: Inline[] };

export type Block =
    | { kind: 'heading'; text: Inline[] }
    | { kind: 'subheading'; text: Inline[] }
    | { kind: 'para'; text: Inline[] }
    | { kind: 'list'; items: Inline[][] }
    /** The mechanically binding part of a public post (seed 000: the orange «Комментарий»). */
    | { kind: 'binding'; title: string | null; color: string | null; blocks: Block[] };

export type MarkupFormat = 'bbcode' | 'markdown' | 'html' | 'text';

export const b = (...text: Inline[]): Inline => ({ b: text });
export const i = (...text: Inline[]): Inline => ({ i: text });

/** A colour a forum accepts: a word (`orange`) or #rgb / #rrggbb; anything else is dropped. */
function safeColor(c: string | null): string | null {
    return c && /^(?:[a-zA-Z]{1,20}|#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6})$/.test(c) ? c : null;
}

// BBCode has no escape: text that would read as a tag gets a zero-width space after its '['.
const BB_TAG = /\[(?=\/?\s*(?:b|i|u|s|color|size|list|\*|quote|code|url|img|email|flash|attachment|spoiler|center|left|right)\s*[\]=])/gi;
const escapeBb = (s: string) => s.replace(BB_TAG, '[\u200B');
const escapeMd = (s: string) => s.replace(/([\\`*_[\]#>|~<])/g, '\\$1').replace(/^(\s*)([-+]|\d+\.)(\s)/gm, '$1\\$2$3');
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text as the format shows it (a separator line between posts names players too). */
export function escapeText(s: string, f: MarkupFormat): string {
    return inline([s], f);
}

function inline(parts: Inline[], f: MarkupFormat): string {
    return parts.map((p) => {
        if (typeof p === 'string') return f === 'bbcode' ? escapeBb(p) : f === 'markdown' ? escapeMd(p) : f === 'html' ? escapeHtml(p) : p;
        if ('b' in p) {
            const t = inline(p.b, f);
            return f === 'bbcode' ? `[b]${t}[/b]` : f === 'markdown' ? `**${t}**` : f === 'html' ? `<strong>${t}</strong>` : t;
        }
        const t = inline(p.i, f);
        return f === 'bbcode' ? `[i]${t}[/i]` : f === 'markdown' ? `*${t}*` : f === 'html' ? `<em>${t}</em>` : t;
    }).join('');
}

/** Renders blocks; paragraphs are separated by a blank line (BBCode: one line break each, as forums show them). */
export function render(blocks: Block[], f: MarkupFormat, color: string | null = null): string {
    return blocks.map((block) => renderBlock(block, f, color)).join(f === 'bbcode' || f === 'text' ? '\n' : '\n\n');
}

function colored(text: string, f: MarkupFormat, color: string | null): string {
    if (!color) return text;
    if (f === 'bbcode') return `[color=${color}]${text}[/color]`;
    if (f === 'html') return `<span style="color:${color}">${text}</span>`;
    return text;
}

function renderBlock(block: Block, f: MarkupFormat, color: string | null): string {
    switch (block.kind) {
        case 'heading': {
            const t = inline(block.text, f);
            return f === 'bbcode' ? `[size=150][b]${t}[/b][/size]` : f === 'markdown' ? `## ${t}` : f === 'html' ? `<h2>${t}</h2>` : `${t}\n${'='.repeat(Math.min(60, [...t].length))}`;
        }
        case 'subheading': {
            const t = inline(block.text, f);
            return f === 'bbcode' ? `\n[b]${t}[/b]` : f === 'markdown' ? `### ${t}` : f === 'html' ? `<h3>${t}</h3>` : `\n${t}`;
        }
        case 'para': return f === 'html' ? `<p>${colored(inline(block.text, f), f, color)}</p>` : colored(inline(block.text, f), f, color);
        case 'list': {
            const items = block.items.map((it) => colored(inline(it, f), f, color));
            if (f === 'bbcode') return `[list]\n${items.map((t) => `[*]${t}`).join('\n')}\n[/list]`;
            if (f === 'html') return `<ul>\n${items.map((t) => `<li>${t}</li>`).join('\n')}\n</ul>`;
            return items.map((t) => (f === 'markdown' ? `- ${t}` : `  • ${t}`)).join('\n');
        }
        case 'binding': {
            const c = safeColor(block.color);
            const title = block.title ? inline([b(`${block.title}:`)], f) : null;
            const body = render(block.blocks, f, c);
            if (f === 'markdown') {
                const quoted = (title ? `${title}\n\n` : '') + body;
                return quoted.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n');
            }
            if (f === 'html') return `<div class="binding">${title ? `<p>${title}</p>` : ''}${body}</div>`;
            return (title ? `${title}\n` : '') + body;
        }
    }
}
