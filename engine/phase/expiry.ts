// The phase's last step: records that ended with this phase are dropped; public statuses that ran
// out, and those that begin next phase but were given earlier, are announced.
import type { Game } from '../game.js';
import { type Timed } from '../state.js';
import { texts } from '../texts.js';

/** Drops records that ended with this phase; announces public statuses that ran out. */
export function expire(g: Game): void {
    const now = g.index;
    for (const p of g.players) {
        p.damageTaken = 0;
        if (!p.hasRecords) continue;
        if (p.statuses.length > 0) {
            for (const s of p.statuses) {
                // A public status put off past the next phase is announced now, before it begins (game.ts addStatus).
                if (s.noticeAt === now && !p.hasStatus(s.id, now) && p.statuses.find((r) => r.id === s.id && r.noticeAt === now) === s) {
                    const def = g.ix.statuses.get(s.id)!;
                    g.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: true, text: texts.statusGained(g, p.name, def.title) });
                }
            }
            const ending = p.statuses.filter((s) => s.until === now);
            if (ending.length > 0) {
                g.version++;
                p.statuses = p.statuses.filter((s) => s.until > now);
                for (const s of ending) {
                    const def = g.ix.statuses.get(s.id);
                    // Once per status: two records of it may end together (a Тюрьма from two executions' sources).
                    if (def?.public && !p.hasStatus(s.id, now + 1) && ending.find((r) => r.id === s.id) === s) {
                        g.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: false, text: texts.statusLost(g, p.name, def.title) });
                    }
                }
            }
        }
        if (p.protections.length > 0) p.protections = p.protections.filter((r) => r.until > now && !(r.once && r.usedAt > 0));
        // Field by field (a dynamic `p[kind]` here would be a slow megamorphic access).
        if (p.links.length > 0) p.links = live(p.links, now);
        if (p.blocks.length > 0) p.blocks = live(p.blocks, now);
        if (p.redirects.length > 0) p.redirects = live(p.redirects, now);
        if (p.voteMods.length > 0) p.voteMods = live(p.voteMods, now);
        if (p.guises.length > 0) p.guises = live(p.guises, now);
        if (p.copies.length > 0) p.copies = live(p.copies, now);
        if (p.immunities.length > 0) p.immunities = live(p.immunities, now);
        if (p.reductions.length > 0) p.reductions = live(p.reductions, now);
        if (p.permits.length > 0) p.permits = live(p.permits, now);
        if (p.disabled.length > 0) p.disabled = live(p.disabled, now);
        if (p.guiseOverrides.length > 0) p.guiseOverrides = live(p.guiseOverrides, now);
        if (p.substitutes.length > 0) p.substitutes = live(p.substitutes, now);
        if (p.countAs.length > 0) { const kept = live(p.countAs, now); if (kept !== p.countAs) g.version++; p.countAs = kept; }
        p.hasRecords = p.statuses.length > 0 || p.protections.length > 0 || p.links.length > 0 || p.blocks.length > 0 || p.redirects.length > 0
            || p.voteMods.length > 0 || p.guises.length > 0 || p.copies.length > 0 || p.immunities.length > 0 || p.reductions.length > 0
            || p.permits.length > 0 || p.disabled.length > 0 || p.guiseOverrides.length > 0 || p.substitutes.length > 0 || p.countAs.length > 0;
    }
    if (g.cancels.length > 0) g.cancels = g.cancels.filter((c) => c.until > now);
    if (!g.onOrders.empty) g.onOrders.expire(now);
}

/** The records still in force after phase `now` (the same array when none ended). */
function live<T extends Timed>(list: T[], now: number): T[] {
    for (const r of list) if (r.until <= now) return list.filter((x) => x.until > now);
    return list;
}
