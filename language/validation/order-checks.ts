import { AstUtils, GrammarUtils, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { closestNames } from './edit-distance.js';
import { msg, report } from './report.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';

/** Argument keys with a fixed meaning (DESIGN.md: `role` as `guess`, `guise`, `option`). */
const FIXED_KEYS = new Set(['guess', 'guise', 'option', 'with']);

/**
 * Orders in game scripts: a named argument (`Жертва = Петя`, `text = "…"` for an unnamed `param
 * text`) must be a parameter the ordered ability (or one of its options) declares; else the engine
 * would reject the order only when the game runs.
 */
export function orderChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        OrderEntry: (order: ast.OrderEntry, accept: ValidationAcceptor) => {
            const ability = order.ability?.ref;
            if (!ability || !(ast.isAbility(ability) || ast.isOptionDecl(ability))) return;
            // The ability's own parameters and its options' (an option may be chosen with `option X`).
            const owner = ast.isOptionDecl(ability) ? AstUtils.getContainerOfType(ability.$container, ast.isAbility) : ability;
            idleFixedArgs(order, owner ?? ability, accept);
            const named = order.args.filter((a) => a.key && !FIXED_KEYS.has(a.key)); // a half-typed arg has no key yet
            if (named.length === 0) return;
            const declared = new Set<string>();
            for (const node of owner ? AstUtils.streamAllContents(owner) : AstUtils.streamAllContents(ability)) {
                // The game JSON key of a parameter: its name, or its kind when unnamed (`param text` → `text`).
                if (ast.isParamClause(node) && (node.name ?? node.kind)) declared.add(node.name ?? node.kind);
            }
            const given = new Set<string>();
            for (const arg of named) {
                // The same parameter twice: only the last would count.
                if (given.has(arg.key)) {
                    report(accept, 'warning', Codes.DuplicateReference, msg('diag.param-twice', { key: arg.key }), { node: arg, property: 'key' });
                }
                given.add(arg.key);
                if (declared.has(arg.key)) continue;
                const title = (owner ?? ability).title ?? (owner ?? ability).name;
                const known = [...declared];
                const range = GrammarUtils.findNodeForProperty(arg.$cstNode, 'key')?.range;
                const fixes = range ? closestNames(arg.key, known).map((name) => ({ title: msg('fix.change-to', { name }), edits: [{ range, newText: name }] })) : [];
                report(accept, 'error', Codes.UnknownParameter,
                    `${say(messageLang(arg), 'diag.unknown-parameter', { ability: title, key: arg.key })} ${known.length > 0 ? say(messageLang(arg), 'diag.its-parameters', { list: known.map((k) => `'${k}'`).join(', ') }) : say(messageLang(arg), 'diag.no-parameters')}`,
                    { node: arg, property: 'key', fixes });
            }
        },
    };
}

/** `guess X`, `guise X`, `option X` on an ability with no `param role`, no `param guise`, no options: the
 *  engine carries such an order out without it (engine/orders.ts), so the script says so where it is written. */
function idleFixedArgs(order: ast.OrderEntry, owner: ast.Ability | ast.OptionDecl, accept: ValidationAcceptor): void {
    const nodes = [owner, ...AstUtils.streamAllContents(owner)];
    const kinds = new Set(nodes.filter(ast.isParamClause).map((p) => p.kind));
    const hasOptions = nodes.some((n) => ast.isOptionDecl(n) || ast.isOptionsOfClause(n)) || kinds.has('option');
    for (const arg of order.args) {
        const idle = arg.key === 'guess' ? !kinds.has('role') : arg.key === 'guise' ? !kinds.has('guise') : arg.key === 'option' ? !hasOptions : false;
        if (!idle) continue;
        report(accept, 'warning', Codes.UnknownParameter,
            say(messageLang(arg), 'diag.arg-not-taken', { ability: owner.title ?? owner.name, key: arg.key }), { node: arg, property: 'key' });
    }
}
