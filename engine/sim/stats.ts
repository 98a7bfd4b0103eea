// Tallies of simulated games (exact integer counts, so tallies from any number of workers merge
// to the same figures) and the summary the contract prints: win rates with Wilson 95% intervals,
// draws, the game length (mean, median, 90th percentile) and survival and win rate per role.
import type { RuleSet } from '../model/ruleset.js';
import type { GameOutcome } from './play.js';

export interface Tally {
    games: number;
    /** Faction display name → games it won. */
    wins: Record<string, number>;
    draws: number;
    unfinished: number;
    /** Length of finished games: phases → games. */
    lengths: Record<number, number>;
    /** Role display name → players dealt it, alive at the end, among the winners. */
    roles: Record<string, { dealt: number; alive: number; won: number }>;
}

export const emptyTally = (): Tally => ({ games: 0, wins: {}, draws: 0, unfinished: 0, lengths: {}, roles: {} });

export function addGame(t: Tally, o: GameOutcome): void {
    t.games++;
    for (const f of o.winners) t.wins[f] = (t.wins[f] ?? 0) + 1;
    if (o.draw) t.draws++;
    if (o.unfinished) t.unfinished++;
    else t.lengths[o.phases] = (t.lengths[o.phases] ?? 0) + 1;
    for (const s of o.seats) for (const r of s.roles) {
        const x = (t.roles[r] ??= { dealt: 0, alive: 0, won: 0 });
        x.dealt++;
        if (s.alive) x.alive++;
        if (s.won) x.won++;
    }
}

export function mergeTally(into: Tally, t: Tally): void {
    into.games += t.games;
    into.draws += t.draws;
    into.unfinished += t.unfinished;
    for (const [k, v] of Object.entries(t.wins)) into.wins[k] = (into.wins[k] ?? 0) + v;
    for (const [k, v] of Object.entries(t.lengths)) into.lengths[Number(k)] = (into.lengths[Number(k)] ?? 0) + v;
    for (const [k, v] of Object.entries(t.roles)) {
        const x = (into.roles[k] ??= { dealt: 0, alive: 0, won: 0 });
        x.dealt += v.dealt; x.alive += v.alive; x.won += v.won;
    }
}

export const Z95 = 1.96;

/** The Wilson score interval of `k` successes in `n` trials. */
export function wilson(k: number, n: number, z = Z95): [number, number] {
    if (n === 0) return [0, 1];
    const p = k / n;
    const z2 = z * z;
    const denom = 1 + z2 / n;
    const centre = (p + z2 / (2 * n)) / denom;
    const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
    return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Mean, median and 90th percentile (nearest rank) of a histogram; nulls when it is empty. */
export function lengthStats(hist: Record<number, number>): { mean: number | null; p50: number | null; p90: number | null } {
    const keys = Object.keys(hist).map(Number).sort((a, b) => a - b);
    const n = keys.reduce((s, k) => s + hist[k], 0);
    if (n === 0) return { mean: null, p50: null, p90: null };
    const sum = keys.reduce((s, k) => s + k * hist[k], 0);
    const at = (rank: number): number => { let seen = 0; for (const k of keys) { seen += hist[k]; if (seen >= rank) return k; } return keys[keys.length - 1]; };
    const p50 = n % 2 === 1 ? at((n + 1) / 2) : (at(n / 2) + at(n / 2 + 1)) / 2;
    return { mean: round(sum / n), p50, p90: at(Math.ceil(0.9 * n)) };
}

export const round = (x: number, digits = 6): number => Number(x.toFixed(digits));

export interface FactionWins { faction: string; wins: number; rate: number; ci95: [number, number] }
export interface RoleFigures { role: string; players: number; survival: number; winRate: number }

export interface SetupSummary {
    players: number;
    roles: Record<string, number>;
    wins: FactionWins[];
    draws: number;
    phases: { mean: number | null; p50: number | null; p90: number | null };
    /** Additions to the contract's shape: games cut at the phase cap; survival and wins per role. */
    unfinished: number;
    perRole: RoleFigures[];
    exact?: ExactFigures;
}

export interface ExactFigures { wins: Array<{ faction: string; rate: number }>; draw: number; unfinished: number }

export function summarize(rs: RuleSet, players: number, roles: Record<string, number>, t: Tally): SetupSummary {
    const wins = rs.factions.map((f) => {
        const k = t.wins[f.title] ?? 0;
        const [lo, hi] = wilson(k, t.games);
        return { faction: f.title, wins: k, rate: round(t.games ? k / t.games : 0), ci95: [round(lo), round(hi)] as [number, number] };
    });
    const perRole = rs.roles.filter((r) => t.roles[r.title]).map((r) => {
        const x = t.roles[r.title];
        return { role: r.title, players: x.dealt, survival: round(x.alive / x.dealt), winRate: round(x.won / x.dealt) };
    });
    return { players, roles, wins, draws: t.draws, phases: lengthStats(t.lengths), unfinished: t.unfinished, perRole };
}
