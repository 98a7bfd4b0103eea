// Every file the CLI reads on the user's behalf (rule sets, game scripts, game JSON, imports) goes
// through here: a path that is a folder or missing gets its own one-line message, and nothing is
// read past a size limit, so `ruleset: "/dev/zero"` stops at the limit instead of filling memory.
// Pipes and devices are read too (`mafia check <(generate-rules)`), up to the same limit.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { UsageError } from './errors.js';

/** The largest input file, in bytes (16 MB; the seed rule sets are under 100 kB). */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** Why `path` cannot be read as an input file (`is a folder`, `no such file`), or undefined. */
export function inputFileProblem(path: string): string | undefined {
    let stat;
    try { stat = statSync(path); } catch { return 'no such file'; }
    return stat.isDirectory() ? 'is a folder' : undefined;
}

/** Reads a text file of at most {@link MAX_INPUT_BYTES}; any problem is a UsageError naming `shown`. */
export function readInputFile(path: string, shown = path): string {
    return readInputBytes(path, shown).toString('utf8');
}

/** The file's bytes (for pages saved in their own encoding), with the same limits and messages. */
export function readInputBytes(path: string, shown = path): Buffer {
    const problem = inputFileProblem(path);
    if (problem) throw new UsageError(`${shown}: ${problem}`);
    let fd: number;
    try { fd = openSync(path, 'r'); } catch (e) { throw new UsageError(`${shown}: cannot read file (${reason(e)})`); }
    try {
        const chunks: Buffer[] = [];
        let length = 0;
        for (;;) {
            const chunk = Buffer.alloc(1024 * 1024);
            const n = readSync(fd, chunk, 0, chunk.length, null);
            if (n === 0) break;
            chunks.push(chunk.subarray(0, n));
            length += n;
            if (length > MAX_INPUT_BYTES) throw new UsageError(`${shown}: too large (more than ${MAX_INPUT_BYTES / 1024 / 1024} MB, the limit for an input file)`);
        }
        return Buffer.concat(chunks, length);
    } catch (e) {
        if (e instanceof UsageError) throw e;
        throw new UsageError(`${shown}: cannot read file (${reason(e)})`);
    } finally {
        closeSync(fd);
    }
}

function reason(e: unknown): string {
    return (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
}

/** A path as messages show it: relative to the working folder when inside it, else absolute. */
export function shownPath(path: string): string {
    const rel = relative(process.cwd(), path);
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}
