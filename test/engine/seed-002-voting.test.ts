// Seed 002's voting: plurality hanging, ties to the first to reach the maximum, no vote changes,
// two missed votes and the player is out; and the order-change rule.
import { describe, expect, it } from 'vitest';
import { CAST } from './cast.js';
import { SEED_002 } from './compile.js';
import { scenario } from './scenario.js';

const game = () => scenario(SEED_002).deal(CAST);

describe('the hanging (plurality)', () => {
    it('hangs the player with the most votes', async () => {
        const g = await game().day('Аня → Вера', 'Боря → Вера', 'Даша → Маша').run();
        expect(g.deaths('day 1')).toEqual(['Вера']);
        const execution = g.phase('day 1').events.find((e) => e.kind === 'execution')!;
        expect(execution).toMatchObject({ public: true, subject: 'Вера', value: 2 });
        expect(g.phase('day 1').events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value])).toEqual([['Вера', 2], ['Маша', 1]]);
    });

    it('002-E20: a tie goes to the player who first reached the maximum', async () => {
        // Маша reaches 2 with the third vote, Вера only with the fourth.
        const g = await game().day('Аня → Вера', 'Боря → Маша', 'Даша → Маша', 'Нина → Вера').run();
        expect(g.deaths('day 1')).toEqual(['Маша']);
    });

    it('a tie after changes in the lead still goes to the first to reach the final maximum', async () => {
        const g = await game().day('Аня → Вера', 'Боря → Вера', 'Даша → Маша', 'Нина → Маша', 'Олег → Гоша', 'Зоя → Гоша').run();
        expect(g.deaths('day 1')).toEqual(['Вера']);
    });

    it('nobody votes: nobody is hanged', async () => {
        const g = await game().day().run();
        expect(g.deaths('day 1')).toEqual([]);
    });

    it('a vote cannot be changed: the second is rejected and the first counts', async () => {
        const g = await game().day('Аня → Вера', 'Аня → Маша', 'Боря → Маша').run();
        expect(g.rejected('day 1')).toEqual([{ actor: 'Аня', ability: 'vote', reason: "vote changes are not allowed: Аня's first vote stands", targets: ['Маша'] }]);
        expect(g.phase('day 1').events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value])).toEqual([['Вера', 1], ['Маша', 1]]);
        expect(g.deaths('day 1')).toEqual(['Вера']);
    });

    it('rejects votes of the dead and for the dead', async () => {
        const g = await game().day({ hang: 'Олег' }).night().day('Олег → Вера', 'Аня → Олег', { hang: 'Нина' }).run();
        expect(g.rejected('day 2').map((r) => [r.actor, r.reason])).toEqual([['Олег', 'Олег is dead'], ['Аня', 'Олег is dead']]);
    });

    it('there is no voting at night', async () => {
        const g = await game().day().night().run();
        expect(g.phase('night 1').events.filter((e) => e.kind === 'vote')).toEqual([]);
    });
});

describe('two missed votes and the player is out (002-E17: cumulative)', () => {
    const everyoneBut = (skip: string, target: string) =>
        Object.keys(CAST).filter((p) => p !== skip && p !== target).map((p) => `${p} → ${target}`);

    it('one missed vote is a warning, the second removes the player as missing', async () => {
        const g = await game()
            .day(...everyoneBut('Даша', 'Олег'))
            .night()
            .day(...everyoneBut('Даша', 'Нина').filter((v) => !v.startsWith('Олег')))
            .run();
        expect(g.alive('Даша')).toBe(false);
        const day2 = g.phase('day 2');
        expect(day2.events.find((e) => e.kind === 'death' && e.subject === 'Даша')!.text).toBe('Даша did not vote twice and leaves the game (Пропавший без вести).');
        expect(day2.players.find((p) => p.name === 'Даша')!.statuses).toEqual(['Пропавший без вести']);
        expect(g.deaths('day 1')).toEqual(['Олег']);
    });

    it('the two misses need not be in a row', async () => {
        const g = await game()
            .day(...everyoneBut('Даша', 'Олег'))
            .night()
            .day(...everyoneBut('Олег', 'Нина'))          // Даша votes on day 2
            .night()
            .day(...everyoneBut('Даша', 'Зоя').filter((v) => !/^(Олег|Нина)/.test(v)))
            .run();
        expect(g.alive('Даша')).toBe(false);
        expect(g.deaths('day 3')).toContain('Даша');
    });

    it('a rejected vote counts as not voting', async () => {
        const g = await game()
            .day(...everyoneBut('Даша', 'Олег'), 'Даша → Даша2')
            .night()
            .day(...everyoneBut('Даша', 'Нина').filter((v) => !v.startsWith('Олег')))
            .run();
        expect(g.rejected('day 1')[0].reason).toBe("unknown player 'Даша2'");
        expect(g.alive('Даша')).toBe(false);
    });
});

describe('orders change once per game (002-E16)', () => {
    it('the first change replaces the order; a second change is rejected', async () => {
        const g = await game()
            .day()
            .night('Аня: Проверка → Даша', 'Аня: Проверка → Вера')
            .day({ hang: 'Олег' })
            .night('Аня: Проверка → Гоша', 'Аня: Проверка → Нина')
            .run();
        expect(g.learned('Аня', 'night 1')).toEqual(['Вера: Мафия']);
        expect(g.rejected('night 2')[0].reason).toMatch(/orders may be changed only once per game and Аня has already changed one/);
        expect(g.learned('Аня', 'night 2')).toEqual(['Гоша: Громила']);
    });

    it('is counted per player', async () => {
        const g = await game()
            .day()
            .night('Аня: Проверка → Даша', 'Аня: Проверка → Вера', 'Женя: Спасение → Даша', 'Женя: Спасение → Нина')
            .run();
        expect(g.rejected('night 1')).toEqual([]);
    });
});
