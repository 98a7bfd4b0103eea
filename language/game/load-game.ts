// Reading a game for `mafia run`: a game JSON file (parsed and checked against the schema; the
// message names the field) or a game script (parsed with its rule set). Problems with the game
// file itself are usage errors (exit 2); problems in the rule set are rule errors (exit 1).
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { parse as parseLenient, type ParseError } from 'jsonc-parser';
import { checkGameInput, GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { usage, UsageError } from '../cli/errors.js';

/** `warnings`: fields the schema does not know, ignored (`phases[0].vote: unknown field, ignored …`). */
export interface JsonGame { game: GameInput; rulesPath: string; warnings: string[] }

/** Checks the text of a game JSON file read from `path`; the ruleset path is resolved against the
 * file's folder. `lang`: the language of the warnings (the errors speak the user's: UsageError.text). */
export function readGameJson(path: string, text: string, lang: Lang = 'en'): JsonGame {
    const shown = basename(path);
    let value: unknown;
    text = text.replace(/^\uFEFF/, '');   // a BOM (Windows editors save one) is no part of the JSON
    try { value = JSON.parse(text); } catch (e) { throw notJson(shown, text, e); }
    let game: GameInput;
    const warnings: string[] = [];
    try { game = checkGameInput(value, warnings, lang); } catch (e) {
        if (e instanceof GameSchemaError) throw new UsageError((l) => `${shown}: ${e.text(l)}`);
        throw e;
    }
    if (game.ruleset === undefined) throw usage('game.noRuleset', undefined, `${shown}: `);
    const rulesPath = isAbsolute(game.ruleset) ? game.ruleset : resolve(dirname(path), game.ruleset);
    return { game, rulesPath, warnings };
}

/** A game file is JSON when it says so by its name or its first character. */
export function isJsonGame(path: string, text: string): boolean {
    return path.toLowerCase().endsWith('.json') || text.trimStart().startsWith('{');
}

/**
 * Where the JSON goes wrong, as a line and column of the file. JSON.parse names a position for
 * some mistakes only («Unexpected token '}', … is not valid JSON» has none), so the place is taken
 * from a parser that reports every error's offset, told to be as strict as JSON.parse.
 */
export function notJson(shown: string, text: string, e: unknown): UsageError {
    const offset = errorOffset(text, e);
    if (offset === undefined) return usage('game.notJson', undefined, `${shown}: `);
    const before = text.slice(0, offset).split('\n');
    return usage('game.notJsonAt', { line: before.length, column: before[before.length - 1].length + 1 }, `${shown}: `);
}

function errorOffset(text: string, e: unknown): number | undefined {
    const errors: ParseError[] = [];
    parseLenient(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (errors.length > 0) return errors[0].offset;
    const at = /position (\d+)/.exec((e as Error).message);
    return at ? Number(at[1]) : undefined;
}
