// Language server entry (bundled to out/server.cjs): stdio or IPC, as the client chooses.
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { createMafiaServices } from './mafia-module.js';

export function startServer(): void {
    const connection = createConnection(ProposedFeatures.all);
    const { shared } = createMafiaServices({ connection, ...NodeFileSystem });
    startLanguageServer(shared);
}
