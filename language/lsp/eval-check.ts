// `mafia/canEval`: whether this server may compile rule sets. The compiler loads the generated
// engine with `new Function` (run/compile-ruleset.ts); a Content-Security-Policy without
// 'unsafe-eval' on the server's own script (a web worker gets the policy of its script's response
// headers, not the page's) refuses it. The playground asks once and says so plainly instead of
// failing on the first run.
import type { Connection } from 'vscode-languageserver';

export const CAN_EVAL_REQUEST = 'mafia/canEval';

export interface CanEvalResponse { ok: boolean; error?: string }

export function canEval(): CanEvalResponse {
    try {
        return { ok: new Function('return 1')() === 1 };
    } catch (e) {
        return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
}

export function registerCanEvalRequest(connection: Connection): void {
    connection.onRequest(CAN_EVAL_REQUEST, () => canEval());
}
