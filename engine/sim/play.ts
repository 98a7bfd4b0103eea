// One simulated game: the setup's roles shuffled to the seats, then phase after phase decided by
// the policy until someone wins, a draw, or the phase cap (an unfinished game: some rule sets
// can go on for ever). Everything follows from the game's seed, itself from the run's seed and
// the game's index, so a game plays the same whichever worker plays it.
import type { GameInput, PhaseInput } from '../model/game-input.js';
import { Prng } from '../prng.js';
import { startGame } from '../run.js';
import type { RuleSet } from '../model/ruleset.js';
import type { Policy } from './policy.js';
import type { Setup } from './setup.js';

export const DEFAULT_MAX_PHASES = 300;

export interface GameOutcome {
    /** Faction display names that won (several when they win together); empty: draw or unfinished. */
    winners: string[];
    draw: boolean;
    unfinished: boolean;
    phases: number;
    /** Per seat: the role display names dealt, alive at the end, won. */
    seats: Array<{ roles: string[]; alive: boolean; won: boolean }>;
}

/** The seed of game `index` of setup `key` (a 32-bit mix: nearby indices give unrelated games). */
export function gameSeed(seed: number, key: number, index: number): number {
    let h = (seed >>> 0) ^ Math.imul(key + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77);
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    return (h ^ (h >>> 16)) >>> 0;
}

/** The role list of each seat before the shuffle: one entry per player (one role per slot). */
export function seatRoles(rs: RuleSet, setup: Setup): string[][] {
    const groups = rs.slots.length === 0 ? [rs.roles] : rs.slots.map((s) => rs.roles.filter((r) => r.slot === s.id));
    return groups.map((roles) => roles.flatMap((r) => Array.from({ length: setup.counts.get(r.id) ?? 0 }, () => r.id)));
}

/** The seat names of an n-player game (the same strings every game). */
const seatNames: string[] = [];
function seatName(i: number): string {
    return (seatNames[i] ??= `Игрок${i + 1}`);
}

/** Role id → display name, per rule set. */
const titles = new WeakMap<RuleSet, Map<string, string>>();
function roleTitles(rs: RuleSet): Map<string, string> {
    let m = titles.get(rs);
    if (!m) {
        m = new Map();
        // The first role of an id names it (as rs.roles.find did).
        for (const r of rs.roles) if (!m.has(r.id)) m.set(r.id, r.title);
        titles.set(rs, m);
    }
    return m;
}

export function playGame(rs: RuleSet, policy: Policy, columns: string[][], seed: number, maxPhases = DEFAULT_MAX_PHASES): GameOutcome {
    const rng = new Prng(seed);
    // Each slot's roles are shuffled on their own (a player holds one of each).
    const shuffled = columns.map((col) => {
        const c = col.slice();
        for (let i = c.length - 1; i > 0; i--) { const j = rng.int(i + 1); [c[i], c[j]] = [c[j], c[i]]; }
        return c;
    });
    const n = columns[0].length;
    const players = shuffled.length === 1
        ? shuffled[0].map((role, i) => ({ name: seatName(i), roles: [role] }))
        : Array.from({ length: n }, (_, i) => ({ name: seatName(i), roles: shuffled.map((c) => c[i]) }));
    const input: GameInput = { players, seed: (seed ^ 0x5bd1e995) >>> 0 };
    const g = startGame(rs, input, { tables: false });
    const bots = policy.start(g, rng);
    const decide = (): PhaseInput => bots.decide();
    let phases = 0;
    while (!g.winner && phases < maxPhases) {
        bots.observe(g.runPhase(decide));
        phases++;
    }
    const w = g.winnerJson();
    const won = w && 'players' in w ? w.players : [];
    const names = roleTitles(rs);
    const title = (id: string): string => names.get(id) ?? id;
    return {
        winners: w && 'factions' in w ? w.factions : [],
        draw: !!w && 'draw' in w,
        unfinished: !w,
        phases,
        seats: g.players.map((p, i) => ({ roles: players[i].roles.map(title), alive: p.alive, won: won.includes(p.name) })),
    };
}
