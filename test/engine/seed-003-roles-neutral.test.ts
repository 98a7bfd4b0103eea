// Seed 003, the maniac's side and the solo roles (digest 003.C 4–13): Маньяк, Путана, Фанат,
// Оборотень, Некромант, Джокер/Агент, Двойной агент, Снайпер, Горец, Шулер.
import { describe, expect, it } from 'vitest';
import { FOR, game003, privately, table003, winners } from './seed-003-kit.js';

const MANIAC = (target: string, option = 'Убить') => `Даша: Ход маньяка → ${target} [option=${option}]`;
const DOC = (target: string, option = 'Лечить') => `Рита: Ход доктора → ${target} [option=${option}]`;
const BOSS = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Убить]`;
const INFECT = (target: string) => `Егор: Визит → ${target} [option=Заразить]`;

describe('Маньяк', () => {
    it('Убить: kills', async () => {
        const g = await game003().night(MANIAC('Ева')).run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('Убить с особой жестокостью: kills and reveals the victim\'s role, even with 10 alive or fewer', async () => {
        const g = await table003({ Даша: 'Маньяк', Ева: 'Комиссар', Жора: 'Мирный житель', Аня: 'Мафия', Дима: 'Мирный житель' })
            .night(MANIAC('Ева', 'Убить с особой жестокостью')).run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.publicPost('night 1')).toContain('Роль игрока Ева: Комиссар.');
    });

    it('a plain kill with 10 alive or fewer: the role stays hidden', async () => {
        const g = await table003({ Даша: 'Маньяк', Ева: 'Комиссар', Жора: 'Мирный житель', Аня: 'Мафия', Дима: 'Мирный житель' })
            .night(MANIAC('Ева')).run();
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Ева.']);
    });

    it('Помучать: the target loses his vote for two days, announced in the night results', async () => {
        const g = await game003().night(MANIAC('Ева', 'Помучать')).day('Ева → Аня').night().day('Ева → Аня').night().day('Ева → Аня').run();
        expect(g.publicPost('night 1')).toContain('Игрок Ева лишён голоса на два дня.');
        expect(g.rejected('day 1').map((r) => r.actor)).toEqual(['Ева']);
        expect(g.rejected('day 2').map((r) => r.actor)).toEqual(['Ева']);
        expect(g.rejected('day 3')).toEqual([]);
    });

    it('Помучать: «то же озвучивается и на следующий день»', async () => {
        const g = await game003().night(MANIAC('Ева', 'Помучать')).day().run();
        expect(g.publicPost('day 1').join(' ')).toMatch(/Игрок Ева лишён голоса/);
    });

    it('Помучать a player the Мент guards: no vote lost, nothing announced', async () => {
        const g = await game003().night(MANIAC('Ева', 'Помучать'), 'Таня: Визит → Ева').day().night().day('Ева → Аня').run();
        expect(g.publicPost('night 1')).toEqual([]);
        expect(g.rejected('day 2')).toEqual([]);      // a torment would last two days (the Мент's own 50% only one)
    });

    it('one action a night: a second order replaces the first', async () => {
        const g = await game003().night(MANIAC('Ева'), MANIAC('Жора')).run();
        expect(g.deaths('night 1')).toEqual(['Жора']);
    });
});

describe('Путана', () => {
    it('Заразить: the client dies the next night, not this one', async () => {
        const g = await game003().night(INFECT('Ева')).day().night().run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.deaths('day 1')).toEqual([]);
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });

    it('the client loses his vote the day after the visit with 50%', async () => {
        let silenced = 0;
        for (let seed = 1; seed <= 30; seed++) {
            const g = await game003().withSeed(seed).night(INFECT('Ева')).day('Ева → Аня').run();
            if (g.rejected('day 1').some((r) => r.actor === 'Ева')) silenced++;
        }
        expect(silenced).toBeGreaterThan(5);
        expect(silenced).toBeLessThan(25);
    });

    it('the doctor healing the client on the infection night cures him', async () => {
        const g = await game003().night(INFECT('Ева'), DOC('Ева')).day().night().run();
        expect(g.deaths('night 2')).toEqual([]);
    });

    it('the doctor healing the client the next night cures him too', async () => {
        const g = await game003().night(INFECT('Ева')).day().night(DOC('Ева')).day().night().run();
        expect(g.deaths('night 2')).toEqual([]);
        expect(g.deaths('night 3')).toEqual([]);
    });

    it('a Мент at the client on the infection night: no infection', async () => {
        const g = await game003().night(INFECT('Ева'), 'Таня: Визит → Ева').day().night().run();
        expect(g.deaths('night 2')).toEqual([]);
    });

    it('a Мент at the client on the night of death: he dies all the same', async () => {
        const g = await game003().night(INFECT('Ева')).day().night('Таня: Визит → Ева').run();
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });

    it('an infected Хохол dies alone: the harlot does not die with him', async () => {
        const g = await game003().night(INFECT('Харитон')).day().night().run();
        expect(g.deaths('night 2')).toEqual(['Харитон']);
        expect(g.alive('Егор')).toBe(true);
    });

    it('an infected Шахид: his mark dies with him only with 50%', async () => {
        let marked = 0;
        for (let seed = 1; seed <= 30; seed++) {
            const g = await game003().withSeed(seed).night(INFECT('Циля')).day().night('Циля: Метка → Ева').run();
            expect(g.deaths('night 2')).toContain('Циля');
            if (g.deaths('night 2').includes('Ева')) marked++;
        }
        expect(marked).toBeGreaterThan(5);
        expect(marked).toBeLessThan(25);
    });

    it('Лишить голоса: the client surely loses his vote, the next day only', async () => {
        const g = await game003().night('Егор: Визит → Ева [option=Лишить голоса]').day('Ева → Аня').night().day('Ева → Аня').run();
        expect(g.rejected('day 1').map((r) => r.actor)).toEqual(['Ева']);
        expect(g.rejected('day 2')).toEqual([]);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('on the maniac\'s side (announced by the host at the start): wins with the maniac', async () => {
        const g = await table003({ Даша: 'Маньяк', Егор: 'Путана', Ева: 'Мирный житель' }).tag('Егор', 'НаСторонеМаньяка')
            .night(MANIAC('Ева')).run();
        expect(g.winner).toEqual({ factions: expect.arrayContaining(['Сторона маньяка']), players: ['Даша', 'Егор'] });
    });
});

describe('Фанат', () => {
    it('checks two players a night while more than 10 are in town: «маньяк» / «не маньяк»', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Ева, Даша').run();
        expect(g.learned('Женя', 'night 1')).toEqual(['Ева: не маньяк', 'Даша: маньяк']);
    });

    it('only one check with 10 or fewer', async () => {
        const ten = { Женя: 'Фанат', Даша: 'Маньяк', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель', Олег: 'Комиссар', Саша: 'Девочка', Таня: 'Мент' };
        const g = await table003(ten).night('Женя: Поиск маньяка → Ева, Даша').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Женя']);
        const h = await table003(ten).night('Женя: Поиск маньяка → Даша').run();
        expect(h.learned('Женя', 'night 1')).toEqual(['Даша: маньяк']);
    });

    it('cannot protect the maniac before finding him', async () => {
        const g = await game003().night('Женя: Защита маньяка [option=Стать телохранителем]').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Женя']);
    });

    it('cannot protect him the night he finds him either («начиная со следующей ночи»)', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша', 'Женя: Защита маньяка [option=Стать телохранителем]').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Женя']);
    });

    it('Стать телохранителем: the maniac is killed, the fan dies in his place (shown as the maniac)', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша').day()
            .night('Женя: Защита маньяка [option=Стать телохранителем]', BOSS('Даша')).run();
        expect(g.deaths('night 2')).toEqual(['Женя']);
        expect(g.alive('Даша')).toBe(true);
        expect(g.publicPost('night 2')).toContain('Роль игрока Женя: Маньяк.');
    });

    it('Самооговор: the maniac is hanged, the fan hangs in his place', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша').day()
            .night('Женя: Защита маньяка [option=Самооговор]').day({ hang: 'Даша' }).run();
        expect(g.deaths('day 2')).toEqual(['Женя']);
        expect(g.alive('Даша')).toBe(true);
    });

    it('Самооговор with the maniac covered by the advocate: the fan is hanged all the same', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша').day()
            .night('Женя: Защита маньяка [option=Самооговор]', 'Гоша: Отмаза → Даша').day({ hang: 'Даша' }).run();
        expect(g.deaths('day 2')).toEqual(['Женя']);
    });

    it('Самооговор with the fan covered: nobody is hanged', async () => {
        const g = await game003().night('Женя: Поиск маньяка → Даша').day()
            .night('Женя: Защита маньяка [option=Самооговор]', 'Гоша: Отмаза → Женя').day({ hang: 'Даша' }).run();
        expect(g.deaths('day 2')).toEqual([]);
    });

    it('003-E14: while roles are revealed, a fan who dies is announced as the maniac', async () => {
        const g = await game003().night(BOSS('Женя')).run();
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Женя.', 'Роль игрока Женя: Маньяк.']);
    });

    it('…but checks see the fan as the fan (the journalist\'s newspaper)', async () => {
        const g = await game003().night('Вера: Интервью → Женя').run();
        expect(g.publicPost('night 1')).toEqual(['Этой ночью журналист был у роли: Фанат.']);
    });
});

describe('Оборотень', () => {
    it('is told he is a civilian', async () => {
        const g = await game003().night().run();
        expect(g.told('Зоя', 'night 1')).toContain('Your role: Мирный житель.');
        expect(g.told('Зоя', 'night 1').join(' ')).not.toMatch(/Оборотень/);
    });

    it('the maniac dies: he becomes the maniac, told by PM, and kills from the next night', async () => {
        const g = await game003().night(BOSS('Даша')).day().night('Зоя: Ход маньяка → Ева [option=Убить]').run();
        expect(privately(g, 'Зоя', 'night 1')).toContain('Маньяк погиб: теперь вы — Маньяк.');
        expect(g.role('Зоя')).toBe('Маньяк');
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });

    it('003-E28: the serum before the turn shows «Мирный житель»', async () => {
        const g = await game003().night(DOC('Зоя', 'Вколоть сыворотку правды')).run();
        expect(g.publicPost('night 1')).toContain('Роль игрока Зоя: Мирный житель.');
    });

    it('…and after the turn «Маньяк»', async () => {
        const g = await game003().night(BOSS('Даша')).day().night(DOC('Зоя', 'Вколоть сыворотку правды')).run();
        expect(g.publicPost('night 2')).toContain('Роль игрока Зоя: Маньяк.');
    });
});

describe('Некромант', () => {
    it('turns a player into a skeleton, and nobody is told', async () => {
        const g = await game003().night('Илья: Превращение в скелета → Ева').run();
        expect(g.phase('night 1').events.filter((e) => !e.deal)).toEqual([]);
        expect(g.phase('night 1').players.find((p) => p.name === 'Ева')!.statuses).toContain('Скелет');
    });

    it('the doctor\'s heal the same night undoes the conversion (conversion comes before healing)', async () => {
        const g = await game003().night('Илья: Превращение в скелета → Ева', DOC('Ева')).run();
        expect(g.phase('night 1').players.find((p) => p.name === 'Ева')!.statuses).not.toContain('Скелет');
    });

    it('…and any night later', async () => {
        const g = await game003().night('Илья: Превращение в скелета → Ева').day().night(DOC('Ева')).run();
        expect(g.phase('night 2').players.find((p) => p.name === 'Ева')!.statuses).not.toContain('Скелет');
    });

    it('a converted role converts whom it visits with 25% from the next night on', async () => {
        let spread = 0;
        for (let seed = 1; seed <= 40; seed++) {
            const g = await game003().withSeed(seed).night('Илья: Превращение в скелета → Олег', 'Олег: Ход комиссара → Ева [option=Проверять документы]').day()
                .night('Олег: Ход комиссара → Жора [option=Проверять документы]').run();
            // Not on the night of his own conversion.
            expect(g.phase('night 1').players.find((p) => p.name === 'Ева')!.statuses).not.toContain('Скелет');
            if (g.phase('night 2').players.find((p) => p.name === 'Жора')!.statuses.includes('Скелет')) spread++;
        }
        expect(spread).toBeGreaterThan(3);
        expect(spread).toBeLessThan(20);
    });

    it('a converted lower rank of the mafia does not spread', async () => {
        for (let seed = 1; seed <= 12; seed++) {
            const g = await game003().withSeed(seed).night('Илья: Превращение в скелета → Боря').day()
                .night('Боря: Ход босса мафии → Ева [option=Запугать население]').run();
            expect(g.phase('night 2').players.find((p) => p.name === 'Ева')!.statuses).not.toContain('Скелет');
        }
    });

    it('wins when every living player is a skeleton (himself counted)', async () => {
        const g = await table003({ Илья: 'Некромант', Ева: 'Мирный житель', Жора: 'Мирный житель', Аня: 'Мафия' })
            .night('Илья: Превращение в скелета → Ева', 'Аня: Ход босса мафии → Жора [option=Убить]').day({ hang: 'Аня' }).run();
        expect(g.winner).toEqual({ factions: ['Некромант'], players: ['Илья'] });
    });

    it('wins when the skeletons outnumber each other side and one of them is a killing role', async () => {
        // Аня (a mafioso: a killing role) is turned and kills Ева; Жора is hanged: Илья and Аня against Дима.
        const g = await table003({ Илья: 'Некромант', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' })
            .night('Илья: Превращение в скелета → Аня', BOSS('Ева')).day({ hang: 'Жора' }).run();
        expect(winners(g)).toContain('Илья');
    });

    it('…even dead', async () => {
        // Аня (a killing role) and Жора turned; then Аня kills Ева and Дима while the maniac kills Илья:
        // two skeletons against one townsman and the maniac.
        const g = await table003({ Илья: 'Некромант', Аня: 'Мафия', Даша: 'Маньяк', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель' })
            .night('Илья: Превращение в скелета → Аня').day()
            .night('Илья: Превращение в скелета → Жора').day()
            .night(BOSS('Ева', 'Дима'), MANIAC('Илья')).run();
        expect(g.deaths('night 3').sort()).toEqual(['Дима', 'Ева', 'Илья']);
        expect(g.winner).toEqual({ factions: ['Некромант'], players: ['Илья'] });
    });

    it('no win while no killing role is among the skeletons', async () => {
        const g = await table003({ Илья: 'Некромант', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' })
            .night('Илья: Превращение в скелета → Ева').day()
            .night('Илья: Превращение в скелета → Жора').run();
        expect(g.winner).toBeNull();
    });
});

describe('Джокер', () => {
    it('copies any role\'s action: «копирую маньяка, Васю убиваю кроваво»', async () => {
        const g = await game003().night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Убить с особой жестокостью]').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.publicPost('night 1')).toContain('Роль игрока Ева: Мирный житель.');
    });

    it('copies the commissioner\'s check', async () => {
        const g = await game003().night('Катя: Копирование действия → Аня [role=Комиссар] [Действие=Проверять документы]').run();
        expect(g.learned('Катя', 'night 1')).toEqual(['Аня: мафия']);
    });

    it('copying the Девочка, he cannot block a Мент who sent his order', async () => {
        const g = await game003().night('Катя: Копирование действия → Таня [role=Девочка] [Действие=Визит]', 'Таня: Визит → Ева', MANIAC('Ева')).run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('copying the Девочка, he blocks a killer', async () => {
        const g = await game003().night('Катя: Копирование действия → Даша [role=Девочка] [Действие=Визит]', MANIAC('Ева')).run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('only roles dealt in this game («которая есть в раскладе»)', async () => {
        const g = await game003().night('Катя: Копирование действия → Ева [role=Двойной агент] [Действие=Мафиозное голосование]').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Катя']);
    });

    it('may kill the role that kills him (they shoot each other)', async () => {
        const g = await game003().night(MANIAC('Катя'), 'Катя: Копирование действия → Даша [role=Маньяк] [Действие=Убить]').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Катя']);
    });

    it('…except the sniper, who shoots first', async () => {
        const g = await game003().night('Лёва: Убийство → Катя', 'Катя: Копирование действия → Лёва [role=Маньяк] [Действие=Убить]').run();
        expect(g.deaths('night 1')).toEqual(['Катя']);
    });

    it('cannot copy his own Копирование (it would carry itself out without end): a rejected order', async () => {
        const g = await game003().night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Копирование действия]').run();
        expect(g.rejected('night 1').map((r) => r.reason)).toEqual(["Маньяк has no action 'Копирование действия' (args.Действие)"]);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('copies an action of the guessed role only: another role\'s action is rejected', async () => {
        const g = await game003().night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Проверять документы]').run();
        expect(g.rejected('night 1').map((r) => r.reason)).toEqual(["Маньяк has no action 'Проверять документы' (args.Действие)"]);
        expect(g.learned('Катя', 'night 1')).toEqual([]);
    });

    it('must change the role and the target every night', async () => {
        const g = await game003().night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Убить]').day()
            .night('Катя: Копирование действия → Жора [role=Маньяк] [Действие=Убить]', 'Рита: Ход доктора → Жора [option=Лечить]').run();
        expect(g.rejected('night 2').map((r) => r.reason)).toEqual(['Копирование действия cannot use the same role twice in a row']);
        const h = await game003().night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Убить]', 'Рита: Ход доктора → Ева [option=Лечить]').day()
            .night('Катя: Копирование действия → Ева [role=Шериф] [Действие=Убийство]').run();
        expect(h.rejected('night 2').map((r) => r.reason)).toEqual(['Копирование действия cannot target Ева twice in a row']);
    });

    it('003-E17: wins with whichever side wins, if alive', async () => {
        // Ева killed, Жора hanged: the mafia (one of two left) wins at parity, the joker with it.
        const g = await table003({ Катя: 'Джокер', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night(BOSS('Ева')).day({ hang: 'Жора' }).run();
        expect(g.winner).toEqual({ factions: ['Мафия', 'Джокер'], players: ['Катя', 'Аня'] });
    });
});

describe('Агент', () => {
    it('has the joker\'s action', async () => {
        const g = await game003({ Катя: 'Агент' }).night('Катя: Копирование действия → Ева [role=Маньяк] [Действие=Убить]').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('wins only alone', async () => {
        const g = await table003({ Катя: 'Агент', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night(BOSS('Ева')).day({ hang: 'Жора' }).run();
        expect(g.winner).toEqual({ factions: ['Мафия'], players: ['Аня'] });
    });
});

describe('Двойной агент', () => {
    const cast = { Аня: 'Мафия', Боря: 'Двойной агент', Вера: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель', Олег: 'Комиссар' };

    it('the mafia sees him as one of its ranks', async () => {
        const g = await table003(cast).night().run();
        expect(g.told('Аня', 'night 1')).toContain('You know: Боря is Мафия.');
    });

    it('with him in the game the boss cannot simply kill: the mafia votes', async () => {
        const g = await table003(cast).night(BOSS('Ева')).run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Аня']);
    });

    it('the mafia\'s vote: the most votes dies', async () => {
        const g = await table003(cast).night('Аня: Мафиозное голосование → Ева', 'Боря: Мафиозное голосование → Жора', 'Вера: Мафиозное голосование → Жора').run();
        expect(g.deaths('night 1')).toEqual(['Жора']);
        // Only the outvoted boss is refused: Вера's vote for Жора counted, though the faction acts once.
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Аня']);
    });

    it('the boss\'s vote weighs 1.5: against one other vote, the boss\'s target dies', async () => {
        const g = await table003(cast).night('Аня: Мафиозное голосование → Ева', 'Вера: Мафиозное голосование → Жора').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Вера']);
    });

    it('«цель босса можно изменить минимум двумя голосами»: two votes beat the boss, whatever the order', async () => {
        const g = await table003(cast).night('Боря: Мафиозное голосование → Жора', 'Вера: Мафиозное голосование → Жора', 'Аня: Мафиозное голосование → Ева').run();
        expect(g.deaths('night 1')).toEqual(['Жора']);
    });

    it('the mafia may vote to kill its own boss', async () => {
        const g = await table003(cast).night('Боря: Мафиозное голосование → Аня', 'Вера: Мафиозное голосование → Аня', 'Аня: Мафиозное голосование → Ева').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
    });

    it('the mafia cannot win while he lives', async () => {
        const g = await table003({ Аня: 'Мафия', Боря: 'Двойной агент', Ева: 'Мирный житель' }).night().run();
        expect(g.winner).toBeNull();
    });

    it('wins only alone', async () => {
        // Two left: Боря's red vote on Аня, Аня's blue for Боря (a red one would tie them).
        const g = await table003({ Аня: 'Мафия', Боря: 'Двойной агент', Ева: 'Мирный житель' }).night().day({ hang: 'Ева' }).night().day('Боря → Аня', FOR('Аня', 'Боря')).run();
        expect(g.deaths('day 2')).toEqual(['Аня']);
        expect(g.winner).toEqual({ factions: ['Мафия'], players: ['Боря'] });
    });
});

describe('Снайпер', () => {
    it('kills; his victims\' roles are never revealed', async () => {
        const g = await game003().night('Лёва: Убийство → Ева').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Ева.']);
    });

    it('a single killer who comes at him while he shoots that killer dies before acting', async () => {
        const g = await game003().night(MANIAC('Лёва'), 'Лёва: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
        expect(g.alive('Лёва')).toBe(true);
    });

    it('the mafia comes at him and he shoots the boss: the boss dies, the sniper lives', async () => {
        const g = await game003().night(BOSS('Лёва'), 'Лёва: Убийство → Аня').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.alive('Лёва')).toBe(true);
    });

    it('two killers at once: the counter-shot does not save him (003-E18)', async () => {
        const g = await game003().night(MANIAC('Лёва'), 'Эля: Убийство → Лёва', 'Лёва: Убийство → Даша').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Лёва']);
    });

    it('the commissioner\'s check sees «Снайпер», at no risk', async () => {
        const g = await game003().night('Олег: Ход комиссара → Лёва [option=Проверять документы]').run();
        expect(g.learned('Олег', 'night 1')).toEqual(['Лёва: Снайпер']);
        expect(g.alive('Олег')).toBe(true);
    });
});

describe('Горец', () => {
    it('kills', async () => {
        const g = await game003().night('Маша: Убийство → Ева').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('is immortal to ordinary kills', async () => {
        const g = await game003().night(BOSS('Маша'), MANIAC('Маша', 'Убить'), 'Эля: Убийство → Маша', 'Лёва: Убийство → Маша').run();
        expect(g.alive('Маша')).toBe(true);
    });

    it('dies to a bloody kill', async () => {
        const g = await game003().night(MANIAC('Маша', 'Убить с особой жестокостью')).run();
        expect(g.deaths('night 1')).toEqual(['Маша']);
    });

    it('dies «об хохла»', async () => {
        const g = await game003().night('Маша: Убийство → Харитон').run();
        expect(g.deaths('night 1').sort()).toEqual(['Маша', 'Харитон']);
    });

    it('dies when hanged', async () => {
        const g = await game003().night().day({ hang: 'Маша' }).run();
        expect(g.deaths('day 1')).toEqual(['Маша']);
    });
});

describe('Шулер', () => {
    it('Подмешать себе карты: heals himself', async () => {
        const g = await game003().night('Нина: Ход шулера → Нина [option=Подмешать себе карты]', MANIAC('Нина')).run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('Подмешать карты соседу: blocks the target with 50%', async () => {
        let blocked = 0;
        for (let seed = 1; seed <= 30; seed++) {
            const g = await game003().withSeed(seed).night('Нина: Ход шулера → Даша [option=Подмешать карты соседу]', MANIAC('Ева')).run();
            if (g.deaths('night 1').length === 0) blocked++;
        }
        expect(blocked).toBeGreaterThan(5);
        expect(blocked).toBeLessThan(25);
    });

    it('cannot block a Девочка or a Мент who sent an order', async () => {
        for (let seed = 1; seed <= 10; seed++) {
            const g = await game003().withSeed(seed).night('Нина: Ход шулера → Таня [option=Подмешать карты соседу]', 'Таня: Визит → Ева', MANIAC('Ева')).run();
            expect(g.deaths('night 1')).toEqual([]);
        }
    });

    it('cannot block a Девочка who sent her order either', async () => {
        for (let seed = 1; seed <= 10; seed++) {
            const g = await game003().withSeed(seed).night('Нина: Ход шулера → Саша [option=Подмешать карты соседу]', 'Саша: Визит → Даша', MANIAC('Ева')).run();
            expect(g.deaths('night 1')).toEqual([]);
        }
    });

    it('003-E35: healing himself counts as coming to himself: not two nights in a row', async () => {
        const g = await game003().night('Нина: Ход шулера → Нина [option=Подмешать себе карты]').day()
            .night('Нина: Ход шулера → Нина [option=Подмешать себе карты]').run();
        expect(g.rejected('night 2').map((r) => r.actor)).toEqual(['Нина']);
    });

    it('with three players left the same person is allowed again', async () => {
        const g = await table003({ Нина: 'Шулер', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' })
            .night('Нина: Ход шулера → Ева [option=Подсмотреть карты у соседа]').day({ hang: 'Жора' })
            .night('Нина: Ход шулера → Ева [option=Подсмотреть карты у соседа]').run();
        expect(g.rejected('night 2')).toEqual([]);
    });

    it('Подсмотреть карты: learns what the target does tonight', async () => {
        const g = await game003().night('Нина: Ход шулера → Даша [option=Подсмотреть карты у соседа]', MANIAC('Ева')).run();
        expect(g.learned('Нина', 'night 1')).toEqual(['Даша: убивал']);
    });

    it('a ranked mafioso who is not the boss «did nothing»', async () => {
        const g = await game003().night('Нина: Ход шулера → Боря [option=Подсмотреть карты у соседа]', BOSS('Ева')).run();
        expect(g.learned('Нина', 'night 1')).toEqual(['Боря: did nothing']);
    });

    it('peeking a maniac who killed bloodily: does not die', async () => {
        const g = await game003().night(MANIAC('Ева', 'Убить с особой жестокостью')).day()
            .night('Нина: Ход шулера → Даша [option=Подсмотреть карты у соседа]', MANIAC('Жора', 'Убить с особой жестокостью')).run();
        expect(g.alive('Нина')).toBe(true);
    });

    it('peeking a Девочка: keeps his vote', async () => {
        const g = await game003().night('Нина: Ход шулера → Саша [option=Подсмотреть карты у соседа]', 'Саша: Визит → Ева').day('Нина → Аня').run();
        expect(g.rejected('day 1')).toEqual([]);
    });

    it('not the same person two nights in a row', async () => {
        const g = await game003().night('Нина: Ход шулера → Даша [option=Подсмотреть карты у соседа]').day()
            .night('Нина: Ход шулера → Даша [option=Подмешать карты соседу]').run();
        expect(g.rejected('night 2').map((r) => r.actor)).toEqual(['Нина']);
    });

    it('wins when no shooting role is left', async () => {
        const g = await table003({ Нина: 'Шулер', Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night().day({ hang: 'Аня' }).run();
        expect(winners(g)).toContain('Нина');
    });
});
