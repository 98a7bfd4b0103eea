// The language features over real JSON-RPC: `node bin/mafia.cjs lsp --stdio` in a child process,
// on a workspace folder holding the seed-002 rule set and a game script that uses it.
// (Diagnostics over stdio are tested in test/cli/lsp-stdio.test.ts.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import type { CodeLens, CompletionItem, CompletionList, Hover, Location, LocationLink, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { GAME_HEADER, identifierUses, ordinal, repoRoot, SEED_002, seedEffect, stagePosition } from './lsp-kit.js';
import { stopServer } from './stdio-server.js';

const GAME = `${GAME_HEADER}\nday 1 {\n    vote Вася -> Гена\n}\nnight 1 {\n    Вася: Проверка -> Петя\n    Петя: Выстрел -> Маша\n}\n`;
const lines = GAME.split('\n');
/** Position of the n-th occurrence of `word` in the game script, `delta` characters into it. */
function pos(word: string, n = 0, delta = 1): { line: number; character: number } {
    let seen = 0;
    for (let line = 0; line < lines.length; line++) {
        let from = 0;
        for (let i = lines[line].indexOf(word, from); i >= 0; i = lines[line].indexOf(word, from)) {
            if (seen++ === n) return { line, character: i + delta };
            from = i + 1;
        }
    }
    throw new Error(`${word} #${n} not in the game script`);
}

describe('mafia lsp --stdio: language features', () => {
    let dir: string;
    let rulesUri: string;
    let gameUri: string;
    let server: ChildProcess;
    let connection: ProtocolConnection;
    let stderr = '';

    beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), 'mafia-lsp-'));
        writeFileSync(join(dir, 'rules.mafia'), SEED_002);
        writeFileSync(join(dir, 'game.mafia'), GAME);
        rulesUri = pathToFileURL(join(dir, 'rules.mafia')).toString();
        gameUri = pathToFileURL(join(dir, 'game.mafia')).toString();
        server = spawn(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
        server.stderr!.on('data', (d) => { stderr += String(d); });
        connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
        connection.listen();
        const folder = pathToFileURL(dir).toString();
        await connection.sendRequest('initialize', {
            processId: process.pid,
            locale: 'en',
            rootUri: folder,
            workspaceFolders: [{ uri: folder, name: 'seed-002' }],
            capabilities: { textDocument: { rename: { prepareSupport: true }, completion: { completionItem: { labelDetailsSupport: true } } } },
        });
        await connection.sendNotification('initialized', {});
        await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: gameUri, languageId: 'mafia', version: 1, text: GAME } });
    }, 60_000);

    afterAll(() => stopServer(connection, server, dir));

    it('completes an order with the actor\'s abilities only', async () => {
        const position = { line: pos('Вася: Проверка').line, character: '    Вася: '.length };
        const result = await connection.sendRequest('textDocument/completion', { textDocument: { uri: gameUri }, position }) as CompletionList | CompletionItem[];
        const items = Array.isArray(result) ? result : result.items;
        expect(items.map((i) => i.label)).toEqual(['Проверка']);
    });

    it('hovers an ability in the game script with its card from the rule set', async () => {
        const hover = await connection.sendRequest('textDocument/hover', { textDocument: { uri: gameUri }, position: pos('Проверка') }) as Hover;
        const value = (hover.contents as { value: string }).value;
        expect(value).toContain('**ability** **Проверка**');
        const { index, count } = stagePosition('Проверки');
        expect(value).toContain(`| Stage | Проверки — ${ordinal(index)} of ${count} |`);
        expect(value).toContain(seedEffect('Проверка'));
    }, 30_000);

    it('goes from a role in the deal to its declaration in the rule set', async () => {
        const result = await connection.sendRequest('textDocument/definition', { textDocument: { uri: gameUri }, position: pos('Комиссар') }) as Array<Location | LocationLink>;
        expect(result).toHaveLength(1);
        const target = result[0] as LocationLink;
        expect(target.targetUri).toBe(rulesUri);
        expect(target.targetSelectionRange.start.line).toBe(SEED_002.split('\n').findIndex((l) => l.startsWith('role Комиссар')));
    });

    it('renames a role across the rule set and the game script, leaving display names alone', async () => {
        const prepared = await connection.sendRequest('textDocument/prepareRename', { textDocument: { uri: gameUri }, position: pos('Комиссар') }) as { placeholder: string };
        expect(prepared.placeholder).toBe('Комиссар');
        const edit = await connection.sendRequest('textDocument/rename', { textDocument: { uri: gameUri }, position: pos('Комиссар'), newName: 'Следователь' }) as WorkspaceEdit;
        expect(Object.keys(edit.changes!).sort()).toEqual([gameUri, rulesUri].sort());
        expect(edit.changes![gameUri]).toHaveLength(1);
        expect(edit.changes![rulesUri]).toHaveLength(identifierUses(SEED_002, 'Комиссар')); // "Комиссар" strings untouched
        for (const e of edit.changes![rulesUri]) {
            const line = SEED_002.split('\n')[e.range.start.line];
            expect(line.slice(e.range.start.character, e.range.end.character)).toBe('Комиссар');
            expect(line[e.range.start.character - 1]).not.toBe('"');
            expect(e.newText).toBe('Следователь');
        }
        // A name that is not an identifier is refused with a message.
        await expect(connection.sendRequest('textDocument/rename', { textDocument: { uri: gameUri }, position: pos('Комиссар'), newName: 'Старший комиссар' })).rejects.toThrow(/'Старший комиссар' cannot be a name/);
    });

    it('puts "Run phase N" lenses on the phases and runs the game for the preview (mafia/runGame)', async () => {
        const lenses = await connection.sendRequest('textDocument/codeLens', { textDocument: { uri: gameUri } }) as CodeLens[];
        expect(lenses.filter((l) => l.command?.command === 'mafia.runPhasePreview').map((l) => l.command?.title)).toEqual(['▶ Run phase 1 (День 1)', '▶ Run phase 2 (Ночь 1)']);
        // Beside each, "Debug phase N" (the debugger stopped where that phase begins), in the same language.
        expect(lenses.filter((l) => l.command?.command === 'mafia.debugPhase').map((l) => l.command?.title)).toEqual(['▷ Debug phase 1 (День 1)', '▷ Debug phase 2 (Ночь 1)']);
        const response = await connection.sendRequest('mafia/runGame', { uri: gameUri, seed: 3 }) as { ok: boolean; seed: number; result: { phases: Array<{ phase: { kind: string }; trace: unknown[] }> } };
        expect(response.ok).toBe(true);
        expect(response.seed).toBe(3);
        expect(response.result.phases.map((p) => p.phase.kind)).toEqual(['day', 'night']);
        expect(response.result.phases[1].trace.length).toBeGreaterThan(0);
    }, 30_000);

    it('kept the server healthy', () => {
        expect(server.exitCode).toBeNull();
        expect(stderr).not.toMatch(/Error|TypeError/);
    });
});
