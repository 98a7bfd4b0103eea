// Seed 000, the sixteen explicit («явные») roles, ability by ability, on the full cast of
// seed-000-kit.ts (every player holds an explicit and a secret role). Sixteen living players:
// an execution needs «не менее 40% голосов от числа всех живых персонажей» = 6.4, so 7 votes.
import { describe, expect, it } from 'vitest';
import { executed, game000, hp, plainVotes, statuses, votes } from './seed-000-kit.js';

describe('Политик', () => {
    it('Деспотия: his vote counts as 2 (2 + 5 = 7 executes)', async () => {
        const g = await game000().day('Аня → Гоша', ...plainVotes(5, 'Гоша')).run();
        expect(votes(g, 'day 1')).toEqual({ Гоша: 7 });
        expect(executed(g, 'day 1')).toEqual(['Гоша']);
    });

    it('Амнистия: the target is not jailed in the next phase (Маски-шоу fails), once per game', async () => {
        const g = await game000()
            .day('Зоя: Маски-шоу → Вера', 'Аня: Амнистия → Вера')
            .night('Вера: Защита → Аня')
            .day('Аня: Амнистия → Боря')
            .run();
        expect(statuses(g, 'night 1', 'Вера')).not.toContain('Тюрьма');
        expect(g.publicPost('day 1').join('\n')).not.toMatch(/Вера: Тюрьма/);
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('without Амнистия the same Маски-шоу jails the target for the next phase', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Вера').night('Вера: Защита → Аня').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Вера: Тюрьма/);
        expect(statuses(g, 'night 1', 'Вера')).toContain('Тюрьма');
        expect(g.rejected('night 1')[0].reason).toMatch(/Тюрьма/);
    });
});

describe('Адвокат', () => {
    it('Отмаза: 3 votes are taken off him (7 votes leave 4: no execution)', async () => {
        const g = await game000().day(...plainVotes(7, 'Боря')).run();
        expect(votes(g, 'day 1')).toEqual({ Боря: 4 });
        expect(executed(g, 'day 1')).toEqual([]);
    });

    it('Отмаза: never goes below zero and never shows on its own', async () => {
        const g = await game000().day('Аня → Боря').night().run();
        expect(votes(g, 'day 1')).toEqual({});      // 2 − 3 → 0: nothing to show
        expect(votes(g, 'night 1')).toEqual({});
    });

    it('Оправдательный приговор: the next execution of the target counts as the first (guise, not Тюрьма)', async () => {
        const v = plainVotes(7, 'Гоша');
        const g = await game000().day(...v).night().day('Боря: Оправдательный приговор → Гоша', ...v).night('Гоша: Обыск → Аня').run();
        expect(executed(g, 'day 2')).toEqual(['Гоша']);
        expect(statuses(g, 'night 2', 'Гоша')).not.toContain('Тюрьма');
        expect(g.learned('Даша', 'day 2')).toHaveLength(1);
    });

    it('without it the second execution of a living character jails him for one phase', async () => {
        const v = plainVotes(7, 'Гоша');
        const g = await game000().day(...v).night().day(...v).night().day().run();
        expect(executed(g, 'day 2')).toEqual(['Гоша']);
        expect(g.learned('Даша', 'day 2')).toEqual([]);
        expect(statuses(g, 'night 2', 'Гоша')).toContain('Тюрьма');
        expect(statuses(g, 'day 3', 'Гоша')).not.toContain('Тюрьма');
    });
});

describe('Прокурор', () => {
    it('Обвинительный приговор: publicly adds 3 votes (3 + 4 = 7 executes), once per game', async () => {
        const g = await game000().day('Вера: Обвинительный приговор → Гоша', ...plainVotes(4, 'Гоша')).night().day('Вера: Обвинительный приговор → Даша').run();
        expect(votes(g, 'day 1')).toEqual({ Гоша: 7 });
        expect(executed(g, 'day 1')).toEqual(['Гоша']);
        expect(g.publicPost('day 1').join('\n')).toMatch(/Вера|Обвинительный приговор/);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Привычка обвинять: his vote counts as 2', async () => {
        const g = await game000().day('Вера → Гоша', ...plainVotes(5, 'Гоша')).run();
        expect(votes(g, 'day 1')).toEqual({ Гоша: 7 });
    });

    it('cannot accuse the Миллионер (VIP)', async () => {
        const g = await game000().day('Вера: Обвинительный приговор → Илья', ...plainVotes(4, 'Илья')).run();
        // «не может быть целью»: the order is rejected with the reason, and the once-per-game use is not spent.
        expect(g.rejected('day 1')).toEqual([expect.objectContaining({ actor: 'Вера', reason: 'Илья cannot be the target of Обвинительный приговор: immune to it' })]);
        expect(votes(g, 'day 1')).toEqual({ Илья: 4 });
        const next = await game000().day('Вера: Обвинительный приговор → Илья').night().day('Вера: Обвинительный приговор → Гоша', 'Аня → Гоша').run();
        expect(next.rejected('day 2')).toEqual([]);
        expect(votes(next, 'day 2')).toEqual({ Гоша: 5 });   // +3, and Аня's vote counts 2 (Политик)
    });
});

// Аня (Политик, Сыщик, 2 ХП) dies on night 1: Пистолет + Огнешар.
const killАня = ['Егор: Арсенал → Аня [option=Пистолет]', 'Зоя: Огнешар → Аня'];

describe('Мародер', () => {
    it('Экстумация: learns a dead character\'s secret role, once per game, in any phase', async () => {
        const g = await game000().day().night(...killАня).day('Гоша: Экстумация → Аня').night('Гоша: Экстумация → Аня').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.learned('Гоша', 'day 2')).toEqual(['Аня: Сыщик']);
        expect(g.rejected('night 2')).toHaveLength(1);
    });

    it('Экстумация: only on the dead', async () => {
        const g = await game000().day('Гоша: Экстумация → Аня').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });

    it('Гробокопательство: from the next phase publicly has the dead one\'s explicit abilities (Политик: vote ×2, Амнистия)', async () => {
        const g = await game000()
            .day().night(...killАня)
            .day('Гоша: Гробокопательство → Аня')
            .night('Гоша: Амнистия → Вера', 'Гоша → Боря', ...plainVotes(4, 'Боря'))
            .run();
        // public at the start of night 2: in the day-2 post, the phase the order was given in
        expect(g.publicPost('day 2').join('\n')).toMatch(/Гоша получает способности роли Политик/);
        expect(g.publicPost('night 2').join('\n')).not.toMatch(/Политик/);
        expect(g.rejected('night 2')).toEqual([]);
        // 2 (Гоша, as Политик) + 4 - 3 (Отмаза) = 3
        expect(votes(g, 'night 2')).toEqual({ Боря: 3 });
    });
});

describe('Мститель', () => {
    it('Запрещённые препараты: would die → 1 life instead (public), Тюрьма from the end of the next phase to the end of the game', async () => {
        const g = await game000()
            .day()
            .night('Егор: Арсенал → Даша [option=Пистолет]', 'Зоя: Огнешар → Даша')
            .day('Даша: Звонок → Аня [Сообщение=привет]')
            .night('Даша: Звонок → Аня [Сообщение=привет]')
            .day().run();
        expect(g.deaths()).toEqual([]);
        expect(g.publicPost('night 1').join('\n')).toMatch(/Даша: сработали Запрещённые препараты/);
        expect(hp(g, 'night 1', 'Даша')).toBe(1);
        expect(statuses(g, 'day 2', 'Даша')).toEqual([]);
        expect(g.rejected('day 2')).toEqual([]);
        expect(statuses(g, 'night 2', 'Даша')).toContain('Тюрьма');
        expect(g.rejected('night 2')[0].reason).toMatch(/Тюрьма/);
        expect(statuses(g, 'day 3', 'Даша')).toContain('Тюрьма');
    });

    it('Запрещённые препараты works once: the second death is final', async () => {
        const g = await game000()
            .day()
            .night('Егор: Арсенал → Даша [option=Пистолет]', 'Зоя: Огнешар → Даша')
            .day()
            .night('Егор: Арсенал → Даша [option=Пистолет]')
            .run();
        expect(g.deaths('night 2')).toEqual(['Даша']);
    });

    it('Жажда действий: never in Госпиталь, even at 1 life', async () => {
        const g = await game000().day().night('Егор: Арсенал → Даша [option=Пистолет]').day().run();
        expect(hp(g, 'night 1', 'Даша')).toBe(1);
        expect(statuses(g, 'day 2', 'Даша')).not.toContain('Госпиталь');
        expect(g.publicPost('night 1').join('\n')).not.toMatch(/Госпиталь/);
    });

    it('Жажда действий: the later posts do not announce Госпиталь gained and lost either', async () => {
        const g = await game000().day().night('Егор: Арсенал → Даша [option=Пистолет]').day().night().run();
        expect(g.publicPost('day 2').join('\n')).not.toMatch(/Госпиталь/);
        expect(g.publicPost('night 2').join('\n')).not.toMatch(/Госпиталь/);
    });
});

describe('Юрист', () => {
    it('Влияние: his vote counts as 2', async () => {
        const g = await game000().day('Егор → Гоша', ...plainVotes(5, 'Гоша')).run();
        expect(votes(g, 'day 1')).toEqual({ Гоша: 7 });
    });

    it('Изучение дела: learns the guise of an executed target he did not vote for', async () => {
        const g = await game000().day('Егор: Изучение дела → Гоша', ...plainVotes(7, 'Гоша')).run();
        const about = g.learned('Егор', 'day 1').filter((l) => l.startsWith('Гоша'));
        expect(about).toHaveLength(1);
        expect(about[0]).toMatch(/^Гоша: (Сыщик|Мирный житель|Лепрекон|Злой Гений|Джокер)$/);
    });

    it('Изучение дела: nothing when the target was not executed', async () => {
        const g = await game000().day('Егор: Изучение дела → Гоша', ...plainVotes(3, 'Гоша')).run();
        expect(g.learned('Егор', 'day 1')).toEqual(['Даша: Босс']);    // only Контакты
    });

    it('Изучение дела: not on the one he votes against', async () => {
        const g = await game000().day('Егор: Изучение дела → Гоша', 'Егор → Гоша').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });
});

describe('Журналист', () => {
    it('Расследование: learns the guise at the end of the NEXT phase', async () => {
        const g = await game000().day('Женя: Расследование → Гоша').night().run();
        expect(g.learned('Женя', 'day 1')).toEqual([]);
        expect(g.learned('Женя', 'night 1')).toHaveLength(1);
        expect(g.learned('Женя', 'night 1')[0]).toMatch(/^Гоша: (Сыщик|Мирный житель|Лепрекон|Злой Гений|Джокер)$/);
    });

    it('Свобода слова: not jailed by others\' abilities (Маски-шоу)…', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Женя').night().run();
        expect(statuses(g, 'night 1', 'Женя')).not.toContain('Тюрьма');
    });

    it('…but jailed by a second execution (Голосование is excepted)', async () => {
        const v = plainVotes(7, 'Женя');
        const g = await game000().day(...v).night().day(...v).night().run();
        expect(statuses(g, 'night 2', 'Женя')).toContain('Тюрьма');
    });
});

describe('Комиссар', () => {
    it('Маски-шоу: public, once per game', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Вера').night().day('Зоя: Маски-шоу → Аня').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Вера/);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Маски-шоу: not on someone in Госпиталь', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]').day('Зоя: Маски-шоу → Аня').run();
        expect(statuses(g, 'day 2', 'Аня')).toContain('Госпиталь');
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Проверка документов: learns a guise of the target', async () => {
        const g = await game000().day('Зоя: Проверка документов → Боря').run();
        expect(g.learned('Зоя', 'day 1')[0]).toMatch(/^Боря: (Босс|Полицейский|Киллер|Инквизитор|Социопат)$/);
    });

    it('Проверка документов: once per game', async () => {
        const g = await game000().day('Зоя: Проверка документов → Боря').night().day('Зоя: Проверка документов → Вера').run();
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Проверка документов: not in a phase in which she votes', async () => {
        const g = await game000().day('Зоя: Проверка документов → Боря', 'Зоя → Гоша').run();
        expect(g.learned('Зоя', 'day 1')).toEqual([]);
    });
});

describe('Миллионер', () => {
    it('VIP: enhanced voters count only 1 against him (4 enhanced + 2 = 6: no execution)', async () => {
        const g = await game000().day('Аня → Илья', 'Вера → Илья', 'Егор → Илья', 'Петя → Илья', 'Даша → Илья', 'Женя → Илья').run();
        expect(votes(g, 'day 1')).toEqual({ Илья: 6 });
        expect(executed(g, 'day 1')).toEqual([]);
    });

    it('VIP: not a target of active public abilities (Маски-шоу, Диверсия, Взятка is his own)', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Илья', 'Лёва: Диверсия → Илья').night().run();
        expect(g.rejected('day 1').map((r) => [r.actor, r.reason])).toEqual([
            ['Зоя', 'Илья cannot be the target of Маски-шоу: immune to it'],
            ['Лёва', 'Илья cannot be the target of Диверсия: immune to it'],
        ]);
        expect(hp(g, 'day 1', 'Илья')).toBe(3);
        expect(statuses(g, 'night 1', 'Илья')).toEqual([]);
    });

    it('VIP: secret abilities still reach him', async () => {
        const g = await game000().day('Аня: Обыск → Илья').run();
        expect(g.rejected('day 1')).toEqual([]);
        expect(g.learned('Аня', 'day 1')).toHaveLength(1);
    });

    it('Взятка: learns a guise, once per game', async () => {
        const g = await game000().day('Илья: Взятка → Боря').night().day('Илья: Взятка → Вера').run();
        expect(g.learned('Илья', 'day 1')[0]).toMatch(/^Боря: /);
        expect(g.rejected('day 2')).toHaveLength(1);
    });
});

describe('Пенсионер', () => {
    it('Бдительность: others\' secret information abilities cannot target him', async () => {
        const g = await game000().day('Аня: Обыск → Катя').run();
        expect(g.rejected('day 1')).toEqual([expect.objectContaining({ actor: 'Аня', reason: 'Катя cannot be the target of Обыск: immune to it' })]);
        expect(g.learned('Аня', 'day 1')).toEqual([]);
    });

    it('Бдительность: damage and protection from attacks still reach him', async () => {
        const g = await game000().day().night('Егор: Арсенал → Катя [option=Пистолет]', 'Вера: Защита → Катя').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(hp(g, 'night 1', 'Катя')).toBe(3);
    });

    it('Наблюдение: learns whether the target used targeted abilities on others this phase', async () => {
        const g = await game000().day('Катя: Наблюдение → Аня', 'Аня: Обыск → Боря').run();
        expect(g.learned('Катя', 'day 1')).toEqual(['Аня: применяла']);
        const h = await game000().day('Катя: Наблюдение → Аня').run();
        expect(h.learned('Катя', 'day 1')).toEqual(['Аня: не применяла']);
    });
});

describe('Электрик', () => {
    it('Диверсия: publicly takes a life, once per game', async () => {
        const g = await game000().day('Лёва: Диверсия → Аня').night().day('Лёва: Диверсия → Боря').run();
        expect(hp(g, 'day 1', 'Аня')).toBe(1);
        expect(g.publicPost('day 1').join('\n')).toMatch(/Аня: Госпиталь/);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Диверсия: not on someone in Госпиталь or Тюрьма', async () => {
        const g = await game000().day('Зоя: Маски-шоу → Боря').night('Егор: Арсенал → Аня [option=Пистолет]').day('Лёва: Диверсия → Аня').run();
        expect(g.rejected('day 2')).toHaveLength(1);
        const h = await game000().day('Зоя: Маски-шоу → Боря').night('Лёва: Диверсия → Боря').run();
        expect(h.rejected('night 1')).toHaveLength(1);
    });

    it('Напиться: next phase he cannot act and cannot be targeted', async () => {
        const g = await game000().day('Лёва: Напиться').night('Лёва: Слежка → Аня', 'Аня: Обыск → Лёва').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Лёва: Пьян/);
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Лёва', 'Аня']);
        expect(g.rejected('night 1')[1].reason).toBe('Лёва cannot be the target of Обыск: Пьян');
        expect(g.learned('Аня', 'night 1')).toEqual([]);
    });
});

describe('Священник', () => {
    it('Исповедь: the priest and the target learn one guise of each other, privately', async () => {
        const g = await game000().day('Маша: Исповедь → Боря').run();
        expect(g.learned('Маша', 'day 1')).toHaveLength(1);
        expect(g.learned('Маша', 'day 1')[0]).toMatch(/^Боря: /);
        expect(g.learned('Боря', 'day 1')).toHaveLength(1);
        expect(g.learned('Боря', 'day 1')[0]).toMatch(/^Маша: (Вигиланте|Мирный житель|Маг|Лепрекон|Подменыш)$/);
        expect(g.publicPost('day 1').join('\n')).not.toMatch(/Исповедь/);
    });

    it('Уважение: every execution of the priest counts as the first (voters learn a guise, no Тюрьма)', async () => {
        const v = plainVotes(7, 'Маша');
        const g = await game000().day(...v).night().day(...v).night().run();
        expect(executed(g, 'day 2')).toEqual(['Маша']);
        expect(statuses(g, 'night 2', 'Маша')).not.toContain('Тюрьма');
        expect(g.learned('Даша', 'day 2')).toHaveLength(1);
    });
});

describe('Повар', () => {
    it('Карательная кулинария: the target lies in Госпиталь the next night regardless of ХП (no (*) abilities)', async () => {
        const g = await game000().day('Нина: Карательная кулинария → Боря').night('Боря: Наган → Даша [role=Босс]').run();
        expect(g.publicPost('day 1').join('\n')).toMatch(/Боря: Госпиталь/);
        expect(g.rejected('night 1')[0].reason).toMatch(/Госпиталь/);
    });

    it('Карательная кулинария used at night: Госпиталь the NEXT night, not the day between (000-E55)', async () => {
        const g = await game000().day().night('Нина: Карательная кулинария → Боря').day('Боря: Наган → Даша [role=Босс]').night('Боря: Наган → Егор [role=Киллер]').run();
        expect(g.rejected('day 2')).toEqual([]);
        expect(g.rejected('night 2')[0].reason).toMatch(/Госпиталь/);
    });

    it('Карательная кулинария: not two phases in a row', async () => {
        const g = await game000().day('Нина: Карательная кулинария → Боря').night('Нина: Карательная кулинария → Вера').run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });

    it('Спасительная кулинария: the next night the target takes 1 damage less', async () => {
        const g = await game000().day('Нина: Спасительная кулинария → Гоша').night('Егор: Арсенал → Гоша [option=Пистолет]').run();
        expect(hp(g, 'night 1', 'Гоша')).toBe(2);
    });
});

describe('Здоровяк', () => {
    it('ЗОЖ: 3 lives, and he knows them', async () => {
        const g = await game000().day().night('Егор: Арсенал → Олег [option=Пистолет]', 'Зоя: Огнешар → Олег').run();
        expect(g.alive('Олег')).toBe(true);
        expect(g.learned('Олег', 'day 1')).toContain('Олег: 3');
        expect(g.learned('Олег', 'night 1')).toContain('Олег: 1');
    });

    it('ЗОЖ: with 3 lives, Госпиталь only at 1', async () => {
        const g = await game000().day().night('Егор: Арсенал → Олег [option=Пистолет]').day().run();
        expect(hp(g, 'night 1', 'Олег')).toBe(2);
        expect(statuses(g, 'day 2', 'Олег')).toEqual([]);
    });

    it('Угрожать: a threatened player who targets him the next phase takes 1 damage; never twice on one target', async () => {
        const g = await game000().day('Олег: Угрожать → Аня').night('Аня: Обыск → Олег').day('Олег: Угрожать → Аня').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(1);
        expect(g.rejected('day 2')).toHaveLength(1);
    });

    it('Угрожать: nothing if the threatened player leaves him alone', async () => {
        const g = await game000().day('Олег: Угрожать → Аня').night('Аня: Обыск → Боря').run();
        expect(hp(g, 'night 1', 'Аня')).toBe(2);
    });
});

describe('Анонимус', () => {
    it('Особый цинизм: his vote counts as 2', async () => {
        const g = await game000().day('Петя → Гоша', ...plainVotes(5, 'Гоша')).run();
        expect(votes(g, 'day 1')).toEqual({ Гоша: 7 });
    });

    it('Аноним: 5 extra «Аноним» guises (pool of 11 after the first phase)', async () => {
        const g = await game000().day().night('Аня: Обыск → Петя').run();
        // Петя's pool: Сыщик, Колдун, Инквизитор, Злой Гений, Джокер, 5 × Аноним, Джокер (+1 of day 1).
        const pool = ['Сыщик', 'Колдун', 'Инквизитор', 'Злой Гений', 'Джокер', 'Аноним', 'Аноним', 'Аноним', 'Аноним', 'Аноним', 'Джокер'];
        const draws = g.trace('night 1').filter((t) => t.outcome === 'draw').map((t) => Number(/: ([0-9.]+)/.exec(t.note ?? '')![1]));
        expect(draws).toHaveLength(2);
        const [learned] = g.learned('Аня', 'night 1');
        const names = learned.replace(/^Петя: /, '').split(', ');
        names.forEach((n, i) => expect(pool.slice(Math.floor(draws[i] * 11), Math.floor(draws[i] * 11) + 1)).toContain(n));
    });
});

describe('Доктор', () => {
    it('Операция: +1 life to another character in Госпиталь, once per game', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]').day('Рита: Операция → Аня').night().day('Рита: Операция → Аня').run();
        expect(hp(g, 'day 2', 'Аня')).toBe(2);
        expect(g.publicPost('day 2').join('\n')).toMatch(/Аня/);
        expect(g.rejected('day 3')).toHaveLength(1);
    });

    it('Операция: not on himself, not on someone outside Госпиталь', async () => {
        const g = await game000().day('Рита: Операция → Аня').run();
        expect(g.rejected('day 1')).toHaveLength(1);
    });

    it('Осмотр: learns the damaging abilities applied to the target in the previous phase', async () => {
        const g = await game000().day().night('Егор: Арсенал → Аня [option=Пистолет]').day('Рита: Осмотр → Аня').run();
        expect(g.learned('Рита', 'day 2')).toHaveLength(1);
        expect(g.learned('Рита', 'day 2')[0]).toMatch(/Пистолет|Арсенал/);
    });
});
