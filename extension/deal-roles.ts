// "Mafia: Deal Roles…": asks for the players file, the seed, the roles given at sign-up (optional:
// `--assign`) and where to write the game script,
// then runs the bundled CLI's `mafia deal` (the same code as the command line) and opens the new
// game script beside a document with the commitment to post, the salt and seed to keep, and the PMs.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { say } from '../engine/l10n/catalogue.js';
import { dealArgs } from './deal-args.js';
import { displayLanguage } from './language-setting.js';

interface DealJson { seed: string; salt: string; commitment: string; players: Array<{ name: string; roles: string[] }>; pms: Array<{ to: string; text: string }> }

export async function dealRoles(context: vscode.ExtensionContext, rules: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const lang = displayLanguage();
    const cli = context.asAbsolutePath(path.join('out', 'cli.cjs'));
    if (!existsSync(cli)) { void vscode.window.showErrorMessage(say(lang, 'ext.deal.cliMissing', { path: cli })); return; }
    const picked = await vscode.window.showOpenDialog({ title: say(lang, 'ext.deal.players'), canSelectMany: false, defaultUri: vscode.Uri.joinPath(rules, '..'), filters: { [say(lang, 'ext.deal.filterText')]: ['txt'], [say(lang, 'ext.deal.filterAll')]: ['*'] } });
    if (!picked || picked.length === 0) return;
    const seed = await vscode.window.showInputBox({ title: say(lang, 'ext.deal.seed'), prompt: say(lang, 'ext.deal.seedPrompt'), password: true, ignoreFocusOut: true });
    if (seed === undefined) return;
    // Optional, as the CLI's --assign: players who chose their role at sign-up (seed 000's explicit roles).
    const assign = await vscode.window.showInputBox({ title: say(lang, 'ext.deal.assign'), prompt: say(lang, 'ext.deal.assignPrompt'), placeHolder: say(lang, 'ext.deal.assignPlaceholder'), ignoreFocusOut: true });
    if (assign === undefined) return;
    const target = await vscode.window.showSaveDialog({ title: say(lang, 'ext.deal.target'), defaultUri: vscode.Uri.joinPath(rules, '..', 'game.mafia'), filters: { Mafia: ['mafia'] } });
    if (!target) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === rules.toString());
    if (document?.isDirty) await document.save();
    const args = dealArgs({ cli, rules: rules.fsPath, players: picked[0].fsPath, target: target.fsPath, seed, assign });
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, args, { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, timeout: 60_000 }, (error, stdout, stderr) => {
            const code = error && typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : error ? 2 : 0;
            resolve({ code, stdout, stderr });
        });
    });
    output.appendLine(`mafia deal ${rules.fsPath} --players ${picked[0].fsPath}${assign.trim() ? ` --assign "${assign.trim()}"` : ''} -o ${target.fsPath} (exit ${result.code})`);
    if (result.stderr.trim()) output.appendLine(result.stderr.trimEnd().replace(/[0-9a-f]{32}/g, '…'));
    if (result.code !== 0) {
        const show = await vscode.window.showErrorMessage(say(lang, 'ext.deal.failed', { error: result.stderr.trim().split('\n')[0] || say(lang, 'ext.deal.seeOutput') }), say(lang, 'ext.showOutput'));
        if (show) output.show(true);
        return;
    }
    const deal = JSON.parse(result.stdout) as DealJson;
    await vscode.window.showTextDocument(target, { preview: false });
    const notes = [
        say(lang, 'ext.deal.commitment', { commitment: deal.commitment }),
        say(lang, 'ext.deal.salt', { salt: deal.salt }),
        say(lang, 'ext.deal.secretSeed', { seed: deal.seed }),
        '',
        say(lang, 'ext.deal.reveal'),
        JSON.stringify({ seed: deal.seed, salt: deal.salt, commitment: deal.commitment, players: deal.players }),
        '',
        ...deal.pms.flatMap((pm) => [`──── ${say(lang, 'ext.deal.pm', { to: pm.to })} ────`, pm.text, '']),
    ].join('\n');
    await vscode.window.showTextDocument(await vscode.workspace.openTextDocument({ content: notes, language: 'plaintext' }), { viewColumn: vscode.ViewColumn.Beside, preview: false });
}
