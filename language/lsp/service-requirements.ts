import { DocumentState } from 'langium';

/**
 * The document state a request waits for before Langium runs it (`startLanguageServer`). The outline's
 * details read references (factions, phases, stages), so it waits for linking; the wait must happen
 * here, before the request takes its read of the workspace lock: waiting inside that read blocks the
 * next build, which waits for the read to end (test/lsp/outline-lock.test.ts).
 */
export const serviceRequirements = {
    DocumentSymbolProvider: DocumentState.Linked,
};
