// A game script that could not be prepared (language/run prepareGameDocument), as the CLI reports
// it: a script that does not fit the cycle is a usage error at its line (exit 2), a rule set that is
// not loaded a usage error, a rule set with errors exit 1 — worded in `lang` (`--lang`, else the
// rule set's: gameDocumentLang).
import { DealError, dealtPlayer } from '../../engine/deal.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import type { GameInput } from '../../engine/model/game-input.js';
import { GameScriptError, type ScriptLines } from '../game/script-to-json.js';
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

/**
 * The deal's problems (exit 1), one line each: `file: deal: players[1] (Боря): …` for a game JSON; for a
 * game script (its `lines`) at the player's line, `file:4: deal: Боря: …`, the deal as a whole at the players block.
 */
export function dealErrorForCli(e: DealError, shown: string, game: GameInput, lines: ScriptLines | undefined, lang: Lang): RuleErrors {
    const deal = say(lang, 'cli.deal');
    return new RuleErrors(e.problems.map((problem, k) => {
        const index = e.players[k] ?? null;
        const player = index === null ? undefined : game.players[index];
        const line = lines?.get(player ?? game);
        if (line === undefined) return `${shown}: ${deal}: ${problem}`;
        const where = player ? `${dealtPlayer(index!, player.name)}: ` : '';
        return `${shown}:${line}: ${deal}: ${player && problem.startsWith(where) ? `${player.name}: ${problem.slice(where.length)}` : problem}`;
    }).join('\n'));
}
