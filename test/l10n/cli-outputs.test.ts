// The other commands speak the same language as `mafia run`: rules-book (every format), deal,
// status, votes, simulate (text, JSON, HTML and the SVG chart) and generate, on seed 002 — in
// Russian by the rule set, in English with `--lang en`. Only the rule set's and the game's own
// words (names, titles, texts), the language's keywords and the contract values typed on the
// command line may be in the other script.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';
import { foreignCyrillic, foreignLatin, keywords, ownWords, withoutQuotes } from './words.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-outputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RULES = 'examples/seed-002/rules.mafia';
const GAME = 'examples/seed-002/game-town-wins.mafia';
const THREAD = 'test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html';
const THREAD_GAME = 'test/fixtures/threads/seed-002-game.mafia';
const PLAYERS = join(dir, 'players.txt');
writeFileSync(PLAYERS, ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша'].join('\n') + '\n');

/** Contract values and markup the outputs carry as they are: formats, policies, units, HTML/SVG/BBCode tags. */
const CONTRACT = new Set([...keywords(), 'random', 'informed', 'mafia', 'JSON', 'BBCode', 'Markdown', 'verify', 'seed', 'salt', 'commitment', 'players', 'roles', 'name', 'sha', 'SHA']);

/** The words a reader sees: no tags, no entities, no style or script blocks, no attributes. */
function visibleText(s: string): string {
    return s.replace(/<style[\s\S]*?<\/style>/g, ' ').replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]*>/g, ' ')
        .replace(/\[\/?[a-z*]+(=[^\]]*)?\]/g, ' ').replace(/&[#\w]+;/g, ' ').replace(/[0-9a-f]{32,}/g, ' ');
}

// The thread's posts are the players' words (one writes «Гoшa» with Latin letters: the warning quotes it).
// Paths into the scratch folder, absolute or relative to the working folder ("../mafia-outputs-XYZ/gen/rules.mjs"
// from a checkout under /tmp): file names, not the tool's words.
const OUTPUT_PATHS = new RegExp(`\\S*${basename(dir)}\\S*`, 'g');
const own = ownWords(RULES, GAME, THREAD_GAME, PLAYERS, THREAD);
const COMMANDS: Array<[string, string[]]> = [
    ['rules-book (bbcode)', ['rules-book', RULES]],
    ['rules-book (markdown)', ['rules-book', RULES, '--format', 'markdown']],
    ['rules-book (html)', ['rules-book', RULES, '--format', 'html']],
    ['rules-book (text)', ['rules-book', RULES, '--format', 'text']],
    ['deal', ['deal', RULES, '--players', PLAYERS, '--seed', 'e2e']],
    ['deal (bbcode)', ['deal', RULES, '--players', PLAYERS, '--seed', 'e2e', '--format', 'bbcode']],
    ['status', ['status', GAME]],
    ['votes', ['votes', THREAD, '--rules', RULES, '--game', THREAD_GAME]],
    ['votes (bbcode)', ['votes', THREAD, '--rules', RULES, '--game', THREAD_GAME, '--format', 'bbcode']],
    ['simulate (text)', ['simulate', RULES, '--players', '10..11', '--games', '20', '--progress', 'none']],
    ['simulate (html)', ['simulate', RULES, '--players', '10', '--games', '20', '--progress', 'none', '--format', 'html']],
    ['simulate (svg)', ['simulate', RULES, '--players', '10', '--games', '20', '--progress', 'none', '--format', 'svg']],
    ['generate', ['generate', RULES, '-o', join(dir, 'gen')]],
];

describe('every command speaks the rule set\'s language, or --lang', () => {
    for (const [name, args] of COMMANDS) {
        it(`${name}: Russian by the rule set, English with --lang en`, { timeout: 240_000 }, () => {
            const ru = mafiaBinary(...args);
            expect(ru.code, ru.stderr).toBe(0);
            const ruText = visibleText(withoutQuotes(ru.stdout + '\n' + ru.stderr)).replace(OUTPUT_PATHS, ' ');
            expect(foreignLatin(ruText, own, CONTRACT), ru.stdout.slice(0, 400)).toEqual([]);
            const en = mafiaBinary(...args, '--lang', 'en');
            expect(en.code, en.stderr).toBe(0);
            expect(foreignCyrillic(visibleText(withoutQuotes(en.stdout + '\n' + en.stderr)), own), en.stdout.slice(0, 400)).toEqual([]);
        });
    }

    it('simulate --format json: the same figures in both languages (only words differ, and JSON has none of the tool\'s)', { timeout: 240_000 }, () => {
        const args = ['simulate', RULES, '--players', '10', '--games', '20', '--progress', 'none', '--format', 'json'];
        const ru = JSON.parse(mafiaBinary(...args).stdout);
        const en = JSON.parse(mafiaBinary(...args, '--lang', 'en').stdout);
        expect(en).toEqual(ru);
    });
});
