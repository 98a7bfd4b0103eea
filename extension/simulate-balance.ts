// Mafia: Simulate Balance — `mafia simulate` on a rule set from the editor. The bundled CLI runs
// (the same code as on the command line: language/cli/simulate-*.ts and engine/sim), on the
// editor's own Node: JSON report on stdout, the chart written to a file by `--chart`, progress read
// from `--progress lines` on stderr into a cancellable notification. Cancelling kills the process,
// so the work really stops. The result opens in a webview: the chart with the table beside it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { say, type Lang } from '../engine/l10n/catalogue.js';
import { langOfLocale } from '../engine/l10n/lang.js';
import type { SimulationReport } from '../language/cli/simulate-format.js';
import { simulateHtml } from './simulate-html.js';

const GAMES = [200, 500, 1000, 2000, 5000];
const PLAYERS = /^\s*\d+\s*(\.\.\s*\d+\s*)?$/;

export interface SimulateRun { code: number; stdout: string; stderr: string; cancelled: boolean }

export async function simulateBalance(context: vscode.ExtensionContext, uri: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const lang: Lang = langOfLocale(vscode.env.language) ?? 'en';
    const cli = context.asAbsolutePath(path.join('out', 'cli.cjs'));
    if (!existsSync(cli)) {
        void vscode.window.showErrorMessage(say(lang, 'sim.cliMissing', { path: cli }));
        return;
    }
    const file = path.basename(uri.fsPath);
    const players = await vscode.window.showInputBox({
        title: say(lang, 'sim.players.title', { file }),
        prompt: say(lang, 'sim.players.prompt'),
        placeHolder: '10..16',
        validateInput: (v) => (v.trim() === '' || PLAYERS.test(v) ? null : say(lang, 'sim.players.invalid')),
    });
    if (players === undefined) return;
    const games = await vscode.window.showQuickPick(GAMES.map((n) => ({ label: String(n), description: say(lang, 'sim.games.item', { n }), n })), {
        title: say(lang, 'sim.players.title', { file }), placeHolder: say(lang, 'sim.games.placeholder'),
    });
    if (!games) return;
    const policy = await vscode.window.showQuickPick(['random', 'informed'].map((p) => ({ label: p, description: say(lang, p === 'random' ? 'sim.policy.random' : 'sim.policy.informed') })), {
        title: say(lang, 'sim.players.title', { file }), placeHolder: say(lang, 'sim.policy.placeholder'),
    });
    if (!policy) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (document?.isDirty) await document.save();

    const work = mkdtempSync(path.join(tmpdir(), 'mafia-simulate-'));
    try {
        const chart = path.join(work, 'chart.svg');
        const args = ['simulate', uri.fsPath, '--games', String(games.n), '--policy', policy.label, '--format', 'json', '--chart', chart, '--progress', 'lines', '--lang', lang];
        if (players.trim() !== '') args.push('--players', players.replace(/\s+/g, ''));
        const run = await vscode.window.withProgress({ location: vscode.ProgressLocation.Notification, title: say(lang, 'sim.progress.title', { file }), cancellable: true },
            (progress, token) => runCli(cli, args, token, (done, total) => progress.report({ increment: (100 * done) / total, message: say(lang, 'sim.progress.games', { done, total }) })));
        output.appendLine(`mafia ${args.join(' ')} (exit ${run.cancelled ? 'cancelled' : run.code})`);
        const warnings = run.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('progress '));
        if (warnings.length > 0) output.appendLine(warnings.join('\n'));
        if (run.cancelled) { void vscode.window.showInformationMessage(say(lang, 'sim.cancelled')); return; }
        if (run.code !== 0) {
            const message = run.code === 1 ? say(lang, 'sim.ruleErrors') : say(lang, 'sim.failed', { reason: warnings[0]?.replace(/^mafia: /, '') ?? say(lang, 'ext.cmd.exitCode', { code: run.code ?? '?' }) });
            if (await vscode.window.showErrorMessage(message, 'Show Output')) output.show(true);
            return;
        }
        const report = JSON.parse(run.stdout) as SimulationReport;
        showPanel(context, lang, file, titleOf(document?.getText() ?? readFileSync(uri.fsPath, 'utf8'), file), report, readFileSync(chart, 'utf8'));
    } finally {
        rmSync(work, { recursive: true, force: true });
    }
}

/** Runs the CLI; reports `progress DONE TOTAL` lines; kills it when the token is cancelled. */
export function runCli(cli: string, args: string[], token: vscode.CancellationToken, progress: (increment: number, total: number) => void): Promise<SimulateRun> {
    return new Promise((resolve) => {
        const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
        let stdout = '';
        let stderr = '';
        let pending = '';
        let shown = 0;
        let cancelled = false;
        child.stdout.setEncoding('utf8').on('data', (s: string) => { stdout += s; });
        child.stderr.setEncoding('utf8').on('data', (s: string) => {
            stderr += s;
            pending += s;
            const lines = pending.split('\n');
            pending = lines.pop() ?? '';
            for (const line of lines) {
                const m = /^progress (\d+) (\d+)$/.exec(line);
                if (m) { const done = Number(m[1]); progress(done - shown, Number(m[2])); shown = done; }
            }
        });
        const listener = token.onCancellationRequested(() => { cancelled = true; child.kill(); });
        child.on('close', (code) => { listener.dispose(); resolve({ code: code ?? 2, stdout, stderr, cancelled }); });
        child.on('error', (e) => { listener.dispose(); resolve({ code: 2, stdout, stderr: `mafia: ${e.message}`, cancelled }); });
    });
}

/** The rule set's display title from its header (`ruleset Name "Title"`), else the file name. */
function titleOf(text: string, file: string): string {
    return /\bruleset\s+\S+\s+(?:"((?:\\.|[^"\\])*)"|«([^»]*)»)/.exec(text)?.slice(1).find((x) => x !== undefined) ?? file;
}

function showPanel(context: vscode.ExtensionContext, lang: Lang, file: string, title: string, report: SimulationReport, svg: string): void {
    const panel = vscode.window.createWebviewPanel('mafia.simulateBalance', say(lang, 'sim.panel.title', { file }),
        { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
            enableScripts: false,
            localResourceRoots: [vscode.Uri.joinPath(context.extensionUri, 'extension', 'webview')],
        });
    panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'extension', 'media', 'icon.png');
    const webview = panel.webview;
    panel.webview.html = simulateHtml({
        cspSource: webview.cspSource,
        nonce: randomBytes(18).toString('base64'),
        styleUri: webview.asWebviewUri(vscode.Uri.joinPath(context.extensionUri, 'extension', 'webview', 'simulate.css')).toString(),
        lang, title, report, svg,
    });
}
