// ROLES.md walked section by section against the engine (examples/mafiascum/rules.mafia): the rules and
// section-10 behaviours that had no scenario of their own. Each test quotes the sentence it checks.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';

const ms = () => scenario('examples/mafiascum/rules.mafia');

describe('5.6 kills, protection and bodyguards', () => {
    it('10: "A Bodyguard\'s guard stops every kill on his charge that night" (the Goon\'s and the Vigilante\'s; "B only dies once")', async () => {
        const game = await ms().deal({ Bg: 'Bodyguard', Ann: 'Villager', Goo: 'Goon', Vig: 'Vigilante', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Bg: Guard → Ann', 'Goo: Kill → Ann', 'Vig: Kill → Ann')
            .run();
        expect(game.deaths('night 1')).toEqual(['Bg']);
        expect(game.alive('Ann')).toBe(true);
    });

    it('"B can be doctored, or guarded in turn": a second Bodyguard guarding the first dies in his place', async () => {
        const game = await ms().deal({ B1: 'Bodyguard', B2: 'Bodyguard', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('B1: Guard → Ann', 'B2: Guard → B1', 'Goo: Kill → Ann')
            .run();
        expect(game.deaths('night 1')).toEqual(['B2']);
    });

    it('"Guard chains cannot loop: when a redirected kill comes back to a player already in the current chain, it is unprotectable for that player"', async () => {
        // A guards B, B guards A; the kill on A goes to B, back to A, and kills A (his Doctor cannot help).
        const game = await ms().deal({ A: 'Bodyguard', B: 'Bodyguard', Doc: 'Doctor', Goo: 'Goon', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('A: Guard → B', 'B: Guard → A', 'Doc: Protect → A', 'Goo: Kill → A')
            .run();
        expect(game.deaths('night 1')).toEqual(['A']);
        expect(game.alive('B')).toBe(true);
    });

    it('"If T is already dead, nothing happens (a second kill on the same player that night is void)"; "his own actions that have not yet executed still execute": a Vigilante and a Goon who shoot each other both die', async () => {
        const game = await ms().deal({ Vig: 'Vigilante', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
            .night('Vig: Kill → Goo', 'Goo: Kill → Vig')
            .run();
        expect(game.deaths('night 1').sort()).toEqual(['Goo', 'Vig']);
    });

    it('5.5.4: "a Bodyguard whose charge is swapped with himself ends up guarding himself" (and dies for nobody)', async () => {
        const game = await ms().deal({ Bg: 'Bodyguard', Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Bus: Busdrive → Ann, Bg', 'Bg: Guard → Ann', 'Goo: Kill → Bob')
            .run();
        expect(game.deaths('night 1')).toEqual(['Bob']);
        const onAnn = await ms().deal({ Bg: 'Bodyguard', Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Bus: Busdrive → Ann, Bg', 'Bg: Guard → Ann', 'Goo: Kill → Cat')
            .run();
        expect(onAnn.alive('Bg')).toBe(true);
    });
});

describe('5.5.5 the Paranoid Gun Owner', () => {
    it('10: "A Vigilante or Goon who shoots a Paranoid Gun Owner is shot first but still kills him (both die)"', async () => {
        for (const [shooter, role] of [['Vig', 'Vigilante'], ['Goo', 'Goon']] as const) {
            const game = await ms().deal({ Pgo: 'Paranoid Gun Owner', [shooter]: role, ...(role === 'Vigilante' ? { Zed: 'Goon' } : { Vic: 'Villager' }), Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
                .night(`${shooter}: Kill → Pgo`)
                .run();
            expect(game.deaths('night 1').sort()).toEqual([shooter, 'Pgo'].sort());
        }
    });

    it('10: "reacts only to the first target of a two-target action": a bus driver who names him second is not shot, one who names him first is', async () => {
        const second = await ms().deal({ Pgo: 'Paranoid Gun Owner', Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' })
            .night('Bus: Busdrive → Ann, Pgo').run();
        expect(second.deaths('night 1')).toEqual([]);
        const first = await ms().deal({ Pgo: 'Paranoid Gun Owner', Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' })
            .night('Bus: Busdrive → Pgo, Ann').run();
        expect(first.deaths('night 1')).toEqual(['Bus']);
    });

    it('10: "keeps shooting after he has died (a Forensic Investigator examining his body is shot, and still gets his result)", and "shoots any visitor, Town included"', async () => {
        const game = await ms().deal({ Pgo: 'Paranoid Gun Owner', Fi: 'Forensic Investigator', Cop: 'Cop', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Goo: Kill → Ann')
            .day()
            .night('Fi: Autopsy → Pgo', 'Cop: Investigate → Pgo')
            .run();
        // Night 1: the Cop (Town) visiting the living gun owner is shot; the autopsy of a living player is refused.
        expect(game.rejected('night 2').map((r) => r.actor)).toEqual(['Fi']);
        expect(game.deaths('night 2')).toEqual(['Cop']);
        const dead = await ms().deal({ Pgo: 'Paranoid Gun Owner', Fi: 'Forensic Investigator', Vig: 'Vigilante', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Vig: Kill → Pgo')
            .day()
            .night('Fi: Autopsy → Pgo')
            .run();
        expect(dead.deaths('night 1').sort()).toEqual(['Pgo', 'Vig']);
        expect(dead.deaths('night 2')).toEqual(['Fi']);
        expect(dead.learned('Fi', 'night 2')).toEqual(['Pgo: Vig']);
    });
});

describe('4 orders', () => {
    it('4.3: "the last ones listed count and the earlier ones are dropped (two Goons both ordering the kill: only the second is carried out)"; "A dropped or invalid order belongs in the phase\'s rejected list with a reason"', async () => {
        const game = await ms().deal({ G1: 'Goon', G2: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager', Eve: 'Villager' })
            .night('G1: Kill → Ann', 'G2: Kill → Bob')
            .run();
        expect(game.deaths('night 1')).toEqual(['Bob']);
        const rejected = game.rejected('night 1');
        expect(rejected.map((r) => `${r.actor} ${r.ability}`)).toEqual(['G1 Kill']);
        expect(rejected[0].reason.length).toBeGreaterThan(10);
    });

    it('4.2: "Doubling a Mafia member does not give the Mafia a second kill"', async () => {
        const game = await ms().deal({ G1: 'Goon', Ad: 'Action Doubler', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager', Eve: 'Villager' })
            .night('Ad: Double → G1')
            .day()
            .night('G1: Kill → Ann', 'G1: Kill → Bob')
            .run();
        expect(game.deaths('night 2')).toEqual(['Bob']);
    });

    it('4.1: "Busdrive: two living other players (calder does not require them to differ)"; self is rejected', async () => {
        const same = await ms().deal({ Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' }).night('Bus: Busdrive → Ann, Ann', 'Goo: Kill → Ann').run();
        expect(same.rejected('night 1')).toEqual([]);
        expect(same.deaths('night 1')).toEqual(['Ann']);
        const self = await ms().deal({ Bus: 'Busdriver', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' }).night('Bus: Busdrive → Bus, Ann').run();
        expect(self.rejected('night 1').map((r) => r.actor)).toEqual(['Bus']);
    });

    it('4.1: "Possess: a living puppet, then a living player the puppet must target" — a dead chosen player is rejected', async () => {
        const game = await ms().deal({ Ven: 'Ventriloquist', Cop: 'Cop', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
            .night('Goo: Kill → Ann')
            .day()
            .night('Ven: Possess → Cop, Ann', 'Cop: Investigate → Goo')
            .run();
        expect(game.rejected('night 2').map((r) => `${r.actor} ${r.ability}`)).toEqual(['Ven Possess']);
        expect(game.learned('Cop', 'night 2')).toEqual(['Goo: Evil']);
        const alive = await ms().deal({ Ven: 'Ventriloquist', Cop: 'Cop', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
            .night('Ven: Possess → Cop, Bob', 'Cop: Investigate → Goo')
            .run();
        expect(alive.learned('Cop', 'night 1')).toEqual(['Bob: Good']);
    });

    it('4.1: "Autopsy: one dead player" — a living one is rejected; "Protect: one living other player (self-protection is rejected)"', async () => {
        const game = await ms().deal({ Fi: 'Forensic Investigator', Doc: 'Doctor', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' })
            .night('Fi: Autopsy → Ann', 'Doc: Protect → Doc').run();
        expect(game.rejected('night 1').map((r) => r.actor).sort()).toEqual(['Doc', 'Fi']);
    });
});

describe('2 and 7: the frame and the wins', () => {
    it('10: "Night 0 is a full night with kills; Mafia need a strict majority to win, parity is not enough"', async () => {
        // 2 Mafia, 2 others after Night 0's kill: parity, the game goes on; Day 1's lynch of a Villager: 2 of 3, the Mafia win.
        const game = await ms().deal({ G1: 'Goon', G2: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager' })
            .night('G1: Kill → Ann')
            .day({ hang: 'Bob' })
            .run();
        expect(game.deaths('night 1')).toEqual(['Ann']);
        expect(game.phase('night 1').players.filter((p) => p.alive)).toHaveLength(4);
        expect(game.result.phases).toHaveLength(2);
        expect((game.winner as { factions: string[] }).factions).toEqual(['Mafia']);
    });

    it('7: "If every player lost … report a draw"; a Mafia win "lists dead Mafia too"', async () => {
        const draw = await ms().deal({ Vig: 'Vigilante', Goo: 'Goon' }).night('Vig: Kill → Goo', 'Goo: Kill → Vig').run();
        expect(draw.winner).toEqual({ draw: true });
        const win = await ms().deal({ G1: 'Goon', G2: 'Goon', G3: 'Goon', Ann: 'Villager', Bob: 'Villager', Vig: 'Vigilante' })
            .night('Vig: Kill → G1', 'G2: Kill → Ann')
            .day({ hang: 'Vig' })
            .run();
        expect(win.alive('G1')).toBe(false);
        expect((win.winner as { players: string[] }).players.sort()).toEqual(['G1', 'G2', 'G3']);
    });
});

describe('9 what results must show', () => {
    it('Tracker, Watcher: "the players\' names, alphabetical, separated by \', \', or nobody"; a blocked investigator "gets no event at all"', async () => {
        // Zed's protection (stage 1000, Protect) visits Ann before Ada's investigation and the Goon's kill.
        const game = await ms().deal({ Wat: 'Watcher', Tr: 'Tracker', Zed: 'Doctor', Ada: 'Cop', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' })
            .night('Goo: Kill → Ann', 'Ada: Investigate → Ann', 'Zed: Protect → Ann', 'Wat: Watch → Ann', 'Tr: Track → Bob')
            .run();
        expect(game.learned('Wat', 'night 1')).toEqual(['Ann: Ada, Goo, Zed']);
        expect(game.learned('Tr', 'night 1')).toEqual(['Bob: nobody']);
        const blocked = await ms().deal({ Wat: 'Watcher', Rb: 'Roleblocker', Ann: 'Villager', Goo: 'Goon', Bob: 'Villager' })
            .night('Wat: Watch → Ann', 'Rb: Roleblock → Wat').run();
        expect(blocked.learned('Wat', 'night 1')).toEqual([]);
    });

    it('"subject = the player named in the order (after possession, before swapping)"', async () => {
        const game = await ms().deal({ Cop: 'Cop', Ven: 'Ventriloquist', Bus: 'Busdriver', Ann: 'Villager', Bob: 'Villager', Goo: 'Goon', Cat: 'Villager' })
            .night('Cop: Investigate → Cat', 'Ven: Possess → Cop, Ann', 'Bus: Busdrive → Ann, Goo')
            .run();
        // Possessed onto Ann, then bus-driven onto the Goon: told under Ann's name, with the Goon's alignment.
        const learn = game.phase('night 1').events.find((e) => e.kind === 'learn' && !e.deal && e.to?.includes('Cop'))!;
        expect(learn.subject).toBe('Ann');
        expect(learn.property).toBe('alignment');
        expect(learn.value).toBe('Evil');
    });

    it('3: "a third-party player reads Evil" to a Cop (ROLES.md chooses the role list over calder\'s error)', async () => {
        const game = await ms().deal({ Cop: 'Cop', Joe: 'Joker', Lyn: 'Lyncher', Goo: 'Goon', Ann: 'Villager' })
            .night('Cop: Investigate → Lyn').run();
        expect(game.learned('Cop', 'night 1')).toEqual(['Lyn: Evil']);
    });
});

describe('10: delays and the dead', () => {
    it('"A held (delayed) action of a player who has died since still executes the next night (a delayed Vigilante lynched by day still shoots)"', async () => {
        const game = await ms().deal({ Vig: 'Vigilante', Del: 'Delayer', Goo: 'Goon', G2: 'Goon', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager' })
            .night('Vig: Kill → Goo', 'Del: Delay → Vig')
            .day({ hang: 'Vig' })
            .night()
            .run();
        expect(game.deaths('night 1')).toEqual([]);
        expect(game.deaths('day 1')).toEqual(['Vig']);
        expect(game.deaths('night 2')).toEqual(['Goo']);
    });
});

describe('7: third-party fates', () => {
    it('"Joker: … lost if he died otherwise"; "Lyncher: … lost if the target died otherwise": neither shares the Town win', async () => {
        const game = await scenario('examples/mafiascum/rules.mafia')
            .deal({ Joe: 'Joker', Lyn: 'Lyncher', Tgt: 'Villager', Vig: 'Vigilante', Goo: 'Goon', Ann: 'Villager', Bob: 'Villager' })
            .tag('Tgt', 'Lyncher Target')
            .night('Goo: Kill → Joe', 'Vig: Kill → Tgt')
            .day({ hang: 'Goo' })
            .run();
        const winner = game.winner as { factions: string[]; players: string[] };
        expect(winner.factions).toEqual(['Town']);
        expect(winner.players).not.toContain('Joe');
        expect(winner.players).not.toContain('Lyn');
    });
});
