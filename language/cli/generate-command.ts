// `mafia generate RULESET [-o DIR] [--bundle]`: writes DIR/<name>.mjs (the rule set compiled to
// an ES module, with DIR/<name>.mjs.map leading back to the .mafia lines) and the runtime it
// imports, DIR/mafia-runtime.mjs. With --bundle, esbuild makes DIR/<name>.mjs one standalone
// file (runtime included) that runs with plain `node`. Exit codes: 0, 1 rule set errors, 2 usage.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AstUtils, URI, type AstNode } from 'langium';
import { isRuleSet, type RuleSet } from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { generateModule } from '../generator/ruleset-generator.js';
import { toSourceMap } from '../generator/source-map.js';
import { toJson } from './check-command.js';
import { diagnosticLines } from './diagnostic-lines.js';
import { RuleErrors, UsageError } from './errors.js';
import { inputFileProblem } from './read-input.js';
import { loadWorkspace } from './workspace.js';

export async function generateCommand(rulesetPath: string, opts: { out: string; bundle?: boolean }, out: (s: string) => void): Promise<number> {
    const path = resolve(rulesetPath);
    const problem = inputFileProblem(path);
    if (problem) throw new UsageError(`${rulesetPath}: ${problem}`);
    const { services, documents } = await loadWorkspace([path]);
    const document = documents[0];
    const root = document.parseResult.value;
    if (!isRuleSet(root)) throw new UsageError(`${rulesetPath}: not a rule set (a game script cannot be compiled; run it with \`mafia run\`)`);
    const errors = (document.diagnostics ?? []).filter((d) => d.severity === 1).map(toJson);
    if (errors.length > 0) {
        throw new RuleErrors(diagnosticLines(relative(process.cwd(), path), errors).join('\n') + `\n${errors.length} error(s): nothing generated`);
    }

    const outDir = resolve(opts.out);
    mkdirSync(outDir, { recursive: true });
    const name = basename(path).replace(/\.mafia$/i, '') || 'rules';
    const documentsOf = services.shared.workspace.LangiumDocuments;
    const written = writeModule(root as RuleSet, documentsOf, opts.bundle ? mkdtempSync(join(tmpdir(), 'mafia-gen-')) : outDir, name);
    if (opts.bundle) {
        const target = join(outDir, `${name}.mjs`);
        const { build } = await import('esbuild');
        await build({ entryPoints: [written], outfile: target, bundle: true, format: 'esm', platform: 'node', target: 'node20', sourcemap: true, logLevel: 'silent', legalComments: 'none' });
        rmSync(dirname(written), { recursive: true, force: true });
        out(`wrote ${relative(process.cwd(), target)} (standalone, runtime included) and its source map`);
    } else {
        out(`wrote ${relative(process.cwd(), written)}, ${relative(process.cwd(), join(outDir, 'mafia-runtime.mjs'))} and the source map`);
    }
    return 0;

    function writeModule(rs: RuleSet, docs: typeof documentsOf, dir: string, base: string): string {
        const file = join(dir, `${base}.mjs`);
        const fileName = (node: AstNode) => {
            try { return relative(dir, AstUtils.getDocument(node).uri.fsPath); } catch { return ''; }
        };
        const model = collectRuleModel(rs, docs);
        const { text, trace } = generateModule(model, { fileName, runtimeImport: './mafia-runtime.mjs', sourceName: basename(path) });
        const map = toSourceMap(text, trace, `${base}.mjs`, (uri) => {
            const doc = docs.hasDocument(URI.parse(uri)) ? docs.getDocument(URI.parse(uri)) : undefined;
            return doc ? { path: relative(dir, doc.uri.fsPath), text: doc.textDocument.getText() } : null;
        });
        writeFileSync(file, `${text}\n//# sourceMappingURL=${base}.mjs.map\n`);
        writeFileSync(`${file}.map`, JSON.stringify(map));
        copyRuntime(dir);
        return file;
    }
}

/** Copies out/mafia-runtime.mjs (built by scripts/build.mjs next to the CLI bundle) into `dir`. */
function copyRuntime(dir: string): void {
    const here = dirname(fileURLToPath(import.meta.url));
    const candidates = [join(here, 'mafia-runtime.mjs'), join(here, '..', '..', 'out', 'mafia-runtime.mjs')];
    const runtime = candidates.find((c) => existsSync(c));
    if (!runtime) throw new UsageError(`the runtime (out/mafia-runtime.mjs) is missing: run \`node scripts/build.mjs\` first`);
    const code = readFileSync(runtime, 'utf8').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
    writeFileSync(join(dir, 'mafia-runtime.mjs'), code);
}
