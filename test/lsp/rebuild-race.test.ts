// A file being rebuilt (opened in the editor, edited) gets requests while it is only parsed:
// VS Code asks for the outline at once. A reference read then must not leave a false
// `unknown-reference` error behind (CI saw thirteen on seed 002: the outline read the factions,
// phases and stages of its details before the file was indexed, and the scope provider cached
// that index-less answer for the linker).
import { AstUtils, DocumentState, URI, type LangiumDocument } from 'langium';
import { addDocumentSymbolHandler } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { CancellationToken, type Connection } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { serviceRequirements } from '../../language/lsp/service-requirements.js';
import { SEED_002_PATH } from './lsp-kit.js';

async function rebuildWhileParsed(read: (services: ReturnType<typeof createMafiaServices>, doc: LangiumDocument) => unknown): Promise<string[]> {
    const services = createMafiaServices(NodeFileSystem);
    const { DocumentBuilder: builder, LangiumDocuments: documents } = services.shared.workspace;
    await services.shared.workspace.WorkspaceManager.initializeWorkspace([]); // the server's start (request handlers await it)
    const uri = URI.file(SEED_002_PATH);
    const first = await documents.getOrCreateDocument(uri);
    await builder.build([first], { validation: true });
    expect(first.diagnostics?.filter((d) => d.severity === 1)).toEqual([]);
    let reads = 0;
    builder.onDocumentPhase(DocumentState.Parsed, (doc) => {
        reads++;
        void read(services, doc);
    });
    await builder.update([uri], []);
    expect(reads).toBe(1);
    const doc = documents.getDocument(uri)!;
    expect(doc.state).toBe(DocumentState.Validated);
    return (doc.diagnostics ?? []).filter((d) => d.severity === 1).map((d) => `${d.range.start.line + 1}: ${d.message}`);
}

describe('requests on a file that is being rebuilt', () => {
    it('an outline asked for right after parsing waits for linking: seed 002 stays free of errors', async () => {
        let symbols: Promise<unknown> | undefined;
        const errors = await rebuildWhileParsed((services, doc) => { symbols = outline(services, doc); });
        expect(errors).toEqual([]);
        // The details were read after linking: the Commissioner's faction by its display name.
        expect(JSON.stringify(await symbols)).toContain('Комиссар : Мирные');
    });

    /** As the server asks: Langium's handler with the state the server requires (it waits for linking). */
    function outline(services: ReturnType<typeof createMafiaServices>, doc: LangiumDocument): Promise<unknown> {
        let handler!: (params: unknown, token: CancellationToken) => Promise<unknown>;
        addDocumentSymbolHandler({ onDocumentSymbol: (h: typeof handler) => { handler = h; } } as unknown as Connection, services.shared, serviceRequirements.DocumentSymbolProvider);
        return handler({ textDocument: { uri: doc.uri.toString() } }, CancellationToken.None);
    }

    it('any reference read before indexing leaves no cached scope behind: the linker resolves against the full index', async () => {
        const warn = console.warn;
        console.warn = () => undefined; // Langium warns about the early read; that read is what is tested
        try {
            const errors = await rebuildWhileParsed((_services, doc) => {
                for (const node of AstUtils.streamAst(doc.parseResult.value)) {
                    for (const { reference } of AstUtils.streamReferences(node)) if ('ref' in reference) void reference.ref;
                }
            });
            expect(errors).toEqual([]);
        } finally {
            console.warn = warn;
        }
    });
});
