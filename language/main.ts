// Language server entry (bundled to out/server.cjs): stdio or IPC, as the client chooses.
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { createMafiaServices } from './mafia-module.js';
import { registerRunGameRequest } from './lsp/mafia-run-request.js';
import { serviceRequirements } from './lsp/service-requirements.js';
import { runGameDocument } from './run/run-game-script.js';

export function startServer(): void {
    const connection = createConnection(ProposedFeatures.all);
    const { shared, Mafia } = createMafiaServices({ connection, ...NodeFileSystem });
    startLanguageServer(shared, serviceRequirements);
    registerRunGameRequest(connection, Mafia, runGameDocument); // `mafia/runGame`: the Run Phase Preview's data
}
