// The guises a player shows now, and how a guise reads (used by expressions and `learn guise`).
import type { Game } from '../game.js';
import { active } from '../state.js';

export function guiseTitle(g: Game, id: string): string {
    return g.ix.roles.get(id)?.title ?? g.rs.guiseLabels?.find((l) => l.id === id)?.title ?? id;
}

/** The guises a player shows now: his role's list plus added ones still in force. */
export function guisePool(g: Game, s: number): string[] {
    const p = g.players[s];
    const override = p.guiseOverrides.filter((o) => active(o, g.index)).pop();
    const pool: string[] = override ? override.roles.slice() : [];
    if (!override) for (const r of p.roles) pool.push(...(g.ix.roles.get(r)?.guises ?? []));
    for (const gr of p.guises) if (active(gr, g.index)) pool.push(gr.role);
    return pool;
}
