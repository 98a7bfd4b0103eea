// The placeholders of message texts: {self} {actor} {target} {targets} {victims} {value}, parameters,
// and members such as {target.role} (as the target appears to the ability).
import type { Ctx } from '../context.js';
import { propertyValue } from './information.js';

/** The values of a message text's placeholders in this context (members parsed from the text). */
export function placeholders(c: Ctx, text = ''): Record<string, string> {
    const g = c.g;
    const name = (i: number) => (i >= 0 ? g.players[i].name : '');
    const out: Record<string, string> = { self: name(c.self), player: name(c.self), actor: name(c.actor), target: name(c.target), targets: c.targets.map(name).join(', '), victims: c.victims.map(name).join(', ') };
    if (c.value !== null) out.value = String(c.value);
    if (c.args) for (const [k, v] of c.args) out[k] = String(v);
    // Members: `{target.role}` (as the target appears to this ability), `{actor.faction}`, `{target.Явная}` (a slot), a resource.
    for (const [base, member] of memberPlaceholders(text)) {
        const who = base === 'actor' ? c.actor : base === 'target' ? c.target : c.self;
        if (who >= 0) out[`${base}.${member}`] = String(propertyValue(g, c, member, who));
    }
    return out;
}

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
