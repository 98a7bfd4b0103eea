// Guises added or replaced (`add guise`, `replace guises`).
import type { Ctx } from '../context.js';
import { list, one } from '../expressions.js';
import { type Game, SETUP } from '../game.js';
import type { DurationDef, SourceRef } from '../model/ruleset.js';
import { RefValue } from '../model/values.js';
import { active } from '../state.js';
import { guisePool, guiseTitle } from './guise-pool.js';
import { say } from '../l10n/catalogue.js';

/** `add guise R to X [times N] [duration]`: N more copies of R in X's guises. Default: for the game. */
export function addGuise(c: Ctx, role: string, who: unknown, times: number, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = g.subjects(c, list(c, who));
    const span = g.span(duration, 'game');
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            if (immuneToGuises(g, v, c)) { g.traceOn && g.log('blocked', say(g.lang, 'note.no-guises', { player: g.players[v].name }), { source: c.source, targets: [v], src }); continue; }
            for (let i = 0; i < times; i++) g.players[v].add('guises', { from: span.from, until: span.until, role });
            g.traceOn && g.log('applied', say(g.lang, 'note.gets-guise', { player: g.players[v].name, n: times, role: g.ix.roleTitle(role) }), { source: c.source, targets: [v], src });
        }
    });
}

/** `add guise chosen|of L to X [times N] [duration]`: the order's chosen guise, or the label L (a role or guise label). Default: for the game. */
export function addGuiseOf(c: Ctx, label: unknown, who: unknown, times: number, duration: DurationDef | null, src: SourceRef): void {
    const role = label === null ? c.chosen?.id ?? null : label instanceof RefValue ? label.id : typeof label === 'string' ? label : null;
    if (!role) { c.g.traceOn && c.g.log('failed', say(c.g.lang, 'note.guise-none'), { source: c.source, src }); return; }
    addGuise(c, role, who, Math.max(0, Math.round(times)), duration, src);
}

/** `replace guises of X with chosen | guises of Y [duration]`: X shows those guises instead of his own. Default: for the game. */
export function replaceGuises(c: Ctx, who: unknown, source: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    const span = g.span(duration, 'game');
    const from = source === null ? null : one(c, source);
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            // `with chosen`: every guise he has becomes the chosen one (000-E41: as many as before).
            const roles = from !== null ? guisePool(g, from) : c.chosen ? new Array<string>(Math.max(1, guisePool(g, v).length)).fill(c.chosen.id) : [];
            g.players[v].add('guiseOverrides', { from: span.from, until: span.until, key: c.source.key, roles });
            g.traceOn && g.log('applied', say(g.lang, 'note.guises-now', { player: g.players[v].name, list: roles.map((r) => guiseTitle(g, r)).join(', ') || say(g.lang, 'word.none') }), { source: c.source, targets: [v], src });
        }
    });
}

function immuneToGuises(g: Game, v: number, c: Ctx): boolean {
    return g.players[v].immunities.some((im) => active(im, g.index) && im.guises && !im.exceptRefs?.source(c.source));
}
