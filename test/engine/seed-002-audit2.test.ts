// Seed 002, second black-box audit: whole games through the public contract found the cases below,
// each one a place where the engine disagreed with the seed's text.
import { describe, expect, it } from 'vitest';
import { CAST } from './cast.js';
import { SEED_002 } from './compile.js';
import { scenario } from './scenario.js';

const game = () => scenario(SEED_002).deal(CAST);

describe('Некромант and Камикадзе', () => {
    it('the ward does not stop the kamikaze\'s own death in his blast: it is no attempt on his life (002-E24)', async () => {
        // «смерть которых в случае покушения он может один раз предотвратить»; «подрывает … (и еще себя)».
        const g = await game().day('Илья: Защита от смерти → Лёва, Нина').night('Лёва: Подрыв → Вера').run();
        expect(g.deaths('night 1').sort()).toEqual(['Вера', 'Лёва']);
    });

    it('on a night he does not blow anyone up, the warded kamikaze is still saved from the mafia', async () => {
        const g = await game().day('Илья: Защита от смерти → Лёва, Нина').night('Вера: Выстрел → Лёва').run();
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('whole games', () => {
    it('a six-phase game to a draw: a vote change refused, the clan\'s executor changes, the last three fall together', async () => {
        const g = await scenario(SEED_002).deal({
            Аня: 'Камикадзе', Борис: 'Реаниматор', Вера: 'Священник', Гена: 'Мирный житель', Дина: 'Мирный житель',
            Егор: 'Мирный житель', Жора: 'Мирный житель', Зина: 'Мафия', Илья: 'Мафия', Лёша: 'Маньяк',
        })
            // «Менять отданный голос не разрешается»; the tie goes to Гена, who reached 5 first (002-E20).
            .day('Гена → Дина', 'Гена → Егор', 'Аня → Гена', 'Борис → Гена', 'Вера → Гена', 'Егор → Гена', 'Жора → Гена',
                'Дина → Дина', 'Зина → Дина', 'Илья → Дина', 'Лёша → Дина')
            .night('Борис: Спасение → Дина', 'Вера: Беседы о вечном → Егор', 'Зина: Выстрел → Дина', 'Лёша: Убийство → Жора')
            .day({ hang: 'Егор' })
            // The same patient two nights in a row is refused; the shot at the Priest takes his guest too.
            .night('Борис: Спасение → Дина', 'Вера: Беседы о вечном → Дина', 'Илья: Выстрел → Вера')
            .day('Аня → Илья', 'Борис → Илья', 'Лёша → Илья', 'Зина → Борис', 'Илья → Борис')
            .night('Зина: Выстрел → Борис', 'Лёша: Убийство → Зина', 'Аня: Подрыв → Лёша')
            .day()
            .run();
        expect(g.rejected('day 1').map((r) => r.actor)).toEqual(['Гена']);
        expect(g.deaths('day 1')).toEqual(['Гена']);
        expect(g.deaths('night 1')).toEqual(['Жора']);
        expect(g.rejected('night 2')[0].reason).toMatch(/twice in a row/);
        expect(g.deaths('night 2').sort()).toEqual(['Вера', 'Дина']);
        expect(g.deaths('day 3')).toEqual(['Илья']);
        expect(g.deaths('night 3').sort()).toEqual(['Аня', 'Борис', 'Зина', 'Лёша']);
        expect(g.winner).toEqual({ draw: true });
        expect(g.result.phases).toHaveLength(6);
    });

    it('the ninja over four nights: the ВСБ is a miss, a warded victim and the maniac do not, the priest and his guest are one', async () => {
        const g = await game()
            .day('Илья: Защита от смерти → Даша, Нина', { hang: 'Олег' })
            .night('Егор: Убийство → Зоя', 'Вера: Выстрел → Зоя')          // the mafia cannot shoot the ВСБ: rejected
            .day({ hang: 'Гоша' })
            .night('Егор: Убийство → Даша')                               // warded: no death, no miss (002-E8)
            .day({ hang: 'Лёва' })
            .night('Егор: Убийство → Маша')                               // the maniac: no miss
            .day({ hang: 'Боря' })
            .night('Катя: Беседы о вечном → Аня', 'Егор: Убийство → Катя')   // priest + peaceful guest: one miss → harakiri
            .run();
        expect(g.deaths('night 1')).toEqual(['Зоя']);
        expect(g.deaths('night 2')).toEqual([]);
        expect(g.deaths('night 3')).toEqual(['Маша']);
        expect(g.resource('Егор', 'Промахи')).toBe(2);
        expect(g.deaths('night 4').sort()).toEqual(['Аня', 'Егор', 'Катя']);
        expect(g.winner).toBeNull();
    });
});

describe('a player the host removed', () => {
    it('has left the game: his later orders and votes for him are refused saying so, not «is dead»', async () => {
        const g = await game().day({ host: [{ remove: 'Вера' }] }).night('Вера: Выстрел → Лёва').day('Лёва → Вера').run();
        expect(g.rejected('night 1').map((r) => r.reason)).toEqual(['Вера has left the game']);
        expect(g.rejected('day 2').map((r) => r.reason)).toEqual(['Вера has left the game']);
    });
});
