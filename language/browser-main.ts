// Language server entry for a browser web worker (the web playground, web/): the same services and
// requests as `mafia lsp` (main.ts), over the worker's postMessage instead of stdio. No file system:
// the server sees the documents the editor opens (the rule set and the game script tabs).
import { EmptyFileSystem } from 'langium';
import { startLanguageServer } from 'langium/lsp';
import { BrowserMessageReader, BrowserMessageWriter, createConnection } from 'vscode-languageserver/browser';
import { createMafiaServices } from './mafia-module.js';
import { registerCanEvalRequest } from './lsp/eval-check.js';
import { followMessageLanguageSetting } from './lsp/message-language-setting.js';
import { registerRulesBookRequest } from './lsp/mafia-rules-book-request.js';
import { registerRunGameRequest } from './lsp/mafia-run-request.js';
import { registerThreadVotesRequest } from './lsp/mafia-votes-request.js';
import { registerSimulationCodeRequest } from './lsp/mafia-simulation-request.js';
import { serviceRequirements } from './lsp/service-requirements.js';
import { runGameDocument } from './run/run-game-script.js';

/** The worker's global scope (`self`); typed by hand, the project's lib is DOM, not WebWorker. */
export interface WorkerScope extends EventTarget {
    postMessage(message: unknown): void;
}

/** Starts the server on `scope`. */
export function startBrowserServer(scope: WorkerScope): void {
    const port = scope as unknown as Worker; // what BrowserMessageReader/Writer read and write
    const connection = createConnection(new BrowserMessageReader(port), new BrowserMessageWriter(port));
    // As in main.ts: a bug met on some text is logged to the client, the worker goes on serving.
    scope.addEventListener('error', (event) => connection.console.error(`mafia: internal error: ${(event as ErrorEvent).message}`));
    scope.addEventListener('unhandledrejection', (event) => {
        const reason = (event as PromiseRejectionEvent).reason;
        connection.console.error(`mafia: internal error: ${reason instanceof Error ? reason.stack : String(reason)}`);
    });
    const { shared, Mafia } = createMafiaServices({ connection, ...EmptyFileSystem });
    followMessageLanguageSetting(shared); // the page's ru/en switch: initializationOptions, then mafia.language changes
    startLanguageServer(shared, serviceRequirements);
    registerRunGameRequest(connection, Mafia, runGameDocument); // `mafia/runGame`: the Run Phase Preview's data
    registerRulesBookRequest(connection, Mafia); // `mafia/rulesBook`: the Rules book panel's data
    registerSimulationCodeRequest(connection, Mafia); // `mafia/simulationCode`: what the Simulate balance worker plays
    registerThreadVotesRequest(connection, Mafia); // `mafia/threadVotes`: the Votes from the thread panel's count
    registerCanEvalRequest(connection); // `mafia/canEval`: may the compiler run under this worker's CSP
}
