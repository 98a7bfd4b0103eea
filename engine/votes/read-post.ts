// What a post says by the rule set's vote-post rules: the vote-like spots in its own text (never in
// a quote), each with the nickname as written, its colour and whether the required phrase leads it.
// Whether a spot is a valid vote is decided by find-votes.ts; this file only reads.
import type { VotePostDef } from '../model/ruleset.js';
import { colourFamily, colourMatches } from './vote-post-rules.js';
import type { TextRun } from './post-model.js';
import { trimPunctuation, type Roster } from './nicknames.js';

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
}

interface Segment { text: string; colour: string | null; tag?: string }

/** The runs as lines of segments; a quote in between breaks the line. */
function linesOf(runs: readonly TextRun[], quoted: boolean): Segment[][] {
    const lines: Segment[][] = [[]];
    let wasOther = false;
    for (const run of runs) {
        if (run.quoted !== quoted) { if (!wasOther) lines.push([]); wasOther = true; continue; }
        wasOther = false;
        const parts = run.text.split('\n');
        parts.forEach((part, i) => {
            if (i > 0) lines.push([]);
            if (part) lines[lines.length - 1].push({ text: part, colour: run.colour, ...(run.tag ? { tag: run.tag } : {}) });
        });
    }
    return lines.filter((l) => l.length > 0);
}

/** Lower case, «ё» as «е», one character for one (so positions stay those of the original text). */
function fold(text: string): string {
    let out = '';
    for (const ch of text) { const l = ch.toLowerCase(); out += l.length === ch.length ? (l === 'ё' ? 'е' : l) : ch; }
    return out;
}

const SEPARATORS = /^[\s:=–—\-−>»"«]*/u;
const TAG = /\[vote\]([\s\S]*?)\[\/vote\]/giu;

export function countWords(text: string): number {
    return (text.match(/[\p{L}\p{N}]+/gu) ?? []).length;
}

/** The vote spots of the post's own text (quoted = false) or of its quotes (quoted = true). */
export function voteSpots(runs: readonly TextRun[], rules: VotePostDef, roster: Roster, quoted = false): VoteSpot[] {
    const spots: VoteSpot[] = [];
    const phrases = rules.phrases.map(fold).filter((p) => p.length > 0);
    const kindOf = (colour: string | null): 'for' | 'against' | null => {
        if (rules.colours.length === 0) return 'against';
        const c = rules.colours.find((x) => colourMatches(colour, x.colour));
        return c ? c.kind : null;
    };
    for (const line of linesOf(runs, quoted)) {
        const text = line.map((s) => s.text).join('');
        const folded = fold(text);
        // Where each character's segment starts, for the colour at a position.
        const segAt: number[] = [];
        line.forEach((s, i) => { for (let k = 0; k < s.text.length; k++) segAt.push(i); });
        const used: Array<[number, number]> = [];
        const colourAt = (pos: number) => line[segAt[pos]]?.colour ?? null;
        /** The stretch from `pos` on in one colour family (adjacent segments of one family join). */
        const stretch = (pos: number): [number, number] => {
            const fam = familyKey(colourAt(pos));
            let end = pos;
            while (end < text.length && familyKey(colourAt(end)) === fam) end++;
            return [pos, end];
        };
        // Tags: the literal `[vote]name[/vote]` and the forum's rendered vote tags.
        if (rules.tag) {
            for (const m of text.matchAll(TAG)) {
                const written = trimPunctuation(m[1]);
                if (written) spots.push({ written, colour: colourAt(m.index!), kind: kindOf(colourAt(m.index!)) ?? 'against', phrased: true, words: countWords(written) });
                used.push([m.index!, m.index! + m[0].length]);
            }
            line.forEach((s) => {
                if (s.tag !== rules.tag) return;
                const written = trimPunctuation(stripPhrase(s.text, phrases));
                if (written) spots.push({ written, colour: s.colour, kind: kindOf(s.colour) ?? 'against', phrased: true, words: countWords(s.text) });
            });
            if (line.some((s) => s.tag === rules.tag)) used.push([0, text.length]);
        }
        for (const phrase of phrases) {
            let from = 0;
            for (;;) {
                const at = folded.indexOf(phrase, from);
                if (at < 0) break;
                from = at + phrase.length;
                if (used.some(([a, b]) => at >= a && at < b)) continue;
                if (at > 0 && /[\p{L}\p{N}]/u.test(folded[at - 1]) && /[\p{L}]/u.test(phrase[0])) continue;   // inside a word
                const after = from + (SEPARATORS.exec(text.slice(from))?.[0].length ?? 0);
                if (after >= text.length) continue;
                let written: string;
                let end: number;
                const colour = colourAt(after);
                if (rules.colours.length > 0 && colour) {
                    [, end] = stretch(after);
                    written = trimPunctuation(text.slice(after, end));
                } else {
                    const rest = text.slice(after);
                    const found = roster.findAtStart(rest);
                    // Where the nickname must be coloured, the phrase before plain words naming nobody is chatter
                    // («мой голос будет за город»), not a vote.
                    if (!found && rules.colours.length > 0) continue;
                    written = found ? found.written : trimPunctuation(rest.split(/[,.!?;()\n]| - | – /u)[0]);
                    end = after + (found ? found.written.length : written.length);
                }
                used.push([at, end]);
                if (written) spots.push({ written, colour, kind: kindOf(colour), phrased: true, words: countWords(text.slice(at, end)) });
            }
        }
        // Coloured nicknames without the phrase: votes where the rules need only a colour, and
        // what looks like a vote (a nickname in a vote colour, a nickname in another colour).
        if (rules.colours.length === 0) continue;
        for (let pos = 0; pos < text.length;) {
            const colour = colourAt(pos);
            if (!colour || colourFamily(colour) === null) { pos++; continue; }
            const [a, b] = stretch(pos);
            pos = b;
            if (used.some(([x, y]) => a < y && b > x)) continue;
            const written = trimPunctuation(text.slice(a, b));
            if (!written) continue;
            const kind = kindOf(colour);
            const names = roster.find(written) !== undefined;
            // A long coloured sentence is emphasis, not a vote; a short one in a vote colour is a vote to check.
            if (!names && (kind === null || countWords(written) > 3 || written.length > 40)) continue;
            spots.push({ written, colour, kind, phrased: phrases.length === 0, words: countWords(written) });
        }
    }
    return spots;
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
