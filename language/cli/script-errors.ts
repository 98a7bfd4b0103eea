// A game script that could not be prepared (language/run prepareGameDocument), as the CLI reports
// it: a script that does not fit the cycle is a usage error at its line (exit 2), a rule set that is
// not loaded a usage error, a rule set with errors exit 1 — worded in `lang` (`--lang`, else the
// rule set's: gameDocumentLang).
import type { Lang } from '../../engine/l10n/lang.js';
import { GameScriptError } from '../game/script-to-json.js';
import { GameRunError } from '../run/run-game-script.js';
import { RuleErrors, UsageError } from './errors.js';

/** The CLI error for `e` thrown while preparing the script shown as `shown`; `e` itself when it is neither. */
export function scriptErrorForCli(e: unknown, shown: string, lang: Lang): unknown {
    if (e instanceof GameScriptError) return new UsageError(`${shown}:${e.line}: ${e.text(lang)}`);
    if (e instanceof GameRunError) {
        if (e.kind === 'ruleset' && !e.missing) return new RuleErrors(e.text(lang));
        return new UsageError(`${shown}: ${e.text(lang)}`);
    }
    return e;
}
