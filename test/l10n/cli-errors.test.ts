// The CLI's errors about a game script or a rule set (#13 leftovers): a phase the rule set does
// not have, a phase twice, a rule set that is not there, files that cannot be written — in the
// rule set's language by default (Russian for seed 002), in English with `--lang en`, with the
// same exit code either way. Names, keywords, phase identifiers and paths stay as written.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';
import { foreignCyrillic, foreignLatin, keywords, ownWords, withoutQuotes } from './words.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-errors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RULES = resolve('examples/seed-002/rules.mafia');
function file(name: string, text: string): string {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
}
const script = (body: string, rules = RULES) => `game "Проба" rules "${rules}"\nplayers {\n    Аня: Комиссар\n    Вера: Мафия\n}\n${body}`;

const TWICE = file('twice.mafia', script('day 1 {\n}\nday 1 {\n}\n'));
const NO_PHASE = file('nophase.mafia', script('dawn 1 {\n}\n'));
const NO_RULES = file('norules.mafia', script('', join(dir, 'nowhere.mafia')));
const A_FILE = file('a-file', '');
const OUT = join(dir, 'out');
mkdirSync(join(OUT, 'rules.mjs'), { recursive: true }); // a folder where the module should be written
const BROKEN = file('reveal.json', '{"players": [');
const BAD_PLAYERS = file('players.json', '{"players": 5}');
const own = new Set([...ownWords(RULES, TWICE, NO_PHASE), 'бог']);   // «Бог»: a role name typed on the command line
/** Words typed by the user or the contract's, quoted back. */
const TYPED = new Set([...keywords(), 'mafia', 'dawn', 'JSON', 'players', 'name', 'roles']);
const bare = (s: string) => withoutQuotes(s).replace(/\/[\w./-]+/g, ' ');

/** [what, args, exit code, an English phrase the --lang en text must hold]. */
const CASES: Array<[string, string[], number, string]> = [
    ['a phase listed twice (run)', ['run', TWICE], 2, 'is listed twice'],
    ['a phase the rule set lacks (run)', ['run', NO_PHASE], 2, 'has no phase'],
    ['a phase the rule set lacks (status)', ['status', NO_PHASE], 2, 'has no phase'],
    ['a rule set not there (run)', ['run', NO_RULES], 2, 'is not loaded'],
    ['an output folder that is a file (generate)', ['generate', RULES, '-o', A_FILE], 2, 'is a file, not a folder'],
    ['a folder where the file goes (generate)', ['generate', RULES, '-o', OUT], 2, 'is a folder'],
    ['a revealed deal that is not JSON (deal --verify)', ['deal', '--verify', BROKEN], 2, 'JSON'],
    ['a revealed deal without its players (deal --verify)', ['deal', '--verify', BAD_PLAYERS], 2, 'players: expected'],
    ['a revealed game script with a phase twice (deal --verify)', ['deal', '--verify', TWICE, '--salt', 'x', '--commitment', '00'], 2, 'is listed twice'],
    ['an unknown role (simulate --roles)', ['simulate', RULES, '--roles', 'Бог:2'], 2, 'unknown role'],
];

describe('errors about a game script speak the rule set\'s language, or --lang', () => {
    for (const [what, args, code, english] of CASES) {
        it(what, { timeout: 120_000 }, () => {
            const ru = mafiaBinary(...args);
            const en = mafiaBinary(...args, '--lang', 'en');
            expect(ru.code, ru.stderr).toBe(code);
            expect(en.code, en.stderr).toBe(code);
            expect(ru.stderr.trim()).not.toBe('');
            expect(foreignLatin(bare(ru.stderr), own, TYPED), ru.stderr).toEqual([]);
            expect(en.stderr).toContain(english);
            expect(foreignCyrillic(en.stderr, own), en.stderr).toEqual([]);
        });
    }
});
