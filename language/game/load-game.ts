// Reading a game for `mafia run`: a game JSON file (parsed and checked against the schema; the
// message names the field) or a game script (parsed with its rule set). Problems with the game
// file itself are usage errors (exit 2); problems in the rule set are rule errors (exit 1).
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { checkGameInput, GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import { UsageError } from '../cli/errors.js';

/** `warnings`: fields the schema does not know, ignored (`phases[0].vote: unknown field, ignored …`). */
export interface JsonGame { game: GameInput; rulesPath: string; warnings: string[] }

/** Checks the text of a game JSON file read from `path`; the ruleset path is resolved against the file's folder. */
export function readGameJson(path: string, text: string): JsonGame {
    const shown = basename(path);
    let value: unknown;
    try { value = JSON.parse(text); } catch (e) { throw new UsageError(`${shown}: not valid JSON: ${(e as Error).message}`); }
    let game: GameInput;
    const warnings: string[] = [];
    try { game = checkGameInput(value, warnings); } catch (e) {
        if (e instanceof GameSchemaError) throw new UsageError(`${shown}: ${e.message}`);
        throw e;
    }
    if (game.ruleset === undefined) throw new UsageError(`${shown}: ruleset: missing (the path of the rule set, relative to the game file)`);
    const rulesPath = isAbsolute(game.ruleset) ? game.ruleset : resolve(dirname(path), game.ruleset);
    return { game, rulesPath, warnings };
}

/** A game file is JSON when it says so by its name or its first character. */
export function isJsonGame(path: string, text: string): boolean {
    return path.toLowerCase().endsWith('.json') || text.trimStart().startsWith('{');
}
