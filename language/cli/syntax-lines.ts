// A script's syntax errors as the CLI prints them: `file:line:column: синтаксическая ошибка: …`, the
// first MAX_PRINTED_PER_FILE, then how many more (`mafia run`, `mafia status`).
import type { LangiumDocument } from 'langium';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { rewordSyntaxError } from '../l10n/syntax-messages.js';
import { MAX_PRINTED_PER_FILE } from './diagnostic-lines.js';

type Token = { startOffset: number; startLine?: number; startColumn?: number; endLine?: number; endColumn?: number };

/**
 * Where a parser error is, 1-based, as `mafia check` and the editor place it: an error at the end
 * of the text (the EOF token has no position) sits just after the last token read, or at 1:1.
 */
function errorPosition(e: { token: Token; previousToken?: Token }): { line: number; column: number } {
    const placed = (t: Token | undefined): t is Token => t !== undefined && Number.isFinite(t.startOffset) && t.startOffset >= 0 && (t.startLine ?? 0) >= 1;
    if (placed(e.token)) return { line: e.token.startLine!, column: e.token.startColumn ?? 1 };
    const before = e.previousToken;
    if (placed(before) && (before.endLine ?? 0) >= 1) return { line: before.endLine!, column: (before.endColumn ?? 0) + 1 };
    return { line: 1, column: 1 };
}

/** The lines, none when the document parsed clean; `lang` the tool's (`--lang`), else the document's. */
export function syntaxErrorLines(document: LangiumDocument, file: string, lang: Lang | undefined): string[] {
    const r = document.parseResult;
    const syntax = [...r.lexerErrors.map((e) => ({ line: e.line ?? 1, column: e.column ?? 1, message: e.message })),
        ...r.parserErrors.map((e) => ({ ...errorPosition(e), message: e.message }))];
    if (syntax.length === 0) return [];
    const l = lang ?? langOfRoot(r.value);
    const lines = syntax.slice(0, MAX_PRINTED_PER_FILE).map((e) => `${file}:${e.line}:${e.column}: ${say(l, 'cli.syntax-error')}: ${rewordSyntaxError(e.message, l)}`);
    if (syntax.length > MAX_PRINTED_PER_FILE) lines.push(`${file}: ${say(l, 'load.moreSyntax', { n: syntax.length - MAX_PRINTED_PER_FILE })}`);
    return lines;
}
