// Effects delayed to a later phase or stage (`delay until ...`): run when their phase and stage come.
import type { Game } from '../game.js';
import { flush } from './apply-effects.js';
import { settle } from './deaths.js';
import { say } from '../l10n/catalogue.js';

export function runDelayed(g: Game, stage: string | null): void {
    const due = g.delayed.filter((d) => d.phase === g.index && d.stage === stage);
    if (due.length === 0) return;
    g.delayed = g.delayed.filter((d) => !due.includes(d));
    for (const d of due) {
        if (g.winner) break;
        g.traceOn && g.log('applied', say(g.lang, 'note.delayed', { ability: d.ctx.source.title }), { source: d.ctx.source, src: d.src });
        d.body(d.ctx);
        flush(g);
    }
    settle(g);
}
