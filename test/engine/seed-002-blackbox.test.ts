// Seed 002 as written by someone who read only the seed text and the game JSON contract: such a
// judge does not know our ability names, so he leaves `ability` out or uses the seed's own words.
import { describe, expect, it } from 'vitest';
import { CAST } from './cast.js';
import { SEED_002 } from './compile.js';
import { scenario } from './scenario.js';

const game = () => scenario(SEED_002).deal(CAST);

describe('an order without `ability`', () => {
    it('the maniac named with a victim kills (his ambush takes no target, so the order can only be the kill)', async () => {
        const g = await game().day().night('Маша: → Даша').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('the thug\'s beating and the clan\'s shot both take one victim: still ambiguous, rejected', async () => {
        const g = await game().day().night('Гоша: → Даша').run();
        expect(g.rejected('night 1')[0]?.reason).toMatch(/Избиение, Выстрел/);
    });

    it('an order that fits none of the maniac\'s abilities is still rejected with the choice named', async () => {
        const g = await game().day().night('Маша: → Даша, Нина').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('abilities named with the seed\'s own words', () => {
    it('«Заявку на убийство/проверку/лечение»: the reanimator\'s «лечение» is his save', async () => {
        const g = await game().day().night('Женя: Лечение → Даша', 'Вера: Выстрел → Даша').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('«заявка на убийство» of the mafia is its night shot', async () => {
        const g = await game().day().night('Вера: Убийство → Даша').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('«Воскрешение действует 1 раз»: the necromancer\'s «воскрешение» is his ward', async () => {
        const g = await game().day('Илья: Воскрешение → Даша, Нина').night('Вера: Выстрел → Даша').run();
        expect(g.rejected('day 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('a word that names another role\'s ability is still no ability of this actor', async () => {
        const g = await game().day().night('Аня: Лечение → Даша').run();
        expect(g.rejected('night 1')[0]?.reason).toMatch(/has no ability 'Лечение'/);
    });
});

describe('role names copied from the seed', () => {
    it('«Внебрачный сын босса мафии (ВСБ)», as the seed lists him, is the ВСБ', async () => {
        const g = await scenario(SEED_002).deal({ ...CAST, Зоя: 'Внебрачный сын босса мафии (ВСБ)', Нина: 'внебрачный сын босса (всб)' })
            .day().night('Аня: Проверка → Зоя').run();
        expect(g.role('Нина')).toBe('Внебрачный сын босса мафии');
        expect(g.learned('Аня', 'night 1')).toEqual(['Зоя: Внебрачный сын босса мафии']);
    });
});
