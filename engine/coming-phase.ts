// The coming phase of a running game, as `runPhase` will set it: where order checks made ahead of
// the phase (random orders, bot policies) must run to see what the judge will see.
import type { Game } from './game.js';

/** Runs `f` with the game moved to its coming phase (as `runPhase` will set it), then puts it back. */
export function inComingPhase<T>(g: Game, f: () => T): T {
    // Asked from inside the phase (a chooser given to runPhase): the game is already there.
    // Orders are only tried here: nobody reads why one is refused (engine/reasons.ts).
    const quiet = g.quiet;
    g.quiet = true;
    g.triedHeads = null;
    if (g.choosingOrders) {
        const orders = g.orders;
        g.orders = [];
        try { return f(); } finally { g.orders = orders; g.quiet = quiet; g.triedHeads = null; }
    }
    const saved = { index: g.index, phase: g.phase, number: g.number, orders: g.orders };
    g.index = saved.index + 1;
    g.phase = g.phaseAt(g.index);
    g.number = (g.phaseCounts.get(g.phase.id) ?? 0) + 1;
    g.orders = [];
    try {
        return f();
    } finally {
        g.index = saved.index;
        g.phase = saved.phase;
        g.number = saved.number;
        g.orders = saved.orders;
        g.quiet = quiet;
        g.triedHeads = null;
    }
}

/** The phase the next orders are for: the running one while a chooser is asked (runPhase), else the next. */
export function comingPhase(g: Game): Game['phase'] {
    return g.choosingOrders ? g.phase : g.phaseAt(g.index + 1);
}
