// The orders a living player may give in the coming phase of a running game, with the targets
// the engine's order checks accept: what every bot policy chooses from. Checked as the engine
// will check them when the phase runs (the game is moved to the coming phase for the check and
// put back), so a policy never plays an order the judge would reject.
import { inComingPhase } from '../coming-phase.js';
import type { Game } from '../game.js';
import type { ActionInput } from '../model/game-input.js';
import { excludedAbilities, refusedByExclusivity } from '../exclusivity.js';
import type { Order } from '../order.js';
import { checkOrder } from '../orders.js';
import type { AbilityDef, OptionDef, RuleSet, TargetDef } from '../model/ruleset.js';
import type { PlayerState } from '../state.js';
import { targetOf } from '../targeting.js';

/** One ability (or one of its options) a player may order now. */
export { inComingPhase };

export interface OrderChoice {
    actor: PlayerState;
    ability: AbilityDef;
    option: OptionDef | null;
    target: TargetDef | null;
    /** The players the target list may name (before the order checks). */
    pool: readonly PlayerState[];
    /** A role or guise parameter the order needs (`args[kind] = role id`). */
    roleParam: 'role' | 'guise' | null;
    /** The required `param player` parameters (the Ventriloquist's chosen player): `args[name] = player`. */
    playerParams: readonly string[];
    /** The required `param ability` (seed 003's Джокер: the action he copies): `args[name] = ability`, or null. */
    abilityParam: string | null;
}

const NO_NAMES: readonly string[] = [];

const NONE: OrderChoice[] = [];

/** What an ability (or one of its options) offers whatever the phase: worked out once per ability. */
interface Offer {
    option: OptionDef | null;
    phases: readonly string[] | null | undefined;
    target: TargetDef | null;
    pool: 'alive' | 'dead' | 'anyone';
    roleParam: 'role' | 'guise' | null;
    playerParams: readonly string[];
    abilityParam: string | null;
}

const offers = new WeakMap<AbilityDef, readonly Offer[]>();

function offersOf(a: AbilityDef): readonly Offer[] {
    let list = offers.get(a);
    if (list) return list;
    const options: Array<OptionDef | null> = a.options.length > 0 ? a.options : [null];
    list = options.map((option) => {
        const target = targetOf(option?.target, a.target);
        const params = option?.params ?? a.params;
        const param = params.find((x) => x.kind === 'role' || x.kind === 'guise');
        const players = params.length === 0 ? NO_NAMES : params.filter((x) => x.kind === 'player' && x.name && !x.optional).map((x) => x.name!);
        const performed = params.find((x) => x.kind === 'ability' && !x.optional);
        return {
            option,
            phases: option?.phases !== undefined ? option.phases : a.phases,
            target,
            pool: !target ? 'alive' : target.filters.includes('dead') ? 'dead' : target.filters.includes('anyone') ? 'anyone' : 'alive',
            roleParam: param ? (param.kind as 'role' | 'guise') : null,
            playerParams: players.length > 0 ? players : NO_NAMES,
            abilityParam: performed ? performed.name ?? performed.kind : null,
        } satisfies Offer;
    });
    offers.set(a, list);
    return list;
}

/** The abilities and options `p` may order in the coming phase (call inside inComingPhase). */
export function choicesOf(g: Game, p: PlayerState, alive: readonly PlayerState[]): OrderChoice[] {
    const abilities = g.abilitiesOf(p);
    if (abilities.length === 0) return NONE;
    const phaseId = g.phase.id;
    let out: OrderChoice[] | null = null;
    let dead: readonly PlayerState[] | null = null;
    for (const a of abilities) {
        if (a.passive) continue;
        for (const o of offersOf(a)) {
            if (o.phases && !o.phases.includes(phaseId)) continue;
            const pool = o.pool === 'alive' ? alive : o.pool === 'anyone' ? g.players : (dead ??= g.players.filter((x) => !x.alive));
            if (o.target && pool.length === 0) continue;
            (out ??= []).push({ actor: p, ability: a, option: o.option, target: o.target, pool, roleParam: o.roleParam, playerParams: o.playerParams, abilityParam: o.abilityParam });
        }
    }
    return out ?? NONE;
}

/** The order for `choice` with these targets, role argument and named arguments (`args[param] = player or ability`). */
export function orderFor(choice: OrderChoice, targets: readonly PlayerState[] | null, role: string | null, args: Readonly<Record<string, string>> | null = null): ActionInput {
    const action: ActionInput = { actor: choice.actor.name, ability: choice.ability.id };
    if (choice.option) action.args = { option: choice.option.id };
    if (targets) action.targets = targets.map((t) => t.name);
    if (choice.roleParam && role) (action.args ??= {})[choice.roleParam] = role;
    if (args) Object.assign((action.args ??= {}), args);
    return action;
}

/** The engine's order for the action if it accepts it now (call inside inComingPhase), else null. */
export function legalOrder(g: Game, action: ActionInput): Order | null {
    const order = checkOrder(g, action);
    if (typeof order === 'string') return null;
    // Exclusivity is between the actor's abilities: whatever the targets (Game.refusedAnyTarget).
    if (clashes(g, order)) { g.refusedAnyTarget = true; return null; }
    return order;
}

/** Whether the engine accepts the order now (call inside inComingPhase). */
export function isLegal(g: Game, action: ActionInput): boolean {
    return legalOrder(g, action) !== null;
}

/**
 * Whether adding the order to those already chosen would make the engine refuse one of them by
 * `exclusive with`, which it decides over all of a phase's orders (engine/exclusivity.ts).
 */
function clashes(g: Game, order: Order): boolean {
    // Alone, an order has no rival to be refused by.
    if (!g.orders.some((o) => o.actor === order.actor)) return false;
    if (!order.clauses.limits.some((l) => l.kind === 'exclusive') && !g.orders.some((o) => o.actor === order.actor && o.clauses.limits.some((l) => l.kind === 'exclusive'))) return false;
    const mine = [...g.orders.filter((o) => o.actor === order.actor), order];
    return refusedByExclusivity(mine, { actor: (o) => o.actor, ability: (o) => o.ability.key, excludes: (o) => excludedAbilities(o.clauses.limits) }).size > 0;
}

/**
 * Records a chosen order among the coming phase's orders (inside inComingPhase), as the engine
 * will when it collects them: later checks then see it (`exclusive with`, one use per phase).
 */
export function commit(g: Game, action: ActionInput): boolean {
    const order = legalOrder(g, action);
    if (!order) return false;
    g.orders.push(order);
    return true;
}

/**
 * The single targets the engine accepts for a one-target choice, each checked once on demand
 * (call inside inComingPhase): `accepts` for one candidate, `all` for the whole list in the
 * pool's order, `orderOn` for the engine's order on an accepted one (to commit it unchecked).
 */
export class SingleTargets {
    /** By player index: the accepted order, null when refused, undefined when not checked yet. */
    private readonly checked: Array<Order | null | undefined> = [];
    private list: PlayerState[] | null = null;
    /** A refusal seen that holds for every target (Game.refusedAnyTarget): the rest need no check. */
    private refusedAll = false;

    constructor(private readonly g: Game, readonly choice: OrderChoice, readonly role: string | null, readonly args: Readonly<Record<string, string>> | null = null) {}

    get pool(): readonly PlayerState[] { return this.choice.pool; }

    accepts(t: PlayerState): boolean {
        return this.orderOn(t) !== null;
    }

    /** The engine's order on `t`, null when it refuses it. */
    orderOn(t: PlayerState): Order | null {
        if (this.refusedAll) return null;
        let o = this.checked[t.index];
        if (o === undefined) {
            o = legalOrder(this.g, orderFor(this.choice, [t], this.role, this.args));
            this.checked[t.index] = o;
            if (o === null && this.g.refusedAnyTarget) this.refusedAll = true;
        }
        return o;
    }

    all(): PlayerState[] {
        return (this.list ??= this.refusedAll ? [] : this.choice.pool.filter((t) => this.accepts(t)));
    }
}

/** The parameter kinds the bots fill (phase-builder.ts): a role or guise, a player, an action to carry out. */
const FILLED_BY_BOTS: ReadonlySet<string> = new Set(['role', 'guise', 'option', 'player', 'ability']);

/** An ability (or option) the bots never order: it needs an argument they do not make up (a message, a deal list, a number). */
export interface NotPlayed {
    /** The ability's display name, and its option's. */
    ability: string;
    option: string | null;
    /** The display name of the role or faction that holds it; null for a common ability. */
    holder: string | null;
    /** The parameter left unfilled: its name (or kind) and its kind. */
    parameter: string;
    kind: string;
}

/** What the bots of every policy leave out of a rule set, so that a balance figure says what it does not cover. */
export function notPlayedByBots(rs: RuleSet): NotPlayed[] {
    const out: NotPlayed[] = [];
    for (const a of rs.abilities) {
        if (a.passive) continue;
        for (const o of offersOf(a)) {
            const params = o.option?.params ?? a.params;
            const missing = params.find((p) => !p.optional && !FILLED_BY_BOTS.has(p.kind));
            if (!missing) continue;
            const holder = a.ownerKind === 'role' ? rs.roles.find((r) => r.id === a.owner)?.title ?? a.owner
                : a.ownerKind === 'faction' ? rs.factions.find((f) => f.id === a.owner)?.title ?? a.owner : null;
            out.push({ ability: a.title, option: o.option?.title ?? null, holder, parameter: missing.name ?? missing.kind, kind: missing.kind });
        }
    }
    return out;
}
