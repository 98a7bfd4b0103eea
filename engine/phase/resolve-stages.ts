// Resolving the phase's orders: `instant` ones right after they are given, then stage by stage in
// resolution order (each stage: delayed effects due at it, its passive effects, then its orders;
// a `simultaneous` stage checks every order and computes every effect from the state at the stage
// start, then applies them together).
import { Ctx } from '../context.js';
import type { Game } from '../game.js';
import type { AbilityDef, StageDef } from '../model/ruleset.js';
import { collectiveKey, type Order } from '../order.js';
import { texts } from '../texts.js';
import { fireTriggers } from '../triggers.js';
import { visitsOf } from '../targeting.js';
import { flush } from './apply-effects.js';
import { checkAtResolution } from './check-orders.js';
import { settle } from './deaths.js';
import { runDelayed } from './delayed.js';
import { passivesIn, runPassive } from './passives.js';
import { say } from '../l10n/catalogue.js';

/** `instant` orders resolve right after they are given, before every stage. */
export function resolveInstant(g: Game): void {
    if (g.orders.length === 0) return;
    const instant = g.orders.filter((o) => o.clauses.instant && o.state === 'accepted');
    if (instant.length === 0) return;
    for (const o of instant) {
        if (g.winner) break;
        if (checkAtResolution(g, o)) { runOrder(g, o); flush(g); }
    }
    settle(g);
}

/** Every stage in resolution order, until a win ends the game. */
export function resolveStages(g: Game): void {
    g.beforeStages = false;
    for (const stage of g.ix.stageOrder) {
        if (g.winner) break;
        runStage(g, stage);
    }
}

function runStage(g: Game, stage: StageDef): void {
    g.stage = stage;
    if (g.delayed.length > 0) runDelayed(g, stage.id);
    let orders = g.orders.length === 0 ? NO_ORDERS : g.orders.filter((o) => (o.clauses.stage ?? '') === stage.id && o.state === 'accepted');
    // A performed (copied) action is "weaker": it comes after the genuine holders' orders.
    if (orders.some((o) => o.performs)) orders = [...orders.filter((o) => !o.performs), ...orders.filter((o) => o.performs)];
    // Unstaged passives ran at the phase start.
    const passives = g.ix.hasPassiveEffects && stage.id !== '' ? passivesIn(g, stage.id) : NO_PASSIVES;
    if (orders.length === 0 && passives.length === 0) return;
    // Staged passive effects apply before the stage's orders are checked.
    if (passives.length > 0) {
        for (const p of passives) runPassive(g, p.ability, p.holder);
        flush(g);
    }
    if (stage.simultaneous) {
        const ready = orders.filter((o) => checkAtResolution(g, o));
        for (const o of collectiveGroups(g, ready)) runOrder(g, o);
        flush(g);
    } else {
        for (const o of orders) {
            if (g.winner) break;
            if (o.state !== 'accepted') continue;   // it joined a collective action run earlier
            if (o.clauses.collective) {
                // The collective action resolves where its first order stands, with every order of it.
                const group = orders.filter((x) => x.state === 'accepted' && x.clauses.collective && collectiveKey(x) === collectiveKey(o));
                for (const x of collectiveGroups(g, group.filter((x) => checkAtResolution(g, x)))) { runOrder(g, x); flush(g); }
                continue;
            }
            if (checkAtResolution(g, o)) { runOrder(g, o); flush(g); }
        }
    }
    settle(g);
}

/** Carries out an order that passed its checks: trace, public notice, `targeted` triggers, its effect. */
export function runOrder(g: Game, o: Order): void {
    o.state = 'done';
    const source = o.source;
    const c = new Ctx(g, o.actor, o.actor, o.targets.length > 0 ? o.targets[0] : -1, o.targets, o, source);
    c.guess = o.guess;
    c.chosen = o.chosen;
    c.args = o.args;
    if (o.actors) c.actors = o.actors;
    g.traceOn && g.log('applied', `${o.ability.title}${o.option ? ` (${o.option.title})` : ''}`, { source, targets: o.effective });
    if (o.ability.visibility === 'public' || o.clauses.visibility === 'public') {
        const names = o.targets.map((t) => g.players[t].name);
        g.emit({ kind: 'message', public: true, text: texts.publicAction(g, g.players[o.actor].name, o.ability.title, names) });
    }
    if (g.ix.triggersByEvent.has('targeted')) for (const t of o.effective) if (t !== o.actor) fireTriggers(g, 'targeted', { subject: t, source, actor: o.actor });
    // `on visit` (engine/targeting.ts): every visit, hidden ones too; the Paranoid Gun Owner shoots here, before the effect.
    if (g.ix.triggersByEvent.has('visit')) {
        for (const v of visitsOf(o, g.index, false)) fireTriggers(g, 'visit', { subject: v.target, source, actor: v.actor, first: v.first });
        // The shot lands before the order's effect (ROLES.md 5.5.5): a Vengeful Doctor shot for his visit kills the
        // gun owner before his protection is on him. A simultaneous stage (stage resolution) applies all together.
        if ((g.natural || !g.stage.simultaneous) && (g.pending.length > 0 || g.harm.length > 0)) flush(g);
    }
    // Members who applied a collective majority action too few joined (seed 000: «применили её») still acted on the target.
    if (o.short) { g.traceOn && g.log('failed', o.short, { source, targets: o.effective }); return; }
    if (o.clauses.effect) o.clauses.effect(c);
}

const NO_ORDERS: Order[] = [];
const NO_PASSIVES: Array<{ ability: AbilityDef; holder: number }> = [];

/**
 * Orders of collective abilities on the same target(s) become one action with every actor: the first
 * order carries it out, the others join it (a trace step each). A `collective majority` action needs
 * more than half of the ability's living holders; short of that, it is carried out (the members applied
 * it: they visited the target) without its effect, and a trace step says why.
 */
export function collectiveGroups(g: Game, orders: Order[]): Order[] {
    if (!orders.some((o) => o.clauses.collective)) return orders;
    const out: Order[] = [];
    const groups = new Map<string, Order[]>();
    for (const o of orders) {
        if (!o.clauses.collective) { out.push(o); continue; }
        const key = collectiveKey(o);
        const group = groups.get(key);
        if (group) { group.push(o); continue; }
        groups.set(key, [o]);
        out.push(o);
    }
    for (const group of groups.values()) {
        const [lead, ...joined] = group;
        if (lead.clauses.quorum === 'majority') {
            const holders = g.players.filter((p) => p.alive && g.abilitiesOf(p).includes(lead.ability)).length;
            const needed = Math.floor(holders / 2) + 1;
            if (group.length < needed) lead.short = say(g.lang, 'note.quorum', { k: group.length, need: needed, holders });
        }
        if (joined.length === 0) continue;
        lead.actors = group.map((o) => o.actor);
        for (const o of joined) {
            o.state = 'done';
            g.traceOn && g.log('applied', say(g.lang, 'note.joins', { player: g.players[lead.actor].name, ability: lead.ability.title }), { source: o.source, targets: o.effective });
        }
    }
    return out;
}


