import { AstUtils, type AstNode } from 'langium';
import * as ast from '../generated/ast.js';

// Abilities, options and triggers, and what their clauses say about them: shared by the checks,
// the rule-set model and the language server.

/** Something a player can order or that fires by itself: an ability, one of its options, a trigger. */
export type Unit = ast.Ability | ast.OptionDecl | ast.Trigger;

/** The stage a unit resolves in: its own `stage` clause, else (for an option) its ability's. */
export function stageOf(unit: Unit): ast.Stage | undefined {
    for (const clause of unit.clauses) if (ast.isStageClause(clause)) return clause.stage?.ref;
    return ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? stageOf(unit.$container) : undefined;
}

/** The phases a unit may be used in; undefined means every phase. */
export function phasesOf(unit: Unit): ast.Phase[] | undefined {
    for (const clause of unit.clauses) {
        if (ast.isPhaseRestriction(clause)) {
            if (clause.any) return undefined;
            return clause.phases.map((p) => p.ref).filter((p): p is ast.Phase => p !== undefined);
        }
    }
    if (ast.isTrigger(unit) && unit.event?.phase?.ref) return [unit.event.phase.ref];
    return ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? phasesOf(unit.$container) : undefined;
}

/** The ability, option or trigger a node belongs to. */
export function unitOf(node: AstNode): Unit | undefined {
    let current: AstNode | undefined = node;
    while (current) {
        if (ast.isAbility(current) || ast.isOptionDecl(current) || ast.isTrigger(current)) return current;
        current = current.$container;
    }
    return undefined;
}

/** The role or faction that holds an ability (top-level shared abilities have neither). */
export function holderOf(node: AstNode): ast.Role | ast.Faction | undefined {
    return AstUtils.getContainerOfType(node, (n): n is ast.Role | ast.Faction => ast.isRole(n) || ast.isFaction(n));
}

export function clausesOf<T extends ast.AbilityClause>(unit: Unit, guard: (c: unknown) => c is T): T[] {
    return (unit.clauses as ast.AbilityClause[]).filter(guard);
}
