// What a phase sees before its own orders and votes are collected: its number as runPhase sets it
// (order checks made ahead of the phase: bots, random orders), and no ballots yet (a `start`
// trigger must not read the last phase's votes as this phase's).
import { describe, expect, it } from 'vitest';
import { inComingPhase } from '../../engine/coming-phase.js';
import { startGame } from '../../engine/run.js';
import { FRAME, play, rules } from './inline.js';

describe('the start of a phase', async () => {
    const rs = await rules(`ruleset Начало
        ${FRAME}
        role Житель "Житель" : Город {
            trigger Подсчёт "Подсчёт" on start when self.votes > 0 { effect tell self "против меня голосовали" }
        }
        role Бандит "Бандит" : Банда { }`);
    const deal = { Аня: 'Житель', Боря: 'Житель', Вера: 'Житель', Гоша: 'Бандит', Даша: 'Житель' };

    it('a start trigger reads this phase\'s votes, not the last phase\'s', () => {
        // night 1, day 1 (Аня gets two votes, nobody is executed: a tie), night 2 starts.
        const r = play(rs, deal, [[], ['Боря → Аня', 'Вера → Аня', 'Аня → Боря', 'Гоша → Боря'], []]);
        const told = r.phases[2].events.filter((e) => e.kind === 'message' && 'text' in e && e.text === 'против меня голосовали');
        expect(told).toEqual([]);
    });

    it('order checks made ahead of a phase see its number as runPhase will set it', () => {
        const g = startGame(rs, { players: Object.entries(deal).map(([name, r]) => ({ name, roles: [r] })), seed: 1 });
        for (let k = 0; k < 3; k++) {
            const ahead = inComingPhase(g, () => ({ id: g.phase.id, number: g.number }));
            g.runPhase({});
            expect(ahead).toEqual({ id: g.phase.id, number: g.number });
        }
    });
});
