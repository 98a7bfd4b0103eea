// Seed 003 states no win conditions (003-E6); the encoding takes the digest's defaults and settles where they
// overlap: nobody left is a draw, not a win for every side whose condition holds vacuously, and one against one
// the Маньяк, Снайпер or Горец wins alone (as seed 002's Маньяк), never beside the mafia.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';
import { SEED_003, table003 } from './seed-003-kit.js';

describe('seed 003: win conditions where the digest\'s defaults overlap (003-E6)', () => {
    it('everybody dies at once: a draw, neither the mafia nor the town', async () => {
        const g = await scenario(SEED_003).deal({ Аня: 'Мафия', Егор: 'Комиссар' })
            .night('Аня: Ход босса мафии → Егор [option=Убить]', 'Егор: Ход комиссара → Аня [option=Убить]').run();
        expect(g.deaths('night 1').sort()).toEqual(['Аня', 'Егор']);
        expect(g.winner).toEqual({ draw: true });
    });

    it('the mafia one against the Маньяк: the Маньяк wins alone', async () => {
        const g = await scenario(SEED_003).deal({ Аня: 'Мафия', Даша: 'Маньяк', Олег: 'Мирный житель', Петя: 'Мирный житель' })
            .night('Аня: Ход босса мафии → Олег [option=Убить]', 'Даша: Ход маньяка → Петя [option=Убить]').run();
        expect(g.winner).toEqual({ factions: ['Сторона маньяка'], players: ['Даша'] });
    });

    it('the mafia one against the Снайпер: the Снайпер wins alone', async () => {
        const g = await scenario(SEED_003).deal({ Аня: 'Мафия', Лёва: 'Снайпер', Олег: 'Мирный житель' })
            .night('Лёва: Убийство → Олег').run();
        expect(g.winner && 'players' in g.winner ? g.winner.players : null).toEqual(['Лёва']);
    });

    it('the mafia at parity with the Маньяк still in a bigger game: the mafia wins (mafia ≥ the rest)', async () => {
        const g = await scenario(SEED_003).deal({ Аня: 'Мафия', Боря: 'Мафия', Даша: 'Маньяк', Олег: 'Мирный житель', Петя: 'Мирный житель' })
            .night('Аня: Ход босса мафии → Олег [option=Убить]').run();
        expect(g.winner).toEqual({ factions: ['Мафия'], players: ['Аня', 'Боря'] });
    });

    it('the hanging names the same figure as the public tally (signed: the −2 for not voting included)', async () => {
        const g = await scenario(SEED_003).deal({ Аня: 'Мафия', Боря: 'Мафия', Вера: 'Комиссар', Гоша: 'Мирный житель', Даша: 'Мирный житель', Егор: 'Мирный житель', Женя: 'Мирный житель' })
            .night().day('Вера → Аня', 'Гоша → Аня', 'Даша → Аня', 'Егор → Боря', 'Женя → Боря', 'Аня → Вера', 'Боря → Вера').run();
        const events = g.result.phases[1].events;
        const tally = events.find((e) => e.kind === 'vote' && e.subject === 'Аня');
        const hanging = events.find((e) => e.kind === 'execution');
        expect(hanging?.subject).toBe('Аня');
        expect(hanging?.value).toBe(tally?.value);
    });
});

// «Шулер — Играет сам за себя, выиграет, если в городе не останется стреляющих ролей.» The seed lets only the
// Некромант win dead («некромант может победить даже в случае своей смерти»): a Шулер killed before the last
// shooter is gone is no longer «в городе» and wins nothing. (Seen in `mafia simulate`: about 1 % of random
// 20..30-player games ended with the Фанат and townsmen alive and a dead Шулер declared the winner.)
describe('seed 003: the Шулер wins only alive', () => {
    const TABLE = { Аня: 'Мафия', Нина: 'Шулер', Женя: 'Фанат', Ева: 'Мирный житель', Жора: 'Мирный житель', Олег: 'Мирный житель' };

    it('the mafia kills the Шулер, the town hangs the mafia: no winner while the Фанат lives, then the town', async () => {
        const g = await table003(TABLE)
            .night('Аня: Ход босса мафии → Нина [option=Убить]')
            .day({ hang: 'Аня' })
            .night()
            .day({ hang: 'Женя' })
            .run();
        expect(g.deaths('night 1')).toEqual(['Нина']);
        expect(g.deaths('day 1')).toEqual(['Аня']);
        // Alive: the Фанат (a negative side) and three civilians; no shooter left, but the Шулер is dead.
        expect(g.result.phases[1].winner ?? null).toBeNull();
        expect(g.winner).toEqual({ factions: ['Город'], players: ['Ева', 'Жора', 'Олег'] });
    });

    it('alive, he still wins once no shooter is left', async () => {
        const g = await table003(TABLE)
            .night('Аня: Ход босса мафии → Олег [option=Убить]')
            .day({ hang: 'Аня' })
            .run();
        expect(g.winner).toEqual({ factions: ['Шулер'], players: ['Нина'] });
    });
});
