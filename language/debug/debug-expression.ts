// Expressions typed at a stopped debugger (conditional breakpoints, the debug console, hovers):
// parsed, linked and type-checked as a condition inside a scratch rule set that imports the game's
// rule set (the same parser, scopes and typer as the editor), then compiled by the generator's
// expression compiler and run by the engine's runtime in the stopped context.
import { basename, dirname, join } from 'node:path';
import { URI, type LangiumDocument } from 'langium';
import * as runtime from '../../engine/index.js';
import type { Ctx } from '../../engine/context.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { isCommonAbility, isEffectClause, isIfEffect, isRuleSet, type Document, type Expression } from '../generated/ast.js';
import { Constants, ExpressionCompiler, rootScope } from '../generator/expression-compiler.js';
import { ExpressionTyper, type MafiaType } from '../validation/expression-types.js';
import type { MafiaServices } from '../services.js';
import { setMessageLanguage } from '../l10n/message-lang.js';

export interface CompiledExpression {
    run: (c: Ctx) => unknown;
    /** The type the typer gives it (a player index prints as a name). */
    type: MafiaType;
}

export type ExpressionResult = { ok: true; expr: CompiledExpression } | { ok: false; error: string };

const PREFIX_LINES = 3;
let scratch = 0;

/**
 * Compiles `text` against the rule set at `rulesPath` (loaded in `services`). `condition`: it must be
 * a boolean (a breakpoint's condition); otherwise any value is shown.
 */
export async function compileExpression(services: MafiaServices, rulesPath: string, text: string, lang: Lang, condition: boolean): Promise<ExpressionResult> {
    const name = `__debug_${++scratch}`;
    const source = [
        `ruleset ${name}`,
        `import ${JSON.stringify(basename(rulesPath))}`,
        // A target clause: `target` and `targets` name whom the stopped step is about.
        `common ability ${name} { target up to three players effect if (`,
        text.replace(/\r?\n/g, ' '),
        `) then { } }`,
    ].join('\n');
    const uri = URI.file(join(dirname(rulesPath), `.${name}.mafia`));
    const workspace = services.shared.workspace;
    const document: LangiumDocument<Document> = workspace.LangiumDocumentFactory.fromString<Document>(source, uri);
    workspace.LangiumDocuments.addDocument(document);
    try {
        // The scratch rule set has no names of its own: its diagnostics speak the session's language.
        const before = setMessageLanguage({ explicit: lang });
        try { await workspace.DocumentBuilder.build([document], { validation: true }); } finally { setMessageLanguage(before); }
        const parseErrors = [...document.parseResult.lexerErrors.map((e) => e.message), ...document.parseResult.parserErrors.map((e) => e.message)];
        if (parseErrors.length > 0) return { ok: false, error: say(lang, 'debug.expr.syntax', { message: parseErrors[0] }) };
        const expr = conditionOf(document);
        if (!expr) return { ok: false, error: say(lang, 'debug.expr.syntax', { message: text }) };
        const exprRange = expr.$cstNode?.range;
        const errors = (document.diagnostics ?? []).filter((d) => d.severity === 1 && d.range.start.line === PREFIX_LINES)
            // Any value may be shown in the console: only a condition must be a boolean.
            .filter((d) => condition || !exprRange || !(d.range.start.character === exprRange.start.character && d.range.end.character === exprRange.end.character && /boolean/.test(messageOf(d.message))));
        if (errors.length > 0) return { ok: false, error: say(lang, 'debug.expr.error', { message: messageOf(errors[0].message), column: errors[0].range.start.character + 1 }) };
        const constants = new Constants(() => rulesPath);
        const compiler = new ExpressionCompiler(constants);
        const code = condition ? compiler.cond(expr, rootScope()) : compiler.expr(expr, rootScope());
        const factory = new Function('R', `${constants.decls.join('\n')}\nreturn (c) => ${code};`) as (r: typeof runtime) => (c: Ctx) => unknown;
        const type = new ExpressionTyper(workspace.LangiumDocuments).typeOf(expr);
        return { ok: true, expr: { run: factory(runtime), type } };
    } finally {
        workspace.LangiumDocuments.deleteDocument(uri);
        workspace.IndexManager.remove(uri);
    }
}

function conditionOf(document: LangiumDocument<Document>): Expression | undefined {
    const root = document.parseResult.value;
    if (!isRuleSet(root)) return undefined;
    const common = root.elements.find(isCommonAbility);
    const clause = common?.ability?.clauses.find(isEffectClause);
    return clause && isIfEffect(clause.effect) ? clause.effect.condition : undefined;
}

function messageOf(m: string | { value: string }): string {
    return typeof m === 'string' ? m : m.value;
}
