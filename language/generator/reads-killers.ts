// Whether a trigger deals with its victim's killers: its condition or effect reads `attackers`
// (`X.attackers` too) or asks `killed by`. Only such an own `on death` trigger runs again when a
// late kill makes one more killer (engine/killers.ts); the others have done their work once.
import { AstUtils } from 'langium';
import { isByExpression, isContextVariable, isMemberAccess, type Trigger } from '../generated/ast.js';

export function readsAttackers(t: Trigger): boolean {
    for (const node of AstUtils.streamAst(t)) {
        if (isContextVariable(node) && node.name === 'attackers') return true;
        if (isMemberAccess(node) && node.member === 'attackers') return true;
        if (isByExpression(node) && node.relation === 'killed') return true;
    }
    return false;
}
