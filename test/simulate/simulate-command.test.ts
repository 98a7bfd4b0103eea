// `mafia simulate` as a user runs it (the built CLI as a subprocess): the simulated win rates on
// vanilla setups agree with the exact probabilities (computed here independently and by
// --exact), the figures do not depend on --workers, bad input exits 2 (1 for rule-set errors),
// the JSON has the contract's shape, the SVG chart has a band per faction, endless games stop.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const VANILLA = 'bench/vanilla.mafia';

/** P(town wins) in vanilla, day first: the lynch uniform among the living, the night kill certain, checks after each phase. */
function townWins(t: number, m: number, day = true): number {
    if (m === 0) return 1;
    if (m >= t) return 0;
    if (!day) return townWins(t - 1, m, true);
    return (m / (t + m)) * townWins(t, m - 1, false) + (t / (t + m)) * townWins(t - 1, m, false);
}

interface Result {
    players: number; roles: Record<string, number>; draws: number; unfinished: number;
    wins: Array<{ faction: string; wins: number; rate: number; ci95: [number, number] }>;
    phases: { mean: number; p50: number; p90: number };
    exact?: { wins: Array<{ faction: string; rate: number }>; draw: number; unfinished: number };
}
interface Report { games: number; policy: string; results: Result[] }

function simulate(args: string[]): Report {
    const r = mafia(['simulate', VANILLA, ...args, '--format', 'json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as Report;
}

describe('mafia simulate: exact against simulated (vanilla)', () => {
    it.each([[2, 5], [3, 9], [4, 11]])('%i mafiosi, %i citizens: the exact probability lies in the Wilson interval', (m, t) => {
        const report = simulate(['--roles', `Мафиози:${m},Мирный житель:${t}`, '--games', '1000', '--exact', '--seed', '7']);
        const [r] = report.results;
        expect(r.players).toBe(m + t);
        expect(r.roles).toEqual({ 'Мирный житель': t, 'Мафиози': m });
        const truth = townWins(t, m);
        const town = r.wins.find((w) => w.faction === 'Город')!;
        const mafiaSide = r.wins.find((w) => w.faction === 'Мафия')!;
        // --exact is the same number as the independent recursion.
        expect(r.exact!.wins.find((w) => w.faction === 'Город')!.rate).toBeCloseTo(truth, 12);
        expect(r.exact!.wins.find((w) => w.faction === 'Мафия')!.rate).toBeCloseTo(1 - truth, 12);
        expect(r.exact!.unfinished).toBe(0);
        expect(town.ci95[0]).toBeLessThanOrEqual(truth);
        expect(town.ci95[1]).toBeGreaterThanOrEqual(truth);
        expect(mafiaSide.ci95[0]).toBeLessThanOrEqual(1 - truth);
        expect(mafiaSide.ci95[1]).toBeGreaterThanOrEqual(1 - truth);
        expect(town.wins + mafiaSide.wins + r.draws + r.unfinished).toBe(1000);
        // The interval is the Wilson interval of the counts (z = 1.96).
        const n = 1000, p = town.wins / n, z = 1.96;
        const centre = (p + z * z / (2 * n)) / (1 + z * z / n);
        const half = z * Math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
        expect(town.ci95[0]).toBeCloseTo(centre - half, 5);
        expect(town.ci95[1]).toBeCloseTo(centre + half, 5);
    });
});

describe('mafia simulate: output', () => {
    it('prints the contract JSON shape, the same figures on 1 and 2 workers', () => {
        const one = mafia(['simulate', VANILLA, '--players', '9..10', '--games', '300', '--workers', '1', '--format', 'json']);
        const two = mafia(['simulate', VANILLA, '--players', '9..10', '--games', '300', '--workers', '2', '--format', 'json']);
        expect(one.code).toBe(0);
        expect(two.code).toBe(0);
        expect(two.stdout).toBe(one.stdout);
        const report = JSON.parse(one.stdout) as Report;
        expect(Object.keys(report)).toEqual(['games', 'policy', 'results']);
        expect(report.games).toBe(300);
        expect(report.policy).toBe('random');
        expect(report.results.map((r) => r.players)).toEqual([9, 10]);
        for (const r of report.results) {
            expect(Object.keys(r).slice(0, 6)).toEqual(['players', 'roles', 'wins', 'draws', 'phases', 'unfinished']);
            expect(r.wins.map((w) => Object.keys(w))).toEqual([['faction', 'wins', 'rate', 'ci95'], ['faction', 'wins', 'rate', 'ci95']]);
            for (const w of r.wins) {
                expect(w.rate).toBeCloseTo(w.wins / 300, 5);
                expect(w.ci95[0]).toBeGreaterThanOrEqual(0);
                expect(w.ci95[1]).toBeLessThanOrEqual(1);
                expect(w.ci95[0]).toBeLessThanOrEqual(w.rate);
                expect(w.ci95[1]).toBeGreaterThanOrEqual(w.rate);
            }
            expect(Object.keys(r.phases)).toEqual(['mean', 'p50', 'p90']);
            expect(r.phases.p50).toBeLessThanOrEqual(r.phases.p90);
        }
        // Another seed gives other games.
        const other = mafia(['simulate', VANILLA, '--players', '9..10', '--games', '300', '--seed', '2', '--format', 'json']);
        expect(other.stdout).not.toBe(one.stdout);
    });

    it('plays the rule set\'s own deal: its fixed roles in every game, a `pick 1 of (…)` drawn per game, the same on 2 workers', () => {
        const args = ['simulate', 'examples/seed-002/rules.mafia', '--players', '12', '--games', '400', '--format', 'json'];
        const one = mafia([...args, '--workers', '1']);
        expect(one.code, one.stderr).toBe(0);
        expect(mafia([...args, '--workers', '2']).stdout).toBe(one.stdout);
        const roles = (JSON.parse(one.stdout) as Report).results[0].roles;
        // deal 10..14 players { Комиссар Сержант Реаниматор Ниндзя / Громила Мафия: players / 5 / Маньяк / pick 1 of (Священник, Некромант, ВСБ, Камикадзе) / МирныйЖитель: rest }
        expect(roles).toMatchObject({ 'Комиссар': 1, 'Сержант': 1, 'Реаниматор': 1, 'Ниндзя': 1, 'Громила': 1, 'Мафия': 2, 'Маньяк': 1, 'Мирный житель': 3 });
        const picked = ['Священник', 'Некромант', 'Внебрачный сын босса мафии', 'Камикадзе'].map((t) => roles[t]);
        for (const share of picked) expect(share).toBeGreaterThan(0.15), expect(share).toBeLessThan(0.35);
        expect(picked.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    });

    it('the default deal never seats a modifier alone (mafiascum, 7 players)', () => {
        const r = mafia(['simulate', 'examples/mafiascum/rules.mafia', '--players', '7', '--games', '20', '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        expect(Object.keys((JSON.parse(r.stdout) as Report).results[0].roles)).not.toContain('Bulletproof');
    });

    it('the informed policy plays seed 002 and the text names every faction', () => {
        const r = mafia(['simulate', 'examples/seed-002/rules.mafia', '--players', '12', '--games', '40', '--policy', 'informed']);
        expect(r.code).toBe(0);
        for (const f of ['Мирные', 'Мафия', 'Маньяк']) expect(r.stdout).toContain(f);
        expect(r.stdout).toMatch(/политика informed/);   // the seed is Russian: so is the heading
    });

    it('names the abilities the bots never use (a message, a deal list) in the JSON and the text, only those of dealt roles', () => {
        const json = mafia(['simulate', 'examples/seed-000/rules.mafia', '--players', '12', '--games', '10', '--format', 'json']);
        expect(json.code, json.stderr).toBe(0);
        const report = JSON.parse(json.stdout) as Report & { notPlayed?: Array<{ ability: string; option: string | null; holder: string | null; parameter: string; kind: string }> };
        expect(report.notPlayed).toEqual(expect.arrayContaining([
            { ability: 'Почта', option: null, holder: null, parameter: 'Сообщение', kind: 'text' },
            { ability: 'Ва-банк', option: null, holder: 'Джокер', parameter: 'Расклад', kind: 'deal' },
        ]));
        const text = mafia(['simulate', 'examples/seed-000/rules.mafia', '--players', '12', '--games', '10']);
        expect(text.stdout).toContain('Боты не применяют эти способности');
        expect(text.stdout).toContain('Ва-банк — Джокер (параметр «Расклад»: расклад)');
        const en = mafia(['simulate', 'examples/seed-003/rules.mafia', '--players', '14', '--games', '10', '--lang', 'en']);
        expect(en.stdout).toContain('The bots never use these abilities (they cannot fill a parameter), and the figures are without them: Ход босса мафии: Подкуп Совета — Мафия (parameter "Вопрос": text).');
        // Nothing left out: no key, no sentence (vanilla; seed 003's Джокер copies actions: the bots fill `param ability`).
        const vanilla = simulate(['--players', '7', '--games', '10']) as Report & { notPlayed?: unknown };
        expect(vanilla.notPlayed).toBeUndefined();
        const joker = mafia(['simulate', 'examples/seed-003/rules.mafia', '--roles', 'Мафия:3,Маньяк:1,Комиссар:1,Доктор:1,Девочка:1,Джокер:1,Мирный житель:4', '--games', '10', '--format', 'json']);
        expect(JSON.stringify(JSON.parse(joker.stdout).notPlayed ?? [])).not.toContain('Джокер');
    });

    it('draws the chart as SVG with an interval band per faction', () => {
        const r = mafia(['simulate', VANILLA, '--players', '8..10', '--games', '100', '--format', 'svg']);
        expect(r.code).toBe(0);
        expect(r.stdout.startsWith('<svg')).toBe(true);
        expect(r.stdout.match(/class="mark-area role-mark/g)).toHaveLength(2);
        expect(r.stdout).toContain('Город');
        expect(r.stdout).toContain('Мафия');
        // The x axis: one label per player count, whole numbers only.
        const axis = r.stdout.slice(r.stdout.indexOf('role-axis-label'));
        expect([...axis.slice(0, axis.indexOf('</g>')).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(['8', '9', '10']);
        const html = mafia(['simulate', VANILLA, '--players', '8', '--games', '50', '--format', 'html']);
        expect(html.stdout).toMatch(/^<!DOCTYPE html>[\s\S]*<svg[\s\S]*<table>/);
    });

    it('stops endless games at the phase cap, prints the report, and exits 2 when none ended', () => {
        const started = Date.now();
        const r = mafia(['simulate', 'test/fixtures/endless.mafia', '--roles', 'Мафиози:1,Мирный житель:3', '--games', '20', '--max-phases', '40', '--format', 'json', '--lang', 'en']);
        expect(Date.now() - started).toBeLessThan(30_000);
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toBe("mafia: none of the 20 games ended within 40 phases (100.0% unfinished): the rule set's games may never end; raise --max-phases or check its win conditions");
        const [res] = (JSON.parse(r.stdout) as Report).results;
        expect(res.unfinished).toBe(20);
        expect(res.wins.every((w) => w.wins === 0)).toBe(true);
        // The rule set is Russian: without --lang, so is the warning.
        const ru = mafia(['simulate', 'test/fixtures/endless.mafia', '--roles', 'Мафиози:1,Мирный житель:3', '--games', '20', '--max-phases', '40', '--format', 'json']);
        expect(ru.stderr.trim()).toMatch(/^mafia: ни одна из 20 партий не закончилась за 40 фаз \(100\.0% не окончено\)/);
    });

    it('warns with the unfinished share when only some games reach the phase cap (exit 0)', () => {
        // Seed 003 has no draw rule: at a low cap some games are cut, most end.
        const r = mafia(['simulate', 'examples/seed-003/rules.mafia', '--players', '12', '--games', '60', '--max-phases', '6', '--format', 'json', '--lang', 'en']);
        expect(r.code).toBe(0);
        const [res] = (JSON.parse(r.stdout) as Report).results;
        expect(res.unfinished).toBeGreaterThan(0);
        expect(res.unfinished).toBeLessThan(60);
        expect(r.stderr.trim()).toBe(`mafia: warning: ${res.unfinished} of 60 games (${((100 * res.unfinished) / 60).toFixed(1)}%) reached the phase cap (6) without a winner; they are counted as unfinished`);
    });

    it('--chart writes the same SVG as --format svg beside the JSON; --progress lines reports to the end', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-chart-'));
        try {
            const chart = join(dir, 'chart.svg');
            const json = mafia(['simulate', VANILLA, '--players', '7..9', '--games', '120', '--format', 'json', '--chart', chart, '--progress', 'lines']);
            expect(json.code).toBe(0);
            expect((JSON.parse(json.stdout) as Report).results).toHaveLength(3);
            const svg = mafia(['simulate', VANILLA, '--players', '7..9', '--games', '120', '--format', 'svg']);
            expect(readFileSync(chart, 'utf8')).toBe(svg.stdout.replace(/\n$/, ''));
            const progress = json.stderr.trim().split('\n');
            expect(progress.every((l) => /^progress \d+ 360$/.test(l))).toBe(true);
            expect(progress.at(-1)).toBe('progress 360 360');
            const counts = progress.map((l) => Number(l.split(' ')[1]));
            expect(counts).toEqual([...counts].sort((a, b) => a - b));
            expect(mafia(['simulate', VANILLA, '--players', '7', '--games', '10', '--progress', 'none']).stderr).toBe('');
        } finally {
            rmSync(dir, { recursive: true, force: true });
        }
    });
});

describe('mafia simulate: bad input', () => {
    it.each([
        [['--roles', 'Шериф:1,Мафиози:2', '--lang', 'en'], /unknown role 'Шериф'/],
        [['--roles', 'Шериф:1,Мафиози:2'], /неизвестная роль 'Шериф'/],   // the rule set's language (#13)
        [['--roles', 'Мафиози:2,Мирный житель:5', '--players', '8', '--lang', 'en'], /--roles deals 7 players, but --players says 8/],
        [['--players', '7', '--games', '0'], /--games/],
        [['--players', '10..8', '--lang', 'en'], /empty range/],
        // Refused before anything is dealt, not after minutes of dealing a billion seats (audit S1).
        [['--players', '1000000000', '--games', '1', '--lang', 'en'], /--players: at most 1000 players a game, not '1000000000'/],
        [['--players', '7', '--workers', '0'], /--workers/],
        [['--players', '7', '--exact', '--policy', 'informed'], /--exact/],
        [['--roles', 'Мафиози:2,Мирный житель:x', '--lang', 'en'], /'Мирный житель:x' is not Role:N/],
        [['--players', '7', '--games', 'many', '--lang', 'en'], /--games expects a number of games >= 1, got 'many'/],
        [['--players', '7', '--games', 'many'], /--games/],   // the rule set's language (#13)
        [['--players', '7', '--games', '10', '--chart', '/nonexistent-folder/chart.svg', '--lang', 'en'], /--chart: cannot write \/nonexistent-folder\/chart.svg: no such file or folder \[ENOENT\]/],
    ])('%j exits 2 with one line', (args, message) => {
        const r = mafia(['simulate', VANILLA, ...args]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(message);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });

    it('a folder instead of a rule set is named as a folder (exit 2)', () => {
        const r = mafia(['simulate', 'examples/', '--players', '7']);
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toBe('mafia: examples/: is a folder');
    });

    it('a player count the setup cannot deal exits 2', () => {
        const r = mafia(['simulate', 'examples/seed-000/rules.mafia', '--players', '40', '--games', '5', '--lang', 'en']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/no setup for 40 players/);
        // Without --lang, in the rule set's language (#13).
        expect(mafia(['simulate', 'examples/seed-000/rules.mafia', '--players', '40', '--games', '5']).stderr).toMatch(/нет расклада на 40 игроков/);
    });

    it('a rule set\'s deal clauses decide what it can deal: a count they miss exits 2 as `mafia deal` does', () => {
        const r = mafia(['simulate', 'examples/seed-002/rules.mafia', '--players', '5', '--games', '5']);
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toBe('mafia: в правилах нет расклада на 5 игроков (есть на 10..14, 15..30); задайте роли через --roles');
        expect(mafia(['simulate', VANILLA, '--roles', 'Мирный житель:0,Мафиози:0', '--games', '5']).code).toBe(2);
    });

    it('--exact on a rule set that does not reduce to counts exits 2 and says why', () => {
        const r = mafia(['simulate', 'examples/seed-002/rules.mafia', '--players', '10', '--games', '5', '--exact', '--lang', 'en']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/does not reduce to counts: it has triggers/);
        // Without --lang, in the rule set's language (#13).
        expect(mafia(['simulate', 'examples/seed-002/rules.mafia', '--players', '10', '--games', '5', '--exact']).stderr).toMatch(/правила не сводятся к подсчёту: в них есть триггеры/);
    });

    it('a rule set with errors exits 1', () => {
        const r = mafia(['simulate', 'test/fixtures/broken-reference.mafia', '--players', '7', '--games', '5']);
        expect(r.code).toBe(1);
    });
});

// The text heading counts games in Russian plurals (audit S2): «21 партия», «2 партии», «5 партий».
describe('mafia simulate: the text heading in Russian', () => {
    it.each([[21, '21 партия'], [2, '2 партии'], [5, '5 партий']])('%i games', (games, words) => {
        const r = mafia(['simulate', VANILLA, '--roles', 'Мафиози:1,Мирный житель:3', '--games', String(games), '--format', 'text', '--progress', 'none']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout.split('\n')[0]).toContain(`${words} на расклад`);
    });
});
