// Harm and its prevention: kills, attacks, damage, healing, revival, protections, reductions,
// stand-ins. Harm is queued here and resolved per batch by engine/phase/harm.ts.
import type { Ctx } from '../context.js';
import { list, one } from '../expressions.js';
import { HARM, HEAL, type KillInstance, SETUP } from '../game.js';
import { matcher } from '../matching.js';
import type { DurationDef, EffectFn, Fn, RefString, SourceRef } from '../model/ruleset.js';
import { hit } from './reach.js';
import { say } from '../l10n/catalogue.js';

/** `kill X [bloody] [then E]`: X dies unless protected; E runs after, with `victims` = who died. */
export function kill(c: Ctx, who: unknown, bloody: boolean, then: EffectFn | null, src: SourceRef, opts?: { reveal: 'revealed' | 'hidden' | null; unstoppable: boolean } | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    if (subjects.length === 0) { g.traceOn && g.log('failed', say(g.lang, 'note.kill-nobody'), { source: c.source, src }); return; }
    hit(g, c, subjects);
    const inst: KillInstance | null = then ? { subjects, then, ctx: c, victims: [] } : null;
    g.enqueue(HARM, () => {
        for (const v of subjects) g.harm.push({ victim: v, kind: 'kill', amount: 0, bloody, unstoppable: opts?.unstoppable, reveal: opts?.reveal, source: c.source, ctx: c, src, effect: inst });
    });
}

/** `attack X for N` (protections from attacks apply) / `damage X for N` (only from damage). */
export function damage(c: Ctx, who: unknown, amount: number, attack: boolean, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(HARM, () => {
        for (const v of subjects) g.harm.push({ victim: v, kind: attack ? 'attack' : 'damage', amount, bloody: false, source: c.source, ctx: c, src, effect: null });
    });
}

/** `heal X for N`: N lives back (up to the maximum); nothing in rule sets without lives. */
export function heal(c: Ctx, who: unknown, amount: number, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(HEAL, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (!p.alive || p.hp === null) { g.traceOn && g.log('failed', say(g.lang, 'note.cannot-heal', { player: p.name }), { source: c.source, targets: [v], src }); continue; }
            const before = p.hp;
            g.setHp(p, before + amount);
            g.traceOn && g.log('applied', say(g.lang, 'note.heals', { player: p.name, before: String(before), after: String(p.hp) }), { source: c.source, targets: [v], src });
        }
    });
}

/** `revive X`: X is alive again, with his starting lives. */
export function revive(c: Ctx, who: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(HEAL, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (p.alive) continue;
            const sameNight = p.deathPhase === g.index;
            p.alive = true;
            g.version++;
            p.deathPhase = 0;
            p.deathCause = '';
            if (p.hp !== null) g.setHp(p, g.startingHp(p));
            // Saved before the phase's results are out (seed 003's Реаниматор «ходит последним»): the death was never
            // announced; otherwise he comes back.
            if (sameNight) g.events = g.events.filter((e) => !((e.kind === 'death' || e.kind === 'reveal') && e.subject === p.name));
            else g.emit({ kind: 'message', public: true, text: `${p.name} возвращается в игру.` });
            g.traceOn && g.log('applied', say(g.lang, 'note.revived', { player: p.name }), { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `protect X from kills|attacks|damage|everything [by S] [once] [unless C] [duration]`: the
 * next harm of that scope from S (any source if no `by`) does not happen. `unless C` is checked
 * when the harm arrives, with `target` = the protected player. `once`: the protection is spent
 * by the first harm it stops but holds to the end of that phase (any number of attackers); a
 * passive ability's, given again every phase, is spent for the game. Default duration: this phase.
 */
export function protect(c: Ctx, who: unknown, scope: 'kills' | 'attacks' | 'damage' | 'everything', sources: readonly RefString[] | null, once: boolean, unless: Fn<unknown> | null, duration: DurationDef | null, src: SourceRef, except?: readonly RefString[] | null): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    const m = sources && sources.length > 0 ? matcher(g.ix, sources) : null;
    const ex = except && except.length > 0 ? matcher(g.ix, except) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if (once && g.players[v].spentOnce?.has(`${c.self}:${c.source.key}`)) continue;
            g.players[v].add('protections', { from: span.from, until: span.until, key: c.source.key, scope, sources: m, except: ex, once, usedAt: 0, unless, ctx: c.with({ target: v }), by: c.source, src });
            g.traceOn && g.log('applied', say(g.lang, once ? 'note.protected-once' : 'note.protected', { player: g.players[v].name, scope: say(g.lang, `word.harm.${scope}`) }), { source: c.source, targets: [v], src });
        }
    });
}

/** `reduce attacks|damage on X by N [except S] [duration]`: each harm of that kind is N less. Default: this phase. */
export function reduce(c: Ctx, scope: 'attacks' | 'damage', who: unknown, amount: number, except: readonly RefString[] | null, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'phase');
    const ex = except && except.length > 0 ? matcher(g.ix, except) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('reductions', { from: span.from, until: span.until, key: c.source.key, scope, amount, except: ex });
            g.traceOn && g.log('applied', say(g.lang, 'note.reduced', { player: g.players[v].name, scope: say(g.lang, `word.reduce.${scope}`), amount }), { source: c.source, targets: [v], src });
        }
    });
}

/** `substitute S for X on kills|execution [duration]`: S dies (or is executed) in X's place. Default: this phase. */
export function substitute(c: Ctx, by: unknown, who: unknown, scope: 'kills' | 'execution', duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const stand = one(c, by);
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    if (stand < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if (v === stand) continue;
            g.players[v].add('substitutes', { from: span.from, until: span.until, key: c.source.key, by: stand, scope });
            g.traceOn && g.log('applied', say(g.lang, 'note.stands-in', { stand: g.players[stand].name, player: g.players[v].name, scope: say(g.lang, `word.stand.${scope}`) }), { source: c.source, targets: [v, stand], src });
        }
    });
}
