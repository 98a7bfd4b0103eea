// Messages between the extension and the Run Phase Preview webview (types only: the page's
// script imports them too).
import type { RunGameResponse } from '../language/lsp/mafia-run-protocol.js';

export type { RunGameResponse };
export type {
    GameEvent, GameResult, PhaseResult, PlayerRow, Rejected, TraceEntry, Winner,
} from '../language/lsp/mafia-run-protocol.js';

/** Which phase to show first: its 1-based index in the game, or its kind and number. */
export interface PhaseFocus {
    index?: number;
    kind?: string;
    number?: number;
}

export type ToWebview =
    /** A run started (the page shows a spinner, keeps the old result dimmed). */
    | { type: 'running'; fileName: string; seed?: number }
    /** A run finished: the result (or why there is none) and the phase to show. */
    | { type: 'result'; fileName: string; response: RunGameResponse; focus?: PhaseFocus };

export type FromWebview =
    /** The page's script is listening: send it the result. */
    | { type: 'ready' }
    /** Run again with another seed. */
    | { type: 'rerun'; seed: number }
    /** Show the rule line that produced a step (1-based line). */
    | { type: 'reveal'; source: { file: string; line: number } }
    /** Put a post on the clipboard (the copy buttons); `what` is the confirmation to show. */
    | { type: 'copy'; text: string; what: string };
