// A step of the phase (engine/phase/pipeline.ts): the host's interventions (`host: remove X`), before the phase's triggers and orders.
import type { Game } from '../game.js';
import type { ActionSource } from '../model/rule-context.js';
import type { PhaseInput } from '../model/game-input.js';
import { settle } from './deaths.js';
import { say } from '../l10n/catalogue.js';

export function hostInterventions(g: Game, input: PhaseInput): void {
    for (const h of input.host ?? []) {
        const p = g.findPlayer(h.remove);
        if (!p) { g.rejected.push({ actor: 'host', ability: 'remove', reason: say(g.lang, 'reject.unknown-player', { name: h.remove }) }); continue; }
        if (!p.alive) { g.rejected.push({ actor: 'host', ability: 'remove', reason: say(g.lang, 'reject.already-out', { player: p.name }) }); continue; }
        const source: ActionSource = { kind: 'host', key: 'host', title: say(g.lang, 'word.host-title'), option: null, actor: -1, roles: [], factions: [], src: g.rs.setup.src };
        g.traceOn && g.log('applied', say(g.lang, h.reveal ? 'note.host-removes-reveal' : 'note.host-removes', { player: p.name }), { source });
        g.die(p.index, 'removed', source, h.reveal ?? false);
    }
    settle(g);
}
