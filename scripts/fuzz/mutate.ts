// Seeded text mutations for the fuzzer: every choice is drawn from the project's own Prng, so a
// seed gives the same documents on every machine. Mutations aim at what broke before: grammar
// tokens in odd places, odd Unicode (lone surrogates, line separators, bidi marks), deep nesting
// and huge lines.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Prng } from '../../engine/prng.js';

export const root = join(import.meta.dirname, '..', '..');

export class Rand {
    readonly prng: Prng;
    constructor(seed: number) { this.prng = new Prng(seed); }
    int(n: number): number { return n <= 0 ? 0 : this.prng.int(n); }
    chance(p: number): boolean { return this.prng.next() < p; }
    pick<T>(items: readonly T[]): T { return items[this.int(items.length)]; }
    /** A size skewed towards small values (most mutations are small, a few are huge). */
    size(max: number): number { return Math.floor(max ** this.prng.next()); }
}

export interface CorpusFile { name: string; text: string }

/** Every shipped `.mafia` file (rule sets, game scripts, diagnostics examples) and the bench rule set. */
export function loadCorpus(): CorpusFile[] {
    const out: CorpusFile[] = [];
    const walk = (dir: string): void => {
        for (const entry of readdirSync(dir).sort()) {
            const path = join(dir, entry);
            if (statSync(path).isDirectory()) walk(path);
            else if (entry.endsWith('.mafia')) out.push({ name: relative(root, path), text: readFileSync(path, 'utf8') });
        }
    };
    walk(join(root, 'examples'));
    out.push({ name: 'bench/vanilla.mafia', text: readFileSync(join(root, 'bench/vanilla.mafia'), 'utf8') });
    return out;
}

/** The grammar's keywords and punctuation, read from the grammar itself (so new keywords are fuzzed too). */
export function grammarTokens(): string[] {
    const grammar = readFileSync(join(root, 'language/mafia.langium'), 'utf8');
    const found = new Set<string>();
    for (const m of grammar.matchAll(/'([^'\\\n]{1,20})'/g)) {
        if (/^[a-z][a-z-]*$/.test(m[1]) || /^[^\w\s]+$/.test(m[1])) found.add(m[1]);
    }
    return [...found].sort();
}

export const ODD_UNICODE = [
    '\uD800', '\uDBFF', '\uDC00', '\uDFFF', // lone surrogates
    '\u2028', '\u2029', '\u0085', '\r', '\r\n', '\v', '\f', // line breaks JavaScript and LSP count differently
    '\u200F', '\u200E', '\u202E', '\u202D', '\u2066', '\u2069', // bidi marks
    '\uFEFF', '\u200B', '\u200D', '\u00A0', '\u3000', '\u0000', '\u0007', '\u001B',
    '\u0301', 'е\u0308', 'ё', 'Ё', 'İ', 'ß', 'ﬁ', '\uFFFD', '\uFFFF', '😀', '😀'.slice(0, 1), '𝔘𝔫𝔦', 'ا', '\t',
    '`', '${', '*/', '</script>', '\\', '"', "'", '\\u0041',
];

const NAMES = ['Мафия', 'Комиссар', 'Город', 'p', 'x', 'self', 'target', 'Ночь', 'День', 'Игрок', 'a'.repeat(300), 'ё', '_', 'Аня'];

/** A random token: a grammar keyword, a name, a number, a string literal or odd Unicode. */
export function randomToken(r: Rand, tokens: readonly string[]): string {
    switch (r.int(8)) {
        case 0: case 1: case 2: return r.pick(tokens);
        case 3: return r.pick(NAMES);
        case 4: return r.pick(['0', '1', '-1', '100%', '0.5', '99999999999999999999', '1e309', '007', '3..1', '1..', '..2']);
        case 5: return `"${r.pick(ODD_UNICODE)}${r.pick(NAMES)}"`;
        case 6: return r.pick(ODD_UNICODE);
        default: return r.pick(['{', '}', '(', ')', ',', ':', '->', '"', '//', '/*', '*/', '\n']);
    }
}

function randomTokens(r: Rand, tokens: readonly string[], n: number): string {
    const parts: string[] = [];
    for (let i = 0; i < n; i++) parts.push(randomToken(r, tokens));
    return parts.join(r.chance(0.8) ? ' ' : '');
}

/** Deep nesting of one bracket kind (or a mix), up to a few thousand levels. */
function nesting(r: Rand): string {
    const depth = r.chance(0.5) ? 1500 + r.int(3000) : 1 + r.size(400);
    const kind = r.pick([['{', '}'], ['(', ')'], ['not (', ')'], ['if true then {', '}'], ['"', '"'], ['not ', ''], ['- ', ''], ['if true then ', ''], ['role A { ', '}'], ['x.', '']]);
    const close = r.chance(0.5) ? kind[1].repeat(depth) : '';
    return kind[0].repeat(depth) + close;
}

/** A line of 20k-200k characters. */
function hugeLine(r: Rand, tokens: readonly string[]): string {
    const unit = r.chance(0.5) ? randomTokens(r, tokens, 1 + r.int(5)) + ' ' : r.pick(['a', 'я', '1', ' ', '\uD800', 'x.']);
    return unit.repeat(Math.ceil((20_000 + r.int(180_000)) / Math.max(1, unit.length)));
}

/** Replaces one word by another word of the file or a keyword: a wrong reference, a keyword as a name. */
export function swapWord(r: Rand, text: string, tokens: readonly string[]): string {
    const words = [...text.matchAll(/[\p{L}_][\p{L}\p{N}_]*/gu)];
    if (words.length === 0) return text;
    const w = r.pick(words);
    // Words of the same line most often: that is how a loop variable ends up naming itself.
    const lineStart = text.lastIndexOf('\n', w.index!) + 1;
    const lineEnd = text.indexOf('\n', w.index!) < 0 ? text.length : text.indexOf('\n', w.index!);
    const near = words.filter((x) => x.index! >= lineStart && x.index! < lineEnd);
    // A word just before it on the line: a variable used in its own definition (`for each p in those p`).
    const before = near.filter((x) => x.index! < w.index!).slice(-3);
    const by = before.length > 0 && r.chance(0.25) ? r.pick(before)[0]
        : r.chance(0.5) ? r.pick(near)[0] : r.chance(0.5) ? r.pick(words)[0] : r.pick(tokens);
    return text.slice(0, w.index!) + by + text.slice(w.index! + w[0].length);
}

/** One mutation of `text`: the caller applies a few in a row. */
export function mutateOnce(r: Rand, text: string, tokens: readonly string[], corpus: readonly CorpusFile[]): string {
    const at = r.int(text.length + 1);
    const span = (): number => Math.min(text.length - at, 1 + r.size(200));
    switch (r.int(15)) {
        case 0: return text.slice(0, at) + text.slice(at + span()); // delete a span
        case 1: { const n = span(); return text.slice(0, at) + text.slice(at, at + n) + text.slice(at); } // duplicate a span
        case 2: case 3: return text.slice(0, at) + ` ${randomTokens(r, tokens, 1 + r.int(6))} ` + text.slice(at); // grammar tokens
        case 4: return text.slice(0, at) + r.pick(ODD_UNICODE) + text.slice(at); // odd Unicode
        case 5: { // odd Unicode inside a string literal
            const quotes = [...text.matchAll(/"/g)].map((m) => m.index!);
            if (quotes.length === 0) return text;
            const q = r.pick(quotes) + 1;
            return text.slice(0, q) + r.pick(ODD_UNICODE) + text.slice(q);
        }
        case 6: { // swap two lines
            const lines = text.split('\n');
            const i = r.int(lines.length); const j = r.int(lines.length);
            [lines[i], lines[j]] = [lines[j], lines[i]];
            return lines.join('\n');
        }
        case 7: return text.slice(0, at); // truncate
        case 8: { // splice in a piece of another file
            if (corpus.length === 0) return text;
            const other = r.pick(corpus).text;
            const from = r.int(other.length);
            return text.slice(0, at) + other.slice(from, from + 1 + r.size(2000)) + text.slice(at);
        }
        case 9: return swapWord(r, text, tokens);
        case 10: return r.chance(0.35) ? text.slice(0, at) + nesting(r) + text.slice(at) : text.slice(0, at) + '{'.repeat(1 + r.int(6)) + text.slice(at);
        case 11: return r.chance(0.1) ? text.slice(0, at) + '\n' + hugeLine(r, tokens) + '\n' + text.slice(at) : text.slice(0, at) + randomTokens(r, tokens, 20) + text.slice(at);
        case 12: { // flip a character
            if (text.length === 0) return text;
            const i = Math.min(at, text.length - 1);
            return text.slice(0, i) + String.fromCharCode(text.charCodeAt(i) ^ (1 << r.int(16))) + text.slice(i + 1);
        }
        case 13: { // a declaration being typed: its name (and display name) not written yet (`common ability{`)
            const decls = [...text.matchAll(/\b(ruleset|role|ability|faction|status|trigger|stage|resource|phase|slot|tag|voting|option|param|game)\s+([\p{L}_][\p{L}\p{N}_]*)(\s*"[^"\n]*")?/gu)];
            if (decls.length === 0) return text;
            const d = r.pick(decls);
            const keep = r.chance(0.5) ? d[1] : `${d[1]}${d[3] ?? ''}`;
            return text.slice(0, d.index!) + keep + text.slice(d.index! + d[0].length);
        }
        default: { // drop a closing or opening bracket
            const brackets = [...text.matchAll(/[{}()]/g)].map((m) => m.index!);
            if (brackets.length === 0) return text;
            const b = r.pick(brackets);
            return text.slice(0, b) + text.slice(b + 1);
        }
    }
}

/** A fuzzed document: a mutated corpus file (most), or random grammar tokens from scratch. */
export function fuzzDocument(r: Rand, tokens: readonly string[], corpus: readonly CorpusFile[]): { text: string; from: string } {
    if (r.chance(0.08)) return { text: randomTokens(r, tokens, 1 + r.size(400)), from: 'tokens' };
    const base = r.pick(corpus);
    let text = base.text;
    // The seed rule sets are big (a second to check): most of the time take a window of their
    // top-level declarations, which keeps the real constructs and checks fast.
    if (text.length > 5000 && r.chance(0.85)) {
        const lines = text.split('\n');
        const heads = lines.flatMap((l, i) => (/^\S/.test(l) && !l.startsWith('//') ? [i] : []));
        const from = r.chance(0.3) ? 0 : r.pick(heads);
        const header = from > 0 && r.chance(0.7) ? lines.slice(0, heads[Math.min(3, heads.length - 1)]) : [];
        text = [...header, ...lines.slice(from, from + 10 + r.size(300))].join('\n');
    }
    const n = 1 + r.size(12);
    // A third of the documents keep their syntax (words swapped only) so that the checks, not
    // only the parser's recovery, see the mutations.
    const gentle = r.chance(0.35);
    for (let i = 0; i < n; i++) text = gentle ? swapWord(r, text, tokens) : mutateOnce(r, text, tokens, corpus);
    return { text, from: base.name };
}
