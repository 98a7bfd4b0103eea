// Seed 000: a second black-box audit through the CLI contract (game JSON in, result JSON out), on
// multi-phase interactions, each checked against the seed's text. Sixteen living players.
import { describe, expect, it } from 'vitest';
import { CAST_000, game000, hp, statuses, winners } from './seed-000-kit.js';

describe('Амнистия against the Инквизитор\'s Арест «на следующие сутки» (000-E18, 000-E26)', () => {
    // «Амнистия - … На следующую фазу цель не попадёт в Тюрьму.»
    // «Арест — один раз за игру может отправить цель в Тюрьму на следующие сутки.»
    // Амнистия covers one phase only: the second phase of the сутки still finds Вера in Тюрьма.
    it('Вера is free in night 1 but jailed in day 2', async () => {
        const g = await game000().day('Лёва: Арест → Вера', 'Аня: Амнистия → Вера').night('Вера: Защита → Аня').day('Вера: Отравление → Аня').run();
        expect(statuses(g, 'night 1', 'Вера')).not.toContain('Тюрьма');
        expect(g.rejected('night 1')).toEqual([]);
        expect(statuses(g, 'day 2', 'Вера')).toContain('Тюрьма');
        expect(g.rejected('day 2').map((r) => r.actor)).toEqual(['Вера']);
    });
});

describe('the Арест is announced when it is made (000: «Все случаи получения … статусов объявляются публично»)', () => {
    it('a day-1 Арест: «Егор: Тюрьма.» in the day-1 post, the jail in force in night 1 and day 2, its end in the day-2 post', async () => {
        const g = await game000().day('Лёва: Арест → Егор').night().day().run();
        expect(g.publicPost('day 1')).toContain('Егор: Тюрьма.');
        expect(g.publicPost('night 1').join(' ')).not.toContain('Егор');
        expect(statuses(g, 'night 1', 'Егор')).toContain('Тюрьма');
        expect(statuses(g, 'day 2', 'Егор')).toContain('Тюрьма');
        expect(g.publicPost('day 2').join('\n')).toMatch(/^Егор: Тюрьма \S/m);   // «… больше не действует»
    });
});

describe('Джокер: Ва-банк «в любой момент»', () => {
    const list = Object.values(CAST_000).map(([explicit, secret]) => `${explicit}=${secret}`).join('; ');
    // 000-E47: «в любой момент» — usable by a living Joker regardless of Тюрьма.
    it('works from Тюрьма: jailed by Маски-шоу, he still wins at once (before the Дробовик)', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Петя').night(`Петя: Ва-банк [Расклад=${list}]`, 'Егор: Дробовик → Петя').run();
        expect(statuses(g, 'night 1', 'Петя')).toContain('Тюрьма');
        expect(g.rejected('night 1')).toEqual([]);
        expect(winners(g)).toContain('Петя');
    });
    // «Оставьте меня в покое! - побеждает вместе с любым персонажем, если в конце игры не находится в Тюрьме.»
    it('the free Социопат wins with him; a jailed one does not', async () => {
        const free = await game000().day(`Петя: Ва-банк [Расклад=${list}]`).run();
        expect(winners(free)).toEqual(['Петя', 'Рита']);
        const jailed = await game000().day('Зоя: Маски-шоу → Рита').night(`Петя: Ва-банк [Расклад=${list}]`).run();
        expect(winners(jailed)).toEqual(['Петя']);
    });
});

describe('Пенсионер: Бдительность keeps off only secret abilities (000-E29)', () => {
    // «не может быть целью чужих тайных способностей, кроме наносящих урон и защит от атак»; 000-E29:
    // the secret roles' abilities and the explicit ones used «тайно» — Почта, Ход and the explicit roles'
    // abilities with no visibility word (Расследование, Амнистия…) still reach him.
    it('Почта, Расследование and a Пас reach Катя', async () => {
        const g = await game000()
            .day('Вера: Почта → Катя [Сообщение=привет]', 'Женя: Расследование → Катя')
            .night('Петя: Раздача → Аня')
            .day()
            .night('Аня: Пас → Катя')
            .run();
        expect(g.told('Катя', 'day 1').join('\n')).toMatch(/привет/);
        expect(g.learned('Женя', 'night 1').length).toBeGreaterThan(0);
        expect(g.phase('night 2').players.find((p) => p.name === 'Катя')!.resources?.['Карты']).toBe(1);
    });
    it('a secret role\'s ability (Раздача) and a «тайно» one (Исповедь) still do not', async () => {
        const g = await game000().day('Маша: Исповедь → Катя').night('Петя: Раздача → Катя').run();
        expect(g.learned('Маша', 'day 1')).toEqual([]);
        expect(g.phase('night 1').players.find((p) => p.name === 'Катя')!.resources?.['Карты']).toBe(0);
    });
});

describe('Голосование is a targeted ability (000-E30, 000-E43)', () => {
    // «Угрожать - … Если на следующую фазу цель применит целевые способности на Здоровяка, она получит 1 урона»
    it('Угрожать: the threatened Нина votes against Олег the next phase and takes 1 damage', async () => {
        const g = await game000().day('Олег: Угрожать → Нина').night('Нина → Олег').day().run();
        expect(hp(g, 'night 1', 'Нина')).toBe(1);
        expect(statuses(g, 'day 2', 'Нина')).toContain('Госпиталь');
    });
    it('Угрожать: voting against someone else costs nothing', async () => {
        const g = await game000().day('Олег: Угрожать → Нина').night('Нина → Аня').run();
        expect(hp(g, 'night 1', 'Нина')).toBe(2);
    });
    // «Порча - … Каждый, применивший в эту ночь способность (кроме Почты и Кровавой Бани) на Колдуна, кроме Мага, получает "тёмную ауру".»
    it('Порча: a vote against the Колдун that night gives the voter a dark aura', async () => {
        const g = await game000().day().night('Зоя: Порча', 'Нина → Зоя').run();
        expect(g.learned('Зоя', 'night 1').join('\n')).toMatch(/Нина/);
    });
});

describe('Маски-шоу «не находящегося в этот момент в Госпитале» (000-E27: checked at resolution)', () => {
    it('Аня, put in Госпиталь by this night\'s Пистолет, is not jailed by the same night\'s Маски-шоу', async () => {
        const g = await game000().day().night('Егор: Пистолет → Аня', 'Зоя: Маски-шоу → Аня').day().run();
        expect(statuses(g, 'day 2', 'Аня')).toEqual(['Госпиталь']);
    });
    it('without the shot the same Маски-шоу jails her for the next phase', async () => {
        const g = await game000().day().night('Зоя: Маски-шоу → Аня').day().run();
        expect(statuses(g, 'day 2', 'Аня')).toContain('Тюрьма');
    });
});

describe('Слежка «узнать, на кого она применяла тайные целевые способности в эту фазу»', () => {
    // Слежка resolves at stage Сведения; the Киллер's Пистолет (an option of his ability) at a later stage:
    // it was still used this phase, so the watcher learns its target (audit 2, p05b/p05e).
    it('the Инквизитор\'s Слежка on the Киллер sees the Пистолет\'s target', async () => {
        const g = await game000().day().night('Лёва: Слежка → Егор', 'Егор: Пистолет → Гоша').run();
        expect(g.told('Лёва', 'night 1').join(' ')).toContain('Слежка: Егор — Гоша.');
    });
});
