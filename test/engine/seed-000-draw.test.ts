// Seed 000's draw: «Если одна и та же ситуация возникла в игре дважды (этот вопрос решается Мастером), игра
// заканчивается и никто не побеждает.» (`draw when repeated`). Everyone gains a guise of his secret role at
// every phase end («По окончании каждой фазы все персонажи получают +1 Личину»): guises are spent on abilities,
// so more of them in hand is another situation (000-E56: the full state), and a quiet cycle is no draw.
import { describe, expect, it } from 'vitest';
import { play, rules } from './inline.js';
import { scenario } from './scenario.js';
import { CAST_000, SEED_000 } from './seed-000-kit.js';

// Without Нина (Злой Гений): his «Хитрые планы» grow every phase, and a stock that grows is a real change.
const { Нина: _planner, ...QUIET } = CAST_000;
const game = () => scenario(SEED_000).deal(QUIET);

describe('seed 000: the same situation twice is a draw', () => {
    it('a whole quiet cycle (nobody acts, nobody is voted) is no draw: everyone holds one more guise', async () => {
        const g = await game().day().night().day().night().day().run();
        expect(g.winner).toBeNull();
        expect(g.result.phases.map((p) => p.winner)).toEqual([null, null, null, null, null]);
    });

    it('a situation that truly repeats (nothing in hand grows) is a draw, with the rule set\'s message', async () => {
        const rs = await rules(`ruleset R
setup {
    start day
    win check after each phase
    draw when repeated
}
phase day "День" { voting Суд }
phase night "Ночь"
voting Суд "Голосование" { plurality  ties nobody  execution kill }
message Ничья on draw «Ситуация повторилась: никто не побеждает.»
faction Город "Город" { wins when none alive(Мафия) }
faction Мафия "Мафия" { wins when count alive(Мафия) >= count alive - count alive(Мафия) }
role Мирный "Мирный" : Город {}
role Мафиози "Мафиози" : Мафия {}
`);
        const r = play(rs, { Аня: 'Мирный', Боря: 'Мирный', Вера: 'Мирный', Гоша: 'Мафиози' }, [[], [], [], []]);
        expect(r.phases.map((p) => p.winner)).toEqual([null, null, { draw: true }]);
        expect(r.phases[2].events).toContainEqual(expect.objectContaining({ kind: 'win', text: 'Ситуация повторилась: никто не побеждает.' }));
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
