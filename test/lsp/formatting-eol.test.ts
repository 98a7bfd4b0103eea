// Formatting keeps the document's line endings: a CRLF rule set comes back CRLF, never LF or mixed.
// Over real JSON-RPC (`mafia lsp --stdio`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TextEdit } from 'vscode-languageserver-protocol';
import { TextDocument } from 'langium';
import { SEED_002 } from './lsp-kit.js';
import { startServer, type StdioServer } from './stdio-server.js';

// Seed 002 with its indentation spoiled, so that formatting rewrites the breaks before many lines.
const MESSY = SEED_002.replace(/\n {4}/g, '\n  ').replace(/\n\n/g, '\n\n\n\n');
const CRLF = MESSY.replace(/\n/g, '\r\n');

describe('formatting and line endings (over stdio)', () => {
    let lsp: StdioServer;
    beforeAll(async () => {
        lsp = await startServer({ 'crlf.mafia': CRLF, 'lf.mafia': MESSY });
        await lsp.open('crlf.mafia');
        await lsp.open('lf.mafia');
    }, 60_000);
    afterAll(() => lsp.stop());

    async function format(name: string, text: string): Promise<string> {
        const edits = await lsp.connection.sendRequest('textDocument/formatting', {
            textDocument: { uri: lsp.uri(name) }, options: { tabSize: 4, insertSpaces: true },
        }) as TextEdit[];
        expect(edits.length).toBeGreaterThan(10);
        return TextDocument.applyEdits(TextDocument.create(lsp.uri(name), 'mafia', 1, text), edits);
    }

    it('keeps CRLF line endings in a CRLF document', async () => {
        const formatted = await format('crlf.mafia', CRLF);
        expect(formatted.match(/(?<!\r)\n/g)).toBeNull();
        // The same text as formatting the LF document, line ending aside.
        expect(formatted.replace(/\r\n/g, '\n')).toBe(await format('lf.mafia', MESSY));
    });

    it('keeps LF line endings in an LF document', async () => {
        expect(await format('lf.mafia', MESSY)).not.toContain('\r');
    });
});
