// Files a command writes appear whole or not at all: each is written to a temporary file in its
// own folder, then renamed over the target (a rename within a folder is atomic). A folder that
// cannot be created or written is a usage error naming the path (exit 2), never a raw system error.
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { UsageError } from './errors.js';
import { shownPath } from './read-input.js';

/** Makes sure `dir` is a folder (creating it), or throws a one-line UsageError. */
export function prepareOutputFolder(dir: string): void {
    let isFolder = false;
    try { isFolder = statSync(dir).isDirectory(); } catch { /* missing: created below */ }
    if (isFolder) return;
    try { mkdirSync(dir, { recursive: true }); } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        const why = code === 'EEXIST' ? 'is a file, not a folder' : code === 'ENOTDIR' ? 'cannot create the folder (a part of the path is a file)' : `cannot create the folder (${code ?? e})`;
        throw new UsageError(`${shownPath(dir)}: ${why}`);
    }
}

/** Writes every file, or none: all are written beside their targets first, then renamed into place. */
export function writeFilesWhole(files: Array<{ path: string; contents: string | Uint8Array }>): void {
    const temps: string[] = [];
    try {
        for (const file of files) {
            const temp = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`);
            temps.push(temp);
            try { writeFileSync(temp, file.contents); } catch (e) {
                throw new UsageError(`${shownPath(dirname(file.path))}: cannot write there (${(e as NodeJS.ErrnoException).code ?? e})`);
            }
        }
        // A target that is a folder would fail its rename after others were replaced: refuse first.
        for (const file of files) if (isFolder(file.path)) throw new UsageError(`${shownPath(file.path)}: is a folder, cannot write the file there`);
        files.forEach((file, i) => {
            try { renameSync(temps[i], file.path); } catch (e) {
                throw new UsageError(`${shownPath(file.path)}: cannot write (${(e as NodeJS.ErrnoException).code ?? e})`);
            }
        });
    } finally {
        for (const temp of temps) rmSync(temp, { force: true });
    }
}

function isFolder(path: string): boolean {
    try { return statSync(path).isDirectory(); } catch { return false; }
}
