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
