// Seed 003, the mafia (digest 003.C 1–3, 003.B.1): the boss's night (kill up to two, intimidate,
// intimidate and kill, bribe the council), his silent loss of the vote, the mafia journalist's
// newspaper line, the advocate's cover, and the boss succession.
import { describe, expect, it } from 'vitest';
import { game003, privately, scores as votes, table003 } from './seed-003-kit.js';

/** Whether the trace counts `voter`'s vote at weight 0 (a cancelled vote, «голос босса просто не учитывается»). */
const cancelled = (g: Awaited<ReturnType<ReturnType<typeof game003>['run']>>, label: string, voter: string) =>
    g.trace(label).some((t) => (t.note ?? '').startsWith(`${voter} votes`) && (t.note ?? '').includes('(weight 0)'));

const KILL = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Убить]`;

describe('Босс мафии: Убить', () => {
    it('kills one player; with more than 10 alive his role is revealed', async () => {
        const g = await game003().night(KILL('Ева')).run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.publicPost('night 1')).toEqual(['Погиб игрок Ева.', 'Роль игрока Ева: Мирный житель.']);
    });

    it('kills two players the same night', async () => {
        const g = await game003().night(KILL('Ева', 'Жора')).run();
        expect(g.deaths('night 1')).toEqual(['Ева', 'Жора']);
    });

    it('cannot kill three', async () => {
        const g = await game003().night(KILL('Ева', 'Жора', 'Дима')).run();
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('a double kill leaves evidence (the boss\'s nick) with 75%: over 40 seeds, about three in four', async () => {
        let announced = 0;
        for (let seed = 1; seed <= 40; seed++) {
            const g = await game003().withSeed(seed).night(KILL('Ева', 'Жора')).run();
            const post = g.publicPost('night 1');
            if (post.includes('Босс мафии оставил улики: это Аня.')) announced++;
        }
        expect(announced).toBeGreaterThan(20);
        expect(announced).toBeLessThan(40);
    });

    it('a single kill never reveals the boss', async () => {
        for (let seed = 1; seed <= 10; seed++) {
            const g = await game003().withSeed(seed).night(KILL('Ева')).run();
            expect(g.publicPost('night 1').join(' ')).not.toMatch(/улики/);
        }
    });

    it('after a double kill the boss\'s vote silently does not count the next day', async () => {
        // Everyone else abstains (−2 each); Аня's red vote on Гоша would make him −3 and hang him.
        const g = await game003().night(KILL('Ева', 'Жора')).day('Аня → Гоша').run();
        expect(g.rejected('day 1')).toEqual([]);
        expect(cancelled(g, 'day 1', 'Аня')).toBe(true);
        expect(g.deaths('day 1')).toEqual([]);
        // «вслух о лишении голоса не сообщается»: the public tally shows her vote as cast (as the Doctor's hidden weight).
        expect(votes(g, 'day 1')['Гоша']).toBe(-3);
        expect(g.publicPost('day 1').join(' ')).not.toMatch(/Аня/);
    });

    it('after a single kill his vote counts', async () => {
        const g = await game003().night(KILL('Ева')).day('Аня → Гоша').run();
        expect(votes(g, 'day 1')['Гоша']).toBe(-3);
        expect(g.deaths('day 1')).toEqual(['Гоша']);
    });

    it('a night that begins with three players left: no double kill', async () => {
        const g = await table003({ Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night(KILL('Ева', 'Жора')).run();
        expect(g.rejected('night 1')).toHaveLength(1);
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('with three left he may still kill one', async () => {
        const g = await table003({ Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель' }).night(KILL('Ева')).run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('may kill the same player he tried the night before', async () => {
        const g = await game003().night(KILL('Ева'), 'Рита: Ход доктора → Ева [option=Лечить]').day().night(KILL('Ева')).run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.rejected('night 2')).toEqual([]);
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });
});

describe('Босс мафии: Запугать население', () => {
    const SCARE = (...targets: string[]) => `Аня: Ход босса мафии → ${targets.join(', ')} [option=Запугать население]`;

    it('takes the vote of one to three players for one day; they are not penalised for not voting', async () => {
        const g = await game003().night(SCARE('Ева', 'Жора', 'Дима')).day('Ева → Гоша').night().day('Ева → Гоша').run();
        expect(g.rejected('day 1')).toEqual([{ actor: 'Ева', ability: 'vote', reason: 'Ева cannot vote (silenced)', targets: ['Гоша'] }]);
        const v = votes(g, 'day 1');
        expect(v['Ева']).toBeUndefined();       // 0, not −2
        expect(v['Жора']).toBeUndefined();
        expect(v['Олег']).toBe(-2);
        // one day only
        expect(g.rejected('day 2')).toEqual([]);
    });

    it('not four', async () => {
        const g = await game003().night(SCARE('Ева', 'Жора', 'Дима', 'Олег')).run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });

    it('with fewer than 10 alive, at most two', async () => {
        const nine = { Аня: 'Мафия', Боря: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Олег: 'Комиссар', Рита: 'Доктор', Саша: 'Девочка', Федя: 'Священник' };
        const g = await table003(nine).night(SCARE('Ева', 'Жора', 'Дима')).run();
        expect(g.rejected('night 1')).toHaveLength(1);
        const h = await table003(nine).night(SCARE('Ева', 'Жора')).day('Ева → Боря').run();
        expect(h.rejected('night 1')).toEqual([]);
        expect(h.rejected('day 1').map((r) => r.actor)).toEqual(['Ева']);
    });

    it('003-E10: intimidation carries no risk of exposing the boss, and his vote counts', async () => {
        for (let seed = 1; seed <= 8; seed++) {
            const g = await game003().withSeed(seed).night(SCARE('Ева', 'Жора', 'Дима')).day('Аня → Гоша').run();
            expect(g.publicPost('night 1').join(' ')).not.toMatch(/улики/);
            expect(votes(g, 'day 1')['Гоша']).toBe(-3);
        }
    });

    it('intimidating half of the living or more costs the boss his vote (2 of 4)', async () => {
        const four = { Аня: 'Мафия', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель' };
        const g = await table003(four).night(SCARE('Ева', 'Жора')).day('Аня → Дима').run();
        // Дима abstains: −2; Аня's red vote does not count (the public tally shows it as cast: −3).
        expect(cancelled(g, 'day 1', 'Аня')).toBe(true);
        expect(votes(g, 'day 1')['Дима']).toBe(-3);
        const h = await table003({ ...four, Зоя: 'Мирный житель' }).night(SCARE('Ева', 'Жора')).day('Аня → Дима').run();
        expect(cancelled(h, 'day 1', 'Аня')).toBe(false);     // 2 of 5 is less than half
        expect(votes(h, 'day 1')['Дима']).toBe(-3);
    });

    it('a Мент guarding the target saves him from intimidation', async () => {
        const g = await game003().night(SCARE('Ева'), 'Таня: Визит → Ева').day('Ева → Гоша').run();
        expect(g.rejected('day 1').filter((r) => r.actor === 'Ева')).toEqual([]);
    });
});

describe('Босс мафии: Запугать и убить', () => {
    const COMBO = (victim: string, scared: string) => `Аня: Ход босса мафии → ${victim} [option=Запугать и убить] [Запуганный=${scared}]`;

    it('kills one, silences another, and costs the boss his vote', async () => {
        const g = await game003().night(COMBO('Ева', 'Жора')).day('Жора → Гоша', 'Аня → Гоша').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.rejected('day 1').map((r) => r.actor)).toEqual(['Жора']);
        expect(cancelled(g, 'day 1', 'Аня')).toBe(true);
    });

    it('with the same 75% risk as a double kill', async () => {
        let announced = 0;
        for (let seed = 1; seed <= 40; seed++) {
            const g = await game003().withSeed(seed).night(COMBO('Ева', 'Жора')).run();
            if (g.publicPost('night 1').includes('Босс мафии оставил улики: это Аня.')) announced++;
        }
        expect(announced).toBeGreaterThan(20);
        expect(announced).toBeLessThan(40);
    });
});

describe('Босс мафии: Подкуп Совета', () => {
    it('passes the yes/no question to the host, in place of the night\'s kill', async () => {
        const g = await game003().night('Аня: Ход босса мафии [option=Подкуп Совета] [Вопрос=Среди иммунитетчиков есть роли?]').run();
        const host = g.phase('night 1').events.filter((e) => e.kind === 'host');
        expect(host.map((e) => e.text)).toEqual(['Подкуп Совета, вопрос мафии: Среди иммунитетчиков есть роли? — ответьте «да» или «нет».']);
        expect(host[0].public).toBe(false);
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('the boss\'s order, blocks, and the lower ranks (003.B.1)', () => {
    it('a lower rank\'s order is carried out when the boss sends none', async () => {
        const g = await game003().night('Боря: Ход босса мафии → Ева [option=Убить]').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('the boss\'s own order wins over a lower rank\'s', async () => {
        const g = await game003().night('Боря: Ход босса мафии → Жора [option=Убить]', KILL('Ева')).run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('the Девочка visiting the boss stops the mafia\'s kill', async () => {
        const g = await game003().night(KILL('Ева'), 'Саша: Визит → Аня').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the Девочка visiting a lower rank does not', async () => {
        const g = await game003().night(KILL('Ева'), 'Саша: Визит → Боря').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('the boss sends nothing and the 2nd rank carries out the kill: the Девочка at the boss still stops it', async () => {
        const g = await game003().night('Боря: Ход босса мафии → Ева [option=Убить]', 'Саша: Визит → Аня').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('…and the Девочка at the 2nd rank who sent it does not («мафия все равно совершит свой ход»)', async () => {
        const g = await game003().night('Боря: Ход босса мафии → Ева [option=Убить]', 'Саша: Визит → Боря').run();
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('the Мент visiting the boss stops the kill too', async () => {
        const g = await game003().night(KILL('Ева'), 'Таня: Визит → Аня').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the Мент guarding the victim saves him', async () => {
        const g = await game003().night(KILL('Ева'), 'Таня: Визит → Ева').run();
        expect(g.deaths('night 1')).toEqual([]);
    });
});

describe('succession: rank 1 → rank 2 → … → журналист → адвокат', () => {
    it('the boss hanged: the 2nd rank leads, his kill needs no fallback', async () => {
        const g = await game003().night().day({ hang: 'Аня' }).night('Боря: Ход босса мафии → Ева [option=Убить]').run();
        expect(g.deaths('day 1')).toEqual(['Аня']);
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });

    it('the Девочка blocks the new boss, no longer the dead one', async () => {
        const g = await game003().night().day({ hang: 'Аня' }).night('Боря: Ход босса мафии → Ева [option=Убить]', 'Саша: Визит → Боря').run();
        expect(g.deaths('night 2')).toEqual([]);
    });

    it('no ranked mafia left: the журналист is the boss and loses his interview', async () => {
        const g = await game003().night().day({ hang: 'Аня' }).night().day({ hang: 'Боря' })
            .night('Вера: Интервью → Олег', 'Вера: Ход босса мафии → Ева [option=Убить]').run();
        expect(g.rejected('night 3').map((r) => r.ability)).toEqual(['Интервью']);
        expect(g.deaths('night 3')).toEqual(['Ева']);
    });

    it('the адвокат keeps covering while the журналист is boss', async () => {
        const g = await game003().night().day({ hang: 'Аня' }).night().day({ hang: 'Боря' })
            .night('Гоша: Отмаза → Ева').run();
        expect(g.rejected('night 3')).toEqual([]);
    });

    it('the адвокат alone: he is the boss and cannot cover any more', async () => {
        const g = await table003({ Аня: 'Мафия', Гоша: 'Адвокат', Ева: 'Мирный житель', Жора: 'Мирный житель', Дима: 'Мирный житель', Зоя: 'Мирный житель' })
            .night().day({ hang: 'Аня' }).night('Гоша: Отмаза → Гоша', 'Гоша: Ход босса мафии → Ева [option=Убить]').run();
        expect(g.rejected('night 2').map((r) => r.ability)).toEqual(['Отмаза']);
        expect(g.deaths('night 2')).toEqual(['Ева']);
    });
});

describe('Журналист (мафиозный): Интервью', () => {
    it('an interview with the boss\'s victim of the same night is refused with the reason (never dropped silently)', async () => {
        const g = await game003().night('Вера: Интервью → Олег', 'Аня: Ход босса мафии → Олег [option=Убить]').run();
        expect(g.deaths('night 1')).toEqual(['Олег']);
        expect(g.rejected('night 1')).toEqual([{ actor: 'Вера', ability: 'Интервью', reason: 'Олег died earlier this phase: the order was not carried out', targets: ['Олег'] }]);
    });
    it('the target\'s role is printed in the night\'s newspaper, without names', async () => {
        const g = await game003().night('Вера: Интервью → Олег').run();
        const post = g.publicPost('night 1');
        expect(post).toEqual(['Этой ночью журналист был у роли: Комиссар.']);
        expect(post.join(' ')).not.toMatch(/Олег|Вера/);
        expect(privately(g, 'Вера', 'night 1')).toEqual([]);
    });

    it('a Мент guarding the target does not stop it (checks pass through)', async () => {
        const g = await game003().night('Вера: Интервью → Олег', 'Таня: Визит → Олег').run();
        expect(g.publicPost('night 1')).toEqual(['Этой ночью журналист был у роли: Комиссар.']);
    });

    it('003-E39: the Девочка visiting the journalist blocks him', async () => {
        const g = await game003().night('Вера: Интервью → Олег', 'Саша: Визит → Вера').run();
        expect(g.publicPost('night 1')).toEqual([]);
    });
});

describe('Адвокат: Отмаза', () => {
    it('the covered player would be hanged: the host announces the cover and nobody is hanged', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева').day({ hang: 'Ева' }).run();
        expect(g.deaths('day 1')).toEqual([]);
        expect(g.publicPost('day 1')).toContain('Игрок Ева отмазан: не вешается никто.');
    });

    it('may cover himself', async () => {
        const g = await game003().night('Гоша: Отмаза → Гоша').day({ hang: 'Гоша' }).run();
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('the cover lasts one day', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева').day().night().day({ hang: 'Ева' }).run();
        expect(g.deaths('day 2')).toEqual(['Ева']);
    });

    it('may cover the same player every night', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева').day().night('Гоша: Отмаза → Ева').day({ hang: 'Ева' }).run();
        expect(g.rejected('night 2')).toEqual([]);
        expect(g.deaths('day 2')).toEqual([]);
    });

    it('killed the same night, his cover still holds the next day', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева', 'Даша: Ход маньяка → Гоша [option=Убить]').day({ hang: 'Ева' }).run();
        expect(g.deaths('night 1')).toEqual(['Гоша']);
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('a cover on someone who is not hanged changes nothing', async () => {
        const g = await game003().night('Гоша: Отмаза → Ева').day({ hang: 'Жора' }).run();
        expect(g.deaths('day 1')).toEqual(['Жора']);
    });
});
