// VS Code client: starts the bundled language server and registers the Mafia commands.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { registerCommands } from './commands.js';
import { registerDebugger } from './debug-adapter.js';
import { say } from '../engine/l10n/catalogue.js';
import { configuredLanguage, displayLanguage } from './language-setting.js';

let client: LanguageClient | undefined;

export async function activate(context: vscode.ExtensionContext): Promise<void> {
    const output = vscode.window.createOutputChannel('Mafia Language Server', { log: true });
    context.subscriptions.push(output);
    const serverModule = context.asAbsolutePath(path.join('out', 'server.cjs'));
    const serverOptions: ServerOptions = {
        run: { module: serverModule, transport: TransportKind.ipc },
        debug: { module: serverModule, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6009'] } },
    };
    const clientOptions: LanguageClientOptions = {
        documentSelector: [{ scheme: 'file', language: 'mafia' }, { scheme: 'untitled', language: 'mafia' }],
        outputChannel: output,
        synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*.mafia') },
        // The server speaks the `mafia.language` setting if set, else VS Code's display language (the
        // client sends it as `locale`), else each rule set's own (language/l10n/message-lang.ts).
        initializationOptions: { language: configuredLanguage() },
    };
    client = new LanguageClient('mafia', 'Mafia Language Server', serverOptions, clientOptions);
    registerCommands(context, output, client);
    registerDebugger(context);
    await client.start();
    output.info(say(displayLanguage(), 'ext.serverStarted'));
}

export async function deactivate(): Promise<void> {
    await client?.stop();
}
