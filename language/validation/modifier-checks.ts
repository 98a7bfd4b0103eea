import type { ValidationAcceptor, ValidationChecks } from 'langium';
import { messageLang } from '../l10n/message-lang.js';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { report } from './report.js';
import { say } from '../../engine/l10n/catalogue.js';

/**
 * Modifiers (`modifier Bulletproof { … }`) stack on a player's base role (engine/stacking.ts): they have
 * no faction, no slot, no base of their own, no role count and no win of their own — the base role
 * decides those; `requires ability` belongs to modifiers only. A role dealt as another (`role X from Base`)
 * must not be its own base.
 */
export function modifierChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        Role: (role: ast.Role, accept: ValidationAcceptor) => {
            if (role.modifier) {
                const misplaced: Array<'faction' | 'slot' | 'base'> = [];
                if (role.faction) misplaced.push('faction');
                if (role.slot) misplaced.push('slot');
                if (role.base) misplaced.push('base');
                for (const property of misplaced) {
                    report(accept, 'error', Codes.ModifierMisplaced, say(messageLang(role), `ms.diag.modifier.${property}`, { name: role.name }), { node: role, property });
                }
                for (const member of role.members) {
                    if (ast.isWinClause(member) || ast.isRoleCountClause(member) || ast.isRankedClause(member)) {
                        report(accept, 'error', Codes.ModifierMisplaced,
                            say(messageLang(role), 'ms.diag.modifier.member', { name: role.name, clause: member.$cstNode?.text.split(/\s/)[0] ?? '' }), { node: member });
                    }
                }
            }
            // `requires ability` is about the base role a modifier stacks on (engine/stacking.ts).
            if (!role.modifier) {
                for (const member of role.members) {
                    if (ast.isRequiresAbilityClause(member)) report(accept, 'error', Codes.ModifierMisplaced, say(messageLang(role), 'ms.diag.requiresOnRole', { name: role.name }), { node: member });
                }
            }
            const base = role.base?.ref;
            if (base) {
                if (base.modifier) {
                    report(accept, 'error', Codes.ModifierMisplaced, say(messageLang(role), 'ms.diag.fromModifier', { name: role.name, base: base.name }), { node: role, property: 'base' });
                }
                for (let b: ast.Role | undefined = base, hops = 0; b && hops < 64; b = b.base?.ref, hops++) {
                    if (b === role) {
                        report(accept, 'error', Codes.ModifierMisplaced, say(messageLang(role), 'ms.diag.fromItself', { name: role.name }), { node: role, property: 'base' });
                        break;
                    }
                }
            }
        },
    };
}
