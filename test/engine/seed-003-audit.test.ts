// Seed 003: situations found by a black-box audit through the CLI contract (game JSON in, result JSON
// out), each checked against the seed's text. The contract fixes only the argument keys `role`, `guise`
// and `option`: a judge who read only the seed gives a second player of an order as a second target.
import { describe, expect, it } from 'vitest';
import { game003, privately, table003 } from './seed-003-kit.js';

describe('a player an order names besides its target may be given as one more target', () => {
    // «Наёмник говорит ведущему имя человека, у которого хочет наняться, и имя того, кого хочет убить
    //  (то есть пишет: нанимаюсь у Васи, убиваю Петю).»
    it('Наемник: «нанимаюсь у Олега, убиваю Аню» as targets [Олег, Аня]', async () => {
        const g = await game003().night('Шура: Наём → Олег, Аня').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(privately(g, 'Шура', 'night 1')).toEqual(['Наём удался.']);
        expect(g.deaths('night 1')).toEqual(['Аня']);
    });

    it('Наемник: one target is a hire without a kill («нанимаюсь у Васи, никого не убиваю»)', async () => {
        const g = await game003().night('Шура: Наём → Олег').run();
        expect(privately(g, 'Шура', 'night 1')).toEqual(['Наём удался.']);
        expect(g.deaths('night 1')).toEqual([]);
    });

    // «Либо может пугать одного игрока и убивать другого»: the victim, then the one intimidated.
    it('Босс: «Запугать и убить» as targets [victim, intimidated]', async () => {
        const g = await game003().night('Аня: Ход босса мафии → Ева, Жора [option=Запугать и убить]').day('Жора → Аня').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual(['Ева']);
        expect(g.rejected('day 1').map((r) => r.actor)).toEqual(['Жора']);     // intimidated: no vote
    });

    it('three names for one target and one player parameter are still too many', async () => {
        const g = await game003().night('Шура: Наём → Олег, Аня, Боря').run();
        expect(g.rejected('night 1')).toHaveLength(1);
    });
});

// «Основная особенность: если к снайперу идет убийца …, а снайпер в эту же ночь в него стреляет, то убийца снайпера
//  погибает, не успев сделать ход.» Only that killer is stopped before acting; otherwise the sniper's shot is an
//  ordinary kill: the doctor's heal and the first-night immunity stop it, and the one he shoots still acts.
describe('Снайпер: his shot is an ordinary kill unless it answers a killer coming at him', () => {
    it('the doctor heals the sniper\'s victim: he lives («Даже если к этому игроку ночью приходили несколько убийц»)', async () => {
        const g = await game003().night('Лёва: Убийство → Ева', 'Рита: Ход доктора → Ева [option=Лечить]').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('the doctor he shoots still heals himself', async () => {
        const g = await game003().night('Лёва: Убийство → Рита', 'Рита: Ход доктора → Рита [option=Лечить]').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('first-night immunity («Иммунитет от убийства в первую ночь») holds against him', async () => {
        const g = await game003().tag('Ева', 'Новичок').night('Лёва: Убийство → Ева').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('a maniac he shoots who kills someone else still kills: both die', async () => {
        const g = await game003().night('Даша: Ход маньяка → Ева [option=Убить]', 'Лёва: Убийство → Даша').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Ева']);
    });

    it('the lone maniac coming at him dies before acting; the sniper lives', async () => {
        const g = await game003().night('Даша: Ход маньяка → Лёва [option=Убить]', 'Лёва: Убийство → Даша').run();
        expect(g.deaths('night 1')).toEqual(['Даша']);
    });
});

// «Путана … Может играть сама за себя или на стороне маньяка» (003-E6: the maniac's side wins one against one):
// a Путана on the maniac's side is one of that side, not one of those left against it.
describe('the maniac\'s side counts a Путана who plays on it', () => {
    it('maniac and his Путана against one civilian: the maniac\'s side wins', async () => {
        const g = await table003({ Даша: 'Маньяк', Егор: 'Путана', Ева: 'Мирный житель', Жора: 'Мирный житель' }).tag('Егор', 'НаСторонеМаньяка')
            .night('Даша: Ход маньяка → Ева [option=Убить]').run();
        expect(g.winner).toEqual({ factions: expect.arrayContaining(['Сторона маньяка']), players: ['Даша', 'Егор'] });
    });

    it('a Путана playing alone is not counted with him', async () => {
        const g = await table003({ Даша: 'Маньяк', Егор: 'Путана', Ева: 'Мирный житель', Жора: 'Мирный житель' })
            .night('Даша: Ход маньяка → Ева [option=Убить]').run();
        expect(g.winner).toBeNull();
    });
});

// The contract: «`ability` may be omitted when the actor has exactly one active ability usable in that phase»;
// the option given (`args.option`) tells which of his abilities is meant.
describe('an order without an ability name', () => {
    it('the boss\'s «Убить» (args.option) is the boss\'s move, not the Двойной агент game\'s mafia vote', async () => {
        const g = await game003().night('Аня: → Ева [option=Убить]').run();
        expect(g.rejected('night 1')).toEqual([]);
        expect(g.deaths('night 1')).toEqual(['Ева']);
    });

    it('a misspelt option is rejected, not dropped in favour of the one ability its target fits (the mafia vote)', async () => {
        const g = await game003().night('Аня: → Ева [option=Убитт]').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Аня']);
        expect(g.rejected('night 1')[0].reason).toContain("option 'Убитт'");
    });

    it('the Девочка\'s only ability needs no name', async () => {
        const g = await game003().night('Саша: → Даша', 'Даша: Ход маньяка → Ева [option=Убить]').run();
        expect(g.deaths('night 1')).toEqual([]);
    });
});
