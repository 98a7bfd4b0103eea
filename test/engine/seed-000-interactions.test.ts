// Seed 000, the cross-role interaction rules (000.D): damage vs protections, Тюрьма and Госпиталь
// immunities, the Колдун's aura, the Маньяк's guises, imitation and win checks, the cards of the
// dead. Full cast of seed-000-kit.ts.
import { describe, expect, it } from 'vitest';
import { GUISES, SEED_000, game000, hp, impliedGuises, plainVotes, statuses, winners } from './seed-000-kit.js';
import { scenario } from './scenario.js';

const silenced = 'Егор: Арсенал → Аня [option=Пистолет с глушителем] [role=Сыщик]';   // 1 damage, not an attack

describe('000.D.1 damage against protections', () => {
    it('Банк stops damage that is not an attack too (and, having been hit, costs nothing)', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня').day().night('Аня: Ход [option=Банк]', silenced).run();
        expect(hp(g, 'night 2', 'Аня')).toBe(2);
    });

    it('Спасительная кулинария takes 1 off any damage, not only attacks', async () => {
        const g = await game000().day('Нина: Спасительная кулинария → Аня').night(silenced).run();
        expect(hp(g, 'night 1', 'Аня')).toBe(2);
    });

    it('attack-only protections (Защита, Похищение, Уйти в тень) let non-attack damage through', async () => {
        const g = await game000().day().night('Вера: Защита → Аня', silenced).run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
        const h = await game000().day().night('Нина: Похищение → Аня', silenced).run();
        expect(hp(h, 'night 1', 'Аня')).toBe(1);
        const k = await game000().day().night('Рита: Уйти в тень', 'Егор: Арсенал → Рита [option=Пистолет с глушителем] [role=Социопат]').run();
        expect(hp(k, 'night 1', 'Рита')).toBe(1);
    });

    it('Охота\'s Защита stops one unit only: Дробовик still takes one life', async () => {
        const g = await game000().day().night('Аня: Охота → Маша [option=Защита]', 'Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
    });
});

describe('000.D.2 Тюрьма', () => {
    it('the Журналист is not jailed by Зомбирование, Арест or Подстава', async () => {
        const g = await game000().day('Нина: Зомбирование → Женя', 'Аня: Арест → Женя [role=Маг]', 'Даша: Подстава → Женя [role=Маг]').night('Женя: Огнешар → Боря').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(statuses(g, 'night 1', 'Женя')).not.toContain('Тюрьма');
    });

    it('a drunk Электрик cannot be jailed by Маски-шоу (untargetable)', async () => {
        const g = await game000().day('Лёва: Напиться').night().day('Зоя: Маски-шоу → Лёва').night('Лёва: Аутодафе → Аня [role=Маг]').run();
        // Пьян lasts the night after the declaration only: by day 2 he is a target again.
        expect(g.rejected('night 2').map((r) => r.actor)).toEqual(['Лёва']);
    });
});

describe('000.D.2 Напиться (000-E52)', () => {
    it('a drunk Электрик can neither vote nor be voted against', async () => {
        const g = await game000().day('Лёва: Напиться').night('Лёва → Гоша', ...plainVotes(7, 'Лёва', ['Лёва'])).run();
        expect(g.rejected('night 1')).toHaveLength(8);
        expect(g.phase('night 1').events.filter((e) => e.kind === 'execution')).toEqual([]);
    });
});

describe('000.D.3 Госпиталь', () => {
    it('the Мститель never lies in Госпиталь, not even by Отравление', async () => {
        const g = await game000().day('Вера: Отравление → Даша').night('Даша: Подстава → Аня [role=Сыщик]').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.publicPost('day 1').join('\n')).not.toMatch(/Даша: Госпиталь/);
    });

    it('damage taken this phase does not block this phase\'s * abilities (all resolve at once, 000-E25)', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]', 'Аня: Арест → Даша [role=Босс]').day('Аня: Арест → Егор [role=Киллер]').run();
        expect(g.publicPost('night 1').join('\n')).toMatch(/Даша: Тюрьма/);
        expect(g.rejected('day 2')[0].reason).toMatch(/Госпиталь/);
    });
});

describe('000.D.4–5 Колдун and Маг; the aura', () => {
    it('the Маньяк\'s Кровавая баня on the Колдун gives no aura', async () => {
        const g = await game000({ Катя: ['Повар', 'Маньяк'], Нина: ['Пенсионер', 'Злой Гений'] }).day().night('Зоя: Порча', 'Катя: Кровавая баня → Зоя [role=Маг]').run();
        expect(g.learned('Зоя', 'night 1').filter((l) => /тёмная аура/.test(l))).toEqual([]);
    });

    it('the Пенсионер\'s Бдительность keeps the Ведьма\'s curse off him', async () => {
        const g = await game000().day('Илья: Проклятие → Катя').night().run();
        expect(g.rejected('day 1')).toEqual([expect.objectContaining({ actor: 'Илья', reason: 'Катя cannot be the target of Проклятие: immune to it' })]);
    });
});

describe('000.D.8 the Маньяк\'s guises', () => {
    const open = () => game000({ Катя: ['Повар', 'Маньяк'], Нина: ['Пенсионер', 'Злой Гений'] });

    it('Помощь следствию and Маскировка add nothing to him', async () => {
        const g = await open().day('Гоша: Помощь следствию → Катя', 'Егор: Маскировка → Катя [guise=Маг]').night('Боря: Пробить по базе → Катя').run();
        const [x] = impliedGuises(g, 'night 1', 'Катя', GUISES['Маньяк']);
        expect(g.learned('Боря', 'night 1')).toEqual([`Катя: ${x}`]);
    });
});

describe('000.D.9 Подменыш and win checks', () => {
    it('while he imitates the dead Босс, the Босс does not count as dead: the Закон wins only when the imitation ends', async () => {
        const mob = (who: string, role: string) => [`Аня: Отметелить толпой → ${who} [role=${role}]`, `Вера: Отметелить толпой → ${who} [role=${role}]`];
        const g = await scenario(SEED_000).deal({ Олег: ['Здоровяк', 'Подменыш'], Даша: ['Адвокат', 'Босс'], Рита: ['Доктор', 'Социопат'], Аня: ['Политик', 'Сыщик'], Вера: ['Прокурор', 'Вигиланте'] })
            .day().night(...mob('Даша', 'Босс'))
            .day('Олег: Имитация → Даша')
            .night(...mob('Рита', 'Социопат'))
            .day()
            .run();
        expect(g.deaths()).toEqual(['Даша', 'Рита']);
        expect(g.phase('night 2') && g.result.phases).toHaveLength(5);
        expect(winners(g)).toEqual(['Аня', 'Вера']);
    });
});

describe('000.D.13 cards of the dead', () => {
    it('Крупье: a guise of every dead character holding a card', async () => {
        const g = await game000().day().night('Петя: Раздача → Аня').day().night('Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(g.deaths('night 2')).toEqual(['Аня']);
        const implied = impliedGuises(g, 'night 2', 'Аня', [...GUISES['Сыщик'], 'Сыщик', 'Сыщик', 'Сыщик']);
        expect(implied).toHaveLength(1);
        expect(g.learned('Петя', 'night 2')).toContain(`Аня: ${implied[0]}`);
    });
});

describe('000.D.14 voting interplay', () => {
    it('Прокурор\'s +3 and Отмаза\'s −3 cancel out on the Адвокат', async () => {
        const g = await game000().day('Вера: Обвинительный приговор → Боря', ...plainVotes(7, 'Боря')).run();
        expect(g.phase('day 1').events.filter((e) => e.kind === 'execution').map((e) => e.subject)).toEqual(['Боря']);
    });
});
