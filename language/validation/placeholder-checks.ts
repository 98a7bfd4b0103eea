import { GrammarUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import type { Range } from 'vscode-languageserver';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import { clausesOf, unitOf } from '../model/units.js';
import type { MafiaServices } from '../services.js';
import { isLearnProperty } from '../../engine/members.js';
import {
    EFFECT_PLACEHOLDERS, HOST_TEXT_PLACEHOLDERS, MEMBER_PLACEHOLDER_BASES, MESSAGE_EVENT_TEXTS, hostTextKey, templatePlaceholders,
} from '../../engine/template-placeholders.js';
import { Codes } from './codes.js';
import { msg, report } from './report.js';

/**
 * A placeholder a text cannot be filled with (`{rolle}`, `{nonsense}`) would be posted raw: reported
 * where it is written, with the names that text may use (engine/template-placeholders.ts, the one
 * table the engine fills them from).
 */
export function placeholderChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);

    const memberOk = (node: AstNode, member: string): boolean => {
        if (isLearnProperty(member)) return true;
        const model = models.of(node);
        return model.slots.some((s) => s.name === member) || model.resources.some((r) => r.name === member);
    };

    const check = (node: AstNode, text: string | undefined, known: ReadonlySet<string>, members: boolean, accept: ValidationAcceptor) => {
        if (typeof text !== 'string') return;   // a text the parser did not get (a syntax error, reported)
        const seen = new Set<string>();
        for (const p of templatePlaceholders(text)) {
            if (seen.has(p.name)) continue;
            seen.add(p.name);
            const ok = p.member === null ? known.has(p.base) : members && MEMBER_PLACEHOLDER_BASES.includes(p.base) && memberOk(node, p.member);
            if (ok) continue;
            const names = [...known].map((k) => `'{${k}}'`).join(', ');
            report(accept, 'error', Codes.UnknownPlaceholder,
                msg(p.member === null ? 'diag.unknown-placeholder' : 'diag.unknown-placeholder-member', { name: `{${p.name}}`, names: names || '—' }),
                { node, property: 'text', range: rangeOf(node, p.name) });
        }
    };

    const effectText = (node: ast.AnnounceEffect | ast.TellEffect | ast.HostNoteEffect, accept: ValidationAcceptor) => {
        const known = new Set(EFFECT_PLACEHOLDERS);
        // The parameters of the ability (and its options), by name or, unnamed, by kind.
        const unit = unitOf(node);
        const ability = unit && ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? unit.$container : unit;
        const units = ability && ast.isAbility(ability) ? [ability, ...clausesOf(ability, ast.isOptionDecl)] : unit ? [unit] : [];
        for (const u of units) for (const p of clausesOf(u, ast.isParamClause)) known.add(p.name ?? p.kind);
        // The loop variables in scope.
        for (let n: AstNode | undefined = node.$container; n; n = n.$container) if (ast.isForEachEffect(n)) known.add(n.variable.name);
        // Global resources by name.
        for (const r of models.of(node).resources) if (r.global) known.add(r.name);
        check(node, node.text, known, true, accept);
    };

    return {
        AnnounceEffect: effectText,
        TellEffect: effectText,
        HostNoteEffect: effectText,
        Message: (node, accept) => {
            const keys = [hostTextKey(node.name), ...(node.event ? MESSAGE_EVENT_TEXTS[node.event] ?? [] : [])].filter((k): k is string => !!k);
            // A message that words no host text and no event is posted by nothing: nothing to fill.
            if (keys.length === 0 && !node.event) return;
            const known = new Set(keys.flatMap((k) => HOST_TEXT_PLACEHOLDERS[k] ?? []));
            check(node, node.text, known, false, accept);
        },
    };
}

/** Where `{name` stands in the node's string, as written (escapes included). */
function rangeOf(node: AstNode, name: string): Range | undefined {
    const cst = GrammarUtils.findNodeForProperty(node.$cstNode, 'text');
    if (!cst) return undefined;
    const at = cst.text.indexOf(`{${name}`);
    if (at < 0) return cst.range;
    const before = cst.text.slice(0, at).split('\n');
    const line = cst.range.start.line + before.length - 1;
    const character = (before.length === 1 ? cst.range.start.character : 0) + before[before.length - 1].length;
    return { start: { line, character }, end: { line, character: character + name.length + 2 } };
}
