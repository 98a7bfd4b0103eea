// An editor that opens a file at start-up (here one outside the workspace folder) sends its requests right after `didOpen`, while the
// server is still loading the workspace: each request must get a result, never «No document found».
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection } from 'vscode-languageserver-protocol/node';
import { repoRoot } from './lsp-kit.js';
import { stopServer } from './stdio-server.js';

describe('requests sent right after didOpen, while the workspace loads', () => {
    let dir: string | undefined;
    let outside: string | undefined;
    let server: ChildProcess | undefined;
    let connection: ProtocolConnection | undefined;

    afterEach(async () => {
        await stopServer(connection, server, dir);
        if (outside) rmSync(outside, { recursive: true, force: true });
    });

    it('are all answered with a result', async () => {
        dir = mkdtempSync(join(tmpdir(), 'mafia-startup-'));
        cpSync(join(repoRoot, 'examples'), join(dir, 'examples'), { recursive: true }); // a workspace that takes a while to load
        server = spawn(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
        connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
        connection.listen();
        const folder = pathToFileURL(dir).toString();
        await connection.sendRequest('initialize', { processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'w' }], capabilities: {} });
        await connection.sendNotification('initialized', {});
        // A file outside the workspace folder is known only from its didOpen, which is queued behind the
        // workspace's first build: Langium's requests looked it up as soon as the workspace was ready.
        outside = mkdtempSync(join(tmpdir(), 'mafia-outside-'));
        cpSync(join(repoRoot, 'examples', 'seed-002'), outside, { recursive: true });
        const path = join(outside, 'game-town-wins.mafia');
        const uri = pathToFileURL(path).toString();
        await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'mafia', version: 1, text: readFileSync(path, 'utf8') } });
        const textDocument = { uri };
        const range = { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } };
        const requests: Array<[string, object]> = [
            ['textDocument/foldingRange', { textDocument }],
            ['textDocument/codeAction', { textDocument, range, context: { diagnostics: [] } }],
            ['textDocument/codeLens', { textDocument }],
            ['textDocument/documentSymbol', { textDocument }],
            ['textDocument/semanticTokens/full', { textDocument }],
            ['textDocument/hover', { textDocument, position: { line: 4, character: 5 } }],
        ];
        const answers = await Promise.all(requests.map(([method, params]) =>
            connection!.sendRequest(method, params).then((result) => ({ method, result }), (error: Error) => ({ method, error: error.message }))));
        expect(answers.filter((a) => 'error' in a)).toEqual([]);
        const folding = answers.find((a) => a.method === 'textDocument/foldingRange') as { result: unknown[] };
        expect(folding.result.length).toBeGreaterThan(0);
        const lenses = answers.find((a) => a.method === 'textDocument/codeLens') as { result: unknown[] };
        expect(lenses.result.length).toBeGreaterThan(0);
    }, 60_000);
});
