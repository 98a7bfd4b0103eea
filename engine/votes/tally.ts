// The public tally of the day's votes in the rule set's own counting. With the game known, the
// engine's own vote events are the tally (engine/voting.ts: weights, silences, the non-voters'
// penalty, hidden weights shown as ordinary votes); without it, the voting declaration alone:
// one vote per voter, `signed` for = +1 / against = −1 and `abstain counts` for each non-voter.
import type { GameEvent } from '../model/result.js';
import type { VotingDef } from '../model/ruleset.js';
import type { FoundVote } from './find-votes.js';

export interface TallyRow {
    target: string;
    /** Votes against (plurality, threshold) or the signed score (signed voting). */
    votes: number;
    /** Everyone whose vote names the target (for and against). */
    voters: string[];
    /** Signed voting: who voted for and against. */
    for?: string[];
    against?: string[];
    /** Signed voting: the target did not vote and scores the rule set's penalty. */
    abstained?: boolean;
    /** With the game: the real total where hidden weights or a silent cancel make it differ from `votes` (the host's eyes only). */
    actual?: number;
}

/** The tally from the voting declaration (each vote counts one; signed adds the non-voters' penalty). */
export function tallyByDeclaration(voting: VotingDef, votes: readonly FoundVote[], notVoted: readonly string[]): TallyRow[] {
    const signed = voting.model === 'signed';
    const rows = new Map<string, TallyRow>();
    const row = (target: string) => {
        let r = rows.get(target);
        if (!r) rows.set(target, (r = { target, votes: 0, voters: [], ...(signed ? { for: [], against: [] } : {}) }));
        return r;
    };
    for (const v of votes) {
        if (!signed && v.kind !== 'against') continue;
        const r = row(v.target);
        r.voters.push(v.voter);
        if (signed) { r.votes += v.kind === 'for' ? 1 : -1; (v.kind === 'for' ? r.for! : r.against!).push(v.voter); } else r.votes++;
    }
    if (signed && voting.abstain !== 0) for (const p of notVoted) { const r = row(p); r.votes += voting.abstain; r.abstained = true; }
    // Ties `first-to-reach`: of equal totals, who reached his first heads the tally (he is the one hanged).
    let reached: Map<string, number> | null = null;
    if (!signed && voting.ties === 'first-to-reach') {
        reached = new Map();
        const running = new Map<string, number>();
        votes.forEach((v, i) => {
            if (v.kind !== 'against') return;
            const n = (running.get(v.target) ?? 0) + 1;
            running.set(v.target, n);
            if (n === rows.get(v.target)?.votes) reached!.set(v.target, i);
        });
    }
    return sortRows([...rows.values()], signed, reached ? (r) => reached!.get(r.target) ?? Infinity : null);
}

/** The tally from the engine's public vote events of the day (the same voters as the found votes). */
export function tallyByEngine(voting: VotingDef, events: readonly GameEvent[], votes: readonly FoundVote[], notVoted: readonly string[]): TallyRow[] {
    const signed = voting.model === 'signed';
    const rows: TallyRow[] = [];
    for (const e of events) {
        if (e.kind !== 'vote' || !e.public || typeof e.subject !== 'string' || typeof e.value !== 'number') continue;
        rows.push({
            ...votersRow(votes, e.subject, e.value, signed),
            ...(signed && notVoted.includes(e.subject) && voting.abstain !== 0 ? { abstained: true } : {}),
        });
    }
    // A target whose votes cancel out (signed: one for, one against) has no vote event (the engine
    // announces no 0), yet the players check that 0: a row as the declaration's tally has.
    for (const v of votes) {
        if ((!signed && v.kind !== 'against') || rows.some((r) => r.target === v.target)) continue;
        rows.push(votersRow(votes, v.target, 0, signed));
    }
    // The real totals the engine told the host (hidden weights: seed 003's Doctor), beside the public ones.
    for (const e of events) {
        if (e.kind !== 'host' || !e.totals) continue;
        for (const t of e.totals) {
            if (t.value === t.shown) continue;
            const r = rows.find((x) => x.target === t.subject);
            if (r) r.actual = t.value;
        }
    }
    // Of equal totals, whom the engine executed (a tie broken by the rule set's own rule) comes first.
    const executed = new Set(events.filter((e) => e.kind === 'execution' && typeof e.subject === 'string').map((e) => e.subject as string));
    return sortRows(rows, signed, executed.size > 0 ? (r) => (executed.has(r.target) ? 0 : 1) : null);
}

/** A tally row of `total` for `target`, with the found votes that name him (signed: split into for and against). */
function votersRow(votes: readonly FoundVote[], target: string, total: number, signed: boolean): TallyRow {
    const mine = votes.filter((v) => v.target === target && (signed || v.kind === 'against'));
    return {
        target, votes: total, voters: mine.map((v) => v.voter),
        ...(signed ? { for: mine.filter((v) => v.kind === 'for').map((v) => v.voter), against: mine.filter((v) => v.kind === 'against').map((v) => v.voter) } : {}),
    };
}

/** Most votes first (signed: lowest score first); equal totals by `tie` (lower first), then in the order met. */
function sortRows(rows: TallyRow[], signed: boolean, tie: ((r: TallyRow) => number) | null): TallyRow[] {
    return rows.map((r, i) => ({ r, i, t: tie ? tie(r) : 0 }))
        .sort((a, b) => (signed ? a.r.votes - b.r.votes : b.r.votes - a.r.votes) || a.t - b.t || a.i - b.i).map((x) => x.r);
}
