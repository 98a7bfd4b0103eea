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
