// "Mafia: Preview Rules Book": a webview with the rules post of a rule set (the language server's
// `mafia/rulesBook`, the same builder as `mafia rules-book`), rebuilt when a .mafia file changes,
// with buttons that copy it as BBCode, Markdown or text. Same strict CSP and nonce as the preview.
import { randomBytes } from 'node:crypto';
import * as path from 'node:path';
import * as vscode from 'vscode';
import type { LanguageClient } from 'vscode-languageclient/node';
import { RULES_BOOK_REQUEST, type RulesBookParams, type RulesBookResponse } from '../language/lsp/mafia-run-protocol.js';
import { say } from '../engine/l10n/catalogue.js';
import { copyToClipboard } from './clipboard.js';
import { displayLanguage } from './language-setting.js';
import { previewHtml } from './preview-html.js';

export class RulesBookPanel {
    static readonly viewType = 'mafia.rulesBook';
    private static readonly panels = new Map<string, RulesBookPanel>();
    private readonly disposables: vscode.Disposable[] = [];
    private ready = false;
    private timer: ReturnType<typeof setTimeout> | undefined;

    static show(context: vscode.ExtensionContext, client: LanguageClient, uri: vscode.Uri): void {
        const existing = RulesBookPanel.panels.get(uri.toString());
        if (existing) { existing.panel.reveal(vscode.ViewColumn.Beside, true); void existing.update(); return; }
        const panel = vscode.window.createWebviewPanel(RulesBookPanel.viewType, say(displayLanguage(), 'ext.book.title', { file: path.basename(uri.fsPath) }),
            { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true }, {
                enableScripts: true,
                localResourceRoots: [vscode.Uri.joinPath(context.extensionUri, 'out', 'webview'), vscode.Uri.joinPath(context.extensionUri, 'extension', 'webview')],
            });
        RulesBookPanel.panels.set(uri.toString(), new RulesBookPanel(panel, context, client, uri));
    }

    private constructor(private readonly panel: vscode.WebviewPanel, context: vscode.ExtensionContext, private readonly client: LanguageClient, private readonly uri: vscode.Uri) {
        const webview = panel.webview;
        webview.html = previewHtml({
            cspSource: webview.cspSource,
            nonce: randomBytes(18).toString('base64'),
            scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(context.extensionUri, 'out', 'webview', 'rules-book.js')).toString(),
            styleUri: webview.asWebviewUri(vscode.Uri.joinPath(context.extensionUri, 'extension', 'webview', 'preview.css')).toString(),
            title: say(displayLanguage(), 'ext.book.page'),
            lang: displayLanguage(),
            placeholder: '…',
        });
        panel.onDidDispose(() => this.dispose(), null, this.disposables);
        webview.onDidReceiveMessage((m: { type?: string; text?: unknown; what?: unknown }) => {
            if (m.type === 'ready') { this.ready = true; void this.update(); }
            if (m.type === 'copy' && typeof m.text === 'string') void copyToClipboard(m.text, m.what);
        }, null, this.disposables);
        panel.onDidChangeViewState(() => { if (!panel.visible) this.ready = false; }, null, this.disposables);
        vscode.workspace.onDidChangeTextDocument((e) => {
            if (e.document.languageId !== 'mafia' || e.contentChanges.length === 0) return;
            if (this.timer) clearTimeout(this.timer);
            this.timer = setTimeout(() => void this.update(), 400);
        }, null, this.disposables);
    }

    private async update(): Promise<void> {
        if (!this.ready) return;
        let response: RulesBookResponse;
        try {
            response = await this.client.sendRequest<RulesBookResponse>(RULES_BOOK_REQUEST, { uri: this.uri.toString() } satisfies RulesBookParams);
        } catch (e) {
            response = { ok: false, error: say(displayLanguage(), 'ext.book.failed', { error: e instanceof Error ? e.message : String(e) }) };
        }
        if (response.ok) this.panel.title = path.basename(response.title);
        void this.panel.webview.postMessage({ type: 'book', response });
    }

    private dispose(): void {
        RulesBookPanel.panels.delete(this.uri.toString());
        if (this.timer) clearTimeout(this.timer);
        for (const d of this.disposables.splice(0)) d.dispose();
    }
}
