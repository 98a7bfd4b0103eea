// The game's status in the status bar, for the game script in the active editor: how many players
// with an ability to use have sent no order yet, who risks removal for missed votes (the tooltip
// lists them); a click shows `mafia status` in the output. Read by game-status-source.ts, which the
// Game Status view (status-tree.ts) shares.
import * as vscode from 'vscode';
import { say } from '../engine/l10n/catalogue.js';
import { runBundledCli } from './cli-process.js';
import { GameStatusSource } from './game-status-source.js';
import { displayLanguage } from './language-setting.js';
import { registerStatusTree } from './status-tree.js';

export function registerStatusBar(context: vscode.ExtensionContext, output: vscode.OutputChannel): void {
    const item = vscode.window.createStatusBarItem('mafia.status', vscode.StatusBarAlignment.Left, 50);
    item.name = say(displayLanguage(), 'ext.status.name');
    item.command = 'mafia.showStatus';
    const source = new GameStatusSource(context);
    context.subscriptions.push(item, source);
    registerStatusTree(context, source);
    const show = () => {
        const snap = source.current;
        const active = vscode.window.activeTextEditor?.document.uri.toString();
        if (!snap || snap.uri.toString() !== active) { item.hide(); return; }
        const s = snap.status;
        const lang = displayLanguage();
        if (s.winner || !s.phase) { item.text = `$(pass) ${say(lang, 'ext.status.over')}`; item.tooltip = undefined; item.show(); return; }
        const missing = say(lang, 'ext.status.missing', { phase: s.phase.title, number: s.phase.number, n: s.missing.length });
        item.text = `$(checklist) ${missing}${s.atRisk.length ? `, ${say(lang, 'ext.status.atRisk', { n: s.atRisk.length })}` : ''}`;
        const md = new vscode.MarkdownString();
        md.appendMarkdown(`**${s.phase.title} ${s.phase.number}**\n\n`);
        for (const m of s.missing) md.appendText(`${m.player}: ${m.abilities.join(', ')}\n`);
        if (s.atRisk.length) md.appendMarkdown(`\n**${say(lang, 'ext.status.atRiskTitle')}**\n\n`);
        for (const a of s.atRisk) md.appendText(`${say(lang, 'ext.status.missedOf', { player: a.player, missed: a.missed, count: a.count })}\n`);
        item.tooltip = md;
        item.show();
    };
    context.subscriptions.push(
        source.onDidChange(show),
        vscode.commands.registerCommand('mafia.showStatus', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            if (!uri) return;
            const r = await runBundledCli(context, ['status', uri.fsPath]);
            output.appendLine(r.code === 0 ? r.stdout.trimEnd() : say(displayLanguage(), 'ext.status.failed', { code: r.code, error: r.stderr.trim() }));
            output.show(true);
        }),
    );
    void source.refresh();
}
