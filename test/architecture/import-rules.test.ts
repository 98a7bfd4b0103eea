import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs (run by `npm run deps`, part of `npm test`), checked on
// the project and on a small tree that breaks each of them, so that a config that stops seeing
// type-only imports or the engine's boundary fails here.

const repoRoot = join(import.meta.dirname, '..', '..');
const config = join(repoRoot, '.dependency-cruiser.cjs');
const depcruise = join(repoRoot, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');

interface Violation { rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> }

function cruise(cwd: string, paths: string[]): Violation[] {
    const run = spawnSync(process.execPath, [depcruise, ...paths, '--config', config, '--output-type', 'json'], {
        cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stdout, run.stderr).not.toBe('');
    return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('import rules', () => {
    it('language/ and extension/ have no import cycle, type-only imports included', () => {
        // language/ imports engine/, whose own cycles are the engine's business (the next rule covers them).
        const cycles = cruise(repoRoot, ['language', 'extension'])
            .filter((v) => v.rule.name === 'no-circular' && /^(language|extension)\//.test(v.from));
        expect(cycles.map((v) => `${v.from} -> ${v.to}`)).toEqual([]);
    });

    const fixture = mkdtempSync(join(tmpdir(), 'mafia-deps-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
        mkdirSync(dirname(join(fixture, path)), { recursive: true });
        writeFileSync(join(fixture, path), text);
    };

    it('reports a cycle made only of type imports, and an engine file that imports Langium or language/', () => {
        write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true } }));
        write('language/module.ts', "import type { Services } from './services-user.js';\nexport const make = (s: Services) => s;\n");
        write('language/services-user.ts', "import type { make } from './module.js';\nexport type Services = { make: typeof make };\n");
        write('engine/game.ts', "import type { AstNode } from 'langium';\nimport type { make } from '../language/module.js';\nexport type X = AstNode | typeof make;\n");
        const violations = cruise(fixture, ['engine', 'language']);
        const names = (rule: string) => violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`).sort();
        // One violation per cycle, listing its members.
        const cycles = violations.filter((v) => v.rule.name === 'no-circular').map((v) => [v.from, ...(v.cycle ?? []).map((c) => c.name)].sort());
        expect(cycles).toEqual([['language/module.ts', 'language/module.ts', 'language/services-user.ts']]);
        expect(names('engine-is-self-contained')).toEqual(['engine/game.ts -> langium', 'engine/game.ts -> language/module.ts']);
    });
});
