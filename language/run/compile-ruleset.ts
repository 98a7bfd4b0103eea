// Compiles a rule set document in memory: the generator's factory code, evaluated with the
// runtime (the same code `mafia generate` writes to disk, without the file).
import { AstUtils, type AstNode, type LangiumDocuments } from 'langium';
import * as runtime from '../../engine/index.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import type { RuleSet } from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { generateFactory } from '../generator/ruleset-generator.js';

export interface CompileOptions {
    /** How source files are named in trace entries (default: the file's path). */
    fileName?: (path: string) => string;
}

export function compileRuleSet(root: RuleSet, documents: LangiumDocuments | undefined, options: CompileOptions = {}): CompiledRuleSet {
    const name = options.fileName ?? ((p: string) => p);
    const fileName = (node: AstNode): string => {
        try { return name(AstUtils.getDocument(node).uri.fsPath); } catch { return ''; }
    };
    const model = collectRuleModel(root, documents);
    const { text } = generateFactory(model, { fileName });
    return loadFactory(text);
}

/** Evaluates generated factory code (`function createRuleSet(R) {...}`) with the runtime. */
export function loadFactory(text: string): CompiledRuleSet {
    const factory = new Function('R', `${text}\nreturn createRuleSet(R);`) as (r: typeof runtime) => CompiledRuleSet;
    return factory(runtime);
}
