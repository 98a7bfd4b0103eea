// Running a whole game: check the game JSON's shape, deal, then phase by phase until the
// script ends, `phases` is reached, someone wins, or the phase limit stops it (a rule set
// without a draw rule can go on forever: seed 003 has none).
import { deal } from './deal.js';
import { rankMessages } from './deal-ranks.js';
import type { Game, StepObserver } from './game.js';
import { dealTriggerEvents } from './phase/pipeline.js';
import { RunningGame } from './phase/running-game.js';
import { checkGameInput, type GameInput } from './model/game-input.js';
import type { GameEvent, GameResult, PhaseResult } from './model/result.js';
import type { RuleSet } from './model/ruleset.js';
import type { Lang } from './l10n/lang.js';
import { ruleSetLang } from './l10n/rule-set-lang.js';

export interface RunOptions {
    /** Overrides the game's seed. */
    seed?: number;
    /** Runs only the first K phases. */
    phases?: number;
    /** Records the resolution trace in each phase result. */
    trace?: boolean;
    /** startGame only: build the players table of each phase (default true). */
    tables?: boolean;
    /** The language of the tool's own words (`--lang`); default: the rule set's (engine/l10n/rule-set-lang.ts). */
    lang?: Lang;
    /** runGame only: the phase limit (default PHASE_LIMIT). */
    phaseLimit?: number;
    /** Watches every resolution step (the debugger); implies `trace`. */
    observer?: StepObserver;
}

/**
 * The most phases runGame plays: a script with more phases and no winner by then is stopped
 * there and reported as unfinished (README, "Game scripts and the generated engine").
 */
export const PHASE_LIMIT = 1000;

/** Why a game stopped without a winner although its script went on. */
export interface Unfinished { reason: 'phase-limit'; phases: number }

/** The result JSON, plus `unfinished` when the phase limit stopped the game (absent otherwise). */
export type RunResult = GameResult & { unfinished?: Unfinished };

export const RUNTIME_FORMAT = 1;

/**
 * Adjudicates a game. Throws GameSchemaError (the game JSON does not fit the schema) or
 * DealError (the deal names unknown roles or breaks the deal rules); rejected orders and votes
 * are results, never errors.
 */
export function runGame(rs: RuleSet, input: unknown, options: RunOptions = {}): RunResult {
    if (rs.format > RUNTIME_FORMAT) throw new Error(`this rule set was compiled for a newer runtime (format ${rs.format})`);
    const game: GameInput = checkGameInput(input);
    const seed = options.seed ?? game.seed ?? 0;
    const lang = options.lang ?? ruleSetLang(rs);
    const { players, events } = deal(rs, game, lang);
    const g = new RunningGame(rs, players, { seed, trace: options.trace, lang, observer: options.observer }, events);
    const dealt = g.dealTable();
    const phases = game.phases ?? [];
    const wanted = options.phases !== undefined ? Math.max(0, Math.min(options.phases, phases.length)) : phases.length;
    const limit = Math.max(0, Math.floor(options.phaseLimit ?? PHASE_LIMIT));
    const k = Math.min(wanted, limit);
    const results: PhaseResult[] = [];
    for (let i = 0; i < k; i++) {
        results.push(g.runPhase(phases[i]));
        if (g.winner) break;
    }
    const result: RunResult = { ruleset: rs.title, seed, deal: dealt, phases: results, winner: g.winnerJson() };
    if (!g.winner && wanted > limit) result.unfinished = { reason: 'phase-limit', phases: limit };
    return result;
}

/**
 * Deals a game and returns it ready to play phase by phase (`game.runPhase(input)`), for bots
 * and simulations that decide each phase's orders from the state (see randomPhase).
 */
export function startGame(rs: RuleSet, input: unknown, options: RunOptions = {}): Game {
    const game: GameInput = checkGameInput(input);
    const lang = options.lang ?? ruleSetLang(rs);
    const { players, events } = deal(rs, game, lang);
    return new RunningGame(rs, players, { seed: options.seed ?? game.seed ?? 0, trace: options.trace, tables: options.tables, lang }, events);
}

/**
 * The private events of a deal: what the deal itself tells (`knows`, `told as`) and what its `on deal`
 * triggers let players learn, and the ranks of a leader chain (engine/deal-ranks.ts), as the game's first phase would deliver them (for `mafia deal`'s PMs).
 * Throws DealError as runGame does.
 */
export function dealEvents(rs: RuleSet, game: GameInput, options: { seed: number; lang?: Lang }): GameEvent[] {
    const lang = options.lang ?? ruleSetLang(rs);
    const { players, events } = deal(rs, game, lang);
    const own = [...events, ...rankMessages(rs, players, lang)];
    const g = new RunningGame(rs, players, { seed: options.seed, tables: false, lang }, events);
    return [...own, ...dealTriggerEvents(g)];
}
