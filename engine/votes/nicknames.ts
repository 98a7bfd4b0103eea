// Matching the nicknames players write against the roster: case, «ё»/«е» and spaces do not matter
// (engine/names.ts, as everywhere), and Latin letters that look like Cyrillic ones (a/а, o/о, p/р,
// c/с, e/е, x/х, …) match too, with a warning: a vote for «Гoшa» typed with a Latin «o» and «a» is a
// vote for Гоша. A post's author is a forum account, which the forum names exactly: only case, «ё»/«е»
// and spaces fold there («Bера» with a Latin B is another account, not Вера). A name that matches
// nobody gets the nearest roster names as a suggestion.
import { normalizeName } from '../names.js';

const LOOK_ALIKE: Record<string, string> = {
    a: 'а', b: 'в', c: 'с', e: 'е', h: 'н', k: 'к', m: 'м', o: 'о', p: 'р', t: 'т', x: 'х', y: 'у', i: 'і', '0': 'о',
};

/** The name with look-alike Latin letters read as Cyrillic (after normalizeName). */
export function skeleton(name: string): string {
    let out = '';
    for (const ch of normalizeName(name)) out += LOOK_ALIKE[ch] ?? ch;
    return out;
}

/** One roster slot: the name the game knows, and whoever else posts for it (substitutes). */
export interface Slot {
    name: string; posters: readonly string[];
    /**
     * When each substitute took over (ms, UTC; null: no time given), in the order of `posters`, with
     * the time as written. An account posts for the slot from its own handover until the next timed one.
     */
    handovers?: ReadonlyArray<{ at: number; text: string } | null>;
}

/** Why a post by `author` is not the slot's at `time`: the slot was not yet, or no longer, his. */
export type HandoverProblem =
    | { kind: 'before'; from: string; previous: string }
    | { kind: 'after'; from: string; next: string }
    | { kind: 'no-time' };

export function handoverProblem(slot: Slot, author: string, time: number | null): HandoverProblem | null {
    const hand = slot.handovers;
    if (!hand || hand.every((h) => h === null)) return null;
    const accounts = [slot.name, ...slot.posters];
    const i = accounts.findIndex((a) => normalizeName(a) === normalizeName(author.trim()));
    if (i < 0) return null;
    const start = i > 0 ? hand[i - 1] ?? null : null;
    const nextAt = hand.findIndex((h, j) => j >= i && h !== null);
    const end = nextAt >= 0 ? hand[nextAt] : null;
    if (start === null && end === null) return null;
    if (time === null) return { kind: 'no-time' };
    if (start !== null && time < start.at) return { kind: 'before', from: start.text, previous: accounts[i - 1] };
    if (end !== null && time >= end.at) return { kind: 'after', from: end.text, next: accounts[nextAt + 1] };
    return null;
}

export interface NickMatch { slot: Slot; lookAlike: boolean }

export class Roster {
    private readonly exact = new Map<string, Slot>();
    private readonly similar = new Map<string, Slot>();
    /** Every spelling's skeleton, longest first (to find a name at the start of a text). */
    private readonly spellings: Array<{ key: string; slot: Slot }> = [];

    constructor(readonly slots: readonly Slot[]) {
        for (const slot of slots) {
            for (const name of [slot.name, ...slot.posters]) {
                this.exact.set(normalizeName(name), slot);
                this.similar.set(skeleton(name), slot);
                this.spellings.push({ key: skeleton(name), slot });
            }
        }
        this.spellings.sort((a, b) => b.key.length - a.key.length);
    }

    /** The slot `name` names, exactly or by look-alike letters; undefined when none. */
    find(name: string): NickMatch | undefined {
        // The name as written first, then with less and less of the punctuation around it: a nickname
        // may itself begin or end with some («[Ghost]», «-=Dark=-»), and «[Ghost]»,» is still [Ghost].
        const spellings = untrimmings(name);
        for (const clean of spellings) {
            const slot = this.exact.get(normalizeName(clean));
            if (slot) return { slot, lookAlike: false };
        }
        for (const clean of spellings) {
            const like = this.similar.get(skeleton(clean));
            if (like) return { slot: like, lookAlike: true };
        }
        return undefined;
    }

    /** The nickname as written in `text`: with the punctuation around it that belongs to a roster name
     *  («[Ghost]»), else without any (`«Гоша»,` → `Гоша`). */
    spelled(text: string): string {
        for (const clean of untrimmings(text)) if (this.exact.has(normalizeName(clean)) || this.similar.has(skeleton(clean))) return clean;
        return trimPunctuation(text);
    }

    /** The slot a forum account posts for: its name exactly (case, «ё»/«е», spaces aside), never by look-alike letters. */
    account(author: string): Slot | undefined {
        return this.exact.get(normalizeName(author.trim()));
    }

    /** The slot whose name the text starts with (the longest such name), and the name as written. */
    findAtStart(text: string): (NickMatch & { written: string }) | undefined {
        const norm = skeleton(text);
        for (const { key } of this.spellings) {
            if (!norm.startsWith(key)) continue;
            const next = norm.charAt(key.length);
            if (next && /[\p{L}\p{N}_]/u.test(next)) continue;   // «Гошан» is not «Гоша»
            const written = takeChars(text, key.length);
            const found = this.find(written);
            if (found) return { ...found, written };
        }
        return undefined;
    }

    /** Roster names within a small edit distance of `name` (a misspelling's likely meaning). */
    nearest(name: string): string[] {
        const key = skeleton(trimPunctuation(name));
        const found: Array<{ name: string; d: number }> = [];
        for (const slot of this.slots) {
            const d = Math.min(...[slot.name, ...slot.posters].map((n) => distance(key, skeleton(n))));
            if (d <= Math.max(1, Math.floor(key.length / 4))) found.push({ name: slot.name, d });
        }
        return found.sort((a, b) => a.d - b.d).map((f) => f.name);
    }
}

/** The first n characters of `text` as normalizeName counts them (whitespace runs count once). */
function takeChars(text: string, n: number): string {
    const lead = text.length - text.trimStart().length;
    let i = lead, count = 0;
    while (i < text.length && count < n) {
        if (/\s/.test(text[i])) { while (i + 1 < text.length && /\s/.test(text[i + 1])) i++; }
        i++; count++;
    }
    return text.slice(lead, i);
}

const MAX_OWN_PUNCTUATION = 4;
const PUNCTUATION = /[\s"'«»„“”.,:;!?()[\]*–—=-]/u;

/** A nickname without the punctuation around it (`«Гоша»,` → `Гоша`). */
export function trimPunctuation(name: string): string {
    return name.replace(/^[\s"'«»„“”.,:;!?()[\]*–—=-]+|[\s"'«»„“”.,:;!?()[\]*–—=-]+$/gu, '');
}

/** The text with k of the punctuation before it and m after it taken off, the fewest first (k + m = 0, 1, …). */
function untrimmings(name: string): string[] {
    const text = name.trim();
    let lead = 0;
    while (lead < text.length && PUNCTUATION.test(text[lead])) lead++;
    if (lead === text.length) return [text];
    let trail = 0;
    while (trail < text.length - lead && PUNCTUATION.test(text[text.length - 1 - trail])) trail++;
    // A nickname's own punctuation is a few signs: beyond that the rest is only trimmed (a post of
    // a thousand «!» must not make a million candidates).
    const l = Math.min(lead, MAX_OWN_PUNCTUATION), t = Math.min(trail, MAX_OWN_PUNCTUATION);
    const out: string[] = [];
    for (let n = 0; n <= l + t; n++) {
        for (let k = Math.max(0, n - t); k <= Math.min(n, l); k++) out.push(text.slice(k, text.length - (n - k)).trim());
    }
    if (l < lead || t < trail) out.push(trimPunctuation(text));
    return out;
}

function distance(a: string, b: string): number {
    if (a === b) return 0;
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        let prev = row[0];
        row[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cur = row[j];
            row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
            prev = cur;
        }
    }
    return row[b.length];
}
