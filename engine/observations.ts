// Who did what to a player this phase, as the rule text may ask it (`X.visitors`, `X.attackers`;
// `learn visitors of X`, `learn attackers of X` word the same sets). Read from the phase's orders
// (`g.orders`, with their effective targets) and the harm facts (`aimed`: harm that came at a
// player, whether a protection stopped it or not).
import type { Game } from './game.js';
import type { Matcher } from './matching.js';
import type { Order } from './order.js';
import { visitsOf, type Visit } from './targeting.js';

/** Whether the player's visits are hidden (`visits hidden` on one of his roles: mafiascum's Ninja). */
export function visitsHidden(g: Game, actor: number): boolean {
    if (!g.ix.hasHiddenVisits) return false;
    return g.players[actor].roles.some((r) => g.ix.roles.get(r)?.hiddenVisits === true);
}

/** `X.targeted`: every order he gave this phase that did not fail (blocked and held ones too). */
export const GIVEN: ReadonlySet<Order['state']> = new Set(['accepted', 'done', 'blocked', 'held']);
/** `learn targets of X`: what he carried out, or will at a stage still to come (not what was blocked). */
export const APPLIED: ReadonlySet<Order['state']> = new Set(['accepted', 'done']);

/**
 * Whom the player aimed at with his orders this phase (in those states), in order, once each. An order
 * whose stage is still to come counts: seed 000's Слежка at stage Сведения sees the Киллер's later
 * Пистолет («на кого она применяла … в эту фазу»).
 */
export function aimedBy(g: Game, actor: number, states: ReadonlySet<Order['state']>, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const o of g.orders) {
        if (o.actor !== actor || !states.has(o.state) || (except && except.source(o.source))) continue;
        for (const t of o.targets) if (!out.includes(t)) out.push(t);
    }
    return out;
}

/** This phase's visits so far (engine/targeting.ts), hidden ones included, in the order of the orders. */
export function phaseVisits(g: Game, except: Matcher | null = null): Visit[] {
    const out: Visit[] = [];
    for (const o of g.orders) {
        if (o.state !== 'done' || (except && except.source(o.source))) continue;
        for (const v of visitsOf(o, g.index, visitsHidden(g, o.actor))) out.push(v);
    }
    return out;
}

/** Players whose carried-out orders this phase visited `subject` (he himself too; hidden visits not counted), in order of the orders. */
export function visitorsOf(g: Game, subject: number, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const v of phaseVisits(g, except)) if (v.target === subject && !v.hidden && !out.includes(v.actor)) out.push(v.actor);
    return out;
}

/** Whom `actor` visited this phase (not when his visits are hidden), in order. */
export function visitedBy(g: Game, actor: number, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const v of phaseVisits(g, except)) if (v.actor === actor && !v.hidden && !out.includes(v.target)) out.push(v.target);
    return out;
}

/** Everyone who visited `subject` in any phase so far, this one included (hidden visits not counted). */
export function allVisitorsOf(g: Game, subject: number, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const v of g.visitLog) if (v.target === subject && !v.hidden && !out.includes(v.actor)) out.push(v.actor);
    for (const a of visitorsOf(g, subject, except)) if (!out.includes(a)) out.push(a);
    return out;
}

/** Players who aimed a kill or an attack at `subject` this phase, stopped or not (he himself not counted). */
export function attackersOf(g: Game, subject: number, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const f of g.facts) {
        if (f.kind !== 'aimed' || f.subject !== subject) continue;
        const actor = f.source.actor;
        if (actor < 0 || actor === subject || except?.source(f.source)) continue;
        if (!out.includes(actor)) out.push(actor);
    }
    return out;
}

/** How many players' ballots this phase name `subject` (each voter once, whatever his vote's weight). */
export function votesAgainst(g: Game, subject: number): number {
    let k = 0;
    for (const target of g.ballots.values()) if (target === subject) k++;
    return k;
}
