// `npm run fuzz`: a bounded, seeded fuzzer over the four ways users feed the project input.
//   npm run fuzz -- --seconds 60                       (the time split between the parts)
//   npm run fuzz -- --docs 20000 --lsp 10000 --cli 200 --games 15000 [--seed 7]
// Parts: checker.ts (parser and checker in-process), lsp.ts (the server over stdio), cli-run.ts
// (`mafia run` on mutated game JSON), games.ts (random games with invariants). The same seed
// gives the same inputs. Crashes are minimised into .fuzz-crashes/; exit 1 if any crash or
// broken invariant (the "every order carried out or rejected" invariant is only reported, unless
// --strict-orders).
import { rmSync } from 'node:fs';
import { fuzzChecker } from './checker.js';
import { fuzzCli } from './cli-run.js';
import { CRASH_DIR, CrashLog } from './crashes.js';
import { compileRuleSets, fuzzGames } from './games.js';
import { fuzzLsp } from './lsp.js';

const USAGE = 'usage: npm run fuzz -- [--seconds S] [--docs N] [--lsp N] [--cli N] [--games N] [--seed N] [--only checker,lsp,cli,games] [--strict-orders]';

function parseArgs(argv: string[]): Record<string, string> {
    const out: Record<string, string> = {};
    for (let i = 0; i < argv.length; i++) {
        const m = /^--([a-z-]+)$/.exec(argv[i]);
        if (!m) { console.error(`unexpected argument '${argv[i]}'\n${USAGE}`); process.exit(2); }
        if (m[1] === 'strict-orders' || m[1] === 'help') out[m[1]] = 'true';
        else {
            const v = argv[++i];
            if (v === undefined) { console.error(`--${m[1]} needs a value\n${USAGE}`); process.exit(2); }
            out[m[1]] = v;
        }
    }
    return out;
}

const args = parseArgs(process.argv.slice(2));
if (args.help) { console.log(USAGE); process.exit(0); }
const num = (k: string): number | undefined => {
    if (args[k] === undefined) return undefined;
    const n = Number(args[k]);
    if (!Number.isFinite(n) || n < 0) { console.error(`--${k} must be a non-negative number\n${USAGE}`); process.exit(2); }
    return n;
};
const counts = { checker: num('docs'), lsp: num('lsp'), cli: num('cli'), games: num('games') };
const anyCount = Object.values(counts).some((v) => v !== undefined);
// Without counts nor seconds: one minute. With counts only: no time limit.
const seconds = num('seconds') ?? (anyCount ? Infinity : 60);
const seed = num('seed') ?? 1;
const only = args.only ? args.only.split(',') : ['checker', 'lsp', 'cli', 'games'];
const run = (part: keyof typeof counts) => only.includes(part) && (counts[part] ?? (anyCount ? 0 : Infinity)) > 0;

// Each part's share of the time (the checker and the games are cheap per input, processes are not).
const SHARE = { checker: 0.4, lsp: 0.25, cli: 0.1, games: 0.25 };
const parts = (Object.keys(SHARE) as Array<keyof typeof SHARE>).filter(run);
const totalShare = parts.reduce((s, p) => s + SHARE[p], 0);
const started = Date.now();
let spent = 0;
/** A part's deadline: its share of what is left, so time a part does not use goes to the next ones. */
const deadline = (part: keyof typeof SHARE): number => {
    if (seconds === Infinity) return Infinity;
    const left = seconds * 1000 - (Date.now() - started);
    const share = SHARE[part] / (totalShare - spent);
    spent += SHARE[part];
    return Date.now() + Math.max(0, left * share);
};
const max = (part: keyof typeof counts) => counts[part] ?? Infinity;

rmSync(CRASH_DIR, { recursive: true, force: true });
const log = new CrashLog();
// Each part's summary is printed as soon as it is done (a long run shows progress).
const print = (...l: string[]): void => { for (const x of l) console.log(x); };
print(`fuzz --seed ${seed}${seconds !== Infinity ? ` --seconds ${seconds}` : ''} (Node ${process.version})`);
let failed = false;
const time = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(0)} s`;

const needsCompiled = run('games') || run('cli');
const { compiled, cleanup } = needsCompiled ? await compileRuleSets() : { compiled: [], cleanup: () => {} };
try {
    if (run('checker')) {
        const t0 = Date.now();
        const s = await fuzzChecker(seed, max('checker'), deadline('checker'), log);
        print(`checker: ${s.docs} documents (${s.parseErrors} with syntax errors), ${s.crashes} crashing (${log.count('checker')} distinct), ${s.slow} slower than 10 s (the first 3 kept as .fuzz-crashes/checker-slow-*), slowest ${s.slowest.ms} ms (${s.slowest.from}), ${time(t0)}`);
    }
    if (run('lsp')) {
        const t0 = Date.now();
        const s = await fuzzLsp(seed, max('lsp'), deadline('lsp'), log);
        print(`lsp: ${s.requests} requests on ${s.documents} documents (${s.edits} edits), ${s.answered} answered, ${s.errors} failed or unanswered, ${s.restarts} server exits, ${log.count('lsp')} distinct crashes, ${time(t0)}`);
        if (s.serverCancelled > 0) print(`     ${s.serverCancelled} answered ServerCancelled «No document found for URI» (not counted as crashes; a request right after didOpen while the workspace loads): ${s.cancelledExamples.join(', ')}`);
        print(`     ${Object.entries(s.byMethod).sort().map(([m, n]) => `${m.replace('textDocument/', '')} ${n}`).join(', ')}`);
    }
    if (run('cli')) {
        const t0 = Date.now();
        const s = await fuzzCli(seed, max('cli'), deadline('cli'), log, compiled);
        print(`cli: ${s.runs} runs of mafia run, exit codes ${Object.entries(s.exits).sort().map(([c, n]) => `${c}: ${n}`).join(', ')}; ${s.crashes} bad (${log.count('cli')} distinct), ${time(t0)}`);
    }
    if (run('games')) {
        const t0 = Date.now();
        const s = await fuzzGames(seed, max('games'), deadline('games'), log, compiled);
        print(`games: ${s.games} games, ${s.phases} phases (${s.wins} won, ${s.draws} draws, ${s.unfinished} not over after 300 phases; ${s.deals} deals refused), ${s.crashes} crashing, ${time(t0)}`);
        for (const [path, p] of Object.entries(s.perRuleSet)) print(`     ${path}: ${p.games} games, ${p.unfinished} not over after 300 phases, ${p.unaccounted} orders unaccounted`);
        const broken = Object.entries(s.violations);
        print(`     invariants: ${broken.length === 0 ? 'dead-order, negative-hp, winner, replay all held' : broken.map(([k, n]) => `${k} broken ${n} times`).join(', ')}`);
        print(`     orders carried out or rejected (reported): ${s.ordersGiven - s.ordersUnaccounted} of ${s.ordersGiven}; ${s.ordersUnaccounted} neither${s.ordersUnaccounted ? ':' : ''}`);
        for (const [k, n] of Object.entries(s.unaccountedBy).sort((a, b) => b[1] - a[1])) print(`       ${n} × ${k}`);
        for (const e of s.examples) print(`     ${e}`);
        if (broken.length > 0 || s.crashes > 0 || (args['strict-orders'] && s.ordersUnaccounted > 0)) failed = true;
    }
} finally {
    cleanup();
}
if (log.count() > 0) {
    failed = true;
    print(`crashes (${log.count()} distinct, minimised inputs in .fuzz-crashes/):`);
    for (const c of log.crashes.values()) print(`  [${c.part}] ${c.count} × ${c.signature}\n      ${c.file}: ${JSON.stringify(c.input.length > 300 ? `${c.input.slice(0, 300)}…` : c.input)}${c.minimisedFrom ? ` (${c.input.length} of ${c.minimisedFrom} chars)` : ''}`);
}
print(`total ${time(started)}: ${failed ? 'FAILED' : 'ok'}`);
process.exit(failed ? 1 : 0);
