// The language of the extension's own words beyond VS Code's l10n bundles: the `mafia.language`
// setting, else VS Code's display language (`vscode.env.language`); the server gets the same choice.
import * as vscode from 'vscode';
import { langOfLocale, type Lang } from '../engine/l10n/lang.js';

/** `mafia.language`: "ru" or "en"; "auto" (the default) leaves it to VS Code's display language. */
export function configuredLanguage(): Lang | undefined {
    const v = vscode.workspace.getConfiguration('mafia').get<string>('language');
    return v === 'ru' || v === 'en' ? v : undefined;
}

/** The preview page's language until a run's result names one. */
export function displayLanguage(): Lang {
    return configuredLanguage() ?? langOfLocale(vscode.env.language) ?? 'ru';
}
