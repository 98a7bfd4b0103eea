// `mafia simulate` edge cases from the workflow audit: an unwritable --chart is refused before any
// game is played (S3); --exact's figures are drawn in the SVG chart and listed in the HTML table
// (S4); --roles with an empty list, a role named twice (in any case), a zero or huge count, a
// missing comma, or every seat on one side is bad usage with a clear line (S5).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const VANILLA = 'bench/vanilla.mafia';

describe('mafia simulate --chart: checked before the games (S3)', () => {
    it('a chart in a missing folder, a folder, a read-only folder: exit 2 before one game (no progress line, no report)', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-chart-'));
        try {
            const ro = join(dir, 'ro');
            mkdirSync(ro);
            chmodSync(ro, 0o500);
            const writable = (() => { try { writeFileSync(join(ro, 't'), ''); rmSync(join(ro, 't')); return true; } catch { return false; } })();
            const cases: Array<[string, RegExp]> = [
                [join(dir, 'missing', 'c.svg'), /--chart: cannot write .*c\.svg: no such file or folder \[ENOENT\]/],
                [dir, /--chart: cannot write .*: it is a folder, not a file \[EISDIR\]/],
                ...(writable ? [] : [[join(ro, 'c.svg'), /--chart: cannot write .*c\.svg: .*\[EACCES\]/] as [string, RegExp]]),
            ];
            for (const [chart, message] of cases) {
                const r = mafia(['simulate', VANILLA, '--players', '7..9', '--games', '3000', '--chart', chart, '--progress', 'lines', '--format', 'json', '--lang', 'en']);
                expect(r.code, chart).toBe(2);
                expect(r.stderr.trim().split('\n'), chart).toHaveLength(1);
                expect(r.stderr).toMatch(message);
                expect(r.stdout).toBe('');
            }
            expect(existsSync(join(dir, 'missing'))).toBe(false);
        } finally {
            chmodSync(join(dir, 'ro'), 0o700);
            rmSync(dir, { recursive: true, force: true });
        }
    });

    it('a writable chart is still written, and no temporary file is left beside it', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-chart-'));
        try {
            const r = mafia(['simulate', VANILLA, '--players', '7', '--games', '50', '--chart', join(dir, 'c.svg'), '--format', 'json']);
            expect(r.code, r.stderr).toBe(0);
            expect(readdirSync(dir)).toEqual(['c.svg']);
        } finally { rmSync(dir, { recursive: true, force: true }); }
    });
});

describe('mafia simulate --exact in the charts (S4)', () => {
    const args = ['simulate', VANILLA, '--roles', 'Мафиози:2,Мирный житель:5', '--games', '200', '--exact'];

    it('the SVG draws the exact probability (dashed, its own points) with a subtitle saying so', () => {
        const r = mafia([...args, '--format', 'svg', '--lang', 'en']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain("Subtitle text 'dashed, hollow diamonds: the exact probability'");
        // 2 mafiosi, 5 citizens, day first: the town wins with 8/35, the mafia with 27/35.
        expect(r.stdout).toMatch(/aria-label="players: 7; win rate: 0\.2285714\d*; faction: Город/);
        expect(r.stdout).toMatch(/aria-label="players: 7; win rate: 0\.7714285\d*; faction: Мафия/);
        expect(r.stdout).toContain('stroke-dasharray="6,4"');
        const plain = mafia(['simulate', VANILLA, '--roles', 'Мафиози:2,Мирный житель:5', '--games', '200', '--format', 'svg', '--lang', 'en']);
        expect(plain.stdout).not.toContain('stroke-dasharray');
        expect(plain.stdout).not.toContain('exact probability');
    });

    it('the HTML table has an exact column, in Russian by default', () => {
        const r = mafia([...args, '--format', 'html']);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain('<th>95% интервал</th><th>точная вероятность</th>');
        expect(r.stdout).toMatch(/<td>Город<\/td><td>\d+<\/td><td>[\d.]+%<\/td><td>[\d.]+% – [\d.]+%<\/td><td>22\.9%<\/td>/);
        expect(r.stdout).toMatch(/<td>Мафия<\/td>.*<td>77\.1%<\/td>/);
    });
});

describe('mafia simulate --roles edge cases (S5)', () => {
    it.each([
        ['', /^mafia: --roles: no roles given$/],
        [' , ', /^mafia: --roles: no roles given$/],
        ['Мафиози:2,Мафиози:1,Мирный житель:5', /^mafia: --roles: Мафиози is named twice \('Мафиози:2' and 'Мафиози:1'\); give it once, with its number of seats$/],
        ['Мафиози:2,мафиози:1,Мирный житель:5', /named twice \('Мафиози:2' and 'мафиози:1'\)/],
        ['Мафиози:0,Мирный житель:5', /^mafia: --roles: 'Мафиози:0': a role is listed with at least 1 seat/],
        ['Мафиози:2 Мирный житель:5', /separate the roles with commas/],
        ['Мафиози:99999999999999999999', /^mafia: --roles: more than 1000 seats in all$/],
        ['Мафиози:600,Мирный житель:600', /more than 1000 seats/],
        ['Мирный житель:５', /'Мирный житель:５' is not Role:N/],
    ])('%j: exit 2, one line', (roles, message) => {
        const r = mafia(['simulate', VANILLA, '--roles', roles, '--games', '5', '--lang', 'en']);
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toMatch(message);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
    });

    it('in the rule set\'s language without --lang', () => {
        expect(mafia(['simulate', VANILLA, '--roles', 'Мафиози:2,Мафиози:1', '--games', '5']).stderr.trim()).toBe("mafia: --roles: роль Мафиози названа дважды ('Мафиози:2' и 'Мафиози:1'); укажите её один раз, с числом мест");
    });

    it('spaces around names and counts, and a name in another case, are accepted', () => {
        const r = mafia(['simulate', VANILLA, '--roles', ' мафиози : 2 ,  МИРНЫЙ ЖИТЕЛЬ:5 ', '--games', '5', '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        expect((JSON.parse(r.stdout) as { results: Array<{ roles: Record<string, number> }> }).results[0].roles).toEqual({ 'Мирный житель': 5, 'Мафиози': 2 });
    });

    it('a modifier as a seat\'s only role, uneven slots: exit 2; a rule set with errors: exit 1', () => {
        const mod = mafia(['simulate', 'examples/mafiascum/rules.mafia', '--roles', 'Bulletproof:1,Villager:4,Goon:1', '--games', '3']);
        expect(mod.code).toBe(2);
        expect(mod.stderr).toMatch(/Bulletproof is a modifier/);
        expect(mafia(['simulate', 'examples/seed-000/rules.mafia', '--roles', 'Политик:1', '--games', '3']).code).toBe(2);
        expect(mafia(['simulate', 'examples/diagnostics/chance-out-of-range.mafia', '--players', '5', '--games', '3']).code).toBe(1);
    });
});
