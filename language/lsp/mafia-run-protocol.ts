// The `mafia/runGame` request between the editor and the language server: the server runs a game
// script with the engine and answers with the result JSON (plus what the preview needs around it).
// Types only, shared by the server, the VS Code extension and the preview webview.
import type { GameResult, PlayerRow } from '../../engine/model/result.js';
import type { Lang } from '../../engine/l10n/lang.js';
import type { PostDef } from '../../engine/model/ruleset.js';
import type { Block } from '../../engine/posts/markup.js';

export type { GameResult, PhaseResult, PlayerRow, TraceEntry, GameEvent, Rejected, Winner } from '../../engine/model/result.js';

export const RUN_GAME_REQUEST = 'mafia/runGame';

/** The client command that opens the Run Phase Preview (contributed in package.json; the code lens sends it). */
export const RUN_PHASE_PREVIEW_COMMAND = 'mafia.runPhasePreview';

/** Arguments of the preview command: which game script, and which phase to show first. */
export interface RunPhaseArgs {
    uri: string;
    /** 1-based index of the phase in the game (as `phase.index` in the result JSON). */
    index?: number;
    /** Phase kind in lower case and its number (`night`, 1), to find the phase in the result. */
    kind?: string;
    number?: number;
}

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
        /** What the copy buttons need to build the forum posts (engine/posts/result-posts.ts). */
        posts?: PostsContext;
    }
    | { ok: false; error: string; problems: RunProblem[]; lang?: Lang };

/** The language and the rule set's `post binding`. */
export interface PostsContext {
    lang: Lang;
    post: PostDef | null;
}

export const RULES_BOOK_REQUEST = 'mafia/rulesBook';

export interface RulesBookParams {
    /** The rule set's URI (a game script's: its rule set's). */
    uri: string;
    lang?: Lang;
}

export type RulesBookResponse =
    | { ok: true; title: string; lang: Lang; blocks: Block[]; rulesUri: string }
    | { ok: false; error: string };
