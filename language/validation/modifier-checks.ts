import type { ValidationAcceptor, ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { report } from './report.js';

/**
 * Modifiers (`modifier Bulletproof { … }`) stack on a player's base role (engine/stacking.ts): they have
 * no faction, no slot, no base of their own, no role count and no win of their own — the base role
 * decides those. A role dealt as another (`role X from Base`) must not be its own base.
 */
export function modifierChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        Role: (role: ast.Role, accept: ValidationAcceptor) => {
            if (role.modifier) {
                const misplaced: Array<[string, 'faction' | 'slot' | 'base']> = [];
                if (role.faction) misplaced.push(['a faction', 'faction']);
                if (role.slot) misplaced.push(['a slot', 'slot']);
                if (role.base) misplaced.push(['a base role', 'base']);
                for (const [what, property] of misplaced) {
                    report(accept, 'error', Codes.ModifierMisplaced,
                        `Modifier '${role.name}' has ${what}: a modifier stacks on a player's base role, which gives the faction and the slot. Remove it, or declare a role.`,
                        { node: role, property });
                }
                for (const member of role.members) {
                    if (ast.isWinClause(member) || ast.isRoleCountClause(member) || ast.isRankedClause(member)) {
                        report(accept, 'error', Codes.ModifierMisplaced,
                            `Modifier '${role.name}' has '${member.$cstNode?.text.split(/\s/)[0] ?? ''}': wins, counts and ranks belong to base roles.`, { node: member });
                    }
                }
            }
            const base = role.base?.ref;
            if (base) {
                if (base.modifier) {
                    report(accept, 'error', Codes.ModifierMisplaced, `'${role.name}' is dealt as '${base.name}', a modifier: 'from' names a base role.`, { node: role, property: 'base' });
                }
                for (let b: ast.Role | undefined = base, hops = 0; b && hops < 64; b = b.base?.ref, hops++) {
                    if (b === role) {
                        report(accept, 'error', Codes.ModifierMisplaced, `'${role.name}' is dealt as itself ('from' goes round in a circle).`, { node: role, property: 'base' });
                        break;
                    }
                }
            }
        },
    };
}
