import { DefaultDocumentBuilder, DocumentState, type LangiumSharedCoreServices, type URI } from 'langium';
import type { CancellationToken } from 'vscode-languageserver';

/**
 * A request for a document the editor has open, sent while the workspace is still loading, waits
 * for the document to be built instead of failing with «No document found for URI» (an editor
 * that opens a file at start-up asks for folding, code actions and code lenses at once). The
 * `didOpen` is queued behind the workspace's first build; until that update runs, the document is
 * known only to the editor's text documents.
 */
export class MafiaDocumentBuilder extends DefaultDocumentBuilder {
    constructor(services: LangiumSharedCoreServices) {
        super(services);
    }

    protected override async awaitDocumentState(state: DocumentState, uri: URI, cancelToken: CancellationToken): Promise<URI> {
        const giveUp = Date.now() + 30_000; // a document that never arrives fails as before, not forever
        while (!this.langiumDocuments.hasDocument(uri) && this.textDocuments?.get(uri.toString()) && !cancelToken.isCancellationRequested && Date.now() < giveUp) {
            // The next update (the queued didOpen, or the first build) adds it; a document closed meanwhile ends the wait.
            await new Promise<void>((resolve) => {
                const listeners = [
                    this.onBuildPhase(DocumentState.Parsed, () => done()),
                    this.onUpdate(() => { setTimeout(done, 0); }),
                ];
                const timer = setTimeout(done, 200); // a build may be under way already: look again
                function done(): void { clearTimeout(timer); for (const l of listeners) l.dispose(); resolve(); }
            });
        }
        return super.awaitDocumentState(state, uri, cancelToken);
    }
}
