// The `.mafia` language for Monaco: the extension's own language configuration and TextMate
// keyword list (language-configuration.json, syntaxes/mafia.tmLanguage.json) turned into Monaco's
// shapes. Base colours only; the language server's semantic tokens colour names by what they are.
import type * as monaco from '@codingame/monaco-vscode-editor-api';
import configuration from '../../language-configuration.json';
import grammar from '../../syntaxes/mafia.tmLanguage.json';

export const LANGUAGE_ID = 'mafia';

interface TmPattern { name?: string; match?: string }

export function languageConfiguration(): monaco.languages.LanguageConfiguration {
    const c = configuration as unknown as {
        comments: { lineComment: string; blockComment: [string, string] };
        brackets: [string, string][];
        autoClosingPairs: { open: string; close: string; notIn?: string[] }[];
        surroundingPairs: [string, string][];
        wordPattern: string;
        indentationRules: { increaseIndentPattern: string; decreaseIndentPattern: string };
    };
    return {
        comments: c.comments,
        brackets: c.brackets,
        autoClosingPairs: c.autoClosingPairs,
        surroundingPairs: c.surroundingPairs.map(([open, close]) => ({ open, close })),
        wordPattern: new RegExp(c.wordPattern, 'u'),
        indentationRules: {
            increaseIndentPattern: new RegExp(c.indentationRules.increaseIndentPattern),
            decreaseIndentPattern: new RegExp(c.indentationRules.decreaseIndentPattern),
        },
    };
}

export function monarchTokens(): monaco.languages.IMonarchLanguage {
    const keywords = (grammar.patterns as TmPattern[]).find((p) => p.name === 'keyword.control.mafia')?.match ?? '\\b\\B';
    return {
        defaultToken: '',
        tokenizer: {
            root: [
                [/\/\/.*$/, 'comment'],
                [/\/\*/, 'comment', '@comment'],
                [/"/, 'string', '@string'],
                [/«/, 'string', '@quote'],
                [new RegExp(keywords), 'keyword'],
                [/\d+/, 'number'],
            ],
            comment: [[/\*\//, 'comment', '@pop'], [/[^*]+/, 'comment'], [/./, 'comment']],
            string: [[/\\./, 'string.escape'], [/"/, 'string', '@pop'], [/[^"\\]+/, 'string']],
            quote: [[/\\./, 'string.escape'], [/»/, 'string', '@pop'], [/[^»\\]+/, 'string']],
        },
    };
}
