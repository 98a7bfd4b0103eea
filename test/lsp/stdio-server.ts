// Teardown shared by the tests that drive `mafia lsp --stdio` over JSON-RPC.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { ProtocolConnection } from 'vscode-languageserver-protocol/node';

/** Asks the server to shut down and exit (killing it if it does not), then removes its workspace folder. */
export async function stopServer(connection: ProtocolConnection | undefined, server: ChildProcess | undefined, dir: string | undefined): Promise<void> {
    try {
        await connection?.sendRequest('shutdown');
        await connection?.sendNotification('exit');
    } catch { /* already gone */ }
    connection?.dispose();
    if (server && server.exitCode === null) server.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
}
