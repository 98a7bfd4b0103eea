import { AstUtils, type AstNode } from 'langium';

/**
 * A declaration whose name is not typed yet (`role` at the end of the file, `faction {`): the
 * syntax error already marks the spot, and checks about the declaration would only speak of
 * 'undefined' («Role 'undefined' has no faction»). Only in a file with syntax errors: a complete
 * file never has a nameless declaration (a `param` without a name is legal and keeps its checks).
 */
export function isHalfTypedDeclaration(node: AstNode | undefined): boolean {
    if (!node || !declaresName(node)) return false;
    const name = (node as { name?: unknown }).name;
    if (typeof name === 'string' && name.length > 0) return false;
    return AstUtils.getDocument(node).parseResult.parserErrors.length > 0;
}

/** Langium leaves an unassigned property off the node: a nameless `role` has no `name` key. */
function declaresName(node: AstNode): boolean {
    return /^(Role|Faction|Ability|OptionDecl|Trigger|Status|Resource|Stage|Phase|Slot|GuiseLabel|Tag|Message|Voting)$/.test(node.$type);
}
