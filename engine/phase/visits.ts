// The game's visit history (engine/targeting.ts says what a visit is): at the end of each phase its
// visits join `g.visitLog`, which `X.allVisitors` and `learn allVisitors of X` read with this phase's.
import type { Game } from '../game.js';
import { phaseVisits } from '../observations.js';

export function recordVisits(g: Game): void {
    if (g.orders.length === 0) return;
    for (const v of phaseVisits(g)) g.visitLog.push(v);
}
