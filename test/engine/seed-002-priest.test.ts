// Seed 002's Priest («Священник»): he takes a guest for the night. Orders aimed at the guest are
// void, the guest's own orders are void, and an order aimed at the Priest touches both.
import { describe, expect, it } from 'vitest';
import { CAST } from './cast.js';
import { SEED_002 } from './compile.js';
import { scenario } from './scenario.js';

const game = () => scenario(SEED_002).deal(CAST);
const TAKE = (guest: string) => `Катя: Беседы о вечном → ${guest}`;

describe('orders aimed at the guest remain unexecuted', () => {
    it('the mafia shot at the guest is void', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Вера')).toEqual(['blocked']);
        expect(g.trace('night 1').find((t) => t.actor === 'Вера')!.note).toMatch(/Даша is Гость Священника/);
    });

    it('a check on the guest gives nothing', async () => {
        const g = await game().day().night(TAKE('Вера'), 'Аня: Проверка → Вера').run();
        expect(g.learned('Аня', 'night 1')).toEqual([]);
    });

    it('the reanimator cannot reach the guest either', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Женя: Спасение → Даша').run();
        expect(g.outcomes('night 1', 'Женя')).toEqual(['blocked']);
    });

    it('the ninja\'s kill on the guest is void, and is no miss', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Егор: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.resource('Егор', 'Промахи')).toBe(0);
    });

    it('002-E24: a kamikaze who aims at the guest does not blow up, and survives', async () => {
        const g = await game().day().night(TAKE('Вера'), 'Лёва: Подрыв → Вера').run();
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('the guest cannot act (the seed\'s list)', () => {
    it('the commissioner taken cannot check', async () => {
        const g = await game().day().night(TAKE('Аня'), 'Аня: Проверка → Вера').run();
        expect(g.learned('Аня', 'night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Аня')).toEqual(['blocked']);
    });

    it('the ninja taken touches nobody', async () => {
        const g = await game().day().night(TAKE('Егор'), 'Егор: Убийство → Вера').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the reanimator taken cannot heal', async () => {
        const g = await game().day().night(TAKE('Женя'), 'Женя: Спасение → Даша', 'Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('the kamikaze taken cannot blow anyone up', async () => {
        const g = await game().day().night(TAKE('Лёва'), 'Лёва: Подрыв → Вера').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the maniac taken cannot kill', async () => {
        const g = await game().day().night(TAKE('Маша'), 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the executing mafioso taken: the mafia kill is void', async () => {
        const g = await game().day().night(TAKE('Вера'), 'Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('002-E21: another mafioso taken does not stop the executor', async () => {
        const g = await game().day().night(TAKE('Гоша'), 'Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('the thug taken cannot beat anyone', async () => {
        const g = await game().day().night(TAKE('Гоша'), 'Гоша: Избиение → Аня', 'Аня: Проверка → Вера').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Вера: Мафия']);
    });

    it('the maniac in ambush: the priest who tries to take him dies, and the maniac still kills (002-E22)', async () => {
        const g = await game().day().night('Маша: Засада', TAKE('Маша'), 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Даша']);
    });

    it('002-E15: the guest stays untouchable even after the priest dies that night', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Вера: Выстрел → Катя', 'Маша: Убийство → Даша').run();
        // The shot at the priest takes the guest along; the maniac's order on the guest is void.
        expect(g.deaths('night 1')).toEqual(['Катя', 'Даша']);
        expect(g.outcomes('night 1', 'Маша')).toEqual(['blocked']);
    });
});

describe('an order aimed at the priest touches both', () => {
    it('the commissioner checking the priest learns about two players', async () => {
        const g = await game().day().night(TAKE('Гоша'), 'Аня: Проверка → Катя').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Катя: Священник', 'Гоша: Громила']);
        expect(g.learned('Боря', 'night 1')).toEqual(['Катя: Священник', 'Гоша: Громила']);
    });

    it('the reanimator healing the priest heals the guest too', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Женя: Спасение → Катя', 'Вера: Выстрел → Катя').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the mafia shot at the priest hits the guest too', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Вера: Выстрел → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Даша']);
    });

    it('the thug choosing the priest beats both', async () => {
        const g = await game().day().night(TAKE('Аня'), 'Гоша: Избиение → Катя').run();
        const beaten = g.trace('night 1').filter((t) => t.actor === 'Гоша' && /gets Избит/.test(t.note)).flatMap((t) => t.targets);
        expect(beaten).toEqual(['Катя', 'Аня']);
    });

    it('the kamikaze choosing the priest blows up both, and himself', async () => {
        const g = await game().day().night(TAKE('Вера'), 'Лёва: Подрыв → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Вера', 'Лёва']);
    });

    it('the ninja choosing the priest kills his guest too', async () => {
        const g = await game().day().night(TAKE('Вера'), 'Егор: Убийство → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Вера']);
    });

    it('the ninja killing the priest with a peaceful guest: one miss in any case', async () => {
        const g = await game().day().night(TAKE('Даша'), 'Егор: Убийство → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Даша']);
        expect(g.resource('Егор', 'Промахи')).toBe(1);
        expect(g.alive('Егор')).toBe(true);
    });

    it('the maniac choosing the priest "maniacs" both', async () => {
        const g = await game().day().night(TAKE('Нина'), 'Маша: Убийство → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Катя', 'Нина']);
    });

    it('the necromancer\'s ward is not a night order: it covers only the players named in it', async () => {
        const g = await game().day('Илья: Защита от смерти → Катя, Нина').night(TAKE('Даша'), 'Вера: Выстрел → Катя').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });
});

describe('the priest\'s own limits', () => {
    it('cannot take the same player two nights in a row', async () => {
        const g = await game().day().night(TAKE('Даша')).day({ hang: 'Олег' }).night(TAKE('Даша')).run();
        expect(g.rejected('night 2')[0].reason).toMatch(/cannot target Даша twice in a row/);
    });

    it('002-E15: cannot take himself', async () => {
        const g = await game().day().night(TAKE('Катя')).run();
        expect(g.rejected('night 1')[0].reason).toMatch(/cannot target Катя himself/);
    });

    it('the guest\'s shelter lasts one night', async () => {
        const g = await game().day().night(TAKE('Даша')).day({ hang: 'Олег' }).night('Вера: Выстрел → Даша').run();
        expect(g.deaths('night 2')).toEqual(['Даша']);
    });
});
