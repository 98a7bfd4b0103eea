// The webviews' copy buttons end here: the text goes on the clipboard, and the status bar says
// what was copied (a webview's own clipboard access depends on focus and browser policy).
import * as vscode from 'vscode';
import { say } from '../engine/l10n/catalogue.js';
import { displayLanguage } from './language-setting.js';

export async function copyToClipboard(text: string, what: unknown): Promise<void> {
    await vscode.env.clipboard.writeText(text);
    vscode.window.setStatusBarMessage(typeof what === 'string' && what.length < 200 ? what : say(displayLanguage(), 'ext.copied'), 4000);
}
