// Statuses given and taken away, and immunities (to statuses, abilities, guises, execution).
import type { Ctx } from '../context.js';
import { list } from '../expressions.js';
import { type Game, SETUP } from '../game.js';
import { END_STAGE } from '../rule-index.js';
import { matcher } from '../matching.js';
import type { DurationDef, RefString, SourceRef } from '../model/ruleset.js';
import { active, FOREVER, type Immunity } from '../state.js';
import { hit, shielded } from './reach.js';
import { say } from '../l10n/catalogue.js';

/** `give X status S [duration]`: default duration: the status's `lasts`, else the rest of the game. */
export function giveStatus(c: Ctx, who: unknown, status: string, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration ?? g.ix.statuses.get(status)?.lasts ?? null, 'game');
    const def = g.ix.statuses.get(status);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            const p = g.players[v];
            if (def?.aliveOnly && !p.alive) { g.traceOn && g.log('failed', say(g.lang, 'note.status-dead', { player: p.name, status: def.title }), { source: c.source, targets: [v], src }); continue; }
            // Immunity counts when the status would start (Амнистия: «На следующую фазу цель не попадёт в Тюрьму»
            // also stops a Тюрьма given now for the next phase, 000-E26).
            const at = Math.max(span.from, g.index);
            if (shielded(g, c, v)) { g.traceOn && g.log('protected', say(g.lang, 'note.status-protected', { player: p.name, status: g.ix.statusTitle(status) }), { source: c.source, targets: [v], src }); continue; }
            let from = firstUncovered(g, c, p.immunities, status, at, span.until, g.index);
            // Given at the phase end (the Мститель's «в конце следующей фазы он попадает в Тюрьму»), it first
            // matters in the next phase: an immunity for that phase (Амнистия given now, 000-E51) puts it off
            // past it, as it does a status given for the next phase.
            if (from === g.index && g.stage === END_STAGE) {
                const next = firstUncovered(g, c, p.immunities, status, g.index + 1, span.until, g.index + 1);
                if (next > g.index + 1) from = next;
            }
            if (from > span.until) { g.traceOn && g.log('blocked', say(g.lang, 'note.status-immune', { player: p.name, status: g.ix.statusTitle(status) }), { source: c.source, targets: [v], src }); continue; }
            g.addStatus(p, status, from === at ? span.from : from, span.until, false, c.source.key);
            g.traceOn && g.log('applied', say(g.lang, 'note.status-gets', { player: g.players[v].name, status: g.ix.statusTitle(status) }), { source: c.source, targets: [v], src });
        }
    });
}

/**
 * The first phase from `at` in which no immunity keeps the status off. A passive's immunity (renewed every
 * phase: Журналист's Свобода слова) covers the whole span; one that is only for some phases (Амнистия:
 * «На следующую фазу цель не попадёт в Тюрьму») covers those only, so a longer Тюрьма (Инквизитор's Арест
 * «на следующие сутки», 000-E18/E26) still starts after it. An immunity in force `now` also covers the start.
 */
function firstUncovered(g: Game, c: Ctx, ims: readonly Immunity[], status: string, at: number, until: number, now: number): number {
    const mine = ims.filter((im) => im.statuses.includes(status) && !im.exceptRefs?.source(c.source));
    if (mine.some((im) => (active(im, now) || active(im, at)) && (im.until === FOREVER || !!(im.key && g.ix.abilities.get(im.key)?.passive)))) return until + 1;
    let f = at;
    for (let moved = true; moved && f <= until;) {
        moved = false;
        for (const im of mine) {
            if (active(im, f) || (f === at && active(im, now))) { f = Math.max(f + 1, im.until + 1); moved = true; }
        }
    }
    return f;
}

/** `remove status S from X`. */
export function removeStatus(c: Ctx, who: unknown, status: string, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.removeStatus(g.players[v], status);
            g.traceOn && g.log('applied', say(g.lang, 'note.status-loses', { player: g.players[v].name, status: g.ix.statusTitle(status) }), { source: c.source, targets: [v], src });
        }
    });
}

/**
 * `immune X to status S... | [public|secret] abilities | guises | execution | A, B [except ...]`:
 * the statuses are not given to X; orders of those abilities aimed at X are void; X gets no
 * guises; X cannot be executed. Exceptions name abilities (or voting), or classes of abilities
 * by what they do: `damage`, `attacks`, `protections`. Default duration: the rest of the game.
 */
export function immune(c: Ctx, who: unknown, spec: { statuses: string[]; abilities: boolean; visibility: 'public' | 'secret' | null; guises: boolean; execution: boolean; named: readonly RefString[] | null; exceptRefs: readonly RefString[]; exceptKinds: string[] }, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'game');
    const named = spec.named && spec.named.length > 0 ? matcher(g.ix, spec.named) : null;
    const exceptRefs = spec.exceptRefs.length > 0 ? matcher(g.ix, spec.exceptRefs) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('immunities', { from: span.from, until: span.until, key: c.source.key, statuses: spec.statuses, abilities: spec.abilities, visibility: spec.visibility, guises: spec.guises, execution: spec.execution, named, exceptRefs, exceptKinds: spec.exceptKinds });
            // Statuses it is immune to end now (Мститель «не может иметь статус Госпиталь»), but not one an excepted
            // source gave (seed 000's Журналист jailed by Голосование: «кроме способности Голосование»).
            for (const st of spec.statuses) {
                const p = g.players[v];
                if (!p.hasStatus(st, g.index)) continue;
                if (exceptRefs && p.statuses.some((r) => r.id === st && r.key !== undefined && exceptRefs.sourceKey(r.key))) continue;
                g.removeStatus(p, st);
            }
            g.traceOn && g.log('applied', say(g.lang, 'note.immune', { player: g.players[v].name }), { source: c.source, targets: [v], src });
        }
    });
}
