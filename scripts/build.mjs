// Bundles the CLI, the language server, the extension and the preview webview with esbuild.
// Run by `npm install` (prepare), `npm test` and `npm run package`.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
mkdirSync(join(root, 'out'), { recursive: true });

const common = {
    absWorkingDir: root,
    bundle: true,
    sourcemap: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    define: { __MAFIA_VERSION__: JSON.stringify(pkg.version) },
    // Langium's ESM sources read import.meta.url; in a CommonJS bundle it comes from __filename.
    banner: { js: 'const __import_meta_url = require("url").pathToFileURL(__filename).href;' },
    inject: [join(root, 'scripts/polyfill.mjs')],
    // jsonc-parser's main build is UMD, whose require('./impl/...') calls esbuild cannot follow.
    alias: { 'jsonc-parser': 'jsonc-parser/lib/esm/main.js' },
};
common.define['import.meta.url'] = '__import_meta_url';

const targets = [
    // vega, vega-lite and cli-progress are loaded from node_modules by `mafia simulate` only (bundled,
    // they would double the CLI's start-up time); vega's optional node-canvas is never loaded.
    { ...common, entryPoints: ['language/cli/cli-entry.ts'], outfile: 'out/cli.cjs', external: ['esbuild', 'canvas', 'vega', 'vega-lite', 'cli-progress'] },
    // The balance chart with vega and vega-lite bundled in: what `mafia simulate` loads for a chart,
    // so that the CLI shipped in the .vsix (no node_modules) draws it too.
    { ...common, entryPoints: ['language/cli/simulate-chart.ts'], outfile: 'out/sim-chart.cjs', external: ['canvas'], banner: {}, define: {}, inject: [] },
    // `mafia simulate --workers K`: each worker thread runs this (the engine and the simulator).
    { ...common, entryPoints: ['language/cli/simulate-worker.ts'], outfile: 'out/sim-worker.cjs', banner: {}, define: {}, inject: [] },
    { ...common, entryPoints: ['language/server-entry.ts'], outfile: 'out/server.cjs' },
    { ...common, entryPoints: ['extension/extension.ts'], outfile: 'out/extension.cjs', external: ['vscode'], inject: [] },
    // The debug adapter the extension runs inline (extension/debug-adapter.ts loads it on the first
    // debug session, so activation does not parse Langium twice); `mafia debug --stdio` has it in cli.cjs.
    { ...common, entryPoints: ['language/debug/debug-session.ts'], outfile: 'out/debug-adapter.cjs' },
];
const optional = [
    // The runtime generated engines import; plain ESM so a generated module runs with `node`.
    { entryPoints: ['engine/index.ts'], outfile: 'out/mafia-runtime.mjs', bundle: true, sourcemap: true, platform: 'neutral', format: 'esm', target: 'es2022', absWorkingDir: root, logLevel: 'warning' },
    // The Run Phase Preview page's script (runs in the webview, a browser).
    { entryPoints: ['extension/webview/preview.ts'], outfile: 'out/webview/preview.js', bundle: true, sourcemap: true, platform: 'browser', format: 'iife', target: 'es2022', absWorkingDir: root, logLevel: 'warning' },
    // The Preview Rules Book page's script.
    { entryPoints: ['extension/webview/rules-book.ts'], outfile: 'out/webview/rules-book.js', bundle: true, sourcemap: true, platform: 'browser', format: 'iife', target: 'es2022', absWorkingDir: root, logLevel: 'warning' },
];
for (const t of optional) {
    try { readFileSync(join(root, t.entryPoints[0])); targets.push(t); } catch { /* not written yet */ }
}

const started = Date.now();
const results = await Promise.all(targets.map((t) => build({ ...t, write: false })));
// Each file is written beside its place and renamed over it: a test that starts `bin/mafia.cjs`
// while another rebuilds never reads half a bundle.
for (const file of results.flatMap((r) => r.outputFiles)) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
}
console.log(`built ${targets.length} bundles in ${Date.now() - started} ms`);
