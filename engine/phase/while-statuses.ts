// Statuses with `while C` held whenever C holds: refreshed at the phase start and after each
// settle (deaths, condition triggers), never before the phase's passive effects applied.
import { Ctx } from '../context.js';
import type { Game } from '../game.js';
import type { ActionSource } from '../model/rule-context.js';
import { truthy } from '../model/values.js';
import { DEFAULT_STAGE } from '../rule-index.js';
import { active, FOREVER } from '../state.js';
import { texts } from '../texts.js';

/** Statuses with `while C`: held whenever C holds for the holder (checked at phase start and after each stage). */
export function refreshWhileStatuses(g: Game): void {
    // Not before this phase's passives: their immunities (Мститель's Жажда действий) would come too
    // late and the status would be announced as gained and lost in the same post.
    if (!g.ix.hasWhileStatuses || g.passivesPending) return;
    for (const def of g.rs.statuses) {
        if (!def.while) continue;
        // Sources are never changed: one serves every holder.
        const source: ActionSource = { kind: 'setup', key: def.id, title: def.title, option: null, actor: -1, roles: [], factions: [], src: def.src };
        for (const p of g.players) {
            if (def.aliveOnly && !p.alive) continue;
            // An immunity to the status (Мститель's «не может иметь статус Госпиталь») beats its `while`.
            const holds = truthy(def.while(new Ctx(g, p.index, p.index, p.index, [p.index], null, source)))
                && !p.immunities.some((im) => active(im, g.index) && im.statuses.includes(def.id));
            const has = p.statuses.some((x) => x.derived && x.id === def.id && x.key === 'while');
            if (holds && !has) {
                g.addStatus(p, def.id, g.index, FOREVER, true);
                const rec = p.statuses[p.statuses.length - 1];
                rec.key = 'while';
                // Gained mid-resolution (seed 000: Госпиталь from this phase's damage): the phase's
                // orders resolve «одновременно», so it does not block them (000-E25).
                if (g.stage !== DEFAULT_STAGE) rec.midPhase = true;
            }
            if (!holds && has) {
                g.version++;
                p.statuses = p.statuses.filter((x) => !(x.derived && x.id === def.id && x.key === 'while'));
                if (def.public && !p.hasStatus(def.id, g.index)) g.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: false, text: texts.statusLost(g, p.name, def.title) });
            }
        }
    }
}
