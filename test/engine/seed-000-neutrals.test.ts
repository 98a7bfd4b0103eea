// Seed 000, the secret roles of the Нейтралы (Маг, Колдун, Ведьма, Маньяк, Инквизитор, Лепрекон)
// and their shared Выносливость, on the full cast (seed-000-kit.ts).
import { describe, expect, it } from 'vitest';
import { GUISES, game000, hp, impliedDistinct, impliedGuises, statuses } from './seed-000-kit.js';

// Катя holds Пенсионер, whose Бдительность keeps secret abilities off her; for the Маньяк's own
// tests she swaps explicit roles with Нина (Повар).
const maniacOpen = () => game000({ Катя: ['Повар', 'Маньяк'], Нина: ['Пенсионер', 'Злой Гений'] });

describe('Нейтралы: Выносливость', () => {
    it('+1 life (3), and Госпиталь already at 2 lives', async () => {
        const g = await game000().day().night('Егор: Арсенал → Женя [option=Пистолет]').day().run();
        expect(hp(g, 'day 1', 'Женя')).toBe(3);
        expect(hp(g, 'night 1', 'Женя')).toBe(2);
        expect(statuses(g, 'day 2', 'Женя')).toContain('Госпиталь');
        expect(g.publicPost('night 1').join('\n')).toMatch(/Женя: Госпиталь/);
    });
});

describe('Маг (Женя)', () => {
    it('Огнешар: an attack of 1, at night only', async () => {
        const g = await game000().day('Женя: Огнешар → Аня').night('Женя: Огнешар → Аня').run();
        expect(g.rejected('day 1')).toHaveLength(1);
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
    });

    it('Аура: learns whether the target is the Колдун', async () => {
        const g = await game000().day().night('Женя: Аура → Зоя').run();
        expect(g.learned('Женя', 'night 1')).toEqual(['Зоя: Колдун']);
        const h = await game000().day().night('Женя: Аура → Аня').run();
        expect(h.learned('Женя', 'night 1')).toEqual(['Аня: не Колдун']);
    });

    it('Исцеление: +1 life to a character in Госпиталь', async () => {
        const g = await game000().day().night('Егор: Арсенал → Гоша [option=Пистолет]').day().night('Женя: Исцеление → Гоша').run();
        expect(hp(g, 'night 2', 'Гоша')).toBe(2);
    });

    it('Магический щит: 1 attack damage less this night and the next, but not against Огнешар', async () => {
        const g = await game000().day()
            .night('Женя: Магический щит', 'Егор: Арсенал → Женя [option=Пистолет]')
            .day()
            .night('Егор: Арсенал → Женя [option=Пистолет]', 'Зоя: Огнешар → Женя')
            .run();
        expect(hp(g, 'night 1', 'Женя')).toBe(3);
        expect(hp(g, 'night 2', 'Женя')).toBe(2);  // Пистолет stopped, Огнешар not
    });

    it('Светлый ритуал (*): 2 damage to the Колдун (not an attack), else 2 to the Маг himself', async () => {
        const g = await game000().day().night('Женя: Светлый ритуал → Зоя', 'Нина: Похищение → Зоя').run();
        expect(hp(g, 'night 1', 'Зоя')).toBe(1);
        const h = await game000().day().night('Женя: Светлый ритуал → Аня').run();
        expect(hp(h, 'night 1', 'Аня')).toBe(2);
        expect(hp(h, 'night 1', 'Женя')).toBe(1);
    });

    it('Магия: one spell a night, and not the same spell two nights in a row', async () => {
        const g = await game000().day().night('Женя: Огнешар → Аня').day().night('Женя: Огнешар → Боря').day().night('Женя: Аура → Зоя').run();
        expect(g.rejected('night 2')).toHaveLength(1);
        expect(g.rejected('night 3')).toEqual([]);
    });
});

describe('Колдун (Зоя)', () => {
    it('Огнешар: an attack of 1; not two nights in a row', async () => {
        const g = await game000().day().night('Зоя: Огнешар → Аня').day().night('Зоя: Огнешар → Боря').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
        expect(g.rejected('night 2')).toHaveLength(1);
    });

    it('Магия крови (*): 1 damage to herself (not an attack); that night Огнешар deals 3 to the Маг', async () => {
        const g = await game000().day().night('Зоя: Магия крови', 'Зоя: Огнешар → Женя').run();
        expect(hp(g, 'night 1', 'Зоя')).toBe(2);
        expect(g.deaths('night 1')).toEqual(['Женя']);
        const h = await game000().day().night('Зоя: Магия крови', 'Зоя: Огнешар → Аня').run();
        expect(hp(h, 'night 1', 'Аня')).toBe(1);
    });

    it('Аура: learns whether the target is the Маг; not in a phase with Огнешар', async () => {
        const g = await game000().day('Зоя: Аура → Женя').night('Зоя: Аура → Аня', 'Зоя: Огнешар → Боря').run();
        expect(g.learned('Зоя', 'day 1')).toEqual(['Женя: Маг']);
        expect(g.rejected('night 1')).toHaveLength(1);
    });

    it('Порча (*): whoever uses an ability on her that night gets a dark aura (not the Маг, not by Почта); she knows who', async () => {
        const g = await game000().day().night('Зоя: Порча', 'Аня: Обыск → Зоя', 'Женя: Аура → Зоя', 'Боря: Почта → Зоя [Сообщение=привет]').run();
        const aura = g.learned('Зоя', 'night 1');
        expect(aura).toContain('Аня: тёмная аура');
        expect(aura.filter((l) => /тёмная аура/.test(l))).toEqual(['Аня: тёмная аура']);
    });

    it('Порча: not two nights in a row, not with Огнешар', async () => {
        const g = await game000().day().night('Зоя: Порча').day().night('Зоя: Порча').run();
        expect(g.rejected('night 2')).toHaveLength(1);
        const h = await game000().day().night('Зоя: Порча', 'Зоя: Огнешар → Аня').run();
        expect(h.rejected('night 1')).toHaveLength(1);
    });

    it('Высасывание души: from Госпиталь, on a living aura holder: removes the aura, 1 damage to it, +1 life to her', async () => {
        const g = await game000().day()
            .night('Зоя: Порча', 'Аня: Обыск → Зоя', 'Егор: Арсенал → Зоя [option=Пистолет]')
            .day('Зоя: Высасывание души → Аня')
            .night()
            .run();
        expect(hp(g, 'night 1', 'Зоя')).toBe(2);
        expect(hp(g, 'day 2', 'Аня')).toBe(1);
        expect(hp(g, 'day 2', 'Зоя')).toBe(3);
        // Егор shot her on the Порча night: he keeps his aura; Аня's is gone.
        expect(g.learned('Зоя', 'night 1').filter((l) => /тёмная аура/.test(l)).sort()).toEqual(['Аня: тёмная аура', 'Егор: тёмная аура']);
        expect(g.learned('Зоя', 'night 2').filter((l) => /тёмная аура/.test(l))).toEqual(['Егор: тёмная аура']);
    });

    it('Высасывание души: not outside Госпиталь', async () => {
        const g = await game000().day().night('Зоя: Порча', 'Аня: Обыск → Зоя').day('Зоя: Высасывание души → Аня').run();
        expect(g.rejected('day 2')).toHaveLength(1);
    });
});

describe('Ведьма (Илья)', () => {
    it('Заражение (*): a right guess infects; Алхимия tells her which secret roles are infected', async () => {
        const g = await game000().day('Илья: Заражение → Аня [role=Сыщик]').night().run();
        expect(g.told('Илья', 'night 1').join('\n')).toMatch(/Сыщик/);
        const h = await game000().day('Илья: Заражение → Аня [role=Маг]').night().run();
        expect(h.told('Илья', 'night 1').join('\n')).not.toMatch(/Сыщик/);
    });

    it('Заражение: not with Жатва; not two nights in a row', async () => {
        const g = await game000().day().night('Илья: Заражение → Аня [role=Маг]').day().night('Илья: Заражение → Боря [role=Маг]').run();
        expect(g.rejected('night 2')).toHaveLength(1);
    });

    it('Жатва: at night, infects a dead character', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Дробовик]').day().night('Илья: Жатва → Аня').day().run();
        expect(g.rejected('night 2')).toEqual([]);
        expect(g.told('Илья', 'day 3').join('\n')).toMatch(/Сыщик/);
    });

    it('Проклятие: whoever uses an active ability (not Голосование/Почта) on the cursed one becomes infected', async () => {
        const g = await game000().day('Илья: Проклятие → Боря').night('Аня: Обыск → Боря', 'Гоша: Почта → Боря [Сообщение=x]').day().run();
        const alchemy = g.told('Илья', 'day 2').join('\n');
        expect(alchemy).toMatch(/Сыщик/);
        expect(alchemy).not.toMatch(/Мирный житель/);
    });

    it('Ловец снов: attacks by the cursed do not hurt her', async () => {
        const g = await game000().day('Илья: Проклятие → Егор').night('Егор: Арсенал → Илья [option=Пистолет]').run();
        expect(hp(g, 'night 1', 'Илья')).toBe(3);
        const h = await game000().day().night('Егор: Арсенал → Илья [option=Пистолет]').run();
        expect(hp(h, 'night 1', 'Илья')).toBe(2);
    });
});

describe('Маньяк (Катя)', () => {
    it('Нападение: an attack of 1 at night, not on the first night', async () => {
        const g = await maniacOpen().day().night('Катя: Нападение → Аня').day().night('Катя: Нападение → Аня').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(hp(g, 'night 2', 'Аня')).toBe(1);
    });

    it('Двойная жизнь: his guises become the chosen ones (this phase too), and he gains no others', async () => {
        const g = await maniacOpen().day('Катя: Двойная жизнь [guise=Сыщик]', 'Аня: Обыск → Катя').night('Аня: Обыск → Катя').run();
        expect(g.learned('Аня', 'day 1')).toEqual(['Катя: Сыщик, Сыщик']);
        expect(g.learned('Аня', 'night 1')).toEqual(['Катя: Сыщик']);
    });

    it('no +1 guise at the end of a phase: the pool stays the starting five', async () => {
        const g = await maniacOpen().day().night().day('Боря: Пробить по базе → Катя').run();
        const [x] = impliedGuises(g, 'day 2', 'Катя', GUISES['Маньяк']);
        expect(g.learned('Боря', 'day 2')).toEqual([`Катя: ${x}`]);
    });

    it('he is told every guise drawn from him, not by whom', async () => {
        const g = await maniacOpen().day('Боря: Пробить по базе → Катя').run();
        const [x] = impliedGuises(g, 'day 1', 'Катя', GUISES['Маньяк']);
        expect(g.told('Катя', 'day 1')).toContain(`У вас узнали Личину: ${x}.`);
        expect(g.told('Катя', 'day 1').join('\n')).not.toMatch(/Боря/);
    });

    it('Кровавая баня: a right guess deals 2 (not an attack) and the target\'s attacks on him fail that night', async () => {
        const g = await maniacOpen().day().night('Катя: Кровавая баня → Егор [role=Киллер]', 'Егор: Арсенал → Катя [option=Пистолет]', 'Вера: Защита → Егор').run();
        expect(hp(g, 'night 1', 'Егор')).toBe(0);
        expect(g.deaths('night 1')).toEqual(['Егор']);
        expect(hp(g, 'night 1', 'Катя')).toBe(3);
    });

    it('Кровавая баня: a wrong guess teaches him a guise', async () => {
        const g = await maniacOpen().day().night('Катя: Кровавая баня → Аня [role=Маг]').run();
        const [x] = impliedGuises(g, 'night 1', 'Аня', [...GUISES['Сыщик'], 'Сыщик']);
        expect(g.learned('Катя', 'night 1')).toEqual([`Аня: ${x}`]);
        expect(hp(g, 'night 1', 'Аня')).toBe(2);
    });

    it('Скользкий ублюдок: Двойная жизнь and Кровавая баня work from Тюрьма, Нападение does not', async () => {
        const g = await maniacOpen().day('Зоя: Маски-шоу → Катя').night('Катя: Кровавая баня → Аня [role=Сыщик]', 'Катя: Двойная жизнь [guise=Маг]', 'Катя: Нападение → Боря').run();
        expect(g.rejected('night 1').map((r) => r.ability)).toEqual(['Нападение']);
        expect(g.deaths('night 1')).toEqual(['Аня']);
    });

    it('Слежка (*): whom the target hit with secret targeted abilities this phase (not Почта), and a guise', async () => {
        const g = await maniacOpen().day().night('Катя: Слежка → Аня', 'Аня: Обыск → Боря', 'Аня: Почта → Гоша [Сообщение=x]').run();
        const [x] = impliedGuises(g, 'night 1', 'Аня', [...GUISES['Сыщик'], 'Сыщик']);
        expect(g.learned('Катя', 'night 1').sort()).toEqual(['Аня: Боря', `Аня: ${x}`].sort());
    });
});

describe('Инквизитор (Лёва)', () => {
    it('Никто не ждал испанскую инквизицию!: +4 guises of his choice, this phase too; once per game', async () => {
        const g = await game000().day('Лёва: Никто не ждал испанскую инквизицию! [guise=Маг]', 'Аня: Обыск → Лёва').night().day('Лёва: Никто не ждал испанскую инквизицию! [guise=Маг]').run();
        const pool = [...GUISES['Инквизитор'], 'Маг', 'Маг', 'Маг', 'Маг'];
        const implied = impliedDistinct(g, 'day 1', 'Лёва', pool);
        expect(g.learned('Аня', 'day 1')).toEqual([`Лёва: ${implied.join(', ')}`]);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Арест: jail for the next сутки (two phases), once per game', async () => {
        const g = await game000().day('Лёва: Арест → Вера').night('Вера: Защита → Аня').day('Вера: Отравление → Аня').night('Вера: Защита → Боря').run();
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(g.rejected('day 2')).toHaveLength(1);
        expect(g.rejected('night 2')).toEqual([]);
    });

    it('Аутодафе: a right guess attacks for 3', async () => {
        const g = await game000().day().night('Лёва: Аутодафе → Аня [role=Сыщик]').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
    });

    it('Аутодафе: a wrong guess attacks for 1, and he cannot use it the next night (000-E45)', async () => {
        const g = await game000().day().night('Лёва: Аутодафе → Аня [role=Маг]').day().night('Лёва: Аутодафе → Боря [role=Маг]').day().night('Лёва: Аутодафе → Боря [role=Маг]').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
        expect(g.rejected('night 2')).toHaveLength(1);
        expect(g.rejected('night 3')).toEqual([]);
    });

    it('Слежка (*): like the Маньяк\'s', async () => {
        const g = await game000().day().night('Лёва: Слежка → Аня', 'Аня: Обыск → Боря').run();
        expect(g.learned('Лёва', 'night 1')).toContain('Аня: Боря');
    });
});

describe('Лепрекон (Маша)', () => {
    it('Скопить золото: if one of two draws shows the named guise, +1 life and everyone may hunt again (public)', async () => {
        // Гоша is Мирный житель: after day 1 his pool is 6 guises, 2 of them «Мирный житель».
        for (const seed of [1, 2, 3, 4, 5, 6]) {
            const g = await game000().withSeed(seed).day().night('Маша: Скопить золото → Гоша [guise=Мирный житель]').run();
            // «хотя бы раз»: the second draw is only needed when the first missed.
            const implied = impliedGuises(g, 'night 1', 'Гоша', [...GUISES['Мирный житель'], 'Мирный житель']);
            const hit = implied.includes('Мирный житель');
            expect(implied).toHaveLength(implied[0] === 'Мирный житель' ? 1 : 2);
            expect(hp(g, 'night 1', 'Маша')).toBe(hit ? 4 : 3);     // «Максимальный запас жизней неограничен»

            expect(g.publicPost('night 1').some((l) => /вновь могут использовать Охоту/.test(l))).toBe(hit);
        }
    });

    it('Защита: more Охоты on him than his lives at the phase start → they all fizzle', async () => {
        const hunts = ['Аня', 'Боря', 'Вера', 'Гоша'].map((p) => `${p}: Охота → Маша [option=Маскировка] [guise=Маг]`);
        const g = await game000().day().night('Маша: Защита', ...hunts).run();
        expect(hp(g, 'night 1', 'Маша')).toBe(3);
        expect(g.told('Аня', 'night 1').join('\n')).not.toMatch(/Охота удалась/);
    });

    it('…«впустую»: each fizzled Охота is spent all the same (once per game), and its hunter is told it failed', async () => {
        const hunts = ['Аня', 'Боря', 'Вера', 'Гоша'].map((p) => `${p}: Охота → Маша [option=Маскировка] [guise=Маг]`);
        const g = await game000().day().night('Маша: Защита', ...hunts).day().night('Аня: Охота → Маша [option=Маскировка] [guise=Маг]').run();
        for (const p of ['Аня', 'Боря', 'Вера', 'Гоша']) expect(g.told(p, 'night 1')).toContain('Охота не удалась.');
        expect(g.rejected('night 2').map((r) => r.actor)).toEqual(['Аня']);
        expect(hp(g, 'night 2', 'Маша')).toBe(3);
    });

    it('Защита: otherwise he loses 1 life (and the Hunts work) (000-E11)', async () => {
        const g = await game000().day().night('Маша: Защита', 'Аня: Охота → Маша [option=Маскировка] [guise=Маг]').run();
        expect(hp(g, 'night 1', 'Маша')).toBe(1);
        expect(g.told('Аня', 'night 1').join('\n')).toMatch(/Охота удалась/);
    });
});
