// Roles: `change role`, `count X as R`.
import type { Ctx } from '../context.js';
import { list } from '../expressions.js';
import { AFTER, SETUP } from '../game.js';
import type { DurationDef, SourceRef } from '../model/ruleset.js';
import { RefValue } from '../model/values.js';
import { texts } from '../texts.js';
import { say } from '../l10n/catalogue.js';

/** `change role of X to R`: R replaces the role in R's slot (or the only role); X is told. */
export function changeRole(c: Ctx, who: unknown, role: string, src: SourceRef): void {
    const g = c.g;
    const subjects = list(c, who);
    g.enqueue(AFTER, () => {
        const def = g.ix.roles.get(role);
        if (!def) return;
        for (const v of subjects) {
            const p = g.players[v];
            const at = p.roles.findIndex((r) => (g.ix.roles.get(r)?.slot ?? null) === def.slot);
            const before = p.roles.map((r) => g.ix.roleTitle(r)).join(', ');
            const roles = p.roles.slice();
            roles[at >= 0 ? at : 0] = role;
            p.roles = roles;
            g.version++;
            for (const r of def.resources) if (!p.resources.has(r.id)) p.setResource(r.id, r.value);
            g.emit({ kind: 'message', public: false, to: [p.name], text: texts.newRole(g, def.title) });
            g.traceOn && g.log('applied', `${p.name}: ${before} -> ${def.title}`, { source: c.source, targets: [v], src });
        }
    });
}

/** `count X as R [duration]`: X counts as holding role R for every check, win conditions included. Default: this phase. */
export function countAs(c: Ctx, who: unknown, role: unknown, duration: DurationDef | null, src: SourceRef): void {
    const g = c.g;
    const id = role instanceof RefValue ? role.id : typeof role === 'string' ? role : null;
    const subjects = list(c, who);
    const span = g.span(duration, 'phase');
    if (!id || !g.ix.roles.has(id)) { g.traceOn && g.log('failed', say(g.lang, 'note.count-as-none'), { source: c.source, src }); return; }
    g.enqueue(SETUP, () => {
        for (const v of subjects) {
            g.players[v].add('countAs', { from: span.from, until: span.until, key: c.source.key, role: id });
            g.version++;
            g.traceOn && g.log('applied', say(g.lang, 'note.counts-as', { player: g.players[v].name, role: g.ix.roleTitle(id) }), { source: c.source, targets: [v], src });
        }
    });
}
