// Seed 002, role by role: each ability does what the seed's text says.
import { describe, expect, it } from 'vitest';
import { CAST } from './cast.js';
import { SEED_002 } from './compile.js';
import { scenario } from './scenario.js';

const game = () => scenario(SEED_002).deal(CAST);

describe('Мирный житель (civilian)', () => {
    it('has no night ability: an order from him is rejected', async () => {
        const g = await game().day().night('Даша: Проверка → Вера').run();
        expect(g.rejected('night 1')[0].reason).toMatch(/Даша \(Мирный житель\) has no ability 'Проверка'/);
    });
});

describe('Комиссар (commissioner)', () => {
    it('learns the exact role of the checked player, privately', async () => {
        const g = await game().day().night('Аня: Проверка → Гоша').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Гоша: Громила']);
        expect(g.phase('night 1').events.filter((e) => e.kind === 'learn').every((e) => !e.public)).toBe(true);
    });

    it('checks once per night: a second check the same night is a change of the order', async () => {
        const g = await game().day().night('Аня: Проверка → Даша', 'Аня: Проверка → Вера').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Вера: Мафия']);
    });

    it('cannot check in the day', async () => {
        const g = await game().day('Аня: Проверка → Вера').run();
        expect(g.rejected('day 1')[0].reason).toMatch(/used Ночь, not in День/);
    });

    it('and the sergeant know each other from the deal', async () => {
        const g = await game().day().run();
        expect(g.told('Аня', 'day 1')).toContain('You know: Боря is Сержант.');
        expect(g.told('Боря', 'day 1')).toContain('You know: Аня is Комиссар.');
    });
});

describe('Сержант (sergeant)', () => {
    it('sees the players the commissioner checks', async () => {
        const g = await game().day().night('Аня: Проверка → Вера').run();
        expect(g.learned('Боря', 'night 1')).toEqual(['Вера: Мафия']);
    });

    it('becomes the commissioner when the commissioner dies, and checks from the next night', async () => {
        const g = await game().day({ hang: 'Аня' }).night('Боря: Проверка → Гоша').run();
        expect(g.deaths('day 1')).toEqual(['Аня']);
        expect(g.told('Боря', 'day 1')).toContain('Your new role: Комиссар.');
        expect(g.role('Боря')).toBe('Комиссар');
        expect(g.learned('Боря', 'night 1')).toEqual(['Гоша: Громила']);
    });

    it('gets the badge even when the commissioner dies at night', async () => {
        const g = await game().day().night('Маша: Убийство → Аня').day({ hang: 'Олег' }).night('Боря: Проверка → Вера').run();
        expect(g.role('Боря')).toBe('Комиссар');
        expect(g.learned('Боря', 'night 2')).toEqual(['Вера: Мафия']);
    });
});

describe('check results lost (commissioner shot or beaten)', () => {
    it('the mafia shoots the commissioner: neither he nor the sergeant gets the result', async () => {
        const g = await game().day().night('Аня: Проверка → Вера', 'Вера: Выстрел → Аня').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.learned('Аня', 'night 1')).toEqual([]);
        expect(g.learned('Боря', 'night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Аня')).toContain('failed');
    });

    it('the thug beats the commissioner: no result either', async () => {
        const g = await game().day().night('Гоша: Избиение → Аня', 'Аня: Проверка → Вера').run();
        expect(g.learned('Аня', 'night 1')).toEqual([]);
        expect(g.learned('Боря', 'night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Аня')).toEqual(['blocked']);
    });

    it('002-E10 (literal): killed by the maniac, the result still arrives', async () => {
        const g = await game().day().night('Аня: Проверка → Вера', 'Маша: Убийство → Аня').run();
        expect(g.deaths('night 1')).toEqual(['Аня']);
        expect(g.learned('Боря', 'night 1')).toEqual(['Вера: Мафия']);
    });

    it('the shot is stopped by the reanimator: the result arrives', async () => {
        const g = await game().day().night('Аня: Проверка → Вера', 'Вера: Выстрел → Аня', 'Женя: Спасение → Аня').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.learned('Аня', 'night 1')).toEqual(['Вера: Мафия']);
    });
});

describe('Ниндзя (ninja)', () => {
    it('kills whom he chooses', async () => {
        const g = await game().day().night('Егор: Убийство → Вера').run();
        expect(g.deaths('night 1')).toEqual(['Вера']);
    });

    it('may stay idle: nothing obliges him to act', async () => {
        const g = await game().day().night().run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.rejected('night 1')).toEqual([]);
    });

    it('looks like a civilian to the commissioner', async () => {
        const g = await game().day().night('Аня: Проверка → Егор').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Егор: Мирный житель']);
    });

    it('commits harakiri the night he kills his second peaceful player', async () => {
        const g = await game().day().night('Егор: Убийство → Даша').day({ hang: 'Олег' }).night('Егор: Убийство → Нина').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
        expect(g.alive('Егор')).toBe(false);
        expect(g.deaths('night 2')).toEqual(['Нина', 'Егор']);
    });

    it('a mafioso is not a miss', async () => {
        const g = await game().day().night('Егор: Убийство → Даша').day({ hang: 'Олег' }).night('Егор: Убийство → Вера').run();
        expect(g.deaths('night 2')).toEqual(['Вера']);
        expect(g.resource('Егор', 'Промахи')).toBe(1);
    });

    it('002-E8: a kill that does not happen is not a miss', async () => {
        const g = await game().day('Илья: Защита от смерти → Даша, Нина').night('Егор: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.resource('Егор', 'Промахи')).toBe(0);
    });

    it('testament: hanged by the vote, the first who voted for him dies that night, in the ninja\'s slot', async () => {
        const g = await game().day('Олег → Егор', 'Нина → Егор', 'Даша → Егор', 'Егор → Олег').night().run();
        expect(g.deaths('day 1')).toEqual(['Егор']);
        expect(g.deaths('night 1')).toEqual(['Олег']);
        expect(g.trace('night 1').find((t) => t.note.includes('Олег is killed'))?.stage).toBe('Ход ниндзя');
    });

    it('testament: if the first voter dies in the night, the second one dies instead', async () => {
        const g = await game().day('Олег → Егор', 'Нина → Егор', 'Даша → Егор', 'Егор → Олег').night('Вера: Выстрел → Олег').run();
        expect(g.deaths('night 1')).toEqual(['Олег', 'Нина']);
    });

    it('testament: and the third if the second died too', async () => {
        const g = await game().day('Олег → Егор', 'Нина → Егор', 'Даша → Егор', 'Егор → Олег').night('Вера: Выстрел → Олег', 'Маша: Убийство → Нина').run();
        expect(g.deaths('night 1')).toEqual(['Олег', 'Нина', 'Даша']);
    });

    it('testament works only on hanging: killed at night, nobody is avenged', async () => {
        const g = await game().day().night('Вера: Выстрел → Егор').day({ hang: 'Олег' }).night().run();
        expect(g.deaths('night 2')).toEqual([]);
    });
});

describe('Реаниматор (reanimator)', () => {
    it('saves his patient from the mafia', async () => {
        const g = await game().day().night('Женя: Спасение → Даша', 'Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Вера')).toContain('protected');
    });

    it('saves his patient from the maniac', async () => {
        const g = await game().day().night('Женя: Спасение → Даша', 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('is powerless when the mafia and the maniac shoot the same player', async () => {
        const g = await game().day().night('Женя: Спасение → Даша', 'Вера: Выстрел → Даша', 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('cannot protect from the ninja', async () => {
        const g = await game().day().night('Женя: Спасение → Даша', 'Егор: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('cannot protect from the kamikaze', async () => {
        const g = await game().day().night('Женя: Спасение → Вера', 'Лёва: Подрыв → Вера').run();
        expect(g.deaths('night 1')).toEqual(['Вера', 'Лёва']);
    });

    it('cannot heal himself', async () => {
        const g = await game().day().night('Женя: Спасение → Женя').run();
        expect(g.rejected('night 1')[0].reason).toMatch(/cannot target Женя himself/);
    });

    it('cannot heal the same player two nights in a row', async () => {
        const g = await game().day().night('Женя: Спасение → Даша').day({ hang: 'Олег' }).night('Женя: Спасение → Даша').run();
        expect(g.rejected('night 2')[0].reason).toMatch(/cannot target Даша twice in a row/);
    });

    it('may heal the same player again after a night in between', async () => {
        const g = await game().day().night('Женя: Спасение → Даша').day({ hang: 'Олег' }).night('Женя: Спасение → Нина')
            .day({ hang: 'Зоя' }).night('Женя: Спасение → Даша', 'Вера: Выстрел → Даша').run();
        expect(g.rejected('night 3')).toEqual([]);
        expect(g.deaths('night 3')).toEqual([]);
    });

    it('002-E12: the protection lasts this night only', async () => {
        const g = await game().day().night('Женя: Спасение → Даша').day({ hang: 'Олег' }).night('Вера: Выстрел → Даша').run();
        expect(g.deaths('night 2')).toEqual(['Даша']);
    });
});

describe('ВСБ (the boss\'s illegitimate son)', () => {
    it('is dealt as a civilian: his deal message says «Мирный житель»', async () => {
        const g = await game().day().run();
        expect(g.told('Зоя', 'day 1')).toContain('Your role: Мирный житель.');
        expect(g.told('Зоя', 'day 1').join(' ')).not.toMatch(/Внебрачный/);
    });

    it('is known to the mafia from the start', async () => {
        const g = await game().day().run();
        for (const m of ['Вера', 'Гоша']) expect(g.told(m, 'day 1')).toContain('You know: Зоя is Внебрачный сын босса мафии.');
        expect(g.told('Даша', 'day 1').join(' ')).not.toMatch(/Зоя/);
    });

    it('cannot be shot by the mafia', async () => {
        const g = await game().day().night('Вера: Выстрел → Зоя').run();
        expect(g.rejected('night 1')[0].reason).toMatch(/Зоя is not a valid target for Выстрел/);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('002-E11: is seen by the commissioner as ВСБ', async () => {
        const g = await game().day().night('Аня: Проверка → Зоя').run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Зоя: Внебрачный сын босса мафии']);
    });

    it('plays for the town: hanging him is not a mafia win', async () => {
        const g = await game().day({ hang: 'Зоя' }).run();
        expect(g.winner).toBeNull();
        expect(g.phase('day 1').players.find((p) => p.name === 'Зоя')!.faction).toBe('Мирные');
    });
});

describe('Некромант (necromancer)', () => {
    it('protects two different players from any number of killers, once', async () => {
        const g = await game().day('Илья: Защита от смерти → Даша, Нина')
            .night('Вера: Выстрел → Даша', 'Маша: Убийство → Даша', 'Егор: Убийство → Даша')
            .day({ hang: 'Олег' })
            .night('Вера: Выстрел → Даша')
            .run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.deaths('night 2')).toEqual(['Даша']);
    });

    it('002-E14: each protected player has his own ward', async () => {
        const g = await game().day('Илья: Защита от смерти → Даша, Нина')
            .night('Вера: Выстрел → Даша').day({ hang: 'Олег' }).night('Маша: Убийство → Нина').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.deaths('night 2')).toEqual([]);
    });

    it('002-E14: the ward does not save from the hanging', async () => {
        const g = await game().day('Илья: Защита от смерти → Даша, Нина', { hang: 'Даша' }).run();
        expect(g.deaths('day 1')).toEqual(['Даша']);
    });

    it('cannot protect himself', async () => {
        const g = await game().day('Илья: Защита от смерти → Илья, Нина').run();
        expect(g.rejected('day 1')[0].reason).toMatch(/cannot target Илья himself/);
    });

    it('needs two different players', async () => {
        const g = await game().day('Илья: Защита от смерти → Нина, Нина').run();
        expect(g.rejected('day 1')[0].reason).toMatch(/different targets/);
    });

    it('sends the order not at night', async () => {
        const g = await game().day().night('Илья: Защита от смерти → Даша, Нина').run();
        expect(g.rejected('night 1')[0].reason).toMatch(/not in Ночь/);
    });

    it('uses it once per game', async () => {
        const g = await game().day('Илья: Защита от смерти → Даша, Нина').night().day('Илья: Защита от смерти → Олег, Зоя', { hang: 'Лёва' }).run();
        expect(g.rejected('day 2')[0].reason).toMatch(/once per game/);
    });

    it('chooses during the 1st, 2nd or 3rd turn only', async () => {
        const g = await game().day({ hang: 'Олег' }).night().day({ hang: 'Нина' }).night().day({ hang: 'Даша' }).night()
            .day('Илья: Защита от смерти → Аня, Боря', { hang: 'Лёва' }).run();
        expect(g.rejected('day 4')[0].reason).toMatch(/only in phases 1\.\.6/);
    });
});

describe('Мафия (mafia)', () => {
    it('shoots one player a night', async () => {
        const g = await game().day().night('Вера: Выстрел → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('002-E6: the clan shoots once: when two mafiosi order the shot, the last order counts', async () => {
        const g = await game().day().night('Вера: Выстрел → Даша', 'Гоша: Выстрел → Нина').run();
        expect(g.deaths('night 1')).toEqual(['Нина']);
        expect(g.rejected('night 1')[0]).toMatchObject({ actor: 'Вера', ability: 'Выстрел' });
        expect(g.rejected('night 1')[0].reason).toMatch(/superseded/);
    });

    it('two players who shoot each other both die (simultaneous kills)', async () => {
        const g = await game().day().night('Вера: Выстрел → Маша', 'Маша: Убийство → Вера').run();
        expect(g.deaths('night 1').sort()).toEqual(['Вера', 'Маша']);
    });
});

describe('Громила (thug)', () => {
    it('beats a player, who cannot act that night (002-E23)', async () => {
        const g = await game().day().night('Гоша: Избиение → Маша', 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Маша')).toEqual(['blocked']);
    });
});

describe('Камикадзе (kamikaze)', () => {
    it('blows up his target and himself (002-E24)', async () => {
        const g = await game().day().night('Лёва: Подрыв → Маша').run();
        expect(g.deaths('night 1')).toEqual(['Маша', 'Лёва']);
    });
});

describe('Маньяк (maniac)', () => {
    it('kills at night', async () => {
        const g = await game().day().night('Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });

    it('may sit in ambush and still kill (002-E22)', async () => {
        const g = await game().day().night('Маша: Засада', 'Маша: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
        expect(g.rejected('night 1')).toEqual([]);
    });
});
