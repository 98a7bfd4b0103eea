// The phase end (after voting): effects delayed to it, `end` triggers, then settle.
import type { Game } from '../game.js';
import { END_STAGE } from '../rule-index.js';
import { fireTriggers } from '../triggers.js';
import { settle } from './deaths.js';
import { runDelayed } from './delayed.js';
import { texts } from '../texts.js';

// END_STAGE is where the trace puts the phase end: `end` triggers, results delivered, statuses expiring.

export function runPhaseEnd(g: Game): void {
    g.stage = END_STAGE;
    if (!g.winner) {
        announcePhase(g, 'end');
        if (g.delayed.length > 0) runDelayed(g, 'end');
        fireTriggers(g, 'end', null);
        settle(g);
    }
}

/** `message … on start|end`: the rule set's public line as the phase begins or ends. */
export function announcePhase(g: Game, key: 'start' | 'end'): void {
    const text = texts.phaseLine(g, key, g.phase.title, g.number);
    if (text !== null) g.emit({ kind: 'message', public: true, text });
}
