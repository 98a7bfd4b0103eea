import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEEP_TEXTS, THROWING_TEXTS } from '../fixtures/crash-inputs.js';
import { mafia, repoRoot } from './run-cli.js';

describe('mafia CLI: usage and exit codes (DESIGN.md contract)', () => {
    it('prints help and exits 0', () => {
        const r = mafia(['--help']);
        expect(r.code).toBe(0);
        for (const command of ['check', 'generate', 'run', 'lsp', 'debug']) expect(r.stdout).toContain(command);
    });

    it('prints the package version', () => {
        const r = mafia(['--version']);
        expect(r.code).toBe(0);
        expect(r.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    });

    it('rejects an unknown flag with exit 2 and a one-line error, no stack trace', () => {
        const r = mafia(['check', '--frobnicate', 'examples/seed-002/rules.mafia', '--lang', 'en']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/unknown option '--frobnicate'/);
        // Without --lang: the language of the rule set named on the line (#13).
        expect(mafia(['check', '--frobnicate', 'examples/seed-002/rules.mafia']).stderr).toMatch(/неизвестный параметр '--frobnicate'/);
        expect(r.stderr).not.toMatch(/\n\s+at /);
    });

    it('treats a call without a command as bad usage: the help on stderr, exit 2', () => {
        const r = mafia([]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/Usage: mafia/);
        expect(r.stdout).toBe('');
    });

    it('rejects an unknown command with exit 2', () => {
        const r = mafia(['adjudicate']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/unknown command/);
    });

    it('rejects a bad --format value with exit 2', () => {
        const r = mafia(['check', '--format', 'xml', 'examples/seed-002/rules.mafia']);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/xml/);
    });

    it('names an unreadable path and exits 2', () => {
        const r = mafia(['check', 'no/such/file.mafia']);
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toHaveLength(1);
        expect(r.stderr).toContain('no/such/file.mafia');
    });

    it('checks the seed-002 rule set cleanly: exit 0', () => {
        const r = mafia(['check', 'examples/seed-002/rules.mafia']);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(r.stdout).toMatch(/ошибок: 0/);   // the seed is Russian: so is the summary
    });

    it('reports an unknown reference as file:line:column with its code: exit 1', () => {
        const r = mafia(['check', 'test/fixtures/broken-reference.mafia']);
        expect(r.code).toBe(1);
        expect(r.stdout).toContain('test/fixtures/broken-reference.mafia:7:22: error [unknown-reference]');
        expect(r.stdout).toContain("'Мафиози'");
    });

    it('reports syntax errors as diagnostics (exit 1), not as usage errors', () => {
        const r = mafia(['check', 'test/fixtures/syntax-error.mafia']);
        expect(r.code).toBe(1);
        expect(r.stdout).toMatch(/syntax-error\.mafia:8:\d+: error \[syntax-error\]/);
    });

    it('prints the JSON report of the contract with 1-based positions', () => {
        const r = mafia(['check', '--format', 'json', 'test/fixtures/broken-reference.mafia']);
        expect(r.code).toBe(1);
        const report = JSON.parse(r.stdout);
        expect(report.files).toHaveLength(1);
        expect(report.files[0].file).toBe('test/fixtures/broken-reference.mafia');
        expect(report.files[0].diagnostics).toContainEqual(expect.objectContaining({
            severity: 'error', code: 'unknown-reference', line: 7, column: 22,
        }));
    });

    it('checks every .mafia file under a folder', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-check-'));
        writeFileSync(join(dir, 'a.mafia'), 'ruleset A "А"\nstatus Тюрьма "Тюрьма"\n');
        writeFileSync(join(dir, 'b.mafia'), 'ruleset B "Б"\nrole X : Нет {}\n');
        writeFileSync(join(dir, 'notes.txt'), 'not a rule set');
        const r = mafia(['check', '--format', 'json', dir]);
        expect(r.code).toBe(1);
        const report = JSON.parse(r.stdout);
        expect(report.files.map((f: { file: string }) => f.file.split('/').pop())).toEqual(['a.mafia', 'b.mafia']);
    });

    it('a folder\'s .mafia entries that are not regular files (a pipe, a link to a device) are skipped, not read for ever', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-special-'));
        writeFileSync(join(dir, 'a.mafia'), 'ruleset A "А"\nstatus Тюрьма "Тюрьма"\n');
        symlinkSync('/dev/zero', join(dir, 'zero.mafia'));
        execFileSync('mkfifo', [join(dir, 'pipe.mafia')]);
        const r = mafia(['check', '--format', 'json', dir]);
        expect(r.code).toBe(0);
        expect(JSON.parse(r.stdout).files.map((f: { file: string }) => f.file.split('/').pop())).toEqual(['a.mafia']);
    });

    it('never crashes on arbitrary bytes', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-junk-'));
        const file = join(dir, 'junk.mafia');
        writeFileSync(file, '}}}{{ ruleset "\u0000 role : : ability ((( effect kill kill kill «незакрытая');
        const r = mafia(['check', file]);
        expect(r.code).toBe(1);
        expect(r.stderr).toBe('');
    });
});

describe('mafia check: inputs that crashed it (issue 11)', () => {
    it('braces nested thousands deep: exit 1, one located «nested too deeply» error per file, never exit 3', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-deep-'));
        DEEP_TEXTS.forEach((text, i) => writeFileSync(join(dir, `deep-${String(i).padStart(2, '0')}.mafia`), text));
        const r = mafia(['check', '--format', 'json', '--lang', 'en', dir]);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(1);
        const report = JSON.parse(r.stdout) as { files: Array<{ diagnostics: Array<{ code: string; message: string; line: number; column: number }> }> };
        expect(report.files).toHaveLength(DEEP_TEXTS.length);
        for (const file of report.files) {
            expect(file.diagnostics).toHaveLength(1);
            expect(file.diagnostics[0].code).toBe('syntax-error');
            expect(file.diagnostics[0].message).toMatch(/nested too deeply/);
            expect(file.diagnostics[0].line).toBeGreaterThanOrEqual(2); // at the deepest brace, not at the top
            expect(file.diagnostics[0].column).toBeGreaterThanOrEqual(1);
        }
    });

    it('the other texts that made the checker throw: exit 1 with located diagnostics, none «an error occurred»', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-throwing-'));
        THROWING_TEXTS.forEach((text, i) => writeFileSync(join(dir, `t${i}.mafia`), text));
        const r = mafia(['check', dir]);
        expect(r.stderr).toBe('');
        expect(r.code).toBe(1);
        expect(r.stdout).not.toMatch(/error occurred|internal error/i);
        for (let i = 0; i < THROWING_TEXTS.length; i++) expect(r.stdout).toMatch(new RegExp(`t${i}\\.mafia:\\d+:\\d+: error`));
    });
});

describe('mafia run and check: files that are not plain .mafia files (issue 11)', () => {
    const seed = join(repoRoot, 'examples', 'seed-002');
    const gameWith = (dir: string, ruleset: string): string => {
        const game = JSON.parse(readFileSync(join(seed, 'game-town-wins.json'), 'utf8'));
        writeFileSync(join(dir, 'game.json'), JSON.stringify({ ...game, ruleset }));
        return join(dir, 'game.json');
    };

    it('a game JSON saved with a BOM (as Windows editors save it) runs', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-bom-'));
        const file = gameWith(dir, join(seed, 'rules.mafia'));
        writeFileSync(file, `\uFEFF${readFileSync(file, 'utf8')}`);
        const r = mafia(['run', file]);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain('Победа: Мирные');
    });

    it('mafia lsp without --stdio is bad usage (exit 2, says to give --stdio), not an internal error', () => {
        const r = mafia(['lsp', '--lang', 'en']);
        expect(r.code).toBe(2);
        expect(r.stderr.trim()).toBe('mafia: lsp: give --stdio (the language server talks over standard input and output)');
    });

    it('a game JSON whose ruleset is not a .mafia file is exit 2 with a message (the game JSON contract)', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-txt-'));
        writeFileSync(join(dir, 'rules.txt'), readFileSync(join(seed, 'rules.mafia'), 'utf8'));
        const r = mafia(['run', gameWith(dir, 'rules.txt')]);
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(/^mafia: game\.json: ruleset: rules\.txt .*\.mafia/);
        expect(r.stdout).toBe('');
    });

    it('a ruleset over the size limit (17 MB) stops there: exit 2, one line «too large»', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-big-'));
        writeFileSync(join(dir, 'big.mafia'), `ruleset Big\n${'// '.padEnd(1023, 'x')}\n`.repeat(17 * 1024));
        const r = mafia(['run', gameWith(dir, 'big.mafia')]);
        expect(r.code).toBe(2);
        expect(r.stderr.trim().split('\n')).toEqual([`mafia: ${join(dir, 'big.mafia')}: too large (more than 16 MB, the limit for an input file)`]);
    });

    it('a ruleset that is a folder, and a folder given to run or generate, are named as folders: exit 2', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-folder-'));
        const game = mafia(['run', gameWith(dir, '.')]);
        expect(game.code).toBe(2);
        expect(game.stderr.trim()).toMatch(/^mafia: game\.json: ruleset: .*: is a folder$/);
        for (const command of ['run', 'generate']) {
            const r = mafia([command, dir]);
            expect(r.code).toBe(2);
            expect(r.stderr.trim()).toBe(`mafia: ${dir}: is a folder`);
        }
    });

    it('a binary .mafia file is one error, not one per byte', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-binary-'));
        const bytes = Buffer.alloc(200_000);
        for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
        writeFileSync(join(dir, 'image.mafia'), bytes);
        const r = mafia(['check', join(dir, 'image.mafia')]);
        expect(r.code).toBe(1);
        expect(r.stdout.trim().split('\n')).toEqual([
            expect.stringMatching(/image\.mafia:1:\d+: error \[syntax-error\] This is a binary file \(it holds NUL bytes\)/),
            '1 file(s) checked: 1 error(s), 0 warning(s).',
        ]);
    });

    it('a text of noise prints at most 100 diagnostics, then how many more', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-noise-'));
        writeFileSync(join(dir, 'noise.mafia'), 'ruleset Шум\n' + 'role '.repeat(3000));
        const r = mafia(['check', join(dir, 'noise.mafia')]);
        expect(r.code).toBe(1);
        const lines = r.stdout.trim().split('\n').filter((l) => l.includes('noise.mafia'));
        expect(lines.length).toBe(101);
        expect(lines[100]).toMatch(/noise\.mafia: … and \d+ more \(\d+ in all; --format json lists every one\)/);
        const json = JSON.parse(mafia(['check', '--format', 'json', join(dir, 'noise.mafia')]).stdout);
        expect(json.files[0].diagnostics.length).toBeGreaterThan(100);
    });
});
