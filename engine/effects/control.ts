// Control: chance, loops, delays, carrying out other abilities (`perform`, `apply option`),
// prolonging effects, instant wins and defeats.
import type { Ctx } from '../context.js';
import { list } from '../expressions.js';
import { AFTER, SETUP } from '../game.js';
import type { DurationDef, EffectFn, SourceRef } from '../model/ruleset.js';
import { RefValue } from '../model/values.js';
import { RECORD_KINDS, type Timed } from '../state.js';
import { anyoneCoWinners, declareWinners } from '../win.js';
import { say } from '../l10n/catalogue.js';

/** `with chance P E [else F]`: one draw from the game's PRNG (recorded in the trace). */
export function chance(c: Ctx, p: number, then: EffectFn, otherwise: EffectFn | null, src: SourceRef): void {
    const roll = c.g.draw(say(c.g.lang, 'note.why-with-chance', { pct: Math.round(p * 100), line: src.line }), c.source);
    if (roll < p) then(c); else if (otherwise) otherwise(c);
}

/** `for each v in S E`: E once per member of S, in order. */
export function forEach(c: Ctx, set: unknown, body: (v: number) => void): void {
    for (const v of list(c, set)) body(v);
}

/** Runs an effect function in a context (used by delayed effects and triggers). */
export function run(c: Ctx, fn: EffectFn): void {
    fn(c);
}

/**
 * `delay until next [P] [stage S]` / `until stage S` / `until in N phases [stage S]`: the body
 * runs then (at the stage, or at the phase start without one) with this context's variables.
 */
export function delay(c: Ctx, timing: TimingDef, body: EffectFn, src: SourceRef): void {
    const g = c.g;
    let phase = g.index;
    // `end of phase` / `end of next phase`: with the effects delayed to the phase end (after voting).
    if (timing.atEnd) {
        const entry = { phase: g.index + (timing.following ? 1 : 0), stage: 'end', body, ctx: c, src };
        g.enqueue(AFTER, () => {
            g.delayed.push(entry);
            g.traceOn && g.log('applied', say(g.lang, 'note.scheduled-end', { phase: entry.phase }), { source: c.source, src });
        });
        return;
    }
    if (timing.inPhases !== null) phase = g.index + timing.inPhases;
    else if (timing.next) phase = timing.phase ? g.nextOfKind(g.index, timing.phase) : g.index + 1;
    else if (timing.stage !== null) {
        const order = g.ix.stageOrder.map((s) => s.id);
        if (order.indexOf(timing.stage) <= order.indexOf(g.stage.id)) phase = g.index + 1;
    }
    const entry = { phase, stage: timing.stage, body, ctx: c, src };
    g.enqueue(AFTER, () => {
        g.delayed.push(entry);
        g.traceOn && g.log('applied', say(g.lang, timing.stage ? 'note.scheduled-stage' : 'note.scheduled', { phase, stage: timing.stage ?? '' }), { source: c.source, src });
    });
}

export interface TimingDef { next: boolean; phase: string | null; stage: string | null; inPhases: number | null; atEnd?: boolean; following?: boolean }

/** `perform A`: carries out ability A (a `param ability` or a named one) with this order's targets. */
export function perform(c: Ctx, ability: unknown, src: SourceRef): void {
    const g = c.g;
    const ref = ability instanceof RefValue && ability.kind === 'ability' ? ability.id : null;
    // `Key/Option`: one option of the ability (seed 003's Джокер copies «Убить с особой жестокостью»).
    const slash = ref ? ref.indexOf('/') : -1;
    const def = ref ? g.ix.abilities.get(slash >= 0 ? ref.slice(0, slash) : ref) : undefined;
    const option = def && slash >= 0 ? def.options.find((o) => o.id === ref!.slice(slash + 1)) ?? null : null;
    if (!def || (!def.effect && !option?.effect)) { g.traceOn && g.log('failed', say(g.lang, 'note.perform-none'), { source: c.source, src }); return; }
    // An ability that (through others) performs itself would recurse without end: the inner `perform` does nothing.
    if (performing.has(def.key)) { g.traceOn && g.log('failed', say(g.lang, 'note.perform-running', { ability: def.title }), { source: c.source, src }); return; }
    g.traceOn && g.log('applied', say(g.lang, option ? 'note.performs-option' : 'note.performs', { ability: def.title, option: option?.title ?? '' }), { source: c.source, targets: c.targets, src });
    performing.add(def.key);
    try {
        def.effect?.(c);
        if (option?.effect && !def.appliesOption) option.effect(c);
    } finally {
        performing.delete(def.key);
    }
}

/** The abilities `perform` is carrying out right now (effects run synchronously). */
const performing = new Set<string>();

/** `apply option`: the chosen option's effects run here (otherwise after the ability's own). */
export function applyOption(c: Ctx, _src: SourceRef): void {
    const option = c.order?.option;
    if (option?.effect) option.effect(c);
}

/** `prolong A [of X] DURATION`: A's effects still running on X (or the actor) last that much longer. */
export function prolong(c: Ctx, ability: string, who: unknown, duration: DurationDef, src: SourceRef): void {
    const g = c.g;
    const key = ability.startsWith('ability:') ? ability.slice('ability:'.length) : ability;
    const subjects = who === null ? [c.self] : list(c, who);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            const p = g.players[v];
            let n = 0;
            for (const kind of RECORD_KINDS) {
                for (const r of p[kind] as Timed[]) if (r.key === key && r.until >= g.index && r.until < span.until) { r.until = span.until; n++; }
            }
            for (const r of p.protections) if (r.key === key && r.until >= g.index && r.until < span.until) { r.until = span.until; n++; }
            g.traceOn && g.log(n > 0 ? 'applied' : 'failed', say(g.lang, 'note.prolonged', { n, ability: g.ix.abilities.get(key)?.title ?? key, player: p.name, phase: span.until }), { source: c.source, targets: [v], src });
        }
    });
}

/** `win for X`: an instant win for X (players; a faction or role name means its members). */
export function win(c: Ctx, winners: unknown, src: SourceRef): void {
    const g = c.g;
    const who = winners instanceof RefValue ? (g.players.filter((p) => (winners.kind === 'role' ? p.roles.includes(winners.id) : g.factionsOf(p).includes(winners.id))).map((p) => p.index)) : list(c, winners);
    g.enqueue(AFTER, () => {
        if (g.winner || who.length === 0) return;
        g.traceOn && g.log('applied', say(g.lang, 'note.instant-win', { players: who.map((x) => g.players[x].name).join(', ') }), { source: c.source, targets: who, src });
        declareWinners(g, [...who, ...anyoneCoWinners(g, who)].sort((a, b) => a - b), null);
    });
}

/** `defeat X`: these players lose even if their own win condition holds. */
export function defeat(c: Ctx, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        for (const v of subjects) g.defeated.add(v);
        g.traceOn && g.log('applied', say(g.lang, 'note.defeat', { players: subjects.map((x) => g.players[x].name).join(', ') || say(g.lang, 'word.nobody') }), { source: c.source, targets: subjects, src });
    });
}
