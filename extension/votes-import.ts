// Mafia: Import Votes from Thread…: pick the thread pages saved from the browser, review the votes
// found and the posts set aside in a webview, then append the votes to the game script — by the
// bundled CLI (`mafia votes … --format json`, then `--append`), the same code as the command line.
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { runBundledCli } from './cli-process.js';
import { votesReviewHtml, type VotesReviewData } from './votes-html.js';

export async function importVotes(context: vscode.ExtensionContext, game: vscode.Uri, rules: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const pages = await vscode.window.showOpenDialog({
        canSelectMany: true, openLabel: 'Read votes', title: 'Saved pages of the game thread (one file per page)',
        filters: { 'Web pages': ['html', 'htm', 'xhtml'] }, defaultUri: vscode.Uri.joinPath(game, '..'),
    });
    if (!pages || pages.length === 0) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === game.toString());
    if (document?.isDirty) await document.save();
    const base = ['votes', ...pages.map((p) => p.fsPath), '--rules', rules.fsPath, '--game', game.fsPath];
    const read = await runBundledCli(context, [...base, '--format', 'json']);
    if (read.code !== 0) {
        output.appendLine(`mafia votes (exit ${read.code}): ${read.stderr.trim()}`);
        void vscode.window.showErrorMessage(`Mafia: the votes could not be read: ${read.stderr.trim().replace(/^mafia: /, '')}`);
        return;
    }
    const data = JSON.parse(read.stdout) as VotesReviewData;
    const panel = vscode.window.createWebviewPanel('mafia.votesReview', `Votes: ${path.basename(game.fsPath)}`, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: false });
    panel.webview.html = votesReviewHtml(data, { cspSource: panel.webview.cspSource, nonce: randomBytes(16).toString('base64'), title: `Votes of ${path.basename(game.fsPath)}` });
    const append = `Append ${data.votes.length} vote(s)`;
    const choice = await vscode.window.showInformationMessage(`Mafia: ${data.votes.length} vote(s) count, ${data.invalid.length} post(s) do not. Append the votes to day ${data.day ?? '?'} of ${path.basename(game.fsPath)}?`, append);
    if (choice !== append) return;
    let done = await runBundledCli(context, [...base, '--append', game.fsPath]);
    if (done.code === 2 && /--force/.test(done.stderr)) {
        const replace = 'Replace them';
        if (await vscode.window.showWarningMessage(`Mafia: ${done.stderr.trim().replace(/^mafia: /, '')}`, replace) !== replace) return;
        done = await runBundledCli(context, [...base, '--append', game.fsPath, '--force']);
    }
    output.appendLine(`mafia votes --append (exit ${done.code}): ${done.stderr.trim()}`);
    if (done.code === 0) void vscode.window.showInformationMessage(`Mafia: ${done.stderr.trim().split('\n').pop() ?? 'votes appended'}`);
    else void vscode.window.showErrorMessage(`Mafia: nothing was written: ${done.stderr.trim().replace(/^mafia: /, '')}`);
}
