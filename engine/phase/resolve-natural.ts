// `resolution natural` (ROLES.md 5.3–5.4): the phase's orders resolve one at a time; the next one is
// the first, in precedence order (stage order, then the order given, held-over orders first), that
// waits for no other unresolved order (engine/natural-order.ts). A loop is broken by order of
// submission and reported in the trace. Each order's effects, deaths included, apply before the next
// one is chosen, and the relation is evaluated again on the targets as swapped so far. A stage's
// delayed effects and passive effects apply when the first order of that stage (or of a later one)
// is about to resolve, and at the end for stages no order reached.
import type { Game } from '../game.js';
import { say } from '../l10n/catalogue.js';
import type { StageDef } from '../model/ruleset.js';
import { influenceOf, nextAction, waitReason, type Influence, type PendingAction } from '../natural-order.js';
import type { Order } from '../order.js';
import { redirectTargets } from '../redirects.js';
import { flush } from './apply-effects.js';
import { checkAtResolution } from './check-orders.js';
import { settle } from './deaths.js';
import { runDelayed } from './delayed.js';
import { passivesIn, runPassive } from './passives.js';
import { collectiveGroups, runOrder } from './resolve-stages.js';
import { collectiveKey } from '../order.js';

interface Pending extends PendingAction { order: Order; rank: number }

export function resolveNatural(g: Game): void {
    g.beforeStages = false;
    const stages = g.ix.stageOrder;
    const rank = new Map<string, number>(stages.map((s, i) => [s.id, i]));
    let opened = 0;   // stages[0 .. opened-1] have had their delayed and passive effects
    const open = (upTo: number) => {
        for (; opened <= upTo && opened < stages.length; opened++) {
            if (g.winner) return;
            openStage(g, stages[opened]);
        }
    };
    const told = new Set<Order>();
    const reacts = (p: number) => reactsToTargeting(g, p);
    while (!g.winner) {
        const pending = pendingOrders(g, rank);
        const next = nextAction(pending, reacts);
        if (!next) break;
        const { order } = next.action;
        open(next.action.rank);
        if (g.winner) break;
        g.stage = stages[next.action.rank] ?? g.stage;
        if (g.traceOn) traceWaits(g, pending, next.action, told, reacts);
        if (next.loop && g.traceOn) {
            const chain = [...next.loop, next.loop[0]].map((p) => say(g.lang, 'nar.order', { actor: g.players[p.actor].name, ability: p.order.ability.title })).join(' → ');
            g.log('info', say(g.lang, 'nar.loop', { chain, actor: g.players[order.actor].name, ability: order.ability.title }), { source: order.source, targets: order.targets });
        }
        resolveOne(g, order, pending.map((p) => p.order));
        settle(g);
    }
    open(stages.length - 1);
}

/** The unresolved orders in precedence order, with their current (swapped) targets. */
function pendingOrders(g: Game, rank: Map<string, number>): Pending[] {
    const out: Pending[] = [];
    for (const o of g.orders) {
        if (o.state !== 'accepted' || o.clauses.instant) continue;
        const moved = redirectTargets(g.players, o.targets, g.index);
        out.push({ order: o, actor: o.actor, targets: moved ? moved.targets : o.targets, influence: influence(o), rank: rank.get(o.clauses.stage ?? '') ?? rank.size, ...(o.reserve ? { reserve: true } : {}) });
    }
    // Stable: within a stage the list order stands; a performed (copied) action after the genuine ones.
    return out.sort((a, b) => a.rank - b.rank || Number(!!a.order.performs) - Number(!!b.order.performs));
}

const influences = new WeakMap<readonly string[], Influence>();
const NO_KINDS: readonly string[] = [];

/** What the order's effects can do to other orders (computed once per ability clause set). */
function influence(o: Order): Influence {
    const kinds = o.clauses.effectKinds ?? NO_KINDS;
    let i = influences.get(kinds);
    if (!i) influences.set(kinds, (i = influenceOf(kinds)));
    return i;
}

/** One order (with the orders that join it, for a collective ability). */
function resolveOne(g: Game, o: Order, pending: Order[]): void {
    if (o.clauses.collective) {
        const group = pending.filter((x) => x.state === 'accepted' && x.clauses.collective && collectiveKey(x) === collectiveKey(o));
        for (const x of collectiveGroups(g, group.filter((x) => checkAtResolution(g, x)))) { runOrder(g, x); flush(g); }
    } else if (checkAtResolution(g, o)) {
        runOrder(g, o);
        flush(g);
    }
    // Every check that fails says why and sets the state; an order never stays pending twice.
    if (o.state === 'accepted') o.state = 'failed';
}

/** The stage's effects delayed to it and its passive effects (as the stage resolver runs them). */
function openStage(g: Game, stage: StageDef): void {
    g.stage = stage;
    if (g.delayed.length > 0) runDelayed(g, stage.id);
    if (!g.ix.hasPassiveEffects || stage.id === '') return;
    const passives = passivesIn(g, stage.id);
    if (passives.length === 0) return;
    for (const p of passives) runPassive(g, p.ability, p.holder);
    flush(g);
    settle(g);
}

/** Orders that come before `chosen` in precedence order but wait for another: each said once. */
function traceWaits(g: Game, pending: Pending[], chosen: Pending, told: Set<Order>, reacts: (p: number) => boolean): void {
    for (const a of pending) {
        if (a === chosen) return;
        if (told.has(a.order)) continue;
        const on = pending.filter((b) => b !== a && b.order !== a.order && isWaiting(a, b, reacts));
        if (on.length === 0) continue;
        told.add(a.order);
        const others = on.map((b) => say(g.lang, 'nar.order', { actor: g.players[b.actor].name, ability: b.order.ability.title })).join(', ');
        g.log('info', say(g.lang, 'nar.waits', { actor: g.players[a.actor].name, ability: a.order.ability.title, others }), { source: a.order.source, targets: [...a.targets] });
    }
}

function isWaiting(a: Pending, b: Pending, reacts: (p: number) => boolean): boolean {
    return waitReason(a, b, reacts) !== null;
}

/** A player whose role reacts to being targeted (a `targeted` or `visit` trigger: the Paranoid Gun Owner). */
function reactsToTargeting(g: Game, p: number): boolean {
    if (!g.ix.triggersByEvent.has('targeted') && !g.ix.triggersByEvent.has('visit')) return false;
    for (const r of g.players[p].roles) if (g.ix.roleTriggers.get(r)?.some((t) => t.event === 'targeted' || t.event === 'visit')) return true;
    return false;
}
