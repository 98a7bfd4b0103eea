// Shared set-up for the language-feature tests: Langium services over an in-memory file system,
// the shipped seed-002 rule set loaded at file:///seed-002/rules.mafia, and game scripts beside it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, type LangiumDocument } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { createMafiaServices } from '../../language/mafia-module.js';
import type { Document } from '../../language/generated/ast.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const SEED_002_PATH = join(repoRoot, 'examples', 'seed-002', 'rules.mafia');
export const SEED_002 = readFileSync(SEED_002_PATH, 'utf8');
export const RULES_URI = 'file:///seed-002/rules.mafia';
export const GAME_URI = 'file:///seed-002/game.mafia';

/** In-process services of an editor that asked for English (its diagnostics, hovers and completions;
 *  test/l10n checks the Russian ones). */
export function createKit() {
    setMessageLanguage({ explicit: 'en' });
    const services = createMafiaServices(EmptyFileSystem);
    const parse = parseHelper<Document>(services.Mafia);
    return {
        services,
        Mafia: services.Mafia,
        parse,
        /** Loads the seed-002 rule set (game scripts here say `rules "rules.mafia"`). */
        loadRules: (text = SEED_002): Promise<LangiumDocument<Document>> => parse(text, { documentUri: RULES_URI }),
        loadGame: (text: string, uri = GAME_URI): Promise<LangiumDocument<Document>> => parse(text, { documentUri: uri }),
        clear: () => clearDocuments(services.shared),
    };
}

/** A small seed-002 game: the Commissioner, two mafiosi, the Maniac, the Doctor, a Priest, a civilian. */
export const GAME_HEADER = [
    'game "Город против мафии" rules "rules.mafia" seed 7',
    'players {',
    '    Вася: Комиссар',
    '    Петя: Мафия',
    '    Гена: Громила',
    '    Коля: Маньяк',
    '    Маша: Реаниматор',
    '    Оля: Священник',
    '    "Дядя Федор": "Мирный житель"',
    '}',
].join('\n');

/** Offset of `marker` in `text`, and the text without it. */
export function at(text: string, marker = '|'): { text: string; offset: number } {
    const offset = text.indexOf(marker);
    if (offset < 0) throw new Error(`no ${marker} in text`);
    return { text: text.slice(0, offset) + text.slice(offset + marker.length), offset };
}

/** Offset of the n-th (0-based) occurrence of `needle` in `text`, plus `delta`. */
export function offsetOf(text: string, needle: string, n = 0, delta = 0): number {
    let i = -1;
    for (let k = 0; k <= n; k++) {
        i = text.indexOf(needle, i + 1);
        if (i < 0) throw new Error(`'${needle}' #${n} not found`);
    }
    return i + delta;
}

/**
 * Test oracles read from the shipped seed-002 file (it is being refined in parallel): the stage
 * declaration order (seed 002's one `after` does not reorder it), an ability's effect line.
 */
export const SEED_002_STAGES = [...SEED_002.matchAll(/^stage (\S+)/gm)].map((m) => m[1]);

/** `4/7`: where a stage of seed 002 falls in its resolution order. */
export function stagePosition(stage: string): { index: number; count: number } {
    const index = SEED_002_STAGES.indexOf(stage);
    if (index < 0) throw new Error(`no stage ${stage} in seed 002`);
    return { index: index + 1, count: SEED_002_STAGES.length };
}

export function ordinal(n: number): string {
    return `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The rest of the first `keyword ...` line after `anchor` in seed 002, its comment removed. */
export function seedClause(anchor: string, keyword: string): string {
    const from = SEED_002.indexOf(anchor);
    if (from < 0) throw new Error(`no '${anchor}' in seed 002`);
    const line = SEED_002.slice(from).split('\n').find((l) => l.trim().startsWith(keyword + ' '))!;
    return line.trim().slice(keyword.length + 1).replace(/\s*\/\/.*$/, '').replace(/\s+/g, ' ');
}

/** The effect of an ability of seed 002, as written (one line). */
export function seedEffect(ability: string): string {
    return seedClause(`ability ${ability} `, 'effect');
}

const STRING_OR_COMMENT = /"(?:\\.|[^"\\])*"|«[^»]*»|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** The string literals and comments of a text, in order. */
export function stringsAndComments(text: string): string[] {
    return text.match(STRING_OR_COMMENT) ?? [];
}

/** How often `name` is written as an identifier (outside strings and comments). */
export function identifierUses(text: string, name: string): number {
    const code = text.replace(STRING_OR_COMMENT, ' ');
    return code.match(new RegExp(`(?<![\\p{L}\\p{N}_])${name}(?![\\p{L}\\p{N}_])`, 'gu'))?.length ?? 0;
}
