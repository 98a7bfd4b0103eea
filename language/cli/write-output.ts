// Files a command writes appear whole or not at all: each is written to a temporary file in its
// own folder, then renamed over the target (a rename within a folder is atomic). A folder that
// cannot be created or written is a usage error naming the path (exit 2), never a raw system error.
// A file replaced keeps its mode (a game script holding the deal stays 0600), and a symlink stays a
// link: the file it points to is replaced.
import { chmodSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { inLang, usage, UsageError } from './errors.js';
import { systemReason } from './system-error.js';
import { realTarget, shownPath } from './read-input.js';

/** Makes sure `dir` is a folder (creating it), or throws a one-line UsageError (in `lang` when given, else the usage language). */
export function prepareOutputFolder(dir: string, lang?: Lang): void {
    let isFolder = false;
    try { isFolder = statSync(dir).isDirectory(); } catch { /* missing: created below */ }
    if (isFolder) return;
    try { mkdirSync(dir, { recursive: true }); } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        const prefix = `${shownPath(dir)}: `;
        throw inLang(code === 'EEXIST' ? usage('output.isFile', undefined, prefix) : code === 'ENOTDIR' ? usage('output.partIsFile', undefined, prefix) : systemUsage('output.cannotCreate', e, prefix), lang);
    }
}

/** Writes every file, or none: all are written beside their targets first, then renamed into place. Errors in `lang` when given. */
export function writeFilesWhole(files: Array<{ path: string; contents: string | Uint8Array }>, lang?: Lang): void {
    const temps: string[] = [];
    files = files.map((file) => ({ ...file, path: realTarget(file.path) }));
    try {
        for (const file of files) {
            const temp = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`);
            temps.push(temp);
            const mode = modeOf(file.path);
            try {
                writeFileSync(temp, file.contents, mode === undefined ? undefined : { mode: 0o600 });
                if (mode !== undefined) chmodSync(temp, mode);
            } catch (e) {
                throw inLang(systemUsage('output.cannotWriteThere', e, `${shownPath(dirname(file.path))}: `), lang);
            }
        }
        // A target that is a folder would fail its rename after others were replaced: refuse first.
        for (const file of files) if (isFolder(file.path)) throw inLang(usage('output.isFolder', undefined, `${shownPath(file.path)}: `), lang);
        files.forEach((file, i) => {
            try { renameSync(temps[i], file.path); } catch (e) {
                throw inLang(systemUsage('output.cannotWrite', e, `${shownPath(file.path)}: `), lang);
            }
        });
    } finally {
        for (const temp of temps) rmSync(temp, { force: true });
    }
}

/** The permission bits of an existing file, or undefined. */
function modeOf(path: string): number | undefined {
    try { return statSync(path).mode & 0o7777; } catch { return undefined; }
}

function isFolder(path: string): boolean {
    try { return statSync(path).isDirectory(); } catch { return false; }
}

/** `<prefix><message>` where the message's {code} is the system error in words (system-error.ts). */
function systemUsage(key: 'output.cannotCreate' | 'output.cannotWriteThere' | 'output.cannotWrite', e: unknown, prefix: string): UsageError {
    return new UsageError((lang) => prefix + say(lang, key, { code: systemReason(lang, e) }));
}
