import type { LangiumDocument } from 'langium';
import { relative } from 'node:path';
import type { Diagnostic } from 'vscode-languageserver';
import { diagnosticLines, type JsonDiagnostic } from './diagnostic-lines.js';
import { expandPaths, loadWorkspace } from './workspace.js';
import { documentsWithErrors } from '../workspace/documents-with-errors.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { setMessageLanguage } from '../l10n/message-lang.js';

export type { JsonDiagnostic } from './diagnostic-lines.js';

export interface CheckOptions { format?: 'text' | 'json'; lang?: Lang }


/** `mafia check PATH...`: returns the exit code (0 clean or warnings only, 1 errors). */
export async function checkCommand(paths: string[], options: CheckOptions, out: (s: string) => void): Promise<number> {
    setMessageLanguage({ explicit: options.lang ?? null });
    const files = expandPaths(paths);
    const { services, documents } = await loadWorkspace(files);
    // A file the checked ones import is checked too when it has errors: they stop every command that
    // runs the importing rule set (language/cli/rule-errors.ts).
    const checked: LangiumDocument[] = [...documents];
    for (const doc of documents) {
        for (const broken of documentsWithErrors(doc, services.shared.workspace.LangiumDocuments)) if (!checked.includes(broken)) checked.push(broken);
    }
    const report = checked.map((doc) => ({
        file: relative(process.cwd(), doc.uri.fsPath) || doc.uri.fsPath,
        lang: options.lang ?? langOfRoot(doc.parseResult.value),
        diagnostics: (doc.diagnostics ?? []).map(toJson).sort((a, b) => a.line - b.line || a.column - b.column),
    }));
    const errors = report.reduce((n, f) => n + f.diagnostics.filter((d) => d.severity === 'error').length, 0);
    const warnings = report.reduce((n, f) => n + f.diagnostics.filter((d) => d.severity === 'warning').length, 0);
    if (options.format === 'json') {
        out(JSON.stringify({ files: report.map(({ file, diagnostics }) => ({ file, diagnostics })) }, null, 2));
    } else {
        for (const file of report) {
            for (const line of diagnosticLines(file.file, file.diagnostics, file.lang)) out(line);
        }
        // The summary speaks the language asked for, else the first file's.
        const lang = options.lang ?? report[0]?.lang ?? 'ru';
        out(say(lang, 'cli.check.summary', { files: report.length, errors, warnings }));
    }
    return errors > 0 ? 1 : 0;
}

export function toJson(d: Diagnostic): JsonDiagnostic {
    const severity = d.severity === 1 ? 'error' : d.severity === 2 ? 'warning' : 'info';
    const data = d.data as { code?: string } | undefined;
    const code = typeof d.code === 'string' ? d.code : data?.code ?? 'syntax-error';
    return { severity, code: normalizeCode(code), message: typeof d.message === 'string' ? d.message : d.message.value, line: d.range.start.line + 1, column: d.range.start.character + 1 };
}

/** Langium's own codes for lexer and parser errors become one stable public code. */
function normalizeCode(code: string): string {
    return code === 'lexing-error' || code === 'parsing-error' ? 'syntax-error' : code;
}
