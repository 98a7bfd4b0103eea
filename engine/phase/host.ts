// A step of the phase (engine/phase/pipeline.ts): the host's interventions (`host: remove X`), before the phase's triggers and orders.
import type { Game } from '../game.js';
import type { ActionSource } from '../model/rule-context.js';
import type { PhaseInput } from '../model/game-input.js';
import { settle } from './deaths.js';

export function hostInterventions(g: Game, input: PhaseInput): void {
    for (const h of input.host ?? []) {
        const p = g.findPlayer(h.remove);
        if (!p) { g.rejected.push({ actor: 'host', ability: 'remove', reason: `unknown player '${h.remove}'` }); continue; }
        if (!p.alive) { g.rejected.push({ actor: 'host', ability: 'remove', reason: `${p.name} is already out of the game` }); continue; }
        const source: ActionSource = { kind: 'host', key: 'host', title: 'Ведущий', option: null, actor: -1, roles: [], factions: [], src: g.rs.setup.src };
        g.traceOn && g.log('applied', `the host removes ${p.name}${h.reveal ? ' and reveals the role' : ''}`, { source });
        g.die(p.index, 'removed', source, h.reveal ?? false);
    }
    settle(g);
}
