// A game whose script goes on without a winner stops at the engine's phase limit and says so
// (`unfinished`), instead of running every phase it is given: seed 003 has no draw rule.
import { describe, expect, it } from 'vitest';
import { PHASE_LIMIT, runGame } from '../../engine/run.js';
import { compiledRules } from './compile.js';

const players = ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор'].map((name, i) => ({ name, roles: [i < 2 ? 'Мафиози' : 'Мирный житель'] }));
/** Phases with no orders and no votes: nobody ever dies, nobody wins. */
const idle = (n: number) => Array.from({ length: n }, () => ({}));

describe('the phase limit', () => {
    it(`stops a game at ${PHASE_LIMIT} phases and reports it as unfinished`, async () => {
        const rs = await compiledRules('bench/vanilla.mafia');
        const result = runGame(rs, { players, seed: 1, phases: idle(PHASE_LIMIT + 5) });
        expect(PHASE_LIMIT).toBe(1000);
        expect(result.phases).toHaveLength(PHASE_LIMIT);
        expect(result.winner).toBeNull();
        expect(result.unfinished).toEqual({ reason: 'phase-limit', phases: PHASE_LIMIT });
        // The key comes after `winner` in the result JSON, as an addition to the contract.
        expect(Object.keys(JSON.parse(JSON.stringify(result)))).toEqual(['ruleset', 'seed', 'deal', 'phases', 'winner', 'unfinished']);
    });

    it('says nothing when the script ends first (a game in progress), and honours a lower limit', async () => {
        const rs = await compiledRules('bench/vanilla.mafia');
        expect('unfinished' in runGame(rs, { players, seed: 1, phases: idle(12) })).toBe(false);
        expect('unfinished' in runGame(rs, { players, seed: 1, phases: idle(12) }, { phases: 3, phaseLimit: 5 })).toBe(false);
        const cut = runGame(rs, { players, seed: 1, phases: idle(12) }, { phaseLimit: 5 });
        expect(cut.phases).toHaveLength(5);
        expect(cut.unfinished).toEqual({ reason: 'phase-limit', phases: 5 });
    });
});
