// Loads and compiles a shipped rule set once per test file (parsed, linked and validated by
// the real language services, compiled by the real generator).
import { resolve } from 'node:path';
import { NodeFileSystem } from 'langium/node';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { loadWorkspace } from '../../language/cli/workspace.js';
import { isRuleSet, type RuleSet } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { compileRuleSet } from '../../language/run/compile-ruleset.js';

const cache = new Map<string, Promise<CompiledRuleSet>>();

export function compiledRules(path: string): Promise<CompiledRuleSet> {
    const abs = resolve(path);
    let p = cache.get(abs);
    if (!p) {
        p = (async () => {
            const { documents, services } = await loadWorkspace([abs], createMafiaServices(NodeFileSystem).Mafia);
            const doc = documents[0];
            const errors = (doc.diagnostics ?? []).filter((d) => d.severity === 1);
            if (errors.length > 0) throw new Error(`${path} has errors: ${errors.map((e) => `${e.range.start.line + 1}: ${e.message}`).join('; ')}`);
            const root = doc.parseResult.value;
            if (!isRuleSet(root)) throw new Error(`${path} is not a rule set`);
            return compileRuleSet(root as RuleSet, services.shared.workspace.LangiumDocuments, { fileName: (f) => f.slice(f.lastIndexOf('/') + 1) });
        })();
        cache.set(abs, p);
    }
    return p;
}

export const SEED_002 = 'examples/seed-002/rules.mafia';
