// Exact win probabilities for rule sets that reduce to counts, under policy `random`: roles
// without abilities of their own, factions whose only ability is a shared one-target kill, and
// votings where everyone votes so that the lynch is uniform among the living. The state is then
// the number of living players of each role; dynamic programming over the phases, up to the
// phase cap (what is left is the unfinished share). Who wins in a state is asked of the engine
// itself (a game dealt with just the living plays empty phases up to a win check), so the win
// conditions are the rule set's own, never re-implemented here.
import type { Game } from '../game.js';
import { startGame } from '../run.js';
import type { AbilityDef, RuleSet } from '../model/ruleset.js';
import { choicesOf, inComingPhase, isLegal, orderFor } from './legal-orders.js';
import type { ExactFigures } from './stats.js';
import { DEFAULT_MAX_PHASES } from './play.js';
import type { Setup } from './setup.js';
import { say, type Lang, type MessageKey, type Params } from '../l10n/catalogue.js';

/** The rule set or setup is out of --exact's reach; `message` is the English, text(lang) the catalogue's words. */
export class NotReducible extends Error {
    constructor(private readonly words: (lang: Lang) => string) {
        super(words('en'));
    }
    text(lang: Lang): string {
        return this.words(lang);
    }
}

interface Kill { faction: string; ability: AbilityDef; /** Role indices it may target. */ targets: number[] }

/** Why a rule set does not reduce to counts, in the catalogue's words. */
export interface Reason { key: MessageKey; params?: Params }
const reason = (key: MessageKey, params?: Params): Reason => ({ key, params });

/** Why the rule set does not reduce to counts (in English), or null. */
export function reducible(rs: RuleSet): string | null {
    const why = reducibleReason(rs);
    return why ? say('en', why.key, why.params) : null;
}

/** Why the rule set does not reduce to counts, or null. */
export function reducibleReason(rs: RuleSet): Reason | null {
    if (rs.slots.length > 0) return reason('exact.why.slots');
    if (rs.triggers.length > 0) return reason('exact.why.triggers', { name: rs.triggers[0].title });
    if (rs.setup.draw?.repeated) return reason('exact.why.repeated');
    for (const r of rs.roles) {
        if (r.abilities.length > 0) return reason('exact.why.roleAbilities', { name: r.title });
        if (r.hp !== null || r.appears.length > 0 || r.toldAs || r.wins.length > 0 || r.resources.length > 0 || r.guises.length > 0) return reason('exact.why.roleMore', { name: r.title });
    }
    for (const a of rs.abilities) {
        if (a.ownerKind !== 'faction' || !a.shared) return reason('exact.why.notShared', { name: a.title });
        if (a.passive || a.options.length > 0 || a.params.length > 0 || a.limits.length > 0 || a.chance !== null || a.instant) return reason('exact.why.notPlainKill', { name: a.title });
        if (!a.target || a.target.count !== 1 || a.target.upTo || a.target.filters.includes('dead')) return reason('exact.why.target', { name: a.title });
        if ((a.effectKinds ?? []).join() !== 'KillEffect') return reason('exact.why.moreThanKill', { name: a.title });
    }
    for (const f of rs.factions) if (rs.abilities.filter((a) => a.owner === f.id).length > 1) return reason('exact.why.factionAbilities', { name: f.title });
    for (const v of rs.votings) {
        if (v.model !== 'plurality' || v.weight || v.abstain !== 0 || v.deadTargets) return reason('exact.why.votingModel', { name: v.title });
        if (v.ties !== 'first-to-reach' && v.ties !== 'random') return reason('exact.why.votingTies', { name: v.title, ties: v.ties });
        if (!v.execution.kill || v.execution.status || v.execution.effect) return reason('exact.why.votingMore', { name: v.title });
    }
    for (const p of rs.phases) {
        const kills = rs.abilities.filter((a) => !a.phases || a.phases.includes(p.id));
        if (kills.length > 1) return reason('exact.why.severalKills', { name: p.title });
        if (kills.length > 0 && p.voting) return reason('exact.why.killAndVote', { name: p.title });
    }
    return null;
}

export function exactOutcome(rs: RuleSet, setup: Setup, maxPhases = DEFAULT_MAX_PHASES): ExactFigures {
    const why = reducibleReason(rs) ?? (setup.pick !== undefined ? reason('exact.why.picks') : null);
    if (why) throw new NotReducible((lang) => say(lang, 'exact.notReducible', { why: say(lang, why.key, why.params) }));
    const roles = rs.roles.map((r) => r.id);
    const start = roles.map((r) => setup.counts.get(r) ?? 0);
    const kills = killsOf(rs, start);
    const probe = winnerProbe(rs, roles);
    const cycle = rs.phases.length;
    const offset = Math.max(0, rs.phases.findIndex((p) => p.id === rs.setup.start));
    const checks = (phaseId: string) => rs.setup.winCheck === 'each' || rs.setup.winCheck.includes(phaseId);

    const wins = new Map<string, number>();
    let draw = 0;
    let states = new Map<string, number>([[start.join(','), 1]]);
    for (let k = 1; k <= maxPhases && states.size > 0; k++) {
        const phase = rs.phases[(offset + k - 1) % cycle];
        const kill = kills.find((x) => !x.ability.phases || x.ability.phases.includes(phase.id));
        const next = new Map<string, number>();
        const put = (s: number[], p: number) => { const key = s.join(','); next.set(key, (next.get(key) ?? 0) + p); };
        for (const [key, p] of states) {
            const s = key.split(',').map(Number);
            const n = s.reduce((a, b) => a + b, 0);
            if (phase.voting && n >= 2) {
                // Everyone votes, each for a uniformly random other player, in a random order: the lynch is uniform.
                s.forEach((c, r) => { if (c > 0) { const t = s.slice(); t[r]--; put(t, (p * c) / n); } });
            } else if (kill && s.some((c, r) => c > 0 && rs.roles[r].faction === kill.faction)) {
                const legal = kill.targets.reduce((a, r) => a + s[r], 0);
                if (legal === 0) put(s, p);
                else for (const r of kill.targets) if (s[r] > 0) { const t = s.slice(); t[r]--; put(t, (p * s[r]) / legal); }
            } else put(s, p);
        }
        states = new Map();
        for (const [key, p] of next) {
            const result = checks(phase.id) ? probe(key.split(',').map(Number)) : null;
            if (!result) { states.set(key, p); continue; }
            if (result === 'draw') draw += p;
            else for (const f of result) wins.set(f, (wins.get(f) ?? 0) + p);
        }
    }
    const unfinished = [...states.values()].reduce((a, b) => a + b, 0);
    return { wins: rs.factions.map((f) => ({ faction: f.title, rate: wins.get(f.title) ?? 0 })), draw, unfinished };
}

/** Which roles each faction's kill may target, as the engine's order checks say (probed on a real deal). */
function killsOf(rs: RuleSet, start: number[]): Kill[] {
    return rs.abilities.map((a) => {
        const faction = a.owner;
        const member = rs.roles.findIndex((r) => r.faction === faction);
        if (member < 0) return { faction, ability: a, targets: [] };
        // One member plus one player of each role: is an order on that player accepted?
        const seats = [member, ...rs.roles.map((_, i) => i)];
        const g = probeGame(rs, seats.map((i) => rs.roles[i].id));
        const phaseIndex = firstIndexOf(g, (id) => !a.phases || a.phases.includes(id));
        while (g.index < phaseIndex - 1) g.runPhase({});
        const targets: number[] = [];
        inComingPhase(g, () => {
            const actor = g.players[0];
            const choice = choicesOf(g, actor, g.census().alive).find((c) => c.ability.key === a.key);
            if (!choice) return;
            rs.roles.forEach((_, i) => { if (isLegal(g, orderFor(choice, [g.players[i + 1]], null))) targets.push(i); });
        });
        // Target roles of the faction itself would make "other" depend on who gives the order.
        if (targets.some((i) => rs.roles[i].faction === faction && start[i] > 0)) throw new NotReducible((lang) => say(lang, 'exact.ownFaction', { name: a.title }));
        return { faction, ability: a, targets };
    });
}

function probeGame(rs: RuleSet, roles: string[]): Game {
    return startGame(rs, { players: roles.map((r, i) => ({ name: `P${i + 1}`, roles: [r] })), seed: 1 }, { tables: false });
}

function firstIndexOf(g: Game, ok: (phaseId: string) => boolean): number {
    for (let i = 1; i <= g.rs.phases.length; i++) if (ok(g.phaseAt(i).id)) return i;
    return 1;
}

/** Who has won with these living players: a game dealt with them alone plays empty phases to a win check. */
function winnerProbe(rs: RuleSet, roles: string[]): (state: number[]) => string[] | 'draw' | null {
    const memo = new Map<string, string[] | 'draw' | null>();
    const checks = (id: string) => rs.setup.winCheck === 'each' || rs.setup.winCheck.includes(id);
    return (state) => {
        const key = state.join(',');
        if (memo.has(key)) return memo.get(key)!;
        let result: string[] | 'draw' | null = null;
        const dealt = state.flatMap((c, r) => Array.from({ length: c }, () => roles[r]));
        if (dealt.length > 0) {
            let g: Game;
            try { g = probeGame(rs, dealt); } catch (e) { throw new NotReducible((lang) => say(lang, 'exact.probe', { n: dealt.length, error: e instanceof Error ? e.message : String(e) })); }
            const at = firstIndexOf(g, checks);
            for (let i = 1; i <= at && !g.winner; i++) g.runPhase({});
            const w = g.winnerJson();
            result = !w ? null : 'draw' in w ? 'draw' : w.factions;
        }
        memo.set(key, result);
        return result;
    };
}
