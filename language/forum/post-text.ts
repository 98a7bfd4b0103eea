// A post's body (a DOM element of the saved page) as text runs for the vote finder: each run keeps
// its colour (`style="color:…"`, `<font color>`), whether it sits in a quote and whether it is struck
// through (`<s>`, `<del>`, `<strike>`, `text-decoration: line-through`); line breaks come from <br>
// and block elements. Each engine names its quote blocks and what to leave out.
import type { Cheerio, CheerioAPI } from 'cheerio/slim';
import type { AnyNode, Element } from 'domhandler';
import type { TextRun } from '../../engine/votes/post-model.js';

export interface BodyShape {
    /** Quote blocks of this engine (their text is quoted). */
    quote: string;
    /** Parts of the body that are not the author's text (edit notices, spoiler buttons, scripts). */
    skip?: string;
    /** Rendered vote tags (`[vote]name[/vote]` → `<span class="bbvote">`), read as tag `vote`. */
    voteTag?: string;
}

const BLOCK = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'pre', 'hr', 'table', 'dd', 'dt', 'dl', 'section', 'article', 'cite', 'header', 'footer']);
const NEVER = new Set(['script', 'style', 'noscript', 'template', 'button', 'iframe', 'svg']);

export function postText($: CheerioAPI, body: Cheerio<Element>, shape: BodyShape): TextRun[] {
    const runs: TextRun[] = [];
    const quotes = new Set(body.find(shape.quote).toArray());
    const skipped = new Set(shape.skip ? body.find(shape.skip).toArray() : []);
    const tags = new Set(shape.voteTag ? body.find(shape.voteTag).toArray() : []);
    let struck = false;
    const push = (text: string, colour: string | null, quoted: boolean, tag?: string) => {
        if (!text) return;
        const last = runs[runs.length - 1];
        if (last && last.colour === colour && last.quoted === quoted && last.tag === tag && (last.struck ?? false) === struck) last.text += text;
        else runs.push({ text, colour, quoted, ...(tag ? { tag } : {}), ...(struck ? { struck } : {}) });
    };
    // Depth first with a stack of its own, not recursion: a post may nest thousands of spans (copy-paste
    // in a WYSIWYG editor), deeper than the call stack goes. An exit frame restores what the element set.
    type Enter = { node: AnyNode; colour: string | null; quoted: boolean; tag: string | undefined };
    type Exit = { exit: true; wasStruck: boolean; newline: boolean; colour: string | null; quoted: boolean; tag: string | undefined };
    const stack: Array<Enter | Exit> = [];
    const enterChildren = (children: readonly AnyNode[], colour: string | null, quoted: boolean, tag: string | undefined) => {
        for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i], colour, quoted, tag });
    };
    enterChildren(body.toArray().flatMap((e) => e.children), null, false, undefined);
    while (stack.length > 0) {
        const f = stack.pop()!;
        if ('exit' in f) {
            struck = f.wasStruck;
            if (f.newline) push('\n', f.colour, f.quoted, f.tag);
            continue;
        }
        const { node, colour, quoted, tag } = f;
        if (node.type === 'text') { push(collapse((node as unknown as { data: string }).data), colour, quoted, tag); continue; }
        if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue;
        const el = node as Element;
        const name = el.name.toLowerCase();
        if (NEVER.has(name) || skipped.has(el)) continue;
        const own = colourOf(el) ?? colour;
        const inQuote = quoted || quotes.has(el);
        const inTag = tags.has(el) ? 'vote' : tag;
        const block = BLOCK.has(name);
        if (block) push('\n', own, inQuote, inTag);
        if (name === 'img') { const alt = el.attribs.alt; if (alt && !/^https?:/.test(alt)) push(alt, own, inQuote, inTag); continue; }
        stack.push({ exit: true, wasStruck: struck, newline: block && name !== 'br', colour: own, quoted: inQuote, tag: inTag });
        struck ||= isStruck(el);
        enterChildren(el.children, own, inQuote, inTag);
    }
    return tidy(runs);
}

/** Whitespace as a browser shows it (runs of spaces and newlines are one space), composed (NFC), without invisible format characters (zero-width spaces and joiners, soft hyphens, BOM). */
function collapse(text: string): string {
    return visible(text).replace(/[\s\u00a0]+/g, ' ');
}

function visible(text: string): string {
    return text.normalize('NFC').replace(/[\u200b-\u200d\u2060\u00ad\ufeff]/g, '');
}

/** The colour an element sets for its text, or null. */
function colourOf(el: Element): string | null {
    const style = el.attribs.style;
    if (style) {
        for (const decl of style.split(';')) {
            const at = decl.indexOf(':');
            if (at < 0) continue;
            if (decl.slice(0, at).trim().toLowerCase() === 'color') return decl.slice(at + 1).trim().replace(/\s*!important$/, '');
        }
    }
    if (el.name === 'font' && el.attribs.color) return el.attribs.color.trim();
    return null;
}

/** Whether an element strikes its text through (the author's way to withdraw it). */
function isStruck(el: Element): boolean {
    if (STRUCK.has(el.name.toLowerCase())) return true;
    const style = el.attribs.style;
    return style !== undefined && /text-decoration(?:-line)?\s*:[^;]*line-through/i.test(style);
}
const STRUCK = new Set(['s', 'del', 'strike']);

/** Lines trimmed, blank lines dropped (a block's newlines would otherwise pile up). */
function tidy(runs: TextRun[]): TextRun[] {
    const out: TextRun[] = [];
    let atLineStart = true;
    for (const r of runs) {
        let text = r.text.replace(/ *\n */g, '\n').replace(/\n{2,}/g, '\n');
        if (atLineStart) text = text.replace(/^[ \n]+/, '');
        if (!text) continue;
        atLineStart = text.endsWith('\n');
        const last = out[out.length - 1];
        if (last && last.colour === r.colour && last.quoted === r.quoted && last.tag === r.tag && last.struck === r.struck) last.text += text;
        else out.push({ ...r, text });
    }
    return out;
}

/** The text of an element, spaces collapsed. */
export function textOf(el: Cheerio<AnyNode>): string {
    return visible(el.text()).replace(/[\s\u00a0]+/g, ' ').trim();
}
