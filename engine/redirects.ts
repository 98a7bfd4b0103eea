// `redirect X to Y` (language/README.md: «orders aimed at X go to Y»): where an order resolving now
// lands. The effect records the redirect on X (effects/access.ts `redirect`); an order is redirected when
// it resolves, by the records on its targets — not on its actor. A bus drive (`swap orders on X with Y`,
// effects/orders-on-orders.ts) is two such records, X to Y and Y to X, marked `swap`.
import { active, type PlayerState } from './state.js';

export interface Redirected {
    /** The order's targets with each redirected player replaced by the player his redirect names. */
    targets: number[];
    /** The redirects that applied, as (from, to) pairs, in target order. */
    moved: Array<{ from: number; to: number; swap: boolean }>;
}

/**
 * The targets of an order resolving in phase `phase`, each target that carries an active
 * redirect replaced by its destination (the latest redirect counts). One hop only: X to Y and
 * Y to Z send X's orders to Y, so two redirects never loop. Null when nothing is redirected
 * (the common case allocates nothing).
 */
export function redirectTargets(players: readonly PlayerState[], targets: readonly number[], phase: number): Redirected | null {
    let out: Redirected | null = null;
    // A plain loop: this runs for every order that resolves.
    for (let i = 0; i < targets.length; i++) {
        const t = targets[i];
        const records = players[t].redirects;
        if (records.length === 0) continue;
        let to = -1;
        let swap = false;
        for (const r of records) if (active(r, phase)) { to = r.to; swap = r.swap === true; }
        if (to < 0 || to === t) continue;
        out ??= { targets: [...targets], moved: [] };
        out.targets[i] = to;
        out.moved.push({ from: t, to, swap });
    }
    return out;
}
