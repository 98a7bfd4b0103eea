// The `mafia` debugger in VS Code: the adapter runs inline in the extension host (the same
// MafiaDebugSession `mafia debug --stdio` runs), "Debug Game" in the editor title and the code lens
// "Debug phase N" start it on a game script, and F5 without a launch.json debugs the open one.
import * as vscode from 'vscode';
import type * as DebugSessionModule from '../language/debug/debug-session.js';
import type { RunPhaseArgs } from '../language/lsp/mafia-code-lens.js';
import { gameScriptFor } from './commands.js';

export const DEBUG_TYPE = 'mafia';

export function registerDebugger(context: vscode.ExtensionContext): void {
    context.subscriptions.push(
        vscode.debug.registerDebugAdapterDescriptorFactory(DEBUG_TYPE, {
            createDebugAdapterDescriptor: () => {
                // Its own bundle (scripts/build.mjs), loaded on the first debug session.
                // eslint-disable-next-line @typescript-eslint/no-require-imports
                const { MafiaDebugSession } = require(context.asAbsolutePath('out/debug-adapter.cjs')) as typeof DebugSessionModule;
                return new vscode.DebugAdapterInlineImplementation(new MafiaDebugSession() as unknown as vscode.DebugAdapter);
            },
        }),
        vscode.debug.registerDebugConfigurationProvider(DEBUG_TYPE, {
            async resolveDebugConfiguration(_folder, config) {
                // F5 with no launch.json: debug the game script in the editor (or the one that uses this rule set).
                if (!config.type && !config.request && !config.name) {
                    const uri = vscode.window.activeTextEditor?.document.uri;
                    const game = uri ? await gameScriptFor(uri) : undefined;
                    if (!game) return undefined;
                    return launchConfig(game, {});
                }
                return config;
            },
        }),
        vscode.commands.registerCommand('mafia.debugGame', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            const game = uri ? await gameScriptFor(uri) : undefined;
            if (game) await vscode.debug.startDebugging(vscode.workspace.getWorkspaceFolder(game), launchConfig(game, {}));
        }),
        vscode.commands.registerCommand('mafia.debugPhase', async (args?: RunPhaseArgs) => {
            if (!args || typeof args.uri !== 'string') return;
            const game = vscode.Uri.parse(args.uri);
            await vscode.debug.startDebugging(vscode.workspace.getWorkspaceFolder(game), launchConfig(game, { stopOnPhase: args.index }));
        }),
    );
}

function launchConfig(game: vscode.Uri, extra: { stopOnPhase?: number }): vscode.DebugConfiguration {
    return {
        type: DEBUG_TYPE, request: 'launch', name: 'Debug Game', program: game.fsPath,
        ...(extra.stopOnPhase !== undefined ? { stopOnPhase: extra.stopOnPhase } : { stopOnEntry: true }),
    };
}
