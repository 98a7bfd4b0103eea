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
 * (A excludes B, B excludes C: ordering all three carries out A and C). Abilities that exclude each
 * other round a cycle (A excludes B, B excludes A) leave nothing to prefer one by: every order of
 * the cycle is refused, whatever the listing order.
 */
export function refusedByExclusivity<T>(orders: readonly T[], view: ExclusivityView<T>): Map<T, T> {
    // The orders each one excludes (same actor, a named ability).
    const rivals = new Map<T, T[]>();
    for (const o of orders) {
        const excluded = view.excludes(o);
        if (excluded.length === 0) continue;
        const list = orders.filter((x) => x !== o && view.actor(x) === view.actor(o) && excluded.includes(view.ability(x)));
        if (list.length > 0) rivals.set(o, list);
    }
    const refused = new Map<T, T>();
    const stands = new Set(orders.filter((o) => !rivals.has(o)));
    const open = (o: T) => !stands.has(o) && !refused.has(o);
    for (;;) {
        // Decide what can be decided: refused by a rival that stands; standing once every rival is refused.
        for (let changed = true; changed;) {
            changed = false;
            for (const [o, list] of rivals) {
                if (!open(o)) continue;
                const by = list.find((x) => stands.has(x));
                if (by !== undefined) { refused.set(o, by); changed = true; } else if (list.every((x) => refused.has(x))) { stands.add(o); changed = true; }
            }
        }
        // Stalled: the open orders on a cycle of exclusions are refused (each by a rival on it), then go on.
        const cycle = [...rivals.keys()].filter((o) => open(o) && onCycle(o, rivals, open));
        if (cycle.length === 0) break;
        for (const o of cycle) refused.set(o, rivals.get(o)!.find((x) => cycle.includes(x))!);
    }
    return refused;
}

/** Whether `start` can be reached from itself through open rivals. */
function onCycle<T>(start: T, rivals: ReadonlyMap<T, readonly T[]>, open: (o: T) => boolean): boolean {
    const seen = new Set<T>();
    const stack = [...(rivals.get(start) ?? [])];
    while (stack.length > 0) {
        const o = stack.pop()!;
        if (o === start) return true;
        if (seen.has(o) || !open(o)) continue;
        seen.add(o);
        stack.push(...(rivals.get(o) ?? []));
    }
    return false;
}

/** The abilities a list of limits excludes (`exclusive with A, …`). */
export function excludedAbilities(limits: readonly { kind: string; with?: readonly string[] }[]): string[] {
    const out: string[] = [];
    for (const l of limits) if (l.kind === 'exclusive' && l.with) out.push(...l.with);
    return out;
}
