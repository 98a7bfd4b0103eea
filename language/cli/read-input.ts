// Every file the CLI reads on the user's behalf (rule sets, game scripts, game JSON, imports) goes
// through here: a path that is a folder or missing gets its own one-line message, and nothing is
// read past a size limit, so `ruleset: "/dev/zero"` stops at the limit instead of filling memory.
// Pipes and devices are read too (`mafia check <(generate-rules)`), up to the same limit.
import { closeSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';
import { UsageError } from './errors.js';
import { systemReason } from './system-error.js';

/** The largest input file, in bytes (16 MB; the seed rule sets are under 100 kB). */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

/** Why `path` cannot be read as an input file (the catalogue's key: no such file, is a folder), or undefined. */
export function inputFileProblemKey(path: string): MessageKey | undefined {
    let stat;
    try { stat = statSync(path); } catch { return 'file.noSuchFile'; }
    return stat.isDirectory() ? 'file.isFolder' : undefined;
}

/** Why `path` cannot be read as an input file, in English (`is a folder`, `no such file`), or undefined. */
export function inputFileProblem(path: string): string | undefined {
    const key = inputFileProblemKey(path);
    return key && say('en', key);
}

/** Throws the UsageError `<prefix><shown>: <problem>` (in the user's language) when `path` cannot be read as an input file. */
export function checkInputFile(path: string, shown: string, prefix = ''): void {
    const key = inputFileProblemKey(path);
    if (key) throw new UsageError((lang) => `${prefix}${shown}: ${say(lang, key)}`);
}

/** Reads a text file of at most {@link MAX_INPUT_BYTES}; any problem is a UsageError naming `shown`. */
export function readInputFile(path: string, shown = path): string {
    return readInputBytes(path, shown).toString('utf8');
}

/** The file's bytes (for pages saved in their own encoding), with the same limits and messages. */
export function readInputBytes(path: string, shown = path): Buffer {
    checkInputFile(path, shown);
    let fd: number;
    try { fd = openSync(path, 'r'); } catch (e) { throw cannotRead(shown, e); }
    try {
        const chunks: Buffer[] = [];
        let length = 0;
        for (;;) {
            const chunk = Buffer.alloc(1024 * 1024);
            const n = readSync(fd, chunk, 0, chunk.length, null);
            if (n === 0) break;
            chunks.push(chunk.subarray(0, n));
            length += n;
            if (length > MAX_INPUT_BYTES) throw new UsageError((lang) => `${shown}: ${say(lang, 'file.tooLarge', { mb: MAX_INPUT_BYTES / 1024 / 1024 })}`);
        }
        return Buffer.concat(chunks, length);
    } catch (e) {
        if (e instanceof UsageError) throw e;
        throw cannotRead(shown, e);
    } finally {
        closeSync(fd);
    }
}

function cannotRead(shown: string, e: unknown): UsageError {
    return new UsageError((lang) => `${shown}: ${say(lang, 'file.cannotRead', { reason: systemReason(lang, e) })}`);
}

/** A path as messages show it: relative to the working folder when inside it, else absolute. */
export function shownPath(path: string): string {
    const rel = relative(process.cwd(), path);
    return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** The file a path names, through symlinks (the path itself when it does not exist yet). */
export function realTarget(path: string): string {
    try { return realpathSync(path); } catch { return path; }
}
