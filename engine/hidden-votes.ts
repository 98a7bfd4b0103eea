// `vote hidden weight of X by N …` (seed 003's Доктор: «Синий голос доктора засчитывается за три,
// однако вслух об этом не сообщается»): the weight counts like `vote weight`, and the records it makes
// are marked hidden, so the public tally (engine/voting.ts) shows the vote as an ordinary one.
// TODO(after the engine restructure): give `voteMod` a `hidden` flag that it sets on the record and
// drop this wrapper; it marks the records by queueing around `voteMod`'s own queued step, which runs
// between the two (same category, queue order kept).
import type { Ctx } from './context.js';
import { voteMod } from './effects.js';
import { SETUP } from './game.js';
import type { DurationDef, SourceRef } from './ruleset.js';
import type { PlayerState } from './state.js';

export function hiddenVoteMod(c: Ctx, who: unknown, amount: number, duration: DurationDef | null, src: SourceRef, side?: 'for' | 'against' | null): void {
    const g = c.g;
    const before = new Map<PlayerState, number>();
    g.enqueue(SETUP, () => { for (const p of g.players) before.set(p, p.voteMods.length); });
    voteMod(c, 'weight', who, amount, duration, src, side);
    g.enqueue(SETUP, () => {
        for (const p of g.players) for (let i = before.get(p) ?? 0; i < p.voteMods.length; i++) p.voteMods[i].hidden = true;
    });
}
