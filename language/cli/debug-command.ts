// `mafia debug --stdio`: the debug adapter over stdin/stdout, for any DAP client (VS Code's
// debugger, nvim-dap, dap-mode). It runs until the client disconnects.
import { MafiaDebugSession } from '../debug/debug-session.js';

export function debugCommand(): void {
    const session = new MafiaDebugSession();
    session.start(process.stdin, process.stdout);
    process.stdin.on('end', () => process.exit(0));
}
