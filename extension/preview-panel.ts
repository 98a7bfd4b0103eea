import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { RUN_GAME_REQUEST, type RunGameParams, type RunGameResponse } from '../language/lsp/mafia-run-protocol.js';
import { copyToClipboard } from './clipboard.js';
import { previewHtml } from './preview-html.js';
import type { FromWebview, PhaseFocus, ToWebview } from './preview-protocol.js';
import { displayLanguage } from './language-setting.js';
import { say } from '../engine/l10n/catalogue.js';

/**
 * The Run Phase Preview of one game script: a webview beside the editor that the language server
 * fills with the script's run (`mafia/runGame`), rerun whenever a .mafia file changes (the script,
 * its rule set, what that imports). One panel per game script; invoking the command again
 * reveals it on the requested phase.
 */
export class PhasePreviewPanel {
    static readonly viewType = 'mafia.phasePreview';
    private static readonly panels = new Map<string, PhasePreviewPanel>();

    private readonly disposables: vscode.Disposable[] = [];
    private seed: number | undefined;
    private focus: PhaseFocus | undefined;
    private ready = false;
    private runCount = 0;
    private rerunTimer: ReturnType<typeof setTimeout> | undefined;

    static show(context: vscode.ExtensionContext, client: LanguageClient, gameUri: vscode.Uri, focus?: PhaseFocus): PhasePreviewPanel {
        const key = gameUri.toString();
        const existing = PhasePreviewPanel.panels.get(key);
        if (existing) {
            existing.focus = focus;
            existing.panel.reveal(vscode.ViewColumn.Beside, true);
            void existing.run();
            return existing;
        }
        const panel = vscode.window.createWebviewPanel(PhasePreviewPanel.viewType, say(displayLanguage(), 'ext.previewTitle', { file: path.basename(gameUri.fsPath) }),
            { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
                enableScripts: true,
                retainContextWhenHidden: false,
                localResourceRoots: [
                    vscode.Uri.joinPath(context.extensionUri, 'out', 'webview'),
                    vscode.Uri.joinPath(context.extensionUri, 'extension', 'webview'),
                ],
            });
        const preview = new PhasePreviewPanel(panel, context, client, gameUri, focus);
        PhasePreviewPanel.panels.set(key, preview);
        return preview;
    }

    private constructor(
        private readonly panel: vscode.WebviewPanel,
        private readonly context: vscode.ExtensionContext,
        private readonly client: LanguageClient,
        private readonly gameUri: vscode.Uri,
        focus: PhaseFocus | undefined,
    ) {
        this.focus = focus;
        panel.iconPath = vscode.Uri.joinPath(context.extensionUri, 'extension', 'media', 'icon.png');
        panel.webview.html = this.html();
        panel.onDidDispose(() => this.dispose(), null, this.disposables);
        panel.webview.onDidReceiveMessage((message: FromWebview) => this.onMessage(message), null, this.disposables);
        // A hidden webview is rebuilt when shown again: it says `ready` and gets the result anew.
        panel.onDidChangeViewState(() => { if (!panel.visible) this.ready = false; }, null, this.disposables);
        vscode.workspace.onDidChangeTextDocument((e) => { if (e.document.languageId === 'mafia' && e.contentChanges.length > 0) this.scheduleRun(); }, null, this.disposables);
        const watcher = vscode.workspace.createFileSystemWatcher('**/*.mafia');
        this.disposables.push(watcher, watcher.onDidChange(() => this.scheduleRun()), watcher.onDidCreate(() => this.scheduleRun()));
    }

    private html(): string {
        const webview = this.panel.webview;
        return previewHtml({
            cspSource: webview.cspSource,
            nonce: randomBytes(18).toString('base64'),
            scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'out', 'webview', 'preview.js')).toString(),
            styleUri: webview.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, 'extension', 'webview', 'preview.css')).toString(),
            lang: displayLanguage(),
        });
    }

    private onMessage(message: FromWebview): void {
        if (message.type === 'ready') {
            this.ready = true;
            void this.run();
        } else if (message.type === 'rerun') {
            this.seed = message.seed;
            void this.run();
        } else if (message.type === 'reveal') {
            void this.reveal(message.source);
        } else if (message.type === 'copy' && typeof message.text === 'string') {
            void copyToClipboard(message.text, message.what);
        }
    }

    /** Debounced: typing in the rule set reruns once the typing pauses. */
    private scheduleRun(): void {
        if (this.rerunTimer) clearTimeout(this.rerunTimer);
        this.rerunTimer = setTimeout(() => { this.focus = undefined; void this.run(); }, 400);
    }

    async run(): Promise<void> {
        if (!this.ready) return; // the page asks for the result when it is ready
        const run = ++this.runCount;
        const fileName = path.basename(this.gameUri.fsPath);
        this.post({ type: 'running', fileName, seed: this.seed });
        let response: RunGameResponse;
        try {
            const params: RunGameParams = { uri: this.gameUri.toString(), seed: this.seed };
            response = await this.client.sendRequest<RunGameResponse>(RUN_GAME_REQUEST, params);
        } catch (e) {
            response = { ok: false, error: say(displayLanguage(), 'ext.previewFailed', { error: e instanceof Error ? e.message : String(e) }), problems: [] };
        }
        if (run !== this.runCount) return; // a newer run is under way
        this.post({ type: 'result', fileName, response, focus: this.focus });
    }

    private post(message: ToWebview): void {
        void this.panel.webview.postMessage(message);
    }

    /** Opens the rule line a step came from, in the editor column beside the preview. */
    private async reveal(source: { file: string; line: number }): Promise<void> {
        const uri = /^[a-z][a-z0-9+.-]+:/i.test(source.file) && !/^[a-z]:[\\/]/i.test(source.file)
            ? vscode.Uri.parse(source.file)
            : path.isAbsolute(source.file) ? vscode.Uri.file(source.file) : vscode.Uri.joinPath(this.gameUri, '..', source.file);
        const line = Math.max(0, source.line - 1);
        const range = new vscode.Range(line, 0, line, 0);
        const editor = await vscode.window.showTextDocument(uri, { viewColumn: vscode.ViewColumn.One, selection: range, preserveFocus: false });
        const fullLine = editor.document.lineAt(Math.min(line, editor.document.lineCount - 1)).range;
        editor.selection = new vscode.Selection(fullLine.start, fullLine.end);
        editor.revealRange(fullLine, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
    }

    private dispose(): void {
        PhasePreviewPanel.panels.delete(this.gameUri.toString());
        if (this.rerunTimer) clearTimeout(this.rerunTimer);
        for (const d of this.disposables.splice(0)) d.dispose();
    }
}
