// An order of the current phase as the engine carries it: checked when given (engine/orders.ts),
// checked again and carried out when its stage resolves (engine/phase/).
import type { ActionInput } from './model/game-input.js';
import type { ActionSource } from './model/rule-context.js';
import type { AbilityClauses, AbilityDef, OptionDef } from './model/ruleset.js';
import type { RefValue } from './model/values.js';
import type { PlayerState, Use } from './state.js';

/** What an order's checks find before its targets and arguments (engine/orders.ts): who gives it, what ability, its source. */
export interface OrderHead { actor: PlayerState; ability: AbilityDef; option: OptionDef | null; clauses: AbilityClauses; early: ActionSource }

export interface Order {
    seq: number;
    actor: number;
    ability: AbilityDef;
    option: OptionDef | null;
    /** The ability's clauses with the option's own clauses laid over them. */
    clauses: AbilityClauses;
    targets: number[];
    /** Targets plus the players the order also touches (`extend orders`), set at resolution. */
    effective: number[];
    guess: RefValue | null;
    chosen: RefValue | null;
    args: Map<string, string | number> | null;
    state: 'accepted' | 'blocked' | 'failed' | 'done' | 'held';
    source: ActionSource;
    input: ActionInput;
    /** The use this order recorded (for limits). */
    use?: Use;
    /** A collective action: everyone who ordered it. */
    actors?: number[];
    /** Targets that must be dead were alive when ordered: checked (with `where`) when the order resolves. */
    deferred?: boolean;
    /** A `collective majority` action too few members joined: carried out (they applied it), without effect. */
    short?: string;
    /** It carries out another ability (`perform`): it resolves after that ability's own holders. */
    performs?: boolean;
    /** A second order for the same ability, kept for an extra order (`double orders of X`): carried out only with one. */
    reserve?: boolean;
    /** The reserve's extra order is spent (a held reserve released next phase runs without a new one: ROLES.md 5.5.3). */
    extraSpent?: boolean;
    /** The targets as the actor named them, where a swap (`swap orders on`) moved them: what he learns is reported under these names. */
    named?: number[];
    /** Held over (`hold orders of X`) from this phase: its kind's title and number, for the trace. */
    heldFrom?: { phase: string; number: number };
}

/** Orders of one collective action: the same ability (and option) on the same target(s). */
export function collectiveKey(o: Order): string {
    return `${o.ability.key}|${o.option?.id ?? ''}|${o.targets.join(',')}`;
}
