import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { repoRoot } from './run-cli.js';

/** Reads every entry of a zip (a .vsix) into memory: name -> content. */
function readZip(file: string): Promise<Map<string, Buffer>> {
    return new Promise((resolve, reject) => {
        yauzl.open(file, { lazyEntries: true }, (err, zip) => {
            if (err || !zip) return reject(err);
            const entries = new Map<string, Buffer>();
            zip.on('entry', (entry: yauzl.Entry) => {
                zip.openReadStream(entry, (e, stream) => {
                    if (e || !stream) return reject(e);
                    const chunks: Buffer[] = [];
                    stream.on('data', (c: Buffer) => chunks.push(c));
                    stream.on('end', () => { entries.set(entry.fileName, Buffer.concat(chunks)); zip.readEntry(); });
                });
            });
            zip.on('end', () => resolve(entries));
            zip.on('error', reject);
            zip.readEntry();
        });
    });
}

describe('npm run package: the .vsix', () => {
    let entries: Map<string, Buffer>;

    beforeAll(async () => {
        const out = join(mkdtempSync(join(tmpdir(), 'mafia-vsix-')), 'mafia.vsix');
        execFileSync(process.execPath, [join(repoRoot, 'node_modules/@vscode/vsce/vsce'), 'package', '--no-dependencies', '--out', out],
            { cwd: repoRoot, stdio: 'pipe', timeout: 120000 });
        entries = await readZip(out);
    }, 180000);

    it('contains the bundles, grammar, configuration, snippets, icon, readme and licence', () => {
        for (const name of [
            'extension/package.json', 'extension/readme.md', 'extension/LICENSE.txt',
            'extension/out/extension.cjs', 'extension/out/server.cjs', 'extension/out/debug-adapter.cjs',
            'extension/syntaxes/mafia.tmLanguage.json', 'extension/language-configuration.json',
            'extension/extension/snippets/mafia.json', 'extension/extension/media/icon.png',
            'extension/out/webview/preview.js', 'extension/extension/webview/preview.css',
            // Mafia: Preview Rules Book: its page's script (the panel is blank without it).
            'extension/out/webview/rules-book.js',
            'extension/out/cli.cjs', 'extension/out/mafia-runtime.mjs',
            // Simulate Balance: the chart bundle (vega inside: no node_modules in the .vsix), the worker, the page's styles.
            'extension/out/sim-chart.cjs', 'extension/out/sim-worker.cjs', 'extension/extension/webview/simulate.css',
        ]) {
            expect([...entries.keys()], name).toContain(name);
        }
    });

    it('contains nothing else: no node_modules, sources, tests or source maps', () => {
        const names = [...entries.keys()].filter((n) => n.startsWith('extension/'));
        expect(names.filter((n) => /node_modules|\.ts$|\.map$|^extension\/test\/|\.langium$/.test(n))).toEqual([]);
    });

    it('declares the mafia language, grammar, snippets and commands in its manifest', () => {
        const manifest = JSON.parse(entries.get('extension/package.json')!.toString('utf8'));
        expect(manifest.main).toBe('./out/extension.cjs');
        expect(manifest.contributes.languages[0]).toMatchObject({ id: 'mafia', extensions: ['.mafia'] });
        expect(manifest.contributes.grammars[0]).toMatchObject({ language: 'mafia', scopeName: 'source.mafia' });
        expect(manifest.contributes.snippets[0].language).toBe('mafia');
        expect(manifest.contributes.commands.map((c: { command: string }) => c.command))
            .toEqual(expect.arrayContaining(['mafia.runPhasePreview', 'mafia.generateEngine', 'mafia.checkRuleSet', 'mafia.simulateBalance']));
    });

    it('ships a server bundle that does not need vscode', () => {
        const server = entries.get('extension/out/server.cjs')!.toString('utf8');
        expect(server.length).toBeGreaterThan(100000);
        expect(server).not.toMatch(/require\(["']vscode["']\)/);
    });
});
