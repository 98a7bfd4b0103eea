// `mafia run`: the CLI contract (DESIGN.md): exit codes, --format json's shape, --trace, --seed,
// --phases, and the three seed-002 example games played to a win.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../engine/model/result.js';
import { mafia, mafiaBinary } from './cli.js';

const EX = 'examples/seed-002';
const tmp = mkdtempSync(join(tmpdir(), 'mafia-run-'));
const write = (name: string, text: string) => { const p = join(tmp, name); writeFileSync(p, text); return p; };
const rules = resolve(EX, 'rules.mafia');
const json = async (...argv: string[]) => {
    // The JSON contract's behaviour, worded in English (test/l10n checks the Russian words).
    const r = await mafia('run', ...argv, '--format', 'json', '--lang', 'en');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as GameResult;
};

describe('the seed-002 example games', () => {
    it('the town wins game-town-wins.mafia', async () => {
        const r = await json(`${EX}/game-town-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Мирные'], players: ['Аня', 'Боря', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва'] });
        expect(r.phases.map((p) => `${p.phase.kind} ${p.phase.number}`)).toEqual(['day 1', 'night 1', 'day 2', 'night 2', 'day 3']);
    });

    it('the mafia wins game-mafia-wins.mafia', async () => {
        const r = await json(`${EX}/game-mafia-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Мафия'], players: ['Боря', 'Вера'] });
    });

    it('the maniac wins game-maniac-wins.mafia', async () => {
        const r = await json(`${EX}/game-maniac-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Маньяк'], players: ['Вера'] });
    });

    it('game-town-wins.json is the same game as the script: identical results', async () => {
        const a = await mafia('run', `${EX}/game-town-wins.json`, '--format', 'json', '--trace');
        const b = await mafia('run', `${EX}/game-town-wins.mafia`, '--format', 'json', '--trace');
        expect(a.code).toBe(0);
        expect(a.stdout).toBe(b.stdout);
    });

    it.each(['game-town-wins.mafia', 'game-mafia-wins.mafia', 'game-maniac-wins.mafia', 'game-town-wins.json'])('%s: the same game and seed give byte-identical JSON', async (file) => {
        const a = await mafia('run', `${EX}/${file}`, '--format', 'json', '--trace');
        const b = await mafia('run', `${EX}/${file}`, '--format', 'json', '--trace');
        expect(a.stdout.length).toBeGreaterThan(1000);
        expect(a.stdout).toBe(b.stdout);
    });

    it('the text output reads like the host\'s post, then the private messages', async () => {
        const r = await mafia('run', `${EX}/game-town-wins.mafia`);
        expect(r.code).toBe(0);
        const night1 = r.stdout.slice(r.stdout.indexOf('━━ Ночь 1'), r.stdout.indexOf('━━ День 2'));
        expect(night1).toBe([
            '━━ Ночь 1 (фаза 2) ━━',
            'Итоги (публично):',
            '  Игрок Лёва погиб.',
            'Личные сообщения:',
            '  Аня: Проверка: Гоша — Громила.',
            '  Боря: Проверка: Гоша — Громила.',
            '', ''].join('\n'));
        expect(r.stdout.trimEnd().split('\n').pop()).toBe('Победа: Мирные — Аня, Боря, Даша, Егор, Женя, Зоя, Илья, Катя, Лёва.');
    });

    it('the binary runs the README\'s `npm start` game', () => {
        const r = mafiaBinary('run', `${EX}/game-town-wins.mafia`);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(r.stdout).toContain('Победа: Мирные');
    });
});

describe('--format json follows the result contract', () => {
    it('phases, rejected, events, players, winner', async () => {
        const r = await json(`${EX}/game-mafia-wins.mafia`);
        const [day1, night1] = r.phases;
        expect(day1.phase).toEqual({ index: 1, kind: 'day', number: 1, title: 'День' });
        expect(night1.phase).toEqual({ index: 2, kind: 'night', number: 1, title: 'Ночь' });
        const shot = readFileSync(rules, 'utf8').split('\n').findIndex((l) => l.includes('shared ability Выстрел')) + 1;
        expect(night1.rejected).toEqual([{ actor: 'Вера', ability: 'Выстрел', reason: `Женя is not a valid target for Выстрел: valid only when the target does not have role Внебрачный сын босса мафии (rule line ${shot})`, targets: ['Женя'] }]);
        expect(day1.events.find((e) => e.kind === 'execution')).toEqual({ kind: 'execution', public: true, subject: 'Гоша', value: 4, text: 'By the vote, Гоша is executed (4 votes).' });
        expect(day1.events.find((e) => e.kind === 'vote')).toEqual({ kind: 'vote', public: true, subject: 'Гоша', value: 4, text: 'Гоша: 4 votes.', against: ['Боря', 'Вера', 'Даша', 'Женя'] });
        expect(night1.events).toEqual([{ kind: 'death', public: true, subject: 'Аня', text: 'Аня died.' }]);
        expect(night1.players.find((p) => p.name === 'Аня')).toEqual({ name: 'Аня', alive: false, hp: null, statuses: [], roles: ['Комиссар'], faction: 'Мирные', resources: { 'Промахи': 0 } });
        expect(r.phases.at(-1)!.events.at(-1)!.kind).toBe('win');
        expect(r.phases.at(-1)!.winner).toEqual(r.winner);
        expect(day1.winner).toBeNull();
        expect(day1.trace).toBeUndefined();
    });

    it('learn events: private, with recipients, property and value', async () => {
        const r = await json(`${EX}/game-town-wins.mafia`);
        expect(r.phases[1].events.filter((e) => e.kind === 'learn')).toEqual([
            { kind: 'learn', public: false, to: ['Аня', 'Боря'], subject: 'Гоша', property: 'role', value: 'Громила', text: 'Проверка: Гоша — Громила.' },
        ]);
    });

    it('deal: the players table as dealt, before the first phase (HP pools, `start with`, resources)', async () => {
        const game = write('deal-000.json', JSON.stringify({
            ruleset: resolve('examples/seed-000/rules.mafia'),
            players: [{ name: 'Аня', roles: ['Политик', 'Сыщик'] }, { name: 'Боря', roles: ['Здоровяк', 'Полицейский'] }, { name: 'Вера', roles: ['Прокурор', 'Мирный житель'] }],
            phases: [],
        }));
        const r = await json(game);
        expect(r.phases).toEqual([]);
        expect(r.deal.map((p) => [p.name, p.alive, p.hp, p.roles.join(' + '), p.faction])).toEqual([
            ['Аня', true, 2, 'Политик + Сыщик', 'Закон'], ['Боря', true, 3, 'Здоровяк + Полицейский', 'Закон'], ['Вера', true, 2, 'Прокурор + Мирный житель', 'Закон'],
        ]);
        expect(r.deal[0].resources).toMatchObject({ 'Карты': 0, 'Охоты в запасе': 1 });
    });

    it('--trace adds trace entries whose source points at the rule line', async () => {
        const r = await json(`${EX}/game-town-wins.mafia`, '--trace');
        const lines = readFileSync(rules, 'utf8').split('\n');
        const guest = r.phases[1].trace!.find((t) => t.note === 'Вера gets Гость Священника')!;
        expect(guest).toMatchObject({ stage: 'Священник', actor: 'Катя', ability: 'Беседы о вечном', targets: ['Вера'], outcome: 'applied' });
        expect(guest.source!.file).toBe(join(EX, 'rules.mafia'));
        expect(lines[guest.source!.line - 1]).toContain('give target status Гость this night');
        const blocked = r.phases[1].trace!.find((t) => t.actor === 'Вера')!;
        expect(blocked.outcome).toBe('blocked');
        expect(lines[blocked.source!.line - 1]).toContain('shared ability Выстрел');
        for (const p of r.phases) for (const t of p.trace!) expect(t).toHaveProperty('source');
    });

    it('--seed overrides the game\'s seed; --phases runs only the first K phases', async () => {
        const r = await json(`${EX}/game-town-wins.mafia`, '--seed', '77', '--phases', '2');
        expect(r.seed).toBe(77);
        expect(r.phases.length).toBe(2);
        expect(r.winner).toBeNull();
    });

    it('once someone has won, later phases of the script are not run', async () => {
        const game = JSON.parse(readFileSync(`${EX}/game-town-wins.json`, 'utf8'));
        game.ruleset = rules;
        game.phases.push({ votes: [{ voter: 'Аня', target: 'Боря' }] }, { actions: [] });
        const r = await json(write('extra.json', JSON.stringify(game)));
        expect(r.phases.length).toBe(5);
        expect(r.winner).not.toBeNull();
    });
});

describe('exit codes', () => {
    it('2: no such file', async () => {
        const r = await mafia('run', 'no/such/game.mafia');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/no\/such\/game\.mafia: no such file/);
    });

    it('2: bad usage (unknown format, non-numeric seed)', async () => {
        expect((await mafia('run', `${EX}/game-town-wins.mafia`, '--format', 'xml')).code).toBe(2);
        const seed = await mafia('run', `${EX}/game-town-wins.mafia`, '--seed', 'abc', '--lang', 'en');
        expect(seed.code).toBe(2);
        expect(seed.stderr).toMatch(/--seed expects a whole number/);
    });

    it('2: JSON that does not parse', async () => {
        const r = await mafia('run', write('broken.json', '{"ruleset": "x", "players": [ '));
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/^mafia: broken\.json: not valid JSON/);
    });

    it.each([
        // JSON.parse names no position for an unexpected token or a truncated file: the place is still given.
        ['{"ruleset": "x",\n  "seed": }', 'line 2, column 11'],
        ['{"ruleset": \'x\'}', 'line 1, column 13'],
        ['{"ruleset": "x",\n "players": [1,]\n}', 'line 2, column 16'],
        ['{"ruleset": "x", "players": [', 'line 1, column 30'],
        ['{"ruleset": "x"} trailing', 'line 1, column 18'],
    ])('2: JSON that does not parse gives the line and column: %j', async (text, at) => {
        const r = await mafia('run', write('broken.json', text), '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toBe(`mafia: broken.json: not valid JSON at ${at}`);
    });

    it('2: JSON that does not fit the schema names the field', async () => {
        const game = { ruleset: rules, players: [{ name: 'Аня', roles: ['Комиссар'] }], phases: [{ actions: [{ actor: 'Аня', targets: ['Боря'] }, { actor: 5 }] }] };
        const r = await mafia('run', write('game.json', JSON.stringify(game)), '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toBe('mafia: game.json: phases[0].actions[1].actor: expected a string, got 5');
        // Without --lang: the language of the game's (readable) rule set (#13).
        expect((await mafia('run', write('game.json', JSON.stringify(game)))).stderr).toMatch(/^mafia: game\.json: phases\[0\]\.actions\[1\]\.actor: ожидается строка/);
    });

    it.each([
        [{ players: [{ name: 'Аня', roles: ['Комиссар'] }] }, 'game.json: ruleset: missing (the path of the rule set, relative to the game file)'],
        [{ ruleset: 'rules.mafia', players: [{ name: 'Аня' }] }, 'game.json: players[0].roles: missing'],
        [{ ruleset: 'rules.mafia', players: [], phases: [{ votes: [{ voter: 'Аня', target: 'Боря', kind: 'maybe' }] }] }, 'game.json: phases[0].votes[0].kind: expected "against" or "for", got "maybe"'],
        [{ ruleset: 'rules.mafia', seed: 1.5, players: [] }, 'game.json: seed: expected a whole number, got 1.5'],
        [{ ruleset: 'rules.mafia', players: [], phases: [{ vote: [] }] }, 'game.json: phases[0].vote: unknown field (did you mean votes? expected one of: actions, votes, host, deadline)'],
        [{ ruleset: 'rules.mafia', players: [], phases: [{ actions: [{ actor: 'Аня', target: ['Боря'] }] }] }, 'game.json: phases[0].actions[0].target: unknown field (did you mean targets? expected one of: actor, ability, targets, args)'],
        [{ ruleset: 'rules.mafia', players: [], phase: [] }, 'game.json: phase: unknown field (did you mean phases? expected one of: ruleset, seed, title, players, phases)'],
    ])('2: %j', async (game, message) => {
        const r = await mafia('run', write('game.json', JSON.stringify(game)));
        expect(r.code).toBe(2);
        expect(r.stderr).toBe(`mafia: ${message}`);
    });

    it('0: a top-level field unlike any known one (a host\'s note) is ignored with a warning that names it', async () => {
        const game = { ruleset: rules, comment: 'партия 12', players: [{ name: 'Аня', roles: ['Комиссар'] }, { name: 'Боря', roles: ['Мафия'] }], phases: [{ votes: [{ voter: 'Аня', target: 'Боря' }] }] };
        const r = await mafia('run', write('extra.json', JSON.stringify(game)), '--format', 'json', '--lang', 'en');
        expect(r.code).toBe(0);
        expect(r.stderr).toBe('mafia: extra.json: warning: comment: unknown field, ignored (expected one of: ruleset, seed, title, players, phases)');
        expect(JSON.parse(r.stdout).phases).toHaveLength(1);
    });

    it('2: a game script with a syntax error, with its location', async () => {
        const p = write('bad.mafia', `game "x" rules "${rules}"\nplayers { Аня Комиссар }\n`);
        const r = await mafia('run', p, '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/bad\.mafia:2:\d+: syntax error/);
    });

    it('1: the deal names an unknown role', async () => {
        const game = { ruleset: rules, players: [{ name: 'Аня', roles: ['Комисар'] }, { name: 'Боря', roles: ['Мафия'] }] };
        const r = await mafia('run', write('deal.json', JSON.stringify(game)), '--lang', 'en');
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/deal: players\[0\] \(Аня\): unknown role 'Комисар' \(did you mean Комиссар\?\)/);
    });

    it('1: the deal breaks the rule set\'s deal rules', async () => {
        const game = { ruleset: rules, players: [{ name: 'Аня', roles: ['Комиссар', 'Мафия'] }, { name: 'Боря', roles: ['Мафия'] }] };
        const r = await mafia('run', write('deal2.json', JSON.stringify(game)), '--lang', 'en');
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/one role per player in this rule set, got 2/);
    });

    it('1: the rule set has errors', async () => {
        const bad = write('bad-rules.mafia', 'ruleset X\nrole A : NoSuchFaction {}\n');
        const r = await mafia('run', write('g.json', JSON.stringify({ ruleset: bad, players: [{ name: 'Аня', roles: ['A'] }] })));
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/bad-rules\.mafia:2:\d+: error \[unknown-reference\]/);
    });

    it('a rejected order names the ability by its display name, and its trace step points at the rule', async () => {
        const script = write('rejected.mafia', `game "Проба" rules "${rules}" seed 1\nplayers {\n    Катя: Священник\n    Боря: Мафия\n    Даша: "Мирный житель"\n}\n`
            + 'day 1 {\n    Катя: Беседы -> Даша\n}\n');
        const r = await json(script, '--trace');
        expect(r.phases[0].rejected).toEqual([{ actor: 'Катя', ability: 'Беседы о вечном', reason: 'Беседы о вечном is used Ночь, not in День', targets: ['Даша'] }]);
        // The contract's outcomes are five: a rejected order's step is `failed`, its kind kept in `detail`.
        const step = r.phases[0].trace!.find((t) => (t as { detail?: string }).detail === 'rejected')!;
        expect(step.outcome).toBe('failed');
        for (const t of r.phases.flatMap((p) => p.trace!)) expect(['applied', 'blocked', 'protected', 'failed', 'redirected']).toContain(t.outcome);
        expect(readFileSync(rules, 'utf8').split('\n')[step.source!.line - 1]).toMatch(/ability Беседы "Беседы о вечном"/);
    });

    it('a game script gives a declared parameter by name (`Сообщение = "…"`), as args of the game JSON', async () => {
        const r = await json('examples/diagnostics/ok/unknown-parameter.mafia');
        const letter = r.phases.flatMap((p) => p.events).find((e) => e.kind === 'message' && !e.deal && e.to?.includes('Вася'));
        expect(letter?.text).toBe('Встречаемся у фонтана');
    });

    it('an unnamed parameter is given by its kind (`text = "…"`) and a negative number parses', async () => {
        write('unnamed-rules.mafia', [
            'ruleset Почта', 'phase day', 'phase night',
            'faction Город { wins when none alive(Мафия) }', 'faction Мафия { wins when none alive(Город) }',
            'role Житель : Город {}', 'role Убийца : Мафия {', '    ability Выстрел { at night target one player alive other effect kill target }', '}',
            'role Почтальон : Город {', '    ability Письмо { at night target one player param text param number effect tell target «{text} {number}» }', '}',
        ].join('\n') + '\n');
        const script = write('unnamed.mafia', 'game "Проба" rules "unnamed-rules.mafia"\nplayers {\n    Вася: Житель\n    Петя: Почтальон\n    Коля: Убийца\n}\n'
            + 'night 1 {\n    Петя: Письмо -> Вася text = "Привет" number = -2\n}\n');
        const r = await json(script);
        const letter = r.phases.flatMap((p) => p.events).find((e) => e.kind === 'message' && !e.deal && e.to?.includes('Вася'));
        expect(letter?.text).toBe('Привет -2');
    });

    it('0: impossible orders are results, not errors', async () => {
        const game = { ruleset: rules, players: [{ name: 'Аня', roles: ['Комиссар'] }, { name: 'Боря', roles: ['Мафия'] }],
            phases: [{ actions: [{ actor: 'Вася', ability: 'Проверка', targets: ['Боря'] }] }] };
        const r = await json(write('imp.json', JSON.stringify(game)));
        expect(r.phases[0].rejected[0]).toEqual({ actor: 'Вася', ability: 'Проверка', reason: "unknown player 'Вася'", targets: ['Боря'] });
    });
});
