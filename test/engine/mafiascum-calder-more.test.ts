// Game cases beyond calder/mafia's own tests (test/engine/mafiascum-calder.test.ts ports those): each
// is a game whose outcome calder's resolver gives, worked out from its code, on
// examples/mafiascum/rules.mafia. Where ROLES.md (authoritative here) says otherwise, the test says so.
import { describe, expect, it } from 'vitest';
import { scenario } from './scenario.js';

const ms = () => scenario('examples/mafiascum/rules.mafia');
const TOWN = { X1: 'Villager', X2: 'Villager', X3: 'Villager', X4: 'Villager', X5: 'Villager' };

describe('Paranoid Gun Owner: the shot comes with the visit, before the visitor\'s effect (ROLES.md 5.5, steps 5 and 6)', () => {
    it('a Vengeful Doctor shot for protecting him kills him back: the protection is not on him yet', async () => {
        const game = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Doc: ['Vengeful', 'Doctor'], ...TOWN })
            .night('Doc: Protect → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Doc', 'Pgo']);
    });

    it('a Vengeful Elite Bodyguard shot for guarding him kills him back, before the guard is on him', async () => {
        const game = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Ebg: ['Vengeful', 'Elite Bodyguard'], ...TOWN })
            .night('Ebg: EliteGuard → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Ebg', 'Pgo']);
    });

    it('a Vengeful Bodyguard kills him back; the dead gun owner still shoots the Goon who comes for him', async () => {
        const game = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Bg: ['Vengeful', 'Bodyguard'], ...TOWN })
            .night('Bg: Guard → Pgo', 'Goon: Kill → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Bg', 'Pgo', 'Goon']);
    });

    it('a plain Doctor shot for his visit still protects him: the Goon who comes next is shot, the PGO lives', async () => {
        const game = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Doc: 'Doctor', ...TOWN })
            .night('Doc: Protect → Pgo', 'Goon: Kill → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Doc', 'Goon']);
        expect(game.alive('Pgo')).toBe(true);
    });
});

describe('a dead guard inside a chain of protections (calder: a kill on the dead is void; an Elite Bodyguard\'s guard still fires back)', () => {
    it('B1 guards T, the Elite Bodyguard guards B1 and is shot first: the Goon\'s kill stops at the dead guard, who still kills the Goon', async () => {
        const game = await ms().deal({ Goon: 'Goon', T: 'Villager', B1: 'Bodyguard', Ebg: 'Elite Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Vig: Kill → Ebg', 'B1: Guard → T', 'Ebg: EliteGuard → B1', 'Goon: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['Ebg', 'Goon']);
        expect(game.alive('T') && game.alive('B1')).toBe(true);
    });

    it('the Elite Bodyguard guards T and is guarded by B: B dies for him against the Vigilante; the Goon\'s kill then stops at B\'s dead guard', async () => {
        const game = await ms().deal({ Goon: 'Goon', T: 'Villager', Ebg: 'Elite Bodyguard', B: 'Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Vig: Kill → Ebg', 'Ebg: EliteGuard → T', 'B: Guard → Ebg', 'Goon: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['B', 'Goon']);
        expect(game.alive('Ebg')).toBe(true);
    });

    it('a dead Bodyguard\'s guard, the latest on T, decides alone: the Elite Bodyguard\'s earlier guard is not reached, nobody fires back', async () => {
        const game = await ms().deal({ Goon: 'Goon', T: 'Villager', B: 'Bodyguard', Ebg: 'Elite Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Vig: Kill → B', 'Ebg: EliteGuard → T', 'B: Guard → T', 'Goon: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['B']);
    });

    it('two Elite Bodyguards in a chain: E2 dies for E1 and kills the Vigilante; the Goon\'s kill on T stops at dead E2, who kills the Goon', async () => {
        const game = await ms().deal({ Goon: 'Goon', T: 'Villager', E1: 'Elite Bodyguard', E2: 'Elite Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Vig: Kill → E1', 'E1: EliteGuard → T', 'E2: EliteGuard → E1', 'Goon: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['E2', 'Vig', 'Goon']);
        expect(game.alive('E1') && game.alive('T')).toBe(true);
    });

    it('the Elite Bodyguard\'s shot at the Goon is stopped by a dead Elite Bodyguard\'s guard on the Goon', async () => {
        const game = await ms().deal({ Goon: 'Goon', T: 'Villager', Ebg: 'Elite Bodyguard', E2: 'Elite Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Vig: Kill → E2', 'Ebg: EliteGuard → T', 'E2: EliteGuard → Goon', 'Goon: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['E2', 'Ebg']);
        expect(game.alive('Goon')).toBe(true);
    });
});

describe('actions on actions (calder\'s walk: the first action in precedence order that waits for nothing)', () => {
    it('two bus drives sharing B: the first swaps A and B, the second then swaps A (B\'s partner) and C', async () => {
        const game = await ms().deal({ Goon: 'Goon', A: 'Villager', B: 'Villager', C: 'Villager', Bd1: 'Busdriver', Bd2: 'Busdriver', Vig: 'Vigilante', ...TOWN })
            .night('Goon: Kill → A', 'Vig: Kill → B', 'Bd1: Busdrive → A, B', 'Bd2: Busdrive → B, C').run();
        expect(game.deaths('night 1')).toEqual(['C', 'A']);
    });

    it('while two bus drives wait for each other, a possession and a kill that wait for nothing go first; the possessed bus drive then swaps its new first target', async () => {
        const game = await ms().deal({ Goon: 'Goon', Ven: 'Ventriloquist', Bd1: 'Busdriver', Bd2: 'Busdriver', Vig: 'Vigilante', ...TOWN })
            .night('Bd1: Busdrive → X1, X2', 'Bd2: Busdrive → X2, X3', 'Ven: Possess → Bd1, X4', 'Goon: Kill → X2', 'Vig: Kill → X4').run();
        // The Vigilante's kill on X4 shares no target with a bus drive: X4 dies before the swaps; the Goon's
        // kill, swapped from X2 to X4, finds him dead. X3 lives.
        expect(game.deaths('night 1')).toEqual(['X4']);
        expect(game.alive('X3') && game.alive('X2')).toBe(true);
    });

    it('two Ventriloquists on one puppet: the later possession decides', async () => {
        const game = await ms().deal({ Goon: 'Goon', Ven: 'Ventriloquist', Ven2: 'Ventriloquist', Cop: 'Cop', ...TOWN })
            .night('Ven: Possess → Cop, Goon', 'Ven2: Possess → Cop, X2', 'Cop: Investigate → X1').run();
        expect(game.learned('Cop')).toEqual(['X2: Good']);
    });

    it('a Doctor possessed onto himself protects himself (no "other" check on the possessed target)', async () => {
        const game = await ms().deal({ Goon: 'Goon', Ven: 'Ventriloquist', Doc: 'Doctor', ...TOWN })
            .night('Ven: Possess → Doc, Doc', 'Doc: Protect → X1', 'Goon: Kill → Doc').run();
        expect(game.deaths('night 1')).toEqual([]);
    });

    it('a Delayer delayed by another Delayer: his delay is held, the Cop investigates that night', async () => {
        const game = await ms().deal({ Goon: 'Goon', D: 'Delayer', D2: 'Delayer', Cop: 'Cop', ...TOWN })
            .night('D: Delay → D2', 'D2: Delay → Cop', 'Cop: Investigate → Goon').run();
        expect(game.learned('Cop', 'night 1')).toEqual(['Goon: Evil']);
    });

    it('a delayed Action Doubler: the held Double runs the next night, so the double orders come the night after', async () => {
        const game = await ms().deal({ Goon: 'Goon', D: 'Delayer', AD: 'Action Doubler', Vig: 'Vigilante', ...TOWN })
            .night('D: Delay → AD', 'AD: Double → Vig').day()
            .night('Vig: Kill → X1', 'Vig: Kill → X2').day()
            .night('Vig: Kill → X3', 'Vig: Kill → X4')
            .run();
        expect(game.deaths('night 2')).toEqual(['X2']);
        expect(game.deaths('night 3')).toEqual(['X3', 'X4']);
    });
});

describe('stolen votes', () => {
    it('two Politicians steal one vote: the later steal decides', async () => {
        const game = await ms().deal({ Goon: 'Goon', P1: 'Politician', P2: 'Politician', ...TOWN })
            .night('P1: StealVote → X1', 'P2: StealVote → X1')
            .day('X1 → X2', 'P1 → X3', 'P2 → X4', 'X5 → X4')
            .run();
        expect(game.deaths('day 1')).toEqual(['X4']);
    });
});

describe('found by checking random nights against calder\'s resolver', () => {
    it('a bus drive of a player with himself is the latest swap: after being swapped away, his orders come back to him', async () => {
        // Bd5 swaps the Goon and the Vigilante; Bd4's drive of the Vigilante with himself, swapped, becomes
        // the Goon with the Goon: the Goon's kill on himself is no longer sent to the Vigilante.
        const game = await ms().deal({ Goon: 'Goon', Bg: 'Bodyguard', Vig: 'Vigilante', Bd4: 'Busdriver', Bd5: 'Busdriver', ...TOWN })
            .night('Bg: Guard → Bd4', 'Vig: Kill → Bg', 'Goon: Kill → Goon', 'Bd5: Busdrive → Goon, Vig', 'Bd4: Busdrive → Vig, Vig')
            .run();
        expect(game.deaths('night 1').sort()).toEqual(['Bg', 'Goon']);
        expect(game.alive('Vig')).toBe(true);
    });

    it('a kill on a player already dead is void before any guard: the Hitman\'s victim\'s Bodyguard does not die for the later shot', async () => {
        const game = await ms().deal({ Hit: 'Hitman', T: 'Villager', Bg: 'Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Bg: Guard → T', 'Hit: HitmanKill → T', 'Vig: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['T']);
        expect(game.alive('Bg')).toBe(true);
    });

    it('nor does the Elite Bodyguard take or avenge it; a Vengeful Hitman who shot himself avenges himself on nobody', async () => {
        const ebg = await ms().deal({ Hit: 'Hitman', T: 'Villager', Ebg: 'Elite Bodyguard', Vig: 'Vigilante', ...TOWN })
            .night('Ebg: EliteGuard → T', 'Hit: HitmanKill → T', 'Vig: Kill → T').run();
        expect(ebg.deaths('night 1')).toEqual(['T']);
        const self = await ms().deal({ Hit: ['Vengeful', 'Hitman'], Ebg: 'Elite Bodyguard', ...TOWN })
            .night('Ebg: EliteGuard → Hit', 'Hit: HitmanKill → Hit').run();
        expect(self.deaths('night 1')).toEqual(['Hit']);
    });

    it('a dead guard\'s own guard takes nothing: the kill stops at the dead Bodyguard', async () => {
        const game = await ms().deal({ Hit: 'Hitman', Vig: 'Vigilante', T: 'Villager', Bg: 'Bodyguard', Ebg: 'Elite Bodyguard', ...TOWN })
            .night('Bg: Guard → T', 'Ebg: EliteGuard → Bg', 'Hit: HitmanKill → Bg', 'Vig: Kill → T').run();
        expect(game.deaths('night 1')).toEqual(['Bg']);
        expect(game.alive('Ebg') && game.alive('Vig') && game.alive('T')).toBe(true);
    });
});

describe('found by checking random games (night, day, night) against calder\'s resolver', () => {
    it('a stolen vote follows the Politician\'s vote as he cast it, even when his own was stolen too (one hop, whatever the seating order)', async () => {
        // Pa steals Pb's vote, Pb steals Cal's. Cal follows Pb's vote as cast (on himself, Pb), not Pb's
        // vote as it ends up (Pa's choice, Dan): Pb (Cal, Eve) and Dan (Pa, Pb) tie at 2, the later name is lynched.
        for (const seats of [['Pa', 'Pb', 'Cal'], ['Cal', 'Pb', 'Pa']]) {
            const roles: Record<string, string> = { Goon: 'Goon', Pa: 'Politician', Pb: 'Politician', Cal: 'Villager' };
            const deal = Object.fromEntries([...seats.map((s) => [s, roles[s]]), ['Goon', 'Goon'], ['Dan', 'Villager'], ['Eve', 'Villager']]);
            const game = await ms().deal(deal)
                .night('Pb: StealVote → Cal', 'Pa: StealVote → Pb')
                .day('Pa → Dan', 'Pb → Pb', 'Cal → Eve', 'Eve → Pb')
                .run();
            expect(game.deaths('day 1')).toEqual(['Pb']);
        }
    });

    it('a stolen vote of a player who cast none comes where his Politician\'s vote was cast, even when that vote was stolen too', async () => {
        // Pb steals Cal's vote, Pa steals Pb's; Cal casts none. Cal's vote follows Pb's as cast (third):
        // the Eve line lists Fox (first) before Cal; before, a replaced leader's vote put Cal's first.
        const game = await ms().deal({ Goon: 'Goon', Pa: 'Politician', Pb: 'Politician', Cal: 'Villager', Dan: 'Villager', Eve: 'Villager', Fox: 'Villager' })
            .night('Pb: StealVote → Cal', 'Pa: StealVote → Pb')
            .day('Fox → Eve', 'Pa → Dan', 'Pb → Eve')
            .run();
        const eve = game.phase('day 1').events.find((e) => e.kind === 'vote' && e.subject === 'Eve');
        expect(eve?.against).toEqual(['Fox', 'Cal']);
    });

    it('a Doctor\'s protection (stage 1000) placed after a Vengeful Tracker\'s visit (1000, given first) does not stop the revenge; guards come after both (1001)', async () => {
        const game = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Tr: ['Vengeful', 'Tracker'], Doc: 'Doctor', Bg: 'Bodyguard', ...TOWN })
            .night('Tr: Track → Pgo', 'Doc: Protect → Pgo').run();
        expect(game.deaths('night 1')).toEqual(['Tr', 'Pgo', 'Doc']);
        const guard = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Tr: ['Vengeful', 'Tracker'], Bg: 'Bodyguard', ...TOWN })
            .night('Bg: Guard → Pgo', 'Tr: Track → Pgo').run();
        expect(guard.deaths('night 1')).toEqual(['Tr', 'Pgo', 'Bg']);
        // Given first, the protection is on him when the Tracker comes: the revenge is stopped.
        const first = await ms().deal({ Goon: 'Goon', Pgo: 'Paranoid Gun Owner', Tr: ['Vengeful', 'Tracker'], Doc: 'Doctor', ...TOWN })
            .night('Doc: Protect → Pgo', 'Tr: Track → Pgo').run();
        expect(first.deaths('night 1')).toEqual(['Doc', 'Tr']);
    });
});
