// Voting: `plurality` (most votes against; ties by the rule: first-to-reach = the candidate who
// first reached the final maximum in the order votes were cast, random, nobody, all, last-by-name =
// the tied player whose name sorts last, code point by code point: engine/names.ts),
// `threshold P of alive` (everyone with votes >= P × the living is executed), `signed` (for = +w,
// against = −w; a living non-voter who may vote scores −penalty on himself; the lowest negative
// score is executed). A vote is checked like an order (voter alive and allowed to vote, target
// alive); a second vote by the same voter replaces the first only where changes are allowed.
// Then the execution (death or a status), lynch triggers, and removal after missed votes.
import { Ctx, type ActionSource } from './context.js';
import { n } from './expressions.js';
import type { Game } from './game.js';
import type { VoteInput } from './model/game-input.js';
import type { StageDef, VotingDef } from './model/ruleset.js';
import { active } from './state.js';
import { texts, voteEvent, votesWord } from './texts.js';
import type { GameEvent } from './model/result.js';
import { executePlayer } from './effects/execution.js';
import { untargetableStatus } from './access.js';
import { notInGame } from './orders.js';
import { fireTriggers } from './triggers.js';
import { say } from './l10n/catalogue.js';
import { decimalText } from './l10n/format.js';
import { compareNames } from './names.js';

/** A counted vote; `shown` is its weight as the public tally gives it (hidden weights and a silent cancel left out). */
interface Cast { voter: number; target: number; kind: 'for' | 'against'; weight: number; shown: number; secret?: boolean }

const stages = new WeakMap<VotingDef, { stage: StageDef; source: ActionSource }>();

export function runVoting(g: Game, voting: VotingDef, votes: VoteInput[]): void {
    let fixed = stages.get(voting);
    if (!fixed) {
        fixed = {
            stage: { id: 'voting', title: voting.title, simultaneous: false, after: null, src: voting.src },
            source: { kind: 'voting', key: voting.id, title: voting.title, option: null, actor: -1, roles: [], factions: [], src: voting.src },
        };
        stages.set(voting, fixed);
    }
    g.stage = fixed.stage;
    const source = fixed.source;
    const eligible: readonly number[] = g.census().aliveIndex;
    const cast: Cast[] = [];
    const byVoter: Array<Cast | undefined> = new Array(g.players.length);
    for (const v of votes) {
        const reason = checkVote(g, voting, v, cast, byVoter);
        if (typeof reason === 'string') { g.reject({ actor: v.voter, ability: 'vote', reason, targets: [v.target] }); continue; }
        if (byVoter[reason.voter] === reason) continue;   // repeated, it keeps its first place (ties: first to reach)
        cast.push(reason);
        byVoter[reason.voter] = reason;
        g.traceOn && g.log('applied', [say(g.lang, reason.kind === 'for' ? 'note.vote-for' : 'note.vote-against', { voter: g.players[reason.voter].name, target: g.players[reason.target].name }), reason.weight !== 1 ? say(g.lang, 'note.vote-weight', { n: reason.weight }) : '', reason.secret ? say(g.lang, 'note.vote-secret') : ''].filter(Boolean).join(' '), { source: { ...source, actor: reason.voter }, targets: [reason.target] });
    }
    followVotes(g, voting, cast, byVoter, source);
    // `on vote` triggers (mafiascum's Governor pardons the player his vote ends up on), in the order of the votes.
    if (g.ix.triggersByEvent.has('vote')) {
        for (const c of [...cast]) {
            const by: ActionSource = { kind: source.kind, key: source.key, title: source.title, option: source.option, actor: c.voter, roles: source.roles, factions: source.factions, src: source.src };
            fireTriggers(g, 'vote', { subject: c.voter, target: c.target, source: by, actor: c.voter });
        }
        g.flush();
    }
    const shown = g.scratch(3);
    const executed = tally(g, voting, cast, eligible, source, shown);
    // The execution names the same figure as the public tally (bonuses, −3, the −2 for not voting included).
    const figures = executed.map((p) => shown[p]);
    for (let i = 0; i < executed.length; i++) {
        const p = executed[i];
        const against: number[] = [];
        for (const c of cast) if (c.target === p && c.kind === 'against') against.push(c.voter);
        executePlayer(g, p, source, against, voting.src, figures[i]);
    }
    g.settle();
    if (voting.missed) {
        const voted = new Set(cast.map((c) => c.voter));
        for (const p of eligible) {
            const player = g.players[p];
            if (!player.alive || voted.has(p) || silenced(g, p)) continue;
            player.missedVotes++;
            g.traceOn && g.log('info', say(g.lang, 'note.missed-vote', { player: player.name, n: player.missedVotes, of: voting.missed.count }), { source, targets: [p] });
            if (player.missedVotes >= voting.missed.count) {
                const status = voting.missed.status;
                if (status) g.addStatus(player, status, g.index, Number.MAX_SAFE_INTEGER);
                // One line says he is out and why: the removal's death event words it.
                g.die(p, 'removed', source, false, undefined, false, texts.missed(g, player.name, status ? g.ix.statusTitle(status) : '', voting.missed.count));
            }
        }
        g.settle();
    }
}

function checkVote(g: Game, voting: VotingDef, v: VoteInput, cast: Cast[], byVoter: Array<Cast | undefined>): Cast | string {
    const voter = g.findPlayer(v.voter);
    if (!voter) return say(g.lang, 'reject.unknown-player', { name: v.voter });
    if (!voter.alive) return notInGame(g, voter);
    const why = silenced(g, voter.index);
    if (why) return say(g.lang, 'reject.cannot-vote', { voter: voter.name, why });
    const target = g.findPlayer(v.target);
    if (!target) return say(g.lang, 'reject.unknown-player', { name: v.target });
    if (!target.alive && !voting.deadTargets) return notInGame(g, target);
    // «не может быть целью чужих действий» (seed 000's drunk Электрик, 000-E52): no votes against him either.
    const shield = untargetableStatus(g, target);
    if (shield && target !== voter) return say(g.lang, 'reject.untargetable', { target: target.name, status: shield });
    const kind = v.kind ?? 'against';
    if (kind === 'for' && voting.model !== 'signed') return say(g.lang, 'reject.only-against', { voting: voting.title });
    if (target.voteMods.length > 0 && target.voteMods.some((m) => m.kind === 'immunity' && active(m, g.index))) return say(g.lang, 'reject.vote-immune', { target: target.name });
    const earlier = byVoter[voter.index];
    if (earlier) {
        if (earlier.target === target.index && earlier.kind === kind) return earlier;   // the same vote again: no change
        if (!voting.changes) return say(g.lang, 'reject.vote-fixed', { voter: voter.name });
        cast.splice(cast.indexOf(earlier), 1);
        byVoter[voter.index] = undefined;
    }
    let weight = 1;
    if (voting.weight) {
        const source: ActionSource = { kind: 'voting', key: voting.id, title: voting.title, option: null, actor: voter.index, roles: voter.roles, factions: g.factionsOf(voter), src: voting.src };
        weight = n(voting.weight(new Ctx(g, voter.index, voter.index, target.index, [target.index], null, source)));
    }
    let secret = false;
    let shown = weight;
    for (const m of voter.voteMods) {
        if (!active(m, g.index) || (m.side && m.side !== kind)) continue;
        if (m.kind === 'weight') { weight += m.amount; if (!m.hidden) shown += m.amount; }
        // «вслух о лишении голоса не сообщается» (seed 003's boss): the public tally shows the vote as cast.
        if (m.kind === 'cancel') weight = 0;
        if (m.kind === 'secret') secret = true;
    }
    // `vote cap of T by N`: voters with an enhanced vote count at most N against T.
    if (kind === 'against' && weight > 1) for (const m of target.voteMods) if (m.kind === 'cap' && active(m, g.index)) { weight = Math.min(weight, m.amount); shown = Math.min(shown, m.amount); }
    return { voter: voter.index, target: target.index, kind, weight, shown, secret };
}

/**
 * `vote of X follows Y` (mafiascum's Politician): X's vote is replaced by one on Y's target, checked
 * like any vote and with X's own weight; Y dead or not voting: X casts none. A vote X cast himself is
 * rejected with the reason. The followed vote is Y's own (a chain of follows is not walked).
 */
function followVotes(g: Game, voting: VotingDef, cast: Cast[], byVoter: Array<Cast | undefined>, source: ActionSource): void {
    // The votes as cast, before any follow replaces one: Y's own vote even if Y's vote follows Z's;
    // and each vote's place as cast: a follower who cast none votes just after his leader's vote
    // was cast, even where that vote has itself been replaced by a follow. Both taken at the first
    // follower (most days have none).
    let own0: Array<Cast | undefined> | undefined;
    let castAt: Map<Cast, number> | undefined;
    for (const p of g.players) {
        if (!p.alive || p.voteMods.length === 0) continue;
        let leader = -1;
        for (const m of p.voteMods) if (m.kind === 'follow' && active(m, g.index)) leader = m.amount;
        if (leader < 0) continue;
        if (!own0 || !castAt) {
            own0 = byVoter.slice();
            castAt = new Map();
            for (let i = 0; i < cast.length; i++) castAt.set(cast[i], i);
        }
        const own = byVoter[p.index];
        const at = own ? cast.indexOf(own) : -1;
        if (own) {
            cast.splice(at, 1);
            byVoter[p.index] = undefined;
            g.reject({ actor: p.name, ability: 'vote', reason: say(g.lang, 'ms.vote.follows', { leader: g.players[leader].name }), targets: [g.players[own.target].name] });
        }
        const lead = g.players[leader].alive ? own0[leader] : undefined;
        if (!lead) {
            g.traceOn && g.log('info', say(g.lang, 'ms.vote.followsNobody', { voter: p.name, leader: g.players[leader].name }), { source, targets: [p.index] });
            continue;
        }
        const checked = checkVote(g, voting, { voter: p.name, target: g.players[lead.target].name, kind: lead.kind }, cast, byVoter);
        if (typeof checked === 'string') { g.reject({ actor: p.name, ability: 'vote', reason: checked, targets: [g.players[lead.target].name] }); continue; }
        cast.splice(at >= 0 ? at : afterCastAt(cast, castAt, castAt.get(lead) ?? -1), 0, checked);
        byVoter[p.index] = checked;
        g.traceOn && g.log('applied', say(g.lang, 'ms.vote.followed', { voter: p.name, leader: g.players[leader].name, target: g.players[lead.target].name }), { source: { ...source, actor: p.index }, targets: [lead.target] });
    }
}

/** Where a vote cast at place `leadAt` goes back in: after the last vote still in `cast` cast no later. */
function afterCastAt(cast: readonly Cast[], castAt: ReadonlyMap<Cast, number>, leadAt: number): number {
    let after = -1;
    for (let i = 0; i < cast.length; i++) { const at = castAt.get(cast[i]); if (at !== undefined && at <= leadAt) after = i; }
    return after + 1;
}

/** Why the player may not vote now (a `no vote` status or a silence), or null. */
function silenced(g: Game, p: number): string | null {
    const player = g.players[p];
    if (player.voteMods.length === 0 && player.statuses.length === 0) return null;
    for (const m of player.voteMods) if (m.kind === 'silence' && active(m, g.index)) return say(g.lang, 'word.silenced');
    for (const s of player.statuses) {
        if (!active(s, g.index)) continue;
        const def = g.ix.statuses.get(s.id);
        if (def?.noVote) return def.title;
    }
    return null;
}

/** The executed players; `shown` (zeroed, a slot per player) gets every candidate's total as the public tally shows it. */
function tally(g: Game, voting: VotingDef, cast: Cast[], eligible: readonly number[], source: ActionSource, shown: number[]): number[] {
    // Totals by player index; candidates in the order they first got a vote (stable sort below).
    // `shown`: the same totals as the public sees them (hidden weights counted as ordinary votes).
    const totals = g.scratch(0);
    const seen = g.scratch(1);
    const candidates: number[] = [];
    const signed = voting.model === 'signed';
    const add = (p: number, w: number, public_ = w) => {
        if (!seen[p]) { seen[p] = 1; candidates.push(p); }
        totals[p] += w;
        shown[p] += public_;
    };
    for (const c of cast) {
        if (!signed && c.kind !== 'against') continue;
        const sign = signed && c.kind === 'against' ? -1 : 1;
        add(c.target, sign * c.weight, sign * c.shown);
    }
    // `vote bonus of T by N`: N more votes against T (a modifier, not a vote).
    // A negative net bonus (seed 000's Отмаза, «списывает с себя 3 голоса») only takes votes away:
    // it never makes a candidate of its own and never goes below zero (000-E20).
    for (const p of eligible) {
        let net = 0;
        for (const m of g.players[p].voteMods) if (m.kind === 'bonus' && active(m, g.index)) net += m.amount;
        if (net === 0) continue;
        if (signed) add(p, -net);
        else if (net > 0) add(p, net);
        else if (seen[p]) { totals[p] = Math.max(0, totals[p] + net); shown[p] = Math.max(0, shown[p] + net); }
    }
    let abstained: number[] | null = null;
    if (signed && voting.abstain !== 0) {
        const voted = g.scratch(2);
        for (const c of cast) voted[c.voter] = 1;
        for (const p of eligible) if (!voted[p] && !silenced(g, p)) { add(p, voting.abstain); (abstained ??= []).push(p); }
    }
    // Candidates by total (most votes first; signed: lowest score first), stable: insertion sort
    // of a few dozen entries, no allocation per comparison.
    const order: number[] = [];
    for (const p of candidates) {
        if (totals[p] === 0) continue;
        let i = order.length;
        order.push(p);
        while (i > 0 && (signed ? totals[order[i - 1]] > totals[p] : totals[order[i - 1]] < totals[p])) { order[i] = order[i - 1]; i--; }
        order[i] = p;
    }
    emitTally(g, candidates, totals, shown, signed, cast, abstained, voting.abstain);
    if (order.length === 0) { g.traceOn && g.log('info', say(g.lang, 'note.no-votes'), { source }); return []; }

    if (voting.model === 'threshold') {
        const need = (voting.threshold ?? 0.5) * eligible.length;
        const out = order.filter((p) => totals[p] >= need);
        g.traceOn && g.log('info', say(g.lang, 'note.threshold', { need: decimalText(g.lang, need, 2), pct: Math.round((voting.threshold ?? 0.5) * 100), alive: eligible.length, k: out.length }), { source, targets: out });
        return out;
    }
    const best = totals[order[0]];
    if (signed && best >= 0) { g.traceOn && g.log('info', say(g.lang, 'note.no-negative'), { source }); return []; }
    const leaders: number[] = [];
    for (const p of order) { if (totals[p] !== best) break; leaders.push(p); }
    if (leaders.length === 1) return leaders;
    switch (voting.ties) {
        case 'nobody':
            g.traceOn && g.log('info', say(g.lang, 'note.tie-nobody', { list: leaders.map((p) => g.players[p].name).join(', ') }), { source, targets: leaders });
            // The day's outcome, as a cover's «никто не казнён» is (seed 003: 003-E3).
            g.emit({ kind: 'message', public: true, text: texts.tie(g, leaders.map((p) => g.players[p].name)) });
            return [];
        case 'all':
            return leaders;
        case 'last-by-name': {
            // calder/mafia sorts (votes, player) and takes the last (ROLES.md 10): the name that sorts last.
            let pick = leaders[0];
            for (const p of leaders) if (compareNames(g.players[p].name, g.players[pick].name) > 0) pick = p;
            g.traceOn && g.log('info', say(g.lang, 'ms.tie.lastByName', { list: leaders.map((p) => g.players[p].name).join(', '), player: g.players[pick].name }), { source, targets: leaders });
            return [pick];
        }
        case 'random': {
            // Drawn among the tied in seat order: the seed and the tied set decide, never the order votes came in.
            const tied = leaders.slice().sort((a, b) => a - b);
            const pick = tied[Math.floor(g.draw(say(g.lang, 'note.why-tie'), source) * tied.length)];
            g.traceOn && g.log('info', say(g.lang, 'note.tie-random', { player: g.players[pick].name }), { source, targets: [pick] });
            return [pick];
        }
        case 'first-to-reach': {
            // Replay the votes in order; the first leader whose running total reaches the final maximum.
            const running = g.scratch(2);
            for (const c of cast) {
                if (!signed && c.kind !== 'against') continue;
                const w = signed ? (c.kind === 'for' ? c.weight : -c.weight) : c.weight;
                const now = (running[c.target] += w);
                if (leaders.includes(c.target) && (signed ? now <= best : now >= best)) {
                    g.traceOn && g.log('info', say(g.lang, 'note.tie-first', { list: leaders.map((p) => g.players[p].name).join(', '), player: g.players[c.target].name, n: Math.abs(best) }), { source, targets: leaders });
                    return [c.target];
                }
            }
            return [leaders[0]];
        }
    }
}

/**
 * The public tally: every candidate with a non-zero shown total, most votes first (signed: lowest
 * score first), each with the voters the count took, in the order cast (`against`, and `for` in a
 * signed voting; a secret vote is left out: seed 000's Анонимус «голосует тайно») and, for a living
 * non-voter of a signed voting, the `abstain` score he got on himself.
 */
function emitTally(g: Game, candidates: readonly number[], totals: ArrayLike<number>, shown: ArrayLike<number>, signed: boolean, cast: readonly Cast[], abstained: readonly number[] | null, abstain: number): void {
    const order: number[] = [];
    for (const p of candidates) {
        if (shown[p] === 0) continue;
        let i = order.length;
        order.push(p);
        while (i > 0 && (signed ? shown[order[i - 1]] > shown[p] : shown[order[i - 1]] < shown[p])) { order[i] = order[i - 1]; i--; }
        order[i] = p;
    }
    // The lines first, then their voters in one pass over the votes (not one pass per candidate).
    const at = g.scratch(4);
    const events: GameEvent[] = new Array(order.length);
    for (let i = 0; i < order.length; i++) { const p = order[i]; at[p] = i + 1; events[i] = voteEvent(g, g.players[p], shown[p], []); }
    for (const c of cast) {
        const i = at[c.target];
        if (i === 0 || c.secret) continue;
        if (c.kind === 'for') { if (signed) (events[i - 1].for ??= []).push(g.players[c.voter].name); } else events[i - 1].against!.push(g.players[c.voter].name);
    }
    for (let i = 0; i < order.length; i++) {
        const e = events[i];
        const p = order[i];
        if (abstained?.includes(p)) e.abstain = abstain;
        g.emit(e);
    }
    hostTally(g, candidates, totals, shown);
}

/**
 * Where hidden weights or a silent cancel make the real count differ from the public one (seed
 * 003's Doctor: «засчитывается за три, однако вслух об этом не сообщается»), the host alone is
 * told the real totals, so his own count agrees with the engine's execution.
 */
function hostTally(g: Game, candidates: readonly number[], totals: ArrayLike<number>, shown: ArrayLike<number>): void {
    let differ: number[] | null = null;
    for (const p of candidates) if (totals[p] !== shown[p]) (differ ??= []).push(p);
    if (!differ) return;
    const totalsOf = candidates.filter((p) => totals[p] !== 0 || shown[p] !== 0).map((p) => ({ subject: g.players[p].name, value: totals[p], shown: shown[p] }));
    const list = differ.map((p) => say(g.lang, 'host.actual-entry', { player: g.players[p].name, actual: votesWord(g.lang, totals[p]), shown: votesWord(g.lang, shown[p]) })).join('; ');
    g.emit({ kind: 'host', public: false, to: ['host'], text: say(g.lang, 'host.actual-tally', { list }), totals: totalsOf });
}
