// The evaluation context of an expression typed at a stopped debugger (a conditional breakpoint,
// the debug console): `self` and `actor` are who acts at the step, `target`/`targets` whom the
// step is about; at a phase's start nobody acts.
import { Ctx } from '../context.js';
import type { ActionSource } from '../model/rule-context.js';
import type { LiveStep } from './timeline.js';

export function stoppedContext(live: LiveStep): Ctx {
    const { g, at } = live;
    const source: ActionSource = at?.source ?? {
        kind: 'host', key: 'debug', title: 'debug', option: null, actor: -1, roles: [], factions: [], src: g.phase.src,
    };
    const actor = source.actor;
    const targets = at ? [...at.targets] : [];
    const order = at?.source ? g.orders.find((o) => o.source === at.source) ?? null : null;
    return new Ctx(g, actor, actor, targets[0] ?? -1, targets, order, source);
}
