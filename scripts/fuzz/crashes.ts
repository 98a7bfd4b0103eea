// Crashes found by the fuzzer: grouped by signature (the error's first line with names and
// numbers blanked, plus the first project frame), minimised, and saved under .fuzz-crashes/.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './mutate.js';

export const CRASH_DIR = join(root, '.fuzz-crashes');

export interface Crash { part: string; signature: string; detail: string; input: string; ext: string; count: number; file?: string; minimisedFrom?: number }

/** A short stable key for an error: its message's shape and where in the project it was thrown. */
export function signatureOf(error: unknown): string {
    const e = error instanceof Error ? error : new Error(String(error));
    const message = (e.message.split('\n')[0] ?? '').replace(/"[^"]*"|'[^']*'|«[^»]*»/g, '…').replace(/\d+/g, 'N').slice(0, 160);
    const frame = (e.stack ?? '').split('\n').find((l) => /\/(language|engine|bin|out)\//.test(l) && !l.includes('node_modules'));
    const where = frame ? frame.replace(/^.*\/((?:language|engine|out|bin)\/[^:)]+:\d+).*$/, '$1') : '';
    return `${e.name}: ${message}${where ? ` @ ${where}` : ''}`;
}

export class CrashLog {
    readonly crashes = new Map<string, Crash>();

    /** Records a crash; true when its signature is new (the caller then minimises it and calls save). */
    add(part: string, signature: string, detail: string, input: string, ext: string): boolean {
        const key = `${part}|${signature}`;
        const known = this.crashes.get(key);
        if (known) { known.count++; return false; }
        this.crashes.set(key, { part, signature, detail, input, ext, count: 1 });
        return true;
    }

    /** Replaces a crash's input by its minimised form and writes it (plus a note) to .fuzz-crashes/. */
    save(part: string, signature: string, minimal: string, note = ''): void {
        const c = this.crashes.get(`${part}|${signature}`)!;
        c.minimisedFrom = c.input.length;
        c.input = minimal;
        mkdirSync(CRASH_DIR, { recursive: true });
        const id = createHash('sha256').update(`${part}|${signature}`).digest('hex').slice(0, 10);
        c.file = join('.fuzz-crashes', `${part}-${id}.${c.ext}`);
        writeFileSync(join(root, c.file), minimal);
        writeFileSync(join(root, `${c.file}.txt`), `${signature}\n\n${c.detail}\n${note}`);
    }

    count(part?: string): number {
        return [...this.crashes.values()].filter((c) => !part || c.part === part).length;
    }
}

/** Saves an input that did not crash but took too long, with a note (.fuzz-crashes/NAME and NAME.txt). */
export function saveSlow(name: string, input: string, note: string): void {
    mkdirSync(CRASH_DIR, { recursive: true });
    writeFileSync(join(CRASH_DIR, name), input);
    writeFileSync(join(CRASH_DIR, `${name}.txt`), `${note}\n`);
}

/**
 * Shrinks `input` while `fails` still holds (delta debugging over lines, then characters),
 * within `budgetMs`. `fails` must be deterministic for the result to mean anything.
 */
export async function minimise(input: string, fails: (s: string) => Promise<boolean>, budgetMs: number): Promise<string> {
    const until = Date.now() + budgetMs;
    let best = input;
    for (const unit of ['\n', '']) {
        let parts = unit ? best.split(unit) : [...best];
        // Character-level passes on big inputs would not finish: cut in chunks first.
        let chunk = Math.max(1, Math.floor(parts.length / 2));
        while (chunk >= 1 && Date.now() < until) {
            let removed = false;
            for (let i = 0; i < parts.length && Date.now() < until; ) {
                const candidate = [...parts.slice(0, i), ...parts.slice(i + chunk)];
                const text = candidate.join(unit);
                if (candidate.length < parts.length && await fails(text)) { parts = candidate; best = text; removed = true; }
                else i += chunk;
            }
            if (!removed) chunk = Math.floor(chunk / 2);
            if (unit === '' && parts.length > 4000 && chunk < 64) break;
        }
    }
    return best;
}
