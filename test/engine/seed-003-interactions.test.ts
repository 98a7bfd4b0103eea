// Seed 003, the cross-role rules (digest 003.D): succession during the night, the sniper's
// counter-shot, death-linked kills, covers, the Idiot's killer, transformations, and the
// harlot's disease meeting the other roles.
import { describe, expect, it } from 'vitest';
import { game003, privately, scores, table003, winners } from './seed-003-kit.js';

const MANIAC = (target: string, option = 'Убить') => `Даша: Ход маньяка → ${target} [option=${option}]`;
const BOSS = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Убить]`;
const DOC = (target: string, option = 'Лечить') => `Рита: Ход доктора → ${target} [option=${option}]`;

describe('003.D.1 mafia succession', () => {
    it('the boss shot first by the sniper: his order dies with him, the mafia kills nobody that night', async () => {
        const g = await game003().night(BOSS('Лёва'), 'Боря: Ход босса мафии → Ева [option=Убить]', 'Лёва: Убийство → Аня').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.alive('Ева')).toBe(true);
    });

    it('003-E42: the boss killed at night, the 2nd rank leads from the next night', async () => {
        const g = await game003().night(MANIAC('Аня')).day().night('Боря: Ход босса мафии → Ева [option=Убить]', 'Саша: Визит → Боря').run();
        expect(g.deaths('night 2')).toEqual([]);      // the Девочка at the new boss stops the kill
    });

    it('the advocate who becomes the boss overnight: his cover still holds that day', async () => {
        const g = await table003({ Аня: 'Мафия', Гоша: 'Адвокат', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель', Даша: 'Маньяк' })
            .night(MANIAC('Аня'), 'Гоша: Отмаза → Ева').day({ hang: 'Ева' }).run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.deaths('day 1')).toEqual([]);
    });
});

describe('003.D.7 the sniper\'s counter-shot', () => {
    it('the mafia shoots him and he shoots a lower rank, not the boss: no counter-shot', async () => {
        const g = await game003().night(BOSS('Лёва'), 'Лёва: Убийство → Боря').run();
        expect(g.deaths('night 1').sort()).toEqual(['Боря', 'Лёва']);
    });

    it('he shoots a killer who is not coming at him: both victims die', async () => {
        const g = await game003().night(MANIAC('Ева'), 'Лёва: Убийство → Даша').run();
        // Only a killer coming at him dies «не успев сделать ход»; this maniac still kills Ева.
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Ева']);
    });

    it('the sheriff and the maniac shoot each other: both die (simultaneous)', async () => {
        const g = await game003().night(MANIAC('Эля'), 'Эля: Убийство → Даша').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Эля']);
    });
});

describe('003.D.8 death-linked kills', () => {
    it('the Хохол killed by the mafia: the mafioso who carried out the kill dies with him', async () => {
        const g = await game003().night('Боря: Ход босса мафии → Харитон [option=Убить]').run();
        expect(g.deaths('night 1').sort()).toEqual(['Боря', 'Харитон']);
    });

    it('the Хохол killed by the boss of a double kill: the boss dies, the other victim too', async () => {
        const g = await game003().night(BOSS('Харитон', 'Ева')).run();
        expect(g.deaths('night 1').sort()).toEqual(['Аня', 'Ева', 'Харитон']);
    });

    it('the Хохол guarded by the Мент survives: nobody dies', async () => {
        const g = await game003().night(MANIAC('Харитон'), 'Таня: Визит → Харитон').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the Шахид visited by the Мент: saved, but his mark was blocked too: nobody dies', async () => {
        const g = await game003().night('Циля: Метка → Ева', MANIAC('Циля'), 'Таня: Визит → Циля').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the Шахид\'s mark healed by the doctor survives', async () => {
        const g = await game003().night('Циля: Метка → Ева', MANIAC('Циля'), DOC('Ева')).run();
        expect(g.deaths('night 1')).toEqual(['Циля']);
    });

    it('the Повеса hanged with his mark covered, the prosecutor having lifted it: both hang', async () => {
        const g = await game003().night('Чарли: Метка → Аня', 'Гоша: Отмаза → Аня', 'Глеб: Снять отмазу → Аня').day({ hang: 'Чарли' }).run();
        expect(g.deaths('day 1').sort()).toEqual(['Аня', 'Чарли']);
    });

    it('the Фанат as bodyguard takes even a bloody kill for the maniac', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша').day()
            .night('Женя: Защита маньяка [option=Стать телохранителем]', 'Катя: Копирование действия → Даша [role=Маньяк] [Действие=Убить с особой жестокостью]').run();
        expect(g.deaths('night 2')).toEqual(['Женя']);
        expect(g.alive('Даша')).toBe(true);
    });
});

describe('003.D.9 covers', () => {
    it('the Идиот\'s killer is covered at the next vote (the mafia: the boss)', async () => {
        const g = await game003().night(BOSS('Дима')).day({ hang: 'Аня' }).run();
        expect(g.deaths('night 1')).toEqual(['Дима']);
        expect(g.deaths('day 1')).toEqual([]);
        expect(g.publicPost('night 1')).toContain('Роль игрока Дима: Идиот.');
    });

    it('…for that vote only', async () => {
        const g = await game003().night(BOSS('Дима')).day().night().day({ hang: 'Аня' }).run();
        expect(g.deaths('day 2')).toEqual(['Аня']);
    });

    it('the Идиот killed by two: both are covered', async () => {
        const g = await game003().night(BOSS('Дима'), MANIAC('Дима')).day({ hang: 'Даша' }).run();
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('a cover announced: nobody hanged even though the covered had the lowest score', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева').day({ hang: 'Ева' }).run();
        expect(scores(g, 'day 1')['Ева']).toBeLessThan(-20);
        expect(g.phase('day 1').events.filter((e) => e.kind === 'execution')).toEqual([]);
    });
});

describe('003.D.2 what the Мент keeps off his target', () => {
    it('the necromancer\'s conversion', async () => {
        const g = await game003().night('Илья: Превращение в скелета → Ева', 'Таня: Визит → Ева').run();
        expect(g.phase('night 1').players.find((p) => p.name === 'Ева')!.statuses).not.toContain('Скелет');
    });

    it('the doctor\'s poison', async () => {
        const g = await game003().night(DOC('Ева', 'Травить'), 'Таня: Визит → Ева').day().night().day('Ева → Аня').run();
        expect(g.rejected('day 2')).toEqual([]);
    });

    it('not the advocate\'s cover', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева', 'Таня: Визит → Ева').day({ hang: 'Ева' }).run();
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('not the checks: the bum, the town journalist, the priest', async () => {
        const g = await game003().night('Таня: Визит → Боря', 'Яна: Проверка → Боря', 'Уля: Сравнение → Боря, Аня', 'Федя: Исповедь → Боря').run();
        expect(g.learned('Яна', 'night 1')).toEqual(['Боря: мафия']);
        expect(g.learned('Уля', 'night 1')).toHaveLength(2);
        expect(g.learned('Федя', 'night 1')).toHaveLength(1);
    });
});

describe('003.D.10 transformations', () => {
    it('the maniac hanged: the werewolf turns', async () => {
        const g = await game003().night().day({ hang: 'Даша' }).run();
        expect(g.role('Зоя')).toBe('Маньяк');
        expect(privately(g, 'Зоя', 'day 1')).toContain('Маньяк погиб: теперь вы — Маньяк.');
    });

    it('the werewolf turned is the maniac for the fan\'s search', async () => {
        const g = await game003().night().day({ hang: 'Даша' }).night('Женя: Поиск маньяка → Зоя').run();
        expect(g.learned('Женя', 'night 2')).toEqual(['Зоя: маньяк']);
    });

    it('003-E28: the death of the Горец (an «immortal maniac») does not turn the werewolf', async () => {
        const g = await game003().night().day({ hang: 'Маша' }).run();
        expect(g.role('Зоя')).toBe('Оборотень');
    });

    it('the sergeant turned commissioner shares nothing with anyone any more, and can kill', async () => {
        const g = await game003().night(MANIAC('Олег')).day().night('Петя: Ход комиссара → Ева [option=Убить]').run();
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });
});

describe('003.D.6 the harlot\'s disease', () => {
    it('the reanimator may save the one who died of it (003-E33)', async () => {
        const g = await game003().night('Егор: Визит → Ева [option=Заразить]').day().night('Алла: Реанимация → Ева').run();
        expect(g.alive('Ева')).toBe(true);
    });

    it('the witness watching the dying client: the disease has no killer to name', async () => {
        const g = await game003().night('Егор: Визит → Ева [option=Заразить]').day().night('Юра: Наблюдение → Ева').run();
        expect(g.learned('Юра', 'night 2')).toEqual(['Ева: nobody']);
    });
});

describe('003.D.2 the blocking family', () => {
    it('the Девочка blocks the doctor: no heal', async () => {
        const g = await game003().night(MANIAC('Ева'), DOC('Ева'), 'Саша: Визит → Рита').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('the Мент blocks the sniper', async () => {
        const g = await game003().night('Лёва: Убийство → Ева', 'Таня: Визит → Лёва').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the шулер\'s successful block stops a maniac', async () => {
        const seeds: number[] = [];
        for (let seed = 1; seed <= 12; seed++) {
            const g = await game003().withSeed(seed).night('Нина: Ход шулера → Даша [option=Подмешать карты соседу]', MANIAC('Ева')).run();
            if (g.alive('Ева')) seeds.push(seed);
        }
        expect(seeds.length).toBeGreaterThan(0);
    });
});

describe('003.D.14 vote deprivation and the boss\'s silent loss together', () => {
    it('a tormented player and an intimidated one: both 0, nobody else penalised for them', async () => {
        const g = await game003().night(MANIAC('Ева', 'Помучать'), 'Аня: Ход босса мафии → Жора [option=Запугать население]').day().run();
        const s = scores(g, 'day 1');
        expect(s['Ева']).toBeUndefined();
        expect(s['Жора']).toBeUndefined();
        expect(s['Дима']).toBe(-2);
    });
});

describe('003.D.15 the Идиот', () => {
    it('a heal from the maniac does not save him either', async () => {
        const g = await game003().night(MANIAC('Дима'), 'Рита: Ход доктора [option=Лечить от роли] [role=Маньяк]').run();
        expect(g.deaths('night 1')).toEqual(['Дима']);
    });

    it('the Мент still saves him', async () => {
        const g = await game003().night(MANIAC('Дима'), 'Таня: Визит → Дима').run();
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('003.D.4 the doctor and the necromancer', () => {
    it('skeletons outnumber everyone with a killing role in the army: the necromancer wins, even dead', async () => {
        const g = await table003({ Илья: 'Некромант', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' })
            .night('Илья: Превращение в скелета → Аня').day({ hang: 'Илья' })
            .night('Аня: Ход босса мафии → Ева [option=Убить]').run();
        // Left: Аня (a skeleton, a killing role) and Жора: one skeleton is not more than one other.
        expect(winners(g)).not.toContain('Илья');
    });
});

describe('one public line per fact', () => {
    it('the Идиот killed bloodily: his role is told once', async () => {
        const g = await game003().night(MANIAC('Дима', 'Убить с особой жестокостью')).run();
        expect(g.publicPost('night 1').filter((t) => t === 'Роль игрока Дима: Идиот.')).toHaveLength(1);
    });
});
