// Whether a player may act, and be acted on, now: statuses that block (or a `block`), disabled
// abilities, statuses that make him untargetable, immunities to abilities, `cancel` records. Used
// when orders are given (orders.ts), votes cast (voting.ts) and orders resolve (phase/check-orders.ts).
import type { Game } from './game.js';
import type { ActionSource } from './model/rule-context.js';
import type { AbilityDef } from './model/ruleset.js';
import type { Order } from './order.js';
import { active, type PlayerState } from './state.js';
import { reason, UNREAD_REASON } from './reasons.js';

/** Does an `immune X to abilities` record cover this order? */
export function immuneToAbility(g: Game, p: PlayerState, o: Pick<Order, 'source' | 'clauses'>): boolean {
    for (const im of p.immunities) {
        if (!active(im, g.index)) continue;
        const byName = im.named?.source(o.source) ?? false;
        const byClass = im.abilities && (!im.visibility || (o.clauses.visibility ?? 'secret') === im.visibility);
        if (!byName && !byClass) continue;
        if (im.exceptRefs?.source(o.source)) continue;
        if (im.exceptKinds.length > 0 && exceptedByKind(im.exceptKinds, o.clauses.effectKinds ?? [])) continue;
        return true;
    }
    return false;
}

/** A `cancel` record voiding this order, if any. */
export function cancelling(g: Game, o: Order): boolean {
    for (const c of g.cancels) {
        if (!active(c, g.index) || !c.abilities) continue;
        if (!c.abilities.source(o.source)) continue;
        if (c.actors && !c.actors.includes(o.actor)) continue;
        if (c.targets && !o.targets.some((t) => c.targets!.includes(t))) continue;
        return true;
    }
    return false;
}

/** The title of a status (or block) that stops this order, or null. */
export function blockingStatus(g: Game, p: PlayerState, o: Pick<Order, 'clauses'> & { ability?: AbilityDef; source?: ActionSource }): string | null {
    for (const b of p.blocks) if (active(b, g.index)) return reason(g, 'word.blocked');
    if (o.source) for (const d of p.disabled) if (active(d, g.index) && d.abilities.source(o.source)) return reason(g, 'word.disabled');
    const marks = o.clauses.marks;
    const usable = o.clauses.usableIn;
    for (const s of p.statuses) {
        if (!active(s, g.index) || (s.midPhase && s.from === g.index)) continue;
        const def = g.ix.statuses.get(s.id);
        if (!def || usable.includes(s.id)) continue;
        if (o.source && p.permits.some((pm) => active(pm, g.index) && pm.statuses.includes(s.id) && (!pm.abilities || pm.abilities.source(o.source!)))) continue;
        const except = def.exceptMarks.some((m) => marks.includes(m));
        if (def.blocksAll && !except) return def.title;
        if (def.blocksMarks.length > 0 && marks.some((m) => def.blocksMarks.includes(m)) && !except) return def.title;
    }
    if (o.clauses.requires.length > 0 && !o.clauses.requires.some((id) => p.hasStatus(id, g.index))) {
        return g.quiet ? UNREAD_REASON : reason(g, 'word.requires', { statuses: o.clauses.requires.map((id) => g.ix.statusTitle(id)).join(' / ') });
    }
    return null;
}

/** The title of a status that makes the player untargetable in this phase, or null. */
export function untargetableStatus(g: Game, p: PlayerState): string | null {
    for (const s of p.statuses) {
        if (!active(s, g.index)) continue;
        const def = g.ix.statuses.get(s.id);
        if (def?.untargetable && (def.untargetable.length === 0 || def.untargetable.includes(g.phase.id))) return def.title;
    }
    return null;
}

/** An immunity exception by class: `damage` lets harmful abilities through, `protections` protective ones. */
function exceptedByKind(kinds: readonly string[], effectKinds: readonly string[]): boolean {
    for (const k of kinds) {
        if (k === 'damage' && effectKinds.some((e) => e === 'KillEffect' || e === 'DamageEffect')) return true;
        if (k === 'attacks' && effectKinds.some((e) => e === 'KillEffect' || e === 'DamageEffect')) return true;
        if (k === 'protections' && effectKinds.some((e) => e === 'ProtectEffect' || e === 'HealEffect' || e === 'ReduceEffect')) return true;
    }
    return false;
}
