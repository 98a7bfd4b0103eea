// The `mafia/runGame` request between the editor and the language server: the server runs a game
// script with the engine and answers with the result JSON (plus what the preview needs around it).
// Types only, shared by the server, the VS Code extension and the preview webview.
import type { GameResult, PlayerRow } from '../../engine/model/result.js';
import type { Lang } from '../../engine/l10n/lang.js';

export type { GameResult, PhaseResult, PlayerRow, TraceEntry, GameEvent, Rejected, Winner } from '../../engine/model/result.js';

export const RUN_GAME_REQUEST = 'mafia/runGame';

export interface RunGameParams {
    /** The game script's URI. */
    uri: string;
    /** Overrides the script's seed. */
    seed?: number;
    /** Runs only the first K phases. */
    phases?: number;
}

/** A problem that stops the run, with where it is (1-based line), as `mafia check` reports it. */
export interface RunProblem {
    file: string;
    line: number;
    column: number;
    code?: string;
    message: string;
}

export type RunGameResponse =
    | {
        ok: true;
        /** The result JSON of `mafia run --format json --trace`. */
        result: GameResult;
        /** The players as dealt, before the first phase (the first phase's "before" table). */
        deal: PlayerRow[];
        /** The seed the run used. */
        seed: number;
        /** The rule set file the script names. */
        rulesUri: string;
        /** The language of the run's words and of the preview's labels. */
        lang?: Lang;
    }
    | { ok: false; error: string; problems: RunProblem[]; lang?: Lang };
