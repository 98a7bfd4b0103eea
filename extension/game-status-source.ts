// The game status (`mafia status GAME --format json`, the bundled CLI: the same code as the command
// line) of the game script the user works on: the active editor's game script, else the last one
// shown. Refreshed when the editor changes and on every save of a .mafia file (a rule set's change
// changes the status too). The status bar and the Game Status view both read it.
import * as vscode from 'vscode';
import type { StatusReport } from '../language/status/game-status.js';
import { runBundledCli } from './cli-process.js';

export interface StatusSnapshot { uri: vscode.Uri; status: StatusReport }

const GAME_HEADER = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*game\b/;

/** Whether the document is a game script on disk (`game "…" rules "…"`). */
export function isGameScriptDocument(doc: vscode.TextDocument | undefined): doc is vscode.TextDocument {
    return !!doc && doc.languageId === 'mafia' && doc.uri.scheme === 'file' && GAME_HEADER.test(doc.getText());
}

export class GameStatusSource implements vscode.Disposable {
    private readonly changed = new vscode.EventEmitter<StatusSnapshot | null>();
    readonly onDidChange = this.changed.event;
    /** The last status read (null: no game script yet, or `mafia status` failed on it). */
    current: StatusSnapshot | null = null;
    private game: vscode.Uri | undefined;
    private generation = 0;
    private readonly subscriptions: vscode.Disposable[];

    constructor(private readonly context: vscode.ExtensionContext) {
        this.subscriptions = [
            this.changed,
            vscode.window.onDidChangeActiveTextEditor((e) => { if (isGameScriptDocument(e?.document)) { this.game = e.document.uri; void this.refresh(); } else this.changed.fire(this.current); }),
            vscode.workspace.onDidSaveTextDocument((d) => {
                if (isGameScriptDocument(d)) this.game = d.uri;
                if (d.languageId === 'mafia') void this.refresh();
            }),
        ];
        const doc = vscode.window.activeTextEditor?.document;
        if (isGameScriptDocument(doc)) this.game = doc.uri;
    }

    async refresh(): Promise<void> {
        const game = this.game;
        if (!game) { this.current = null; this.changed.fire(null); return; }
        const mine = ++this.generation;
        const r = await runBundledCli(this.context, ['status', game.fsPath, '--format', 'json']);
        if (mine !== this.generation) return;
        this.current = r.code === 0 ? { uri: game, status: JSON.parse(r.stdout) as StatusReport } : null;
        this.changed.fire(this.current);
    }

    dispose(): void {
        for (const s of this.subscriptions) s.dispose();
    }
}
