// Bad usage of the `mafia` binary — bad flags, missing arguments and files, bad game JSON — is
// answered in the language asked for: `--lang ru` in Russian, `--lang en` in English, the same exit
// code 2 either way. The flags, file names, JSON field paths and contract values quoted in the
// messages stay as written (they are what the user must type).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';
import { usageLang } from '../../language/cli/usage-lang.js';
import { foreignCyrillic, foreignLatin, keywords, withoutQuotes } from './words.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-usage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RULES = 'examples/seed-002/rules.mafia';
const GAME = 'examples/seed-002/game-town-wins.mafia';
function json(name: string, value: unknown): string {
    const file = join(dir, name);
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return file;
}
const players = [{ name: 'Аня', roles: ['Комиссар'] }];
const ruleset = resolve(RULES);

const CASES: Array<[string, string[]]> = [
    ['an unknown command', ['frobnicate']],
    ['a missing argument', ['run']],
    ['too many arguments', ['run', GAME, GAME]],
    ['a choice not allowed', ['run', GAME, '--format', 'xml']],
    ['an unknown option', ['run', GAME, '--bogus']],
    ['a required option missing', ['votes', 'thread.html']],
    ['a number that is not one', ['run', GAME, '--phases', 'abc']],
    ['a missing game', ['run', 'nofile.mafia']],
    ['a missing path to check', ['check', 'nofile.mafia']],
    ['a folder for a rule set', ['rules-book', 'examples/seed-002']],
    ['a game script to compile', ['generate', GAME]],
    ['a deal without players', ['deal', RULES]],
    ['bad simulate flags', ['simulate', RULES, '--players', 'x']],
    ['zero games', ['simulate', RULES, '--games', '0']],
    ['status of a JSON file', ['status', 'game.json']],
    ['broken JSON', ['run', json('broken.json', '{"ruleset": "x", "players": [')]],
    ['JSON broken at a place', ['run', json('comma.json', '{"ruleset": "x",, "players": []}')]],
    ['a player without roles', ['run', json('roles.json', { ruleset, players: [{ name: 'Аня', roles: [] }] })]],
    ['a field misspelt', ['run', json('field.json', { ruleset, players, phase: [] })]],
    ['a vote of an unknown kind', ['run', json('kind.json', { ruleset, players, phases: [{ votes: [{ voter: 'Аня', target: 'Аня', kind: 'maybe' }] }] })]],
    ['a number for a name', ['run', json('number.json', { ruleset, players: [{ name: 5, roles: ['Комиссар'] }] })]],
    ['no rule set named', ['run', json('norules.json', { players })]],
    ['a rule set that is missing', ['run', json('missing.json', { ruleset: 'nowhere.mafia', players })]],
];

/** What the user types, quoted back: flags and their placeholders, the command's name, contract values. */
const TYPED = new Set([
    ...keywords(), 'mafia', 'frobnicate', 'bogus', 'abc', 'xml', 'maybe', 'text', 'json', 'bbcode', 'markdown', 'html', 'svg',
    'JSON', 'ruleset', 'seed', 'title', 'players', 'phases', 'name', 'roles', 'gender', 'kind', 'votes', 'voter', 'target', 'actions', 'host', 'deadline',
    'game', 'paths', 'rules', 'thread', 'help', 'mafia', 'RULESET', 'FILE', 'GAME',
]);
/** A message without its flags (`--format <format>`), its quotes and its file names. */
const bare = (s: string) => withoutQuotes(s).replace(/--[a-z-]+(?: <[a-z-]+>)?/g, ' ').replace(/\[[0-9]+\]/g, ' ').replace(/[\w.-]+\/[\w./-]+/g, ' ');

describe('usage errors speak --lang', () => {
    for (const [what, args] of CASES) {
        it(`${what}: mafia ${args.map((a) => a.replace(dir, '…')).join(' ')}`, { timeout: 120_000 }, () => {
            const ru = mafiaBinary(...args, '--lang', 'ru');
            const en = mafiaBinary(...args, '--lang', 'en');
            expect(ru.code, ru.stderr).toBe(2);
            expect(en.code, en.stderr).toBe(2);
            expect(ru.stderr.trim()).not.toBe('');
            expect(foreignLatin(bare(ru.stderr), new Set(), TYPED), ru.stderr).toEqual([]);
            expect(foreignCyrillic(en.stderr, new Set(['Аня', 'Комиссар'].map((w) => w.toLowerCase()))), en.stderr).toEqual([]);
            expect(ru.stderr).not.toBe(en.stderr);
        });
    }

    it('the language of a usage error: --lang, else the terminal\'s locale, else English', () => {
        expect(usageLang(['run', '--lang', 'ru'], {})).toBe('ru');
        expect(usageLang(['run', '--lang=en'], { LANG: 'ru_RU.UTF-8' })).toBe('en');
        expect(usageLang(['run'], { LANG: 'ru_RU.UTF-8' })).toBe('ru');
        expect(usageLang(['run'], { LC_ALL: 'en_US.UTF-8', LANG: 'ru_RU.UTF-8' })).toBe('en');
        expect(usageLang(['run'], {})).toBe('en');
        const r = mafiaBinary('frobnicate');
        expect(r.stderr).toMatch(/unknown command 'frobnicate'|неизвестная команда 'frobnicate'/);
    });

    it('the game JSON\'s errors name the field as the JSON does, in either language', () => {
        const file = json('field2.json', { ruleset, players, phase: [] });
        expect(mafiaBinary('run', file, '--lang', 'ru').stderr).toContain('field2.json: phase: неизвестное поле (может быть, phases?');
        expect(mafiaBinary('run', file, '--lang', 'en').stderr).toContain('field2.json: phase: unknown field (did you mean phases?');
        const comma = json('comma2.json', '{\n  "ruleset": "x",,\n  "players": []\n}');
        expect(mafiaBinary('run', comma, '--lang', 'ru').stderr).toContain('comma2.json: некорректный JSON: строка 2, столбец 18');
    });
});

/** Names of other tools, protocols and forum engines, and the values a help text quotes: written as they are. */
const NAMES = new Set(['VS', 'UTC', 'GMT', 'Code', 'Neovim', 'Helix', 'Emacs', 'nvim', 'dap', 'mode', 'Debug', 'Adapter', 'Protocol', 'DAP', 'LSP',
    'stdin', 'stdout', 'stderr', 'phpBB', 'vBulletin', 'XenForo', 'IPB', 'Invision', 'HTML', 'SVG', 'auto', 'lines', 'none', 'ru', 'en',
    'paths', 'ruleset', 'threads', 'game', 'command', 'check', 'generate', 'run', 'rules', 'book', 'deal', 'simulate', 'debug', 'votes', 'status', 'lsp']);
const HELP: string[][] = [[], ...['check', 'generate', 'run', 'rules-book', 'deal', 'simulate', 'debug', 'votes', 'status', 'lsp'].map((c) => [c])];

describe('help speaks --lang (#13)', () => {
    for (const command of HELP) {
        it(`mafia ${[...command, '--help'].join(' ')}`, { timeout: 120_000 }, () => {
            const ru = mafiaBinary(...command, '--help', '--lang', 'ru');
            const en = mafiaBinary(...command, '--help', '--lang', 'en');
            expect(ru.code).toBe(0);
            expect(en.code).toBe(0);
            // No Latin word of the tool's own outside the flags, the placeholders (<game>) and what is quoted.
            const text = bare(ru.stdout.replace(/\s+/g, ' ')).replace(/<[^>]*>/g, ' ').replace(/-[A-Za-z]\b/g, ' ');
            expect(foreignLatin(text, new Set(), new Set([...TYPED, ...NAMES])), ru.stdout).toEqual([]);
            expect(ru.stdout).toMatch(/^Использование: mafia/);
            expect(en.stdout).toMatch(/^Usage: mafia/);
            expect(foreignCyrillic(withoutQuotes(en.stdout), new Set(['петя', 'коля', 'сегодня']))).toEqual([]);
        });
    }

    it('without --lang, the terminal\'s locale picks the help\'s language', () => {
        const r = spawnSync(process.execPath, ['bin/mafia.cjs', 'run', '--help'], { encoding: 'utf8', env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'ru_RU.UTF-8' } });
        expect(r.stdout).toContain('провести игру по сценарию');
    });
});
