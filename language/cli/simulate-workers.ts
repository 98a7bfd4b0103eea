// Runs simulation batches on K threads of play: this (main) thread and K - 1 worker threads
// (out/sim-worker.cjs, built beside the CLI bundle). Each thread is a V8 isolate that warms its JIT up
// on its own, so the main thread, which would otherwise only wait, plays too: K threads pay K
// warm-ups, not K + 1 boots and warm-ups. Batches are handed out as threads free up; the tallies are
// kept per batch and merged per setup, and since a tally is exact counts, the figures do not depend
// on which thread played which batch.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { playBatch, type Batch, type Tally } from '../../engine/sim/index.js';
import type { RuleSet } from '../../engine/index.js';
import type { FromWorker } from './simulate-worker.js';
import { say } from '../../engine/l10n/catalogue.js';
import { usage, WordedError } from './errors.js';

function workerFile(): string {
    const here = dirname(fileURLToPath(import.meta.url));
    const found = [join(here, 'sim-worker.cjs'), join(here, '..', '..', 'out', 'sim-worker.cjs')].find((c) => existsSync(c));
    if (!found) throw usage('simulate.noWorker');
    return found;
}

/** Batches a worker holds at once: it starts its next while its result crosses to the busy main thread. */
const IN_FLIGHT = 2;

/**
 * Plays every batch on `k` threads (this one and k - 1 workers, each made from the generator's
 * `factory` code); resolves to the tallies in the batches' order.
 */
export async function runOnWorkers(rs: RuleSet, factory: string, batches: Batch[], k: number, progress: (games: number) => void): Promise<Tally[]> {
    const results: Tally[] = new Array(batches.length);
    let next = 0;
        const workers = Array.from({ length: Math.max(0, Math.min(k, batches.length) - 1) }, () => new Worker(workerFile(), { workerData: { factory } }));
    let failed: unknown = null;
    // After a failure no thread starts another batch.
    const take = (): number | null => (failed === null && next < batches.length ? next++ : null);
    try {
        const served = workers.map((w) => new Promise<void>((resolve, reject) => {
            let held = 0;
            const send = () => {
                const id = take();
                if (id === null) { if (held === 0) resolve(); return; }
                held++;
                w.postMessage({ batch: batches[id], id });
            };
            w.on('message', (m: FromWorker) => {
                if ('progress' in m) progress(m.progress);
                else if ('error' in m) reject(new WordedError((lang) => say(lang, 'cli.workerFailed', { error: m.error })));
                else { results[m.id] = m.tally; held--; send(); }
            });
            w.on('error', reject);
            w.on('exit', (code) => { if (code !== 0) reject(new WordedError((lang) => say(lang, 'cli.workerExited', { code }))); });
            for (let i = 0; i < IN_FLIGHT; i++) send();
        }).catch((e: unknown) => { failed ??= e; }));
        // This thread plays a batch at a time, yielding between batches so the workers' results are
        // taken and their next batches sent.
        for (let id = take(); id !== null; id = take()) {
            results[id] = playBatch(rs, batches[id], () => progress(1));
            await new Promise<void>((r) => setImmediate(r));
        }
        await Promise.all(served);
        if (failed !== null) throw failed;
    } finally {
        await Promise.all(workers.map((w) => w.terminate()));
    }
    return results;
}
