// Runs simulation batches on worker threads (out/sim-worker.cjs, built beside the CLI bundle).
// Batches are handed out as workers free up; the tallies are merged per setup, and since a
// tally is exact counts, the figures do not depend on which worker played which batch.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Batch, Tally } from '../../engine/sim/index.js';
import type { FromWorker } from './simulate-worker.js';
import { say } from '../../engine/l10n/catalogue.js';
import { usage, WordedError } from './errors.js';

function workerFile(): string {
    const here = dirname(fileURLToPath(import.meta.url));
    const found = [join(here, 'sim-worker.cjs'), join(here, '..', '..', 'out', 'sim-worker.cjs')].find((c) => existsSync(c));
    if (!found) throw usage('simulate.noWorker');
    return found;
}

/** Plays every batch on `k` workers; resolves to the tallies in the batches' order. */
export async function runOnWorkers(factory: string, batches: Batch[], k: number, progress: (games: number) => void): Promise<Tally[]> {
    const file = workerFile();
    const results: Tally[] = new Array(batches.length);
    let next = 0;
    const workers = Array.from({ length: Math.min(k, batches.length) }, () => new Worker(file, { workerData: { factory } }));
    try {
        await Promise.all(workers.map((w) => new Promise<void>((resolve, reject) => {
            const send = () => {
                if (next >= batches.length) { resolve(); return; }
                const id = next++;
                w.postMessage({ batch: batches[id], id });
            };
            w.on('message', (m: FromWorker) => {
                if ('progress' in m) progress(m.progress);
                else if ('error' in m) reject(new WordedError((lang) => say(lang, 'cli.workerFailed', { error: m.error })));
                else { results[m.id] = m.tally; send(); }
            });
            w.on('error', reject);
            w.on('exit', (code) => { if (code !== 0) reject(new WordedError((lang) => say(lang, 'cli.workerExited', { code }))); });
            send();
        })));
    } finally {
        await Promise.all(workers.map((w) => w.terminate()));
    }
    return results;
}
