// Diagnostics as an editor meets them over `mafia lsp --stdio`: every diagnostic has a code (syntax
// errors too, as `mafia check` prints them), an order's unknown ability names the actor, and an
// order under an unknown role shows the role's error only (no cascade), all gone once fixed.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter, type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { GAME_HEADER, repoRoot, SEED_002 } from './lsp-kit.js';
import { stopServer } from './stdio-server.js';

const GAME = `${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя\n}\n`;

describe('mafia lsp --stdio: diagnostics', () => {
    let dir: string;
    let rulesUri: string;
    let gameUri: string;
    let server: ChildProcess;
    let connection: ProtocolConnection;
    const published = new Map<string, Diagnostic[]>();
    let count = 0;
    let version = 1;

    /** Sends the new text and waits until the server has published for it and gone quiet. */
    async function edit(uri: string, text: string): Promise<void> {
        connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: ++version }, contentChanges: [{ text }] });
        const start = count;
        for (let quiet = 0, seen = count, tries = 0; quiet < 8 && tries < 300; tries++) {
            await new Promise((r) => setTimeout(r, 100));
            if (count === seen && count > start) quiet++; else { quiet = 0; seen = count; }
        }
    }
    const of = (uri: string) => published.get(uri) ?? [];

    beforeAll(async () => {
        dir = mkdtempSync(join(tmpdir(), 'mafia-lsp-diag-'));
        writeFileSync(join(dir, 'rules.mafia'), SEED_002);
        writeFileSync(join(dir, 'game.mafia'), GAME);
        rulesUri = pathToFileURL(join(dir, 'rules.mafia')).toString();
        gameUri = pathToFileURL(join(dir, 'game.mafia')).toString();
        server = spawn(process.execPath, [join(repoRoot, 'bin', 'mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
        connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
        connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { published.set(p.uri, p.diagnostics); count++; });
        connection.listen();
        const folder = pathToFileURL(dir).toString();
        await connection.sendRequest('initialize', { processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'seed-002' }], capabilities: {}, locale: 'en' });
        await connection.sendNotification('initialized', {});
        await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: rulesUri, languageId: 'mafia', version: 1, text: SEED_002 } });
        await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: gameUri, languageId: 'mafia', version: 1, text: GAME } });
        await edit(gameUri, GAME);
    }, 60_000);

    afterAll(() => stopServer(connection, server, dir));

    it('starts clean', () => {
        expect(of(rulesUri)).toEqual([]);
        expect(of(gameUri)).toEqual([]);
    });

    it('gives syntax errors the code syntax-error, as `mafia check` does', async () => {
        await edit(rulesUri, `${SEED_002}\nrole Новая "Новая" : Мирные {`);
        expect(of(rulesUri).map((d) => d.code)).toEqual(['syntax-error']);
        await edit(rulesUri, SEED_002);
        expect(of(rulesUri)).toEqual([]);
    }, 30_000);

    it('says nothing but the syntax error about a declaration whose name is not typed yet', async () => {
        for (const tail of ['role', 'faction', 'role Новая "Новая" : Мирные { ability']) {
            await edit(rulesUri, `${SEED_002}\n${tail}`);
            expect(of(rulesUri).map((d) => d.code), tail).toEqual(['syntax-error']);
            expect(of(rulesUri).map((d) => d.message).join('\n')).not.toContain('undefined');
        }
        await edit(rulesUri, SEED_002);
        expect(of(rulesUri)).toEqual([]);
    }, 30_000);

    it('names the actor and the roles when an order uses an ability the actor does not have', async () => {
        const text = GAME.replace('Вася: Проверка -> Петя', 'Вася: Выстрел -> Петя');
        await edit(gameUri, text);
        const [d, ...rest] = of(gameUri);
        expect(rest).toEqual([]);
        expect(d.code).toBe('unknown-reference');
        expect(d.message).toContain("'Вася' (Комиссар) has no ability 'Выстрел'");
        const line = text.split('\n')[d.range.start.line];
        expect(line.slice(d.range.start.character, d.range.end.character)).toBe('Выстрел');
        await edit(gameUri, GAME);
        expect(of(gameUri)).toEqual([]);
    }, 30_000);

    it('reports an unknown role once, not again on every order of its player', async () => {
        const text = GAME.replace('Вася: Комиссар', 'Вася: Комисар');
        await edit(gameUri, text);
        expect(of(gameUri).map((d) => d.message)).toEqual([expect.stringContaining("Unknown role 'Комисар'")]);
        await edit(gameUri, GAME);
        expect(of(gameUri)).toEqual([]);
    }, 30_000);

    it('flags a misspelt role after `guess` with a quick fix, as the engine would reject the order only at run time', async () => {
        const order = '    Вася: Проверка -> Петя guess Маньякк';
        const text = GAME.replace('    Вася: Проверка -> Петя', order);
        await edit(gameUri, text);
        // Seed 002's check takes no guess: the engine carries it out without one, and the script says so.
        const idle = { code: 'unknown-parameter', severity: 2, message: "'Проверка' takes no 'guess': it declares no such parameter (and no options), so the engine carries the order out without it." };
        const all = of(gameUri);
        expect(all.filter((x) => x.code !== 'unknown-reference')).toEqual([expect.objectContaining(idle)]);
        const d = all.find((x) => x.code === 'unknown-reference')!;
        expect(d.code).toBe('unknown-reference');
        expect(d.message).toBe("Unknown role 'Маньякк' after 'guess'. Did you mean 'Маньяк'?");
        expect(text.split('\n')[d.range.start.line].slice(d.range.start.character, d.range.end.character)).toBe('Маньякк');
        const actions = await connection.sendRequest('textDocument/codeAction', { textDocument: { uri: gameUri }, range: d.range, context: { diagnostics: [d] } }) as Array<{ title: string; edit?: { changes?: Record<string, Array<{ newText: string }>> } }>;
        expect(actions.map((a) => a.title)).toContain("Change to 'Маньяк'");
        // A display name or alias, any case, is a role too.
        await edit(gameUri, GAME.replace('    Вася: Проверка -> Петя', '    Вася: Проверка -> Петя guess маньяк'));
        expect(of(gameUri)).toEqual([expect.objectContaining(idle)]);
        await edit(gameUri, GAME);
    }, 30_000);

    it('flags a win condition where a part outnumbers its whole, and clears it when fixed', async () => {
        const line = SEED_002.split('\n').findIndex((l) => l.trim().startsWith('wins when'));
        const lines = SEED_002.split('\n');
        const broken = [...lines.slice(0, line), '    wins when count alive(Мирные) > count alive', ...lines.slice(line + 1)].join('\n');
        await edit(rulesUri, broken);
        const [d, ...rest] = of(rulesUri);
        expect(rest).toEqual([]);
        expect(d.code).toBe('contradictory-win-condition');
        expect(d.range.start.line).toBe(line);
        expect(broken.split('\n')[line].slice(d.range.start.character, d.range.end.character)).toBe('count alive(Мирные) > count alive');
        await edit(rulesUri, SEED_002);
        expect(of(rulesUri)).toEqual([]);
    }, 30_000);

    it('does not leave a game script\'s diagnostics stale after an edit in its rule set', async () => {
        const renamed = SEED_002.replace(/^role Комиссар "Комиссар" alias "коми"/m, 'role Комисар "Комисар"');
        expect(renamed).not.toBe(SEED_002);
        await edit(rulesUri, renamed);
        expect(of(gameUri).map((d) => d.code)).toEqual(['unknown-reference']);
        await edit(rulesUri, SEED_002);
        expect(of(gameUri)).toEqual([]);
    }, 30_000);
});
