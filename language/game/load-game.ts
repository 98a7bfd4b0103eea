// Reading a game for `mafia run`: a game JSON file (parsed and checked against the schema; the
// message names the field) or a game script (parsed with its rule set). Problems with the game
// file itself are usage errors (exit 2); problems in the rule set are rule errors (exit 1).
import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, resolve } from 'node:path';
import { checkGameInput, GameSchemaError, type GameInput } from '../../engine/model/game-input.js';
import { UsageError } from '../cli/errors.js';

/** `warnings`: fields the schema does not know, ignored (`phases[0].vote: unknown field, ignored …`). */
export interface JsonGame { game: GameInput; rulesPath: string; warnings: string[] }

/** Reads and checks a game JSON file; the ruleset path is resolved against the file's folder. */
export function readGameJson(path: string): JsonGame {
    const shown = basename(path);
    let text: string;
    try { text = readFileSync(path, 'utf8'); } catch { throw new UsageError(`${path}: cannot read file`); }
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

export function isJsonGame(path: string): boolean {
    if (path.toLowerCase().endsWith('.json')) return true;
    try { return readFileSync(path, 'utf8').trimStart().startsWith('{'); } catch { return false; }
}
