// Language server entry (bundled to out/server.cjs): stdio or IPC, as the client chooses.
import { startLanguageServer } from 'langium/lsp';
import { NodeFileSystem } from 'langium/node';
import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { createMafiaServices } from './mafia-module.js';
import { registerRunGameRequest } from './lsp/mafia-run-request.js';
import { registerRulesBookRequest } from './lsp/mafia-rules-book-request.js';
import { serviceRequirements } from './lsp/service-requirements.js';
import { runGameDocument } from './run/run-game-script.js';
import type { Lang } from '../engine/l10n/lang.js';
import { followMessageLanguageSetting } from './lsp/message-language-setting.js';

/**
 * `lang`: `mafia lsp --lang`. The language of diagnostics, hovers and completions is, by strength:
 * that, or the client's `initializationOptions.language` and later `mafia.language` changes (the setting);
 * then the client's `locale` (VS Code's display language); then each rule set's own (language/l10n).
 */
export function startServer(options: { lang?: Lang } = {}): void {
    const connection = createConnection(ProposedFeatures.all);
    // An editor loses every feature when the server dies: a bug met on some text is logged to the
    // client instead of ending the process (the document's own errors are diagnostics, never throws).
    process.on('uncaughtException', (error) => connection.console.error(`mafia: internal error: ${error.stack ?? error.message}`));
    process.on('unhandledRejection', (reason) => connection.console.error(`mafia: internal error: ${reason instanceof Error ? reason.stack : String(reason)}`));
    const { shared, Mafia } = createMafiaServices({ connection, ...NodeFileSystem });
    followMessageLanguageSetting(shared, options.lang);
    startLanguageServer(shared, serviceRequirements);
    registerRunGameRequest(connection, Mafia, runGameDocument); // `mafia/runGame`: the Run Phase Preview's data
    registerRulesBookRequest(connection, Mafia); // `mafia/rulesBook`: the Preview Rules Book webview's data
}
