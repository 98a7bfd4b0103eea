// A rule set's errors stop every command that compiles it (exit 1), and so do the errors of every
// file it imports: the imported declarations are part of the rule set that runs. The errors are
// printed per file as `mafia check` prints them, then one summary line.
import type { LangiumDocument, LangiumDocuments } from 'langium';
import { relative } from 'node:path';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { documentsWithErrors } from '../workspace/documents-with-errors.js';
import { toJson } from './check-command.js';
import { diagnosticLines } from './diagnostic-lines.js';
import { RuleErrors } from './errors.js';

export type RuleErrorSummary = 'cli.rule-errors' | 'cli.rule-errors.fix' | 'cli.generate.errors' | 'cli.simulate.errors';

/**
 * Throws RuleErrors when the rule set or a file it imports has errors. `file` names a document as
 * the command shows it (relative to the working folder by default); `lang`: `--lang`, else each
 * file's own for its lines and the first file's for the summary.
 */
export function stopOnRuleErrors(document: LangiumDocument, documents: LangiumDocuments, lang: Lang | undefined, summary: RuleErrorSummary = 'cli.rule-errors',
    file: (doc: LangiumDocument) => string = (doc) => relative(process.cwd(), doc.uri.fsPath) || doc.uri.fsPath): void {
    const broken = documentsWithErrors(document, documents);
    if (broken.length === 0) return;
    const lines: string[] = [];
    let n = 0;
    for (const doc of broken) {
        const errors = (doc.diagnostics ?? []).filter((d) => d.severity === 1).map(toJson);
        n += errors.length;
        lines.push(...diagnosticLines(file(doc), errors, lang ?? langOfRoot(doc.parseResult.value)));
    }
    throw new RuleErrors(lines.join('\n') + `\n${say(lang ?? langOfRoot(broken[0].parseResult.value), summary, { n })}`);
}
