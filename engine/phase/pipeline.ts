// One phase of the game, as an ordered list of named steps. Each step lives in its own module of
// engine/phase/; the order below is the rule book's order of resolution:
//
//   1. start       the phase begins: counters, this phase's reveal-on-death decision (deaths.ts)
//   2. deal        the first phase only: `on deal` triggers
//   3. host        the host's interventions (host.ts)
//   4. triggers    `start` triggers and effects delayed to the phase start, then settle
//   5. passives    passive effects without a stage (passives.ts); `while` statuses (while-statuses.ts)
//   6. collect     orders collected and checked, rejected ones get a reason (collect-orders.ts)
//   7. resolve     `instant` orders, then stage by stage in resolution order (resolve-stages.ts,
//                  or, under `resolution natural`, order by order as they depend on each other:
//                  resolve-natural.ts;
//                  each order re-checked at resolution: check-orders.ts; effects applied:
//                  apply-effects.ts, harm.ts; deaths and their triggers: deaths.ts)
//   8. voting      voting, execution, lynch triggers (voting-step.ts)
//   9. end         effects delayed to the phase end, `end` triggers (phase-end.ts)
//  10. learns      what players learned is delivered, `unless` evaluated now; under `dead not told`
//                  none of the phase's private messages reach a player dead at its end (learns.ts)
//  11. visits      the phase's visits join the game's history (visits.ts; engine/targeting.ts)
//  12. win         win and draw checks on the state at the end of the phase (engine/win.ts)
//  13. expiry      what lasted "this phase" runs out (expiry.ts)
//  14. result      the phase's result JSON (result.ts)
import type { Game } from '../game.js';
import type { PhaseChooser, PhaseInput } from '../model/game-input.js';
import type { GameEvent, PhaseResult } from '../model/result.js';
import { DEFAULT_STAGE } from '../rule-index.js';
import { fireTriggers } from '../triggers.js';
import { checkWin } from '../win.js';
import { collectPhaseOrders } from './collect-orders.js';
import { decideReveals, settle } from './deaths.js';
import { runDelayed } from './delayed.js';
import { expire } from './expiry.js';
import { hostInterventions } from './host.js';
import { deliverLearns, withholdFromDead } from './learns.js';
import { runUnstagedPassives } from './passives.js';
import { announcePhase, runPhaseEnd } from './phase-end.js';
import { resolveNatural } from './resolve-natural.js';
import { resolveInstant, resolveStages } from './resolve-stages.js';
import { phaseResult } from './result.js';
import { runVotingStep } from './voting-step.js';
import { recordVisits } from './visits.js';
import { refreshWhileStatuses } from './while-statuses.js';

const NO_INPUT: PhaseInput = {};

/**
 * Runs one phase of the game; returns its result (events, rejected orders, trace). `input` may be a
 * chooser (the simulator's bots): it is asked for the orders and votes once the phase has begun and its
 * passives are in force (seed 000's VIP immunity), so it sees what the judge will check them against.
 */
export function runPhase(g: Game, given: PhaseInput | PhaseChooser): PhaseResult {
    let input: PhaseInput = typeof given === 'function' ? NO_INPUT : given;
    startPhase(g);
    runDealTriggers(g);
    hostInterventions(g, input);
    announcePhase(g, 'start');
    fireTriggers(g, 'start', null);
    if (g.delayed.length > 0) runDelayed(g, null);
    settle(g);
    runUnstagedPassives(g);
    refreshWhileStatuses(g);
    if (typeof given === 'function') {
        g.choosingOrders = true;
        try { input = given(); } finally { g.choosingOrders = false; }
    }
    collectPhaseOrders(g, input);
    resolveInstant(g);
    if (g.natural) resolveNatural(g); else resolveStages(g);
    runVotingStep(g, input);
    runPhaseEnd(g);
    if (g.rs.setup.deadNotTold) withholdFromDead(g);
    deliverLearns(g);
    recordVisits(g);
    // Wins are checked on the state at the end of the phase, before what lasted "this phase" runs out.
    if (!g.winner) checkWin(g);
    if (g.observer) g.observer.phaseEnd(g);
    expire(g);
    return phaseResult(g);
}

/** The deal's own triggers (`on deal`), once, at the start of the first phase. */
function runDealTriggers(g: Game): void {
    if (!g.dealPending) return;
    g.dealPending = false;
    fireTriggers(g, 'deal', null);
    settle(g);
    // What the deal tells is told with the deal (`dead not told` keeps it for one who dies this phase).
    for (const l of g.learns) l.atDeal = true;
    g.phaseEventsFrom = g.events.length;
}

/**
 * What the deal's `on deal` triggers tell the players (seed 000's «Контакты»: the Boss and the Killer
 * learn each other), for the deal PMs: the first phase's deal step on a fresh game, its learns
 * delivered at once. Spends the game (use one made for this).
 */
export function dealTriggerEvents(g: Game): GameEvent[] {
    const before = g.events.length;
    startPhase(g);
    runDealTriggers(g);
    deliverLearns(g);
    return g.events.slice(before).filter((e) => !e.public);
}

/** The phase begins: which phase it is, this phase's lists emptied. */
function startPhase(g: Game): void {
    g.index++;
    g.phase = g.phaseAt(g.index);
    g.number = (g.phaseCounts.get(g.phase.id) ?? 0) + 1;
    g.phaseCounts.set(g.phase.id, g.number);
    g.orders = [];
    // This phase's ballots are not known until its orders and votes are collected: what runs before
    // (start triggers, delayed effects, passives, `while` statuses) must not read the last phase's.
    g.votesInput = [];
    g.ballotCache = null;
    g.rejected = [];
    g.prevFacts = g.facts;
    g.facts = [];
    g.learns = [];
    g.trace = [];
    if (g.index > 1) g.events = [];
    g.phaseEventsFrom = g.events.length;
    g.stage = DEFAULT_STAGE;
    g.beforeStages = true;
    g.passivesPending = g.ix.hasPassiveEffects;
    decideReveals(g);
    if (g.observer) g.observer.phaseStart(g);
}
