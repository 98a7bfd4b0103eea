// The phase end (after voting): effects delayed to it, `end` triggers, then settle.
import type { Game } from '../game.js';
import { END_STAGE } from '../rule-index.js';
import { fireTriggers } from '../triggers.js';
import { settle } from './deaths.js';
import { runDelayed } from './delayed.js';

// END_STAGE is where the trace puts the phase end: `end` triggers, results delivered, statuses expiring.

export function runPhaseEnd(g: Game): void {
    g.stage = END_STAGE;
    if (!g.winner) {
        if (g.delayed.length > 0) runDelayed(g, 'end');
        fireTriggers(g, 'end', null);
        settle(g);
    }
}
