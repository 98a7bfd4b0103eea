import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import type { RunPhaseArgs } from '../language/lsp/mafia-code-lens.js';
import { dealRoles } from './deal-roles.js';
import { PhasePreviewPanel } from './preview-panel.js';
import { RulesBookPanel } from './rules-book-panel.js';
import { registerStatusBar } from './status-bar.js';
import { importVotes } from './votes-import.js';
import type { PhaseFocus } from './preview-protocol.js';
import { simulateBalance } from './simulate-balance.js';
import { say, type MessageKey, type Params } from '../engine/l10n/catalogue.js';
import { displayLanguage } from './language-setting.js';

// The extension's own words, one rule: what VS Code shows from the manifest before any code runs
// (command titles, settings) is in package.nls.json / package.nls.ru.json, VS Code's l10n mechanism
// for contributions; everything the extension's code says goes through the one catalogue
// (engine/l10n, `ext.*` keys), in displayLanguage(): the `mafia.language` setting, else VS Code's
// display language, so a message, the preview and the language server speak the same language.
const w = (key: MessageKey, params?: Params) => say(displayLanguage(), key, params);

/** Palette, editor-title and code-lens commands: Run Phase Preview, Generate Engine, Check Rule Set, Simulate Balance, Import Votes from Thread…, Show Game Status. */
export function registerCommands(context: vscode.ExtensionContext, output: vscode.OutputChannel, client: LanguageClient): void {
    context.subscriptions.push(
        vscode.commands.registerCommand('mafia.runPhasePreview', async (arg?: vscode.Uri | RunPhaseArgs) => {
            const { uri, focus } = previewTarget(arg);
            if (!uri) {
                void vscode.window.showWarningMessage(w('ext.cmd.openGame'));
                return;
            }
            const game = await gameScriptFor(uri);
            if (!game) return;
            PhasePreviewPanel.show(context, client, game, focus);
        }),
        vscode.commands.registerCommand('mafia.checkRuleSet', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            if (!uri) return;
            await checkRuleSet(uri, output);
        }),
        vscode.commands.registerCommand('mafia.previewRulesBook', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            if (!uri) { void vscode.window.showWarningMessage(w('ext.cmd.openRulesBook')); return; }
            RulesBookPanel.show(context, client, uri);
        }),
        vscode.commands.registerCommand('mafia.dealRoles', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            if (!uri) { void vscode.window.showWarningMessage(w('ext.cmd.openDeal')); return; }
            const rules = GAME_HEADER.test(await textOf(uri)) ? await rulesOf(uri) : uri;
            if (rules) await dealRoles(context, rules, output);
        }),
        vscode.commands.registerCommand('mafia.generateEngine', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            if (!uri) return;
            await generateEngine(context, uri, output);
        }),
        vscode.commands.registerCommand('mafia.simulateBalance', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            // A game script stands for the rule set it names.
            const rules = uri && GAME_HEADER.test(await textOf(uri)) ? await rulesOf(uri) : uri;
            if (!rules) {
                void vscode.window.showWarningMessage(w('sim.noRuleSet'));
                return;
            }
            await simulateBalance(context, rules, output);
        }),
        vscode.commands.registerCommand('mafia.importVotes', async (arg?: vscode.Uri) => {
            const uri = arg instanceof vscode.Uri ? arg : vscode.window.activeTextEditor?.document.uri;
            const game = uri && GAME_HEADER.test(await textOf(uri)) ? uri : undefined;
            const rules = game ? await rulesOf(game) : undefined;
            if (!game || !rules) {
                void vscode.window.showWarningMessage(w('ext.cmd.openVotesGame'));
                return;
            }
            await importVotes(context, game, rules, output);
        }),
    );
    registerStatusBar(context, output);
}

function previewTarget(arg: vscode.Uri | RunPhaseArgs | undefined): { uri?: vscode.Uri; focus?: PhaseFocus } {
    if (arg instanceof vscode.Uri) return { uri: arg };
    if (arg && typeof arg === 'object' && typeof arg.uri === 'string') {
        return { uri: vscode.Uri.parse(arg.uri), focus: { index: arg.index, kind: arg.kind, number: arg.number } };
    }
    return { uri: vscode.window.activeTextEditor?.document.uri };
}

const GAME_HEADER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*game\b/;
const RULES_OF_GAME = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*game\b[^\n]*?\brules\s+("(?:\\.|[^"\\])*"|«[^»]*»)/;

async function textOf(uri: vscode.Uri): Promise<string> {
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    if (open) return open.getText();
    return new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

/** The rule set a game script names (its `rules "..."`), resolved against the script. */
async function rulesOf(game: vscode.Uri): Promise<vscode.Uri | undefined> {
    const match = RULES_OF_GAME.exec(await textOf(game));
    if (!match) return undefined;
    const written = match[1].slice(1, -1).replace(/\\(.)/g, '$1');
    return path.isAbsolute(written) ? vscode.Uri.file(written) : vscode.Uri.joinPath(game, '..', written);
}

/**
 * The game script to preview: the file itself, or, for a rule set, the game script that uses it
 * (asked when there are several).
 */
export async function gameScriptFor(uri: vscode.Uri): Promise<vscode.Uri | undefined> {
    if (GAME_HEADER.test(await textOf(uri))) return uri;
    const games: vscode.Uri[] = [];
    for (const candidate of await vscode.workspace.findFiles('**/*.mafia', '**/node_modules/**', 500)) {
        const rules = await rulesOf(candidate).catch(() => undefined);
        if (rules && rules.fsPath === uri.fsPath) games.push(candidate);
    }
    if (games.length === 0) {
        void vscode.window.showWarningMessage(w('ext.cmd.noGameUses', { file: path.basename(uri.fsPath) }));
        return undefined;
    }
    if (games.length === 1) return games[0];
    const picked = await vscode.window.showQuickPick(games.map((g) => ({ label: vscode.workspace.asRelativePath(g), uri: g })), { placeHolder: w('ext.cmd.whichGame') });
    return picked?.uri;
}

/** Saves, waits for the language server's verdict, and reports every problem with its code. */
async function checkRuleSet(uri: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const document = await vscode.workspace.openTextDocument(uri);
    const targets = [uri];
    if (GAME_HEADER.test(document.getText())) {
        const rules = await rulesOf(uri);
        if (rules) targets.unshift(rules);
    }
    const changed = waitForDiagnostics(targets, 3000);
    if (document.isDirty) await document.save();
    await changed;
    let errors = 0;
    let others = 0;
    output.appendLine(w('ext.cmd.check', { files: targets.map((t) => vscode.workspace.asRelativePath(t)).join(', ') }));
    for (const target of targets) {
        for (const d of vscode.languages.getDiagnostics(target)) {
            if (d.severity === vscode.DiagnosticSeverity.Error) errors++; else others++;
            const code = typeof d.code === 'object' ? d.code.value : d.code;
            output.appendLine(`  ${vscode.workspace.asRelativePath(target)}:${d.range.start.line + 1}:${d.range.start.character + 1} ${vscode.DiagnosticSeverity[d.severity].toLowerCase()}${code ? ` [${code}]` : ''} ${d.message}`);
        }
    }
    const summary = w('ext.cmd.checkSummary', { errors, others, files: targets.map((t) => path.basename(t.fsPath)).join(', ') });
    output.appendLine(summary);
    const show = errors + others > 0 ? w('ext.cmd.showProblems') : undefined;
    const choice = errors > 0
        ? await vscode.window.showErrorMessage(summary, ...(show ? [show] : []))
        : await vscode.window.showInformationMessage(summary, ...(show ? [show] : []));
    if (choice === show) await vscode.commands.executeCommand('workbench.actions.view.problems');
}

/** Resolves when diagnostics of one of the files change, or after `ms` (they may not change at all). */
function waitForDiagnostics(uris: vscode.Uri[], ms: number): Promise<void> {
    const keys = new Set(uris.map((u) => u.toString()));
    return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        const listener = vscode.languages.onDidChangeDiagnostics((e) => { if (e.uris.some((u) => keys.has(u.toString()))) done(); });
        function done(): void { clearTimeout(timer); listener.dispose(); resolve(); }
    });
}

/**
 * Generates the engine module of a rule set (or of a game script's rule set) with the bundled
 * CLI, `mafia generate RULESET -o DIR`, run on the editor's own Node (exit codes as in the CLI).
 */
async function generateEngine(context: vscode.ExtensionContext, uri: vscode.Uri, output: vscode.OutputChannel): Promise<void> {
    const rules = GAME_HEADER.test(await textOf(uri)) ? await rulesOf(uri) : uri;
    if (!rules) {
        void vscode.window.showErrorMessage(w('ext.cmd.noRules'));
        return;
    }
    const cli = context.asAbsolutePath(path.join('out', 'cli.cjs'));
    if (!existsSync(cli)) {
        void vscode.window.showErrorMessage(w('ext.cmd.noCompiler', { path: cli }));
        return;
    }
    const outDir = await vscode.window.showInputBox({
        title: w('ext.cmd.generateTitle', { file: path.basename(rules.fsPath) }),
        prompt: w('ext.cmd.generateFolder'),
        value: path.join(path.dirname(rules.fsPath), 'generated'),
    });
    if (!outDir) return;
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === rules.toString());
    if (document?.isDirty) await document.save();
    const result = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(process.execPath, [cli, 'generate', rules.fsPath, '-o', outDir], {
            env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' }, timeout: 60_000,
        }, (error, stdout, stderr) => {
            const code = error && typeof (error as { code?: unknown }).code === 'number' ? (error as { code: number }).code : error ? 2 : 0;
            resolve({ code, stdout, stderr });
        });
    });
    output.appendLine(`mafia generate ${rules.fsPath} -o ${outDir} (exit ${result.code})`);
    if (result.stdout.trim()) output.appendLine(result.stdout.trimEnd());
    if (result.stderr.trim()) output.appendLine(result.stderr.trimEnd());
    if (result.code === 0) {
        const open = await vscode.window.showInformationMessage(w('ext.cmd.generated', { folder: outDir }), w('ext.cmd.reveal'));
        if (open) await vscode.commands.executeCommand('revealFileInOS', vscode.Uri.file(outDir));
    } else {
        const why = w(result.code === 1 ? 'ext.cmd.ruleErrors' : 'ext.cmd.compilerFailed');
        const show = await vscode.window.showErrorMessage(w('ext.cmd.notGenerated', { why }), w('ext.showOutput'));
        if (show) output.show(true);
    }
}
