// Bad input is exit 2 with a message naming what is wrong, the same in every command (DESIGN.md,
// "Contract: command line" and "the host's workflow": 1 the rule set has errors, 2 bad usage or
// unreadable input). Real CLI runs on the seeds and on small rule sets written here.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-bad-input-'));
const write = (name: string, text: string) => { const p = join(dir, name); writeFileSync(p, text); return p; };
// A Russian rule set with an error (an unknown faction): exit 1 once it is read.
const broken = write('broken.mafia', 'ruleset Сломано "Сломано"\nrole Житель "Мирный житель" : Нет {}\n');
const missing = join(dir, 'missing');

describe('a missing input file is exit 2 before the rule set is read, in every command', () => {
    it('the broken rule set alone is exit 1 (so the cases below test the order)', async () => {
        const r = await mafia('check', broken);
        expect(r.code).toBe(1);
    });
    it.each([
        ['votes: a page', ['votes', `${missing}.html`, '--rules', broken, '--players', 'Аня,Боря'], `${missing}.html`],
        ['votes: the --game script', ['votes', write('page.html', '<html></html>'), '--rules', broken, '--game', `${missing}.mafia`], `${missing}.mafia`],
        ['deal: the --players file', ['deal', broken, '--players', `${missing}.txt`], `${missing}.txt`],
    ])('%s', async (_, argv, file) => {
        const ru = await mafia(...argv);
        expect(ru.code).toBe(2);
        expect(ru.stderr).toBe(`mafia: ${file}: нет такого файла`);   // the rule set is Russian
        const en = await mafia(...argv, '--lang', 'en');
        expect(en.code).toBe(2);
        expect(en.stderr).toBe(`mafia: ${file}: no such file`);
    });
});

const seed2 = join(process.cwd(), 'examples/seed-002/rules.mafia');
const seed2Game = (players: Array<{ name: string; roles: string[] }>) => JSON.stringify({ ruleset: seed2, players });

describe('two players whose names match are bad game input (exit 2) with both entries, in run and status alike', () => {
    it('a game JSON: the later entry\'s field, the earlier entry', async () => {
        const game = write('twice.json', seed2Game([{ name: 'Аня', roles: ['Комиссар'] }, { name: 'Боря', roles: ['Мафия'] }, { name: 'аня', roles: ['Мирный житель'] }]));
        const ru = await mafia('run', game);
        expect(ru.code).toBe(2);
        expect(ru.stderr).toBe('mafia: twice.json: players[2].name: имя «аня» уже занято: players[0] («Аня»; имена сравниваются без учёта регистра и ё/е)');
        const en = await mafia('run', game, '--lang', 'en');
        expect(en.code).toBe(2);
        expect(en.stderr).toBe('mafia: twice.json: players[2].name: the name "аня" is already used by players[0] ("Аня"; names match ignoring case and ё/е)');
    });
    it('a game script: the later player\'s line, the earlier one\'s', async () => {
        const script = write('twice.mafia', `game "Дважды" rules "${seed2}"\nplayers {\n    Лёва: Комиссар\n    Боря: Мафия\n    Лева: "Мирный житель"\n}\nday 1 {}\n`);
        // run names the file relative to the working folder, status as given: the file's name is what counts here.
        const message = (stderr: string) => stderr.replace(/^mafia: \S*twice\.mafia:/, 'mafia: twice.mafia:');
        for (const command of ['run', 'status']) {
            const ru = await mafia(command, script);
            expect(ru.code).toBe(2);
            expect(message(ru.stderr)).toBe(`mafia: twice.mafia:5: игрок Лева указан дважды: это имя уже занято в строке 3 (Лёва; имена сравниваются без учёта регистра и ё/е)`);
            const en = await mafia(command, script, '--lang', 'en');
            expect(en.code).toBe(2);
            expect(message(en.stderr)).toBe(`mafia: twice.mafia:5: player Лева is listed twice: the name is already used on line 3 (Лёва; names match ignoring case and ё/е)`);
        }
        // The checker says so too: a script that checks clean runs.
        const checked = await mafia('check', script, '--lang', 'en');
        expect(checked.code).toBe(1);
        expect(checked.stdout).toMatch(/twice\.mafia:5:5: error \[duplicate-name\] Player 'Лева' is already declared on line 3; rename one of them\./);
    });
});

describe('a game without players is bad game input (exit 2), not a game that runs', () => {
    it('a game JSON with "players": []', async () => {
        const game = write('nobody.json', JSON.stringify({ ruleset: seed2, players: [], phases: [{}] }));
        const ru = await mafia('run', game);
        expect(ru.code).toBe(2);
        expect(ru.stderr).toBe('mafia: nobody.json: players: нужен хотя бы один игрок (без игроков игры нет)');
        expect(ru.stdout).toBe('');
        const en = await mafia('run', game, '--lang', 'en');
        expect(en.code).toBe(2);
        expect(en.stderr).toBe('mafia: nobody.json: players: expected at least one player (a game needs players)');
    });
    it('a game script with an empty players block: its line; the checker says so too', async () => {
        const script = write('nobody.mafia', `game "Никого" rules "${seed2}"\nplayers {\n}\nday 1 {}\n`);
        const message = (stderr: string) => stderr.replace(/^mafia: \S*nobody\.mafia:/, 'mafia: nobody.mafia:');
        const ru = await mafia('run', script);
        expect(ru.code).toBe(2);
        expect(message(ru.stderr)).toBe('mafia: nobody.mafia:2: в игре нет игроков: перечислите их в players { … } (по строке «Имя: Роль»)');
        const en = await mafia('run', script, '--lang', 'en');
        expect(en.code).toBe(2);
        expect(message(en.stderr)).toBe('mafia: nobody.mafia:2: the game has no players: list them in players { … } (one "Name: Role" a line)');
        const checked = await mafia('check', script);
        expect(checked.code).toBe(1);
        expect(checked.stdout).toMatch(/nobody\.mafia:2:1: error \[player-count-out-of-range\] В игре нет игроков: перечислите их здесь, по строке «Имя: Роль»\./);
        expect((await mafia('check', script, '--lang', 'en')).stdout).toMatch(/error \[player-count-out-of-range\] The game has no players: list them here, one "Name: Role" a line\./);
    });
    it('deal refuses an empty players file the same way (exit 2)', async () => {
        const r = await mafia('deal', seed2, '--players', write('nobody.txt', '# nobody yet\n\n'), '--seed', 'a-long-enough-seed-for-the-test', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/^mafia: deal: the players file lists no players \(one nickname a line\)$/m);
    });
});

describe('simulate: a player count the setup cannot deal is a clear message, exit 2, before any game', () => {
    const vanilla = join(process.cwd(), 'bench/vanilla.mafia');   // no deal clauses: the default deal
    it.each([
        [['--players', '0'], "--players: в игре должен быть хотя бы один игрок, а не '0'", "--players: a game needs at least one player, not '0'"],
        [['--players', '0..3'], "--players: в игре должен быть хотя бы один игрок, а не '0..3'", "--players: a game needs at least one player, not '0..3'"],
        [['--players', '1'], 'нельзя раздать роли на 1 игрока по раскладу по умолчанию: все места достались бы стороне «Мафия», играть ей не с кем; задайте роли через --roles или добавьте расклад (deal)',
            'cannot deal 1 player by the default deal: every seat would go to «Мафия», with nobody to play against; give the roles with --roles or add a deal clause'],
        [['--players', '1..3'], 'нельзя раздать роли на 1 игрока по раскладу по умолчанию: все места достались бы стороне «Мафия», играть ей не с кем; задайте роли через --roles или добавьте расклад (deal)',
            'cannot deal 1 player by the default deal: every seat would go to «Мафия», with nobody to play against; give the roles with --roles or add a deal clause'],
    ])('%j', async (args, ru, en) => {
        const r = await mafia('simulate', vanilla, ...args, '--games', '5');
        expect(r.code).toBe(2);
        expect(r.stderr).toBe(`mafia: ${ru}`);
        expect(r.stdout).toBe('');
        const e = await mafia('simulate', vanilla, ...args, '--games', '5', '--lang', 'en');
        expect(e.code).toBe(2);
        expect(e.stderr).toBe(`mafia: ${en}`);
    });
    it('a rule set with deal clauses names them for a count they miss', async () => {
        const r = await mafia('simulate', seed2, '--players', '1', '--games', '5', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toBe('mafia: the rule set has no setup for 1 player (its setups: 10..14, 15..30 players); give the roles with --roles');
    });
    it('two players are a game (one each side) and play; --roles deals exactly what it is told', async () => {
        expect((await mafia('simulate', vanilla, '--players', '2', '--games', '5', '--format', 'json')).code).toBe(0);
        expect((await mafia('simulate', vanilla, '--roles', 'Мафиози:1', '--games', '5', '--format', 'json')).code).toBe(0);
    });
    it('deal agrees: one player on the default deal is refused the same way', async () => {
        const r = await mafia('deal', vanilla, '--players', write('one.txt', 'Аня\n'), '--seed', 'a-long-enough-seed-for-the-test', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/^mafia: deal: cannot deal 1 player by the default deal: every seat would go to «Мафия»/m);
    });
});

describe('an order\'s args key the ability has no parameter for: the order is rejected with a reason, never silently dropped', () => {
    const game = (args: Record<string, string>) => JSON.stringify({
        ruleset: seed2, seed: 1,
        players: [{ name: 'Аня', roles: ['Комиссар'] }, { name: 'Боря', roles: ['Мафия'] }, { name: 'Вера', roles: ['Мирный житель'] }, { name: 'Гоша', roles: ['Мирный житель'] }],
        phases: [{}, { actions: [{ actor: 'Аня', ability: 'Проверка', targets: ['Боря'], args }] }],
    });
    const rejected = async (file: string, ...flags: string[]) => {
        const r = await mafia('run', file, '--format', 'json', ...flags);
        expect(r.code).toBe(0);   // a rejected order is a result
        return (JSON.parse(r.stdout) as { phases: Array<{ rejected: Array<{ actor: string; reason: string }> }> }).phases[1].rejected;
    };
    it('a key it does not declare', async () => {
        const file = write('unknown-arg.json', game({ Цель: 'Вера' }));
        expect(await rejected(file)).toEqual([expect.objectContaining({ actor: 'Аня', reason: 'у «Проверка» нет параметра args.Цель (параметров нет)' })]);
        expect(await rejected(file, '--lang', 'en')).toEqual([expect.objectContaining({ actor: 'Аня', reason: 'Проверка takes no args.Цель (it has no parameters)' })]);
    });
    it('a misspelt key beside the declared ones names them (a declared one alone is carried out)', async () => {
        const rules = join(process.cwd(), 'examples/diagnostics/game-rules.mafia');
        const mail = (args: Record<string, string>) => write('mail.json', JSON.stringify({ ruleset: rules, players: [{ name: 'Вася', roles: ['Житель'] }, { name: 'Петя', roles: ['Почтальон'] }, { name: 'Коля', roles: ['Убийца'] }],
            phases: [{}, { actions: [{ actor: 'Петя', ability: 'Письмо', targets: ['Вася'], args }] }] }));   // day 1, night 1
        const run = async (file: string, ...flags: string[]) => (JSON.parse((await mafia('run', file, '--format', 'json', ...flags)).stdout) as { phases: Array<{ rejected: Array<{ reason: string }> }> }).phases[1].rejected;
        expect(await run(mail({ Сообщение: 'У фонтана' }))).toEqual([]);
        expect(await run(mail({ Сообщенье: 'У фонтана' }))).toEqual([expect.objectContaining({ reason: 'у «Письмо» нет параметра args.Сообщенье (параметры: Сообщение)' })]);
        expect(await run(mail({ Сообщенье: 'У фонтана' }), '--lang', 'en')).toEqual([expect.objectContaining({ reason: 'Письмо takes no args.Сообщенье (its parameters: Сообщение)' })]);
    });
    it('the contract\'s keys role, guise and option are any order\'s: not a reason to reject', async () => {
        expect(await rejected(write('contract-arg.json', game({ role: 'Мафия' })))).toEqual([]);
    });
});

describe('the deal\'s problems in a game script are at its lines (exit 1, the rule set\'s verdict), in run, status and votes alike', () => {
    const page = join(process.cwd(), 'test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html');
    const file = (stderr: string) => stderr.replace(/^\S*unknown-role\.mafia:/gm, 'unknown-role.mafia:');
    it('a player\'s problem at the player\'s line, named by the player', async () => {
        const script = write('unknown-role.mafia', `game "Игра" rules "${seed2}"\nplayers {\n    Аня: Комиссар\n    Боря: Комисар\n    Вера: Мафия\n}\nday 1 {}\n`);
        for (const argv of [['run', script], ['status', script], ['votes', page, '--rules', seed2, '--game', script]]) {
            const ru = await mafia(...argv);
            expect(ru.code).toBe(1);
            expect(file(ru.stderr)).toBe("unknown-role.mafia:4: раздача: Боря: неизвестная роль 'Комисар' (может быть, Комиссар?)");
            const en = await mafia(...argv, '--lang', 'en');
            expect(en.code).toBe(1);
            expect(file(en.stderr)).toBe("unknown-role.mafia:4: deal: Боря: unknown role 'Комисар' (did you mean Комиссар?)");
        }
    });
    it('a problem of the deal as a whole at the players block', async () => {
        const rules = write('three-to-five.mafia', readFileSync('bench/vanilla.mafia', 'utf8').replace('    start day\n', '    start day\n    players 3..5\n'));
        const script = write('two.mafia', `game "Двое" rules "${rules}"\n\nplayers {\n    Аня: Житель\n    Боря: Мафиози\n}\nday 1 {}\n`);
        const r = await mafia('run', script, '--lang', 'en');
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/two\.mafia:3: deal: the rule set is for 3\.\.5 players, the deal has 2$/);
    });
    it('a game JSON keeps its field paths', async () => {
        const r = await mafia('run', write('unknown-role.json', seed2Game([{ name: 'Аня', roles: ['Комиссар'] }, { name: 'Боря', roles: ['Комисар'] }])), '--lang', 'en');
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/unknown-role\.json: deal: players\[1\] \(Боря\): unknown role 'Комисар' \(did you mean Комиссар\?\)$/);
    });
});

describe('deal: a nickname listed twice in the players file is named at its line (exit 2, before the rule set is read)', () => {
    const players = write('signed-up.txt', '# signed up\nАня\n\nБоря\nаня\n');
    it.each([
        [seed2, "«аня» — тот же игрок, что «Аня» в строке 2 (ники сравниваются без учёта регистра и ё/е)", "'аня' is the same player as 'Аня' on line 2 (nicknames match ignoring case and ё/е)"],
        [broken, "«аня» — тот же игрок, что «Аня» в строке 2 (ники сравниваются без учёта регистра и ё/е)", "'аня' is the same player as 'Аня' on line 2 (nicknames match ignoring case and ё/е)"],
    ])('%s', async (rules, ru, en) => {
        const r = await mafia('deal', rules, '--players', players, '--seed', 'a-long-enough-seed-for-the-test');
        expect(r.code).toBe(2);
        expect(r.stderr).toBe(`mafia: ${players}:5: ${ru}`);
        const e = await mafia('deal', rules, '--players', players, '--seed', 'a-long-enough-seed-for-the-test', '--lang', 'en');
        expect(e.code).toBe(2);
        expect(e.stderr).toBe(`mafia: ${players}:5: ${en}`);
    });
});
