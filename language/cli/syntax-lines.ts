// A script's syntax errors as the CLI prints them: `file:line:column: синтаксическая ошибка: …`, the
// first MAX_PRINTED_PER_FILE, then how many more (`mafia run`, `mafia status`).
import type { LangiumDocument } from 'langium';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { rewordSyntaxError } from '../l10n/syntax-messages.js';
import { MAX_PRINTED_PER_FILE } from './diagnostic-lines.js';

/** The lines, none when the document parsed clean; `lang` the tool's (`--lang`), else the document's. */
export function syntaxErrorLines(document: LangiumDocument, file: string, lang: Lang | undefined): string[] {
    const r = document.parseResult;
    const syntax = [...r.lexerErrors.map((e) => ({ line: e.line ?? 1, column: e.column ?? 1, message: e.message })),
        ...r.parserErrors.map((e) => ({ line: e.token.startLine ?? 1, column: e.token.startColumn ?? 1, message: e.message }))];
    if (syntax.length === 0) return [];
    const l = lang ?? langOfRoot(r.value);
    const lines = syntax.slice(0, MAX_PRINTED_PER_FILE).map((e) => `${file}:${e.line}:${e.column}: ${say(l, 'cli.syntax-error')}: ${rewordSyntaxError(e.message, l)}`);
    if (syntax.length > MAX_PRINTED_PER_FILE) lines.push(`${file}: ${say(l, 'load.moreSyntax', { n: syntax.length - MAX_PRINTED_PER_FILE })}`);
    return lines;
}
