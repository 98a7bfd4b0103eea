// A value of the rule language as the debug console prints it: players by nickname, declarations
// by display name, sets as lists.
import type { Ctx } from '../../engine/context.js';
import { say } from '../../engine/l10n/catalogue.js';
import { PhaseValue, RefValue } from '../../engine/model/values.js';
import type { MafiaType } from '../validation/expression-types.js';

export function showValue(c: Ctx, value: unknown, type: MafiaType): string {
    const g = c.g;
    const player = (i: number): string => (i >= 0 && i < g.players.length ? g.players[i].name : say(g.lang, 'common.nobody'));
    if (type === 'player' && typeof value === 'number') return player(value);
    if (Array.isArray(value)) {
        if (value.length === 0) return '[]';
        return `[${value.map((v) => (typeof v === 'number' && type === 'players' ? player(v) : showValue(c, v, 'unknown'))).join(', ')}]`;
    }
    if (value instanceof RefValue) {
        try { return g.ix.title(g.ix.ref(String(value) as never)); } catch { return value.id; }
    }
    if (value instanceof PhaseValue) return `${g.phaseAt(value.index).title} ${value.number}`;
    if (value === null || value === undefined) return 'null';
    if (typeof value === 'string') return JSON.stringify(value);
    return String(value);
}
