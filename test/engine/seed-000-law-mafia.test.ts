// Seed 000, the secret roles of Закон and Мафия and their shared abilities, on the full cast
// (seed-000-kit.ts). Guise results are checked against the draws the trace records: each draw
// picks one guise uniformly («из всех Личин выбирается одна случайная»).
import { describe, expect, it } from 'vitest';
import { GUISES, game000, hp, impliedDistinct, impliedGuises, statuses } from './seed-000-kit.js';

// Боря (Полицейский) after day 1: his five starting guises + 1 for the phase that ended.
const BORYA_N1 = [...GUISES['Полицейский'], 'Полицейский'];

describe('Сыщик (Аня)', () => {
    it('Обыск: learns 2 guises (two draws)', async () => {
        const g = await game000().day().night('Аня: Обыск → Боря').run();
        const implied = impliedDistinct(g, 'night 1', 'Боря', BORYA_N1);
        expect(implied).toHaveLength(2);
        expect(g.learned('Аня', 'night 1')).toEqual([`Боря: ${implied.join(', ')}`]);
    });

    it('Обыск: only 1 guise the second phase in a row', async () => {
        const g = await game000().day('Аня: Обыск → Боря').night('Аня: Обыск → Боря').run();
        expect(impliedGuises(g, 'day 1', 'Боря', GUISES['Полицейский'])).toHaveLength(2);
        const implied = impliedGuises(g, 'night 1', 'Боря', BORYA_N1);
        expect(implied).toHaveLength(1);
        expect(g.learned('Аня', 'night 1')).toEqual([`Боря: ${implied[0]}`]);
    });

    it('Обыск: only 1 guise from Госпиталь', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]').day('Аня: Обыск → Боря').run();
        expect(statuses(g, 'day 2', 'Аня')).toContain('Госпиталь');
        expect(impliedGuises(g, 'day 2', 'Боря', [...BORYA_N1, 'Полицейский'])).toHaveLength(1);
    });

    it('Арест (*): a right guess jails the target for the next phase; a wrong one does nothing', async () => {
        const g = await game000().day('Аня: Арест → Даша [role=Босс]').night('Даша: Подстава → Вера [role=Вигиланте]').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Даша: Тюрьма/);
        expect(g.rejected('night 1')[0].reason).toMatch(/Тюрьма/);
        const h = await game000().day('Аня: Арест → Даша [role=Киллер]').run();
        expect(h.publicPost('day 1').join('\n')).not.toMatch(/Тюрьма/);
    });

    it('Арест: not two phases in a row, never twice on one target', async () => {
        const g = await game000().day('Аня: Арест → Даша [role=Киллер]').night('Аня: Арест → Егор [role=Киллер]').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        const h = await game000().day('Аня: Арест → Даша [role=Киллер]').night().day('Аня: Арест → Даша [role=Босс]').run();
        expect(h.rejected('day 2')).toHaveLength(1);
    });

    it('Арест is marked *: not from Госпиталь', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]').day('Аня: Арест → Даша [role=Босс]').run();
        expect(g.rejected('day 2')[0].reason).toMatch(/Госпиталь/);
    });
});

describe('Полицейский (Боря)', () => {
    it('Пробить по базе: one guise', async () => {
        const g = await game000().day('Боря: Пробить по базе → Аня').run();
        const [x] = impliedGuises(g, 'day 1', 'Аня', GUISES['Сыщик']);
        expect(g.learned('Боря', 'day 1')).toEqual([`Аня: ${x}`]);
    });

    it('Наган (*): a right guess attacks for 1; a wrong one does nothing', async () => {
        const g = await game000().day('Боря: Наган → Даша [role=Босс]').run();
        expect(hp(g, 'day 1', 'Даша')).toBe(1);
        const h = await game000().day('Боря: Наган → Даша [role=Киллер]').run();
        expect(hp(h, 'day 1', 'Даша')).toBe(2);
    });

    it('Наган: not two phases in a row, never twice on one target', async () => {
        const g = await game000().day('Боря: Наган → Даша [role=Киллер]').night('Боря: Наган → Егор [role=Киллер]').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        const h = await game000().day('Боря: Наган → Даша [role=Киллер]').night().day('Боря: Наган → Даша [role=Босс]').run();
        expect(h.rejected('day 2')).toHaveLength(1);
    });

    it('Наган is an attack: Защита stops it', async () => {
        const g = await game000().day().night('Боря: Наган → Даша [role=Босс]', 'Вера: Защита → Даша').run();
        expect(hp(g, 'night 1', 'Даша')).toBe(2);
    });
});

describe('Вигиланте (Вера)', () => {
    it('Защита: at night the target takes no damage from attacks', async () => {
        const g = await game000().day().night('Вера: Защита → Гоша', 'Егор: Арсенал → Гоша [option=Дробовик]').run();
        expect(hp(g, 'night 1', 'Гоша')).toBe(2);
    });

    it('Защита: non-attack damage still gets through (Пистолет с глушителем)', async () => {
        const g = await game000().day().night('Вера: Защита → Гоша', 'Егор: Арсенал → Гоша [option=Пистолет с глушителем] [role=Мирный житель]').run();
        expect(hp(g, 'night 1', 'Гоша')).toBe(1);
    });

    it('Защита: only at night, never twice on one target', async () => {
        const g = await game000().day('Вера: Защита → Гоша').night('Вера: Защита → Гоша').run();
        expect(g.rejected('day 1')).toHaveLength(1);
        const h = await game000().day().night('Вера: Защита → Гоша').day().night('Вера: Защита → Гоша').run();
        expect(h.rejected('night 2')).toHaveLength(1);
    });

    it('Отравление (*): the target is in Госпиталь the next phase (its * abilities blocked)', async () => {
        const g = await game000().day('Вера: Отравление → Боря').night('Боря: Наган → Даша [role=Босс]').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Боря: Госпиталь/);
        expect(g.rejected('night 1')[0].reason).toMatch(/Госпиталь/);
        expect(hp(g, 'night 1', 'Боря')).toBe(2);
    });

    it('Отравление: not two phases in a row', async () => {
        const g = await game000().day('Вера: Отравление → Боря').night('Вера: Отравление → Аня').run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });
});

describe('Мирный житель (Гоша)', () => {
    it('В свои руки: one guise', async () => {
        const g = await game000().day('Гоша: В свои руки → Аня').run();
        const [x] = impliedGuises(g, 'day 1', 'Аня', GUISES['Сыщик']);
        expect(g.learned('Гоша', 'day 1')).toEqual([`Аня: ${x}`]);
    });

    it('Помощь следствию (*): adds 2 guises of the target\'s own secret role', async () => {
        const g = await game000().day('Гоша: Помощь следствию → Боря').night('Аня: Обыск → Боря').run();
        // 5 + 2 (Помощь) + 1 (end of day 1): 8 guises, 4 of them Полицейский.
        const pool = [...GUISES['Полицейский'], 'Полицейский', 'Полицейский', 'Полицейский'];
        const implied = impliedDistinct(g, 'night 1', 'Боря', pool);
        expect(g.learned('Аня', 'night 1')).toEqual([`Боря: ${implied.join(', ')}`]);
    });
});

describe('Закон: shared abilities', () => {
    it('Отметелить толпой: more than half of the Law (3 of 4) on one target → an attack of 1', async () => {
        const g = await game000().day('Аня: Отметелить толпой → Лёва [role=Маг]', 'Боря: Отметелить толпой → Лёва [role=Маг]', 'Вера: Отметелить толпой → Лёва [role=Маг]').run();
        expect(hp(g, 'day 1', 'Лёва')).toBe(2);
    });

    it('Отметелить толпой: and 1 more damage, not an attack, when the majority guessed the secret role', async () => {
        const g = await game000().day().night(
            'Аня: Отметелить толпой → Лёва [role=Инквизитор]', 'Боря: Отметелить толпой → Лёва [role=Инквизитор]', 'Вера: Отметелить толпой → Лёва [role=Инквизитор]',
            'Нина: Похищение → Лёва',
        ).run();
        // Похищение stops the attack, not the second point.
        expect(hp(g, 'night 1', 'Лёва')).toBe(2);
        const h = await game000().day('Аня: Отметелить толпой → Лёва [role=Инквизитор]', 'Боря: Отметелить толпой → Лёва [role=Инквизитор]', 'Вера: Отметелить толпой → Лёва [role=Инквизитор]').run();
        expect(hp(h, 'day 1', 'Лёва')).toBe(1);
    });

    // «Если больше половины имеющих эту способность применили её…»: the two applied it (they are carried out,
    // they visited Лёва), but too few: the trace says why nothing came of it.
    it('Отметелить толпой: half is not more than half (2 of 4): nothing, and the trace says why', async () => {
        const g = await game000().day('Аня: Отметелить толпой → Лёва [role=Инквизитор]', 'Боря: Отметелить толпой → Лёва [role=Инквизитор]').run();
        expect(hp(g, 'day 1', 'Лёва')).toBe(3);
        expect(g.rejected('day 1')).toEqual([]);
        const steps = g.trace('day 1').filter((t) => t.ability === 'Отметелить толпой').map((t) => `${t.actor} ${t.outcome}: ${t.note}`);
        expect(steps).toEqual(expect.arrayContaining([
            'Боря applied: joins Аня\'s Отметелить толпой',
            'Аня applied: Отметелить толпой',
            'Аня failed: not enough members joined: 2 of the 3 needed (more than half of the 4 living holders): no effect',
        ]));
    });

    it('Отметелить толпой: every member of the majority has a trace step (the first carries it out, the others join)', async () => {
        const g = await game000().day('Аня: Отметелить толпой → Лёва [role=Маг]', 'Боря: Отметелить толпой → Лёва [role=Маг]', 'Вера: Отметелить толпой → Лёва [role=Маг]').run();
        const steps = g.trace('day 1').filter((t) => t.ability === 'Отметелить толпой' && t.outcome === 'applied').map((t) => `${t.actor}: ${t.note}`);
        expect(steps).toEqual(expect.arrayContaining(['Аня: Отметелить толпой', 'Боря: joins Аня\'s Отметелить толпой', 'Вера: joins Аня\'s Отметелить толпой']));
        expect(g.rejected('day 1')).toEqual([]);
    });

    it('Отметелить толпой: the majority counts the living holders (one of 4 dead: 2 of 3 is enough)', async () => {
        const g = await game000().day({ host: [{ remove: 'Гоша' }] })
            .night('Аня: Отметелить толпой → Лёва [role=Маг]', 'Боря: Отметелить толпой → Лёва [role=Маг]').run();
        expect(g.alive('Гоша')).toBe(false);
        expect(g.rejected('night 1')).toEqual([]);
        expect(hp(g, 'night 1', 'Лёва')).toBe(2);
    });

    it('only the Law has it', async () => {
        const g = await game000().day('Даша: Отметелить толпой → Лёва [role=Инквизитор]').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });
});

describe('Босс (Даша)', () => {
    it('Контакты: the Boss and the Killer know each other, once each', async () => {
        const g = await game000().day().run();
        expect(g.learned('Даша')).toEqual(['Егор: Киллер']);
        expect(g.learned('Егор')).toEqual(['Даша: Босс']);
        expect(g.learned('Аня')).toEqual([]);
    });

    it('Звонок: an anonymous message «От Босса»', async () => {
        const g = await game000().day('Даша: Звонок → Аня [Сообщение=сдавайся]').run();
        expect(g.told('Аня', 'day 1')).toContainEqual(expect.stringMatching(/От Босса: сдавайся/));
        expect(g.told('Аня', 'day 1').join('\n')).not.toMatch(/Даша/);
    });

    it('Мозговой центр: 2 guises, 1 on the second phase in a row, 2 again on the third', async () => {
        const g = await game000().day('Даша: Мозговой центр → Аня').night('Даша: Мозговой центр → Аня').day('Даша: Мозговой центр → Аня').run();
        expect(impliedGuises(g, 'day 1', 'Аня', GUISES['Сыщик'])).toHaveLength(2);
        expect(impliedGuises(g, 'night 1', 'Аня', [...GUISES['Сыщик'], 'Сыщик'])).toHaveLength(1);
        expect(impliedGuises(g, 'day 2', 'Аня', [...GUISES['Сыщик'], 'Сыщик', 'Сыщик'])).toHaveLength(2);
    });

    it('Подстава (*): a right guess jails the target next phase; not with Мозговой центр; not two phases in a row', async () => {
        const g = await game000().day('Даша: Подстава → Вера [role=Вигиланте]').night('Вера: Защита → Аня', 'Даша: Подстава → Аня [role=Сыщик]').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Вера: Тюрьма/);
        expect(g.rejected('night 1').map((r) => r.actor).sort()).toEqual(['Вера', 'Даша']);
        const h = await game000().day('Даша: Мозговой центр → Аня', 'Даша: Подстава → Вера [role=Вигиланте]').run();
        expect(h.rejected('day 1')).toHaveLength(1);
    });

    it('Мафия Бессмертна!: only after the Killer\'s death; then two Arsenal weapons of her choice, one at a time', async () => {
        const before = await game000().day().night('Даша: Мафия Бессмертна! → Аня [option=Пистолет]').run();
        expect(before.rejected('night 1')).toHaveLength(1);
        const kill = ['Вера: Отравление → Рита'];
        const g = await game000()
            .day().night('Зоя: Огнешар → Егор', 'Катя: Кровавая баня → Егор [role=Киллер]')
            .day(...kill)
            .night('Даша: Мафия Бессмертна! → Аня [option=Пистолет]')
            .day()
            .night('Даша: Мафия Бессмертна! → Аня [option=Пистолет с глушителем] [role=Сыщик]')
            .day()
            .night('Даша: Мафия Бессмертна! → Боря [option=Дробовик]')
            .run();
        expect(g.deaths('night 1')).toEqual(['Егор']);
        expect(hp(g, 'night 2', 'Аня')).toBe(1);
        expect(g.deaths('night 3')).toEqual(['Аня']);
        expect(g.rejected('night 4')).toHaveLength(1);     // a third weapon
    });
});

describe('Киллер (Егор)', () => {
    it('Арсенал: only at night', async () => {
        const g = await game000().day('Егор: Арсенал → Аня [option=Пистолет]').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });

    it('Снайперская винтовка (*): a right guess attacks for 2; a wrong one does nothing', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Снайперская винтовка] [role=Сыщик]').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        const h = await game000().day().night('Егор: Арсенал → Аня [option=Снайперская винтовка] [role=Маг]').run();
        expect(hp(h, 'night 1', 'Аня')).toBe(2);
    });

    it('Пистолет с глушителем: right guess → 1 damage (not an attack) and a guise; wrong guess → the guise only', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет с глушителем] [role=Сыщик]').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
        const [x] = impliedGuises(g, 'night 1', 'Аня', [...GUISES['Сыщик'], 'Сыщик']);
        expect(g.learned('Егор', 'night 1')).toContain(`Аня: ${x}`);
        const h = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет с глушителем] [role=Маг]').run();
        expect(hp(h, 'night 1', 'Аня')).toBe(2);
        expect(h.learned('Егор', 'night 1').filter((l) => l.startsWith('Аня'))).toHaveLength(1);
    });

    it('Дробовик (*): attacks for 2 and the town learns who shot', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.publicPost('night 1').join('\n')).toMatch(/Дробовик применил Егор/);
    });

    it('Арсенал: one weapon a night', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]', 'Егор: Арсенал → Боря [option=Пистолет]').run();
        expect(hp(g, 'night 1', 'Аня') + hp(g, 'night 1', 'Боря')).toBe(3);
    });

    it('Лечение: +1 life to a character in Госпиталь, once per game', async () => {
        const g = await game000().day().night('Боря: Наган → Гоша [role=Мирный житель]').day('Егор: Лечение → Гоша').night().day('Егор: Лечение → Аня').run();
        expect(hp(g, 'night 1', 'Гоша')).toBe(1);
        expect(hp(g, 'day 2', 'Гоша')).toBe(2);
        expect(g.publicPost('day 2').join('\n')).toMatch(/Гоша: Госпиталь no longer applies/);
        expect(g.rejected('day 3')).toHaveLength(1);
    });

    it('Маскировка (*): adds 2 guises of his choice to the target; not two phases in a row', async () => {
        const g = await game000().day('Егор: Маскировка → Егор [guise=Маг]').night('Аня: Обыск → Егор', 'Егор: Маскировка → Егор [guise=Маг]').run();
        const pool = [...GUISES['Киллер'], 'Маг', 'Маг', 'Киллер'];
        const implied = impliedDistinct(g, 'night 1', 'Егор', pool);
        expect(g.learned('Аня', 'night 1')).toEqual([`Егор: ${implied.join(', ')}`]);
        expect(g.rejected('night 1')).toHaveLength(1);
    });
});
