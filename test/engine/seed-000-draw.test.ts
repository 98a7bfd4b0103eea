// Seed 000's draw: «Если одна и та же ситуация возникла в игре дважды (этот вопрос решается Мастером), игра
// заканчивается и никто не побеждает.» (`draw when repeated`). Everyone gains a guise of his secret role at
// every phase end («По окончании каждой фазы все персонажи получают +1 Личину»), so the situation compares the
// guises a player may show (which roles), not how many copies of each he holds: otherwise it never repeats.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';
import { CAST_000, SEED_000 } from './seed-000-kit.js';

// Without Нина (Злой Гений): his «Хитрые планы» grow every phase, and a stock that grows is a real change.
const { Нина: _planner, ...QUIET } = CAST_000;
const game = () => scenario(SEED_000).deal(QUIET);

describe('seed 000: the same situation twice is a draw', () => {
    it('a whole quiet cycle (nobody acts, nobody is voted): the second quiet day repeats the first, a draw', async () => {
        const g = await game().day().night().day().night().day().run();
        expect(g.winner).toEqual({ draw: true });
        expect(g.result.phases.map((p) => p.winner)).toEqual([null, null, { draw: true }]);
        expect(g.result.phases[2].events).toContainEqual(expect.objectContaining({ kind: 'win', text: 'Ситуация повторилась: игра окончена, никто не побеждает.' }));
    });

    it('with the Злой Гений alive, his growing plans make every phase a new situation', async () => {
        const g = await scenario(SEED_000).deal(CAST_000).day().night().day().night().day().run();
        expect(g.result.phases.map((p) => p.winner)).toEqual([null, null, null, null, null]);
    });

    it('a cycle in which something changes (a player leaves) is not a repetition', async () => {
        const g = await game().day().night().day({ host: [{ remove: 'Гоша' }] }).night().day().run();
        expect(g.result.phases.slice(0, 3).map((p) => p.winner)).toEqual([null, null, null]);
    });
});
