// Policy `random` (DESIGN.md, `mafia simulate`): every order picks uniformly among its legal
// targets (and a shared action's giver uniformly among the members who may give it); each living
// player votes, in a seeded random order, for a uniformly random other living player. On a
// vanilla town-against-mafia rule set the lynch is then uniform among the living.
import { buildPhase, type Preferences } from './phase-builder.js';
import type { Policy } from './policy.js';

export const randomPolicy: Policy = {
    name: 'random',
    start(g, rng) {
        const prefs: Preferences = {
            target: (_choice, legal) => legal[rng.int(legal.length)],
            sharedActor: (_key, holders) => holders[rng.int(holders.length)],
            vote: (_voter, others) => others[rng.int(others.length)],
        };
        return { decide: () => buildPhase(g, rng, prefs), observe: () => undefined };
    },
};
