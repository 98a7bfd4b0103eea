// Findings of the outside audit of the host's workflow (test/fixtures/audit-flow), through the CLI.
// A nickname saved with a combining mark («Лёва» as е + U+0308, NFD, as macOS editors write files) is
// the same player as «Лёва» typed normally (NFC), in the checker, the engine and the deal (audit of the
// host's workflow, F20): the fixture's players block is NFD, its votes NFC.
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-flow';

describe('names in either Unicode form are one name', () => {
    it('the script checks clean and the votes count: Лёва is hanged', () => {
        const check = mafia(['check', `${DIR}/s002-nfd.mafia`]);
        expect(check.stdout + check.stderr).not.toContain('unknown-reference');
        expect(check.code).toBe(0);
        const run = mafia(['run', `${DIR}/s002-nfd.mafia`, '--format', 'json']);
        expect(run.code, run.stderr).toBe(0);
        const day = JSON.parse(run.stdout).phases[0];
        expect(day.rejected).toEqual([]);
        expect(day.events.some((e: { kind: string; subject?: string }) => e.kind === 'execution' && e.subject?.normalize('NFC') === 'Лёва')).toBe(true);
    });

    it('a players file with «Лёва» in both forms is one nickname twice: exit 2 with the lines', () => {
        const r = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', `${DIR}/players-nfd-twice.txt`, '--seed', 'abcdefghijklmnopq']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/players-nfd-twice\.txt:2: .*строке 1/);
    });
});

// `mafia status` mid-day (audit F11): a player one missed vote from removal who has already voted
// in today's block is not at risk; one who has not is.
describe('mafia status: at risk of removal', () => {
    it('leaves out those who voted today (seed 002, missed 2 votes remove)', () => {
        const r = mafia(['status', `${DIR}/s002-status-risk.mafia`, '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        const atRisk = JSON.parse(r.stdout).atRisk.map((x: { player: string }) => x.player);
        expect(atRisk).toEqual(['Илья']);
    });
});

// `mafia votes --game X` with X not a game script names --game and the file, not --append (audit F8).
describe('mafia votes --game with a file that is not a script', () => {
    it('exit 2, the message names --game and the file', () => {
        const r = mafia(['votes', 'test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html', '--rules', 'examples/seed-002/rules.mafia', '--game', 'game.orig']);
        expect(r.code).toBe(2);
        expect(r.stderr).toContain('--game: game.orig — не сценарий партии (.mafia)');
        expect(r.stderr).not.toContain('--append');
    });
});

// A game script with a syntax error given to `votes --game`: the error at its line and column, as `run` prints it (audit F16).
describe('mafia votes --game with a script that does not parse', () => {
    it('exit 2 with file:line:column', () => {
        const r = mafia(['votes', 'test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html', '--rules', 'examples/seed-002/rules.mafia', '--game', `${DIR}/bad/syntax.mafia`]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/syntax\.mafia:19:18: синтаксическая ошибка/);
    });
});

// Seed 000: «Морг … не может получать игровых сообщений от Мастера» (`dead not told`). Аня is shot
// dead on night 1 while her own check resolves: she gets no PM of it, the host is told (audit F9).
describe('seed 000: the dead are not told', () => {
    const game = `${DIR}/s000-deadpm.mafia`;
    it('the result JSON: no learn to the dead Аня, the living Илья gets his, a host note names what was withheld', () => {
        const r = mafia(['run', game, '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        const night = JSON.parse(r.stdout).phases[1];
        const events = night.events as Array<{ kind: string; to?: string[]; text: string }>;
        expect(events.filter((e) => e.kind !== 'host' && !(e as { public?: boolean }).public && e.to?.includes('Аня'))).toEqual([]);
        expect(events.some((e) => e.kind === 'learn' && e.to?.includes('Илья') && e.text.startsWith('Обыск: Катя'))).toBe(true);
        expect(events.filter((e) => e.kind === 'host').map((e) => e.text)).toEqual(['Мёртвым сообщений нет: Аня не получает «Пробить по базе: Зоя — Инквизитор.»']);
    });
    it('the posts: no PM block for Аня that night, the note in the host\'s block; in English too', () => {
        const r = mafia(['run', game, '--format', 'bbcode']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).not.toContain('──── Ночь 1 · ЛС — Аня ────');
        expect(r.stdout).toContain('──── Ночь 1 · ЛС — Илья ────');
        const host = r.stdout.slice(r.stdout.indexOf('──── Ночь 1 · для ведущего ────'));
        expect(host).toContain('Мёртвым сообщений нет: Аня не получает «Пробить по базе: Зоя — Инквизитор.»');
        const en = mafia(['run', game, '--lang', 'en']);
        expect(en.stdout).toContain('The dead are not told: Аня does not get “');
    });
    it('the rules post says so', () => {
        const r = mafia(['rules-book', 'examples/seed-000/rules.mafia', '--format', 'text']);
        expect(r.stdout).toContain('Погибшие не получают личных сообщений ведущего — и о фазе, в которой погибли');
    });
});

// Russian writes a decimal comma (audit F19): the boss's one and a half votes in seed 003's mafia vote,
// seed 000's threshold in the trace; English keeps the point.
describe('numbers with decimals in the language\'s own form', () => {
    it('seed 003: the refused ballot\'s reason says «голосов: 1,5»; in English 1.5', () => {
        const ru = mafia(['run', `${DIR}/s003-mafia-vote.mafia`, '--format', 'json']);
        expect(ru.code, ru.stderr).toBe(0);
        const reasons = (JSON.parse(ru.stdout).phases[0].rejected as Array<{ actor: string; reason: string }>).map((x) => `${x.actor}: ${x.reason}`);
        expect(reasons).toEqual(['Гоша: у другой цели больше голосов: «Мафиозное голосование» фракция выполняет один раз, цель — Боря (голосов: 1,5)']);
        expect(mafia(['run', `${DIR}/s003-mafia-vote.mafia`, '--lang', 'en']).stdout).toContain('on Боря (1.5 votes)');
    });
    it('seed 000: the threshold in the trace is «4,00»; in English 4.00', () => {
        const game = 'examples/seed-000/game-law-wins.mafia';
        expect(mafia(['run', game, '--trace', '--phases', '1']).stdout).toContain('порог — 4,00 голосов (40% от живых, их 10)');
        expect(mafia(['run', game, '--trace', '--phases', '1', '--lang', 'en']).stdout).toContain('threshold 4.00 votes (40% of 10 alive)');
    });
});
