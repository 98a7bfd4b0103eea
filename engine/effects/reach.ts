// Who an effect reaches: the facts it leaves (`X.hit`), and `protect X from everything`, which keeps
// others' statuses, vote silences and reveals off X.
import type { Ctx } from '../context.js';
import type { Game } from '../game.js';
import { truthy } from '../model/values.js';
import { active } from '../state.js';

/** The subjects were hit by this effect's source (`X.hit by …`). */
export function hit(g: Game, c: Ctx, subjects: number[]): void {
    for (const s of subjects) g.facts.push({ kind: 'hit', subject: s, source: c.source });
}

/**
 * `protect X from everything`: besides deaths, the others' statuses, vote silences and reveals do not
 * reach X (seed 003's Мент: «спасает от смерти и всех внешних воздействий (сыворотка, запугивание)»).
 */
export function shielded(g: Game, c: Ctx, v: number): boolean {
    const p = g.players[v];
    if (p.protections.length === 0 || c.source.actor < 0 || c.source.actor === v) return false;
    for (const pr of p.protections) {
        if (pr.scope !== 'everything' || !active(pr, g.index)) continue;
        if (pr.by.actor === c.source.actor && pr.by.key === c.source.key) continue;     // the protector's own visit (the Мент's 50% silence)
        if (pr.sources && !pr.sources.source(c.source)) continue;
        if (pr.except?.source(c.source)) continue;
        if (pr.unless && truthy(pr.unless(pr.ctx.with({ target: v })))) continue;
        return true;
    }
    return false;
}
