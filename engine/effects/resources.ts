// Resources: `add|subtract|set N R [of X]`, lives included (thresholds, death at the death line).
import type { Ctx } from '../context.js';
import { list } from '../expressions.js';
import { AFTER } from '../game.js';
import type { SourceRef } from '../model/ruleset.js';

/** `add|subtract|set N [to|from|of] R [of X]`: X defaults to the acting player; global resources have no owner. */
export function resource(c: Ctx, op: 'add' | 'subtract' | 'set', amount: number, id: string, owner: unknown, src: SourceRef): void {
    const g = c.g;
    const def = g.ix.resources.get(id);
    if (!def) return;
    const owners = def.scope === 'global' ? [] : owner === null ? [c.self] : list(c, owner);
    g.enqueue(AFTER, () => {
        const next = (v: number) => {
            let r = op === 'add' ? v + amount : op === 'subtract' ? v - amount : amount;
            if (def.max !== null) r = Math.min(def.max, r);
            if (def.min !== null) r = Math.max(def.min, r);
            return r;
        };
        if (def.scope === 'global') {
            const before = g.globals.get(id) ?? def.initial;
            g.globals.set(id, next(before));
            g.traceOn && g.log('applied', `${def.title}: ${before} -> ${g.globals.get(id)}`, { source: c.source, src });
            return;
        }
        for (const o of owners) {
            const p = g.players[o];
            if (def === g.ix.hpResource) {
                const before = p.hp ?? 0;
                g.setHp(p, next(before));
                g.traceOn && g.log('applied', `${p.name}: ${def.title} ${before} -> ${p.hp}`, { source: c.source, targets: [o], src });
                if ((p.hp ?? 0) <= deathThreshold(def.thresholds) && p.alive) g.die(o, 'killed', c.source, false);
                continue;
            }
            const before = p.resources.get(id) ?? def.initial;
            const after = next(before);
            p.setResource(id, after);
            g.traceOn && g.log('applied', `${p.name}: ${def.title} ${before} -> ${after}`, { source: c.source, targets: [o], src });
            g.applyThresholds(p, def.thresholds, after);
            if (def.thresholds.some((t) => t.death) && after <= deathThreshold(def.thresholds) && p.alive) g.die(o, 'killed', c.source, false);
        }
    });
}

function deathThreshold(ts: Array<{ value: number; death: boolean }>): number {
    return ts.filter((t) => t.death).reduce((m, t) => Math.max(m, t.value), -Infinity);
}
