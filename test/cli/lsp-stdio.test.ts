import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter,
    type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import { mafiaBin, repoRoot } from './run-cli.js';

// `mafia lsp --stdio` over real JSON-RPC streams, as Neovim or Helix would drive it.
const uri = pathToFileURL(join(repoRoot, 'test', 'fixtures', 'lsp-document.mafia')).toString();
const text = [
    'ruleset Проба "Проба"',
    '',
    'faction Город "Город" {',
    '    wins when none alive(Мафия)',
    '}',
    '',
    '/** Глава мафии: стреляет ночью. */',
    'role Мафия "Мафия" : Мафиози {}',
    '',
].join('\n');

describe('mafia lsp --stdio', () => {
    let server: ChildProcess;
    let connection: ProtocolConnection;
    const diagnostics: PublishDiagnosticsParams[] = [];
    let exited: Promise<number | null>;

    beforeAll(async () => {
        server = spawn(process.execPath, [mafiaBin, 'lsp', '--stdio'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
        exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
        connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
        connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { diagnostics.push(p); });
        connection.listen();
        const init = await connection.sendRequest('initialize', {
            processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null,
        }) as { capabilities: { hoverProvider?: unknown } };
        expect(init.capabilities.hoverProvider).toBeTruthy();
        await connection.sendNotification('initialized', {});
        await connection.sendNotification('textDocument/didOpen', {
            textDocument: { uri, languageId: 'mafia', version: 1, text },
        });
    });

    afterAll(() => {
        connection?.dispose();
        if (server && server.exitCode === null) server.kill();
    });

    it('publishes an unknown-reference diagnostic with the exact range of the name', async () => {
        const deadline = Date.now() + 20000;
        while (!diagnostics.some((d) => d.uri === uri && d.diagnostics.length > 0) && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 50));
        }
        const published = diagnostics.filter((d) => d.uri === uri).pop();
        expect(published).toBeDefined();
        const unknown = published!.diagnostics.filter((d) => d.code === 'unknown-reference');
        expect(unknown).toHaveLength(1);
        // `Мафиози` on line 8 (0-based 7), columns 21..28
        expect(unknown[0].range).toEqual({ start: { line: 7, character: 21 }, end: { line: 7, character: 28 } });
        expect(unknown[0].severity).toBe(1);
        expect(unknown[0].message).toContain('Мафиози');
    });

    it('hovers a role reference and shows its documentation', async () => {
        const hover = await connection.sendRequest('textDocument/hover', {
            textDocument: { uri }, position: { line: 3, character: 26 },
        }) as { contents: { value: string } | string } | null;
        expect(hover).not.toBeNull();
        const value = typeof hover!.contents === 'string' ? hover!.contents : hover!.contents.value;
        expect(value).toContain('Глава мафии: стреляет ночью.');
    });

    it('shuts down and exits cleanly', async () => {
        await connection.sendRequest('shutdown');
        await connection.sendNotification('exit');
        expect(await exited).toBe(0);
    });
});
