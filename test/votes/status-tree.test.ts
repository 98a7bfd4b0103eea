// The editor's Game Status view is built from `mafia status --format json` (the same report as the
// command line) by extension/status-tree-nodes.ts: its sections and rows say what `mafia status`
// prints, in the editor's language, for seed 002's night 1 with orders still missing.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusTreeNodes } from '../../extension/status-tree-nodes.js';
import { mafia } from '../cli-run/cli.js';

const T = 'test/fixtures/threads';

function nightOneGame(): string {
    const path = join(mkdtempSync(join(tmpdir(), 'mafia-status-')), 'game.mafia');
    const text = readFileSync(`${T}/seed-002-game.mafia`, 'utf8').replace('"../../../examples/seed-002/rules.mafia"', JSON.stringify(join(process.cwd(), 'examples/seed-002/rules.mafia')));
    writeFileSync(path, text.slice(0, text.indexOf('day 1 {')) + 'day 1 {\n    vote Вера -> Даша\n    vote Гоша -> Даша\n    vote Маша -> Даша\n    vote Аня -> Гоша\n}\nnight 1 {\n    Вера: Выстрел -> Лёва\n    Аня: Проверка -> Гоша\n}\n');
    return path;
}

describe('the Game Status view', () => {
    it('shows the report of mafia status: missing orders, orders in, uses left, at risk — in the words mafia status prints', async () => {
        const game = nightOneGame();
        const json = await mafia('status', game, '--format', 'json');
        expect(json.code).toBe(0);
        const nodes = statusTreeNodes(JSON.parse(json.stdout), 'en');
        expect(nodes.map((n) => [n.label, n.description])).toEqual([
            ['Have not sent an order', '5'], ['Orders received', '2'], ['Limited uses left', '1'], ['At risk of removal for missed votes', '7'],
        ]);
        expect(nodes[0].children!.map((c) => [c.label, c.description])).toEqual([
            ['Гоша', 'Избиение'], ['Егор', 'Убийство'], ['Женя', 'Спасение'], ['Катя', 'Беседы о вечном'], ['Маша', 'Убийство, Засада'],
        ]);
        expect(nodes[1].children!.map((c) => c.label)).toEqual(['Аня', 'Вера']);
        const text = (await mafia('status', game, '--lang', 'en')).stdout;
        for (const row of [...nodes[2].children!, ...nodes[3].children!]) expect(text).toContain(`  ${row.label}\n`.trimEnd());
        expect(nodes[2].children![0].label).toBe('Илья: Защита от смерти — 1 use left');
        expect(nodes[3].children![0].label).toBe('Боря: 1 of 2 missed votes');
        // Russian, as in a Russian editor; ids stay the same, so the view keeps what was expanded.
        const ru = statusTreeNodes(JSON.parse(json.stdout), 'ru');
        expect(ru.map((n) => n.id)).toEqual(nodes.map((n) => n.id));
        expect(ru[0].label).not.toBe(nodes[0].label);
    });

    it('an empty section says so; a game that is over says who won', () => {
        const empty = statusTreeNodes({ phase: { kind: 'day', title: 'День', number: 3 }, missing: [], sent: [], usesLeft: [], atRisk: [], winner: null }, 'en');
        expect(empty.every((n) => n.description === '0' && n.children!.length === 1 && n.children![0].label === '(none)')).toBe(true);
        expect(statusTreeNodes({ phase: null, missing: [], sent: [], usesLeft: [], atRisk: [], winner: ['Аня', 'Боря'] }, 'en')).toEqual([{ id: 'over', label: 'the game is over: Аня, Боря', icon: 'pass' }]);
    });
});
