// Part 2: the language server over stdio (`node bin/mafia.cjs lsp --stdio`), as an editor drives
// it: mutated documents opened and edited (didOpen / didChange), random requests at random
// positions. The server must answer every request (an internal-error response is a handler that
// threw), log no error, and never exit.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
    createProtocolConnection, ErrorCodes, LSPErrorCodes, ResponseError, StreamMessageReader, StreamMessageWriter, type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { CrashLog } from './crashes.js';
import { fuzzDocument, grammarTokens, loadCorpus, mutateOnce, Rand, root } from './mutate.js';

export interface LspStats { requests: number; answered: number; errors: number; documents: number; edits: number; restarts: number; crashes: number; byMethod: Record<string, number>;
    /** Answered ServerCancelled («No document found for URI»: a request right after didOpen, while the workspace loads). */
    serverCancelled: number; cancelledExamples: string[] }

const REQUEST_TIMEOUT_MS = 30_000;

interface Server { process: ChildProcess; connection: ProtocolConnection; exited: string | null; logged: string[]; capabilities: Record<string, unknown> }

export async function startServer(dir: string): Promise<Server> {
    const child = spawn(process.execPath, [join(root, 'bin/mafia.cjs'), 'lsp', '--stdio'], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    const server: Server = { process: child, connection: createProtocolConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!)), exited: null, logged: [], capabilities: {} };
    child.on('exit', (code, signal) => { server.exited = `exit code ${code}${signal ? `, signal ${signal}` : ''}`; });
    child.stderr!.on('data', (d) => { if (/Error|\n\s+at /.test(String(d))) server.logged.push(String(d).slice(0, 4000)); });
    server.connection.onNotification('window/logMessage', (m: { type: number; message: string }) => { if (m.type === 1) server.logged.push(m.message.slice(0, 4000)); });
    server.connection.onNotification('textDocument/publishDiagnostics', (p: { diagnostics: Array<{ message: string }> }) => {
        for (const d of p.diagnostics) if (/An error occurred/.test(d.message)) server.logged.push(d.message);
    });
    server.connection.onRequest('workspace/configuration', (p: { items: unknown[] }) => p.items.map(() => null));
    server.connection.onRequest('client/registerCapability', () => null);
    server.connection.listen();
    const folder = pathToFileURL(dir).toString();
    const init = await server.connection.sendRequest('initialize', {
        processId: process.pid, rootUri: folder, workspaceFolders: [{ uri: folder, name: 'fuzz' }],
        capabilities: { textDocument: { rename: { prepareSupport: true }, completion: { completionItem: { labelDetailsSupport: true } } } },
    }) as { capabilities: Record<string, unknown> };
    server.capabilities = init.capabilities;
    await server.connection.sendNotification('initialized', {});
    return server;
}

async function stopServer(s: Server): Promise<void> {
    try {
        await Promise.race([s.connection.sendRequest('shutdown'), new Promise((r) => setTimeout(r, 3000))]);
        await s.connection.sendNotification('exit');
    } catch { /* already gone */ }
    s.connection.dispose();
    if (s.process.exitCode === null) s.process.kill();
}

/** The requests the server advertises, each with how to build its parameters. */
function requestKinds(caps: Record<string, unknown>): Array<{ method: string; params: (uri: string, pos: { line: number; character: number }, r: Rand, end: { line: number; character: number }) => unknown }> {
    const at = (uri: string, pos: unknown) => ({ textDocument: { uri }, position: pos });
    const range = (a: { line: number; character: number }, b: { line: number; character: number }) => (a.line < b.line || (a.line === b.line && a.character <= b.character) ? { start: a, end: b } : { start: b, end: a });
    const all = [
        { cap: 'hoverProvider', method: 'textDocument/hover', params: at },
        { cap: 'completionProvider', method: 'textDocument/completion', params: at },
        { cap: 'definitionProvider', method: 'textDocument/definition', params: at },
        { cap: 'referencesProvider', method: 'textDocument/references', params: (uri: string, pos: unknown, r: Rand) => ({ ...at(uri, pos), context: { includeDeclaration: r.chance(0.5) } }) },
        { cap: 'renameProvider', method: 'textDocument/prepareRename', params: at },
        { cap: 'renameProvider', method: 'textDocument/rename', params: (uri: string, pos: unknown, r: Rand) => ({ ...at(uri, pos), newName: r.pick(['Новое', 'x', 'role', '"', 'a b', '', 'Ё\u2028', '\uD800']) }) },
        { cap: 'documentHighlightProvider', method: 'textDocument/documentHighlight', params: at },
        { cap: 'signatureHelpProvider', method: 'textDocument/signatureHelp', params: at },
        { cap: 'documentSymbolProvider', method: 'textDocument/documentSymbol', params: (uri: string) => ({ textDocument: { uri } }) },
        { cap: 'documentFormattingProvider', method: 'textDocument/formatting', params: (uri: string, _p: unknown, r: Rand) => ({ textDocument: { uri }, options: { tabSize: r.pick([0, 2, 4, 8]), insertSpaces: r.chance(0.8) } }) },
        { cap: 'documentRangeFormattingProvider', method: 'textDocument/rangeFormatting', params: (uri: string, p: { line: number; character: number }, _r: Rand, e: { line: number; character: number }) => ({ textDocument: { uri }, range: range(p, e), options: { tabSize: 4, insertSpaces: true } }) },
        { cap: 'documentOnTypeFormattingProvider', method: 'textDocument/onTypeFormatting', params: (uri: string, p: unknown, r: Rand) => ({ ...at(uri, p), ch: r.pick(['}', '\n', ';']), options: { tabSize: 4, insertSpaces: true } }) },
        { cap: 'codeActionProvider', method: 'textDocument/codeAction', params: (uri: string, p: { line: number; character: number }, _r: Rand, e: { line: number; character: number }) => ({ textDocument: { uri }, range: range(p, e), context: { diagnostics: [] } }) },
        { cap: 'semanticTokensProvider', method: 'textDocument/semanticTokens/full', params: (uri: string) => ({ textDocument: { uri } }) },
        { cap: 'semanticTokensProvider', method: 'textDocument/semanticTokens/range', params: (uri: string, p: { line: number; character: number }, _r: Rand, e: { line: number; character: number }) => ({ textDocument: { uri }, range: range(p, e) }) },
        { cap: 'foldingRangeProvider', method: 'textDocument/foldingRange', params: (uri: string) => ({ textDocument: { uri } }) },
        { cap: 'selectionRangeProvider', method: 'textDocument/selectionRange', params: (uri: string, p: unknown) => ({ textDocument: { uri }, positions: [p] }) },
        { cap: 'codeLensProvider', method: 'textDocument/codeLens', params: (uri: string) => ({ textDocument: { uri } }) },
        { cap: 'inlayHintProvider', method: 'textDocument/inlayHint', params: (uri: string, p: { line: number; character: number }, _r: Rand, e: { line: number; character: number }) => ({ textDocument: { uri }, range: range(p, e) }) },
        { cap: 'documentLinkProvider', method: 'textDocument/documentLink', params: (uri: string) => ({ textDocument: { uri } }) },
        { cap: 'typeDefinitionProvider', method: 'textDocument/typeDefinition', params: at },
        { cap: 'implementationProvider', method: 'textDocument/implementation', params: at },
        { cap: 'workspaceSymbolProvider', method: 'workspace/symbol', params: (_u: string, _p: unknown, r: Rand) => ({ query: r.pick(['', 'М', 'a', '\uD800']) }) },
    ];
    return all.filter((k) => caps[k.cap] !== undefined && caps[k.cap] !== false);
}

/** A position in the text: mostly inside it, sometimes past a line's end or past the last line. */
function randomPosition(r: Rand, text: string): { line: number; character: number } {
    const lines = text.split(/\r\n|\r|\n/);
    const line = r.chance(0.03) ? lines.length + r.int(3) : r.int(lines.length);
    const len = lines[line]?.length ?? 0;
    return { line, character: r.chance(0.05) ? len + 1 + r.int(5) : r.int(len + 1) };
}

/**
 * Answers that are not crashes: the request was cancelled or the document changed meanwhile;
 * the server cancelled it (Langium does while the document is not loaded yet: counted apart);
 * a rename refused with a reason (an invalid new name).
 */
function benign(e: unknown, method: string): 'ok' | 'server-cancelled' | null {
    if (!(e instanceof ResponseError)) return null;
    if (e.code === LSPErrorCodes.ServerCancelled) return 'server-cancelled';
    if (e.code === LSPErrorCodes.RequestCancelled || e.code === LSPErrorCodes.ContentModified) return 'ok';
    if (method.endsWith('ename') && (e.code === ErrorCodes.InvalidParams || e.code === LSPErrorCodes.RequestFailed)) return 'ok';
    return null;
}

export async function fuzzLsp(seed: number, maxRequests: number, until: number, log: CrashLog): Promise<LspStats> {
    const corpus = loadCorpus().filter((f) => f.text.length < 60_000);
    const tokens = grammarTokens();
    const dir = mkdtempSync(join(tmpdir(), 'mafia-fuzz-lsp-'));
    // The rule sets the game scripts name, beside them.
    for (const f of corpus) {
        if (!f.name.startsWith('examples/seed-') && !f.name.startsWith('examples/imports/')) continue;
        mkdirSync(join(dir, dirname(f.name)), { recursive: true });
        writeFileSync(join(dir, f.name), f.text);
    }
    const stats: LspStats = { requests: 0, answered: 0, errors: 0, documents: 0, edits: 0, restarts: 0, crashes: 0, byMethod: {}, serverCancelled: 0, cancelledExamples: [] };
    let server = await startServer(dir);
    let kinds = requestKinds(server.capabilities);
    const closed = new Map<string, number>();
    try {
        for (let round = 0; stats.requests < maxRequests && Date.now() < until; round++) {
            const r = new Rand(seed * 7_000_003 + round);
            let { text, from } = fuzzDocument(r, tokens, corpus);
            if (text.length > 200_000) text = text.slice(0, 200_000);
            const folder = join(dir, from.includes('/') ? dirname(from) : 'tokens');
            mkdirSync(folder, { recursive: true });
            const uri = pathToFileURL(join(folder, `fuzz-${round % 4}.mafia`)).toString();
            const history: unknown[] = [];
            const notify = async (method: string, params: unknown) => { history.push({ method, params }); await server.connection.sendNotification(method, params); };
            await notify('textDocument/didOpen', { textDocument: { uri, languageId: 'mafia', version: 1, text } });
            stats.documents++;
            const steps = 1 + r.int(8);
            for (let step = 0; step < steps && stats.requests < maxRequests; step++) {
                if (step > 0 && r.chance(0.4)) {
                    text = mutateOnce(r, text, tokens, corpus).slice(0, 200_000);
                    await notify('textDocument/didChange', { textDocument: { uri, version: step + 1 }, contentChanges: [{ text }] });
                    stats.edits++;
                }
                // A burst of requests at once, as an editor sends them while the user types.
                const burst = 1 + r.int(4);
                const pending = Array.from({ length: burst }, () => {
                    const kind = r.pick(kinds);
                    const params = kind.params(uri, randomPosition(r, text), r, randomPosition(r, text));
                    stats.requests++;
                    stats.byMethod[kind.method] = (stats.byMethod[kind.method] ?? 0) + 1;
                    return { method: kind.method, params, answer: Promise.race([
                        server.connection.sendRequest(kind.method, params).then(() => 'ok' as const, (e: unknown) => benign(e, kind.method) ?? e),
                        new Promise<string>((res) => setTimeout(() => res(server.exited ? `the server exited (${server.exited})` : `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`), REQUEST_TIMEOUT_MS)),
                    ]) };
                });
                for (const p of pending) {
                    const answer = await p.answer;
                    if (answer === 'ok') { stats.answered++; continue; }
                    if (answer === 'server-cancelled') {
                        stats.serverCancelled++;
                        if (stats.cancelledExamples.length < 3) stats.cancelledExamples.push(`${p.method} (round ${round}, step ${step})`);
                        continue;
                    }
                    stats.errors++;
                    const code = answer instanceof ResponseError ? ` (code ${answer.code})` : '';
                    const message = answer instanceof Error ? answer.message : String(answer);
                    const signature = `${p.method}: ${message.split('\n')[0].replace(/file:\/\/\S+/g, 'URI').replace(/\d+/g, 'N').slice(0, 160)}`;
                    const when = `step ${step} of the round${closed.has(uri) ? `, the same URI was last closed in round ${closed.get(uri)}` : ''}`;
                    if (log.add('lsp', signature, `${message}${code}\n\nfrom ${from}, --seed ${seed}, round ${round}, ${when}`, text, 'mafia')) {
                        log.save('lsp', signature, text, `request: ${JSON.stringify({ method: p.method, params: p.params })}\nnotifications before it:\n${JSON.stringify(history).slice(0, 20_000)}`);
                    }
                    stats.crashes++;
                }
                if (server.logged.length > 0) {
                    for (const message of server.logged.splice(0)) {
                        const signature = `logged: ${message.split('\n').find((l) => /Error|error/.test(l))?.replace(/\d+/g, 'N').slice(0, 160) ?? message.slice(0, 80)}`;
                        if (log.add('lsp', signature, `${message}\n\nfrom ${from}, --seed ${seed}, round ${round}`, text, 'mafia')) log.save('lsp', signature, text, `notifications:\n${JSON.stringify(history).slice(0, 20_000)}`);
                        stats.crashes++;
                    }
                }
                if (server.exited) break;
            }
            if (server.exited) {
                const signature = `the server exited (${server.exited})`;
                if (log.add('lsp', signature, `from ${from}, --seed ${seed}, round ${round}`, text, 'mafia')) log.save('lsp', signature, text, `notifications:\n${JSON.stringify(history).slice(0, 20_000)}`);
                stats.crashes++;
                server = await startServer(dir);
                kinds = requestKinds(server.capabilities);
                stats.restarts++;
                continue;
            }
            if (r.chance(0.7)) { await server.connection.sendNotification('textDocument/didClose', { textDocument: { uri } }); closed.set(uri, round); }
        }
    } finally {
        await stopServer(server);
        rmSync(dir, { recursive: true, force: true });
    }
    return stats;
}
