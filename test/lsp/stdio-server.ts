// Teardown shared by the tests that drive `mafia lsp --stdio` over JSON-RPC.
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Diagnostic, ProtocolConnection, PublishDiagnosticsParams } from 'vscode-languageserver-protocol/node';

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

/** A `mafia lsp --stdio` child on a fresh workspace folder holding `files` (name -> text). */
export interface StdioServer {
    dir: string;
    uri: (name: string) => string;
    connection: ProtocolConnection;
    server: ChildProcess;
    stderr: () => string;
    /** The diagnostics last published for a file, once there are some (waits up to 20 s). */
    diagnostics: (name: string) => Promise<Diagnostic[]>;
    open: (name: string, text?: string) => Promise<void>;
    stop: () => Promise<void>;
}

export async function startServer(files: Record<string, string>, locale = 'en'): Promise<StdioServer> {
    const { spawn } = await import('node:child_process');
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { pathToFileURL, fileURLToPath } = await import('node:url');
    const { createProtocolConnection, StreamMessageReader, StreamMessageWriter } = await import('vscode-languageserver-protocol/node');
    const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
    const dir = mkdtempSync(join(tmpdir(), 'mafia-lsp-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const uri = (name: string) => pathToFileURL(join(dir, name)).toString();
    const server = spawn(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    server.stderr!.on('data', (d) => { stderr += String(d); });
    const connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    const published = new Map<string, Diagnostic[]>();
    connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { published.set(p.uri, p.diagnostics); });
    connection.listen();
    const folder = pathToFileURL(dir).toString();
    await connection.sendRequest('initialize', {
        processId: process.pid, locale, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'test' }],
        capabilities: { textDocument: { rename: { prepareSupport: true } } },
    });
    await connection.sendNotification('initialized', {});
    return {
        dir, uri, connection, server, stderr: () => stderr,
        diagnostics: async (name) => {
            const deadline = Date.now() + 20_000;
            while (!published.get(uri(name))?.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
            return published.get(uri(name)) ?? [];
        },
        open: (name, text = files[name]) => connection.sendNotification('textDocument/didOpen', { textDocument: { uri: uri(name), languageId: 'mafia', version: 1, text } }),
        stop: () => stopServer(connection, server, dir),
    };
}
