// Builds one phase's orders and votes from a policy's preferences, the same way for every
// policy: each living player uses each ability he may use (one option of it), a faction's shared
// action is given by one of its members, and every order names targets the engine accepts;
// then the living vote, one by one in a seeded random order. Known limitation: orders are checked
// before the phase's votes exist, so a limit that reads them (seed 000's «only when not
// self.voted») can still refuse an order of a player who also votes.
import type { Game } from '../game.js';
import type { ActionInput, PhaseInput, VoteInput } from '../model/game-input.js';
import type { Prng } from '../prng.js';
import type { PlayerState } from '../state.js';
import { choicesOf, commit, inComingPhase, isLegal, orderFor, SingleTargets, type OrderChoice } from './legal-orders.js';
import { comingPhase } from '../coming-phase.js';

/** What makes policies differ: which legal target, which member acts, whom to vote for. */
export interface Preferences {
    /** Picks one of the legal targets of `choice` (null: there is none). */
    target(choice: OrderChoice, legal: SingleTargets): PlayerState | null;
    /** The member who gives a shared action, among those who may. */
    sharedActor(key: string, holders: PlayerState[]): PlayerState;
    /** Whom `voter` votes for, another of the living (`alive`, the voter among them, at least two); null: no vote. */
    vote(voter: PlayerState, alive: readonly PlayerState[]): PlayerState | null;
}

const MULTI_TRIES = 12;
const ROLE_TRIES = 3;

export function buildPhase(g: Game, rng: Prng, prefs: Preferences): PhaseInput {
    const alive = g.census().alive;
    const actions: ActionInput[] = inComingPhase(g, () => {
        const out: ActionInput[] = [];
        const shared = new Map<string, PlayerState[]>();
        for (const p of alive) {
            const choices = choicesOf(g, p, alive);
            if (choices.length === 0) continue;
            const byAbility = new Map<string, OrderChoice[]>();
            for (const c of choices) {
                if (c.ability.shared) {
                    const holders = shared.get(c.ability.key) ?? [];
                    if (!holders.includes(p)) holders.push(p);
                    shared.set(c.ability.key, holders);
                    continue;
                }
                const list = byAbility.get(c.ability.key) ?? [];
                list.push(c);
                byAbility.set(c.ability.key, list);
            }
            for (const options of byAbility.values()) {
                const order = pickOrder(g, rng, prefs, options);
                if (order && commit(g, order)) out.push(order);
            }
        }
        for (const [key, holders] of shared) {
            // One member gives the faction's order: the preferred one among those who can.
            const candidates = holders.slice();
            while (candidates.length > 0) {
                const actor = prefs.sharedActor(key, candidates);
                const options = choicesOf(g, actor, alive).filter((c) => c.ability.key === key);
                const order = pickOrder(g, rng, prefs, options);
                if (order && commit(g, order)) { out.push(order); break; }
                candidates.splice(candidates.indexOf(actor), 1);
            }
        }
        return out;
    });
    const votes: VoteInput[] = [];
    if (comingPhase(g).voting && alive.length > 1) {
        const order = alive.slice();
        for (let i = order.length - 1; i > 0; i--) { const j = rng.int(i + 1); [order[i], order[j]] = [order[j], order[i]]; }
        for (const voter of order) {
            const target = prefs.vote(voter, alive);
            if (target) votes.push({ voter: voter.name, target: target.name });
        }
    }
    return { actions, votes };
}

/** One order among an ability's options: an option with a legal target, uniformly, then its target. */
function pickOrder(g: Game, rng: Prng, prefs: Preferences, options: OrderChoice[]): ActionInput | null {
    const remaining = options.slice();
    while (remaining.length > 0) {
        const k = rng.int(remaining.length);
        const choice = remaining[k];
        const order = orderOf(g, rng, prefs, choice);
        if (order) return order;
        remaining.splice(k, 1);
    }
    return null;
}

function orderOf(g: Game, rng: Prng, prefs: Preferences, choice: OrderChoice): ActionInput | null {
    for (let r = 0; r < (choice.roleParam ? ROLE_TRIES : 1); r++) {
        const role = choice.roleParam ? g.rs.roles[rng.int(g.rs.roles.length)].id : null;
        const players = playerArgs(g, rng, choice);
        const t = choice.target;
        if (!t) {
            const order = orderFor(choice, null, role, players);
            if (isLegal(g, order)) return order;
            continue;
        }
        const legal = new SingleTargets(g, choice, role, players);
        if (t.count === 1 && !t.upTo) {
            const target = prefs.target(choice, legal);
            if (target) return orderFor(choice, [target], role, players);
            continue;
        }
        // Several targets: the first preferred pick, the others at random, until the engine accepts.
        const first = prefs.target(choice, legal);
        if (!first) continue;
        for (let k = 0; k < MULTI_TRIES; k++) {
            const n = t.upTo ? 1 + rng.int(t.count) : t.count;
            const picks = [first];
            for (let j = 1; j < n; j++) picks.push(choice.pool[rng.int(choice.pool.length)]);
            const order = orderFor(choice, picks, role, players);
            if (isLegal(g, order)) return order;
        }
    }
    return null;
}

/**
 * A uniformly random living player for each required `param player` (the Ventriloquist's chosen
 * player), drawn from the game's seeded generator; null (and no draw) for an ability without one,
 * so the orders of rule sets without player parameters stay what they were.
 */
function playerArgs(g: Game, rng: Prng, choice: OrderChoice): Record<string, string> | null {
    if (choice.playerParams.length === 0) return null;
    const alive = g.census().alive;
    if (alive.length === 0) return null;
    const out: Record<string, string> = {};
    for (const name of choice.playerParams) out[name] = alive[rng.int(alive.length)].name;
    return out;
}
