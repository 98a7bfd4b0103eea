import { AstUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import { clausesOf, unitOf, type Unit } from '../model/units.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { effectFacts } from './effect-facts.js';
import { msg, report } from './report.js';
import { hasTarget } from './targeting.js';
import { investigates } from '../../engine/appearance.js';

/** Where a reference to a status only reads it; any other reference (give, threshold, execution, ...) can set it. */
const readsStatus: Record<string, readonly string[]> = {
    HasExpression: ['status'], UsableClause: ['statuses'], RemoveStatusEffect: ['status'], IsExpression: ['refs'],
    PlayerSet: ['refs'], NamedReference: ['ref'], ProtectEffect: ['sources', 'exceptions'], TriggerEvent: ['subjects', 'sources', 'excluded'],
    ImmuneEffect: ['statuses', 'named'], PermitEffect: ['statuses'], UsesExpression: ['abilities', 'excluded'],
};

/**
 * Abilities and rules that can never take effect: a phase kind the cycle does not have, a required
 * status that blocks the ability or that nothing gives, targets no player can be, no effect at all,
 * an appearance no investigation looks at, context words (`target`, `guess`) with nothing declared.
 */
export function usabilityChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);

    const phaseKind = (node: AstNode, kind: string, property: string, accept: ValidationAcceptor) => {
        const model = models.of(node);
        const kinds = model.phaseKinds();
        if (kinds.size === 0 || kinds.has(kind)) return;
        const unit = unitOf(node);
        report(accept, 'error', Codes.PhaseKindNotInCycle,
            msg(unit ? 'diag.kind-not-in-cycle' : 'diag.kind-not-in-cycle-never', { text: node.$cstNode?.text ?? '', kind, kinds: [...kinds].join(', '), ability: unit?.name ?? '' }), { node, property });
    };

    const checkUnit = (unit: Unit, accept: ValidationAcceptor) => {
        checkEffects(unit, accept);
        checkContext(unit, accept);
    };

    return {
        PerLimit: (limit, accept) => { if (limit.scope === 'day' || limit.scope === 'night') phaseKind(limit, limit.scope, 'scope', accept); },
        RowLimit: (limit, accept) => { if (limit.scope === 'days' || limit.scope === 'nights') phaseKind(limit, limit.scope.slice(0, -1), 'scope', accept); },
        ThisPhase: (d, accept) => { if (d.phase === 'day' || d.phase === 'night') phaseKind(d, d.phase, 'phase', accept); },
        NextPhase: (d, accept) => { if (d.phase === 'day' || d.phase === 'night') phaseKind(d, d.phase, 'phase', accept); },
        ForPhases: (d, accept) => { if (d.unit === 'days' || d.unit === 'nights') phaseKind(d, d.unit.slice(0, -1), 'unit', accept); },
        NextPhases: (d, accept) => { if (d.unit === 'days' || d.unit === 'nights') phaseKind(d, d.unit.slice(0, -1), 'unit', accept); },
        UsableClause: (clause: ast.UsableClause, accept: ValidationAcceptor) => {
            if (!clause.requires) return;
            const unit = unitOf(clause);
            if (!unit || (ast.isAbility(unit) && unit.kind === 'passive')) return;
            const exceptions = new Set(clausesOf(unit, ast.isUsableClause).filter((c) => !c.requires).flatMap((c) => c.statuses.map((s) => s.ref)));
            clause.statuses.forEach((ref, i) => {
                const status = ref.ref;
                if (!status || exceptions.has(status)) return;
                const why = blockedBy(status, marksOf(unit));
                if (why) {
                    report(accept, 'error', Codes.RequiresBlockingStatus,
                        msg(why.all ? 'diag.requires-blocking-all' : 'diag.requires-blocking-mark', { ability: unit.name, status: ref.$refText, mark: why.mark ?? '' }), { node: clause, property: 'statuses', index: i });
                }
            });
        },
        Status: (status: ast.Status, accept: ValidationAcceptor) => {
            if (status.clauses.some(ast.isStatusWhile)) return; // held whenever its condition holds
            const usages = models.usagesIn(status).get(status);
            if (!usages || usages.length === 0) return; // unused: reported as unused-declaration
            if (usages.some((u) => !(readsStatus[u.container.$type] ?? []).includes(u.property))) return;
            report(accept, 'warning', Codes.StatusNeverGiven,
                msg('diag.status-never-given', { status: status.name }), { node: status, property: 'name' });
        },
        TargetClause: (clause: ast.TargetClause, accept: ValidationAcceptor) => {
            const filters = new Set<string>(clause.filters);
            const contradictions: Array<[ast.TargetFilter, ast.TargetFilter]> = [['alive', 'dead'], ['self', 'other']];
            for (const [a, b] of contradictions) {
                if (filters.has(a) && filters.has(b)) {
                    report(accept, 'error', Codes.ImpossibleTarget, msg('diag.impossible-filters', { a, b }),
                        { node: clause, property: 'filters', index: clause.filters.lastIndexOf(b) });
                }
            }
            const count = clause.count;
            const n = count && Number.isFinite(count.value) ? count.value : undefined;
            if (count && n !== undefined && filters.has('self') && !filters.has('other') && n > 1 && !count.upTo) {
                report(accept, 'error', Codes.ImpossibleTarget, msg('diag.self-count', { n }), { node: clause, property: 'count' });
            }
            if (clause.condition && ast.isBooleanLiteral(clause.condition) && clause.condition.value === 'false') {
                report(accept, 'error', Codes.ImpossibleTarget, msg('diag.where-false'), { node: clause, property: 'condition' });
            }
            if (count && n === 0) {
                report(accept, 'error', Codes.TargetCountOutOfRange, msg('diag.zero-targets', { count: count.upTo ? 'up to 0' : '0' }), { node: clause, property: 'count' });
            } else if (count && n !== undefined) {
                const max = models.of(clause).playerBounds().max;
                if (max !== undefined && n > max && !count.upTo) {
                    report(accept, 'error', Codes.TargetCountOutOfRange, msg('diag.too-many-targets', { n, max }), { node: clause, property: 'count' });
                }
            }
        },
        AppearsClause: (clause: ast.AppearsClause, accept: ValidationAcceptor) => {
            clause.abilities.forEach((ref, i) => {
                const ability = ref.ref;
                if (!ability || !ast.isAbility(ability)) return;
                if (seesIdentity(ability)) return;
                report(accept, 'warning', Codes.AppearanceNeverSeen,
                    msg('diag.appearance-never-seen', { name: ref.$refText }),
                    { node: clause, property: 'abilities', index: i });
            });
        },
        Ability: checkUnit,
        OptionDecl: checkUnit,
        Trigger: checkUnit,
    };
}

/** An ability an appearance can fool (engine/appearance.ts): an investigation, or one that tests a player's role or faction (`target is Mafia`, `target.role`). */
function seesIdentity(ability: ast.Ability): boolean {
    const nodes = [...AstUtils.streamAllContents(ability)];
    if (investigates(nodes.map((n) => n.$type))) return true;
    return nodes.some((n) => ast.isIsExpression(n) || (ast.isMemberAccess(n) && (n.member === 'role' || n.member === 'faction')));
}

function checkEffects(unit: Unit, accept: ValidationAcceptor): void {
    if (clausesOf(unit, ast.isNoteClause).length > 0) return;
    if (effectFacts(unit).any) return;
    if (ast.isOptionDecl(unit)) {
        // Options may only select a variant of their ability's own effect (`if chosen is ...`).
        if (ast.isAbility(unit.$container) && effectFacts(unit.$container, false).any) return;
        if (ast.isAbility(unit.$container) && clausesOf(unit.$container, ast.isNoteClause).length > 0) return;
    }
    report(accept, 'warning', Codes.AbilityWithoutEffect,
        msg('diag.no-effect', { name: unit.name }),
        { node: unit, property: 'name' });
}

/** `target`, `guess`, `chosen` in an ability's effects need a target clause or a parameter. */
function checkContext(unit: Unit, accept: ValidationAcceptor): void {
    if (ast.isTrigger(unit)) return; // a trigger's context comes from its event
    if (ast.isOptionDecl(unit)) return; // checked with its ability
    const ability = unit as ast.Ability;
    const all = [ability, ...clausesOf(ability, ast.isOptionDecl)];
    const targeting = hasTarget(ability);
    const params = new Set(all.flatMap((u) => clausesOf(u, ast.isParamClause).map((p) => p.kind)));
    const hasOptions = all.length > 1;
    const reported = new Set<string>();
    for (const clause of ability.clauses as ast.AbilityClause[]) {
        for (const node of AstUtils.streamAllContents(clause)) {
            if (!ast.isContextVariable(node) || reported.has(node.name)) continue;
            let missing: 'target' | 'guess' | 'chosen' | undefined;
            if ((node.name === 'target' || node.name === 'targets') && !targeting) missing = 'target';
            else if (node.name === 'guess' && !params.has('role')) missing = 'guess';
            else if (node.name === 'chosen' && !params.has('guise') && !params.has('option') && !hasOptions) missing = 'chosen';
            if (!missing) continue;
            if (ast.isTargetClause(AstUtils.getContainerOfType(node, ast.isTargetClause))) continue;
            reported.add(node.name);
            report(accept, 'error', Codes.UndeclaredParameter,
                msg(`diag.undeclared-${missing}`, { name: node.name, ability: ability.name }),
                { node });
        }
    }
}

function marksOf(unit: Unit): string[] {
    const own = ast.isTrigger(unit) ? [] : unit.marks;
    return ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? [...own, ...unit.$container.marks] : own;
}

/** Why a status stops an ability with these marks from being used, or undefined if it does not. */
function blockedBy(status: ast.Status, marks: readonly string[]): { all: boolean; mark?: string } | undefined {
    for (const clause of status.clauses) {
        if (!ast.isStatusBlocks(clause)) continue;
        if (clause.exceptMarks.some((m) => marks.includes(m))) continue;
        if (clause.all) return { all: true };
        const hit = clause.marks.find((m) => marks.includes(m));
        if (hit) return { all: false, mark: hit };
    }
    return undefined;
}
