// The Game Status view (Explorer): the current phase of the game script being worked on, as
// `mafia status` reads it (game-status-source.ts), refreshed on save; its words are the catalogue's
// (status-tree-nodes.ts) in the editor's language, the view's own in the l10n bundles.
import * as vscode from 'vscode';
import { langOfLocale } from '../engine/l10n/lang.js';
import type { GameStatusSource } from './game-status-source.js';
import { say } from '../engine/l10n/catalogue.js';
import { configuredLanguage, displayLanguage } from './language-setting.js';
import { statusTreeNodes, type StatusNode } from './status-tree-nodes.js';

class GameStatusTree implements vscode.TreeDataProvider<StatusNode> {
    private readonly changed = new vscode.EventEmitter<void>();
    readonly onDidChangeTreeData = this.changed.event;
    roots: StatusNode[] = [];

    update(roots: StatusNode[]): void { this.roots = roots; this.changed.fire(); }

    getTreeItem(node: StatusNode): vscode.TreeItem {
        const state = node.children ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.None;
        const item = new vscode.TreeItem(node.label, state);
        item.id = node.id;
        item.description = node.description;
        item.iconPath = new vscode.ThemeIcon(node.icon);
        item.tooltip = node.description ? `${node.label}: ${node.description}` : node.label;
        return item;
    }

    getChildren(node?: StatusNode): StatusNode[] { return node ? node.children ?? [] : this.roots; }
}

export function registerStatusTree(context: vscode.ExtensionContext, source: GameStatusSource): void {
    const tree = new GameStatusTree();
    const view = vscode.window.createTreeView('mafia.gameStatus', { treeDataProvider: tree, showCollapseAll: true });
    const show = () => {
        const snap = source.current;
        if (!snap) {
            tree.update([]);
            view.description = undefined;
            view.message = say(displayLanguage(), 'ext.statusTree.empty');
            return;
        }
        const lang = configuredLanguage() ?? langOfLocale(vscode.env.language) ?? 'en';
        tree.update(statusTreeNodes(snap.status, lang));
        const phase = snap.status.phase;
        view.description = `${vscode.workspace.asRelativePath(snap.uri)}${phase ? ` · ${phase.title} ${phase.number}` : ''}`;
        view.message = undefined;
    };
    context.subscriptions.push(view, source.onDidChange(show),
        vscode.commands.registerCommand('mafia.refreshGameStatus', () => source.refresh()));
    show();
}
