// `mafia votes --append GAME`: the day's counted votes written into the game script, so that
// `mafia run` adjudicates the day. The script's text is kept as it was but for the day's vote
// lines: an existing day block gets the votes before its closing brace (a second append of the
// same day replaces the earlier vote lines only when forced), a missing one is added at the end.
import type { GameScript } from '../generated/ast.js';
import type { FoundVote } from '../../engine/votes/find-votes.js';
import { scriptPhase } from './game-day.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

export interface AppendPlan {
    text: string;
    /** Whether the day already held vote lines (refused unless forced). */
    hadVotes: boolean;
}

export function appendVotes(text: string, script: GameScript, kind: string, day: number, votes: readonly FoundVote[], note: string, deadline?: string): AppendPlan {
    const lines = votes.map((v) => `    ${voteLine(v)}${v.post ? `   // #${v.post}` : ''}`);
    const block = scriptPhase(script, kind, day);
    if (!block?.$cstNode) {
        const head = `${kind} ${day}${deadline ? ` until ${quote(deadline)}` : ''} {`;
        const sep = text.endsWith('\n') ? '' : '\n';
        return { text: `${text}${sep}${head}\n    // ${note}\n${lines.join('\n')}${lines.length ? '\n' : ''}}\n`, hadVotes: false };
    }
    const voteNodes = block.entries.filter((e) => e.$type === 'VoteEntry').map((e) => e.$cstNode!).filter(Boolean);
    // Remove whole lines of earlier vote entries (with their trailing comments), from the end.
    let out = text;
    const cuts = voteNodes.map((n) => lineSpan(out, n.offset, n.end));
    // The note an earlier append left goes with its votes.
    const inside = text.slice(block.$cstNode.offset, block.$cstNode.end);
    for (const m of inside.matchAll(/^[ \t]*\/\/ mafia votes:.*(?:\r?\n|$)/gm)) cuts.push([block.$cstNode.offset + m.index!, block.$cstNode.offset + m.index! + m[0].length]);
    cuts.sort((a, b) => b[0] - a[0]);
    const close = block.$cstNode.end - 1;   // the block's closing brace
    let insertAt = close;
    for (const [a, b] of cuts) { out = out.slice(0, a) + out.slice(b); if (a < insertAt) insertAt -= b - a; }
    const lineStart = out.lastIndexOf('\n', insertAt - 1) + 1;
    const beforeBrace = out.slice(lineStart, insertAt);
    const add = `    // ${note}\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
    if (beforeBrace.trim() === '') out = out.slice(0, lineStart) + add + out.slice(lineStart);
    else out = out.slice(0, insertAt) + '\n' + add + out.slice(insertAt);
    if (deadline && block.deadline === undefined) {
        const numberEnd = out.indexOf('{', block.$cstNode.offset);
        out = out.slice(0, numberEnd).trimEnd() + ` until ${quote(deadline)} ` + out.slice(numberEnd);
    }
    return { text: out, hadVotes: voteNodes.length > 0 };
}

/** The comment an append leaves above the votes, in `lang` (a later append replaces the votes it heads: `// mafia votes:` marks it). */
export function appendNote(votes: number, pages: number, deadline: string | null, lang: Lang): string {
    return `mafia votes: ${say(lang, deadline ? 'votes.note.until' : 'votes.note', { votes, pages, deadline: deadline ?? '' })}`;
}

function voteLine(v: FoundVote): string {
    return `vote ${name(v.voter)} ${v.kind === 'for' ? 'for' : '->'} ${name(v.target)}`;
}

/** The line(s) from `start` to `end`, with the line's end of line and a trailing comment. */
function lineSpan(text: string, start: number, end: number): [number, number] {
    const a = text.lastIndexOf('\n', start - 1) + 1;
    let b = text.indexOf('\n', end);
    b = b < 0 ? text.length : b + 1;
    return text.slice(a, start).trim() === '' ? [a, b] : [start, end];
}

/** A nickname as a game script writes it: bare when it is one word, else in quotes. */
function name(n: string): string {
    return /^[_\p{L}][\p{L}\p{N}_]*$/u.test(n) && !KEYWORDS.has(n) ? n : quote(n);
}

function quote(s: string): string {
    return `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

const KEYWORDS = new Set(['vote', 'host', 'for', 'against', 'day', 'night', 'players', 'game', 'rules', 'seed', 'until', 'guess', 'guise', 'option', 'with', 'role', 'faction', 'alignment', 'replaced', 'by', 'tagged', 'accept', 'reject', 'remove', 'reveal']);
