// calder/mafia's own tests (mafia/test/ in the calder/mafia repository), ported to scenarios on
// examples/mafiascum/rules.mafia: one `it` per calder test, named after it (file › test). What calder
// checks through its event log is checked here through what a host sees: deaths, results, lynches.
// calder's all-Town games get a Goon who never acts (ROLES.md 2: a deal without evil is won at once);
// its Day 1 tests get an empty Night 0 first (our games open with the night). The tests of the actions
// on actions (natural_action_resolution_test, delayer_test, …) are in test/semantics/nar-calder.test.ts.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';

const ms = () => scenario('examples/mafiascum/rules.mafia');

describe('bodyguard_test.py', () => {
    for (const [role, ability, elite] of [['Bodyguard', 'Guard', false], ['Elite Bodyguard', 'EliteGuard', true]] as const) {
        it(`test_bodyguard (${elite ? 'elite' : 'plain'}): the guard dies for his charge${elite ? ' and kills the Goon' : ''}`, async () => {
            const game = await ms().deal({ Goon: 'Goon', Villager: 'Villager', Guard: role, Doctor: 'Doctor', Extra: 'Villager', Extra2: 'Villager' })
                .night(`Goon: Kill → Villager`, `Guard: ${ability} → Villager`)
                .run();
            expect(game.alive('Villager')).toBe(true);
            expect(game.alive('Guard')).toBe(false);
            expect(game.alive('Goon')).toBe(!elite);
        });
    }

    it('test_doctor_target: protecting the charge does not save the bodyguard', async () => {
        const game = await ms().deal({ Goon: 'Goon', Villager: 'Villager', Bodyguard: 'Bodyguard', Doctor: 'Doctor', Extra: 'Villager' })
            .night('Goon: Kill → Villager', 'Bodyguard: Guard → Villager', 'Doctor: Protect → Villager')
            .run();
        expect([game.alive('Villager'), game.alive('Bodyguard')]).toEqual([true, false]);
    });

    it('test_doctor_bodyguard: a doctored bodyguard survives', async () => {
        const game = await ms().deal({ Goon: 'Goon', Villager: 'Villager', Bodyguard: 'Bodyguard', Doctor: 'Doctor', Extra: 'Villager' })
            .night('Goon: Kill → Villager', 'Bodyguard: Guard → Villager', 'Doctor: Protect → Bodyguard')
            .run();
        expect([game.alive('Villager'), game.alive('Bodyguard')]).toEqual([true, true]);
    });
});

describe('governor_test.py', () => {
    it('test_basic_governor: the Governor\'s vote saves its target', async () => {
        const game = await ms().deal({ V1: 'Villager', V2: 'Villager', Governor: 'Governor', Zed: 'Goon' })
            .night()
            .day('V1 → V2', 'Governor → V2')
            .run();
        expect(game.deaths('day 1')).toEqual([]);
        expect(game.alive('V2')).toBe(true);
    });

    it('test_governor_self_pardon: he cannot save himself', async () => {
        const game = await ms().deal({ V1: 'Villager', V2: 'Villager', Governor: 'Governor', Zed: 'Goon' })
            .night()
            .day('Governor → Governor')
            .run();
        expect(game.deaths('day 1')).toEqual(['Governor']);
    });
});

describe('politician_test.py', () => {
    const deal = { DoubleVoter: 'Villager', Goon: 'Goon', Roleblocker: 'Roleblocker', Politician: 'Politician', Villager: 'Villager', Governor: 'Governor' };

    it('test_basic_politician: the stolen vote swings the lynch', async () => {
        const game = await ms().deal(deal)
            .night('Politician: StealVote → Villager')
            .day('Goon → Roleblocker', 'Villager → Roleblocker', 'Politician → Goon')
            .run();
        expect(game.alive('Roleblocker')).toBe(true);
        expect(game.deaths('day 1')).toEqual(['Goon']);
    });

    it('test_politician_death: a dead Politician blackholes the stolen vote', async () => {
        const game = await ms().deal(deal)
            .night('Goon: Kill → Politician', 'Politician: StealVote → Villager')
            .day('Villager → Roleblocker')
            .run();
        expect(game.alive('Politician')).toBe(false);
        expect(game.deaths('day 1')).toEqual([]);
    });

    it('test_constituent_death: stealing a dead player\'s vote changes nothing', async () => {
        const game = await ms().deal(deal)
            .night('Goon: Kill → DoubleVoter', 'Politician: StealVote → DoubleVoter')
            .day('Goon → Roleblocker', 'Politician → Goon', 'Villager → Roleblocker')
            .run();
        expect(game.deaths('day 1')).toEqual(['Roleblocker']);
    });

    it('test_politician_governor: a stolen Governor pardons the Politician\'s choice', async () => {
        const game = await ms().deal(deal)
            .night('Politician: StealVote → Governor')
            .day('Goon → Politician', 'Politician → Politician', 'Governor → Goon')
            .run();
        expect(game.deaths('day 1')).toEqual([]);
        expect(game.alive('Politician')).toBe(true);
    });
});

describe('paranoid_gun_owner_test.py', () => {
    const deal = { Pgo: 'Paranoid Gun Owner', Bodyguard: 'Bodyguard', Doctor1: 'Doctor', Doctor2: 'Doctor', Zed: 'Goon' };

    it('test_paranoid_gun_owner_visited: a visitor is shot', async () => {
        const game = await ms().deal(deal).night('Doctor1: Protect → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Doctor1']);
    });

    it('test_paranoid_gun_owner_is_protectable: a second Doctor saves the visitor', async () => {
        const game = await ms().deal(deal).night('Doctor1: Protect → Pgo', 'Doctor2: Protect → Doctor1').run();
        expect(game.deaths('night 1')).toEqual([]);
    });

    it('test_paranoid_gun_owner_is_bodyguardable: a Bodyguard dies for the visitor', async () => {
        const game = await ms().deal(deal).night('Doctor1: Protect → Pgo', 'Bodyguard: Guard → Doctor1').run();
        expect(game.deaths('night 1')).toEqual(['Bodyguard']);
        expect(game.alive('Doctor1')).toBe(true);
    });
});

describe('kill_test.py', () => {
    const deal = { Villager: 'Villager', Vig1: 'Vigilante', Vig2: 'Vigilante', Vig3: 'Vigilante', Cop: 'Cop', Tracker: 'Tracker', Watcher: 'Watcher', Zed: 'Goon' };

    it('test_double_kill: a second kill of the same player that night is void', async () => {
        const game = await ms().deal(deal).night('Vig1: Kill → Villager', 'Vig2: Kill → Villager').run();
        expect(game.deaths('night 1')).toEqual(['Villager']);
    });

    it('test_kill_investigator: investigators killed that night get no results', async () => {
        const game = await ms().deal(deal)
            .night('Vig1: Kill → Cop', 'Vig2: Kill → Tracker', 'Vig3: Kill → Watcher', 'Cop: Investigate → Villager', 'Tracker: Track → Villager', 'Watcher: Watch → Villager')
            .run();
        expect(game.deaths('night 1').sort()).toEqual(['Cop', 'Tracker', 'Watcher']);
        expect([...game.learned('Cop'), ...game.learned('Tracker'), ...game.learned('Watcher')]).toEqual([]);
    });
});

describe('lynch_test.py', () => {
    const deal = { V1: 'Villager', V2: 'Villager', V3: 'Villager', Zed: 'Goon' };

    it('test_basic_lynch: the player with the most votes is lynched', async () => {
        const game = await ms().deal(deal).night().day('V1 → V3', 'V2 → V3', 'V3 → V1').run();
        expect(game.deaths('day 1')).toEqual(['V3']);
    });

    it('test_multiple_votes: a repeated vote counts once', async () => {
        const game = await ms().deal(deal).night().day('V1 → V3', 'V2 → V3', 'V3 → V1', 'V3 → V1', 'V3 → V1').run();
        expect(game.deaths('day 1')).toEqual(['V3']);
        expect(game.phase('day 1').events.filter((e) => e.kind === 'vote').map((e) => `${e.subject} ${e.value}`)).toEqual(['V3 2', 'V1 1']);
    });
});

describe('mafia_kill_test.py', () => {
    it('test_mafia_kill: the Goon carries out the Mafia kill', async () => {
        const game = await ms().deal({ Villager: 'Villager', Goon: 'Goon', Extra: 'Villager', Extra2: 'Villager' }).night('Goon: Kill → Villager').run();
        expect(game.deaths('night 1')).toEqual(['Villager']);
    });
});

describe('roleblocker_test.py', () => {
    const deal = { Villager: 'Villager', Goon: 'Goon', Roleblocker: 'Roleblocker', Extra: 'Villager', Watcher: 'Watcher' };
    for (const roleblock of [true, false]) {
        it(`test_basic_roleblocking (${roleblock ? 'blocked' : 'not blocked'})`, async () => {
            const game = await ms().deal(deal).night('Goon: Kill → Villager', ...(roleblock ? ['Roleblocker: Roleblock → Goon'] : [])).run();
            expect(game.alive('Villager')).toBe(roleblock);
        });
        it(`test_watcher_roleblocking (${roleblock ? 'blocked' : 'not blocked'}): a watch sees the kill that comes after it, unless blocked`, async () => {
            const game = await ms().deal(deal).night('Goon: Kill → Villager', 'Watcher: Watch → Villager', ...(roleblock ? ['Roleblocker: Roleblock → Watcher'] : [])).run();
            expect(game.alive('Villager')).toBe(false);
            expect(game.learned('Watcher')).toEqual(roleblock ? [] : ['Villager: Goon']);
        });
    }

    it('test_roleblocking_expires: the block lasts one night', async () => {
        const game = await ms().deal(deal).night('Roleblocker: Roleblock → Goon').day().night('Goon: Kill → Villager').run();
        expect(game.deaths('night 2')).toEqual(['Villager']);
    });
});

describe('overeager_test.py', () => {
    it('test_overeager: an Overeager Vigilante who gives no order shoots someone', async () => {
        const game = await ms().deal({ Villager: 'Villager', Vigilante: ['Overeager', 'Vigilante'], Zed: 'Goon' }).night().run();
        expect(game.deaths('night 1')).toHaveLength(1);
    });

    // calder's overeager_test deals an Overeager Villager and only checks that nothing breaks; its later
    // modifier_role_test refuses action-less Overeagers, and ROLES.md 8.4 says "Only for roles with a
    // personal ability": the deal is refused, with the player, the role and why (nothing breaks either).
    it('test_overeager_villager: an Overeager Villager breaks nothing (ROLES.md 8.4: the deal is refused, saying why)', async () => {
        await expect(ms().deal({ Villager: ['Overeager', 'Villager'], Zed: 'Goon', Ann: 'Villager' }).night().run())
            .rejects.toThrow("players[0] (Villager): Overeager needs a role with an ability of its own (the faction's shared ones do not count), and Villager's Villager has none");
    });
});

describe('winner_test.py', () => {
    const deal = { V1: 'Villager', V2: 'Villager', V3: 'Villager', Goon1: 'Goon', Goon2: 'Goon', Joker: 'Joker' };

    it('test_mafia_wins: the Mafia outnumber the rest', async () => {
        const game = await ms().deal(deal).night('Goon1: Kill → V1').day({ hang: 'V2' }).night('Goon2: Kill → V3').run();
        expect(game.winner).toEqual({ factions: ['Mafia'], players: ['Goon1', 'Goon2'] });
    });

    it('test_town_wins_with_joker_alive: the living Joker does not share it', async () => {
        const game = await ms().deal({ ...deal, Vig: 'Vigilante' }).night('Vig: Kill → Goon1').day({ hang: 'Goon2' }).run();
        expect(game.winner).toEqual({ factions: ['Town'], players: ['V1', 'V2', 'V3', 'Vig'] });
    });

    it('test_usurper_wins: the last Mafia member standing leads and wins, the dead Goons with him', async () => {
        const game = await ms().deal({ Goon1: 'Goon', Goon2: 'Goon', Usurper: 'Usurper', V1: 'Villager', V2: 'Villager', V3: 'Villager', Vig: 'Vigilante' })
            .night('Vig: Kill → Goon1', 'Usurper: Kill → V1')
            .day({ hang: 'Goon2' })
            .night('Usurper: Kill → Vig')
            .day({ hang: 'V2' })
            .night('Usurper: Kill → V3')
            .run();
        expect(game.winner).toEqual({ factions: ['Mafia'], players: ['Goon1', 'Goon2', 'Usurper'] });
    });

    it('test_usurper_loses: the Mafia win under another leader', async () => {
        const game = await ms().deal({ Goon1: 'Goon', Goon2: 'Goon', Usurper: 'Usurper', V1: 'Villager', V2: 'Villager' })
            .night('Goon1: Kill → V1')
            .run();
        expect(game.winner).toEqual({ factions: ['Mafia'], players: ['Goon1', 'Goon2'] });
    });

    it('test_godfather_alignment: a living Godfather keeps Town from winning', async () => {
        const game = await ms().deal({ V1: 'Villager', V2: 'Villager', V3: 'Villager', Godfather: 'Godfather', Goon: 'Goon', Vig: 'Vigilante' })
            .night('Vig: Kill → Goon')
            .run();
        expect(game.winner).toBeNull();
    });

    it('test_joker_wins_non_exclusively: a lynched Joker wins and the game goes on', async () => {
        const game = await ms().deal(deal).night().day({ hang: 'Joker' }).night().run();
        expect(game.winner).toBeNull();
        expect(game.result.phases).toHaveLength(3);
    });

    it('test_everyone_loses: the last players of both sides die together: a draw', async () => {
        const game = await ms().deal({ Vig: 'Vigilante', Goon: 'Goon' }).night('Vig: Kill → Goon', 'Goon: Kill → Vig').run();
        expect(game.winner).toEqual({ draw: true });
    });
});

describe('game1_test.py (calder\'s full game; its Masons dealt as Villagers, ROLES.md 3)', () => {
    const deal = {
        Asmar: 'Godfather', Becky: 'Joker', Brian: 'Watcher', Calder: 'Double Voter', Dave: 'Mafia Ventriloquist', Devin: 'Politician',
        Doug: 'Villager', Fejta: 'Tracker', 'GI Josh': 'Cop', Hung: 'Lyncher', Josh: 'Villager', Justin: 'Watcher', Kim: 'Villager',
        Leese: 'Forensic Investigator', Max: 'Action Doubler', Michelle: 'Villager', Paul: ['Ninja', 'Hitman'], Sahil: 'Busdriver',
        Sami: 'Goon', Spencer: 'Roleblocker', Tarl: 'Hitman', Tony: 'Doctor',
    };
    const play = () => ms().deal(deal).tag('Doug', 'Lyncher Target')
        .night('Max: Double → Justin', 'Asmar: Kill → Max', 'GI Josh: Investigate → Tony', 'Tony: Protect → Asmar')
        .day('Asmar → Doug', 'Brian → Asmar', 'Calder → Doug', 'Doug → Asmar')
        // Justin, doubled on Night 0, watches GI Josh and Asmar.
        .night('Asmar: Kill → GI Josh', 'Devin: StealVote → Calder', 'Fejta: Track → Asmar', 'GI Josh: Investigate → Asmar', 'Tony: Protect → GI Josh', 'Justin: Watch → GI Josh', 'Justin: Watch → Asmar')
        .day('Devin → Calder', 'Doug → Devin', 'Calder → Devin', 'GI Josh → Devin', 'Max → Devin')
        .night('Asmar: Kill → Kim', 'Brian: Watch → Kim', 'Fejta: Track → Tony', 'GI Josh: Investigate → Sami', 'Justin: Watch → Kim', 'Tony: Protect → Kim', 'Spencer: Roleblock → Tony')
        .day()
        .night('Leese: Autopsy → Kim')
        .day()
        .night('Dave: Possess → Paul, Sahil', 'Sahil: Busdrive → Sahil, Sami', 'Paul: HitmanKill → Dave', 'Spencer: Roleblock → Brian', 'Tony: Protect → Sahil', 'Brian: Watch → Spencer')
        .day('Becky → Becky')
        .run();

    it('Night 0: the doubler dies, the Cop reads the Doctor Good', async () => {
        const game = await play();
        expect(game.deaths('night 1')).toEqual(['Max']);
        expect(game.learned('GI Josh', 'night 1')).toEqual(['Tony: Good']);
        expect(game.winner).toBeNull();
    });

    it('Day 1: the Double Voter\'s two votes lynch the Lyncher\'s target; the Lyncher has won, the game goes on', async () => {
        const game = await play();
        expect(game.deaths('day 1')).toEqual(['Doug']);
        expect(game.phase('day 1').events.filter((e) => e.kind === 'vote').map((e) => `${e.subject} ${e.value}`)).toEqual(['Doug 3', 'Asmar 2']);
    });

    it('Night 1: the doctored Cop survives and reads the Godfather Good; track and watch results', async () => {
        const game = await play();
        expect(game.deaths('night 2')).toEqual([]);
        expect(game.learned('GI Josh', 'night 2')).toEqual(['Asmar: Good']);
        expect(game.learned('Fejta', 'night 2')).toEqual(['Asmar: GI Josh']);
        expect(game.learned('Justin', 'night 2')).toEqual(['GI Josh: Asmar, Tony', 'Asmar: Fejta, GI Josh']);   // doubled: two watches
    });

    it('Day 2: the stolen Double Voter\'s vote goes on himself, worth 2: he is lynched; votes of the dead do not count', async () => {
        const game = await play();
        expect(game.deaths('day 2')).toEqual(['Calder']);
        expect(game.rejected('day 2').map((r) => r.actor).sort()).toEqual(['Calder', 'Doug', 'Max']);
    });

    it('Night 2: the blocked Doctor saves nobody; watchers see each other and the Godfather, the tracked Doctor went nowhere', async () => {
        const game = await play();
        expect(game.deaths('night 3')).toEqual(['Kim']);
        expect(game.learned('GI Josh', 'night 3')).toEqual(['Sami: Evil']);
        expect(game.learned('Brian', 'night 3')).toEqual(['Kim: Asmar, Justin']);
        expect(game.learned('Fejta', 'night 3')).toEqual(['Tony: nobody']);
        expect(game.learned('Justin', 'night 3')).toEqual(['Kim: Asmar, Brian']);
    });

    it('Night 3: the autopsy lists every visitor of the body', async () => {
        const game = await play();
        expect(game.learned('Leese', 'night 4')).toEqual(['Kim: Asmar, Brian, Justin']);
    });

    it('Day 4: the Joker votes himself and is lynched; Joker and Lyncher have won, the game goes on', async () => {
        const game = await play();
        expect(game.deaths('day 5')).toEqual(['Becky']);
        expect(game.winner).toBeNull();
    });

    it('Night 4: Dave possesses Paul onto Sahil; Sahil\'s bus drive of himself is refused (ROLES.md 4.1: two other players), so the Hitman\'s bent kill lands on Sahil through the Doctor', async () => {
        // calder lets Sahil drive himself and Sami, and the kill lands on Sami; ROLES.md 4.1 says a
        // Busdriver drives two *other* players, and this rule set follows ROLES.md.
        const game = await play();
        expect(game.rejected('night 5').map((r) => r.actor)).toEqual(['Sahil']);
        expect(game.deaths('night 5')).toEqual(['Sahil']);
        expect(game.alive('Sami')).toBe(true);
        expect(game.outcomes('night 5', 'Brian')).toEqual(['blocked']);
        expect(game.learned('Brian', 'night 5')).toEqual([]);
    });

    it('Night 4 with a bus drive ROLES.md allows: the possessed kill follows the swap onto Sami, as in calder', async () => {
        // Dave bends Paul's kill onto Tony (possession, stage 1), Sahil's swap of Tony and Sami (stage 0)
        // sends it on to Sami: calder's outcome, with the Busdriver driving two other players.
        const game = await ms().deal(deal).tag('Doug', 'Lyncher Target')
            .night('Dave: Possess → Paul, Tony', 'Sahil: Busdrive → Tony, Sami', 'Paul: HitmanKill → Dave')
            .run();
        expect(game.deaths('night 1')).toEqual(['Sami']);
        expect(game.alive('Tony') && game.alive('Dave')).toBe(true);
    });
});
