// `mafia generate`: the module runs on the runtime next to it and gives the same results as
// `mafia run`; --bundle makes one standalone file; the source map leads back to the rule lines.
// (Needs the runtime bundle out/mafia-runtime.mjs: `npm test` builds it first.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia, mafiaBinary } from '../cli-run/cli.js';

const GAME = resolve('examples/seed-002/game-town-wins.json');
const node = (...args: string[]) => spawnSync(process.execPath, args, { encoding: 'utf8', cwd: resolve('examples/seed-002') });

describe('mafia generate', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-gen-'));

    it('writes the module, its source map and the runtime', async () => {
        const r = await mafia('generate', 'examples/seed-002/rules.mafia', '-o', dir);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(readdirSync(dir).sort()).toEqual(['mafia-runtime.mjs', 'rules.mjs', 'rules.mjs.map']);
        const text = readFileSync(join(dir, 'rules.mjs'), 'utf8');
        expect(text).toContain('import * as R from "./mafia-runtime.mjs";');
        expect(text.trimEnd().endsWith('//# sourceMappingURL=rules.mjs.map')).toBe(true);
    });

    it('exports the compiled rule set and run(game), which gives the same result as `mafia run`', async () => {
        const script = `import(${JSON.stringify(join(dir, 'rules.mjs'))}).then((m) => {
            const game = JSON.parse(require('fs').readFileSync(${JSON.stringify(GAME)}, 'utf8'));
            console.log(JSON.stringify({ exports: Object.keys(m).sort(), title: m.ruleset.title, roles: m.ruleset.roles.length, result: m.run(game) }));
        })`;
        const r = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
        expect(r.stderr).toBe('');
        const out = JSON.parse(r.stdout);
        expect(out.exports).toEqual(['createRuleSet', 'ruleset', 'run', 'runtime']);
        expect(out.title).toBe('Классическая мафия');
        expect(out.roles).toBe(12);
        const cli = await mafia('run', GAME, '--format', 'json');
        expect(out.result).toEqual(JSON.parse(cli.stdout));
    });

    it('runs as a program: node rules.mjs game.json', () => {
        const r = node(join(dir, 'rules.mjs'), 'game-town-wins.json', '--phases', '2');
        expect(r.status).toBe(0);
        expect(JSON.parse(r.stdout).phases.length).toBe(2);
    });

    it('the source map leads from the compiled kill back to the rule line', () => {
        const text = readFileSync(join(dir, 'rules.mjs'), 'utf8').split('\n');
        const map = new SourceMap(JSON.parse(readFileSync(join(dir, 'rules.mjs.map'), 'utf8')));
        const rules = readFileSync('examples/seed-002/rules.mafia', 'utf8').split('\n');
        const at = (needle: string) => {
            const line = text.findIndex((l) => l.includes(needle));
            expect(line).toBeGreaterThan(0);
            const entry = map.findEntry(line, text[line].indexOf("R.")) as { originalSource: string; originalLine: number };
            expect(entry.originalSource).toMatch(/examples\/seed-002\/rules\.mafia$/);
            return rules[entry.originalLine];
        };
        expect(at('R.giveStatus(c, c.target, "Гость"')).toContain('give target status Гость this night');
        expect(at('R.extend(c, c.self, c.target')).toContain('extend orders on self to target');
        expect(at('R.changeRole(c, c.self, "Комиссар"')).toContain('change role of self to Комиссар');
    });

    it('--bundle: one standalone file that runs with plain node', async () => {
        const out = mkdtempSync(join(tmpdir(), 'mafia-bundle-'));
        const r = await mafia('generate', 'examples/seed-002/rules.mafia', '-o', out, '--bundle');
        expect(r.code).toBe(0);
        expect(readdirSync(out).sort()).toEqual(['rules.mjs', 'rules.mjs.map']);
        expect(readFileSync(join(out, 'rules.mjs'), 'utf8')).not.toMatch(/from\s+["']\.\/mafia-runtime/);
        const run = node(join(out, 'rules.mjs'), 'game-town-wins.json');
        expect(run.stderr).toBe('');
        const cli = await mafia('run', GAME, '--format', 'json');
        expect(JSON.parse(run.stdout)).toEqual(JSON.parse(cli.stdout));
    });

    it('exit 1: the rule set has errors, nothing is written', async () => {
        const out = mkdtempSync(join(tmpdir(), 'mafia-bad-'));
        const r = await mafia('generate', 'examples/diagnostics/unknown-reference.mafia', '-o', out);
        expect(r.code).toBe(1);
        expect(r.stderr).toMatch(/error \[unknown-reference\]/);
        expect(existsSync(join(out, 'unknown-reference.mjs'))).toBe(false);
    });

    it('exit 2: no such file, or a game script instead of a rule set', async () => {
        expect((await mafia('generate', 'no/such.mafia')).code).toBe(2);
        const r = await mafia('generate', 'examples/seed-002/game-town-wins.mafia', '-o', dir, '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/not a rule set/);
    });

    it('a rule set whose first keyword is mistyped is a syntax error (exit 1), in the rule set\'s language, for every command', async () => {
        const file = join(mkdtempSync(join(tmpdir(), 'mafia-typo-')), 'rules.mafia');
        writeFileSync(file, readFileSync('examples/seed-002/rules.mafia', 'utf8').replace(/^ruleset /m, 'rulesett '));
        for (const args of [['check', file], ['generate', file, '-o', dir], ['simulate', file, '--players', '12', '--games', '2'], ['rules-book', file]]) {
            const r = await mafia(...args);
            expect(r.code, args[0]).toBe(1);
            expect(r.stdout + r.stderr, args[0]).toMatch(/error \[syntax-error\] Ожидалось одно из/);
            expect(r.stdout + r.stderr, args[0]).not.toMatch(/not a rule set|не свод правил/);
        }
    });
});

describe('mafia generate: where it cannot write (issue 11)', () => {
    const seed = 'examples/seed-002/rules.mafia';

    it('-o onto an existing file: exit 2, one line naming it', async () => {
        const file = join(mkdtempSync(join(tmpdir(), 'mafia-onto-')), 'taken');
        writeFileSync(file, 'mine');
        const r = mafiaBinary('generate', seed, '-o', file, '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toEqual([`mafia: ${file}: is a file, not a folder`]);
        expect(readFileSync(file, 'utf8')).toBe('mine');
    });

    it('-o into a folder where nothing can be written (/proc): exit 2, one line naming it', () => {
        const r = mafiaBinary('generate', seed, '-o', '/proc', '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^mafia: \/proc: cannot write there \([a-z ,/-]+ \[E[A-Z]+\]\)$/)]);
    });

    it('writes all files or none: a target it cannot replace leaves the earlier module as it was, and no temporary files', () => {
        const out = mkdtempSync(join(tmpdir(), 'mafia-whole-'));
        writeFileSync(join(out, 'rules.mjs'), 'OLD');
        mkdirSync(join(out, 'mafia-runtime.mjs'));
        const r = mafiaBinary('generate', seed, '-o', out);
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(readFileSync(join(out, 'rules.mjs'), 'utf8')).toBe('OLD');
        expect(readdirSync(out).sort()).toEqual(['mafia-runtime.mjs', 'rules.mjs']);
    });
});
