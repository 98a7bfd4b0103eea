import { AstUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels, type RuleSetModel, type RuleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { atStart, unsatisfiable } from './condition-facts.js';
import { msg, report } from './report.js';

/**
 * Win conditions that can never hold (a faction with no roles, conjuncts that contradict each
 * other), conditions that already hold when the game starts, and sides that can never win.
 */
export function winChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        Faction: (faction: ast.Faction, accept: ValidationAcceptor) => {
            const model = models.of(faction);
            const roles = rolesAnywhere(faction, model, models);
            if (roles.length === 0) {
                report(accept, 'warning', Codes.FactionWithoutRoles,
                    msg('diag.faction-without-roles', { faction: faction.name }), { node: faction, property: 'name' });
                return;
            }
            if (!canWin(faction, model, roles)) {
                report(accept, 'warning', Codes.FactionCannotWin,
                    msg('diag.faction-cannot-win', { faction: faction.name }), { node: faction, property: 'name' });
            }
        },
        Role: (role: ast.Role, accept: ValidationAcceptor) => {
            // A modifier plays on its base role's side; a role dealt as another (`from`) has the base's faction.
            if (role.modifier || role.base || role.faction || role.members.some(ast.isWinClause)) return;
            const model = models.of(role);
            if (model.factions.length === 0) return;
            const peers = model.rolesIn(role.slot?.ref);
            if (!peers.some((r) => r.faction?.ref)) return; // this slot's roles are not dealt into sides (seed 000's explicit roles)
            if (canWin(role, model)) return;
            report(accept, 'warning', Codes.RoleWithoutFaction,
                msg('diag.role-without-faction', { role: role.name }), { node: role, property: 'name' });
        },
        WinClause: (clause: ast.WinClause, accept: ValidationAcceptor) => {
            if (!clause.condition) return;
            const model = models.of(clause);
            if (unsatisfiable(clause.condition, model)) {
                report(accept, 'error', Codes.ContradictoryWinCondition,
                    msg('diag.win-contradictory'),
                    { node: clause, property: 'condition' });
            } else if (atStart(clause.condition, model) === true) {
                report(accept, 'error', Codes.WinConditionAlwaysTrue,
                    msg('diag.win-always'), { node: clause, property: 'condition' });
            }
            for (const node of AstUtils.streamAst(clause.condition)) {
                const refs = ast.isPlayerSet(node) || ast.isIsExpression(node) ? node.refs : [];
                refs.forEach((ref, i) => {
                    const target = ref.ref;
                    const empty = ast.isFaction(target) ? rolesAnywhere(target, model, models).length === 0 : ast.isRole(target) ? model.roleCount(target).max === 0 : false;
                    if (!empty) return;
                    report(accept, 'warning', Codes.WinNamesEmptyFaction,
                        msg(ast.isFaction(target) ? 'diag.win-empty-faction' : 'diag.win-empty-role', { name: ref.$refText }),
                        { node, property: 'refs', index: i });
                });
            }
        },
    };
}

/** The faction's roles, including those declared by rule sets that import its own (a base's variants). */
function rolesAnywhere(faction: ast.Faction, model: RuleSetModel, models: RuleSetModels): ast.Role[] {
    const roles = new Set<ast.Role>(model.rolesOf(faction));
    for (const usage of models.usagesIn(faction).get(faction) ?? []) {
        if (ast.isRole(usage.container) && usage.property === 'faction') roles.add(usage.container);
    }
    return [...roles];
}

/** A faction or role can win if it, or (for a faction) one of its roles, has a win clause, is an ally, or some rule makes it win. */
function canWin(side: ast.Faction | ast.Role, model: RuleSetModel, roles: readonly ast.Role[] = []): boolean {
    const members: AstNode[] = ast.isFaction(side) ? [side, ...roles] : [side];
    if (members.some((m) => (m as ast.Faction | ast.Role).members.some(ast.isWinClause))) return true;
    const names = new Set<AstNode>(members);
    for (const clause of model.winClauses) {
        if (clause.allies.some((a) => a.ref && names.has(a.ref))) return true;
    }
    for (const effect of model.winEffects) {
        const owner = AstUtils.getContainerOfType(effect, (n): n is ast.Role | ast.Faction => ast.isRole(n) || ast.isFaction(n));
        if (owner && names.has(owner)) return true;
        for (const node of AstUtils.streamAllContents(effect)) {
            const refs = ast.isPlayerSet(node) || ast.isIsExpression(node) ? node.refs : ast.isNamedReference(node) ? [node.ref] : [];
            if (refs.some((r) => r.ref && names.has(r.ref))) return true;
        }
    }
    return false;
}
