// The language server speaks the client's display language (`locale` in `initialize`), an explicit
// choice (`initializationOptions.language`, the `mafia.language` setting) above it, and the rule
// set's own language without either: diagnostics, hovers, quick-fix titles and completion docs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
    createProtocolConnection, StreamMessageReader, StreamMessageWriter,
    type ProtocolConnection, type PublishDiagnosticsParams,
} from 'vscode-languageserver-protocol/node';
import type { CodeAction, CompletionItem, CompletionList, Hover } from 'vscode-languageserver-protocol';
import { mafiaBin, repoRoot } from '../cli/run-cli.js';

const uri = pathToFileURL(join(repoRoot, 'examples', 'diagnostics', 'conflicting-limits.mafia')).toString();
const text = readFileSync(join(repoRoot, 'examples', 'diagnostics', 'conflicting-limits.mafia'), 'utf8');
const emptyUri = pathToFileURL(join(repoRoot, 'test', 'fixtures', 'empty-l10n.mafia')).toString();

interface Session { server: ChildProcess; connection: ProtocolConnection; diagnostics: Promise<PublishDiagnosticsParams> }

async function start(init: { locale?: string; initializationOptions?: unknown }): Promise<Session> {
    const server = spawn(process.execPath, [mafiaBin, 'lsp', '--stdio'], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
    const connection = createProtocolConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
    const diagnostics = new Promise<PublishDiagnosticsParams>((resolve) => {
        connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => { if (p.uri === uri && p.diagnostics.length > 0) resolve(p); });
    });
    connection.listen();
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: null, capabilities: {}, workspaceFolders: null, ...init });
    await connection.sendNotification('initialized', {});
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'mafia', version: 1, text } });
    return { server, connection, diagnostics };
}

const sessions: Session[] = [];
afterAll(async () => {
    for (const s of sessions) {
        try { await s.connection.sendRequest('shutdown'); await s.connection.sendNotification('exit'); } catch { /* gone */ }
        s.connection.dispose();
        if (s.server.exitCode === null) s.server.kill();
    }
});

const message = (p: PublishDiagnosticsParams, code: string) => p.diagnostics.find((d) => d.code === code)!;

describe('the language server speaks the client\'s locale', () => {
    it('locale en: English diagnostics, hover and completion docs; severity and code unchanged', async () => {
        const s = await start({ locale: 'en' });
        sessions.push(s);
        const d = message(await s.diagnostics, 'conflicting-limits');
        expect(d.message).toMatch(/^'twice per night' contradicts 'once per night'/);
        expect(d.severity).toBe(1);
        const line = text.split('\n').findIndex((l) => l.includes('role Житель'));
        const hover = await s.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 'role Жи'.length } }) as Hover;
        expect((hover.contents as { value: string }).value).toContain('**role** **Житель**');
        await s.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: emptyUri, languageId: 'mafia', version: 1, text: '' } });
        const list = await s.connection.sendRequest('textDocument/completion', { textDocument: { uri: emptyUri }, position: { line: 0, character: 0 } }) as CompletionList;
        const skeleton = list.items.find((i: CompletionItem) => i.kind === 15 /* Snippet */)!;
        expect(skeleton.detail).toMatch(/^A whole rule set/);
        expect(skeleton.insertText).toContain('setup {');
        expect(skeleton.insertText).toContain('phase night "Night"');
        const keyword = list.items.find((i: CompletionItem) => i.label === 'ruleset' && i.kind === 14 /* Keyword */)!;
        expect(keyword.detail).toMatch(/^The rule set/);
    }, 60_000);

    it('locale ru: Russian diagnostics, quick-fix titles, hover and completion docs', async () => {
        const s = await start({ locale: 'ru' });
        sessions.push(s);
        const diagnostics = await s.diagnostics;
        const d = message(diagnostics, 'conflicting-limits');
        expect(d.message).toMatch(/^'twice per night' противоречит 'once per night'/);
        expect(d.severity).toBe(1);
        const line = text.split('\n').findIndex((l) => l.includes('role Житель'));
        const hover = await s.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 'role Жи'.length } }) as Hover;
        expect((hover.contents as { value: string }).value).toContain('**роль** **Житель**');
        const redundant = diagnostics.diagnostics.filter((x) => x.code === 'redundant-limit');
        if (redundant.length > 0) {
            const actions = await s.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range: redundant[0].range, context: { diagnostics: redundant } }) as CodeAction[];
            expect(actions[0].title).toMatch(/^Убрать '/);
        }
        await s.connection.sendNotification('textDocument/didOpen', { textDocument: { uri: emptyUri, languageId: 'mafia', version: 1, text: '' } });
        const list = await s.connection.sendRequest('textDocument/completion', { textDocument: { uri: emptyUri }, position: { line: 0, character: 0 } }) as CompletionList;
        const skeleton = list.items.find((i: CompletionItem) => i.kind === 15)!;
        expect(skeleton.detail).toMatch(/^Целые правила/);
        expect(skeleton.insertText).toContain('phase night "Ночь"');
    }, 60_000);

    it('an explicit language (the mafia.language setting) wins over the locale', async () => {
        const s = await start({ locale: 'ru', initializationOptions: { language: 'en' } });
        sessions.push(s);
        expect(message(await s.diagnostics, 'conflicting-limits').message).toMatch(/contradicts/);
    }, 60_000);

    it('without a locale, the rule set\'s own language: Russian', async () => {
        const s = await start({});
        sessions.push(s);
        expect(message(await s.diagnostics, 'conflicting-limits').message).toMatch(/противоречит/);
    }, 60_000);

    it('a later change of mafia.language (workspace/didChangeConfiguration) publishes the diagnostics again in that language; hover follows', async () => {
        const s = await start({ locale: 'ru' });
        sessions.push(s);
        expect(message(await s.diagnostics, 'conflicting-limits').message).toMatch(/противоречит/);
        const next = (): Promise<PublishDiagnosticsParams> => new Promise((resolve) => {
            const sub = s.connection.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
                if (p.uri === uri && p.diagnostics.length > 0) { sub.dispose(); resolve(p); }
            });
        });
        const english = next();
        await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: { mafia: { language: 'en' } } });
        expect(message(await english, 'conflicting-limits').message).toMatch(/^'twice per night' contradicts/);
        const line = text.split('\n').findIndex((l) => l.includes('role Житель'));
        const hover = await s.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position: { line, character: 'role Жи'.length } }) as Hover;
        expect((hover.contents as { value: string }).value).toContain('**role** **Житель**');
        // "auto" gives the choice back to the locale (Russian here).
        const russian = next();
        await s.connection.sendNotification('workspace/didChangeConfiguration', { settings: { mafia: { language: 'auto' } } });
        expect(message(await russian, 'conflicting-limits').message).toMatch(/противоречит/);
    }, 60_000);
});
