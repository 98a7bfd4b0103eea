// VS Code client: starts the bundled language server and registers the Mafia commands.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { registerCommands } from './commands.js';
import { registerDebugger } from './debug-adapter.js';

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
    };
    client = new LanguageClient('mafia', 'Mafia Language Server', serverOptions, clientOptions);
    registerCommands(context, output, client);
    registerDebugger(context);
    await client.start();
    output.info('Mafia language server started.');
}

export async function deactivate(): Promise<void> {
    await client?.stop();
}
