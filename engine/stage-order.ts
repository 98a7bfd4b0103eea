// The resolution order of stages, defined once: the engine resolves in this order and the checker
// (language/validation) reasons about it and reports its cycles. Pure; knows no Langium.

export interface StageOrder<T> {
    /** Stages in resolution order. */
    order: T[];
    /** Position of each stage in `order` (0 first). */
    rank: Map<T, number>;
    /** Stages caught in an `after` cycle (placed last, in declaration order): a rule error. */
    inCycle: Set<T>;
}

/**
 * Declaration order, except that a stage with `after X` comes after X (language/README.md,
 * «Resolution stages»): the stage that says `after` moves, every other stage keeps its declared
 * place. That is the topological order whose ties go to the earliest declared stage, so
 * `stage C after B`, `stage A`, `stage B` resolves A, B, C. `afterOf` gives the stage a stage
 * names in `after` (undefined: none, or not among `stages`).
 */
export function orderStages<T>(stages: readonly T[], afterOf: (stage: T) => T | undefined): StageOrder<T> {
    const index = new Map(stages.map((s, i) => [s, i]));
    const followers = new Map<T, T[]>();
    const waiting = new Map<T, number>();
    for (const stage of stages) {
        const after = afterOf(stage);
        if (after !== undefined && index.has(after)) {
            waiting.set(stage, 1);
            const list = followers.get(after);
            if (list) list.push(stage); else followers.set(after, [stage]);
        } else {
            waiting.set(stage, 0);
        }
    }
    // Stage counts are small and the ready list stays short: a linear scan beats a heap here.
    const ready = stages.filter((s) => waiting.get(s) === 0);
    const order: T[] = [];
    while (ready.length > 0) {
        let best = 0;
        for (let i = 1; i < ready.length; i++) if (index.get(ready[i])! < index.get(ready[best])!) best = i;
        const stage = ready.splice(best, 1)[0];
        order.push(stage);
        for (const next of followers.get(stage) ?? []) {
            const left = waiting.get(next)! - 1;
            waiting.set(next, left);
            if (left === 0) ready.push(next);
        }
    }
    const inCycle = new Set<T>();
    const placed = new Set(order);
    for (const stage of stages) {
        if (placed.has(stage)) continue;
        order.push(stage);
        // Each stage names at most one `after`, so following the chain either ends or comes back.
        let current = afterOf(stage);
        for (let steps = 0; current !== undefined && steps < stages.length; steps++) {
            if (current === stage) { inCycle.add(stage); break; }
            current = afterOf(current);
        }
    }
    return { order, rank: new Map(order.map((s, i) => [s, i])), inCycle };
}
