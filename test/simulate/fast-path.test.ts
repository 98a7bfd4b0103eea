// Differential test of the engine's fast path: what simulations and bots run (startGame + runPhase,
// no players tables, no trace) must adjudicate every game byte for byte as `mafia run` does (runGame
// with the trace and the tables) on the same game JSON. Thousands of seeded random games of every
// shipped rule set, at small and large player counts; the orders and votes are random legal ones
// (randomPhase, as the fuzzer and the bench play them), recorded phase by phase as a game script.
import { describe, expect, it } from 'vitest';
import { Prng, randomPhase, runGame, startGame, type GameInput, type PhaseInput, type PhaseResult, type RuleSet } from '../../engine/index.js';
import { defaultSetup } from '../../engine/sim/setup.js';
import { seatRoles } from '../../engine/sim/play.js';
import { compiledRules } from '../engine/compile.js';

const MAX_PHASES = 60;
// Rule set, player counts, games per count (seed 000 is the slowest rule set by far).
const CASES: Array<{ file: string; players: number[]; games: number }> = [
    { file: 'bench/vanilla.mafia', players: [7, 30], games: 400 },
    { file: 'examples/seed-002/rules.mafia', players: [10, 30], games: 250 },
    { file: 'examples/seed-003/rules.mafia', players: [12, 30], games: 100 },
    { file: 'examples/seed-000/rules.mafia', players: [10, 16], games: 20 },
    // The deal of the bench (bench/run.ts): actions on actions, modifiers stacked, a Mafia Ventriloquist.
    { file: 'examples/mafiascum/rules.mafia', players: [15], games: 120 },
];

const MAFIASCUM_DEAL = ['Cop', 'Doctor', 'Vigilante', 'Roleblocker', 'Busdriver', 'Tracker', 'Watcher', 'Delayer', 'Action Doubler',
    'Paranoid Gun Owner', 'Bulletproof+Governor', 'Vengeful+Villager', 'Godfather', 'Ninja+Hitman', 'Mafia Ventriloquist'].map((s) => s.split('+'));

/** The seats of `mafia simulate`'s default deal, shuffled per slot by the game's own generator. */
function dealFor(rs: RuleSet, n: number, rng: Prng): string[][] {
    if (rs.roles.some((r) => r.modifier)) {
        // A modifier stacks on a base role: the seats are shuffled whole.
        const seats = MAFIASCUM_DEAL.map((s) => s.slice());
        for (let i = seats.length - 1; i > 0; i--) { const j = rng.int(i + 1); [seats[i], seats[j]] = [seats[j], seats[i]]; }
        return seats;
    }
    const columns = seatRoles(rs, defaultSetup(rs, n)).map((c) => c.slice());
    for (const c of columns) for (let i = c.length - 1; i > 0; i--) { const j = rng.int(i + 1); [c[i], c[j]] = [c[j], c[i]]; }
    return columns[0].map((_, i) => columns.map((c) => c[i]));
}

/** What a phase decides, without what only `mafia run` builds (the players table and the trace). */
const adjudication = (r: PhaseResult) => JSON.stringify({ phase: r.phase, rejected: r.rejected, events: r.events, winner: r.winner });

describe('fast path (no tables, no trace) = mafia run, on random games of every shipped rule set', () => {
    for (const c of CASES) {
        it(`${c.file}: ${c.games} games at each of ${c.players.join(', ')} players`, async () => {
            const rs = await compiledRules(c.file);
            const differ: string[] = [];
            let phases = 0;
            for (const n of c.players) {
                for (let k = 0; k < c.games; k++) {
                    const seed = 1000 * n + k;
                    const rng = new Prng(seed);
                    const seats = dealFor(rs, n, rng);
                    const input: GameInput = { players: seats.map((roles, i) => ({ name: `Игрок${i + 1}`, roles })), seed, phases: [] };
                    const g = startGame(rs, input, { tables: false });
                    const fast: string[] = [];
                    for (let p = 0; p < MAX_PHASES && !g.winner; p++) {
                        const decided: PhaseInput = randomPhase(g, rng, { act: 0.8, vote: 0.9 });
                        input.phases!.push(decided);
                        fast.push(adjudication(g.runPhase(decided)));
                    }
                    const full = runGame(rs, input, { trace: true });
                    const slow = full.phases.map(adjudication);
                    phases += slow.length;
                    if (slow.length !== fast.length || slow.some((s, i) => s !== fast[i])) differ.push(`${n} players, seed ${seed}`);
                    if (JSON.stringify(full.winner) !== JSON.stringify(g.winnerJson())) differ.push(`${n} players, seed ${seed}: winner`);
                }
            }
            expect(differ).toEqual([]);
            // The games were real games: they ran phases and ended.
            expect(phases).toBeGreaterThan(c.players.length * c.games * 2);
        }, 120_000);
    }
});
