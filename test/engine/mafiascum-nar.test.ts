// The two halves of the mafiascum set together (ROLES.md 5, 6, 10): the actions on actions (bus drive,
// possession, delay) meeting the visit model, the modifiers and the votes on votes, on
// examples/mafiascum/rules.mafia under its natural resolution.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';

const ms = () => scenario('examples/mafiascum/rules.mafia');

describe('actions on actions meet the visit model', () => {
    it('a bus-driven Ninja kills the swapped player and stays unseen by the Watcher and the Tracker', async () => {
        const game = await ms().deal({ Nin: ['Ninja', 'Goon'], Bus: 'Busdriver', Wat: 'Watcher', Tr: 'Tracker', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
            .night('Nin: Kill → Ann', 'Bus: Busdrive → Ann, Bob', 'Wat: Watch → Bob', 'Tr: Track → Nin')
            .run();
        expect(game.deaths('night 1')).toEqual(['Bob']);
        // The bus driver visits both of his players; the Ninja's visit to Bob is secret (5.5.5).
        expect(game.learned('Wat', 'night 1')).toEqual(['Bob: Bus']);
        expect(game.learned('Tr', 'night 1')).toEqual(['Nin: nobody']);
    });

    it('a Tracker on a bus-driven player: the visit follows the swap', async () => {
        const game = await ms().deal({ Cop: 'Cop', Bus: 'Busdriver', Tr: 'Tracker', Wat: 'Watcher', Ann: 'Villager', Bob: 'Villager', Goo: 'Goon' })
            .night('Cop: Investigate → Ann', 'Bus: Busdrive → Ann, Goo', 'Tr: Track → Cop', 'Wat: Watch → Ann')
            .run();
        expect(game.learned('Tr', 'night 1')).toEqual(['Cop: Goo']);
        // The Watcher's own order is swapped too: he watches Goo, and is told under Ann's name.
        expect(game.learned('Wat', 'night 1')).toEqual(['Ann: Bus, Cop']);
        // Named before the swap, read after it (5.7).
        expect(game.learned('Cop', 'night 1')).toEqual(['Ann: Evil']);
    });

    it('a Watcher sees the possessed player\'s visit where the Ventriloquist sent it, not where he meant it', async () => {
        const game = await ms().deal({ Doc: 'Doctor', Ven: 'Ventriloquist', W1: 'Watcher', W2: 'Watcher', Ann: 'Villager', Bob: 'Villager', Goo: 'Goon' })
            .night('Doc: Protect → Ann', 'Ven: Possess → Doc, Bob', 'W1: Watch → Bob', 'W2: Watch → Ann', 'Goo: Kill → Ann')
            .run();
        expect(game.learned('W1', 'night 1')).toEqual(['Bob: Doc']);
        expect(game.learned('W2', 'night 1')).toEqual(['Ann: Goo']);
        expect(game.deaths('night 1')).toEqual(['Ann']);            // the protection went to Bob
        // The Possess visits only the puppet (5.5.5).
        expect(game.learned('W1', 'night 1')[0]).not.toContain('Ven');
    });

    it('a bus drive waits for a roleblock on the bus driver, and the Ninja Hitman\'s kill for the bus drive (natural resolution)', async () => {
        const game = await ms().deal({ Hit: ['Ninja', 'Hitman'], Bus: 'Busdriver', Rb: 'Roleblocker', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Hit: HitmanKill → Ann', 'Bus: Busdrive → Ann, Bob', 'Rb: Roleblock → Bus')
            .run();
        expect(game.outcomes('night 1', 'Bus')).toEqual(['blocked']);
        expect(game.deaths('night 1')).toEqual(['Ann']);
    });
});

describe('actions on actions meet the votes on votes', () => {
    const deal = { Pol: 'Politician', Del: 'Delayer', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Goo: 'Goon', Dan: 'Villager' };

    it('a delayed Politician steals nothing on Day 1; his held order resolves on Night 2 and steals the vote on Day 2', async () => {
        const game = await ms().deal(deal)
            .night('Pol: StealVote → Ann', 'Del: Delay → Pol')
            .day('Ann → Bob', 'Pol → Cat', 'Dan → Bob')
            .night()
            .day('Ann → Goo', 'Cat → Goo', 'Pol → Dan', 'Dan → Cat')
            .run();
        expect(game.deaths('day 1')).toEqual(['Bob']);                  // Ann's vote stayed hers: Bob 2, Cat 1
        expect(game.rejected('day 1')).toEqual([]);
        expect(game.deaths('day 2')).toEqual(['Dan']);                  // Ann's vote follows Pol's: Dan 2, Goo 1, Cat 1
        expect(game.rejected('day 2').map((r) => r.actor)).toEqual(['Ann']);
    });

    it('a Governor roleblocked the night before cannot pardon (ROLES.md 10: night effects last through the next day)', async () => {
        const play = (nightOrders: string[]) => ms().deal({ Gov: 'Governor', Rb: 'Roleblocker', Ann: 'Villager', Bob: 'Villager', Goo: 'Goon' })
            .night(...nightOrders)
            .day('Ann → Bob', 'Gov → Bob')
            .run();
        expect((await play([])).deaths('day 1')).toEqual([]);          // the pardon saves Bob
        expect((await play(['Rb: Roleblock → Gov'])).deaths('day 1')).toEqual(['Bob']);
    });
});
