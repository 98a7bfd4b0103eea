// Loads one rule set for the commands that read a rule set rather than a game (`rules-book`,
// `deal`): a missing file or one that is not a rule set is bad usage (exit 2), a rule set with
// errors is exit 1 with the errors printed as `mafia check` prints them.
import type { LangiumDocuments } from 'langium';
import { relative, resolve } from 'node:path';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { isRuleSet, type RuleSet } from '../generated/ast.js';
import { compileRuleSet } from '../run/compile-ruleset.js';
import { say } from '../../engine/l10n/catalogue.js';
import { UsageError } from './errors.js';
import { checkInputFile, shownPath } from './read-input.js';
import { loadWorkspace } from './workspace.js';
import { setMessageLanguage } from '../l10n/message-lang.js';
import { parseFailed } from './parse-failed.js';
import { stopOnRuleErrors } from './rule-errors.js';

export interface LoadedRuleSet { root: RuleSet; documents: LangiumDocuments; compiled: CompiledRuleSet; path: string }

export async function loadRuleSet(file: string, lang?: Lang): Promise<LoadedRuleSet> {
    const path = resolve(file);
    setMessageLanguage({ explicit: lang ?? null });   // the diagnostics speak --lang, else each file's own
    checkInputFile(path, shownPath(path));
    if (!path.endsWith('.mafia')) throw new UsageError((lang) => `${shownPath(path)}: ${say(lang, 'load.notMafia')}`);
    const { services, documents } = await loadWorkspace([path]);
    const document = documents[0];
    const root = document.parseResult.value;
    if (!isRuleSet(root) && !parseFailed(document)) throw new UsageError((lang) => `${shownPath(path)}: ${say(lang, 'load.notRuleSet')}`);
    const cwd = process.cwd();
    const fileName = (p: string) => relative(cwd, p) || p;
    const all = services.shared.workspace.LangiumDocuments;
    // Errors of the rule set or of a file it imports stop here.
    stopOnRuleErrors(document, all, lang, 'cli.rule-errors.fix', (d) => fileName(d.uri.fsPath));
    const rules = root as RuleSet;   // a root that is not a rule set had syntax errors, reported above
    return { root: rules, documents: all, compiled: compileRuleSet(rules, all, { fileName }), path };
}
