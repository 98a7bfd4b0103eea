// Mafia: Import Votes from Thread…: pick the thread pages saved from the browser, review the votes
// found and the posts set aside in a webview, then append the votes to the game script — by the
// bundled CLI (`mafia votes … --format json`, then `--append`), the same code as the command line.
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { say } from '../engine/l10n/catalogue.js';
import { runBundledCli } from './cli-process.js';
import { displayLanguage } from './language-setting.js';
import { votesReviewHtml, type VotesReviewData } from './votes-html.js';

export async function importVotes(context: vscode.ExtensionContext, game: vscode.Uri, rules: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const lang = displayLanguage();
    const pages = await vscode.window.showOpenDialog({
        canSelectMany: true, openLabel: say(lang, 'ext.votes.open'), title: say(lang, 'ext.votes.pages'),
        filters: { [say(lang, 'ext.votes.filter')]: ['html', 'htm', 'xhtml'] }, defaultUri: vscode.Uri.joinPath(game, '..'),
    });
    if (!pages || pages.length === 0) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === game.toString());
    if (document?.isDirty) await document.save();
    const base = ['votes', ...pages.map((p) => p.fsPath), '--rules', rules.fsPath, '--game', game.fsPath];
    const read = await runBundledCli(context, [...base, '--format', 'json']);
    if (read.code !== 0) {
        output.appendLine(`mafia votes (exit ${read.code}): ${read.stderr.trim()}`);
        void vscode.window.showErrorMessage(say(lang, 'ext.votes.unreadable', { error: read.stderr.trim().replace(/^mafia: /, '') }));
        return;
    }
    const data = JSON.parse(read.stdout) as VotesReviewData;
    const panel = vscode.window.createWebviewPanel('mafia.votesReview', say(lang, 'ext.votes.panel', { file: path.basename(game.fsPath) }), { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, { enableScripts: false });
    panel.webview.html = votesReviewHtml(data, { cspSource: panel.webview.cspSource, nonce: randomBytes(16).toString('base64'), title: say(lang, 'ext.votes.pageTitle', { file: path.basename(game.fsPath) }), lang });
    const append = say(lang, 'ext.votes.append', { n: data.votes.length });
    const choice = await vscode.window.showInformationMessage(say(lang, 'ext.votes.ask', { n: data.votes.length, invalid: data.invalid.length, day: data.day ?? '?', file: path.basename(game.fsPath) }), append);
    if (choice !== append) return;
    let done = await runBundledCli(context, [...base, '--append', game.fsPath]);
    if (done.code === 2 && /--force/.test(done.stderr)) {
        const replace = say(lang, 'ext.votes.replace');
        if (await vscode.window.showWarningMessage(`Mafia: ${done.stderr.trim().replace(/^mafia: /, '')}`, replace) !== replace) return;
        done = await runBundledCli(context, [...base, '--append', game.fsPath, '--force']);
    }
    output.appendLine(`mafia votes --append (exit ${done.code}): ${done.stderr.trim()}`);
    if (done.code === 0) void vscode.window.showInformationMessage(`Mafia: ${done.stderr.trim().split('\n').pop() || say(lang, 'ext.votes.appended')}`);
    else void vscode.window.showErrorMessage(say(lang, 'ext.votes.nothingWritten', { error: done.stderr.trim().replace(/^mafia: /, '') }));
}
