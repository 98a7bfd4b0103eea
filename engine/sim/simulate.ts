// Plays a range of games of one setup and tallies them. A batch is plain data (it crosses to
// worker threads as is); game `i` of setup `key` always has the same seed, so the tallies of the
// batches add up to the same figures however the games are split between workers.
import type { RuleSet } from '../model/ruleset.js';
import { informedPolicy } from './informed-policy.js';
import { gameSeed, playGame, seatRoles } from './play.js';
import type { Policy } from './policy.js';
import { randomPolicy } from './random-policy.js';
import { addGame, emptyTally, type Tally } from './stats.js';

export const POLICIES: Record<string, Policy> = { random: randomPolicy, informed: informedPolicy };

export interface Batch {
    policy: string;
    seed: number;
    /** The setup's index in the run (part of each game's seed). */
    key: number;
    /** Role id → count. */
    counts: Array<[string, number]>;
    from: number;
    to: number;
    maxPhases: number;
}

export function playBatch(rs: RuleSet, b: Batch, onGame?: () => void): Tally {
    const policy = POLICIES[b.policy];
    if (!policy) throw new Error(`unknown policy '${b.policy}'`);
    const columns = seatRoles(rs, { players: 0, counts: new Map(b.counts) });
    const t = emptyTally();
    for (let i = b.from; i < b.to; i++) {
        addGame(t, playGame(rs, policy, columns, gameSeed(b.seed, b.key, i), b.maxPhases));
        onGame?.();
    }
    return t;
}
