// Passive abilities with an effect: re-applied every phase for every living holder, unstaged ones
// at the phase start (before orders are checked), staged ones at the start of their stage.
import { Ctx } from '../context.js';
import type { Game } from '../game.js';
import type { AbilityDef } from '../model/ruleset.js';
import { flush } from './apply-effects.js';
import { settle } from './deaths.js';
import { say } from '../l10n/catalogue.js';

/** Passive abilities with an effect: every living holder, each phase they apply to, in their stage. */
export function passivesIn(g: Game, stageId: string): Array<{ ability: AbilityDef; holder: number }> {
    const out: Array<{ ability: AbilityDef; holder: number }> = [];
    // Every ability a player holds is one of the rule set's: a stage none of them is in has none.
    if (!g.ix.passiveStages.has(stageId)) return out;
    for (const p of g.players) {
        if (!p.alive) continue;
        for (const a of g.abilitiesOf(p)) {
            if (!a.passive || !a.effect || (a.stage ?? '') !== stageId) continue;
            if (a.phases && !a.phases.includes(g.phase.id)) continue;
            out.push({ ability: a, holder: p.index });
        }
    }
    return out;
}

/** Passive effects are re-applied every phase: what they set lasts this phase unless they say otherwise. */
export function runPassive(g: Game, a: AbilityDef, holder: number): void {
    const source = g.abilitySource(a, null, holder);
    const c = new Ctx(g, holder, holder, -1, [], null, source);
    g.traceOn && g.log('applied', say(g.lang, 'note.passive', { ability: a.title }), { source });
    g.passiveRun = true;
    try { a.effect!(c); } finally { g.passiveRun = false; }
}

/** Passive effects without a stage hold for the whole phase: they apply before orders are checked. */
export function runUnstagedPassives(g: Game): void {
    if (g.ix.hasPassiveEffects) {
        for (const p of passivesIn(g, '')) runPassive(g, p.ability, p.holder);
        g.passivesPending = false;
        flush(g);
        settle(g);
    }
    g.passivesPending = false;
}
