// `mafia deal` as a host runs it: reproducible from the seed, a drawn 128-bit seed when none is
// given, a warning for a short one, the game script header written whole (and never over an
// existing game), the commitment checked by `--verify`, and bad input refused with exit 2.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-deal-'));
const players = join(dir, 'players.txt');
const names = ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша', 'Нина', 'Олег'];
writeFileSync(players, `# записавшиеся\n${names.join('\n')}\n\n`);

interface DealJson { seed: string; salt: string; commitment: string; players: Array<{ name: string; roles: string[] }>; pms: Array<{ to: string; text: string }> }

describe('mafia deal', () => {
    it('the same seed gives the same deal, salt and commitment; another seed another deal', () => {
        const args = ['deal', 'examples/seed-003/rules.mafia', '--players', players, '--format', 'json'];
        const a = mafia([...args, '--seed', 'correct horse battery staple']);
        expect(a.code, a.stderr).toBe(0);
        const b = mafia([...args, '--seed', 'correct horse battery staple']);
        const c = mafia([...args, '--seed', 'correct horse battery staplf']);
        const ja = JSON.parse(a.stdout) as DealJson;
        expect(Object.keys(ja)).toEqual(['seed', 'salt', 'commitment', 'players', 'pms']);
        expect(JSON.parse(b.stdout)).toEqual(ja);
        const jc = JSON.parse(c.stdout) as DealJson;
        expect(jc.players).not.toEqual(ja.players);
        expect(jc.commitment).not.toBe(ja.commitment);
        expect(ja.players.map((p) => p.name)).toEqual(names);
        expect(ja.commitment).toMatch(/^[0-9a-f]{64}$/);
        // Every player's PM starts with his role and is BBCode.
        for (const pm of ja.pms) expect(pm.text).toMatch(/^\[b\]Ваша роль: /);
        // The mafia knows each other (seed 003: «knows» of the clan).
        const mafioso = ja.players.find((p) => p.roles[0] === 'Мафия')!;
        const other = ja.players.find((p) => p !== mafioso && p.roles[0] === 'Мафия')!;
        expect(ja.pms.find((p) => p.to === mafioso.name)!.text).toContain(`${other.name} — Мафия`);
    });

    it('without --seed a 128-bit seed is drawn and printed; a short seed gets a warning', () => {
        const drawn = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', players, '--format', 'json']);
        expect(drawn.code).toBe(0);
        const seed = (JSON.parse(drawn.stdout) as DealJson).seed;
        expect(seed).toMatch(/^[0-9a-f]{32}$/);
        expect(drawn.stderr).toContain(seed);
        const short = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', players, '--seed', '42']);
        expect(short.code).toBe(0);
        expect(short.stderr).toMatch(/внимание: в сиде всего 2 символа \(меньше/);
    });

    it('-o writes a game script header that checks clean and runs; an existing file is not overwritten', () => {
        const game = join(dir, 'game.mafia');
        const run = mafia(['deal', 'examples/seed-000/rules.mafia', '--players', players, '--seed', 'seed of the law game 000', '-o', game]);
        expect(run.code, run.stderr).toBe(0);
        const header = readFileSync(game, 'utf8');
        expect(header).toMatch(/^game "game" rules ".*examples\/seed-000\/rules\.mafia" seed \d+$/m);
        expect(mafia(['check', game]).code).toBe(0);
        const json = JSON.parse(mafia(['run', game, '--format', 'json']).stdout) as { deal: Array<{ name: string; roles: string[] }> };
        const dealt = JSON.parse(mafia(['deal', 'examples/seed-000/rules.mafia', '--players', players, '--seed', 'seed of the law game 000', '--format', 'json']).stdout) as DealJson;
        expect(json.deal.map((p) => ({ name: p.name, roles: [...p.roles].sort() }))).toEqual(dealt.players.map((p) => ({ name: p.name, roles: [...p.roles].sort() })));
        // Seed 000: two roles each.
        for (const p of dealt.players) expect(p.roles).toHaveLength(2);
        const again = mafia(['deal', 'examples/seed-000/rules.mafia', '--players', players, '--seed', 'other seed entirely', '-o', game]);
        expect(again.code).toBe(2);
        expect(readFileSync(game, 'utf8')).toBe(header);
    }, 240_000);

    it('--verify accepts the revealed deal and rejects a changed one', () => {
        const reveal = join(dir, 'reveal.json');
        const out = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', players, '--seed', 'verify me, please, host', '--format', 'json']);
        writeFileSync(reveal, out.stdout);
        const ok = mafia(['deal', '--verify', reveal]);
        expect(ok.code).toBe(0);
        expect(ok.stdout).toContain('Коммитмент совпадает');
        const json = JSON.parse(out.stdout) as DealJson;
        const swapped = { ...json, players: json.players.map((p, i) => (i === 0 ? json.players[1] : i === 1 ? json.players[0] : p)).map((p, i) => ({ name: json.players[i].name, roles: p.roles })) };
        if (JSON.stringify(swapped.players) === JSON.stringify(json.players)) swapped.players[0] = { ...swapped.players[0], roles: ['Маньяк'] };
        writeFileSync(reveal, JSON.stringify(swapped));
        const bad = mafia(['deal', '--verify', reveal]);
        expect(bad.code).toBe(1);
        expect(bad.stdout).toContain('НЕ совпадает');
        // The salt must follow from a revealed seed.
        writeFileSync(reveal, JSON.stringify({ ...json, seed: 'another seed' }));
        expect(mafia(['deal', '--verify', reveal]).code).toBe(1);
    });

    it('bad input: clear message, exit 2; a rule set with errors: exit 1', () => {
        const few = join(dir, 'few.txt');
        writeFileSync(few, 'Аня\nБоря\nВера\n');
        const tooFew = mafia(['deal', 'examples/seed-003/rules.mafia', '--players', few, '--seed', 'x'.repeat(20)]);
        expect(tooFew.code).toBe(2);
        expect(tooFew.stderr).toContain('нет расклада на 3 игроков');
        const dup = join(dir, 'dup.txt');
        writeFileSync(dup, 'Аня\nаня\n');
        const twice = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', dup]);
        expect(twice.code).toBe(2);
        expect(twice.stderr).toContain('dup.txt:2: «аня» — тот же игрок, что «Аня» в строке 1');
        expect(mafia(['deal', 'examples/seed-002/rules.mafia', '--players', join(dir, 'missing.txt')]).code).toBe(2);
        expect(mafia(['deal', 'examples/seed-002/rules.mafia']).code).toBe(2);
        const roles = mafia(['deal', 'examples/seed-002/rules.mafia', '--players', players, '--roles', 'Мафия:2,Комиссар:1']);
        expect(roles.code).toBe(2);
        expect(roles.stderr).toContain('--roles');
        const broken = mafia(['deal', 'examples/diagnostics/unknown-reference.mafia', '--players', players]);
        expect(broken.code).toBe(1);
        expect(existsSync(join(dir, 'game2.mafia'))).toBe(false);
    });
});
