// The language server over stdio outlives any text: the texts that once killed it (braces nested
// thousands deep) or made its checks throw are opened one after another, and afterwards the
// server still answers an ordinary request on an ordinary document.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import type { DocumentSymbol, Hover } from 'vscode-languageserver-protocol';
import { DEEP_TEXTS, THROWING_TEXTS } from '../fixtures/crash-inputs.js';
import { repoRoot } from './lsp-kit.js';
import { stopServer } from './stdio-server.js';

describe('mafia lsp --stdio never crashes on a text', () => {
    let dir: string;
    let server: ChildProcess;
    let connection: ProtocolConnection;
    let stderr = '';
    let exitCode: number | null | undefined;
    const published = new Map<string, PublishDiagnosticsParams['diagnostics']>();
    const waiters = new Map<string, () => void>();

    /** Opens a document and waits for its diagnostics. */
    async function open(name: string, text: string): Promise<string> {
        const uri = pathToFileURL(join(dir, name)).toString();
        const done = new Promise<void>((resolve) => waiters.set(uri, resolve));
        await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'mafia', version: 1, text } });
        await done;
        return uri;
    }

    beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), 'mafia-lsp-crash-'));
        server = spawn(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
        server.stderr!.on('data', (d) => { stderr += String(d); });
        server.on('exit', (code) => { exitCode = code; for (const w of waiters.values()) w(); });
        connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
        connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
            published.set(p.uri, p.diagnostics);
            waiters.get(p.uri)?.();
        });
        connection.listen();
        const folder = pathToFileURL(dir).toString();
        await connection.sendRequest('initialize', { processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'crash' }], capabilities: {} });
        await connection.sendNotification('initialized', {});
    }, 60_000);

    afterAll(() => stopServer(connection, server, dir));

    it('opens every text, reports each with a located diagnostic, and still answers on a normal document', async () => {
        const texts = [...DEEP_TEXTS, ...THROWING_TEXTS];
        for (const [i, text] of texts.entries()) {
            const uri = await open(`crash-${i}.mafia`, text);
            expect(exitCode, `server exited on text ${i}: ${stderr}`).toBeUndefined();
            const diagnostics = published.get(uri) ?? [];
            expect(diagnostics.length, `text ${i}`).toBeGreaterThan(0);
            expect(diagnostics.filter((d) => /error occurred/i.test(JSON.stringify(d.message))), `text ${i}`).toEqual([]);
            // The requests an editor sends on opening a file are answered too.
            await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } });
            await connection.sendRequest('textDocument/codeLens', { textDocument: { uri } });
        }
        const uri = await open('ok.mafia', 'ruleset Проба\nstatus Тюрьма "Тюрьма"\nrole Вор "Вор" { note "ворует" }\n');
        const symbols = await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as DocumentSymbol[];
        expect(symbols.map((s) => s.name)).toEqual(expect.arrayContaining(['Тюрьма', 'Вор']));
        const hover = await connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line: 2, character: 6 } }) as Hover | null;
        expect(JSON.stringify(hover?.contents)).toContain('Вор');
        expect(exitCode).toBeUndefined();
    }, 120_000);
});
