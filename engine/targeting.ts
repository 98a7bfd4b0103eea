// Targets, defined once. `targetOf` (an option's target clause, else its ability's) is how the
// engine builds orders (orders.ts) and offers them (sim/legal-orders.ts), and how the checker
// (language/validation) reads them; `isTargeting` (whether an ability names players at all) is the
// checker's, for `same target` limits and `target` in effects.

/** How to read the target clause of an ability or option, and the options an ability offers. */
export interface TargetShape<U, T> {
    /** The unit's own target clause (undefined or null: it has none). */
    ownTarget(unit: U): T | null | undefined;
    options(unit: U): readonly U[];
}

/** The target clause an order of an option resolves with: the option's own, else its ability's. */
export function targetOf<T>(own: T | null | undefined, ability: T | null | undefined): T | null {
    return own ?? ability ?? null;
}

/**
 * An ability counts as targeting when it or any option it offers has a target clause: its orders
 * then name players (`target`, `targets`), `same target` limits compare them, and the players named
 * are targeted (`on targeted`, `X targeted by A`).
 */
export function isTargeting<U, T>(ability: U, shape: TargetShape<U, T>): boolean {
    return shape.ownTarget(ability) != null || shape.options(ability).some((o) => shape.ownTarget(o) != null);
}

// ---------------------------------------------------------------- visits
//
// A VISIT is what a carried-out order does to each player it finally touches: an order in state
// `done` visits every one of its effective targets (after redirects and `extend orders`), its actor
// included when he is one (mafiascum ROLES 5.5.5: X visits each final target; calder logs Visited(x, x)):
// a learner is left out of what he learns by the learn effect itself (engine/effects/information.ts). An order blocked, cancelled or failed visits nobody; a passive effect or a trigger visits
// nobody. The FIRST target is the order's first effective target (a two-target order visits both; only
// the first is "the first target", as mafiascum's Paranoid Gun Owner asks). A visit is HIDDEN when the
// actor's roles say `visits hidden` (mafiascum's Ninja): it still happens (`on visit` triggers fire), but
// the visit checks (`X.visits`, `X.visitors`, `X.allVisitors`, `learn visits|visitors|allVisitors`)
// leave it out. Read by engine/observations.ts (this phase, the whole game) and
// engine/phase/resolve-stages.ts (`on visit` triggers); the history is kept by engine/phase/visits.ts.

/** The order shape a visit is read from (engine/order.ts `Order`). */
export interface VisitingOrder { actor: number; effective: readonly number[]; state: string }

/** One visit: in phase `phase` (the game's phase index), `actor` visited `target`. */
export interface Visit { phase: number; actor: number; target: number; first: boolean; hidden: boolean }

/** The visits an order makes now (none unless it was carried out). */
export function visitsOf(o: VisitingOrder, phase: number, hidden: boolean): Visit[] {
    if (o.state !== 'done') return [];
    const out: Visit[] = [];
    o.effective.forEach((t, i) => { out.push({ phase, actor: o.actor, target: t, first: i === 0, hidden }); });
    return out;
}
