// Actions on actions: bus driving (`swap orders on X with Y`), possession (`retarget orders of X
// to Y`), delay (`hold orders of X`), doubling (`double orders of X`). Each leaves a record that the
// orders resolving later consult (engine/phase/check-orders.ts); like `block`, the record is set up
// when the batch is applied, so it acts on the orders that resolve after this one.
import type { Ctx } from '../context.js';
import { list, one } from '../expressions.js';
import { SETUP } from '../game.js';
import { say } from '../l10n/catalogue.js';
import { matcher } from '../matching.js';
import type { DurationDef, RefString, SourceRef } from '../model/ruleset.js';
import { hit } from './reach.js';

/**
 * `swap orders on X with Y [duration]`: every order aimed at X goes to Y and every order aimed at Y
 * goes to X (bus driving). `swap orders on targets`: the set's first two players. Default: this phase.
 * A player swapped twice follows the latest swap (engine/redirects.ts).
 */
export function swapOrders(c: Ctx, first: unknown, second: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const a = list(c, first);
    const pair = second === null ? a.slice(0, 2) : [a[0] ?? -1, one(c, second)];
    if (pair.length < 2 || pair[0] < 0 || pair[1] < 0) return;
    const [x, y] = pair;
    hit(g, c, [x, y]);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        // X with X is a swap too: the latest swap decides, so it sends X's orders back to X (calder's
        // SwitchedWith(X) on X, after a bus drive that had swapped him away).
        g.players[x].add('redirects', { from: span.from, until: span.until, to: y, swap: true });
        if (x !== y) g.players[y].add('redirects', { from: span.from, until: span.until, to: x, swap: true });
        g.traceOn && g.log('applied', say(g.lang, 'nar.swap.applied', { a: g.players[x].name, b: g.players[y].name }), { source: c.source, targets: [x, y], src });
    });
}

/**
 * `retarget orders of P to Y [replacing first target | replacing Param] [duration]`: P's orders that
 * resolve later get Y in place of their first target, or as the value of their `param player Param`
 * (possession, ventriloquism). Default: this phase; the latest possession counts.
 */
export function retargetOrders(c: Ctx, puppet: unknown, to: unknown, param: string | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const puppets = list(c, puppet);
    const dest = one(c, to);
    if (dest < 0) return;
    hit(g, c, puppets);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const p of puppets) {
            g.onOrders.retargets.push({ from: span.from, until: span.until, puppet: p, to: dest, param, source: c.source });
            const which = param ? say(g.lang, 'nar.retarget.param', { param }) : say(g.lang, 'nar.retarget.first');
            g.traceOn && g.log('applied', say(g.lang, 'nar.retarget.applied', { puppet: g.players[p].name, to: g.players[dest].name, which }), { source: c.source, targets: [p, dest], src });
        }
    });
}

/**
 * `hold orders of X [until next K] [duration]`: X's orders that resolve while the hold is in force
 * (default: this phase) are set aside and resolve first in the next phase of kind K (default: the next
 * phase of the current kind), where they meet that phase's blocks, swaps and holds (delay). A hold
 * lasting into a day holds a vote's side effect too (engine/vote-actions.ts).
 */
export function holdOrders(c: Ctx, who: unknown, kind: string | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const k = kind ?? g.phase.id;
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.onOrders.holds.push({ from: span.from, until: span.until, subject: v, kind: k, source: c.source });
            g.traceOn && g.log('applied', say(g.lang, 'nar.hold.applied', { subject: g.players[v].name, phase: g.ix.phases.get(k)?.title ?? k }), { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `double orders of X [for A, …] [duration]`: X may give one more order for each of his abilities
 * (or the listed ones): a second order for the same ability is kept and carried out. Default: this
 * phase; `next night` gives the extra order for the next night (ROLES.md: the Action Doubler).
 */
export function doubleOrders(c: Ctx, who: unknown, abilities: readonly RefString[] | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    const m = abilities ? matcher(g.ix, abilities) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.onOrders.extras.push({ from: span.from, until: span.until, player: v, abilities: m, source: c.source, spent: new Set() });
            const names = abilities ? say(g.lang, 'nar.double.for', { abilities: abilities.map((r) => g.ix.abilities.get(r.slice(r.indexOf(':') + 1))?.title ?? r.slice(r.lastIndexOf('.') + 1)).join(', ') }) : '';
            g.traceOn && g.log('applied', say(g.lang, 'nar.double.applied', { player: g.players[v].name, abilities: names }), { source: c.source, targets: [v], src });
        }
    });
}
