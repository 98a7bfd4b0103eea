// Builds one phase's orders and votes from a policy's preferences, the same way for every
// policy: each living player uses each ability he may use (one option of it), a faction's shared
// action is given by one of its members, and every order names targets the engine accepts;
// then the living vote, one by one in a seeded random order. Known limitation: orders are checked
// before the phase's votes exist, so a limit that reads them (seed 000's «only when not
// self.voted») can still refuse an order of a player who also votes.
import type { Game } from '../game.js';
import type { ActionInput, PhaseInput, VoteInput } from '../model/game-input.js';
import type { Order } from '../order.js';
import type { Prng } from '../prng.js';
import type { PlayerState } from '../state.js';
import { choicesOf, inComingPhase, legalOrder, orderFor, SingleTargets, type OrderChoice } from './legal-orders.js';
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

/** An order was chosen but the engine refuses it (a policy's target it does not accept): nothing is given. */
const REFUSED = 'refused';
/** The outcome of choosing one ability's order: the engine's accepted order, REFUSED, or null (no order found). */
type Chosen = Order | typeof REFUSED | null;

/** A faction's shared action this phase: the members who may give it, each with his options for it. */
interface Shared { key: string; holders: PlayerState[]; options: OrderChoice[][] }

export function buildPhase(g: Game, rng: Prng, prefs: Preferences): PhaseInput {
    const alive = g.census().alive;
    const actions: ActionInput[] = inComingPhase(g, () => {
        const out: ActionInput[] = [];
        // Each chosen order is checked once: the order the check made is the one recorded (g.orders) and given.
        const give = (chosen: Chosen): boolean => {
            if (chosen === null || chosen === REFUSED) return false;
            g.orders.push(chosen);
            out.push(chosen.input);
            return true;
        };
        let shared: Shared[] | null = null;
        for (const p of alive) {
            const choices = choicesOf(g, p, alive);
            if (choices.length === 0) continue;
            // The player's own abilities, each with its options (in the order first met), then the shared ones.
            let groups: OrderChoice[][] | null = null;
            for (const c of choices) {
                const key = c.ability.key;
                if (c.ability.shared) {
                    const s = (shared ??= []).find((x) => x.key === key) ?? (shared[shared.length] = { key, holders: [], options: [] });
                    const at = s.holders.indexOf(p);
                    if (at < 0) { s.holders.push(p); s.options.push([c]); } else s.options[at].push(c);
                    continue;
                }
                const group = groups?.find((x) => x[0].ability.key === key);
                if (group) group.push(c);
                else (groups ??= []).push([c]);
            }
            if (groups) for (const options of groups) give(pickOrder(g, rng, prefs, options));
        }
        if (shared) for (const { key, holders, options } of shared) {
            // One member gives the faction's order: the preferred one among those who can.
            const candidates = holders.slice();
            while (candidates.length > 0) {
                const actor = prefs.sharedActor(key, candidates);
                if (give(pickOrder(g, rng, prefs, options[holders.indexOf(actor)]))) break;
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
function pickOrder(g: Game, rng: Prng, prefs: Preferences, options: readonly OrderChoice[]): Chosen {
    if (options.length === 1) {
        rng.int(1); // the draw among the options, kept so that the games stay the same
        return orderOf(g, rng, prefs, options[0]);
    }
    const remaining = options.slice();
    while (remaining.length > 0) {
        const k = rng.int(remaining.length);
        const order = orderOf(g, rng, prefs, remaining[k]);
        if (order) return order;
        remaining.splice(k, 1);
    }
    return null;
}

function orderOf(g: Game, rng: Prng, prefs: Preferences, choice: OrderChoice): Chosen {
    for (let r = 0; r < (choice.roleParam ? ROLE_TRIES : 1); r++) {
        const role = choice.roleParam ? g.rs.roles[rng.int(g.rs.roles.length)].id : null;
        const args = namedArgs(g, rng, choice, role);
        // The role has nothing to carry out: another role.
        if (args === NOTHING_TO_PERFORM) continue;
        const t = choice.target;
        if (!t) {
            const order = legalOrder(g, orderFor(choice, null, role, args));
            if (order) return order;
            continue;
        }
        const legal = new SingleTargets(g, choice, role, args);
        if (t.count === 1 && !t.upTo) {
            const target = prefs.target(choice, legal);
            if (target) return legal.orderOn(target) ?? REFUSED;
            continue;
        }
        // Several targets: the first preferred pick, the others at random, until the engine accepts.
        const first = prefs.target(choice, legal);
        if (!first) continue;
        // After a refusal that holds for any targets (Game.refusedAnyTarget) the tries only draw, as they would.
        let refusedAll = false;
        for (let k = 0; k < MULTI_TRIES; k++) {
            const n = t.upTo ? 1 + rng.int(t.count) : t.count;
            const picks = [first];
            for (let j = 1; j < n; j++) picks.push(choice.pool[rng.int(choice.pool.length)]);
            if (refusedAll) continue;
            const order = legalOrder(g, orderFor(choice, picks, role, args));
            if (order) return order;
            refusedAll = g.refusedAnyTarget;
        }
    }
    return null;
}

/** namedArgs' answer when the `param ability` has no candidate in the role drawn. */
const NOTHING_TO_PERFORM: Record<string, string> = Object.freeze({});

/**
 * The named arguments an order needs, drawn from the game's seeded generator: a uniformly random
 * living player for each required `param player` (the Ventriloquist's chosen player), and for a
 * required `param ability` (seed 003's Джокер: «любое действие любой из ролей») one of the actions
 * the drawn role (or, without a role parameter, the rule set) has, uniformly: an ability, or each
 * option of one with options. Null (and no draw) for an ability with neither, so the orders of rule
 * sets without them stay what they were.
 */
function namedArgs(g: Game, rng: Prng, choice: OrderChoice, role: string | null): Record<string, string> | null {
    if (choice.playerParams.length === 0 && choice.abilityParam === null) return null;
    const out: Record<string, string> = {};
    if (choice.playerParams.length > 0) {
        const alive = g.census().alive;
        if (alive.length === 0) return null;
        for (const name of choice.playerParams) out[name] = alive[rng.int(alive.length)].name;
    }
    if (choice.abilityParam !== null) {
        const actions = performable(g, role, choice);
        if (actions.length === 0) return NOTHING_TO_PERFORM;
        out[choice.abilityParam] = actions[rng.int(actions.length)];
    }
    return out;
}

/** The names of the actions an order may carry out: the role's (or the rule set's) active abilities but its own, an option each. */
function performable(g: Game, role: string | null, choice: OrderChoice): string[] {
    const pool = role ? g.ix.roleAbilities.get(role) ?? [] : g.rs.abilities;
    const out: string[] = [];
    for (const a of pool) {
        if (a.passive || a === choice.ability) continue;
        if (a.options.length === 0) out.push(a.id);
        else for (const o of a.options) out.push(o.id);
    }
    return out;
}
