// A vote's side effect (`trigger … on vote`: mafiascum's Governor pardoning the player his vote ends up
// on) is the voter's own action aimed at that player (ROLES.md 10: night effects last through the next
// day). When it fires it meets the actions on actions still in force on the voter, as an order does
// (engine/phase/check-orders.ts), in ROLES.md 5.5's order:
//   1. a block on the voter stops it;
//   2. a possession of the voter (`retarget orders of X to Y`) gives it Y for its target;
//   3. a hold on the voter (`hold orders of X`) sets it aside: it runs in the next phase of the hold's
//      kind, at the trigger's `stage` (ROLES.md 5.2: the pardon at 1000; without one, at the phase's
//      first stage), where it meets that phase's blocks, possessions, holds and swaps again;
//   4. the swaps and redirects on its target (`swap orders on`) move it.
// The condition (`when target != self`) is judged on the vote as cast, before all this (calder/mafia
// matches the action first). The records must last into the day to matter (`for 2 phases`).
import type { Ctx } from './context.js';
import type { Game } from './game.js';
import { say } from './l10n/catalogue.js';
import type { TriggerDef } from './model/ruleset.js';
import { redirectTargets } from './redirects.js';
import { active, type PlayerState } from './state.js';

/** The context the side effect runs with (its target moved), or null when it is stopped or held. */
export function voteActionContext(g: Game, tr: TriggerDef, holder: PlayerState, c: Ctx): Ctx | null {
    const source = c.source;
    if (holder.blocks.length > 0 && holder.blocks.some((b) => active(b, g.index))) {
        g.traceOn && g.log('blocked', say(g.lang, 'ms.vote.sideEffectBlocked', { player: holder.name, trigger: tr.title }), { source });
        return null;
    }
    let target = c.target;
    if (target < 0) return c;
    if (!g.onOrders.empty) {
        const possession = g.onOrders.retargetOf(holder.index, g.index);
        if (possession && !possession.param && possession.to !== target) {
            g.traceOn && g.log('redirected', say(g.lang, 'ms.voteAction.possessed', { player: holder.name, trigger: tr.title, to: g.players[possession.to].name, from: g.players[target].name }), { source, targets: [possession.to] });
            target = possession.to;
        }
        const hold = g.onOrders.holdOn(holder.index, g.index);
        if (hold) {
            const at = g.nextOfKind(g.index, hold.kind);
            const held = c.with({ target, targets: [target] });
            const from = { phase: g.phase.title, number: g.number };
            g.delayed.push({ phase: at, stage: tr.stage ?? g.ix.stageOrder[0]?.id ?? null, body: () => resumeVoteAction(g, tr, holder, held, from), ctx: held, src: tr.src });
            g.traceOn && g.log('blocked', say(g.lang, 'ms.voteAction.held', { player: holder.name, trigger: tr.title, target: g.players[target].name, phase: g.ix.phases.get(hold.kind)?.title ?? hold.kind, number: (g.phaseCounts.get(hold.kind) ?? 0) + 1 }), { source, targets: [target] });
            return null;
        }
    }
    const moved = redirectTargets(g.players, [target], g.index);
    if (moved) {
        g.traceOn && g.log('redirected', say(g.lang, 'ms.voteAction.swapped', { trigger: tr.title, from: g.players[target].name, to: g.players[moved.targets[0]].name }), { source, targets: moved.targets });
        target = moved.targets[0];
    }
    return target === c.target ? c : c.with({ target, targets: [target] });
}

/** A held side effect comes due: it meets this phase's records, then takes effect (a dead voter's too, ROLES.md 10). */
function resumeVoteAction(g: Game, tr: TriggerDef, holder: PlayerState, c: Ctx, from: { phase: string; number: number }): void {
    g.traceOn && g.log('info', say(g.lang, 'ms.voteAction.resumed', { player: holder.name, trigger: tr.title, phase: from.phase, number: from.number }), { source: c.source, targets: c.targets });
    const now = voteActionContext(g, tr, holder, c);
    if (now && tr.effect) tr.effect(now);
}
