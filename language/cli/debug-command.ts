// `mafia debug --stdio`: the debug adapter over stdin/stdout, for any DAP client (VS Code's
// debugger, nvim-dap, dap-mode). It runs until the client disconnects.
import type { Lang } from '../../engine/l10n/lang.js';
import { MafiaDebugSession } from '../debug/debug-session.js';

export function debugCommand(opts: { lang?: Lang } = {}): void {
    const session = new MafiaDebugSession(opts.lang);
    session.start(process.stdin, process.stdout);
    process.stdin.on('end', () => process.exit(0));
}
