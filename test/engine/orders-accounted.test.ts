// Invariant over random games of every shipped rule set: every order given is either carried out
// (a trace step of its actor and ability) or listed in `rejected` with a reason, never silently
// dropped. The same check the fuzzer reports (scripts/fuzz/games.ts), on a bounded set of games.
import { describe, expect, it } from 'vitest';
import { randomPhase, startGame, DealError } from '../../engine/index.js';
import { accounted, randomDeal, RULESETS } from '../../scripts/fuzz/games.js';
import { Rand } from '../../scripts/fuzz/mutate.js';
import { compiledRules } from './compile.js';

const GAMES = 30;
const PHASES = 40;

describe('every order is carried out or rejected with a reason', () => {
    for (const path of RULESETS) {
        it(`${path}: ${GAMES} random games`, async () => {
            const rs = await compiledRules(path);
            const dropped: string[] = [];
            let given = 0;
            for (let n = 0; n < GAMES; n++) {
                const seed = 7_000 + n;
                const r = new Rand(seed);
                let g;
                try { g = startGame(rs, { players: randomDeal(rs, r), seed }, { trace: true }); }
                catch (e) { if (e instanceof DealError) continue; throw e; }
                for (let k = 1; k <= PHASES && !g.winner; k++) {
                    const input = randomPhase(g, r.prng, { act: 0.8, vote: 0.9 });
                    const result = g.runPhase(input);
                    for (const a of input.actions ?? []) {
                        given++;
                        if (!accounted(rs, a, result)) dropped.push(`game seed ${seed} phase ${k}: ${a.actor} ${a.ability} -> ${a.targets?.join(', ') ?? ''}`);
                    }
                }
            }
            expect(given).toBeGreaterThan(30);
            expect(dropped.slice(0, 5), `${dropped.length} of ${given} orders neither carried out nor rejected`).toEqual([]);
        });
    }
});
