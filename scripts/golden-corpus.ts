// The golden corpus: seeded random games of every shipped rule set, recorded once as game JSON
// (the inputs) with a hash of each result JSON (`run(game, { trace: true })`), then replayed
// against another build of the engine to prove a change altered no output, or exactly which.
//
//   golden-corpus.ts record [--root DIR] [--games N] [--out DIR]   record N games per rule set
//   golden-corpus.ts check  [--root DIR] [--in DIR] [--only NAME] [--limit K] [--show K] [--write DIR]
//   golden-corpus.ts subset [--in DIR] [--games K] [--out FILE]      write the CI subset (gzip JSON)
//   golden-corpus.ts rehash [--file FILE] [--only NAME]              re-record the CI subset's hashes, same games
//
// `--root` is the checkout whose engine runs (its `bin/mafia.cjs generate` compiles each rule set
// onto its own runtime); the default is this checkout. Recording keeps every result JSON beside
// the inputs (`results/NAME.jsonl`), so `check` prints the first lines that differ.
import { spawnSync } from 'node:child_process';
import { closeSync, createReadStream, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { resultHash } from './golden-hash.js';
import type * as Runtime from '../engine/index.js';
import type { ActionInput, GameInput, PhaseInput, RuleSet } from '../engine/index.js';

const here = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const command = args[0];
const flag = (name: string, fallback?: string): string | undefined => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
};
const MAX_PHASES = 60;

interface Shipped { name: string; file: string; deals: GameInput['players'][] }

/** Deals taken from the bundled games (their players and roles), reshuffled per game. */
function shipped(root: string): Shipped[] {
    const fromResult = (game: string): GameInput['players'] => {
        const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'run', join(here, game), '--format', 'json', '--phases', '0'], { encoding: 'utf8' });
        if (done.status !== 0) throw new Error(`mafia run ${game}: ${done.stderr}`);
        return (JSON.parse(done.stdout).deal as Array<{ name: string; roles: string[] }>).map((p) => ({ name: p.name, roles: p.roles }));
    };
    const fromJson = (game: string): GameInput['players'] => (JSON.parse(readFileSync(join(here, game), 'utf8')) as GameInput).players;
    const vanilla = (n: number, m: number): GameInput['players'] =>
        Array.from({ length: n }, (_, i) => ({ name: `Игрок${i + 1}`, roles: [i < m ? 'Мафиози' : 'Мирный житель'] }));
    const seed002Big = ['Комиссар', 'Сержант', 'Мафия', 'Мафия', 'Мафия', 'Мафия', 'Громила', 'Ниндзя', 'Реаниматор', 'ВСБ',
        'Некромант', 'Священник', 'Камикадзе', 'Маньяк', ...Array.from({ length: 16 }, () => 'Мирный житель')]
        .map((r, i) => ({ name: `Игрок${i + 1}`, roles: [r] }));
    return [
        { name: 'seed-000', file: 'examples/seed-000/rules.mafia', deals: ['examples/seed-000/game-law-wins.mafia', 'examples/seed-000/game-mafia-wins.mafia'].map(fromResult) },
        { name: 'seed-002', file: 'examples/seed-002/rules.mafia', deals: [fromJson('examples/seed-002/game-town-wins.json'), fromResult('examples/seed-002/game-mafia-wins.mafia'), fromResult('examples/seed-002/game-maniac-wins.mafia'), seed002Big] },
        { name: 'seed-003', file: 'examples/seed-003/rules.mafia', deals: [fromJson('examples/seed-003/game-town-wins.json'), fromResult('examples/seed-003/game-mafia-wins.mafia'), fromResult('examples/seed-003/game-maniac-wins.mafia')] },
        { name: 'vanilla', file: 'bench/vanilla.mafia', deals: [vanilla(7, 2), vanilla(12, 3), vanilla(30, 7)] },
    ];
}

interface Engine { ruleset: RuleSet; runtime: typeof Runtime }

function compile(root: string, work: string, s: Shipped): Promise<Engine> {
    const out = join(work, s.name);
    const done = spawnSync(process.execPath, [join(root, 'bin/mafia.cjs'), 'generate', join(here, s.file), '-o', out], { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`mafia generate ${s.file} (${root}): ${done.stdout}${done.stderr}`);
    const name = s.file.split('/').pop()!.replace(/\.mafia$/, '');
    return import(pathToFileURL(join(out, `${name}.mjs`)).href) as Promise<Engine>;
}

/**
 * One random game: the deal reshuffled, then random legal orders and votes (randomPhase), plus
 * some orders a judge would reject (unknown ability, a dead actor, a wrong target count) so the
 * rejection paths are recorded too. Stops at a win or MAX_PHASES.
 */
function playRandom(e: Engine, players: GameInput['players'], seed: number): GameInput {
    const { runtime } = e;
    const rng = new runtime.Prng(seed);
    const roles = players.map((p) => p.roles);
    for (let i = roles.length - 1; i > 0; i--) { const j = rng.int(i + 1); [roles[i], roles[j]] = [roles[j], roles[i]]; }
    const dealt = players.map((p, i) => ({ ...p, roles: roles[i] }));
    const game: GameInput = { seed, players: dealt, phases: [] };
    const g = runtime.startGame(e.ruleset, game, { tables: false });
    const abilityIds = e.ruleset.abilities.map((a) => a.title);
    const phases: PhaseInput[] = [];
    const act = 0.5 + rng.next() * 0.5;
    for (let k = 0; k < MAX_PHASES && !g.winner; k++) {
        const phase = runtime.randomPhase(g, rng, { act, vote: 0.9 });
        const actions: ActionInput[] = phase.actions ?? [];
        if (rng.next() < 0.3) {
            const actor = dealt[rng.int(dealt.length)].name;
            const target = dealt[rng.int(dealt.length)].name;
            const ability = abilityIds.length > 0 && rng.next() < 0.8 ? abilityIds[rng.int(abilityIds.length)] : 'Нет такой способности';
            actions.push({ actor, ability, targets: rng.next() < 0.7 ? [target] : [target, actor] });
        }
        if (rng.next() < 0.15 && actions.length > 1) actions.push({ ...actions[rng.int(actions.length)] });
        phases.push(phase);
        g.runPhase(phase);
    }
    game.phases = phases;
    return game;
}

const resultOf = (e: Engine, game: GameInput) => JSON.stringify(e.runtime.runGame(e.ruleset, game, { trace: true }));

async function withEngines<T>(root: string, f: (engines: Map<string, Engine>, sets: Shipped[]) => Promise<T>): Promise<T> {
    const work = mkdtempSync(join(tmpdir(), 'mafia-golden-'));
    try {
        const sets = shipped(root);
        const engines = new Map<string, Engine>();
        for (const s of sets) engines.set(s.name, await compile(root, work, s));
        return await f(engines, sets);
    } finally {
        rmSync(work, { recursive: true, force: true });
    }
}

async function record(): Promise<void> {
    const root = resolve(flag('root', here)!);
    const games = Number(flag('games', '750'));
    const out = resolve(flag('out', '/work/golden')!);
    mkdirSync(join(out, 'inputs'), { recursive: true });
    mkdirSync(join(out, 'results'), { recursive: true });
    await withEngines(root, async (engines, sets) => {
        for (const s of sets) {
            const e = engines.get(s.name)!;
            // Line by line: seed 000's traced results reach hundreds of megabytes.
            const inputs = openSync(join(out, 'inputs', `${s.name}.jsonl`), 'w');
            const results = openSync(join(out, 'results', `${s.name}.jsonl`), 'w');
            let phases = 0;
            for (let i = 0; i < games; i++) {
                const game = playRandom(e, s.deals[i % s.deals.length], 1 + i);
                phases += game.phases!.length;
                writeSync(inputs, JSON.stringify(game) + '\n');
                writeSync(results, resultOf(e, game) + '\n');
            }
            closeSync(inputs);
            closeSync(results);
            console.log(`${s.name}: ${games} games, ${phases} phases recorded`);
        }
    });
    writeFileSync(join(out, 'READY'), new Date().toISOString() + '\n');
}

const lines = (file: string): AsyncIterator<string> =>
    createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })[Symbol.asyncIterator]();

/** The first differing line of two JSON texts, pretty-printed, with a little context. */
function firstDifference(a: string, b: string): string {
    const x = JSON.stringify(JSON.parse(a), null, 1).split('\n');
    const y = JSON.stringify(JSON.parse(b), null, 1).split('\n');
    let i = 0;
    while (i < x.length && x[i] === y[i]) i++;
    const from = Math.max(0, i - 3);
    return [`  at line ${i + 1} of the pretty-printed result:`, ...x.slice(from, i + 3).map((l) => `  - ${l}`), ...y.slice(from, i + 3).map((l) => `  + ${l}`)].join('\n');
}

async function check(): Promise<void> {
    const root = resolve(flag('root', here)!);
    const dir = resolve(flag('in', '/work/golden')!);
    const only = flag('only');
    const limit = Number(flag('limit', 'Infinity'));
    const show = Number(flag('show', '3'));
    const write = flag('write');
    if (write) mkdirSync(resolve(write), { recursive: true });
    let differ = 0;
    let total = 0;
    await withEngines(root, async (engines, sets) => {
        for (const s of sets) {
            if (only && s.name !== only) continue;
            const e = engines.get(s.name)!;
            const inputs = lines(join(dir, 'inputs', `${s.name}.jsonl`));
            const expected = lines(join(dir, 'results', `${s.name}.jsonl`));
            let here = 0;
            let i = 0;
            const written = write ? openSync(join(resolve(write), `${s.name}.jsonl`), 'w') : -1;
            for (; i < limit; i++) {
                const input = await inputs.next();
                const want = await expected.next();
                if (input.done || want.done) break;
                total++;
                const got = resultOf(e, JSON.parse(input.value));
                if (written >= 0) writeSync(written, got + '\n');
                if (got === want.value) continue;
                here++;
                differ++;
                if (here <= show) console.log(`${s.name} game ${i} (seed ${i + 1}) differs:\n${firstDifference(want.value, got)}`);
            }
            if (written >= 0) closeSync(written);
            console.log(`${s.name}: ${here} of ${i} games differ`);
        }
    });
    console.log(differ === 0 ? `identical: ${total} games` : `DIFFERENT: ${differ} of ${total} games`);
    process.exitCode = differ === 0 ? 0 : 1;
}

/** The CI subset: the first K games of each rule set with their result hashes, gzip JSON. */
async function subset(): Promise<void> {
    const dir = resolve(flag('in', '/work/golden')!);
    const k = Number(flag('games', '60'));
    const out = resolve(flag('out', join(here, 'test/golden/corpus.json.gz'))!);
    const sets: Record<string, Array<{ game: GameInput; result: string }>> = {};
    for (const name of ['seed-000', 'seed-002', 'seed-003', 'vanilla']) {
        const inputs = lines(join(dir, 'inputs', `${name}.jsonl`));
        const results = lines(join(dir, 'results', `${name}.jsonl`));
        sets[name] = [];
        for (let i = 0; i < k; i++) {
            const input = await inputs.next();
            const result = await results.next();
            if (input.done || result.done) break;
            sets[name].push({ game: JSON.parse(input.value), result: resultHash(result.value) });
        }
    }
    mkdirSync(resolve(out, '..'), { recursive: true });
    writeFileSync(out, gzipSync(JSON.stringify(sets), { level: 9 }));
    console.log(`wrote ${out}: ${k} games per rule set`);
}

/**
 * The CI subset's games kept, their hashes re-recorded with this checkout's engine, after a fix that changes
 * adjudication on purpose (or a rule set edit that moves its lines); prints how many games of each set changed.
 */
async function rehash(): Promise<void> {
    const file = resolve(flag('file', join(here, 'test/golden/corpus.json.gz'))!);
    const only = flag('only');
    const sets = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as Record<string, Array<{ game: GameInput; result: string }>>;
    await withEngines(here, async (engines) => {
        for (const [name, games] of Object.entries(sets)) {
            if (only && name !== only) continue;
            const e = engines.get(name)!;
            let changed = 0;
            for (const entry of games) {
                const hash = resultHash(resultOf(e, entry.game));
                if (hash !== entry.result) { changed++; entry.result = hash; }
            }
            console.log(`${name}: ${changed} of ${games.length} games re-recorded`);
        }
    });
    writeFileSync(`${file}.tmp`, gzipSync(JSON.stringify(sets), { level: 9 }));
    renameSync(`${file}.tmp`, file);
}

if (command === 'record') await record();
else if (command === 'rehash') await rehash();
else if (command === 'check') await check();
else if (command === 'subset') await subset();
else if (command) { console.error(`unknown command ${command}: record | check | subset`); process.exitCode = 2; }
