// Actions on actions (swap / retarget / hold / double orders) and `resolution natural`, on the small
// rule set test/fixtures/nar/actions.mafia: every construct and the interactions ROLES.md describes
// for them, each with the trace line that says why.
import { describe, expect, it } from 'vitest';
import { scenario, type Played } from '../engine/scenario.js';

const R = 'test/fixtures/nar/actions.mafia';
const notes = (g: Played, phase: string, actor?: string) => g.trace(phase).filter((t) => !actor || t.actor === actor).map((t) => `${t.outcome}: ${t.note}`);

describe('swap orders on X with Y (bus driving)', () => {
    it('a kill aimed at one of the pair lands on the other', async () => {
        const g = await scenario(R).deal({ Bus: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Cid: 'Villager' })
            .night('Bus: Busdrive → Ann, Bob', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 1')).toEqual(['Bob']);
        expect(notes(g, 'night 1', 'Goon')).toContain("redirected: Goon's order aimed at Ann goes to Bob (swapped)");
    });

    it('a bus drive is itself subject to earlier swaps, and the latest swap of a player decides', async () => {
        // Bus1 swaps Ann/Bob; Bus2's Bob/Cid becomes Ann/Cid. Then Ann → Cid (latest), Bob → Ann.
        const g = await scenario(R).deal({ Bus1: 'Busdriver', Bus2: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Cid: 'Villager', Goon: 'Goon', Vig: 'Vigilante' })
            .night('Bus1: Busdrive → Ann, Bob', 'Bus2: Busdrive → Bob, Cid', 'Goon: Kill → Ann', 'Vig: Shoot → Bob').run();
        expect(g.deaths('night 1').sort()).toEqual(['Ann', 'Cid']);
        expect(notes(g, 'night 1', 'Bus2')).toContain("redirected: Bus2's order aimed at Bob goes to Ann (swapped)");
        // Two bus drives sharing a target wait for each other: a loop, broken by order of submission.
        expect(notes(g, 'night 1').some((n) => n.startsWith("info: dependency loop: Bus1's Busdrive → Bus2's Busdrive → Bus1's Busdrive") && n.endsWith("Bus1's Busdrive resolves first"))).toBe(true);
    });

    it('targets are checked when ordered, swapped when carried out: a doctor swapped with his charge protects himself', async () => {
        const g = await scenario(R).deal({ Bus: 'Busdriver', Doc: 'Doctor', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager', Cid: 'Villager' })
            .night('Bus: Busdrive → Doc, Ann', 'Doc: Protect → Ann', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(notes(g, 'night 1', 'Doc')).toContain("redirected: Doc's order aimed at Ann goes to Doc (swapped)");
    });

    it('works under the fixed stage order too (the constructs do not need natural resolution)', async () => {
        const g = await scenario('test/fixtures/nar/actions-stages.mafia').deal({ Bus: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Cid: 'Villager' })
            .night('Bus: Busdrive → Ann, Bob', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 1')).toEqual(['Bob']);
    });

    it('lasts this phase only', async () => {
        const g = await scenario(R).deal({ Bus: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Cid: 'Villager', Dan: 'Villager' })
            .night('Bus: Busdrive → Ann, Bob').day().night('Goon: Kill → Ann').run();
        expect(g.deaths('night 2')).toEqual(['Ann']);
    });

    it('a busdriven cop investigates the partner, and is told it under the name he asked about (ROLES.md 5.7)', async () => {
        const g = await scenario(R).deal({ Bus: 'Busdriver', Cop: 'Cop', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager' })
            .night('Bus: Busdrive → Ann, Goon', 'Cop: Investigate → Ann').run();
        expect(g.learned('Cop')).toEqual(['Ann: Mafia']);
    });

    it('after possession the result names the player the order ended up with (ROLES.md 5.7)', async () => {
        const g = await scenario(R).deal({ Vent: 'Ventriloquist', Cop: 'Cop', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager' })
            .night('Vent: Possess → Cop, Goon', 'Cop: Investigate → Ann').run();
        expect(g.learned('Cop')).toEqual(['Goon: Mafia']);
    });
});

describe('retarget orders of X to Y (possession)', () => {
    it('a possessed cop investigates the Ventriloquist\'s choice (the first target is replaced)', async () => {
        const g = await scenario(R).deal({ Vent: 'Ventriloquist', Cop: 'Cop', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager' })
            .night('Vent: Possess → Cop, Goon', 'Cop: Investigate → Ann').run();
        expect(g.learned('Cop')).toEqual(['Goon: Mafia']);
        expect(notes(g, 'night 1', 'Cop')).toContain('redirected: Cop is possessed: the first target of the order becomes Goon (was Ann)');
    });

    it('a puppet who gave no order does nothing', async () => {
        const g = await scenario(R).deal({ Vent: 'Ventriloquist', Vig: 'Vigilante', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager' })
            .night('Vent: Possess → Vig, Ann').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('`replacing Victim` replaces the named parameter, not the first target', async () => {
        const g = await scenario(R).deal({ Thrower: 'Voice Thrower', Hire: 'Hireling', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Cid: 'Villager' })
            .night('Thrower: Throw → Hire, Bob', 'Hire: Contract → Ann, Cid').run();
        expect(g.deaths('night 1')).toEqual(['Bob']);
        expect(notes(g, 'night 1', 'Hire')).toContain('redirected: Hire is possessed: the parameter Victim of the order becomes Bob (was Cid)');
    });

    it('possession comes before the swaps: the bent order is then busdriven', async () => {
        const g = await scenario(R).deal({ Vent: 'Ventriloquist', Vig: 'Vigilante', Bus: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Cid: 'Villager' })
            .night('Vent: Possess → Vig, Ann', 'Bus: Busdrive → Ann, Bob', 'Vig: Shoot → Cid').run();
        expect(g.deaths('night 1')).toEqual(['Bob']);
    });
});

describe('hold orders of X (delay)', () => {
    it('a delayed kill takes effect the next night, first', async () => {
        const g = await scenario(R).deal({ Del: 'Delayer', Vig: 'Vigilante', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager', Cid: 'Villager' })
            .night('Del: Delay → Vig', 'Vig: Shoot → Goon').day().night().run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(notes(g, 'night 1', 'Vig')).toContain("blocked: Vig's order is held over to Night 2: no effect now");
        expect(g.deaths('night 2')).toEqual(['Goon']);
        expect(notes(g, 'night 2', 'Vig')).toContain("info: Vig's order held over from Night 1 resolves first");
    });

    it('a held order meets the next night\'s blocks', async () => {
        const g = await scenario(R).deal({ Del: 'Delayer', Vig: 'Vigilante', RB: 'Roleblocker', Goon: 'Goon', Bob: 'Villager', Cid: 'Villager' })
            .night('Del: Delay → Vig', 'Vig: Shoot → Goon').day().night('RB: Roleblock → Vig').run();
        expect(g.deaths('night 2')).toEqual([]);
        expect(g.outcomes('night 2', 'Vig')).toContain('blocked');
    });

    it('a held order of a player lynched since still executes (ROLES.md 10)', async () => {
        const g = await scenario(R).deal({ Del: 'Delayer', Vig: 'Vigilante', Ann: 'Villager', Goon: 'Goon', Bob: 'Villager', Cid: 'Villager' })
            .night('Del: Delay → Vig', 'Vig: Shoot → Goon').day({ hang: 'Vig' }).night().run();
        expect(g.deaths('day 1')).toEqual(['Vig']);
        expect(g.deaths('night 2')).toEqual(['Goon']);
        expect(notes(g, 'night 2', 'Vig')).toContain('info: Vig has died this phase, but under natural resolution an order given is still carried out');
    });

    it('a roleblock (stage 2) has usually resolved before the delay (stage 3): it is not held', async () => {
        const g = await scenario(R).deal({ Del: 'Delayer', RB: 'Roleblocker', Goon: 'Goon', Ann: 'Villager', Bob: 'Villager' })
            .night('Del: Delay → RB', 'RB: Roleblock → Goon', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Goon')).toContain('blocked');
    });
});

describe('double orders of X (doubling)', () => {
    it('a doubled doctor protects two players the next night', async () => {
        const g = await scenario(R).deal({ Dbl: 'Action Doubler', Doc: 'Doctor', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Vig: 'Vigilante', Cid: 'Villager' })
            .night('Dbl: Double → Doc').day()
            .night('Doc: Protect → Ann', 'Doc: Protect → Bob', 'Goon: Kill → Ann', 'Vig: Shoot → Bob').run();
        expect(g.deaths('night 2')).toEqual([]);
        expect(g.rejected('night 2')).toEqual([]);
        expect(notes(g, 'night 2', 'Doc')).toContain("info: Doc's second order for Protect is carried out: the extra order from Dbl's Double");
    });

    it('without an extra order the later order counts and the earlier is rejected with a reason', async () => {
        const g = await scenario(R).deal({ Dbl: 'Action Doubler', Doc: 'Doctor', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Vig: 'Vigilante', Cid: 'Villager' })
            .night('Doc: Protect → Ann', 'Doc: Protect → Bob', 'Goon: Kill → Ann', 'Vig: Shoot → Bob').run();
        expect(g.deaths('night 1')).toEqual(['Ann']);
        expect(g.rejected('night 1')).toEqual([{ actor: 'Doc', ability: 'Protect', targets: ['Ann'], reason: 'a second order for Protect needs an extra order, and Doc has none this phase: the later order counts' }]);
    });

    it('of three orders the last two count; the first is superseded', async () => {
        const g = await scenario(R).deal({ Dbl: 'Action Doubler', Doc: 'Doctor', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Vig: 'Vigilante', Cid: 'Villager' })
            .night('Dbl: Double → Doc').day()
            .night('Doc: Protect → Cid', 'Doc: Protect → Ann', 'Doc: Protect → Bob', 'Goon: Kill → Ann', 'Vig: Shoot → Bob').run();
        expect(g.deaths('night 2')).toEqual([]);
        expect(g.rejected('night 2').map((r) => [r.targets, r.reason])).toEqual([[['Cid'], 'superseded: Doc gave a later order for Protect, and only one earlier order is kept']]);
    });

    it('an extra order for this phase: the second order waits for the doubling, whatever the order given', async () => {
        const g = await scenario(R).deal({ Quick: 'Quick Doubler', Doc: 'Doctor', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Vig: 'Vigilante', Cid: 'Villager' })
            .night('Doc: Protect → Ann', 'Doc: Protect → Bob', 'Quick: Quick Double → Doc', 'Goon: Kill → Ann', 'Vig: Shoot → Bob').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(notes(g, 'night 1', 'Doc')).toContain("info: Doc's Protect waits for Quick's Quick Double");
    });

    it('the extra order is for the next night only', async () => {
        const g = await scenario(R).deal({ Dbl: 'Action Doubler', Doc: 'Doctor', Ann: 'Villager', Bob: 'Villager', Goon: 'Goon', Vig: 'Vigilante', Cid: 'Villager' })
            .night('Dbl: Double → Doc').day().night().day()
            .night('Doc: Protect → Ann', 'Doc: Protect → Bob', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 3')).toEqual(['Ann']);
    });
});

describe('resolution natural', () => {
    it('two roleblockers who block each other: the one whose order came first blocks the other', async () => {
        for (const [first, second] of [['RB1', 'RB2'], ['RB2', 'RB1']]) {
            const g = await scenario(R).deal({ RB1: 'Roleblocker', RB2: 'Roleblocker', Goon: 'Goon', Ann: 'Villager', Bob: 'Villager' })
                .night(`${first}: Roleblock → ${second}`, `${second}: Roleblock → ${first}`).run();
            expect(g.outcomes('night 1', first)).toEqual(['applied', 'applied']);
            expect(g.outcomes('night 1', second)).toEqual(['blocked']);
            expect(notes(g, 'night 1', first)).toContain(`info: dependency loop: ${first}'s Roleblock → ${second}'s Roleblock → ${first}'s Roleblock; broken by order of submission: ${first}'s Roleblock resolves first`);
        }
    });

    it('a roleblocker blocked by another roleblocker cannot stop the kill (the block on him goes first)', async () => {
        const g = await scenario(R).deal({ RB1: 'Roleblocker', RB2: 'Roleblocker', Goon: 'Goon', Ann: 'Villager', Bob: 'Villager' })
            .night('RB2: Roleblock → Goon', 'RB1: Roleblock → RB2', 'Goon: Kill → Ann').run();
        expect(g.deaths('night 1')).toEqual(['Ann']);
        expect(notes(g, 'night 1', 'RB2')).toContain("info: RB2's Roleblock waits for RB1's Roleblock");
    });

    it('a vigilante and a goon who shoot each other both die', async () => {
        const g = await scenario(R).deal({ Vig: 'Vigilante', Goon: 'Goon', Ann: 'Villager', Bob: 'Villager' })
            .night('Vig: Shoot → Goon', 'Goon: Kill → Vig').run();
        expect(g.deaths('night 1').sort()).toEqual(['Goon', 'Vig']);
    });

    it('a protection on a visitor of the gun owner resolves first (dependency 3), whatever the order given', async () => {
        const g = await scenario(R).deal({ PGO: 'Paranoid Gun Owner', Doc1: 'Doctor', Doc2: 'Doctor', Goon: 'Goon', Ann: 'Villager' })
            .night('Doc1: Protect → PGO', 'Doc2: Protect → Doc1').run();
        expect(g.deaths('night 1')).toEqual([]);
        expect(notes(g, 'night 1', 'Doc1')).toContain("info: Doc1's Protect waits for Doc2's Protect");
    });

    it('dead investigators get no result', async () => {
        const g = await scenario(R).deal({ Cop: 'Cop', Vig: 'Vigilante', Goon: 'Goon', Ann: 'Villager', Bob: 'Villager' })
            .night('Cop: Investigate → Goon', 'Vig: Shoot → Cop').run();
        expect(g.deaths('night 1')).toEqual(['Cop']);
        expect(g.learned('Cop')).toEqual([]);
    });
});
