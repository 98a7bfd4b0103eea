// Diagnostics as the CLI prints them: the JSON shape of `check --format json`, and capped text lines.
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
/** A diagnostic as `mafia check --format json` prints it (1-based line and column). */
export interface JsonDiagnostic {
    severity: 'error' | 'warning' | 'info';
    code: string;
    message: string;
    line: number;
    column: number;
}

/** At most this many diagnostics are printed per file as text (a file of noise gives thousands). */
export const MAX_PRINTED_PER_FILE = 100;

/** `file:line:column: severity [code] message` lines, the first {@link MAX_PRINTED_PER_FILE}, then how many more. */
export function diagnosticLines(file: string, diagnostics: JsonDiagnostic[], lang: Lang): string[] {
    const lines = diagnostics.slice(0, MAX_PRINTED_PER_FILE).map((d) => `${file}:${d.line}:${d.column}: ${d.severity} [${d.code}] ${d.message}`);
    const more = diagnostics.length - MAX_PRINTED_PER_FILE;
    if (more > 0) lines.push(`${file}: ${say(lang, 'cli.check.more', { more, all: diagnostics.length })}`);
    return lines;
}
