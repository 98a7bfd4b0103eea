// The placeholders of message texts: {self} {actor} {target} {targets} {victims} {value}, parameters,
// and members such as {target.role} (as the target appears to the ability).
import type { Ctx } from '../context.js';
import { display, propertyValue } from './information.js';
import { globalValue } from '../expressions.js';

/** The loop variables a text names (`for each p in targets tell p "{p}"`), by name: players. */
export type LoopVars = Readonly<Record<string, number>>;

/** The values of a message text's placeholders in this context (members parsed from the text); the
 *  names are engine/template-placeholders.ts's EFFECT_PLACEHOLDERS, the parameters and loop variables. */
export function placeholders(c: Ctx, text = '', vars?: LoopVars): Record<string, string> {
    const g = c.g;
    const name = (i: number) => (i >= 0 ? g.players[i].name : '');
    const names = (l: readonly number[]) => l.map(name).join(', ');
    const out: Record<string, string> = { self: name(c.self), player: name(c.self), actor: name(c.actor), target: name(c.target), targets: names(c.targets), victims: names(c.victims) };
    if (/\{(voters|attackers|visitors|actors)[}|]/u.test(text)) Object.assign(out, { voters: names(c.voters), attackers: names(c.attackers), visitors: names(c.visitors), actors: names(c.actors ?? (c.actor >= 0 ? [c.actor] : [])) });
    // No value in this context (not an `on learn` trigger): a dash, never the raw `{value}`.
    out.value = c.value !== null ? String(c.value) : '—';
    // A global resource by its name (`{Жара}`).
    if (text.includes('{')) for (const r of g.rs.resources) if (r.scope === 'global' && text.includes(`{${r.id}`)) out[r.id] = String(globalValue(g, r.id));
    if (c.args) for (const [k, v] of c.args) out[k] = typeof v === 'string' ? (g.findPlayer(v)?.name ?? v) : String(v);
    // The guessed role and the chosen guise or option by display name, also under a named parameter's name.
    const params = c.order?.clauses.params ?? [];
    if (c.guess) { out.guess = out.role = display(g, c.guess); for (const p of params) if (p.kind === 'role' && p.name) out[p.name] = out.guess; }
    if (c.chosen) { out.chosen = display(g, c.chosen); if (c.chosen.kind === 'option') out.option = out.chosen; for (const p of params) if ((p.kind === 'guise' || p.kind === 'option') && p.name) out[p.name] = out.chosen; }
    // A guess, a choice or a declared parameter this order did not give: a dash, never the raw name.
    for (const k of UNGIVEN) out[k] ??= '—';
    for (const p of params) out[p.name ?? p.kind] ??= '—';
    if (vars) for (const [k, v] of Object.entries(vars)) out[k] = name(v);
    // Members: `{target.role}` (as the target appears to this ability), `{actor.faction}`, `{target.Явная}` (a slot), a resource.
    for (const [base, member] of memberPlaceholders(text)) {
        const who = base === 'actor' ? c.actor : base === 'target' ? c.target : c.self;
        if (who >= 0) out[`${base}.${member}`] = String(propertyValue(g, c, member, who));
    }
    return out;
}

const UNGIVEN = ['guess', 'role', 'chosen', 'option'] as const;

const memberCache = new Map<string, Array<[string, string]>>();

/** The `{target.role}`-like placeholders of a template (parsed once per text). */
function memberPlaceholders(text: string): Array<[string, string]> {
    let found = memberCache.get(text);
    if (!found) {
        found = [...text.matchAll(/\{(self|player|actor|target)\.([\p{L}\p{N}_]+)\}/gu)].map((m) => [m[1], m[2]] as [string, string]);
        if (memberCache.size > 10_000) memberCache.clear();
        memberCache.set(text, found);
    }
    return found;
}
