// Whether a condition names the order's targets (`target`, `targets`). A `limit only when` / `unless`
// condition that does not is the same for every target of the order: a bot that saw it refuse one
// target knows every other is refused too (engine/orders.ts, Game.refusedAnyTarget).
import { AstUtils, type AstNode } from 'langium';
import { isBinaryExpression, isContextVariable, type Expression } from '../generated/ast.js';

export function readsTarget(condition: AstNode): boolean {
    for (const node of AstUtils.streamAst(condition)) {
        if (isContextVariable(node) && (node.name === 'target' || node.name === 'targets')) return true;
    }
    return false;
}

/**
 * The parts of a target's `where A and B and …` that do not name the target (mafiascum's Possess
 * `target.alive and Victim.alive`): when one of them fails, the order is refused for that condition,
 * not for the target it names (engine/orders.ts). Empty when the condition is one part.
 */
export function conjunctsApartFromTarget(condition: Expression): Expression[] {
    const parts: Expression[] = [];
    const walk = (e: Expression): void => {
        if (isBinaryExpression(e) && e.operator === 'and') { walk(e.left); walk(e.right); } else parts.push(e);
    };
    walk(condition);
    return parts.length > 1 ? parts.filter((p) => !readsTarget(p)) : [];
}
