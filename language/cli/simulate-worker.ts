// A simulation worker thread (bundled as out/sim-worker.cjs; engine only, no Langium). It receives the rule set as the
// generator's factory code (a rule set holds compiled functions, which cannot cross threads) and
// evaluates it with its own copy of the runtime, then plays the batches it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import * as runtime from '../../engine/index.js';
import { playBatch, type Batch } from '../../engine/sim/index.js';
import type { RuleSet } from '../../engine/index.js';

export type ToWorker = { batch: Batch; id: number } | { stop: true };
export type FromWorker = { id: number; tally: ReturnType<typeof playBatch> } | { progress: number } | { error: string };

const factory = new Function('R', `${(workerData as { factory: string }).factory}\nreturn createRuleSet(R);`) as (r: typeof runtime) => RuleSet;
const rs = factory(runtime);
const port = parentPort!;
port.on('message', (m: ToWorker) => {
    if ('stop' in m) { port.close(); return; }
    try {
        let done = 0;
        const tally = playBatch(rs, m.batch, () => { if (++done % 20 === 0) port.postMessage({ progress: 20 } satisfies FromWorker); });
        if (done % 20) port.postMessage({ progress: done % 20 } satisfies FromWorker);
        port.postMessage({ id: m.id, tally } satisfies FromWorker);
    } catch (e) {
        port.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies FromWorker);
    }
});
