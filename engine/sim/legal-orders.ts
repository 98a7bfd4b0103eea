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
import type { AbilityDef, OptionDef, TargetDef } from '../model/ruleset.js';
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
}

const NO_NAMES: readonly string[] = [];

const NONE: OrderChoice[] = [];

/** The abilities and options `p` may order in the coming phase (call inside inComingPhase). */
export function choicesOf(g: Game, p: PlayerState, alive: readonly PlayerState[]): OrderChoice[] {
    const abilities = g.abilitiesOf(p);
    if (abilities.length === 0) return NONE;
    const phaseId = g.phase.id;
    const out: OrderChoice[] = [];
    for (const a of abilities) {
        if (a.passive) continue;
        const options: Array<OptionDef | null> = a.options.length > 0 ? a.options : [null];
        for (const option of options) {
            const phases = option?.phases !== undefined ? option.phases : a.phases;
            if (phases && !phases.includes(phaseId)) continue;
            const target = targetOf(option?.target, a.target);
            const pool = !target ? alive : target.filters.includes('dead') ? g.players.filter((x) => !x.alive) : target.filters.includes('anyone') ? g.players : alive;
            if (target && pool.length === 0) continue;
            const params = option?.params ?? a.params;
            const param = params.find((x) => x.kind === 'role' || x.kind === 'guise');
            const players = params.length === 0 ? NO_NAMES : params.filter((x) => x.kind === 'player' && x.name && !x.optional).map((x) => x.name!);
            out.push({ actor: p, ability: a, option, target, pool, roleParam: param ? (param.kind as 'role' | 'guise') : null, playerParams: players.length > 0 ? players : NO_NAMES });
        }
    }
    return out;
}

/** The order for `choice` with these targets, role argument and player arguments (`players[param] = name`). */
export function orderFor(choice: OrderChoice, targets: readonly PlayerState[] | null, role: string | null, players: Readonly<Record<string, string>> | null = null): ActionInput {
    const action: ActionInput = { actor: choice.actor.name, ability: choice.ability.id };
    if (choice.option) action.args = { option: choice.option.id };
    if (targets) action.targets = targets.map((t) => t.name);
    if (choice.roleParam && role) action.args = { ...(action.args ?? {}), [choice.roleParam]: role };
    if (players) action.args = { ...(action.args ?? {}), ...players };
    return action;
}

/** Whether the engine accepts the order now (call inside inComingPhase). */
export function isLegal(g: Game, action: ActionInput): boolean {
    const order = checkOrder(g, action);
    return typeof order !== 'string' && !clashes(g, order);
}

/**
 * Whether adding the order to those already chosen would make the engine refuse one of them by
 * `exclusive with`, which it decides over all of a phase's orders (engine/exclusivity.ts).
 */
function clashes(g: Game, order: Order): boolean {
    if (!order.clauses.limits.some((l) => l.kind === 'exclusive') && !g.orders.some((o) => o.actor === order.actor && o.clauses.limits.some((l) => l.kind === 'exclusive'))) return false;
    const mine = [...g.orders.filter((o) => o.actor === order.actor), order];
    return refusedByExclusivity(mine, { actor: (o) => o.actor, ability: (o) => o.ability.key, excludes: (o) => excludedAbilities(o.clauses.limits) }).size > 0;
}

/**
 * Records a chosen order among the coming phase's orders (inside inComingPhase), as the engine
 * will when it collects them: later checks then see it (`exclusive with`, one use per phase).
 */
export function commit(g: Game, action: ActionInput): boolean {
    const order = checkOrder(g, action);
    if (typeof order === 'string' || clashes(g, order)) return false;
    g.orders.push(order);
    return true;
}

/**
 * The single targets the engine accepts for a one-target choice, each checked once on demand
 * (call inside inComingPhase): `accepts` for one candidate, `all` for the whole list in the
 * pool's order.
 */
export class SingleTargets {
    private readonly verdicts = new Map<PlayerState, boolean>();
    private list: PlayerState[] | null = null;

    constructor(private readonly g: Game, readonly choice: OrderChoice, readonly role: string | null, readonly players: Readonly<Record<string, string>> | null = null) {}

    get pool(): readonly PlayerState[] { return this.choice.pool; }

    accepts(t: PlayerState): boolean {
        let v = this.verdicts.get(t);
        if (v === undefined) { v = isLegal(this.g, orderFor(this.choice, [t], this.role, this.players)); this.verdicts.set(t, v); }
        return v;
    }

    all(): PlayerState[] {
        return (this.list ??= this.choice.pool.filter((t) => this.accepts(t)));
    }
}
