// The balance simulation in a web worker: the engine's simulator (engine/sim) plays the batches that
// `mafia simulate` would (language/run/simulation-plan.ts) on the rule set compiled by the language
// server, reports its progress, and draws the same Vega-Lite chart as `mafia simulate --format html`
// (language/cli/simulate-chart.ts). The page stays responsive; the Stop button ends this worker.
import { playBatch, playersSetup, SetupError, type Setup } from '../../engine/sim/index.js';
import { chartSvg, chartTitle } from '../../language/cli/simulate-chart.js';
import { loadFactory } from '../../language/run/compile-ruleset.js';
import { planBatches, simulationReport } from '../../language/run/simulation-plan.js';
import type { FromSimulation, SimulationRequest } from './sim-protocol.js';

const post = (message: FromSimulation): void => (self as unknown as { postMessage(m: FromSimulation): void }).postMessage(message);

self.addEventListener('message', (event) => {
    void simulate((event as MessageEvent<SimulationRequest>).data).catch((e: unknown) => post({ type: 'error', error: e instanceof Error ? e.message : String(e) }));
});

async function simulate(request: SimulationRequest): Promise<void> {
    const rs = loadFactory(request.factory);
    const [min, max] = request.players ?? (rs.setup.players ? [rs.setup.players.min, rs.setup.players.max] : [0, -1]);
    const setups: Setup[] = [];
    try {
        for (let n = min; n <= max; n++) setups.push(playersSetup(rs, n));
    } catch (e) {
        if (e instanceof SetupError) throw new Error(e.text(request.lang));
        throw e;
    }
    if (setups.length === 0) throw new Error('no player count to simulate');
    const options = { games: request.games, policy: request.policy, seed: request.seed, maxPhases: request.maxPhases };
    const batches = planBatches(setups, options);
    const total = request.games * setups.length;
    let done = 0;
    post({ type: 'progress', done, total });
    const tallies = batches.map((b) => playBatch(rs, b, () => {
        done += 1;
        if (done % 25 === 0 || done === total) post({ type: 'progress', done, total });
    }));
    const report = simulationReport(rs, setups, batches, tallies, options);
    // The CLI's chart (simulate-command.ts), in the page's language: the two charts are the same picture.
    const svg = await chartSvg(chartTitle(request.lang, rs.title, request.policy, request.games), report.results, request.lang);
    post({ type: 'done', report, svg, title: rs.title });
}
