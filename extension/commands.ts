import * as vscode from 'vscode';

/** Palette and editor-title commands. */
export function registerCommands(context: vscode.ExtensionContext, output: vscode.OutputChannel): void {
    context.subscriptions.push(
        vscode.commands.registerCommand('mafia.checkRuleSet', async () => {
            const editor = vscode.window.activeTextEditor;
            if (!editor) return;
            await editor.document.save();
            const diagnostics = vscode.languages.getDiagnostics(editor.document.uri);
            const errors = diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length;
            output.appendLine(`${editor.document.uri.fsPath}: ${errors} error(s), ${diagnostics.length - errors} other diagnostic(s)`);
            void vscode.window.showInformationMessage(`Mafia: ${errors} error(s), ${diagnostics.length - errors} warning(s)/hint(s).`);
            await vscode.commands.executeCommand('workbench.actions.view.problems');
        }),
    );
}
