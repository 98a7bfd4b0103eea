import type { AstNode, ValidationAcceptor, ValidationChecks } from 'langium';
import { refusedByExclusivity } from '../../engine/exclusivity.js';
import * as ast from '../generated/ast.js';
import { ruleSetModels, type RuleSetModel } from '../model/rule-set-model.js';
import { clausesOf, phasesOf, type Unit } from '../model/units.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { deleteListItemEdit, deleteNodeEdit } from './fixes.js';
import { msg, report, type Fix, type Msg } from './report.js';
import { hasTarget, targetClause } from './targeting.js';

/** Trigger events that happen at most once per phase for a player: a per-phase limit never bites. */
const oncePerPhaseEvents = new Set(['death', 'dying', 'lynch', 'start', 'end', 'deal', 'condition', 'win']);

/**
 * Usage limits that contradict each other, repeat each other, or cannot apply: a limit on a
 * passive ability, a per-phase limit on a trigger that fires once, "same target" without a target,
 * `exclusive with` itself, limits whose combination leaves no phase to use the ability in.
 */
export function limitChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    const check = (unit: Unit, accept: ValidationAcceptor) => {
        const limits = clausesOf(unit, ast.isLimitClause).flatMap((c) => c.limits);
        if (limits.length > 0) checkLimits(unit, limits, models.of(unit), accept);
    };
    return { Ability: check, OptionDecl: check, Trigger: check };
}

function checkLimits(unit: Unit, limits: ast.Limit[], model: RuleSetModel, accept: ValidationAcceptor): void {
    const passive = ast.isAbility(unit) && unit.kind === 'passive';
    const kinds = usableKinds(unit, model);
    const flagged = new Set<ast.Limit>();
    const redundant = (limit: ast.Limit, message: Msg) => {
        if (flagged.has(limit)) return;
        flagged.add(limit);
        report(accept, 'warning', Codes.RedundantLimit, message, { node: limit, fixes: removeLimitFix(limit) });
    };

    for (const limit of limits) {
        if (passive && (ast.isPerLimit(limit) || ast.isRowLimit(limit) || ast.isSameTargetLimit(limit) || ast.isExclusiveLimit(limit))) {
            flagged.add(limit);
            report(accept, 'warning', Codes.LimitOnPassive,
                msg('diag.limit-on-passive', { limit: text(limit) }),
                { node: limit, fixes: removeLimitFix(limit) });
        }
        if (ast.isTrigger(unit) && ast.isPerLimit(limit) && ['phase', 'day', 'night'].includes(limit.scope) && unit.event && oncePerPhaseEvents.has(unit.event.kind)) {
            flagged.add(limit);
            report(accept, 'warning', Codes.TriggerPerPhaseLimit,
                msg('diag.trigger-per-phase', { limit: text(limit), event: unit.event.kind }), { node: limit, fixes: removeLimitFix(limit) });
        }
        if (ast.isSameTargetLimit(limit) && !hasTarget(unit)) {
            flagged.add(limit);
            report(accept, 'warning', Codes.SameTargetWithoutTarget,
                msg('diag.same-target-without-target', { limit: text(limit) }),
                { node: limit, fixes: removeLimitFix(limit) });
        }
        if (ast.isExclusiveLimit(limit)) {
            limit.abilities.forEach((ref, i) => {
                const target = ref.ref;
                if (target && (target === unit || target === unit.$container)) {
                    report(accept, 'error', Codes.ExclusiveWithSelf,
                        msg('diag.exclusive-with-self'),
                        { node: limit, property: 'abilities', index: i });
                } else if (target && ordersOfBothRefused(unit, target)) {
                    report(accept, 'warning', Codes.ExclusiveBothWays,
                        msg('diag.exclusive-both-ways', { a: abilityOf(unit).name, b: target.name }), { node: limit, property: 'abilities', index: i });
                }
            });
        }
        if (ast.isPerLimit(limit) && limit.count === 0) {
            report(accept, 'error', Codes.NeverUsable, msg('diag.zero-uses', { limit: text(limit) }), { node: limit, property: 'count' });
        }
        if (ast.isWhenLimit(limit) && limit.only && ast.isBooleanLiteral(limit.condition) && limit.condition.value === 'false') {
            report(accept, 'error', Codes.NeverUsable, msg('diag.only-when-false'), { node: limit });
        }
        if (ast.isPhaseWindowLimit(limit) && limit.from <= limit.to && kinds && !windowMeets(limit, kinds, model)) {
            report(accept, 'error', Codes.NeverUsable,
                msg('diag.window-misses', { from: limit.from, to: limit.to, window: windowKinds(limit, model), kinds: [...kinds].join(', ') }),
                { node: limit });
        }
    }

    // Repeated limits.
    const seen = new Map<string, ast.Limit>();
    for (const limit of limits) {
        const key = text(limit).replace(/\s+/g, ' ');
        if (seen.has(key)) redundant(limit, msg('diag.limit-twice', { limit: text(limit) }));
        else seen.set(key, limit);
    }

    // Per-scope counts.
    const perLimits = limits.filter(ast.isPerLimit);
    const count = (limit: ast.PerLimit) => (Number.isFinite(limit.count) ? limit.count : 1);
    const byScope = new Map<string, ast.PerLimit>();
    for (const limit of perLimits) {
        const other = byScope.get(limit.scope);
        if (other && count(other) !== count(limit)) {
            report(accept, 'error', Codes.ConflictingLimits,
                msg('diag.limits-contradict', { limit: text(limit), other: text(other), scope: limit.scope }), { node: limit });
        }
        if (!other) byScope.set(limit.scope, limit);
    }
    const perGame = byScope.get('game');
    if (perGame && count(perGame) > 0) {
        for (const limit of perLimits) {
            if (limit.scope !== 'game' && count(limit) >= count(perGame)) {
                redundant(limit, msg('diag.redundant-per-game', { limit: text(limit), perGame: text(perGame) }));
            }
        }
        if (count(perGame) === 1) {
            for (const limit of limits) {
                if (ast.isRowLimit(limit)) {
                    redundant(limit, msg('diag.redundant-row-once', { limit: text(limit), perGame: text(perGame) }));
                } else if (ast.isSameTargetLimit(limit) && hasTarget(unit)) {
                    redundant(limit, msg('diag.redundant-target-once', { limit: text(limit), perGame: text(perGame) }));
                }
            }
        }
    }

    // Same-target variants.
    const sameTarget = limits.filter(ast.isSameTargetLimit);
    if (sameTarget.some((l) => !l.inRow && !l.exception)) {
        for (const limit of sameTarget) {
            if (limit.inRow) redundant(limit, msg('diag.redundant-in-row', { limit: text(limit) }));
        }
    }
    const only = targetClause(unit);
    if (only && only.filters.includes('self') && !only.filters.includes('other')) {
        for (const limit of sameTarget) {
            if (limit.inRow || limit.exception || (perGame && count(perGame) === 1)) continue;
            report(accept, 'error', Codes.ConflictingLimits,
                msg('diag.same-target-self', { limit: text(limit) }), { node: limit });
        }
    }

    // Limits tied to a phase kind the ability is never used in.
    if (kinds) {
        const cycleLength = model.phases.length;
        for (const limit of limits) {
            if (ast.isRowLimit(limit)) {
                if (limit.scope === 'phases' && kinds.size === 1 && cycleLength >= 2) {
                    redundant(limit, msg('diag.redundant-row-kind', { limit: text(limit), kind: [...kinds][0] }));
                } else if (limit.scope !== 'phases' && !kinds.has(singular(limit.scope)) && model.phaseKinds().has(singular(limit.scope))) {
                    redundant(limit, msg('diag.redundant-row-unused-kind', { limit: text(limit), kind: singular(limit.scope) }));
                }
            } else if (ast.isPerLimit(limit) && (limit.scope === 'day' || limit.scope === 'night') && !kinds.has(limit.scope) && model.phaseKinds().has(limit.scope)) {
                redundant(limit, msg('diag.redundant-per-kind', { limit: text(limit), kinds: [...kinds].join(', '), kind: [...kinds][0] }));
            }
        }
    }

    // `only when X` together with `unless when X`.
    const whens = limits.filter(ast.isWhenLimit);
    for (const a of whens) {
        for (const b of whens) {
            if (a.only && !b.only && a.condition && b.condition && text(a.condition) === text(b.condition)) {
                report(accept, 'error', Codes.ConflictingLimits, msg('diag.when-exclude', { a: text(a), b: text(b) }), { node: b });
            }
        }
    }

    // Two phase windows that do not meet.
    const windows = limits.filter(ast.isPhaseWindowLimit);
    for (let i = 1; i < windows.length; i++) {
        const a = windows[i - 1];
        const b = windows[i];
        if (a.to < b.from || b.to < a.from) {
            report(accept, 'error', Codes.ConflictingLimits, msg('diag.windows-apart', { a: text(a), b: text(b) }), { node: b });
        }
    }
}

/** Removes a limit from its `limit` clause, or the whole clause if it is the only one. */
function removeLimitFix(limit: ast.Limit): Fix[] | undefined {
    const clause = limit.$container;
    if (!ast.isLimitClause(clause)) return undefined;
    const items = clause.limits.map((l) => l.$cstNode).filter((c) => c !== undefined);
    const edit = clause.limits.length === 1 ? deleteNodeEdit(clause) : deleteListItemEdit(items, clause.limits.indexOf(limit));
    return edit ? [{ title: msg('fix.remove-limit', { limit: text(limit) }), edits: [edit] }] : undefined;
}

/** Phase kinds an ability is used in, or undefined when it may be used in any phase. */
function usableKinds(unit: Unit, model: RuleSetModel): Set<string> | undefined {
    const phases = phasesOf(unit);
    if (!phases) return undefined;
    const kinds = new Set(phases.filter((p) => p.name).map((p) => p.name.toLowerCase()));
    return kinds.size === model.phaseKinds().size ? undefined : kinds;
}

function windowMeets(limit: ast.PhaseWindowLimit, kinds: Set<string>, model: RuleSetModel): boolean {
    const cycle = model.cycle();
    if (cycle.length === 0 || limit.to - limit.from + 1 >= cycle.length) return true;
    for (let i = Math.max(1, limit.from); i <= limit.to; i++) {
        if (kinds.has((cycle[(i - 1) % cycle.length].name ?? '').toLowerCase())) return true;
    }
    return false;
}

function windowKinds(limit: ast.PhaseWindowLimit, model: RuleSetModel): string {
    const cycle = model.cycle();
    const kinds = new Set<string>();
    for (let i = Math.max(1, limit.from); i <= limit.to; i++) kinds.add((cycle[(i - 1) % cycle.length].name ?? '').toLowerCase());
    return [...kinds].join(', ');
}

/** The ability a unit's orders are orders of (an option's: its ability's). */
function abilityOf(unit: Unit): ast.Ability | ast.Trigger {
    return ast.isOptionDecl(unit) && ast.isAbility(unit.$container) ? unit.$container : unit as ast.Ability | ast.Trigger;
}

/** The engine's exclusivity (engine/exclusivity.ts) on one order for each of the two: are both refused? */
function ordersOfBothRefused(unit: Unit, other: ast.Ability): boolean {
    const mine = abilityOf(unit);
    if (ast.isTrigger(mine)) return false;
    const names = new Map<AstNode, string>([[mine, 'a'], [other, 'b']]);
    const excludes = (a: ast.Ability) => [a, ...clausesOf(a, ast.isOptionDecl)]
        .flatMap((u) => clausesOf(u, ast.isLimitClause)).flatMap((c) => c.limits).filter(ast.isExclusiveLimit)
        .flatMap((l) => l.abilities.map((r) => (r.ref ? names.get(r.ref) : undefined)).filter((n): n is string => n !== undefined));
    const orders = [mine, other];
    return refusedByExclusivity(orders, { actor: () => 0, ability: (a) => names.get(a)!, excludes }).size === 2;
}

function singular(scope: string | undefined): string {
    if (!scope) return '';
    return scope.endsWith('s') ? scope.slice(0, -1) : scope;
}

function text(node: { $cstNode?: { text: string } }): string {
    return node.$cstNode?.text ?? '';
}
