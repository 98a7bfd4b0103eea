// Who did what to a player this phase, as the rule text may ask it (`X.visitors`, `X.attackers`;
// `learn visitors of X`, `learn attackers of X` word the same sets). Read from the phase's orders
// (`g.orders`, with their effective targets) and the harm facts (`aimed`: harm that came at a
// player, whether a protection stopped it or not).
import type { Game } from './game.js';
import type { Matcher } from './matching.js';

/** Players whose carried-out orders this phase touched `subject` (he himself not counted), in order of the orders. */
export function visitorsOf(g: Game, subject: number, except: Matcher | null = null): number[] {
    const out: number[] = [];
    for (const o of g.orders) {
        if (o.state !== 'done' || o.actor === subject || !o.effective.includes(subject)) continue;
        if (except?.source(o.source)) continue;
        if (!out.includes(o.actor)) out.push(o.actor);
    }
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
