// Deaths: whose roles a death announces this phase (decided at the phase start), and settling —
// death triggers (which may kill more) and condition triggers until nothing changes.
import { Ctx } from '../context.js';
import type { Game } from '../game.js';
import type { ActionSource } from '../model/rule-context.js';
import { truthy } from '../model/values.js';
import { fireTriggers, runConditionTriggers } from '../triggers.js';
import { flush } from './apply-effects.js';
import { refreshWhileStatuses } from './while-statuses.js';
import { say } from '../l10n/catalogue.js';

/** Whose roles a death in this phase announces under `reveal roles on death when …`: decided now, at the phase start. */
export function decideReveals(g: Game): void {
    const when = g.rs.setup.revealOnDeath?.when;
    if (!when) return;
    const source: ActionSource = { kind: 'setup', key: 'reveal', title: say(g.lang, 'source.reveal-on-death'), option: null, actor: -1, roles: [], factions: [], src: g.rs.setup.src };
    // Everyone, the dead too: one revived and killed again within the phase is judged like the rest.
    g.revealThisPhase = g.players.map((p) => truthy(when(new Ctx(g, p.index, -1, p.index, [p.index], null, source))));
}

/** Runs death triggers (which may kill more) and condition triggers until nothing changes. */
export function settle(g: Game): void {
    let guard = 0;
    do {
        while (g.deaths.length > 0) {
            if (++guard > 1000) return;
            const dead = g.deaths.shift()!;
            const p = g.players[dead];
            if (g.ix.triggersByEvent.has('death')) fireTriggers(g, 'death', { subject: dead, source: p.deathSource, actor: p.deathSource?.actor ?? -1, cause: p.deathCause, attackers: p.killers });
            flush(g);
        }
        runConditionTriggers(g);
        flush(g);
        refreshWhileStatuses(g);
    } while (g.deaths.length > 0 && guard < 1000);
}
