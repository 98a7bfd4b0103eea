// The outline is asked for while a file is rebuilt, and the host types on. Langium runs the outline
// request as an "immediate read" of the workspace lock, and a new build never starts while such a
// read runs: an outline that waited inside its read for the file to be linked waited for a build
// that waited for it (the server hung until the editor cancelled the request; Neovim and Helix
// don't). The wait belongs before the read: the server asks Langium for a linked file.
import { DocumentState, URI } from 'langium';
import { addDocumentSymbolHandler } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { CancellationToken, type Connection, type DocumentSymbol } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { serviceRequirements } from '../../language/lsp/service-requirements.js';
import { SEED_002_PATH } from './lsp-kit.js';

describe('an outline request during a rebuild that a new edit interrupts', () => {
    it('answers once the file is linked, with the details, and the next build runs', async () => {
        const services = createMafiaServices(NodeFileSystem);
        const { DocumentBuilder: builder, LangiumDocuments: documents, WorkspaceLock: lock } = services.shared.workspace;
        type Handler = (params: unknown, token: CancellationToken) => Promise<DocumentSymbol[] | null>;
        let outline: Handler | undefined;
        const connection = { onDocumentSymbol: (h: Handler) => { outline = h; } } as unknown as Connection;
        addDocumentSymbolHandler(connection, services.shared, serviceRequirements.DocumentSymbolProvider);
        await services.shared.workspace.WorkspaceManager.initializeWorkspace([]); // the server's start (the handler awaits it)
        const uri = URI.file(SEED_002_PATH);
        await builder.build([await documents.getOrCreateDocument(uri)], { validation: true });

        let asked!: (answer: Promise<DocumentSymbol[] | null>) => void;
        const answer = new Promise<Promise<DocumentSymbol[] | null>>((resolve) => { asked = resolve; });
        const once = builder.onDocumentPhase(DocumentState.Parsed, () => {
            once.dispose();
            // The outline request, then the next keystroke's build (it cancels the running one).
            asked(outline!({ textDocument: { uri: uri.toString() } }, CancellationToken.None));
            void lock.write((token) => builder.update([uri], [], token));
        });
        void lock.write((token) => builder.update([uri], [], token));
        const symbols = await (await answer);
        expect(JSON.stringify(symbols)).toContain('Комиссар : Мирные');
        await builder.waitUntil(DocumentState.Validated, uri);
        expect(documents.getDocument(uri)!.diagnostics?.filter((d) => d.severity === 1)).toEqual([]);
    }, 20_000);
});
