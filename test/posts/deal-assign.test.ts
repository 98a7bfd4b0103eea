// `mafia deal --assign`: roles the players chose at sign-up are given, not drawn (seed 000: «Явные
// роли – роли, указанные в поле "класс" в заявке», 000-E1; audit-flow F17). The rest of the deal is
// drawn around them by the rule set's own setup, the commitment covers the result, and an assignment
// the deal cannot honour is bad input (exit 2).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const RULES = 'examples/seed-000/rules.mafia';
const PLAYERS = 'test/fixtures/audit-flow/s000/players.txt';
const EXPLICIT = ['Политик', 'Адвокат', 'Прокурор', 'Мародер', 'Мститель', 'Юрист', 'Журналист', 'Комиссар', 'Миллионер', 'Пенсионер', 'Электрик', 'Священник', 'Повар', 'Здоровяк', 'Анонимус', 'Доктор'];
const CHOSEN = 'Аня=Политик, боря=Юрист, Катя=Миллионер, Зоя=Повар';

interface DealJson { seed: string; salt: string; commitment: string; players: Array<{ name: string; roles: string[] }> }
const deal = (...extra: string[]) => mafia(['deal', RULES, '--players', PLAYERS, '--format', 'json', ...extra]);

describe('mafia deal --assign (seed 000: explicit roles chosen at sign-up)', () => {
    it('each chosen explicit role stays with its player whatever the seed; the rest is a valid seed-000 deal', () => {
        for (const seed of ['assign-test-seed-one-1', 'assign-test-seed-two-2', 'assign-test-seed-three']) {
            const r = deal('--seed', seed, '--assign', CHOSEN);
            expect(r.code, r.stderr).toBe(0);
            const j = JSON.parse(r.stdout) as DealJson;
            const roles = Object.fromEntries(j.players.map((p) => [p.name, p.roles]));
            expect([roles['Аня'][0], roles['Боря'][0], roles['Катя'][0], roles['Зоя'][0]]).toEqual(['Политик', 'Юрист', 'Миллионер', 'Повар']);
            // Ten distinct explicit roles, one per player; the secret roles still hold the mafia pair.
            const explicit = j.players.map((p) => p.roles[0]);
            expect(new Set(explicit).size).toBe(10);
            expect(explicit.every((x) => EXPLICIT.includes(x))).toBe(true);
            expect(j.players.map((p) => p.roles[1])).toEqual(expect.arrayContaining(['Босс', 'Киллер']));
        }
    });

    it('a secret role can be given too; the same seed and assignments give the same deal; --verify accepts it', () => {
        const args = ['--seed', 'assign-test-seed-one-1', '--assign', `${CHOSEN},Егор=Босс`];
        const a = deal(...args);
        expect(a.code, a.stderr).toBe(0);
        expect(deal(...args).stdout).toBe(a.stdout);
        const j = JSON.parse(a.stdout) as DealJson;
        expect(j.players.find((p) => p.name === 'Егор')!.roles[1]).toBe('Босс');
        const dir = mkdtempSync(join(tmpdir(), 'mafia-assign-'));
        const reveal = join(dir, 'reveal.json');
        writeFileSync(reveal, a.stdout);
        expect(mafia(['deal', '--verify', reveal]).code).toBe(0);
        // The script header it writes runs, with the chosen roles.
        const game = join(dir, 'game.mafia');
        const w = mafia(['deal', RULES, '--players', PLAYERS, ...args, '-o', game]);
        expect(w.code, w.stderr).toBe(0);
        expect(readFileSync(game, 'utf8')).toMatch(/Аня: +Политик, /);
    });

    it('without --assign the deal is the one the seed always gave', () => {
        const plain = JSON.parse(deal('--seed', 'assign-test-seed-one-1').stdout) as DealJson;
        const empty = JSON.parse(deal('--seed', 'assign-test-seed-one-1', '--assign', '').stdout) as DealJson;
        expect(empty).toEqual(plain);
        // Аня is not dealt the Политик by this seed: the assignment is what puts it there.
        expect(plain.players[0].roles[0]).not.toBe('Политик');
    });

    it('an assignment the deal cannot honour is bad input, exit 2, with why', () => {
        const cases: Array<[string, string]> = [
            ['Яна=Политик', '--assign: игрока «Яна» нет в списке игроков'],
            ['Аня=Политик,Боря=Политик', '--assign: роль «Политик» дана 2 игрокам, а расклад на 10 игроков содержит её 1 раз'],
            ['Аня=Политик,Аня=Юрист', '--assign: игроку Аня даны две роли слота «Явная роль»: Политик, Юрист'],
            ['Аня=Граф', '--assign: неизвестная роль «Граф»'],
            ['Аня Политик', '--assign: «Аня Политик» — не «Ник=Роль»'],
        ];
        for (const [assign, why] of cases) {
            const r = deal('--seed', 'assign-test-seed-one-1', '--assign', assign);
            expect(r.code, assign).toBe(2);
            expect(r.stderr).toContain(why);
        }
        const en = deal('--seed', 'assign-test-seed-one-1', '--assign', 'Аня=Политик,Боря=Политик', '--lang', 'en');
        expect(en.stderr).toContain('--assign: the role Политик is given to 2 players, and the deal of 10 players holds it once');
    });

    it('the help names the flag', () => {
        expect(mafia(['deal', '--help', '--lang', 'ru']).stdout).toContain('--assign <list>');
    });
});
