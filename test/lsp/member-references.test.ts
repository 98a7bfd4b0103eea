// A per-player resource or a slot is named without a cross-reference where it is a member
// (`self.Карты`, `it.Карты`) or a learned property (`learn Карты of p`): definition, references and
// rename reach those too. Over real JSON-RPC (`mafia lsp --stdio`) on the seed-000 rule set.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Location, LocationLink, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'langium';
import { identifierUses, repoRoot } from './lsp-kit.js';
import { startServer, type StdioServer } from './stdio-server.js';

const SEED_000 = readFileSync(join(repoRoot, 'examples', 'seed-000', 'rules.mafia'), 'utf8');
const lines = SEED_000.split('\n');
function pos(needle: string, delta: number): { line: number; character: number } {
    const line = lines.findIndex((l) => l.includes(needle));
    if (line < 0) throw new Error(`${needle} not in seed 000`);
    return { line, character: lines[line].indexOf(needle) + delta };
}

describe('members that name a resource (seed 000, over stdio)', () => {
    let lsp: StdioServer;
    let uri: string;
    beforeAll(async () => {
        lsp = await startServer({ 'rules.mafia': SEED_000 });
        uri = lsp.uri('rules.mafia');
        await lsp.open('rules.mafia');
    }, 60_000);
    afterAll(() => lsp.stop());

    it('goes from `self.Карты` to `resource Карты`', async () => {
        const links = await lsp.connection.sendRequest('textDocument/definition', { textDocument: { uri }, position: pos('self.Карты', 'self.'.length + 1) }) as LocationLink[];
        expect(links).toHaveLength(1);
        expect(links[0].targetSelectionRange.start).toEqual(pos('resource Карты', 'resource '.length));
    });

    it('finds every use of the resource, members and learned properties included', async () => {
        const refs = await lsp.connection.sendRequest('textDocument/references', {
            textDocument: { uri }, position: pos('resource Карты', 'resource '.length + 1), context: { includeDeclaration: true },
        }) as Location[];
        const at = (needle: string, delta: number) => refs.some((r) => r.range.start.line === pos(needle, delta).line && r.range.start.character === pos(needle, delta).character);
        expect(at('self.Карты', 'self.'.length)).toBe(true);
        expect(at('it.Карты >= 3', 'it.'.length)).toBe(true);
        expect(at('learn Карты of p', 'learn '.length)).toBe(true);
        expect(at('to Карты of target', 'to '.length)).toBe(true);
        expect(refs).toHaveLength(identifierUses(SEED_000, 'Карты'));
    });

    it('renames the resource in its members and learned properties too', async () => {
        const edit = await lsp.connection.sendRequest('textDocument/rename', {
            textDocument: { uri }, position: pos('self.Карты', 'self.'.length + 1), newName: 'Козыри',
        }) as WorkspaceEdit;
        const renamed = TextDocument.applyEdits(TextDocument.create(uri, 'mafia', 1, SEED_000), edit.changes![uri]);
        expect(identifierUses(renamed, 'Карты')).toBe(0);
        expect(renamed).toContain('limit only when self.Козыри >= 1');
        expect(renamed).toContain('for each p in players learn Козыри of p');
        expect(renamed).toContain('resource Козыри "Карты" per player');
        expect(identifierUses(renamed, 'Козыри')).toBe(identifierUses(SEED_000, 'Карты'));
    });
});
