// `mafia generate RULESET [-o DIR] [--bundle]`: writes DIR/<name>.mjs (the rule set compiled to
// an ES module, with DIR/<name>.mjs.map leading back to the .mafia lines) and the runtime it
// imports, DIR/mafia-runtime.mjs. With --bundle, esbuild makes DIR/<name>.mjs one standalone
// file (runtime included) that runs with plain `node`. Exit codes: 0, 1 rule set errors, 2 usage.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstUtils, URI, type AstNode } from 'langium';
import { isRuleSet, type RuleSet } from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { generateModule } from '../generator/ruleset-generator.js';
import { toSourceMap, type SourceMapV3 } from '../generator/source-map.js';
import { usage } from './errors.js';
import { checkInputFile } from './read-input.js';
import { loadWorkspace } from './workspace.js';
import { prepareOutputFolder, writeFilesWhole } from './write-output.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { langOfRoot } from '../l10n/document-lang.js';
import { setMessageLanguage } from '../l10n/message-lang.js';
import { parseFailed } from './parse-failed.js';
import { stopOnRuleErrors } from './rule-errors.js';

export async function generateCommand(rulesetPath: string, opts: { out: string; bundle?: boolean; lang?: Lang }, out: (s: string) => void): Promise<number> {
    const path = resolve(rulesetPath);
    setMessageLanguage({ explicit: opts.lang ?? null });
    checkInputFile(path, rulesetPath);
    const { services, documents } = await loadWorkspace([path]);
    const document = documents[0];
    const root = document.parseResult.value;
    if (!isRuleSet(root) && !parseFailed(document)) throw usage('load.notCompilable', undefined, `${rulesetPath}: `);
    stopOnRuleErrors(document, services.shared.workspace.LangiumDocuments, opts.lang, 'cli.generate.errors');
    const lang = opts.lang ?? langOfRoot(root);

    const outDir = resolve(opts.out);
    prepareOutputFolder(outDir, lang);
    const name = basename(path).replace(/\.mafia$/i, '') || 'rules';
    const target = join(outDir, `${name}.mjs`);
    const docs = services.shared.workspace.LangiumDocuments;
    const runtime = runtimeText();
    const module = compileModule(root as RuleSet, docs, outDir, name);
    if (opts.bundle) {
        writeFilesWhole(await bundle(module, runtime, outDir, name), lang);
        out(say(lang, 'gen.wroteBundle', { file: relative(process.cwd(), target) }));
    } else {
        writeFilesWhole([
            { path: target, contents: `${module.code}\n${sourceMappingComment(`${name}.mjs.map`)}\n` },
            { path: `${target}.map`, contents: JSON.stringify(module.map) },
            { path: join(outDir, 'mafia-runtime.mjs'), contents: runtime },
        ], lang);
        out(say(lang, 'gen.wrote', { file: relative(process.cwd(), target), runtime: relative(process.cwd(), join(outDir, 'mafia-runtime.mjs')) }));
    }
    return 0;

    function compileModule(rs: RuleSet, documents: typeof docs, dir: string, base: string): { code: string; map: SourceMapV3 } {
        const fileName = (node: AstNode) => {
            try { return relative(dir, AstUtils.getDocument(node).uri.fsPath); } catch { return ''; }
        };
        const model = collectRuleModel(rs, documents);
        const { text, trace } = generateModule(model, { fileName, runtimeImport: RUNTIME_IMPORT, sourceName: basename(path) });
        const map = toSourceMap(text, trace, `${base}.mjs`, (uri) => {
            const doc = documents.hasDocument(URI.parse(uri)) ? documents.getDocument(URI.parse(uri)) : undefined;
            return doc ? { path: relative(dir, doc.uri.fsPath), text: doc.textDocument.getText() } : null;
        });
        return { code: text, map };
    }
}

const RUNTIME_IMPORT = './mafia-runtime.mjs';

/**
 * The `//# sourceMappingURL=` line for a map file beside the module. The name is a URL, so it is
 * percent-encoded: a raw U+2028 in a file name would end the comment and run the rest as code.
 */
function sourceMappingComment(mapFile: string): string {
    return `//# sourceMappingURL=${encodeURIComponent(mapFile)}`;
}

/**
 * One standalone file: esbuild reads the module from stdin (never from a path, which it would
 * read as a glob when it holds `*`), and the runtime import resolves to the runtime's text.
 */
async function bundle(module: { code: string; map: SourceMapV3 }, runtime: string, outDir: string, name: string): Promise<Array<{ path: string; contents: Uint8Array }>> {
    const { build } = await import('esbuild');
    const inlineMap = `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(module.map)).toString('base64')}`;
    const result = await build({
        stdin: { contents: `${module.code}\n${inlineMap}\n`, loader: 'js', resolveDir: outDir, sourcefile: `${name}.mjs` },
        plugins: [{
            name: 'mafia-runtime',
            setup(b) {
                b.onResolve({ filter: /^\.\/mafia-runtime\.mjs$/ }, () => ({ path: 'mafia-runtime.mjs', namespace: 'mafia-runtime' }));
                b.onLoad({ filter: /.*/, namespace: 'mafia-runtime' }, () => ({ contents: runtime, loader: 'js' }));
            },
        }],
        outfile: join(outDir, `${name}.mjs`), write: false, bundle: true, format: 'esm', platform: 'node', target: 'node20',
        sourcemap: 'external', logLevel: 'silent', legalComments: 'none',
    });
    const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!;
    const map = result.outputFiles.find((f) => f.path.endsWith('.map'))!;
    return [
        { path: code.path, contents: Buffer.concat([Buffer.from(code.contents), Buffer.from(`${sourceMappingComment(`${name}.mjs.map`)}\n`)]) },
        { path: map.path, contents: map.contents },
    ];
}

/** The runtime (out/mafia-runtime.mjs, built by scripts/build.mjs next to the CLI bundle), without its map comment. */
function runtimeText(): string {
    const here = dirname(fileURLToPath(import.meta.url));
    const candidates = [join(here, 'mafia-runtime.mjs'), join(here, '..', '..', 'out', 'mafia-runtime.mjs')];
    const runtime = candidates.find((c) => existsSync(c));
    if (!runtime) throw usage('generate.noRuntime');
    return readFileSync(runtime, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
}
