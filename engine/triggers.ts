// Triggered abilities: `on death|lynch|targeted|kill|start|end|condition|deal [of X] [by S]
// [phase P] [when C]`. Without `of`, death/lynch/targeted/kill are about the holder himself
// (his own death, his own lynching, orders aimed at him, kills aimed at him even if prevented); with `of X`, about
// any player matching X while the holder is alive. `condition` triggers fire when their
// condition becomes true (checked after every stage and at the phase end). A trigger with a
// `stage` clause runs at that stage if it is still to come in this phase.
import { Ctx, type ActionSource } from './context.js';
import type { Game } from './game.js';
import { truthy } from './model/values.js';
import { matcher } from './matching.js';
import { checkLimits } from './orders.js';
import type { AbilityDef, TriggerDef } from './model/ruleset.js';
import type { PlayerState } from './state.js';
import { say } from './l10n/catalogue.js';
import { voteActionContext } from './vote-actions.js';
import { stackDepth } from './stacking.js';

export interface TriggerEvent {
    /** Whom it is about: the dead, the lynched, the targeted, the killed. */
    subject: number;
    /** What caused it (the killer's ability, the targeting order). */
    source: ActionSource | null;
    actor: number;
    cause?: string;
    voters?: number[];
    /** Who caused it (all killers of the dead). */
    attackers?: number[];
    /** What was learned (`on learn`), and of which property (`on learn P`). */
    value?: string | number;
    property?: string;
    /** `on vote`: whom the vote is on (the trigger's `target`; the subject is the voter). */
    target?: number;
    /** `on visit`: the visit was by the order's first target. */
    first?: boolean;
    /** `on kill`: each killer and how far into the victim's stack his kill got (`on kill reaching`). */
    reach?: KillReach[];
}

/** A kill's attacker and the depth of the outermost defence that stopped it (Infinity: none did; engine/stacking.ts). */
export interface KillReach { actor: number; depth: number }

export function fireTriggers(g: Game, kind: TriggerDef['event'], ev: TriggerEvent | null): void {
    const defs = g.ix.triggersByEvent.get(kind);
    if (!defs) return;
    for (const p of g.players) {
        for (const tr of g.triggersOf(p)) {
            if (tr.event !== kind) continue;
            if (tr.phase && tr.phase !== g.phase.id) continue;
            if (!applies(g, tr, p, ev)) continue;
            fire(g, tr, p, ev);
        }
    }
}

/**
 * Only the triggers a player holds about himself (no `of`) that read the event's killers, for one
 * event: seed 003's Хохол avenging a killer whose shot landed after his death (killers.ts). The
 * others (a gift, a message) already ran at his death.
 */
export function fireOwnKillerTriggers(g: Game, kind: TriggerDef['event'], holder: number, ev: TriggerEvent): void {
    if (!g.ix.triggersByEvent.has(kind)) return;
    const p = g.players[holder];
    for (const tr of g.triggersOf(p)) {
        if (tr.event !== kind || tr.subjects.length > 0 || !tr.readsAttackers) continue;
        if (tr.phase && tr.phase !== g.phase.id) continue;
        if (!applies(g, tr, p, ev)) continue;
        fire(g, tr, p, ev);
    }
}

function applies(g: Game, tr: TriggerDef, holder: PlayerState, ev: TriggerEvent | null): boolean {
    if (!ev) return holder.alive;
    if (tr.sources.length > 0 && (!ev.source || !matcher(g.ix, tr.sources).source(ev.source))) return false;
    if (tr.excluded && tr.excluded.length > 0 && ev.source && matcher(g.ix, tr.excluded).source(ev.source)) return false;
    switch (tr.event) {
        case 'death':
        case 'dying':
        case 'lynch':
        case 'learn':
        case 'targeted':
        case 'kill':
        case 'vote':
        case 'visit':
            if (tr.event === 'visit' && tr.firstTarget && !ev.first) return false;
            if (tr.event === 'learn' && tr.learned && ev.property !== tr.learned) return false;
            if (tr.subjects.length === 0) return ev.subject === holder.index;
            return holder.alive && ev.subject !== holder.index && matcher(g.ix, tr.subjects).player(g.players[ev.subject], g.index);
        case 'win':
            return ev.subject === holder.index;
        default:
            return holder.alive;
    }
}

function fire(g: Game, tr: TriggerDef, holder: PlayerState, ev: TriggerEvent | null): void {
    const source: ActionSource = { kind: 'trigger', key: tr.key, title: tr.title, option: null, actor: holder.index, roles: [tr.owner], factions: g.factionsOf(holder), src: tr.src };
    const subject = ev ? ev.subject : -1;
    const aimed = ev?.target ?? subject;
    const c = new Ctx(g, holder.index, holder.index, aimed, aimed >= 0 ? [aimed] : [], null, source);
    // `on visit`: the visitor (`visitors`, `attackers`).
    if (ev && tr.event === 'visit') c.visitors = [ev.actor];
    if (ev?.voters) c.voters = ev.voters;
    if (ev?.value !== undefined) c.value = ev.value;
    if (ev && tr.event === 'kill') c.victims = [ev.subject];
    if (ev?.attackers) c.attackers = ev.attackers;
    else if (ev?.source && ev.source.actor >= 0) c.attackers = [ev.source.actor];
    // `on kill reaching`: only the kills no defence outside the trigger's layer stopped (engine/stacking.ts).
    if (tr.reaching && tr.event === 'kill') {
        const depth = stackDepth(holder.roles, tr.owner, (r) => !!g.ix.roles.get(r)?.modifier);
        const reached = (ev?.reach ?? []).filter((r) => r.depth >= depth).map((r) => r.actor);
        if (reached.length === 0) return;
        c.attackers = [...new Set(reached)];
    }
    if (tr.when && !truthy(tr.when(c))) return;
    const limit = checkLimits(g, holder, tr as unknown as AbilityDef, tr, subject >= 0 ? [subject] : [], source);
    if (limit) { g.traceOn && g.log('failed', say(g.lang, 'note.trigger-limit', { trigger: tr.title, why: limit }), { source }); return; }
    if (tr.chance !== null && tr.chance < 1) {
        const roll = g.draw(say(g.lang, 'note.why-chance', { pct: Math.round(tr.chance * 100), what: tr.title }), source);
        if (roll >= tr.chance) { g.traceOn && g.log('failed', say(g.lang, 'note.trigger-chance', { trigger: tr.title }), { source }); return; }
    }
    holder.recordUse(tr.key, { phase: g.index, targets: subject >= 0 ? [subject] : [] });
    if (!tr.effect) return;
    const effect = tr.effect;
    // A vote's side effect is the voter's action: it meets the blocks, possessions, holds and swaps in
    // force on him (engine/vote-actions.ts); its `stage` places it only when a hold carries it on.
    if (tr.event === 'vote') {
        const acted = voteActionContext(g, tr, holder, c);
        if (!acted) return;
        g.traceOn && g.log('applied', say(g.lang, 'note.trigger', { trigger: tr.title, player: holder.name }), { source, targets: acted.targets });
        effect(acted);
        return;
    }
    const order = g.ix.stageOrder.map((s) => s.id);
    if (tr.stage !== null && order.indexOf(tr.stage) > (g.beforeStages ? -1 : order.indexOf(g.stage.id))) {
        g.delayed.push({ phase: g.index, stage: tr.stage, body: effect, ctx: c, src: tr.src });
        g.traceOn && g.log('info', say(g.lang, 'note.trigger-waits', { trigger: tr.title, player: holder.name }), { source, targets: c.targets });
        return;
    }
    g.traceOn && g.log('applied', say(g.lang, 'note.trigger', { trigger: tr.title, player: holder.name }), { source, targets: c.targets });
    effect(c);
}

/** Condition triggers: fire for each living holder whose condition turned true since the last check. */
export function runConditionTriggers(g: Game): void {
    const defs = g.ix.triggersByEvent.get('condition');
    if (!defs) return;
    for (const p of g.players) {
        if (!p.alive) continue;
        // The player's condition triggers, remembered while his trigger list stays (no WeakMap look-up per player and settle).
        const list = g.triggersOf(p);
        if (p.conditionsFor !== list) { p.conditionsFor = list; p.conditions = conditionTriggers(list); }
        for (const tr of p.conditions) {
            const source: ActionSource = { kind: 'trigger', key: tr.key, title: tr.title, option: null, actor: p.index, roles: [tr.owner], factions: g.factionsOf(p), src: tr.src };
            const now = truthy(tr.when!(new Ctx(g, p.index, p.index, -1, [], null, source)));
            // By trigger, then by player (asked after every settle, for every living holder).
            let byPlayer = g.condState.get(tr.key);
            if (!byPlayer) g.condState.set(tr.key, (byPlayer = []));
            const before = byPlayer[p.index] ?? false;
            byPlayer[p.index] = now;
            if (now && !before) {
                const c = new Ctx(g, p.index, p.index, -1, [], null, source);
                g.traceOn && g.log('applied', say(g.lang, 'note.trigger-condition', { trigger: tr.title, player: p.name }), { source });
                if (tr.effect) tr.effect(c);
            }
        }
    }
}

// The condition triggers of a player's trigger list (the lists are shared while roles stay: Game.triggersOf).
const conditionLists = new WeakMap<readonly TriggerDef[], TriggerDef[]>();

function conditionTriggers(list: readonly TriggerDef[]): TriggerDef[] {
    let out = conditionLists.get(list);
    if (!out) conditionLists.set(list, (out = list.filter((tr) => tr.event === 'condition' && !!tr.when)));
    return out;
}
