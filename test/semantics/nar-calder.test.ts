// calder/mafia's own tests (`mafia/test/` of github.com/calder/mafia, the peer suite of
// ../shared/peer/ROLES.md), ported to scenario tests on this project's rule sets: the ones about
// actions on actions and natural action resolution run on test/fixtures/nar/actions.mafia (a Night 0
// of calder's is our night 1). Each test names the calder test it ports. Tests that need the
// mafiascum role set's modifiers, visit model or votes on votes run on examples/mafiascum/rules.mafia
// (here, or in test/engine/mafiascum-calder.test.ts, which ports bodyguard_test, governor_test,
// politician_test, winner_test, overeager_test and game1_test). Not ported, as they test calder's Python API and
// not a game: mixin_test, effect_test (effect expiry: covered by "roleblocking expires"), parser_test,
// action_parsing_test, action_matching_test, str_test, log_test, pickle_test, description_test,
// role_description_test, readme_test, player_test, phase_test, util_test, and the older copies
// test_game*.py / test_log.py / test_util.py / test_roleblocking.py (the same tests as roleblocker_test);
// stone_test's two tests are skipped in calder itself ("Not implemented yet").
import { describe, expect, it } from 'vitest';
import { scenario, type Played } from '../engine/scenario.js';

const R = 'test/fixtures/nar/actions.mafia';
const MS = 'examples/mafiascum/rules.mafia';
const LATE = 'test/fixtures/nar/late-roleblock.mafia';
const LATE_STAGES = 'test/fixtures/nar/late-roleblock-stages.mafia';
const notes = (g: Played, phase: string, actor?: string) => g.trace(phase).filter((t) => !actor || t.actor === actor).map((t) => `${t.outcome}: ${t.note}`);

describe('natural_action_resolution_test', () => {
    const deal = { Busdriver: 'Busdriver', Villager: 'Villager', Goon: 'Goon', Roleblocker: 'Roleblocker' };

    it('test_roleblock_can_be_busdriven', async () => {
        const g = await scenario(R).deal(deal)
            .night('Goon: Kill → Busdriver', 'Busdriver: Busdrive → Villager, Goon', 'Roleblocker: Roleblock → Villager').run();
        expect(g.outcomes('night 1', 'Roleblocker')).toEqual(['redirected', 'applied', 'applied']);
        expect(g.outcomes('night 1', 'Goon')).toEqual(['blocked']);
        expect(g.alive('Villager')).toBe(true);
        expect(g.alive('Busdriver')).toBe(true);
    });

    it('test_busdrive_can_be_roleblocked', async () => {
        const g = await scenario(R).deal(deal)
            .night('Goon: Kill → Villager', 'Busdriver: Busdrive → Villager, Goon', 'Roleblocker: Roleblock → Busdriver').run();
        expect(g.outcomes('night 1', 'Busdriver')).toEqual(['blocked']);
        expect(notes(g, 'night 1', 'Busdriver')).toContain("info: Busdriver's Busdrive waits for Roleblocker's Roleblock");
        expect(g.deaths('night 1')).toEqual(['Villager']);
    });

    it('test_real_targets_used: dependencies use the swapped targets (a late roleblock still stops the kill)', async () => {
        const g = await scenario(LATE).deal(deal)
            .night('Goon: Kill → Villager', 'Busdriver: Busdrive → Roleblocker, Goon', 'Roleblocker: Roleblock → Roleblocker').run();
        expect(notes(g, 'night 1', 'Roleblocker')).toContain("redirected: Roleblocker's order aimed at Roleblocker goes to Goon (swapped)");
        expect(g.outcomes('night 1', 'Goon')).toEqual(['blocked']);
        expect(g.alive('Villager')).toBe(true);
    });

    it('a late roleblock on the killer: natural resolution makes the kill wait; the stage order does not', async () => {
        // Not a calder test: the control that makes test_real_targets_used a real test.
        const natural = await scenario(LATE).deal(deal).night('Goon: Kill → Villager', 'Roleblocker: Roleblock → Goon').run();
        expect(natural.deaths('night 1')).toEqual([]);
        expect(notes(natural, 'night 1', 'Goon')).toContain("info: Goon's Kill waits for Roleblocker's Roleblock");
        const staged = await scenario(LATE_STAGES).deal(deal).night('Goon: Kill → Villager', 'Roleblocker: Roleblock → Goon').run();
        expect(staged.deaths('night 1')).toEqual(['Villager']);
    });
});

describe('roleblocker_test', () => {
    const deal = { Villager: 'Villager', Goon: 'Goon', Roleblocker: 'Roleblocker', Extra: 'Villager' };

    it('test_basic_roleblocking (roleblocked)', async () => {
        const g = await scenario(R).deal(deal).night('Goon: Kill → Villager', 'Roleblocker: Roleblock → Goon').run();
        expect(g.alive('Villager')).toBe(true);
        expect(g.outcomes('night 1', 'Goon')).toEqual(['blocked']);
    });

    it('test_basic_roleblocking (not roleblocked)', async () => {
        const g = await scenario(R).deal(deal).night('Goon: Kill → Villager').run();
        expect(g.deaths('night 1')).toEqual(['Villager']);
    });

    it('test_roleblocking_expires', async () => {
        const g = await scenario(R).deal(deal).night('Roleblocker: Roleblock → Goon').day().night('Goon: Kill → Villager').run();
        expect(g.deaths('night 2')).toEqual(['Villager']);
    });

    it('test_watcher_roleblocking (roleblocked: no result)', async () => {
        const g = await scenario(R).deal({ ...deal, Watcher: 'Watcher' })
            .night('Goon: Kill → Villager', 'Watcher: Watch → Villager', 'Roleblocker: Roleblock → Watcher').run();
        expect(g.deaths('night 1')).toEqual(['Villager']);
        expect(g.learned('Watcher')).toEqual([]);
    });

    it('test_watcher_roleblocking (not roleblocked: sees the Goon)', async () => {
        const g = await scenario(R).deal({ ...deal, Watcher: 'Watcher' })
            .night('Goon: Kill → Villager', 'Watcher: Watch → Villager').run();
        expect(g.deaths('night 1')).toEqual(['Villager']);
        expect(g.learned('Watcher')).toEqual(['Villager: Goon']);
    });
});

describe('delayer_test', () => {
    it('test_basic_delayer', async () => {
        const g = await scenario(R).deal({ Delayer: 'Delayer', Cop: 'Cop', Roleblocker: 'Roleblocker', Ventriloquist: 'Ventriloquist', Goon: 'Goon' })
            .night('Cop: Investigate → Roleblocker', 'Delayer: Delay → Cop').day()
            .night('Cop: Investigate → Ventriloquist').run();
        expect(g.learned('Cop', 'night 1')).toEqual([]);
        expect(g.outcomes('night 1', 'Cop')).toEqual(['blocked']);
        // The held order first, then the night's own.
        expect(g.learned('Cop', 'night 2')).toEqual(['Roleblocker: Town', 'Ventriloquist: Town']);
    });
});

describe('kill_test', () => {
    const deal = { Villager: 'Villager', 'Vigilante 1': 'Vigilante', 'Vigilante 2': 'Vigilante', 'Vigilante 3': 'Vigilante', Cop: 'Cop', Tracker: 'Tracker', Watcher: 'Watcher', Goon: 'Goon' };

    it('test_double_kill: only the first kill in a night succeeds', async () => {
        const g = await scenario(R).deal(deal).night('Vigilante 1: Shoot → Villager', 'Vigilante 2: Shoot → Villager').run();
        expect(g.deaths('night 1')).toEqual(['Villager']);
        expect(notes(g, 'night 1', 'Vigilante 2')).toContain('failed: Villager died earlier this phase');
    });

    it('test_kill_investigator: investigators get no result on the night they die', async () => {
        const g = await scenario(R).deal(deal)
            .night('Vigilante 1: Shoot → Cop', 'Vigilante 2: Shoot → Tracker', 'Vigilante 3: Shoot → Watcher',
                'Cop: Investigate → Villager', 'Tracker: Track → Villager', 'Watcher: Watch → Villager').run();
        expect(g.deaths('night 1')).toEqual(['Cop', 'Tracker', 'Watcher']);
        for (const p of ['Cop', 'Tracker', 'Watcher']) expect(g.learned(p)).toEqual([]);
    });
});

describe('mafia_kill_test and game2_test', () => {
    it('test_mafia_kill', async () => {
        const g = await scenario(R).deal({ Villager: 'Villager', Goon: 'Goon' }).night('Goon: Kill → Villager').run();
        expect(g.deaths('night 1')).toEqual(['Villager']);
        expect(g.winner).toEqual({ factions: ['Mafia'], players: ['Goon'] });
    });

    it('test_game2: the Mafia kill on night 0', async () => {
        const g = await scenario(R).deal({ Alice: 'Villager', Bob: 'Villager', Eve: 'Goon', Malory: 'Goon' }).night('Malory: Kill → Alice').run();
        expect(g.deaths('night 1')).toEqual(['Alice']);
        // Two Mafia of three living players: more than half (ROLES.md 7).
        expect(g.winner).toEqual({ factions: ['Mafia'], players: ['Eve', 'Malory'] });
    });
});

describe('paranoid_gun_owner_test', () => {
    const deal = { 'Paranoid Gun Owner': 'Paranoid Gun Owner', 'Doctor 1': 'Doctor', 'Doctor 2': 'Doctor', Goon: 'Goon', Villager: 'Villager' };

    it('test_paranoid_gun_owner_visited', async () => {
        const g = await scenario(R).deal(deal).night('Doctor 1: Protect → Paranoid Gun Owner').run();
        expect(g.deaths('night 1')).toEqual(['Doctor 1']);
    });

    it('test_paranoid_gun_owner_is_protectable', async () => {
        const g = await scenario(R).deal(deal).night('Doctor 1: Protect → Paranoid Gun Owner', 'Doctor 2: Protect → Doctor 1').run();
        expect(g.deaths('night 1')).toEqual([]);
    });

    it('test_paranoid_gun_owner_is_bodyguardable (examples/mafiascum): the guard of the visitor resolves first and dies for him', async () => {
        const g = await scenario(MS).deal({ 'Doctor 1': 'Doctor', Bodyguard: 'Bodyguard', 'Paranoid Gun Owner': 'Paranoid Gun Owner', Goon: 'Goon', Ann: 'Villager' })
            .night('Doctor 1: Protect → Paranoid Gun Owner', 'Bodyguard: Guard → Doctor 1').run();
        expect(g.deaths('night 1')).toEqual(['Bodyguard']);
        expect(notes(g, 'night 1', 'Doctor 1')).toContain("info: Doctor 1's Protect waits for Bodyguard's Guard");
    });
});

describe('lynch_test', () => {
    const deal = { 'Villager 1': 'Villager', 'Villager 2': 'Villager', 'Villager 3': 'Villager', Goon: 'Goon', Extra: 'Villager' };

    it('test_basic_lynch', async () => {
        const g = await scenario(R).deal(deal).night().day('Villager 1 → Villager 3', 'Villager 2 → Villager 3', 'Villager 3 → Villager 1').run();
        expect(g.deaths('day 1')).toEqual(['Villager 3']);
    });

    it('test_multiple_votes: repeating a vote counts it once', async () => {
        const g = await scenario(R).deal(deal).night()
            .day('Villager 1 → Villager 3', 'Villager 2 → Villager 3', 'Villager 3 → Villager 1', 'Villager 3 → Villager 1', 'Villager 3 → Villager 1').run();
        expect(g.deaths('day 1')).toEqual(['Villager 3']);
    });
});

describe('action_validation_test', () => {
    it('test_simple_match: an order for an ability the actor lacks is rejected', async () => {
        const g = await scenario(R).deal({ Cop: 'Cop', Goon: 'Goon', Ann: 'Villager' }).night('Goon: Investigate → Goon').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Goon']);
        expect(g.learned('Goon')).toEqual([]);
    });

    it('test_faction_action: only a faction member can carry out the faction kill', async () => {
        const g = await scenario(R).deal({ Cop: 'Cop', Goon: 'Goon', Ann: 'Villager' }).night('Cop: Kill → Cop').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Cop']);
        expect(g.alive('Cop')).toBe(true);
    });

    // calder's Compelled action is the Overeager modifier (`must act`) of examples/mafiascum.
    const overeager = { Cop: ['Overeager', 'Cop'], Goon: 'Goon', Ann: 'Villager' };

    it('test_compelled_action_matching (examples/mafiascum): the Overeager Cop\'s own order is his; the Goon cannot give it', async () => {
        const g = await scenario(MS).deal(overeager).night('Cop: Investigate → Goon', 'Goon: Investigate → Goon').run();
        expect(g.rejected('night 1').map((r) => r.actor)).toEqual(['Goon']);
        expect(g.learned('Cop')).toEqual(['Goon: Evil']);
        expect(g.learned('Goon')).toEqual([]);
    });

    it('test_compelled_action_with_choice (examples/mafiascum): a compelled player\'s choice is kept', async () => {
        const g = await scenario(MS).deal(overeager).night('Cop: Investigate → Goon').run();
        expect(g.learned('Cop', 'night 1')).toEqual(['Goon: Evil']);
        expect(notes(g, 'night 1', 'Cop').filter((n) => n.includes('must act'))).toEqual([]);
    });

    it('test_compelled_action_no_choice (examples/mafiascum): with no order, one is made up: one visit, one result', async () => {
        const g = await scenario(MS).deal(overeager).night().run();
        const learned = g.learned('Cop', 'night 1');
        expect(learned).toHaveLength(1);
        expect(learned[0]).toMatch(/^(Cop|Goon|Ann): (Good|Evil)$/);
    });
});

// bodyguard_test, politician_test, governor_test, winner_test (but test_joker_undecided), overeager_test
// and game1_test are ported in test/engine/mafiascum-calder.test.ts.
describe('the rest of calder\'s mafiascum tests (examples/mafiascum)', () => {
    it('winner_test test_joker_undecided: a living Joker has not won, and does not share a win', async () => {
        const deal = { 'Villager 1': 'Villager', 'Villager 2': 'Villager', 'Villager 3': 'Villager', 'Goon 1': 'Goon', 'Goon 2': 'Goon', Joker: 'Joker', Vig: 'Vigilante' };
        const going = await scenario(MS).deal(deal).night().run();
        expect(going.winner).toBeNull();
        const won = await scenario(MS).deal(deal).night('Vig: Kill → Goon 1').day({ hang: 'Goon 2' }).run();
        expect(won.alive('Joker')).toBe(true);
        expect((won.winner as { players: string[] }).players).not.toContain('Joker');
    });

    it('modifier_role_test test_ninja (accepted half): a Ninja Tracker and a Ninja Goon act, unseen', async () => {
        const g = await scenario(MS).deal({ 'Good Ninja': ['Ninja', 'Tracker'], 'Evil Ninja': ['Ninja', 'Goon'], Watcher: 'Watcher', Ann: 'Villager', Bob: 'Villager' })
            .night('Good Ninja: Track → Evil Ninja', 'Evil Ninja: Kill → Ann', 'Watcher: Watch → Ann').run();
        expect(g.deaths('night 1')).toEqual(['Ann']);
        expect(g.learned('Good Ninja', 'night 1')).toEqual(['Evil Ninja: nobody']);  // the Ninja's visit is hidden, even from a Ninja
        expect(g.learned('Watcher', 'night 1')).toEqual(['Ann: nobody']);
    });

    it('modifier_role_test test_ninja / test_overeager (refused half): "Action-less Ninjas aren\'t allowed", nor Overeagers whose only ability is the Mafia kill (ROLES.md 8.4)', async () => {
        const refused = (roles: Record<string, string | string[]>) => scenario(MS).deal({ ...roles, Cop: 'Cop', Ann: 'Villager' }).night().run();
        await expect(refused({ 'Crappy Ninja': ['Ninja', 'Villager'], Goon: 'Goon' })).rejects.toThrow("Ninja needs a role with an ability to order (the faction's shared ones count), and Crappy Ninja's Villager has none");
        await expect(refused({ 'Overeager Goon': ['Overeager', 'Goon'] })).rejects.toThrow("Overeager needs a role with an ability of its own (the faction's shared ones do not count), and Overeager Goon's Goon has none");
        // "Ninjas must have either an action or a faction_action": a Ninja Goon is dealt; so is an Overeager Tracker.
        const dealt = await refused({ 'Evil Ninja': ['Ninja', 'Goon'], 'Overeager Tracker': ['Overeager', 'Tracker'] });
        expect(dealt.role('Evil Ninja')).toBe('Goon, Ninja');
        expect(dealt.learned('Overeager Tracker', 'night 1')).toHaveLength(1);
    });

    it('announcement_test test_begin: at the deal each Mafia member is told the others and their roles', async () => {
        const g = await scenario(MS).deal({ Asmar: 'Godfather', Sami: 'Goon', Brian: 'Watcher', Kim: 'Villager', Doug: 'Villager' }).night().run();
        expect(g.told('Sami', 'night 1').join(' ')).toContain('Asmar');
        expect(g.told('Asmar', 'night 1').join(' ')).toContain('Sami');
        expect(g.told('Brian', 'night 1').join(' ')).not.toContain('Asmar');
    });
});
