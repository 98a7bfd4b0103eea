// Whether a condition names the order's targets (`target`, `targets`). A `limit only when` / `unless`
// condition that does not is the same for every target of the order: a bot that saw it refuse one
// target knows every other is refused too (engine/orders.ts, Game.refusedAnyTarget).
import { AstUtils, type AstNode } from 'langium';
import { isContextVariable } from '../generated/ast.js';

export function readsTarget(condition: AstNode): boolean {
    for (const node of AstUtils.streamAst(condition)) {
        if (isContextVariable(node) && (node.name === 'target' || node.name === 'targets')) return true;
    }
    return false;
}
