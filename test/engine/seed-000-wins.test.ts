// Seed 000, win conditions (000.A.10, 000.B, each role's): checked «после полного резолва фазы»;
// several may win together; only the living win (000-E21, the encoding's `winners alive`).
// Small tables make the conditions easy to reach; every player still holds two roles.
import { describe, expect, it } from 'vitest';
import { SEED_000, hp, winners } from './seed-000-kit.js';
import { scenario } from './scenario.js';

const table = (deal: Record<string, [string, string]>) => scenario(SEED_000).deal(deal);

describe('Закон (and Маг, Лепрекон with it)', () => {
    const deal = (warlock: boolean): Record<string, [string, string]> => ({
        Аня: ['Политик', 'Сыщик'], Боря: ['Адвокат', 'Босс'], Вера: ['Прокурор', 'Маг'], Гоша: ['Мародер', 'Лепрекон'],
        ...(warlock ? { Женя: ['Журналист', 'Колдун'] as [string, string] } : {}),
    });

    it('wins once no Мафия, Инквизитор, Маньяк, Социопат or Злой Гений is alive; the Лепрекон wins with it', async () => {
        const g = await table(deal(true)).day().night('Аня: Отметелить толпой → Боря [role=Босс]', 'Вера: Огнешар → Боря').run();
        expect(g.deaths('night 1')).toEqual(['Боря']);
        expect(winners(g)).toEqual(['Аня', 'Гоша']);   // the Маг not: the Колдун is alive
        expect(g.result.phases).toHaveLength(2);
    });

    it('the Маг wins with the Закон when the Колдун is not alive either', async () => {
        const g = await table(deal(false)).day().night('Аня: Отметелить толпой → Боря [role=Босс]', 'Вера: Огнешар → Боря').run();
        expect(winners(g)).toEqual(['Аня', 'Вера', 'Гоша']);
    });

    it('the game goes on while one of them is alive', async () => {
        const g = await table(deal(true)).day().night('Вера: Огнешар → Боря').run();
        expect(g.winner).toBeNull();
    });
});

describe('Мафия: Клептократия', () => {
    it('the Босс and the Киллер win when no Закон, Социопат or Маньяк is alive', async () => {
        const g = await table({ Аня: ['Политик', 'Сыщик'], Боря: ['Адвокат', 'Босс'], Егор: ['Юрист', 'Киллер'], Вера: ['Прокурор', 'Маг'] })
            .day().night('Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(winners(g)).toEqual(['Боря', 'Егор']);
    });
});

describe('Колдун: Победа сил зла (and the Социопат with anyone)', () => {
    it('wins when the Маг and all the Закон are dead; a free Социопат wins with him', async () => {
        const g = await table({ Зоя: ['Комиссар', 'Колдун'], Женя: ['Журналист', 'Маг'], Аня: ['Политик', 'Сыщик'], Лёва: ['Электрик', 'Инквизитор'], Рита: ['Доктор', 'Социопат'] })
            .day().night('Зоя: Магия крови', 'Зоя: Огнешар → Женя', 'Лёва: Аутодафе → Аня [role=Сыщик]').run();
        expect(g.deaths('night 1').sort()).toEqual(['Аня', 'Женя']);
        expect(winners(g)).toEqual(['Зоя', 'Рита']);
    });

    it('a Социопат in Тюрьма does not win with him', async () => {
        const g = await table({ Зоя: ['Комиссар', 'Колдун'], Женя: ['Журналист', 'Маг'], Аня: ['Политик', 'Сыщик'], Лёва: ['Электрик', 'Инквизитор'], Рита: ['Доктор', 'Социопат'] })
            .day('Зоя: Маски-шоу → Рита').night('Зоя: Магия крови', 'Зоя: Огнешар → Женя', 'Лёва: Аутодафе → Аня [role=Сыщик]').run();
        expect(winners(g)).toEqual(['Зоя']);
    });
});

describe('Ведьма: Wunschpunsch', () => {
    it('wins when every other character is infected', async () => {
        const g = await table({ Илья: ['Миллионер', 'Ведьма'], Аня: ['Политик', 'Сыщик'], Боря: ['Адвокат', 'Полицейский'], Даша: ['Мститель', 'Босс'] })
            .day('Илья: Заражение → Аня [role=Сыщик]').night('Илья: Заражение → Боря [role=Полицейский]').day('Илья: Заражение → Даша [role=Босс]').run();
        expect(g.result.phases).toHaveLength(3);
        expect(winners(g)).toEqual(['Илья']);
    });
});

describe('Маньяк: Свой порядок (and the Лепрекон with him)', () => {
    it('wins when only Нейтралы are alive; the Лепрекон wins with him', async () => {
        const g = await table({ Катя: ['Повар', 'Маньяк'], Маша: ['Священник', 'Лепрекон'], Аня: ['Политик', 'Сыщик'] })
            .day().night('Катя: Кровавая баня → Аня [role=Сыщик]').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(winners(g)).toEqual(['Катя', 'Маша']);
    });
});

describe('Инквизитор: Не по Закону, а по Справедливости', () => {
    it('wins when every other Нейтрал is dead or in Тюрьма, and the Мафия loses though its own condition holds', async () => {
        const g = await table({ Лёва: ['Электрик', 'Инквизитор'], Зоя: ['Комиссар', 'Маг'], Боря: ['Адвокат', 'Босс'], Егор: ['Юрист', 'Киллер'], Аня: ['Политик', 'Сыщик'] })
            .day('Лёва: Арест → Зоя').night('Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(winners(g)).toEqual(['Лёва']);
    });
});

describe('Инквизитор: no vacuous win when no other Нейтрал is dealt (audit 2, finding 4)', () => {
    // A 10-player deal the rule set's own `deal 10..16` can give: the Инквизитор is the only Нейтрал.
    // «все остальные нейтралы мертвы или в Тюрьме» speaks of other Neutrals in play; the seed deals them all.
    const small: Record<string, [string, string]> = {
        Аня: ['Политик', 'Сыщик'], Боря: ['Адвокат', 'Полицейский'], Вера: ['Прокурор', 'Вигиланте'], Гоша: ['Мародер', 'Мирный житель'],
        Даша: ['Мститель', 'Босс'], Егор: ['Юрист', 'Киллер'], Лёва: ['Электрик', 'Инквизитор'], Нина: ['Повар', 'Злой Гений'],
        Олег: ['Здоровяк', 'Подменыш'], Рита: ['Доктор', 'Социопат'],
    };
    it('a quiet first day does not end the game', async () => {
        const g = await table(small).day().night().run();
        expect(g.winner).toBeNull();
        expect(g.result.phases).toHaveLength(2);
    });
});

describe('Социопат: alone', () => {
    it('wins if he is the only one left', async () => {
        const g = await table({ Рита: ['Доктор', 'Социопат'], Аня: ['Политик', 'Сыщик'] })
            .day('Рита: Нож → Аня [role=Сыщик]').night().day('Рита: Нож → Аня [role=Сыщик]').run();
        expect(hp(g, 'day 1', 'Аня')).toBe(1);
        expect(g.deaths('day 2')).toEqual(['Аня']);
        expect(winners(g)).toEqual(['Рита']);
    });
});

describe('Подменыш: through the imitated role; Чужие заслуги', () => {
    it('imitating the dead Босс he wins with the Мафия, and the other Мафия lose', async () => {
        const g = await table({ Олег: ['Здоровяк', 'Подменыш'], Даша: ['Адвокат', 'Босс'], Егор: ['Юрист', 'Киллер'], Аня: ['Политик', 'Сыщик'] })
            .day().night('Егор: Арсенал → Даша [option=Дробовик]')
            .day('Олег: Имитация → Даша')
            .night('Егор: Арсенал → Аня [option=Дробовик]')
            .run();
        expect(g.deaths()).toEqual(['Даша', 'Аня']);
        expect(winners(g)).toEqual(['Олег']);
        expect(g.winner).toMatchObject({ factions: ['Мафия'] });   // the side the win message names
    });
});

describe('the dead do not win (000-E21)', () => {
    it('a dead Law member is not among the Law\'s winners', async () => {
        const g = await table({ Аня: ['Электрик', 'Сыщик'], Вера: ['Прокурор', 'Полицейский'], Егор: ['Юрист', 'Киллер'] })
            .day().night('Егор: Арсенал → Аня [option=Дробовик]', 'Вера: Наган → Егор [role=Киллер]')
            .day('Вера: Отметелить толпой → Егор [role=Киллер]')
            .run();
        expect(g.deaths()).toEqual(['Аня', 'Егор']);
        expect(winners(g)).toEqual(['Вера']);
    });
});

describe('Подменыш counted as a Закон role: the winner record names the side the win event names', () => {
    it('imitating the dead Сыщик he wins as Закон, the other Закон players lose, and winner.factions is ["Закон"]', async () => {
        const g = await table({ Олег: ['Здоровяк', 'Подменыш'], Аня: ['Политик', 'Сыщик'], Вера: ['Прокурор', 'Полицейский'], Егор: ['Юрист', 'Киллер'] })
            .day().night('Егор: Арсенал → Аня [option=Дробовик]')
            .day('Олег: Имитация → Аня')
            .night('Вера: Отметелить толпой → Егор [role=Киллер]', 'Олег: Отметелить толпой → Егор [role=Киллер]')
            .run();
        expect(g.deaths()).toEqual(['Аня', 'Егор']);
        const win = g.result.phases.flatMap((p) => p.events).find((e) => e.kind === 'win');
        expect(win?.text).toBe('Игра окончена. Победа: Закон (Олег).');
        expect(g.winner).toMatchObject({ factions: ['Закон'], players: ['Олег'] });
    });
});
