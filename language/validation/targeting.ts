import * as ast from '../generated/ast.js';
import { isTargeting, targetOf, type TargetShape } from '../../engine/targeting.js';
import { clausesOf, type Unit } from '../model/units.js';

/** The engine's notion of targeting (engine/targeting.ts) over the syntax tree. */
const shape: TargetShape<Unit, ast.TargetClause> = {
    ownTarget: (unit) => targetClause(unit),
    options: (unit) => clausesOf(unit, ast.isOptionDecl),
};

/** The target clause an order of this unit resolves with (an option's own, else its ability's). */
export function targetClause(unit: Unit): ast.TargetClause | undefined {
    const parent = ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? unit.$container : undefined;
    return targetOf(clausesOf(unit, ast.isTargetClause)[0], parent ? clausesOf(parent, ast.isTargetClause)[0] : undefined) ?? undefined;
}

/** Whether the ability (or option) counts as targeting, as the engine decides it. */
export function hasTarget(unit: Unit): boolean {
    return isTargeting(unit, shape);
}
