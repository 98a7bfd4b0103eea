// The phase's orders and votes as given: orders checked and accepted or rejected with a reason
// (engine/orders.ts); votes kept for `X.ballot` and the voting step.
import type { Game } from '../game.js';
import type { PhaseInput } from '../model/game-input.js';
import { collectOrders } from '../orders.js';
import { makeRequiredOrders } from './must-act.js';

export function collectPhaseOrders(g: Game, input: PhaseInput): void {
    g.votesInput = input.votes ?? [];
    g.ballotCache = null;
    collectOrders(g, input.actions ?? []);
    if (g.ix.hasMustAct) makeRequiredOrders(g);
}
