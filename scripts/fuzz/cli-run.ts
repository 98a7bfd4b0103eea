// Part 3: game JSON through the CLI, `mafia run GAME` as a subprocess on mutated game JSON (and
// mutated options). Every run must exit 0, 1 or 2 (3 is an internal error), print no stack
// trace and finish in time. Processes are slow: this part runs few inputs.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GameInput, PhaseInput } from '../../engine/index.js';
import { CrashLog } from './crashes.js';
import type { Compiled } from './games.js';
import { randomDeal } from './games.js';
import { mutateOnce, ODD_UNICODE, Rand, root } from './mutate.js';

export interface CliStats { runs: number; exits: Record<string, number>; crashes: number }

const TIMEOUT_MS = 60_000;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Game JSON to start from: the shipped ones, and a short random legal game of each compiled rule set. */
function bases(compiled: Compiled[], seed: number): Json[] {
    const out: Json[] = [];
    for (const f of ['examples/seed-002/game-town-wins.json', 'examples/seed-003/game-town-wins.json']) {
        const game = JSON.parse(readFileSync(join(root, f), 'utf8'));
        game.ruleset = join(root, f.replace(/[^/]*$/, ''), game.ruleset);
        out.push(game);
    }
    for (const c of compiled) {
        const r = new Rand(seed);
        const players = c.runtime ? randomDeal(c.ruleset, r) : [];
        const phases: PhaseInput[] = [];
        try {
            const g = c.runtime.startGame(c.ruleset, { players, seed });
            for (let k = 0; k < 6 && !g.winner; k++) { const p = c.runtime.randomPhase(g, r.prng); phases.push(p); g.runPhase(p); }
        } catch { continue; }
        const game: GameInput & { ruleset: string } = { ruleset: join(root, c.path), seed, players, phases };
        out.push(game as unknown as Json);
    }
    return out;
}

function randomValue(r: Rand, dir: string): Json {
    switch (r.int(12)) {
        case 0: return null;
        case 1: return r.chance(0.5);
        case 2: return r.pick([0, -1, 1, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, 0.5, -0]);
        case 3: return r.pick(ODD_UNICODE) + r.pick(['', 'Игрок 1', 'Мафия', 'x']);
        case 4: return r.pick(['', 'Игрок 1', 'игрок 1', 'ИГРОК  1', 'Мафия', 'Комиссар', 'vote', 'for', 'against', 'option', 'role', 'guise']);
        case 5: return [];
        case 6: return {};
        case 7: return [randomValue(r, dir), randomValue(r, dir)];
        case 8: return { [r.pick(['actor', 'ability', 'targets', 'args', 'voter', 'target', 'kind', 'remove', 'reveal', 'name', 'roles', 'tags', '__proto__', 'constructor'])]: randomValue(r, dir) };
        case 9: return 'x'.repeat(r.size(100_000));
        case 10: { const depth = 1 + r.size(5000); return JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as Json; }
        default: return r.pick([dir, join(dir, 'rules.txt'), join(dir, 'missing.mafia'), join(dir, 'a*b.mafia'), join(dir, `x\u2028y.mafia`), 'rules.mafia', '']);
    }
}

/** Every string in the tree (player, role, ability names): the vocabulary of gentle mutations. */
function strings(v: Json, out: Set<string> = new Set()): Set<string> {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) for (const x of v) strings(x, out);
    else if (v !== null && typeof v === 'object') for (const x of Object.values(v)) strings(x, out);
    return out;
}

/** Replaces one string by another of the game's own (a valid name in the wrong place): the schema still fits, the run goes deep. */
function swapName(r: Rand, v: Json, pool: readonly string[]): Json {
    if (typeof v === 'string') return r.pick(pool);
    if (Array.isArray(v)) {
        if (v.length === 0) return v;
        const i = r.int(v.length);
        const copy = v.slice();
        copy[i] = swapName(r, copy[i], pool);
        return copy;
    }
    if (v !== null && typeof v === 'object') {
        const keys = Object.keys(v).filter((k) => k !== 'ruleset');
        if (keys.length === 0) return v;
        const k = r.pick(keys);
        return { ...v, [k]: swapName(r, v[k], pool) };
    }
    return v;
}

/** One structural mutation somewhere in the tree: replace, delete, duplicate or add. */
function mutateJson(r: Rand, v: Json, dir: string, depth = 0): Json {
    // Mutations compound over a run: past some depth replace the value instead of walking further.
    if (depth > 64) return randomValue(r, dir);
    if (Array.isArray(v)) {
        if (v.length === 0 || r.chance(0.25)) return r.chance(0.5) ? [...v, randomValue(r, dir)] : randomValue(r, dir);
        const i = r.int(v.length);
        const copy = v.slice();
        switch (r.int(4)) {
            case 0: copy.splice(i, 1); break;
            // The same value twice (mutations copy, never change in place; a clone of a 5,000-deep value overflows).
            case 1: copy.splice(i, 0, copy[i]); break;
            default: copy[i] = mutateJson(r, copy[i], dir, depth + 1);
        }
        return copy;
    }
    if (v !== null && typeof v === 'object') {
        const keys = Object.keys(v);
        if (keys.length === 0 || r.chance(0.2)) return { ...v, [r.pick(['seed', 'ruleset', 'players', 'phases', 'title', 'extra'])]: randomValue(r, dir) };
        const k = r.pick(keys);
        if (r.chance(0.15)) { const { [k]: _, ...rest } = v; return rest; }
        return { ...v, [k]: mutateJson(r, v[k], dir, depth + 1) };
    }
    return randomValue(r, dir);
}

function randomArgs(r: Rand): string[] {
    const args: string[] = [];
    if (r.chance(0.3)) args.push('--seed', r.pick(['0', '-1', '1e400', 'abc', '4294967296', '9007199254740993', '1.5']));
    if (r.chance(0.3)) args.push('--phases', r.pick(['0', '-3', '1', '100', 'x', '1e9']));
    if (r.chance(0.5)) args.push('--format', r.pick(['json', 'text', 'markdown', 'bbcode', 'nope']));
    if (r.chance(0.3)) args.push('--trace');
    return args;
}

function run(args: string[]): Promise<{ code: number | null; signal: string | null; stderr: string; ms: number }> {
    return new Promise((resolve) => {
        const started = Date.now();
        const child = spawn(process.execPath, [join(root, 'bin/mafia.cjs'), 'run', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
        let stderr = '';
        child.stderr.on('data', (d) => { if (stderr.length < 200_000) stderr += String(d); });
        const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
        child.on('close', (code, signal) => { clearTimeout(timer); resolve({ code, signal, stderr, ms: Date.now() - started }); });
    });
}

/** What is wrong with a run, or null. */
function problem(res: { code: number | null; signal: string | null; stderr: string }): string | null {
    if (res.signal) return `killed by ${res.signal} (no exit within ${TIMEOUT_MS / 1000} s)`;
    if (res.code === null || ![0, 1, 2].includes(res.code)) return `exit code ${res.code}`;
    if (/\n\s+at .+:\d+:\d+\)?\s*$/m.test(res.stderr)) return 'a stack trace on stderr';
    return null;
}

export async function fuzzCli(seed: number, maxRuns: number, until: number, log: CrashLog, compiled: Compiled[]): Promise<CliStats> {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-fuzz-cli-'));
    copyFileSync(join(root, 'examples/seed-002/rules.mafia'), join(dir, 'rules.mafia'));
    copyFileSync(join(root, 'examples/seed-002/rules.mafia'), join(dir, 'rules.txt'));
    mkdirSync(join(dir, 'folder.mafia'));
    const starts = bases(compiled, seed);
    const stats: CliStats = { runs: 0, exits: {}, crashes: 0 };
    try {
        for (let i = 0; i < maxRuns && Date.now() < until; i++) {
            const r = new Rand(seed * 9_000_011 + i);
            let game: Json = structuredClone(r.pick(starts));
            const n = 1 + r.size(6);
            const gentle = r.chance(0.4);
            const pool = [...strings(game)];
            for (let k = 0; k < n; k++) game = gentle ? swapName(r, game, pool) : mutateJson(r, game, dir);
            let text: string;
            // Nesting compounded past what JSON.stringify can walk: the CLI gets deep nesting as text instead.
            try { text = JSON.stringify(game, null, r.chance(0.5) ? 1 : 0); } catch { text = `{"players":${'['.repeat(20_000)}${']'.repeat(20_000)}}`; }
            if (r.chance(0.15)) text = mutateOnce(r, text, ['{', '}', '[', ']', ',', ':', '"', 'null', 'true', '1e999'], []);
            const file = join(dir, `game-${i}.json`);
            writeFileSync(file, text);
            const args = randomArgs(r);
            const res = await run([file, ...args]);
            stats.runs++;
            stats.exits[String(res.signal ?? res.code)] = (stats.exits[String(res.signal ?? res.code)] ?? 0) + 1;
            const what = problem(res);
            if (!what) continue;
            stats.crashes++;
            const firstLine = res.stderr.split('\n').find((l) => l.trim() !== '') ?? '';
            const signature = `${what}: ${firstLine.replace(/\/[^\s:'"]+/g, 'PATH').replace(/\d+/g, 'N').slice(0, 140)}`;
            if (log.add('cli', signature, `mafia run GAME ${args.join(' ')}\n\n${res.stderr.slice(0, 8000)}\n--seed ${seed}, run ${i}`, text, 'json')) {
                log.save('cli', signature, text, `reproduce: node bin/mafia.cjs run FILE ${args.join(' ')} (paths under ${dir} are gone: the folder held rules.mafia, rules.txt = seed 002, folder.mafia/)`);
            }
        }
    } finally {
        rmSync(dir, { recursive: true, force: true });
    }
    return stats;
}
