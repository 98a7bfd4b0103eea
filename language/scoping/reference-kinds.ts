import type { AstNode } from 'langium';

/**
 * What a reference typed `Named` may point at, where the grammar cannot say it (clauses, not
 * expressions). The scope offers only these kinds there, so a name resolves to the one kind that
 * fits, and the ambiguity check weighs only these.
 */
const allowedKinds: Record<string, Record<string, readonly string[]>> = {
    KnowsClause: { refs: ['Role', 'Faction'] },
    WinClause: { allies: ['Faction', 'Role'] },
    TriggerEvent: { subjects: ['Role', 'Faction', 'Tag'], sources: ['Ability', 'OptionDecl', 'Trigger', 'Role', 'Faction'] },
    ProtectEffect: { sources: ['Ability', 'OptionDecl', 'Trigger', 'Role', 'Faction'] },
    DealPick: { pool: ['Role', 'Faction', 'Slot'] },
};

/** The kinds a reference of this property of this node may name; undefined: whatever its type allows. */
export function allowedReferenceKinds(container: AstNode, property: string): readonly string[] | undefined {
    return allowedKinds[container.$type]?.[property];
}

/** The narrowed properties of a node type and their kinds (for the kind check). */
export function narrowedProperties(type: string): Readonly<Record<string, readonly string[]>> | undefined {
    return allowedKinds[type];
}
