// ROLES.md 5.8 and 10, "Night effects last through the next day": a vote's side effect (the Governor's
// pardon) is the voter's action and meets the night's roleblock, possession, bus drive and delay still in
// force (engine/vote-actions.ts), on examples/mafiascum/rules.mafia.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';

const deal = {
    Gov: 'Governor', Ven: 'Ventriloquist', Bus: 'Busdriver', Del: 'Delayer', Rb: 'Roleblocker',
    Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager', Goo: 'Goon',
};
const ms = () => scenario('examples/mafiascum/rules.mafia').deal(deal);

describe('ROLES.md 10: "Night effects last through the next day"', () => {
    it('"a possessed one pardons the Ventriloquist\'s chosen player"', async () => {
        // Cat 2, Bob 1: the Governor's vote is on Bob.
        const day = ['Ann → Cat', 'Dan → Cat', 'Gov → Bob'];
        const plain = await ms().night().day(...day).run();
        expect(plain.deaths('day 1')).toEqual(['Cat']);                    // Bob pardoned, Cat lynched
        const possessed = await ms().night('Ven: Possess → Gov, Cat').day(...day).run();
        expect(possessed.deaths('day 1')).toEqual([]);                     // the pardon went to Cat: nobody is lynched
        expect(possessed.outcomes('day 1', 'Gov')).toContain('redirected');
    });

    it('"a busdriven vote target swaps the pardon onto the busdrive partner"', async () => {
        const day = ['Ann → Cat', 'Dan → Cat', 'Gov → Bob'];
        const driven = await ms().night('Bus: Busdrive → Bob, Cat').day(...day).run();
        expect(driven.deaths('day 1')).toEqual([]);                        // Bob's pardon landed on Cat
        // The votes themselves are not bus-driven: Cat's two votes stay on Cat (the tally shows it).
        const tally = driven.phase('day 1').events.filter((e) => e.kind === 'vote').map((e) => `${e.subject} ${e.value}`);
        expect(tally).toEqual(['Cat 2', 'Bob 1']);
        // Swapped onto a partner who is not voted: the voted player is lynched.
        const away = await ms().night('Bus: Busdrive → Cat, Ann').day('Bob → Cat', 'Dan → Cat', 'Gov → Cat').run();
        expect(away.deaths('day 1')).toEqual(['Cat']);
    });

    it('"a delayed one\'s pardon is held to the next night": it does not protect on the day it is made', async () => {
        const day = ['Ann → Cat', 'Dan → Cat', 'Gov → Cat'];
        expect((await ms().night().day(...day).run()).deaths('day 1')).toEqual([]);
        const delayed = await ms().night('Del: Delay → Gov').day(...day).run();
        expect(delayed.deaths('day 1')).toEqual(['Cat']);
        expect(delayed.outcomes('day 1', 'Gov')).toContain('blocked');   // set aside, with its reason in the trace
    });

    it('"… and then protects its target on the following day"', async () => {
        // Day 1: Bob is lynched; the Governor's vote on Cat is held. Day 2: Cat is top and pardoned.
        const day2 = ['Ann → Cat', 'Dan → Cat'];
        const held = await ms().night('Del: Delay → Gov').day('Ann → Bob', 'Dan → Bob', 'Gov → Cat').night().day(...day2).run();
        expect(held.deaths('day 1')).toEqual(['Bob']);
        expect(held.deaths('day 2')).toEqual([]);
        // Without the delay the pardon lasted Day 1 only (5.8): Cat is lynched on Day 2.
        const plain = await ms().night().day('Ann → Bob', 'Dan → Bob', 'Gov → Cat').night().day(...day2).run();
        expect(plain.deaths('day 2')).toEqual(['Cat']);
    });

    it('a held pardon meets the next night\'s roleblock and bus drive (ROLES.md 5.5.3: "executed then with next night\'s swaps, blocks and delays")', async () => {
        const day1 = ['Ann → Bob', 'Dan → Bob', 'Gov → Cat'];
        const day2 = ['Ann → Cat', 'Dan → Cat'];
        const blocked = await ms().night('Del: Delay → Gov').day(...day1).night('Rb: Roleblock → Gov').day(...day2).run();
        expect(blocked.deaths('day 2')).toEqual(['Cat']);
        const driven = await ms().night('Del: Delay → Gov').day(...day1).night('Bus: Busdrive → Cat, Ann').day(...day2).run();
        expect(driven.deaths('day 2')).toEqual(['Cat']);                   // the pardon went to Ann
        const onAnn = await ms().night('Del: Delay → Gov').day(...day1).night('Bus: Busdrive → Cat, Ann').day('Cat → Ann', 'Dan → Ann').run();
        expect(onAnn.deaths('day 2')).toEqual([]);
    });

    it('"a Governor who was roleblocked the night before cannot pardon"; a roleblock the day after the night does not reach the next day', async () => {
        const day = ['Ann → Cat', 'Dan → Cat', 'Gov → Cat'];
        expect((await ms().night('Rb: Roleblock → Gov').day(...day).run()).deaths('day 1')).toEqual(['Cat']);
        // Night 0's block ends with Day 1 (5.8: "the next night starts clean").
        const later = await ms().night('Rb: Roleblock → Gov').day('Ann → Bob', 'Dan → Bob').night().day(...day).run();
        expect(later.deaths('day 2')).toEqual([]);
    });
});
