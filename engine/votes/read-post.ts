// What a post says by the rule set's vote-post rules: the vote-like spots in its own text (never in
// a quote), each with the nickname as written, its colour and whether the required phrase leads it.
// Whether a spot is a valid vote is decided by find-votes.ts; this file only reads.
import type { VotePostDef } from '../model/ruleset.js';
import { colourFamily, colourMatches } from './vote-post-rules.js';
import type { TextRun } from './post-model.js';
import type { Roster } from './nicknames.js';

/** A spot in a post that looks like a vote. */
export interface VoteSpot {
    /** The nickname as written. */
    written: string;
    /** Its colour as the page writes it, or null. */
    colour: string | null;
    /** The vote kind its colour stands for; null: a colour the rules do not declare (or none). */
    kind: 'for' | 'against' | null;
    /** Whether one of the required phrases leads it (true when the rules require none). */
    phrased: boolean;
    /** How many words of the post the vote itself takes (the phrase and the nickname). */
    words: number;
    /** Where in the post it is written (see `postPosition`): a post's votes and withdrawals are read in this order. */
    at: number;
}

/** A place in the post read: the line, then the character in it (lines are far shorter than the span). */
const LINE_SPAN = 1 << 24;
const postPosition = (line: number, offset: number) => line * LINE_SPAN + offset;

interface Segment { text: string; colour: string | null; tag?: string }

/** Which text of a post is read: its own, its quotes, or what its author struck through. */
export type PostPart = 'own' | 'quoted' | 'struck';

function inPart(run: TextRun, part: PostPart): boolean {
    if (part === 'quoted') return run.quoted;
    return !run.quoted && (part === 'struck') === (run.struck === true);
}

/** One line of the part read; `follows`: no text of another part (a quote, struck text) since the line before. */
interface Line { segs: Segment[]; follows: boolean }

/**
 * The runs as lines of segments; text of another part in between breaks the line, but for struck
 * text inside the author's own: left out, it is a correction («Мой голос – ~~Аня~~ Гоша»), and the
 * phrase still leads the nickname after it.
 */
function linesOf(runs: readonly TextRun[], part: PostPart): Line[] {
    const lines: Line[] = [];
    let segs: Segment[] = [];
    let foreign = false;
    const flush = () => {
        if (segs.length > 0) { lines.push({ segs, follows: lines.length > 0 && !foreign }); foreign = false; }
        segs = [];
    };
    for (const run of runs) {
        if (part === 'own' && run.struck && !run.quoted) continue;
        if (!inPart(run, part)) { flush(); foreign = true; continue; }
        run.text.split('\n').forEach((text, i) => {
            if (i > 0) flush();
            if (text) segs.push({ text, colour: run.colour, ...(run.tag ? { tag: run.tag } : {}) });
        });
    }
    flush();
    return lines;
}

/** Lower case, «ё» as «е», one character for one (so positions stay those of the original text). */
export function fold(text: string): string {
    let out = '';
    for (const ch of text) { const l = ch.toLowerCase(); out += l.length === ch.length ? (l === 'ё' ? 'е' : l) : ch; }
    return out;
}

const SEPARATORS = /^[\s:=–—\-−>»"«]*/u;
const TAG = /\[vote\]([\s\S]*?)\[\/vote\]/giu;
/** Plain words a phrase may have before the coloured nickname («Мой голос за …», «Мой голос сегодня уходит – …»). */
const PHRASE_GAP_WORDS = 3;

export function countWords(text: string): number {
    return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** A line with what the reader needs at each position: the colour, and which stretches are already read. */
interface LineText { text: string; folded: string; colourAt(pos: number): string | null; used: Array<[number, number]>; follows: boolean }

function lineText(line: Line): LineText {
    const text = line.segs.map((s) => s.text).join('');
    const segAt: number[] = [];
    line.segs.forEach((s, i) => { for (let k = 0; k < s.text.length; k++) segAt.push(i); });
    return { text, folded: fold(text), colourAt: (pos) => line.segs[segAt[pos]]?.colour ?? null, used: [], follows: line.follows };
}

/** The stretch from `pos` on in one colour family (adjacent segments of one family join). */
function stretch(line: LineText, pos: number): [number, number] {
    const fam = familyKey(line.colourAt(pos));
    let end = pos;
    while (end < line.text.length && familyKey(line.colourAt(end)) === fam) end++;
    return [pos, end];
}

/**
 * The nickname in a coloured stretch: the stretch itself, or a roster name that leads it when the
 * rest is no part of a name — an emoji, or punctuation and words after it («Гоша 😡», «Гоша, потому
 * что…»); a leading `@` (a mention) is not part of it.
 */
function nicknameIn(stretchText: string, roster: Roster): string {
    const written = roster.spelled(stretchText);
    if (roster.find(written)) return written;
    const bare = roster.spelled(written.replace(/^@+/u, ''));
    if (roster.find(bare)) return bare;
    const lead = roster.findAtStart(bare);
    if (!lead) return written;
    const rest = bare.slice(lead.written.length);
    // The smiley as written, before its trailing signs were trimmed off («Гоша 8-)»).
    const at = stretchText.indexOf(lead.written);
    const restWritten = at >= 0 ? stretchText.slice(at + lead.written.length) : rest;
    return /^\s*[,.;:!?()…–—-]/u.test(rest) || !/[\p{L}\p{N}]/u.test(rest) || isSmiley(restWritten) ? lead.written : written;
}

/**
 * Whether what follows a name is a smiley, no part of it: a smiley image's text («8-)», phpBB's
 * «Крутой»), «100%», «xD», «<3», «:P» — letterless tokens with a sign among their digits, or the
 * typed faces. Digits alone («Гоша 2») may be a nickname's own.
 */
function isSmiley(rest: string): boolean {
    const tokens = rest.trim().split(/\s+/u);
    return /^\s/u.test(rest) && tokens.length > 0 && tokens.every((t) => (!/\p{L}/u.test(t) && /[^\p{N}]/u.test(t)) || /^(?:x+d+|<3+|[:;=]-?[a-zа-я]{1,2})$/iu.test(t));
}

/** The vote spots of one part of the post: its own text (the default), its quotes, or its struck-through text. */
export function voteSpots(runs: readonly TextRun[], rules: VotePostDef, roster: Roster, part: PostPart = 'own'): VoteSpot[] {
    const spots: VoteSpot[] = [];
    const phrases = rules.phrases.map(fold).filter((p) => p.length > 0);
    const kindOf = (colour: string | null): 'for' | 'against' | null => {
        if (rules.colours.length === 0) return 'against';
        const c = rules.colours.find((x) => colourMatches(colour, x.colour));
        return c ? c.kind : null;
    };
    const raw = linesOf(runs, part);
    const lines = raw.map(lineText);
    lines.forEach((line, index) => {
        const { text, folded, used, colourAt } = line;
        // Tags: the literal `[vote]name[/vote]` and the forum's rendered vote tags.
        if (rules.tag) {
            const segs = raw[index].segs;
            for (const m of text.matchAll(TAG)) {
                const written = roster.spelled(m[1]);
                if (written) spots.push({ written, colour: colourAt(m.index!), kind: kindOf(colourAt(m.index!)) ?? 'against', phrased: true, words: countWords(written), at: postPosition(index, m.index!) });
                used.push([m.index!, m.index! + m[0].length]);
            }
            let segStart = 0;
            segs.forEach((s) => {
                const start = segStart;
                segStart += s.text.length;
                if (s.tag !== rules.tag) return;
                const written = roster.spelled(stripPhrase(s.text, phrases));
                if (written) spots.push({ written, colour: s.colour, kind: kindOf(s.colour) ?? 'against', phrased: true, words: countWords(s.text), at: postPosition(index, start) });
            });
            if (segs.some((s) => s.tag === rules.tag)) used.push([0, text.length]);
        }
        for (const phrase of phrases) {
            let from = 0;
            for (;;) {
                const at = folded.indexOf(phrase, from);
                if (at < 0) break;
                from = at + phrase.length;
                if (used.some(([a, b]) => at >= a && at < b)) continue;
                if (at > 0 && /[\p{L}\p{N}]/u.test(folded[at - 1]) && /[\p{L}]/u.test(phrase[0])) continue;   // inside a word
                let after = from + (SEPARATORS.exec(text.slice(from))?.[0].length ?? 0);
                // The nickname on the next line («Мой голос –⏎[color]Ник», IPB's paragraph per line).
                let where: LineText = line;
                if (after >= text.length) {
                    const next = lines[index + 1];
                    if (!next?.follows) continue;
                    where = next;
                    after = SEPARATORS.exec(next.text)?.[0].length ?? 0;
                    if (after >= next.text.length) continue;
                }
                let written: string;
                let end: number;
                let colour = where.colourAt(after);
                if (rules.colours.length > 0 && !colour) {
                    // A few plain words between the phrase and a coloured nickname, within the sentence.
                    let gapEnd = -1;
                    for (let k = after; k < where.text.length; k++) { const c = where.colourAt(k); if (c && colourFamily(c) !== null) { gapEnd = k - after; break; } }
                    const gap = gapEnd < 0 ? '' : where.text.slice(after, after + gapEnd);
                    if (gapEnd > 0 && countWords(gap) <= PHRASE_GAP_WORDS && !/[.!?;]/u.test(gap) && !roster.findAtStart(gap)) {
                        after += gapEnd;
                        colour = where.colourAt(after);
                    }
                }
                if (rules.colours.length > 0 && colour) {
                    // Signs the colour already covers may be the nickname's own («-=Dark=-»): the stretch from its start.
                    const first = where === line ? from : 0;
                    while (after > first && familyKey(where.colourAt(after - 1)) === familyKey(colour) && /[\s:=–—\-−>»"«]/u.test(where.text[after - 1])) after--;
                    while (/\s/u.test(where.text[after] ?? '')) after++;
                    [, end] = stretch(where, after);
                    written = nicknameIn(where.text.slice(after, end), roster);
                    // «Мой голос – [red]за [black]Гоша[/black][/red]»: a few words in one colour, the nickname
                    // right after in another: the vote is the nickname's, in its own colour.
                    const gap = where.text.slice(after, end);
                    if (!roster.find(written) && where.colourAt(end) && countWords(gap) <= PHRASE_GAP_WORDS && !/[.!?;]/u.test(gap)) {
                        const [, next] = stretch(where, end);
                        const named = nicknameIn(where.text.slice(end, next), roster);
                        if (roster.find(named)) { after = end; end = next; colour = where.colourAt(after); written = named; }
                    }
                    end = after + Math.max(0, where.text.slice(after, end).indexOf(written)) + written.length;
                } else {
                    const rest = where.text.slice(after);
                    const found = roster.findAtStart(rest);
                    // Where the nickname must be coloured, the phrase before plain words naming nobody is chatter
                    // («мой голос будет за город»), not a vote.
                    if (!found && rules.colours.length > 0) continue;
                    written = found ? found.written : roster.spelled(rest.split(/[,.!?;()\n]| - | – /u)[0]);
                    end = after + (found ? found.written.length : written.length);
                }
                let words: number;
                if (where === line) { used.push([at, end]); words = countWords(text.slice(at, end)); }
                else { used.push([at, text.length]); where.used.push([0, end]); words = countWords(text.slice(at)) + countWords(where.text.slice(0, end)); }
                if (written) spots.push({ written, colour, kind: kindOf(colour), phrased: true, words, at: postPosition(index, at) });
            }
        }
    });
    // Coloured nicknames without the phrase before them: votes where the rules need only a colour, a
    // nickname the phrase follows («[color]Гоша[/color] – мой голос»), and what looks like a vote (a
    // nickname in a vote colour, a nickname in another colour).
    const inOrder = () => spots.sort((a, b) => a.at - b.at);
    if (rules.colours.length === 0) return inOrder();
    for (const [index, line] of lines.entries()) {
        const { text, folded, used, colourAt } = line;
        for (let pos = 0; pos < text.length;) {
            const colour = colourAt(pos);
            if (!colour || colourFamily(colour) === null) { pos++; continue; }
            const [a, b] = stretch(line, pos);
            pos = b;
            if (used.some(([x, y]) => a < y && b > x)) continue;
            const written = nicknameIn(text.slice(a, b), roster);
            if (!written) continue;
            const kind = kindOf(colour);
            const names = roster.find(written) !== undefined;
            // A long coloured sentence is emphasis, not a vote; a short one in a vote colour is a vote to check.
            if (!names && (kind === null || countWords(written) > 3 || written.length > 40)) continue;
            const tail = b + (/^[\s:=–—\-−,]*/u.exec(text.slice(b))?.[0].length ?? 0);
            const follower = phrases.find((p) => folded.startsWith(p, tail) && !/[\p{L}\p{N}]/u.test(folded.charAt(tail + p.length)));
            const phrased = phrases.length === 0 || follower !== undefined;
            spots.push({ written, colour, kind, phrased, words: countWords(written) + (follower ? countWords(follower) : 0), at: postPosition(index, a) });
        }
    }
    return inOrder();
}

/** Words that withdraw the author's vote: as written (the line from them on) and where (`VoteSpot.at`). */
export interface Withdrawal {
    text: string; at: number;
    /** The line's words after it («UNVOTE: bravo» → «bravo», «снимаю голос с Кати» → «с Кати»). */
    after: string;
}

/**
 * Where the voting lets a vote change, the words that withdraw the author's vote: the phrase with
 * "UN" before it (mafiascum's `UNVOTE:` / `UNVOTE` for `VOTE:`), in the post's own text; every one
 * of the post, in the order written.
 */
export function withdrawals(runs: readonly TextRun[], rules: VotePostDef): Withdrawal[] {
    const stems = rules.phrases.map((p) => fold(p).replace(/[\s:=–—-]+$/u, '')).filter((p) => /^\p{L}/u.test(p));
    const patterns = stems.map((stem) => new RegExp(`(?<![\\p{L}\\p{N}])un${stem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu'));
    // A Russian vote phrase («Мой голос») is withdrawn in words: «снимаю голос», «отзываю свой голос»;
    // «не снимаю голос», «никогда не отзываю свой голос» say the opposite.
    if (stems.some((stem) => stem.includes('голос'))) patterns.push(/(?<![\p{L}\p{N}])(?<!(?<![\p{L}\p{N}])не\s+)(?:снимаю|отзываю|отменяю)\s+(?:(?:свой|мой)\s+)?голос(?![\p{L}\p{N}])/gu);
    const found: Withdrawal[] = [];
    linesOf(runs, 'own').map(lineText).forEach((line, index) => {
        for (const pattern of patterns) {
            for (const m of line.folded.matchAll(pattern)) {
                const at = postPosition(index, m.index!);
                // Two phrases of one stem («VOTE:», «vote») find the same words once.
                if (!found.some((w) => w.at === at)) found.push({ text: line.text.slice(m.index).trim().slice(0, 60), at, after: line.text.slice(m.index! + m[0].length).replace(SEPARATORS, '') });
            }
        }
    });
    return found.sort((a, b) => a.at - b.at);
}

function familyKey(colour: string | null): string {
    return colour === null ? '' : colourFamily(colour) ?? colour;
}

function stripPhrase(text: string, phrases: readonly string[]): string {
    const folded = fold(text).trimStart();
    const lead = text.length - text.trimStart().length;
    for (const p of phrases) if (folded.startsWith(p)) return text.slice(lead + p.length).replace(SEPARATORS, '');
    return text.replace(/^\s*vote\s*:\s*/iu, '');
}
