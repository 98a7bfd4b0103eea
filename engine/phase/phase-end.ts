// The phase end (after voting): effects delayed to it, `end` triggers, then settle.
import type { Game } from '../game.js';
import type { StageDef } from '../model/ruleset.js';
import { fireTriggers } from '../triggers.js';
import { settle } from './deaths.js';
import { runDelayed } from './delayed.js';

/** Where the trace puts the phase end: `end` triggers, results delivered, statuses expiring. */
const END_STAGE: StageDef = { id: 'end', title: 'Итоги фазы', simultaneous: false, after: null, src: { file: '', line: 0 } };

export function runPhaseEnd(g: Game): void {
    g.stage = END_STAGE;
    if (!g.winner) {
        if (g.delayed.length > 0) runDelayed(g, 'end');
        fireTriggers(g, 'end', null);
        settle(g);
    }
}
