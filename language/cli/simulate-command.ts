// `mafia simulate RULESET [--players N|A..B] [--roles "Role:N,…"] [--games G] [--policy random|informed]
// [--workers K] [--seed S] [--exact] [--max-phases P] [--format text|json|svg|html] [--chart FILE]
// [--progress auto|lines|none]`: plays G games
// per setup with bot policies and reports each faction's win rate with a Wilson 95% interval.
// Exit codes: 0 done; 1 the rule set has errors; 2 bad usage (a player count the setup cannot
// deal, an unknown role in --roles or one not matching --players, zero games, ...) or no game
// ended within the phase cap (the report is printed all the same).
import { existsSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstUtils, type AstNode } from 'langium';
import { DealError, startGame, type RuleSet as CompiledRuleSet } from '../../engine/index.js';
import {
    playersSetup, exactOutcome, NotReducible, parseRoles, playBatch, POLICIES, seatRoles, SetupError, type Setup, type Tally,
} from '../../engine/sim/index.js';
import { isRuleSet, type RuleSet } from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { generateFactory } from '../generator/ruleset-generator.js';
import { loadFactory } from '../run/compile-ruleset.js';
import { planBatches, simulationReport } from '../run/simulation-plan.js';
import { usage, UsageError } from './errors.js';
import { checkInputFile } from './read-input.js';
import { systemReason } from './system-error.js';
import { formatHtml, formatText, type SimulationReport } from './simulate-format.js';
import { loadWorkspace } from './workspace.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { ruleSetLang } from '../../engine/l10n/rule-set-lang.js';
import { setMessageLanguage } from '../l10n/message-lang.js';
import { parseFailed } from './parse-failed.js';
import { setupFor } from '../../engine/deal-setup.js';
import { stopOnRuleErrors } from './rule-errors.js';

export interface SimulateOptions {
    players?: string; roles?: string; games: string; policy: string; workers: string; seed: string;
    format: 'text' | 'json' | 'svg' | 'html'; exact?: boolean; maxPhases: string; timing?: boolean; lang?: Lang;
    /** Also write the SVG chart to this file (the editor's Simulate Balance reads it beside the JSON). */
    chart?: string;
    /** auto: a bar on a terminal; lines: `progress DONE TOTAL` lines (what the editor reads); none. */
    progress?: 'auto' | 'lines' | 'none';
}

const whole = (flag: string, value: string, min: number): number => {
    if (!/^\d+$/.test(value.trim())) throw usage('usage.wholeNumber', { flag, value });
    const n = Number(value);
    if (n < min) throw usage('usage.atLeast', { flag, min, n });
    return n;
};

export async function simulateCommand(rulesetPath: string, opts: SimulateOptions, out: (s: string) => void, err: (s: string) => void): Promise<number> {
    const path = resolve(rulesetPath);
    setMessageLanguage({ explicit: opts.lang ?? null });
    checkInputFile(path, rulesetPath);
    if (!/^\d+$/.test(opts.games.trim()) || Number(opts.games) === 0) throw usage('usage.games', { value: opts.games });
    const games = Number(opts.games);
    const workers = whole('--workers', opts.workers, 1);
    const seed = whole('--seed', opts.seed, 0);
    const maxPhases = whole('--max-phases', opts.maxPhases, 1);
    if (!POLICIES[opts.policy]) throw usage('usage.policy', { choices: Object.keys(POLICIES).join(', '), value: opts.policy });

    if (opts.exact && opts.policy !== 'random') throw usage('usage.exactRandom');
    // A chart that cannot be written is found now, not after every game has been played.
    if (opts.chart !== undefined) checkChartTarget(opts.chart);
    const { rs, factory } = await compile(path, rulesetPath, opts.lang);
    const lang = opts.lang ?? ruleSetLang(rs);
    const setups = setupsOf(rs, opts);

    // The seats as each setup deals them: a deal the rule set refuses is bad usage, found before any game.
    for (const s of setups) {
        const seats = seatRoles(rs, s);
        try {
            startGame(rs, { players: seats[0].map((_, i) => ({ name: `P${i + 1}`, roles: seats.map((c) => c[i]) })), seed: 1 }, { tables: false });
        } catch (e) {
            if (e instanceof DealError) throw usage('usage.cannotDeal', { players: s.players, problems: e.problems.join('; ') });
            throw e;
        }
    }

    const batches = planBatches(setups, { games, policy: opts.policy, seed, maxPhases });
    const bar = await progressBar(games * setups.length, opts.progress ?? 'auto', err, lang);
    const started = performance.now();
    // CPU time of every thread of the process (workers, the JIT's and collector's helpers): with the
    // cores shared with other work, games per CPU-second says more than games per second.
    const cpuAtStart = process.cpuUsage();
    let tallies: Tally[];
    try {
        if (workers === 1) tallies = batches.map((b) => playBatch(rs, b, () => bar.tick(1)));
        else {
            const { runOnWorkers } = await import('./simulate-workers.js');
            tallies = await runOnWorkers(rs, factory, batches, workers, (n) => bar.tick(n));
        }
    } finally {
        bar.stop();
    }
    if (opts.timing) {
        const s = (performance.now() - started) / 1000;
        const used = process.cpuUsage(cpuAtStart);
        const cpu = (used.user + used.system) / 1e6;
        const played = games * setups.length;
        err(`mafia: ${say(lang, 'simulate.timing', { games: played, seconds: s.toFixed(2), rate: Math.round(played / s), workers, cpu: cpu.toFixed(2), perCpu: Math.round(played / cpu) })}`);
    }
    const report: SimulationReport = simulationReport(rs, setups, batches, tallies, { games, policy: opts.policy });
    if (opts.exact) {
        report.results.forEach((summary, i) => {
            try {
                summary.exact = exactOutcome(rs, setups[i], maxPhases);
            } catch (e) {
                if (e instanceof NotReducible) throw new UsageError(e.text(lang));
                throw e;
            }
        });
    }
    const unfinished = report.results.reduce((a, r) => a + r.unfinished, 0);
    const total = games * setups.length;
    const share = `${((100 * unfinished) / total).toFixed(1)}%`;
    if (unfinished > 0 && unfinished < total) err(`mafia: ${say(lang, 'chart.capWarning', { n: unfinished, total, share, cap: maxPhases })}`);

    if (opts.format === 'json') out(JSON.stringify(report, null, 2));
    else if (opts.format === 'text') out(formatText(rs.title, report, lang));
    let svg: string | undefined;
    const chart = async (): Promise<string> => {
        const { chartSvg, chartTitle } = await chartModule();
        return (svg ??= await chartSvg(chartTitle(lang, rs.title, opts.policy, games), report.results, lang));
    };
    if (opts.chart !== undefined) {
        const svgText = await chart();
        // Whole or nothing: a temporary file beside it, renamed over it (a full disk leaves no empty chart).
        const temp = chartTemp(opts.chart);
        try { writeFileSync(temp, svgText); renameSync(temp, resolve(opts.chart)); } catch (e) {
            rmSync(temp, { force: true });
            throw chartError(opts.chart, e);
        }
    }
    if (opts.format === 'svg') out(await chart());
    else if (opts.format === 'html') out(formatHtml(rs.title, report, await chart(), lang));
    // Not one game ended: the figures say nothing of the balance (printed all the same, to be seen).
    if (unfinished === total) {
        err(`mafia: ${say(lang, 'chart.noneEnded', { total, cap: maxPhases, share })}`);
        return 2;
    }
    return 0;
}

const chartTemp = (file: string): string => { const target = resolve(file); return join(dirname(target), `.${basename(target)}.${process.pid}.tmp`); };
const chartError = (file: string, e: unknown): UsageError => new UsageError((l) => say(l, 'chart.cannotWrite', { file, reason: systemReason(l, e) }));

/** `--chart FILE` can be written: not a folder, and its folder takes a file (a temporary one, removed at once). */
function checkChartTarget(file: string): void {
    let folder = false;
    try { folder = statSync(resolve(file)).isDirectory(); } catch { /* missing: to be created */ }
    if (folder) throw chartError(file, Object.assign(new Error('is a folder'), { code: 'EISDIR' }));
    const temp = chartTemp(file);
    try { writeFileSync(temp, ''); } catch (e) { throw chartError(file, e); } finally { rmSync(temp, { force: true }); }
}

/**
 * The chart module: out/sim-chart.cjs beside the CLI bundle (vega and vega-lite bundled in, so the
 * CLI inside the .vsix draws charts without node_modules), else the source (vega from node_modules).
 */
async function chartModule(): Promise<typeof import('./simulate-chart.js')> {
    const here = dirname(fileURLToPath(import.meta.url));
    const bundled = join(here, 'sim-chart.cjs');
    if (existsSync(bundled)) return createRequire(import.meta.url)(bundled) as typeof import('./simulate-chart.js');
    return import('./simulate-chart.js');
}

async function compile(path: string, shown: string, asked?: Lang): Promise<{ rs: CompiledRuleSet; factory: string }> {
    const { services, documents } = await loadWorkspace([path]);
    const document = documents[0];
    const root = document.parseResult.value;
    if (!isRuleSet(root) && !parseFailed(document)) throw usage('load.notRuleSetShort', undefined, `${shown}: `);
    stopOnRuleErrors(document, services.shared.workspace.LangiumDocuments, asked, 'cli.simulate.errors');
    const fileName = (node: AstNode): string => {
        try { return relative(process.cwd(), AstUtils.getDocument(node).uri.fsPath); } catch { return ''; }
    };
    const { text } = generateFactory(collectRuleModel(root as RuleSet, services.shared.workspace.LangiumDocuments), { fileName });
    return { rs: loadFactory(text), factory: text };
}

function setupsOf(rs: CompiledRuleSet, opts: SimulateOptions): Setup[] {
    try {
        if (opts.roles !== undefined) {
            const s = parseRoles(rs, opts.roles);
            if (opts.players !== undefined && opts.players.trim() !== String(s.players)) {
                throw usage('usage.rolesPlayers', { players: s.players, asked: opts.players });
            }
            return [s];
        }
        const range = playersRange(rs, opts.players);
        const out: Setup[] = [];
        // Without --players: the counts of the rule set's `players` range that its deal clauses cover.
        const dealable = (n: number) => opts.players !== undefined || !rs.setup.deals?.length || setupFor(rs, n) !== undefined;
        for (let n = range[0]; n <= range[1]; n++) if (dealable(n)) out.push(playersSetup(rs, n));
        if (out.length === 0) out.push(playersSetup(rs, range[0]));   // none: the refusal names the clauses
        return out;
    } catch (e) {
        if (e instanceof SetupError) throw new UsageError(e.text(opts.lang ?? ruleSetLang(rs)));
        throw e;
    }
}

/** The most players `--players` accepts: far beyond any forum game, well within memory. */
const MAX_PLAYERS = 1000;

function playersRange(rs: CompiledRuleSet, text: string | undefined): [number, number] {
    if (text === undefined) {
        const p = rs.setup.players;
        if (!p) throw usage('usage.playersNeeded');
        return [p.min, p.max];
    }
    const m = /^\s*(\d+)\s*(?:\.\.\s*(\d+))?\s*$/.exec(text);
    if (!m) throw usage('usage.players', { value: text });
    const a = Number(m[1]);
    const b = m[2] !== undefined ? Number(m[2]) : a;
    if (a < 1) throw usage('usage.playersAtLeastOne', { value: text });
    if (b < a) throw usage('usage.emptyRange', { value: text });
    // A bound before anything is dealt: a billion seats would exhaust the memory, not report (audit S1).
    if (b > MAX_PLAYERS) throw usage('usage.playersAtMost', { value: text, max: MAX_PLAYERS });
    return [a, b];
}

interface Bar { tick(n: number): void; stop(): void }

/**
 * Progress on stderr: a bar when it is a terminal (auto), nothing otherwise; with `lines`, a line
 * `progress DONE TOTAL` at each hundredth of the games and at the end (for a tool reading stderr).
 */
async function progressBar(total: number, mode: 'auto' | 'lines' | 'none', err: (s: string) => void, lang: Lang): Promise<Bar> {
    if (mode === 'lines') {
        let done = 0;
        let shown = 0;
        const step = Math.max(1, Math.floor(total / 100));
        return {
            tick: (n) => { done += n; if (done - shown >= step || done === total) { shown = done; err(`progress ${done} ${total}`); } },
            stop: () => undefined,
        };
    }
    if (mode === 'none' || !process.stderr.isTTY) return { tick: () => undefined, stop: () => undefined };
    const { SingleBar, Presets } = await import('cli-progress');
    const bar = new SingleBar({ stream: process.stderr, format: say(lang, 'cli.simulate.progress'),   // cli-progress fills {bar} {percentage} {value} {total} {eta}
        hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
    bar.start(total, 0);
    let done = 0;
    return { tick: (n) => { done += n; bar.update(done); }, stop: () => bar.stop() };
}

