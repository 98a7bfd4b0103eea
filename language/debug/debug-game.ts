// The game a debug session runs: loaded as `mafia run` loads it (language/cli/run-command.ts), then
// resolved once into the debugger's timeline (engine/debug/). A bad `program` is a DebugLaunchError
// whose message says why (the DAP error response shows it; the adapter keeps running).
import { resolve } from 'node:path';
import { DealError } from '../../engine/deal.js';
import { recordTimeline, type Timeline } from '../../engine/debug/index.js';
import { say } from '../../engine/l10n/catalogue.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { RuleErrors, UsageError } from '../cli/errors.js';
import { readInputFile } from '../cli/read-input.js';
import { loadGame } from '../cli/run-command.js';
import type { ScriptLines } from '../game/script-to-json.js';
import type { MafiaServices } from '../services.js';

/** The launch request's arguments (DESIGN.md, `mafia debug --stdio`). */
export interface LaunchArgs {
    program?: unknown;
    seed?: unknown;
    stopOnEntry?: unknown;
    phases?: unknown;
    /** Stop (reason `entry`) where this phase (1-based game index) begins: the code lens "Debug phase N". */
    stopOnPhase?: unknown;
    lang?: unknown;
}

export class DebugLaunchError extends Error {}

export interface DebugGame {
    /** The path as the client sent it, and resolved. */
    programShown: string;
    programPath: string;
    /** The game script (null for a game JSON). */
    scriptPath: string | null;
    rulesPath: string;
    ruleset: CompiledRuleSet;
    game: GameInput;
    services: MafiaServices;
    lines: ScriptLines;
    seed: number | undefined;
    phases: number | undefined;
    lang: Lang;
    timeline: Timeline;
}

/** Loads and resolves the game of a launch request; throws DebugLaunchError with the reason. */
export async function loadDebugGame(args: LaunchArgs): Promise<DebugGame> {
    const asked: Lang | null = args.lang === 'en' || args.lang === 'ru' ? args.lang : null;
    const said = asked ?? 'en';
    if (typeof args.program !== 'string' || args.program === '') throw new DebugLaunchError(say(said, 'debug.launch.program'));
    const seed = optionalInteger(args.seed, 'seed', said);
    const phases = optionalInteger(args.phases, 'phases', said);
    if (phases !== undefined && phases < 0) throw new DebugLaunchError(say(said, 'debug.launch.phases'));
    const programPath = resolve(args.program);
    const lines: ScriptLines = new WeakMap();
    let loaded;
    try {
        const text = readInputFile(programPath, args.program);
        loaded = await loadGame(programPath, text, { warn: () => undefined, lines });
    } catch (e) {
        if (e instanceof UsageError || e instanceof RuleErrors) throw new DebugLaunchError(e.message);
        throw e;
    }
    const isScript = !programPath.toLowerCase().endsWith('.json') && loaded.game.phases?.some((p) => lines.has(p)) !== false;
    const lang = asked ?? ruleSetLang(loaded.ruleset);
    let timeline: Timeline;
    try {
        timeline = recordTimeline(loaded.ruleset, loaded.game, { seed, phases, lang });
    } catch (e) {
        if (e instanceof DealError || e instanceof GameSchemaError) throw new DebugLaunchError(`${args.program}: ${e.message}`);
        throw e;
    }
    return {
        programShown: args.program, programPath, scriptPath: isScript ? programPath : null, rulesPath: loaded.rulesPath,
        ruleset: loaded.ruleset, game: loaded.game, services: loaded.services, lines, seed, phases, lang, timeline,
    };
}

function optionalInteger(value: unknown, name: string, lang: Lang): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isInteger(value)) return value;
    if (typeof value === 'string' && /^-?\d+$/.test(value)) return Number(value);
    throw new DebugLaunchError(say(lang, 'debug.launch.integer', { name, value: JSON.stringify(value) }));
}
