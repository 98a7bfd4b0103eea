// Seed 003's general rules (digest 003.A): the signed red/blue vote with the −2 penalty (A.3),
// roles revealed on death while more than 10 remain (A.4), inactivity (A.5), first-night
// immunity (A.1), night first (A.2), and the win conditions (A.7, 003-E6).
import { describe, expect, it } from 'vitest';
import { FOR, game003, scores, table003 } from './seed-003-kit.js';

const FIVE = { Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель' };
const BOSS = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Убить]`;

describe('the game starts with a night', () => {
    it('the first phase is night 1, then day 1', async () => {
        const g = await game003().night().day().run();
        expect(g.result.phases.map((p) => `${p.phase.kind} ${p.phase.number}`)).toEqual(['night 1', 'day 1']);
    });

});

describe('the vote: red −1, blue +1, −2 for not voting (003.A.3)', () => {
    it('red votes count −1 each; everyone who did not vote gets −2', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', 'Жора → Аня', 'Дима → Аня', 'Зоя → Ева').run();
        // Аня: −3, and −2 for not voting = −5; Ева: −1; nobody else abstained.
        expect(scores(g, 'day 1')).toEqual({ Аня: -5, Ева: -1 });
        expect(g.deaths('day 1')).toEqual(['Аня']);
    });

    it('blue votes count +1', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', 'Жора → Аня', FOR('Дима', 'Аня'), FOR('Зоя', 'Аня'), 'Аня → Ева').run();
        expect(scores(g, 'day 1')).toEqual({ Ева: -1 });
        expect(g.deaths('day 1')).toEqual(['Ева']);
    });

    it('the lowest total is hanged and announced with his score', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', 'Жора → Аня', 'Дима → Зоя', 'Зоя → Дима', 'Аня → Ева').run();
        expect(g.deaths('day 1')).toEqual(['Аня']);
        expect(g.publicPost('day 1')).toContain('По итогам голосования повешен игрок Аня.');
    });

    it('003-E3: nobody is hanged when no total is below zero', async () => {
        const g = await table003(FIVE).night().day(FOR('Ева', 'Аня'), FOR('Жора', 'Аня'), FOR('Дима', 'Зоя'), FOR('Зоя', 'Дима'), FOR('Аня', 'Ева')).run();
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('003-E3: a tie for the lowest total: nobody is hanged', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', 'Жора → Дима', FOR('Дима', 'Ева'), FOR('Зоя', 'Ева'), FOR('Аня', 'Ева')).run();
        expect(scores(g, 'day 1')).toEqual({ Аня: -1, Дима: -1, Ева: 3 });
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('nobody votes: everyone has −2, a tie, nobody is hanged', async () => {
        const g = await table003(FIVE).night().day().run();
        expect(Object.values(scores(g, 'day 1'))).toEqual([-2, -2, -2, -2, -2]);
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('a vote may be changed: only the last one counts', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', 'Ева → Жора', 'Жора → Дима', 'Дима → Жора', 'Зоя → Жора', 'Аня → Жора').run();
        expect(g.rejected('day 1')).toEqual([]);
        expect(scores(g, 'day 1')).toEqual({ Жора: -4, Дима: -1 });
        expect(g.deaths('day 1')).toEqual(['Жора']);
    });

    it('a red vote may turn blue', async () => {
        const g = await table003(FIVE).night().day('Ева → Аня', FOR('Ева', 'Аня'), 'Жора → Дима', 'Дима → Жора', 'Зоя → Жора', 'Аня → Жора').run();
        expect(scores(g, 'day 1')).toEqual({ Аня: 1, Дима: -1, Жора: -3 });
    });

    it('a player silenced by a role cannot vote and has 0, not −2', async () => {
        const g = await table003(FIVE).night('Аня: Ход босса мафии → Ева [option=Запугать население]').day('Ева → Аня').run();
        expect(g.rejected('day 1')).toEqual([{ actor: 'Ева', ability: 'vote', reason: 'Ева cannot vote (silenced)', targets: ['Аня'] }]);
        expect(scores(g, 'day 1')['Ева']).toBeUndefined();
        expect(scores(g, 'day 1')['Жора']).toBe(-2);
    });

    it('003-E4: votes against a silenced player still count', async () => {
        const g = await table003(FIVE).night('Аня: Ход босса мафии → Ева [option=Запугать население]').day('Жора → Ева').run();
        expect(scores(g, 'day 1')['Ева']).toBe(-1);
    });

    it('the dead neither vote nor are voted for', async () => {
        const g = await table003(FIVE).night(BOSS('Ева')).day('Ева → Аня', 'Жора → Ева').run();
        expect(g.rejected('day 1').map((r) => r.reason)).toEqual(['Ева is dead', 'Ева is dead']);
    });

    it('the doctor\'s blue vote counts three and the prosecutor\'s red two, without a word about it', async () => {
        const g = await table003({ ...FIVE, Рита: 'Доктор', Глеб: 'Прокурор' }).night().day(FOR('Рита', 'Ева'), 'Глеб → Жора').run();
        expect(scores(g, 'day 1')['Ева']).toBe(-1);      // the public sees +1 − 2 (Ева did not vote); the real count is +3 − 2
        expect(scores(g, 'day 1')['Жора']).toBe(-4);     // −2 − 2
        expect(g.publicPost('day 1').join(' ')).not.toMatch(/Рита|Глеб/);
    });
});

describe('the doctor\'s hidden weight: the real count decides, the public tally shows an ordinary vote', () => {
    it('Ева, with four red votes and the doctor\'s blue one, shows −3 but scores −1 and survives; Жора (−2) is hanged', async () => {
        const seven = { ...FIVE, Рита: 'Доктор', Рома: 'Мирный житель' };
        const g = await table003(seven).night()
            .day('Аня → Ева', 'Жора → Ева', 'Дима → Ева', 'Рома → Ева', FOR('Рита', 'Ева'), 'Ева → Жора', 'Зоя → Жора').run();
        expect(scores(g, 'day 1')).toEqual({ Ева: -3, Жора: -2 });
        expect(g.deaths('day 1')).toEqual(['Жора']);
    });
});

describe('roles on death (003.A.4)', () => {
    it('a hanged player\'s role is revealed while more than 10 remain', async () => {
        const g = await game003().night().day({ hang: 'Ева' }).run();
        expect(g.publicPost('day 1')).toContain('Роль игрока Ева: Мирный житель.');
    });

    it('with 10 or fewer, roles stay closed (killed or hanged)', async () => {
        const g = await table003(FIVE).night(BOSS('Ева')).day({ hang: 'Жора' }).run();
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Ева.']);
        expect(g.publicPost('day 1').join(' ')).not.toMatch(/Роль игрока/);
    });

    it('12 alive, one killed: 11 remain, revealed', async () => {
        const names = ['Аня', 'Ева', 'Жора', 'Дима', 'Зоя', 'Олег', 'Рита', 'Саша', 'Таня', 'Уля', 'Федя', 'Юра'];
        const deal = Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'Мафия' : 'Мирный житель']));
        const g = await table003(deal).night(BOSS('Ева')).run();
        expect(g.publicPost('night 1')).toContain('Роль игрока Ева: Мирный житель.');
    });

    // 003-E2: the threshold is counted among the living at the start of the night (or day), so the kill
    // that brings the town down to 10 is still announced with its role; from then on roles stay closed.
    it('11 alive at nightfall, one killed: counted at the start of the night, revealed; the next day\'s hanging (10 alive) stays closed', async () => {
        const names = ['Аня', 'Ева', 'Жора', 'Дима', 'Зоя', 'Олег', 'Рита', 'Саша', 'Таня', 'Уля', 'Федя'];
        const deal = Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'Мафия' : 'Мирный житель']));
        const g = await table003(deal).night(BOSS('Ева')).day({ hang: 'Жора' }).run();
        expect(g.publicPost('night 1')).toContain('Роль игрока Ева: Мирный житель.');
        expect(g.deaths('day 1')).toEqual(['Жора']);
        expect(g.publicPost('day 1').join(' ')).not.toMatch(/Роль игрока/);
    });

    it('two deaths in one night from 12 to 10: both revealed (12 alive at nightfall)', async () => {
        const names = ['Аня', 'Ева', 'Жора', 'Дима', 'Зоя', 'Олег', 'Рита', 'Саша', 'Таня', 'Уля', 'Федя', 'Юра'];
        const deal = Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'Мафия' : 'Мирный житель']));
        const g = await table003(deal).night(BOSS('Ева', 'Жора')).run();
        expect(g.publicPost('night 1').filter((t) => t.includes('Роль игрока')).sort()).toEqual(['Роль игрока Ева: Мирный житель.', 'Роль игрока Жора: Мирный житель.']);
    });

    it('the rule set\'s own texts follow the player\'s gender: «Погибла Ева», «Погиб Жора», neutral without one', async () => {
        const names = ['Аня', 'Ева', 'Жора', 'Дима', 'Зоя', 'Олег', 'Рита', 'Саша', 'Таня', 'Уля', 'Федя', 'Юра'];
        const deal = Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'Мафия' : 'Мирный житель']));
        const g = await table003(deal).gender('Ева', 'f').gender('Жора', 'm').night(BOSS('Ева', 'Жора')).run();
        expect(g.publicPost('night 1').filter((t) => !t.startsWith('Босс')).sort())
            .toEqual(['Погиб Жора.', 'Погибла Ева.', 'Роль игрока Ева: Мирный житель.', 'Роль игрока Жора: Мирный житель.']);
        const hang = (who?: 'f') => {
            const s = table003(FIVE);
            return (who ? s.gender('Аня', who) : s).night().day('Ева → Аня', 'Жора → Аня', 'Дима → Аня', 'Зоя → Ева').run();
        };
        expect((await hang('f')).publicPost('day 1')).toContain('По итогам голосования повешена Аня.');
        expect((await hang()).publicPost('day 1')).toContain('По итогам голосования повешен игрок Аня.');
    });

    it('10 alive at nightfall: the night\'s victim stays closed', async () => {
        const names = ['Аня', 'Ева', 'Жора', 'Дима', 'Зоя', 'Олег', 'Рита', 'Саша', 'Таня', 'Уля'];
        const deal = Object.fromEntries(names.map((n, i) => [n, i === 0 ? 'Мафия' : 'Мирный житель']));
        const g = await table003(deal).night(BOSS('Ева')).run();
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Ева.']);
    });
});

describe('inactivity (003.A.5): modkill without revealing the role', () => {
    it('the host removes an inactive player; his role is not told, even with more than 10 alive', async () => {
        const g = await game003().night().day({ host: [{ remove: 'Ева' }] }).run();
        expect(g.deaths('day 1')).toEqual(['Ева']);
        expect(g.publicPost('day 1').join(' ')).not.toMatch(/Мирный/);
        expect(g.alive('Ева')).toBe(false);
    });
});

describe('first-night immunity (003.A.1)', () => {
    for (const tag of ['Новичок', 'ПрошлыйВедущий', 'ПрошлаяЖертва', 'ЛучшийИгрок']) {
        it(`${tag}: survives a kill on the first night`, async () => {
            const g = await game003().tag('Ева', tag).night(BOSS('Ева')).run();
            expect(g.deaths('night 1')).toEqual([]);
        });
    }

    it('only the first night', async () => {
        const g = await game003().tag('Ева', 'Новичок').night().day().night(BOSS('Ева')).run();
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });

    it('does not save from hanging', async () => {
        const g = await game003().tag('Ева', 'Новичок').night().day({ hang: 'Ева' }).run();
        expect(g.deaths('day 1')).toEqual(['Ева']);
    });
});

describe('win conditions (003-E6: the encoding\'s readings)', () => {
    it('the town wins when no negative role is left', async () => {
        const g = await table003({ Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' }).night().day({ hang: 'Аня' }).run();
        expect(g.winner).toEqual({ factions: ['Город'], players: ['Ева', 'Жора', 'Дима'] });
    });

    it('not while a maniac lives', async () => {
        const g = await table003({ Аня: 'Мафия', Даша: 'Маньяк', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' }).night().day({ hang: 'Аня' }).run();
        expect(g.winner).toBeNull();
    });

    it('the mafia wins at parity', async () => {
        const g = await table003({ Аня: 'Мафия', Боря: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' }).night(BOSS('Ева')).run();
        expect(g.winner).toEqual({ factions: ['Мафия'], players: ['Аня', 'Боря'] });
    });

    it('the maniac wins one against one', async () => {
        const g = await table003({ Даша: 'Маньяк', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night('Даша: Ход маньяка → Ева [option=Убить]').run();
        expect(g.winner).toEqual({ factions: ['Сторона маньяка'], players: ['Даша'] });
    });

    it('the fan wins with the maniac', async () => {
        const g = await table003({ Даша: 'Маньяк', Женя: 'Фанат', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night('Даша: Ход маньяка → Ева [option=Убить]').run();
        expect(g.winner).toEqual({ factions: ['Сторона маньяка'], players: ['Даша', 'Женя'] });
    });

    it('the sniper wins one against one', async () => {
        const g = await table003({ Лёва: 'Снайпер', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night('Лёва: Убийство → Ева').run();
        expect(g.winner).toEqual({ factions: ['Снайпер'], players: ['Лёва'] });
    });

    it('the detective wins with the side that hired him', async () => {
        const g = await table003({ Аня: 'Мафия', Влад: 'Детектив', Ева: 'Мирный житель', Жора: 'Мирный житель' }).tag('Влад', 'НанятГородом').night().day({ hang: 'Аня' }).run();
        expect(g.winner).toEqual({ factions: ['Город', 'Детектив'], players: ['Влад', 'Ева', 'Жора'] });
    });
});

describe('rules out of the engine\'s reach', () => {
    // «нельзя пользоваться для доказательства обладания своей роли скриншотом личного сообщения … Этот игрок
    // дисквалифицируется из игры. Сторона, за которую он играл, автоматически проигрывает.» The host's ruling has
    // no place in the game JSON (a `host remove` takes the player out, but nothing makes his side lose).
    it.skip('disqualification: the player is out and his whole side loses (003-E41) — no host input for it', () => {});
});
