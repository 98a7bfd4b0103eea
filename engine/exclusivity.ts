// `A exclusive with B` (language/README.md: «not in a phase in which the user uses B»), decided
// once over all of a phase's orders, so that the order in which they are listed does not matter.
// Pure: the engine's order collection uses it; the checker may reason with the same rule.

export interface ExclusivityView<T> {
    actor(order: T): number;
    ability(order: T): string;
    /** The abilities this order's own `exclusive with` limits name. */
    excludes(order: T): readonly string[];
}

/**
 * The orders refused by exclusivity, each with the order that rules it out. An order for A is
 * refused when its actor also has an order for a B that A excludes and that order stands itself
 * (A excludes B, B excludes C: ordering all three carries out A and C). When two abilities
 * exclude each other, nothing in the rules says which one yields: the one listed first stands.
 */
export function refusedByExclusivity<T>(orders: readonly T[], view: ExclusivityView<T>): Map<T, T> {
    const position = new Map(orders.map((o, i) => [o, i]));
    const standing = new Map<T, boolean>();
    const refused = new Map<T, T>();
    const visiting = new Set<T>();
    const stands = (o: T): boolean => {
        const known = standing.get(o);
        if (known !== undefined) return known;
        const excluded = view.excludes(o);
        visiting.add(o);
        let by: T | undefined;
        if (excluded.length > 0) {
            for (const other of orders) {
                if (other === o || view.actor(other) !== view.actor(o) || !excluded.includes(view.ability(other))) continue;
                // In a cycle of exclusions the earlier order is the one that stands.
                const otherStands = visiting.has(other) ? position.get(other)! < position.get(o)! : stands(other);
                if (otherStands) { by = other; break; }
            }
        }
        visiting.delete(o);
        standing.set(o, by === undefined);
        if (by !== undefined) refused.set(o, by);
        return by === undefined;
    };
    for (const o of orders) stands(o);
    return refused;
}

/** The abilities a list of limits excludes (`exclusive with A, …`). */
export function excludedAbilities(limits: readonly { kind: string; with?: readonly string[] }[]): string[] {
    const out: string[] = [];
    for (const l of limits) if (l.kind === 'exclusive' && l.with) out.push(...l.with);
    return out;
}
