// The checks an order meets when its stage resolves (the state may have changed since it was
// given): the actor alive and not blocked, redirects, targets alive and reachable, cancels,
// `extend orders`, the order's chance. What may act and be acted on is decided in engine/access.ts.
import { blockingStatus, cancelling, immuneToAbility, untargetableStatus } from '../access.js';
import { Ctx } from '../context.js';
import { leaderOf } from '../expressions.js';
import type { Game } from '../game.js';
import type { Outcome } from '../model/result.js';
import { truthy } from '../model/values.js';
import type { Order } from '../order.js';
import { say } from '../l10n/catalogue.js';
import { whereRefusal } from '../reasons.js';
import { redirectTargets } from '../redirects.js';
import { active } from '../state.js';

/**
 * The checks made when an order resolves (the state may have changed since it was given):
 * the actor is alive and not blocked, targets are alive and targetable; then the targets
 * are redirected (`redirect`), then extended (`extend orders`).
 */
export function checkAtResolution(g: Game, o: Order): boolean {
    const actor = g.players[o.actor];
    const source = o.source;
    if (!actor.alive) {
        // Natural resolution (ROLES.md 5.6): an order given is carried out even if its actor has died since.
        if (!g.natural) {
            // Every order is carried out or rejected with a reason: the host's list says so, not only the trace.
            g.rejected.push({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'reject.actor-died', { actor: actor.name, g: actor.gender ?? 'n' }), targets: o.targets.map((i) => g.players[i].name) });
            return fail(g, o, 'failed', say(g.lang, 'note.died-before', { actor: actor.name, g: actor.gender ?? 'n' }));
        }
        g.traceOn && g.log('info', say(g.lang, 'nar.dead-actor', { actor: actor.name }), { source: o.source, targets: o.targets });
    }
    // A ranked faction's shared action is the leader's, whoever sent it (seed 003: «Мафия не убивает только в
    // том случае, если девочка приходит к боссу мафии. Если она навестит любого рангом ниже, мафия все равно
    // совершит свой ход»): blocks on the leader stop it, blocks on the member who sent it in his place do not.
    let answerable = actor;
    if (o.ability.shared && o.clauses.precedence?.kind === 'rank' && o.ability.ownerKind === 'faction') {
        const lead = leaderOf(g, o.ability.owner);
        if (lead >= 0) answerable = g.players[lead];
    }
    const blocker = blockingStatus(g, answerable, o);
    if (blocker) return fail(g, o, 'blocked', say(g.lang, 'note.blocked-by', { player: answerable.name, why: blocker }));
    // Actions on actions, in ROLES.md 5.5's order: a second order needs an extra order, then
    // possession, delay, and last the swaps and redirects.
    if (o.reserve && !o.extraSpent && !spendExtraOrder(g, o)) return false;
    if (!g.onOrders.empty) {
        possessOrder(g, o);
        if (holdOrder(g, o)) return false;
    }
    redirectOrder(g, o);
    if (o.deferred) {
        // The target checks an alive target of a dead-only ability skipped when it was ordered.
        const why = deferredTargetProblem(g, o);
        if (why) {
            g.reject({ actor: actor.name, ability: o.ability.title, reason: why, targets: o.targets.map((t) => g.players[t].name) });
            // A rejected order is no use of the ability (limits).
            const uses = o.use ? actor.history?.get(o.ability.key) : undefined;
            const at = uses && o.use ? uses.indexOf(o.use) : -1;
            if (at >= 0) uses!.splice(at, 1);
            o.state = 'failed';
            return false;
        }
    }
    const wantAlive = !(o.clauses.target?.filters.includes('dead') || o.clauses.target?.filters.includes('anyone'));
    if (wantAlive && o.clauses.target?.upTo) dropDeadTargets(g, o);
    for (const t of o.targets) {
        const target = g.players[t];
        if (wantAlive && !target.alive) {
            // Never silently dropped: the refusal and its reason reach the host's list as well as the trace.
            g.rejected.push({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'reject.target-died', { target: target.name, g: target.gender ?? 'n' }), targets: o.targets.map((i) => g.players[i].name) });
            return fail(g, o, 'failed', say(g.lang, 'note.target-died', { target: target.name }));
        }
        const shield = untargetableStatus(g, target);
        if (shield && t !== o.actor) return fail(g, o, 'blocked', say(g.lang, 'note.target-shielded', { target: target.name, status: shield }));
        if (t !== o.actor && immuneToAbility(g, target, o)) return fail(g, o, 'blocked', say(g.lang, 'note.target-immune', { target: target.name, ability: o.ability.title }));
    }
    const cancel = cancelling(g, o);
    if (cancel) return fail(g, o, 'blocked', say(g.lang, 'note.cancelled', { ability: o.ability.title }));
    o.effective = extendTargets(g, o.targets, o.actor);
    for (const t of o.effective) g.facts.push({ kind: 'targeted', subject: t, source });
    if (g.traceOn && o.effective.length > o.targets.length) {
        const extra = o.effective.filter((t) => !o.targets.includes(t)).map((t) => g.players[t].name);
        g.log('info', say(g.lang, 'note.also-touches', { list: extra.join(', ') }), { source, targets: o.effective });
    }
    const chance = o.clauses.chance;
    if (chance !== null && chance < 1) {
        const roll = g.draw(say(g.lang, 'note.why-chance', { pct: Math.round(chance * 100), what: o.ability.title }), source);
        if (roll >= chance) return fail(g, o, 'failed', say(g.lang, 'note.chance-failed', { pct: Math.round(chance * 100) }));
    }
    return true;
}

/**
 * `target up to N`: each target is one of up to N, so a target who died earlier in the phase leaves
 * the order standing for the others (seed 000's Раздача: «до трех разных целей. Каждая получает
 * +1 карту»); the part on the dead one is refused with the reason. With every target dead the order
 * fails as a whole (below); a fixed count (`two players`) names a pair, which one death undoes.
 */
function dropDeadTargets(g: Game, o: Order): void {
    const living = o.targets.filter((t) => g.players[t].alive);
    if (living.length === o.targets.length || living.length === 0) return;
    const actor = g.players[o.actor];
    for (const t of o.targets) {
        if (living.includes(t)) continue;
        const target = g.players[t];
        g.rejected.push({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'reject.target-died-others', { target: target.name, g: target.gender ?? 'n', list: living.map((i) => g.players[i].name).join(', ') }), targets: [target.name] });
        g.traceOn && g.log('info', say(g.lang, 'note.target-died', { target: target.name }), { source: o.source, targets: [t] });
    }
    o.targets = living;
}

function deferredTargetProblem(g: Game, o: Order): string | null {
    const t = o.clauses.target!;
    for (const ti of o.targets) if (g.players[ti].alive) return say(g.lang, 'reject.target-alive', { target: g.players[ti].name, ability: o.ability.title });
    if (t.where) {
        for (const ti of o.targets) {
            const c = new Ctx(g, o.actor, o.actor, ti, o.targets, null, o.source);
            c.guess = o.guess; c.chosen = o.chosen; c.args = o.args;
            if (!truthy(t.where(c))) return whereRefusal(g, o.ability, t, ti, c);
        }
    }
    return null;
}

export function fail(g: Game, o: Order, outcome: Outcome, note: string): false {
    o.state = outcome === 'blocked' ? 'blocked' : 'failed';
    if (outcome === 'blocked' && o.use) o.use.void = true;
    g.traceOn && g.log(outcome, note, { source: o.source, targets: o.targets });
    return false;
}

/**
 * `redirect X to Y`: an order aimed at X goes to Y (engine/redirects.ts). The place where orders that
 * change other orders (redirection, bus driving, ...) rewrite an order's targets before it is carried out.
 */
function redirectOrder(g: Game, o: Order): void {
    const redirected = redirectTargets(g.players, o.targets, g.index);
    if (!redirected) return;
    // A bus drive is invisible to the actor (ROLES.md 5.7): results name the player he ordered.
    if (redirected.moved.some((m) => m.swap)) {
        const before = o.targets;
        o.named = redirected.targets.map((t, i) => redirected.moved.some((m) => m.swap && m.from === before[i] && m.to === t) ? before[i] : t);
    }
    o.targets = redirected.targets;
    if (!g.traceOn) return;
    const actor = g.players[o.actor];
    for (const m of redirected.moved) {
        const note = m.swap
            ? say(g.lang, 'nar.swap.moved', { actor: actor.name, from: g.players[m.from].name, to: g.players[m.to].name })
            : say(g.lang, 'note.order-redirected', { actor: actor.name, from: g.players[m.from].name, to: g.players[m.to].name });
        g.log('redirected', note, { source: o.source, targets: o.targets });
    }
}

/** `retarget orders of P to Y`: the puppet's order gets Y as its first target (or as its named player parameter). */
function possessOrder(g: Game, o: Order): void {
    const r = g.onOrders.retargetOf(o.actor, g.index);
    if (!r) return;
    const actor = g.players[o.actor].name;
    const which = r.param ? say(g.lang, 'nar.retarget.param', { param: r.param }) : say(g.lang, 'nar.retarget.first');
    const to = g.players[r.to].name;
    let from: string | null = null;
    if (r.param) {
        const declared = o.clauses.params.some((p) => p.kind === 'player' && p.name === r.param);
        if (declared) {
            from = String(o.args?.get(r.param) ?? '—');
            o.args = new Map(o.args ?? []).set(r.param, to);
        }
    } else if (o.targets.length > 0) {
        from = g.players[o.targets[0]].name;
        o.targets = [r.to, ...o.targets.slice(1)];
    }
    if (!g.traceOn) return;
    if (from === null) g.log('info', say(g.lang, 'nar.retarget.none', { actor, which }), { source: o.source, targets: o.targets });
    else g.log('redirected', say(g.lang, 'nar.retarget.moved', { actor, which, to, from }), { source: o.source, targets: o.targets });
}

/** `hold orders of X`: the order is set aside and resolves first in the next phase of the hold's kind. */
function holdOrder(g: Game, o: Order): boolean {
    const h = g.onOrders.holdOn(o.actor, g.index);
    if (!h) return false;
    const at = g.nextOfKind(g.index, h.kind);
    const number = (g.phaseCounts.get(h.kind) ?? 0) + 1;
    o.state = 'held';
    o.heldFrom = { phase: g.phase.title, number: g.number };
    g.onOrders.held.push({ at, order: o });
    g.traceOn && g.log('blocked', say(g.lang, 'nar.hold.held', { actor: g.players[o.actor].name, phase: g.ix.phases.get(h.kind)?.title ?? h.kind, number }), { source: o.source, targets: o.targets });
    return true;
}

/** A kept second order (`double orders of X`): it needs an unspent extra order of its actor; else it is rejected. */
function spendExtraOrder(g: Game, o: Order): boolean {
    const actor = g.players[o.actor];
    const extra = g.onOrders.spendExtra(o.actor, o.source, g.index);
    if (extra) {
        o.extraSpent = true;
        g.traceOn && g.log('info', say(g.lang, 'nar.double.used', { actor: actor.name, ability: o.ability.title, by: extra.source.actor >= 0 ? g.players[extra.source.actor].name : '—', from: extra.source.title }), { source: o.source, targets: o.targets });
        return true;
    }
    g.reject({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'nar.double.none', { actor: actor.name, ability: o.ability.title }), targets: o.targets.map((t) => g.players[t].name) });
    const uses = o.use ? actor.history?.get(o.ability.key) : undefined;
    const at = uses && o.use ? uses.indexOf(o.use) : -1;
    if (at >= 0) uses!.splice(at, 1);
    o.state = 'failed';
    return false;
}

/** Targets plus the players linked to them by `extend orders` (never the actor himself). */
function extendTargets(g: Game, targets: number[], actor: number): number[] {
    let out = targets;
    for (const t of targets) {
        for (const l of g.players[t].links) {
            if (!active(l, g.index) || l.to === actor) continue;
            if (out === targets) out = targets.slice();
            if (!out.includes(l.to)) out.push(l.to);
        }
    }
    return out;
}
