// Values an order brings: declared parameters, everyone who ordered a collective action.
import type { Ctx } from '../context.js';
import { DealValue, RefValue } from '../model/values.js';
import { normalizeName } from '../names.js';
import { findPerformed } from '../orders.js';

/** A declared parameter's value: `player` → the player, `role`/`guise` → the role, `faction`/`ability` → a reference. */
export function param(c: Ctx, name: string, kind: string): unknown {
    if (kind === 'role' && c.guess) return c.guess;
    if ((kind === 'guise' || kind === 'option') && c.chosen) return c.chosen;
    const raw = c.args?.get(name) ?? c.args?.get(kind);
    if (raw === undefined) return null;
    const g = c.g;
    switch (kind) {
        case 'player': return g.findPlayer(String(raw))?.index ?? -1;
        case 'number': return Number(raw);
        case 'role': case 'guise': { const r = g.ix.roleNames.find(String(raw)); return r.length === 1 ? new RefValue('role', r[0].id) : null; }
        case 'faction': { const f = g.rs.factions.find((x) => normalizeName(x.id) === normalizeName(String(raw)) || normalizeName(x.title) === normalizeName(String(raw))); return f ? new RefValue('faction', f.id) : null; }
        case 'ability': {
            const found = findPerformed(g, String(raw), c.guess?.kind === 'role' ? c.guess.id : null);
            return found ? new RefValue('ability', found.option ? `${found.ability.key}/${found.option.id}` : found.ability.key) : null;
        }
        case 'deal': return new DealValue(String(raw));
        default: return String(raw);
    }
}

/** `actors`: everyone who ordered a collective action (else the actor). */
export function actors(c: Ctx): number[] {
    return c.actors ?? (c.actor >= 0 ? [c.actor] : []);
}
