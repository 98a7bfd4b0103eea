// `npm run bench`: random full games per second, measured in one run.
//  1. seed 002 (examples/seed-002/rules.mafia) with 30 players, random legal orders and votes;
//  2. the vanilla town-vs-mafia game written in the DSL (bench/vanilla.mafia) and the same game
//     hand-written in plain TypeScript (bench/vanilla-handwritten.ts), and their ratio;
//  3. seeds 000 and 003 at a few player counts (the default deal of `mafia simulate`), random
//     legal orders and votes as the fuzzer plays them (act 0.8, vote 0.9);
//  4. `mafia simulate` on 1 and 2 worker threads (seed 002, 30 players): games per second of each.
//  5. a 15-player game of actions on actions (bus drivers, roleblockers, possession, delay,
//     doubling: test/fixtures/nar/actions.mafia) under `resolution natural`, and the same rule set
//     under the fixed stage order (actions-stages.mafia): the cost of natural resolution.
//  6. a 15-player mafiascum game (examples/mafiascum, its own `resolution natural`, bus driver,
//     delayer, doubler, Mafia Ventriloquist and modifiers dealt), random legal orders and votes, and
//     the same deal under the fixed stage order (bench/mafiascum-stages.mafia).
// What runs is what users run: each rule set is compiled by `mafia generate` (the generated module
// on out/mafia-runtime.mjs), and the hand-written simulator is compiled by the same esbuild, so
// neither side pays for this script's TypeScript loader. Each figure is the number of complete
// games (deal to win) finished in a fixed time slice.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as Runtime from '../engine/index.js';
import type { GameInput, RandomPhaseOptions, RuleSet } from '../engine/index.js';
import type * as Handwritten from './vanilla-handwritten.js';
import { defaultSetup } from '../engine/sim/setup.js';
import { seatRoles } from '../engine/sim/play.js';

const SLICE_MS = Number(process.env.BENCH_MS ?? 3000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 1500);
const MAX_PHASES = 200;
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'mafia-bench-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

interface GeneratedModule { ruleset: RuleSet; runtime: typeof Runtime }

/** `mafia generate RULESET -o DIR`, then the module it wrote. */
async function generate(path: string): Promise<GeneratedModule> {
    // A folder per rule set: the seeds are all rules.mafia, and a module is imported once per URL.
    const out = mkdtempSync(join(work, 'ruleset-'));
    const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'generate', resolve(root, path), '-o', out], { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`mafia generate ${path} failed:\n${done.stdout}${done.stderr}`);
    const name = path.split('/').pop()!.replace(/\.mafia$/, '');
    return await import(pathToFileURL(join(out, `${name}.mjs`)).href) as GeneratedModule;
}

async function compileHandwritten(): Promise<typeof Handwritten & { Prng: typeof Runtime.Prng }> {
    const outfile = join(work, 'vanilla-handwritten.mjs');
    await build({
        stdin: { contents: 'export * from "./bench/vanilla-handwritten.ts"; export { Prng } from "./engine/prng.ts";', resolveDir: root, loader: 'ts' },
        outfile, bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'warning',
    });
    return await import(pathToFileURL(outfile).href);
}

interface Bench { label: string; play: (seed: number) => string; games: number; ms: number; cpuMs: number; outcomes: Map<string, number> }

const bench = (label: string, play: (seed: number) => string): Bench => ({ label, play, games: 0, ms: 0, cpuMs: 0, outcomes: new Map() });

/**
 * Plays random games, the benchmarks taking turns in short rounds (so that a busy machine slows
 * them alike and the ratio stays meaningful) until each had SLICE_MS; games per second each.
 */
function measure(benches: Bench[]): void {
    // Warm up the JIT (the engine has far more code to optimize than the hand-written loop).
    for (const b of benches) {
        const until = performance.now() + WARMUP_MS;
        for (let i = 0; performance.now() < until; i++) b.play(1_000_000 + i);
    }
    const rounds = 20;
    for (let r = 0; r < rounds; r++) {
        for (const b of benches) {
            const cpu = process.cpuUsage();
            const start = performance.now();
            let now = start;
            while (now - start < SLICE_MS / rounds) {
                const outcome = b.play(b.games + 1);
                b.outcomes.set(outcome, (b.outcomes.get(outcome) ?? 0) + 1);
                b.games++;
                now = performance.now();
            }
            b.ms += now - start;
            const used = process.cpuUsage(cpu);
            b.cpuMs += (used.user + used.system) / 1000;
        }
    }
}

/** Random games of a generated engine: the roles shuffled by the seed, then random legal phases. */
function dslGame({ ruleset, runtime }: GeneratedModule, roles: Array<string | string[]>, options: RandomPhaseOptions, tables = true) {
    const names = roles.map((_, i) => `Игрок${i + 1}`);
    return (seed: number): string => {
        const rng = new runtime.Prng(seed);
        const dealt = roles.slice();
        for (let i = dealt.length - 1; i > 0; i--) { const j = rng.int(i + 1); [dealt[i], dealt[j]] = [dealt[j], dealt[i]]; }
        const input: GameInput = { players: names.map((name, i) => ({ name, roles: ([] as string[]).concat(dealt[i]) })), seed };
        const g = runtime.startGame(ruleset, input, { tables });
        for (let k = 0; k < MAX_PHASES && !g.winner; k++) g.runPhase(runtime.randomPhase(g, rng, options));
        const w = g.winnerJson();
        return !w ? 'no winner' : 'draw' in w ? 'draw' : w.factions.join('+');
    };
}

const SEED_002_DEAL = [
    'Комиссар', 'Сержант', 'Мафия', 'Мафия', 'Мафия', 'Мафия', 'Громила', 'Ниндзя', 'Реаниматор', 'ВСБ',
    'Некромант', 'Священник', 'Камикадзе', 'Маньяк',
    ...Array.from({ length: 16 }, () => 'Мирный житель'),
];
const VANILLA_PLAYERS = 30;
const VANILLA_MAFIA = 7;
const VANILLA_DEAL = [...Array.from({ length: VANILLA_MAFIA }, () => 'Мафиози'), ...Array.from({ length: VANILLA_PLAYERS - VANILLA_MAFIA }, () => 'Мирный житель')];

/** The default deal of `mafia simulate` for n players (role ids, one role per slot: the first slot's). */
function simulateDeal({ ruleset }: GeneratedModule, n: number): string[][] {
    const columns = seatRoles(ruleset, defaultSetup(ruleset, n));
    return columns[0].map((_, i) => columns.map((c) => c[i]));
}

/** As dslGame, for deals of several roles per player (seed 000 deals one role of each slot). */
function dealtGame({ ruleset, runtime }: GeneratedModule, seats: string[][], options: RandomPhaseOptions) {
    const names = seats.map((_, i) => `Игрок${i + 1}`);
    return (seed: number): string => {
        const rng = new runtime.Prng(seed);
        const dealt = seats.map((s) => s.slice());
        for (let slot = 0; slot < (dealt[0]?.length ?? 0); slot++) {
            for (let i = dealt.length - 1; i > 0; i--) { const j = rng.int(i + 1); [dealt[i][slot], dealt[j][slot]] = [dealt[j][slot], dealt[i][slot]]; }
        }
        const input: GameInput = { players: names.map((name, i) => ({ name, roles: dealt[i] })), seed };
        const g = runtime.startGame(ruleset, input);
        for (let k = 0; k < MAX_PHASES && !g.winner; k++) g.runPhase(runtime.randomPhase(g, rng, options));
        const w = g.winnerJson();
        return !w ? 'no winner' : 'draw' in w ? 'draw' : w.factions.join('+');
    };
}

const seed000 = await generate('examples/seed-000/rules.mafia');
const seed003 = await generate('examples/seed-003/rules.mafia');
// 15 players of the mafiascum set (examples/mafiascum): the actions on actions, modifiers stacked, a Mafia Ventriloquist.
const MAFIASCUM_DEAL: Array<string | string[]> = [
    'Cop', 'Doctor', 'Vigilante', 'Roleblocker', 'Busdriver', 'Tracker', 'Watcher', 'Delayer', 'Action Doubler', 'Paranoid Gun Owner',
    ['Bulletproof', 'Governor'], ['Vengeful', 'Villager'], 'Godfather', ['Ninja', 'Hitman'], 'Mafia Ventriloquist',
];

const seed002 = await generate('examples/seed-002/rules.mafia');
const mafiascum = await generate('examples/mafiascum/rules.mafia');
const mafiascumStages = await generate('bench/mafiascum-stages.mafia');
// Every role of test/fixtures/nar/actions.mafia that acts at night, three Goons and two Villagers.
const NAR_DEAL = ['Busdriver', 'Roleblocker', 'Roleblocker', 'Ventriloquist', 'Delayer', 'Action Doubler', 'Cop', 'Doctor', 'Vigilante',
    'Tracker', 'Watcher', 'Goon', 'Goon', 'Goon', 'Villager'];

const narNatural = await generate('test/fixtures/nar/actions.mafia');
const narStages = await generate('test/fixtures/nar/actions-stages.mafia');
const vanilla = await generate('bench/vanilla.mafia');
const handwritten = await compileHandwritten();

const results = [
    bench('seed 002, 30 players (DSL)', dslGame(seed002, SEED_002_DEAL, { act: 0.8, vote: 0.97 })),
    bench(`vanilla, ${VANILLA_PLAYERS} players (DSL)`, dslGame(vanilla, VANILLA_DEAL, { act: 1, vote: 1 })),
    bench(`vanilla, ${VANILLA_PLAYERS} players (DSL, no tables)`, dslGame(vanilla, VANILLA_DEAL, { act: 1, vote: 1 }, false)),
    bench(`vanilla, ${VANILLA_PLAYERS} players (hand-written)`, (seed) => handwritten.playVanilla(VANILLA_PLAYERS, VANILLA_MAFIA, new handwritten.Prng(seed)).winner),
    ...[10, 16].map((n) => bench(`seed 000, ${n} players (DSL)`, dealtGame(seed000, simulateDeal(seed000, n), { act: 0.8, vote: 0.9 }))),
    ...[12, 30].map((n) => bench(`seed 003, ${n} players (DSL)`, dealtGame(seed003, simulateDeal(seed003, n), { act: 0.8, vote: 0.9 }))),
    bench('mafiascum, 15 players (DSL, natural)', dslGame(mafiascum, MAFIASCUM_DEAL, { act: 1, vote: 0.97 })),
    bench('mafiascum, 15 players (DSL, fixed stages)', dslGame(mafiascumStages, MAFIASCUM_DEAL, { act: 1, vote: 0.97 })),
    bench(`actions on actions, ${NAR_DEAL.length} players (natural)`, dslGame(narNatural, NAR_DEAL, { act: 1, vote: 1 })),
    bench(`actions on actions, ${NAR_DEAL.length} players (stages)`, dslGame(narStages, NAR_DEAL, { act: 1, vote: 1 })),
];
const loadBefore = loadavg();
measure(process.env.BENCH_ONLY ? results.filter((b) => b.label.includes(process.env.BENCH_ONLY!)) : results);

const perSecond = (b: Bench) => b.games / (b.ms / 1000);
const byLabel = (part: string) => results.find((b) => b.label.includes(part))!;
// Games per second of CPU time: on a machine shared with other work, less sensitive to its load.
const perCpuSecond = (b: Bench) => b.games / (b.cpuMs / 1000);
const pad = (s: string, n: number) => s + ' '.repeat(Math.max(0, n - s.length));
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
console.log(`random full games per second (${SLICE_MS / 1000} s per figure in 20 interleaved rounds, Node ${process.version}; load average ${load(loadBefore)} before, ${load(loadavg())} after)`);
for (const r of results.filter((b) => b.games > 0)) {
    const outcomes = [...r.outcomes].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k} ${Math.round((100 * v) / r.games)}%`).join(', ') + (r.outcomes.size > 4 ? ', …' : '');
    console.log(`  ${pad(r.label, 42)} ${pad(perSecond(r).toFixed(0), 8)} games/s  ${pad(perCpuSecond(r).toFixed(0), 8)} per CPU-s  (${r.games} games: ${outcomes})`);
}
const hand = perSecond(results[3]);
console.log(`  ratio DSL / hand-written (vanilla): ${(perSecond(results[1]) / hand).toFixed(3)} with the per-phase players tables `
    + `(what \`mafia run\` builds), ${(perSecond(results[2]) / hand).toFixed(3)} without them (same adjudication, as a bot would run it); aim >= 0.5; `
    + `by CPU time ${(perCpuSecond(results[1]) / perCpuSecond(results[3])).toFixed(3)} and ${(perCpuSecond(results[2]) / perCpuSecond(results[3])).toFixed(3)}`);

// Worker threads: the same simulation on 1 and 2 workers (its own --timing figures: games per
// second from the first game to the last tally, worker start-up included, and games per second
// of CPU time in all the process's threads). Each worker is a V8 isolate that warms its JIT up on
// its own (about the cost of 3,000 games of seed 002, mostly compiling on V8's helper threads):
// enough games make that a small share, so the figure says what the second core adds. The
// kernel shares the CPU between sessions, not threads (autogroup): with other work running, two
// workers get no more CPU than one, and only the CPU-time figure stays comparable.
const SIM_GAMES = Number(process.env.BENCH_SIM_GAMES ?? 12000);
let workers: number | null = null;
if (!process.env.BENCH_ONLY || 'workers'.includes(process.env.BENCH_ONLY)) {
    const simulate = (k: number): { rate: number; perCpu: number } => {
        const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'simulate', join(root, 'examples/seed-002/rules.mafia'), '--players', '30',
            '--games', String(SIM_GAMES), '--workers', String(k), '--timing', '--format', 'json', '--lang', 'en'], { encoding: 'utf8' });
        const m = / ([\d.]+) games\/s on.*: ([\d.]+) games per CPU-second/.exec(done.stderr);
        if (done.status !== 0 || !m) throw new Error(`mafia simulate --workers ${k} failed:\n${done.stderr}`);
        return { rate: Number(m[1]), perCpu: Number(m[2]) };
    };
    const before = loadavg();
    const one = simulate(1);
    const two = simulate(2);
    workers = two.rate / one.rate;
    console.log(`mafia simulate, seed 002, 30 players, ${SIM_GAMES} games: ${one.rate} games/s on 1 worker (${one.perCpu} per CPU-s), ${two.rate} on 2 (${two.perCpu} per CPU-s): `
        + `${workers.toFixed(2)}x (aim >= 1.8x on 2 cores); CPU time per game ${(one.perCpu / two.perCpu).toFixed(2)}x that of 1 worker; `
        + `load average ${load(before)} before, ${load(loadavg())} after (with other work on the cores, 2 workers cannot get 2 cores)`);
}

// What `mafia simulate` itself plays, on 1 worker, by policy: the bots choose legal orders (each
// candidate target checked by the engine), so its games cost more than the random orders above.
// Games per CPU-second of the whole run (the worker's start-up and JIT warm-up included).
if (!process.env.BENCH_ONLY || 'simulate'.includes(process.env.BENCH_ONLY)) {
    const SIM_CASES: Array<[string, string, number]> = [
        ['examples/seed-000/rules.mafia', '16', 200], ['examples/seed-002/rules.mafia', '30', 2000], ['examples/seed-003/rules.mafia', '30', 600],
    ];
    console.log('mafia simulate, 1 worker, games per CPU-second (random / informed):');
    for (const [file, players, games] of SIM_CASES) {
        const rates = ['random', 'informed'].map((policy) => {
            const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'simulate', join(root, file), '--players', players, '--games', String(games),
                '--policy', policy, '--timing', '--format', 'json', '--lang', 'en'], { encoding: 'utf8' });
            const m = /: ([\d.]+) games per CPU-second/.exec(done.stderr);
            if (done.status !== 0 || !m) throw new Error(`mafia simulate ${file} --policy ${policy} failed:\n${done.stderr}`);
            return m[1];
        });
        console.log(`  ${pad(`${file.split('/')[1]}, ${players} players, ${games} games`, 42)} ${rates.join(' / ')}`);
    }
}

// Issue 15's speed aims beside this run's figures: today's figures of the issue x10 for the seeds,
// 10,000 games/s for seed 002, half the hand-written loop's speed for the DSL's vanilla game.
{
    const row = (what: string, got: number | null, aim: number, digits = 0) => {
        const shown = got === null ? 'not measured' : got.toFixed(digits);
        const verdict = got === null ? '' : got >= aim ? 'met' : `${(aim / got).toFixed(1)}x short`;
        console.log(`  ${pad(what, 44)} ${pad(shown, 10)} aim >= ${pad(aim.toFixed(digits), 8)} ${verdict}`);
    };
    const rate = (part: string) => { const b = byLabel(part); return b.games > 0 ? perSecond(b) : null; };
    console.log('speed aims (issue 15), this run:');
    row('vanilla 30 players, DSL / hand-written', results[3].games > 0 && results[2].games > 0 ? perSecond(results[2]) / hand : null, 0.5, 3);
    row('seed 002, 30 players (games/s)', rate('seed 002, 30 players'), 10_000);
    for (const n of [10, 16]) row(`seed 000, ${n} players (games/s)`, rate(`seed 000, ${n} players`), 1_000);
    for (const n of [12, 30]) row(`seed 003, ${n} players (games/s)`, rate(`seed 003, ${n} players`), 4_300);
    row('mafia simulate, 2 workers / 1', workers, 1.8, 2);
}

// Votes read from a forum thread (`mafia votes`): bench/votes.bench.ts.
await import('./votes.bench.js');
const ratio = (natural: string, stages: string) => {
    const n = byLabel(natural), s = byLabel(stages);
    return n.games > 0 && s.games > 0 ? (perSecond(n) / perSecond(s)).toFixed(3) : 'not measured';
};
console.log(`  ratio natural / stage order (actions on actions): ${ratio('actions on actions, 15 players (natural)', 'actions on actions, 15 players (stages)')}`);
console.log(`  ratio natural / stage order (mafiascum, 15 players): ${ratio('mafiascum, 15 players (DSL, natural)', 'mafiascum, 15 players (DSL, fixed stages)')}`);
