// Policy `random` (DESIGN.md, `mafia simulate`): every order picks uniformly among its legal
// targets (and a shared action's giver uniformly among the members who may give it); each living
// player votes, in a seeded random order, for a uniformly random other living player. On a
// vanilla town-against-mafia rule set the lynch is then uniform among the living.
import type { Prng } from '../prng.js';
import type { PlayerState } from '../state.js';
import type { SingleTargets } from './legal-orders.js';
import { buildPhase, type Preferences } from './phase-builder.js';
import type { Policy } from './policy.js';

export const randomPolicy: Policy = {
    name: 'random',
    start(g, rng) {
        // Each voter's place in the list of the living, worked out once per list (a phase's voters share it).
        let places: readonly PlayerState[] | null = null;
        const place: number[] = [];
        const prefs: Preferences = {
            target: (_choice, legal) => uniformLegal(legal, rng),
            sharedActor: (_key, holders) => holders[rng.int(holders.length)],
            vote: (voter, alive) => {
                if (alive !== places) { places = alive; for (let i = 0; i < alive.length; i++) place[alive[i].index] = i; }
                // Uniform among the others: a draw over n - 1 places, skipping the voter's own.
                const k = rng.int(alive.length - 1);
                return alive[k >= place[voter.index] ? k + 1 : k];
            },
        };
        return { decide: () => buildPhase(g, rng, prefs), observe: () => undefined };
    },
};

const SAMPLES = 8;

/**
 * A uniformly random legal target: candidates drawn uniformly from the pool until the engine
 * accepts one (each accepted one is equally likely), the full list after a few refusals.
 */
function uniformLegal(legal: SingleTargets, rng: Prng): PlayerState | null {
    const pool = legal.pool;
    for (let k = 0; k < SAMPLES; k++) {
        const t = pool[rng.int(pool.length)];
        if (legal.accepts(t)) return t;
    }
    const all = legal.all();
    return all.length > 0 ? all[rng.int(all.length)] : null;
}
