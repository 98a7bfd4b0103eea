// Orders and access: what blocks, redirects, extends, cancels, permits or disables orders, and
// abilities copied from other players or roles.
import type { Ctx } from '../context.js';
import { list, one } from '../expressions.js';
import { SETUP } from '../game.js';
import { matcher } from '../matching.js';
import type { DurationDef, RefString, SourceRef } from '../model/ruleset.js';
import { RefValue } from '../model/values.js';
import { hit } from './reach.js';
import { say } from '../l10n/catalogue.js';

/** `block X [duration]`: X's orders that resolve later (a later stage or phase) fail. Default: this phase. */
export function block(c: Ctx, who: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    hit(g, c, subjects);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('blocks', span);
            g.traceOn && g.log('applied', say(g.lang, 'note.is-blocked', { player: g.players[v].name }), { source: c.source, targets: [v], src });
        }
    });
}

/** `extend orders on A to B [duration]`: orders aimed at A also touch B. Default: this phase. */
export function extend(c: Ctx, from: unknown, to: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const a = list(c, from);
    const b = list(c, to);
    const span = g.span(duration, 'phase');
    g.enqueue(SETUP, () => {
        for (const x of a) for (const y of b) {
            if (x === y) continue;
            g.players[x].add('links', { from: span.from, until: span.until, to: y, src });
            g.traceOn && g.log('applied', say(g.lang, 'note.extend', { from: g.players[x].name, to: g.players[y].name }), { source: c.source, targets: [x, y], src });
        }
    });
}

/** `redirect X to Y`: orders aimed at X that resolve later this phase go to Y instead (engine/redirects.ts). */
export function redirect(c: Ctx, who: unknown, to: unknown, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const dest = one(c, to);
    hit(g, c, subjects);
    if (dest < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('redirects', { from: g.index, until: g.index, to: dest });
            g.traceOn && g.log('applied', say(g.lang, 'note.redirect', { from: g.players[v].name, to: g.players[dest].name }), { source: c.source, targets: [v, dest], src });
        }
    });
}

/** `cancel A, B | attacks [by X] [on Y] [duration]`: those orders (or attacks) are void. Default: this phase. */
export function cancel(c: Ctx, abilities: readonly RefString[] | null, attacks: boolean, actors: unknown, target: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const span = g.span(duration, 'phase');
    const record = { from: span.from, until: span.until, abilities: abilities ? matcher(g.ix, abilities) : null, attacks, actors: actors === null ? null : list(c, actors), targets: target === null ? null : list(c, target) };
    g.enqueue(SETUP, () => {
        g.cancels.push(record);
        g.traceOn && g.log('applied', [say(g.lang, attacks ? 'note.cancel-attacks' : 'note.cancel-orders'), record.actors?.length ? say(g.lang, 'note.cancel-by', { list: record.actors.map((x) => g.players[x].name).join(', ') }) : '', record.targets?.length ? say(g.lang, 'note.cancel-on', { list: record.targets.map((x) => g.players[x].name).join(', ') }) : ''].filter(Boolean).join(' '), { source: c.source, src });
    });
}

/** `permit X to use all|A, B from S1, S2 [duration]`: those statuses do not block those abilities. Default: this phase. */
export function permit(c: Ctx, who: unknown, abilities: readonly RefString[] | null, statuses: string[], duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    const m = abilities ? matcher(g.ix, abilities) : null;
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('permits', { from: span.from, until: span.until, key: c.source.key, abilities: m, statuses });
            g.traceOn && g.log('applied', say(g.lang, 'note.permit', { player: g.players[v].name, statuses: statuses.map((x) => g.ix.statusTitle(x)).join(', ') }), { source: c.source, targets: [v], src });
        }
    });
}

/** `disable A of X [duration]`: X cannot use those abilities. Default: this phase. */
export function disable(c: Ctx, abilities: readonly RefString[], who: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    const m = matcher(g.ix, abilities);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('disabled', { from: span.from, until: span.until, key: c.source.key, abilities: m });
            g.traceOn && g.log('applied', say(g.lang, 'note.disabled', { player: g.players[v].name }), { source: c.source, targets: [v], src });
        }
    });
}

/** `copy abilities of X to Y [duration]`: Y may use X's roles' abilities. Default: for the game. */
export function copy(c: Ctx, from: unknown, to: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const targets = list(c, to);
    const span = g.span(duration, 'game');
    // `copy abilities of target.Явная`: one role's abilities (seed 000's Мародер, Подменыш), not the player's.
    if (from instanceof RefValue && from.kind === 'role') {
        g.enqueue(SETUP, () => {
            for (const v of targets) {
                g.players[v].add('copies', { from: span.from, until: span.until, key: c.source.key, roles: [from.id] });
                g.traceOn && g.log('applied', say(g.lang, 'note.copies', { player: g.players[v].name, from: g.ix.roleTitle(from.id) }), { source: c.source, targets: [v], src });
            }
        });
        return;
    }
    const source = one(c, from);
    if (source < 0) return;
    g.enqueue(SETUP, () => {
        for (const v of targets) {
            g.players[v].add('copies', { from: span.from, until: span.until, key: c.source.key, roles: g.players[source].roles.slice() });
            g.traceOn && g.log('applied', say(g.lang, 'note.copies', { player: g.players[v].name, from: g.players[source].name }), { source: c.source, targets: [v, source], src });
        }
    });
}
