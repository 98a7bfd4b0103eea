// The same vanilla game as bench/vanilla.mafia, written by hand the way a developer would in a
// forum bot: plain arrays, no engine. Day: every living player votes for a random other living
// player; the most votes hang, ties go to the first to reach the maximum. Night: the mafia
// shoots a random living non-mafioso. Town wins with no mafia left; mafia at parity.
import { Prng } from '../engine/prng.js';

export interface HandwrittenResult { winner: 'town' | 'mafia'; phases: number }

export function playVanilla(players: number, mafia: number, rng: Prng): HandwrittenResult {
    // Deal: shuffle the roles.
    const isMafia: boolean[] = [];
    for (let i = 0; i < players; i++) isMafia.push(i < mafia);
    for (let i = players - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [isMafia[i], isMafia[j]] = [isMafia[j], isMafia[i]];
    }
    const alive = new Array<boolean>(players).fill(true);
    let phase = 0;
    for (;;) {
        phase++;
        const living: number[] = [];
        for (let i = 0; i < players; i++) if (alive[i]) living.push(i);
        if (phase % 2 === 1) {
            // Day: votes in order; track when each candidate reached each count.
            const votes = new Map<number, number>();
            const reachedAt = new Map<number, number[]>();
            let step = 0;
            for (const voter of living) {
                let target = living[rng.int(living.length)];
                if (target === voter) target = living[(living.indexOf(voter) + 1) % living.length];
                const n = (votes.get(target) ?? 0) + 1;
                votes.set(target, n);
                const at = reachedAt.get(target) ?? [];
                at[n] = step++;
                reachedAt.set(target, at);
            }
            let max = 0;
            for (const n of votes.values()) if (n > max) max = n;
            let hanged = -1;
            let first = Infinity;
            for (const [candidate, n] of votes) {
                if (n === max && reachedAt.get(candidate)![max] < first) { first = reachedAt.get(candidate)![max]; hanged = candidate; }
            }
            if (hanged >= 0) alive[hanged] = false;
        } else {
            const victims = living.filter((p) => !isMafia[p]);
            if (victims.length > 0) alive[victims[rng.int(victims.length)]] = false;
        }
        let m = 0;
        let t = 0;
        for (let i = 0; i < players; i++) if (alive[i]) { if (isMafia[i]) m++; else t++; }
        if (m === 0) return { winner: 'town', phases: phase };
        if (m >= t) return { winner: 'mafia', phases: phase };
    }
}
