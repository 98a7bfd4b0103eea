// Data-driven diagnostics: every file under examples/diagnostics/ is checked with the real CLI
// (`mafia check --format json`), and each line must carry exactly the codes its `// expect: CODE`
// comment names, no more, no less. examples/diagnostics/ok/ holds a near-identical clean variant per code.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../language/validation/codes.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const folder = join(root, 'examples', 'diagnostics');

interface JsonDiagnostic { severity: string; code: string; message: string; line: number; column: number }
interface JsonReport { files: Array<{ file: string; diagnostics: JsonDiagnostic[] }> }

function mafiaFiles(dir: string): string[] {
    return readdirSync(dir).sort().flatMap((name) => {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) return mafiaFiles(full);
        return name.endsWith('.mafia') ? [full] : [];
    });
}

/** line (1-based) -> sorted codes, from `// expect: a, b` at the end of lines. */
function expectations(text: string): Map<number, string[]> {
    const result = new Map<number, string[]>();
    text.split('\n').forEach((line, i) => {
        const match = /\/\/\s*expect:\s*([a-z0-9-]+(?:\s*,\s*[a-z0-9-]+)*)\s*$/.exec(line);
        if (match) result.set(i + 1, match[1].split(',').map((c) => c.trim()).sort());
    });
    return result;
}

function byLine(diagnostics: readonly JsonDiagnostic[]): Map<number, string[]> {
    const result = new Map<number, string[]>();
    for (const d of diagnostics) result.set(d.line, [...(result.get(d.line) ?? []), d.code].sort());
    return result;
}

/** Length of the longest common subsequence of lines: what a line diff keeps. */
function commonLines(a: readonly string[], b: readonly string[]): number {
    let previous = new Array<number>(b.length + 1).fill(0);
    for (const line of a) {
        const current = [0];
        for (let j = 1; j <= b.length; j++) current.push(line === b[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]));
        previous = current;
    }
    return previous[b.length];
}

const files = mafiaFiles(folder);
let report: JsonReport;
let exitCode: number | null;

beforeAll(() => {
    const run = spawnSync(process.execPath, ['bin/mafia.cjs', 'check', '--format', 'json', 'examples/diagnostics'], { cwd: root, encoding: 'utf8' });
    exitCode = run.status;
    report = JSON.parse(run.stdout) as JsonReport;
}, 120_000);

describe('examples/diagnostics with `mafia check --format json`', () => {
    it('checks every example file and exits 1 (the examples contain errors)', () => {
        expect(exitCode).toBe(1);
        expect(report.files.map((f) => f.file).sort()).toEqual(files.map((f) => relative(root, f)).sort());
    });

    it.each(files.map((f) => [relative(folder, f), f]))('%s carries exactly the annotated codes on the annotated lines', (_name, file) => {
        const entry = report.files.find((f) => f.file === relative(root, file));
        expect(entry, `no report for ${file}`).toBeDefined();
        const actual = Object.fromEntries(byLine(entry!.diagnostics));
        const expected = Object.fromEntries(expectations(readFileSync(file, 'utf8')));
        expect(actual, entry!.diagnostics.map((d) => `${d.line}:${d.column} [${d.code}] ${d.message}`).join('\n')).toEqual(expected);
    });
});

describe('every diagnostic code', () => {
    const allCodes = Object.values(Codes);
    const annotated = new Map<string, string[]>();
    for (const file of files) {
        for (const codes of expectations(readFileSync(file, 'utf8')).values()) {
            for (const code of codes) annotated.set(code, [...(annotated.get(code) ?? []), file]);
        }
    }

    it('there are at least 30 of them, kebab-case and distinct', () => {
        expect(allCodes.length).toBeGreaterThanOrEqual(30);
        expect(new Set(allCodes).size).toBe(allCodes.length);
        for (const code of allCodes) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    });

    it.each(allCodes)('%s has a triggering example and a near-identical clean one', (code) => {
        expect(annotated.get(code), `no example annotated with ${code}`).toBeDefined();
        const trigger = join(folder, `${code}.mafia`);
        const clean = join(folder, 'ok', `${code}.mafia`);
        const triggerText = readFileSync(trigger, 'utf8');
        const cleanText = readFileSync(clean, 'utf8');
        expect([...expectations(triggerText).values()].flat()).toContain(code);
        expect(expectations(cleanText).size).toBe(0);
        // Near-identical: the clean variant changes only a few lines (comments aside).
        const strip = (t: string) => t.split('\n').map((l) => l.replace(/\/\/.*$/, '').trim()).filter((l) => l.length > 0);
        const a = strip(triggerText);
        const b = strip(cleanText);
        const changed = a.length + b.length - 2 * commonLines(a, b);
        expect(changed).toBeGreaterThan(0);
        expect(changed).toBeLessThanOrEqual(6);
    });
});
