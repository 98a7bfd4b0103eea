import type { Stage } from '../generated/ast.js';

export interface StageOrder {
    /** Position of each stage in the resolution order (0 first). */
    rank: Map<Stage, number>;
    /** Stages caught in an `after` cycle (their order falls back to declaration order). */
    inCycle: Set<Stage>;
}

/**
 * Resolution order of stages: declaration order, except that a stage with `after X` comes after X.
 * A topological sort whose ties are broken by declaration order; linear in the number of stages.
 */
export function orderStages(stages: readonly Stage[]): StageOrder {
    const index = new Map(stages.map((s, i) => [s, i]));
    const followers = new Map<Stage, Stage[]>();
    const waiting = new Map<Stage, number>();
    for (const stage of stages) {
        const after = stage.after?.ref;
        if (after && index.has(after)) {
            waiting.set(stage, 1);
            const list = followers.get(after);
            if (list) list.push(stage); else followers.set(after, [stage]);
        } else {
            waiting.set(stage, 0);
        }
    }
    // A binary heap would be asymptotically better; stage counts are small and the ready list stays short.
    const ready = stages.filter((s) => waiting.get(s) === 0);
    const rank = new Map<Stage, number>();
    while (ready.length > 0) {
        let best = 0;
        for (let i = 1; i < ready.length; i++) if (index.get(ready[i])! < index.get(ready[best])!) best = i;
        const stage = ready.splice(best, 1)[0];
        rank.set(stage, rank.size);
        for (const next of followers.get(stage) ?? []) {
            const left = waiting.get(next)! - 1;
            waiting.set(next, left);
            if (left === 0) ready.push(next);
        }
    }
    const inCycle = new Set<Stage>();
    for (const stage of stages) {
        if (rank.has(stage)) continue;
        rank.set(stage, rank.size);
        // Each stage names at most one `after`, so following the chain either ends or comes back.
        let current: Stage | undefined = stage.after?.ref;
        for (let steps = 0; current && steps < stages.length; steps++) {
            if (current === stage) { inCycle.add(stage); break; }
            current = current.after?.ref;
        }
    }
    return { rank, inCycle };
}
