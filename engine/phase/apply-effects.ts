// Applying queued effects: a batch in category order (set-up, heals, harm, the rest), the harm
// of the batch met together (harm.ts), `kill ... then` continuations last; repeated while effects
// queue more.
import { HARM, type Game } from '../game.js';
import { resolveHarm } from './harm.js';
import { say } from '../l10n/catalogue.js';

/** Applies queued effects (the order: engine/game.ts's header); repeats while effects queue more. */
export function flush(g: Game): void {
    let guard = 0;
    while (g.pending.length > 0 || g.harm.length > 0) {
        if (++guard > 1000) { g.traceOn && g.log('failed', say(g.lang, 'note.effects-loop'), {}); g.pending = []; g.harm = []; break; }
        const batch = g.pending;
        g.pending = [];
        batch.sort((a, b) => a.cat - b.cat);
        const continuations: Array<() => void> = [];
        let i = 0;
        for (; i < batch.length && batch[i].cat < HARM; i++) batch[i].run();
        for (; i < batch.length && batch[i].cat === HARM; i++) batch[i].run();
        resolveHarm(g, continuations);
        for (; i < batch.length; i++) batch[i].run();
        for (const k of continuations) k();
    }
}
