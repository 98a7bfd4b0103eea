// The phase's orders and votes as given: orders checked and accepted or rejected with a reason
// (engine/orders.ts); votes kept for `X.ballot` and the voting step. Orders held over from an earlier
// phase (`hold orders of X`) come first (ROLES.md 5.1).
import type { Game } from '../game.js';
import { say } from '../l10n/catalogue.js';
import type { PhaseInput } from '../model/game-input.js';
import { collectOrders } from '../orders.js';
import { makeRequiredOrders } from './must-act.js';

export function collectPhaseOrders(g: Game, input: PhaseInput): void {
    g.votesInput = input.votes ?? [];
    g.ballotCache = null;
    collectOrders(g, input.actions ?? []);
    if (g.ix.hasMustAct) makeRequiredOrders(g);
    const held = g.onOrders.takeHeld(g.index);
    if (held.length === 0) return;
    for (const o of held) {
        o.state = 'accepted';
        g.traceOn && g.log('info', say(g.lang, 'nar.hold.resumed', { actor: g.players[o.actor].name, phase: o.heldFrom?.phase ?? '', number: o.heldFrom?.number ?? 0 }), { source: o.source, targets: o.targets, stage: say(g.lang, 'stage.orders') });
    }
    g.orders = [...held, ...g.orders];
}
