// Plays a range of games of one setup and tallies them. A batch is plain data (it crosses to
// worker threads as is); game `i` of setup `key` always has the same seed, so the tallies of the
// batches add up to the same figures however the games are split between workers.
import type { RuleSet } from '../model/ruleset.js';
import { informedPolicy } from './informed-policy.js';
import { gameSeed, playGame, seatRoles } from './play.js';
import type { Policy } from './policy.js';
import { randomPolicy } from './random-policy.js';
import { addGame, emptyTally, type Tally } from './stats.js';
import { gameCounts, type Setup } from './setup.js';
import { Prng } from '../prng.js';

export const POLICIES: Record<string, Policy> = { random: randomPolicy, informed: informedPolicy };

export interface Batch {
    policy: string;
    seed: number;
    /** The setup's index in the run (part of each game's seed). */
    key: number;
    /** Role id → count. */
    counts: Array<[string, number]>;
    players: number;
    /** The deal clause whose picks each game draws (Setup.pick). */
    pick?: number;
    from: number;
    to: number;
    maxPhases: number;
}

export function playBatch(rs: RuleSet, b: Batch, onGame?: () => void): Tally {
    const policy = POLICIES[b.policy];
    if (!policy) throw new Error(`unknown policy '${b.policy}'`);
    const setup: Setup = { players: b.players, counts: new Map(b.counts), pick: b.pick };
    const columns = seatRoles(rs, setup);
    const t = emptyTally();
    for (let i = b.from; i < b.to; i++) {
        const seed = gameSeed(b.seed, b.key, i);
        // A clause's picks are drawn per game from a stream of their own: the seats' shuffle and
        // the bots' choices stay those of a game without picks.
        const dealt = setup.pick === undefined ? columns : seatRoles(rs, { ...setup, counts: gameCounts(rs, setup, new Prng((seed ^ 0x9e3779b9) >>> 0)) });
        addGame(t, playGame(rs, policy, dealt, seed, b.maxPhases));
        onGame?.();
    }
    return t;
}
