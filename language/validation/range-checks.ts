import type { AstNode, ValidationAcceptor, ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { msg, report } from './report.js';

/** Numbers out of range: chances and thresholds outside 0..100%, empty ranges, HP and resource values outside their bounds. */
export function rangeChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        ChanceClause: (clause, accept) => checkChance(clause, clause.value, 'value', accept),
        ChanceEffect: (effect, accept) => checkChance(effect, effect.chance, 'chance', accept),
        VotingModel: (model: ast.VotingModel, accept: ValidationAcceptor) => {
            const threshold = model.threshold;
            if (model.model !== 'threshold' || threshold === undefined) return;
            if (threshold > 100) {
                report(accept, 'error', Codes.ThresholdOutOfRange, msg('diag.threshold-over', { value: threshold }), { node: model, property: 'threshold' });
            } else if (threshold === 0) {
                report(accept, 'error', Codes.ThresholdOutOfRange, msg('diag.threshold-zero'), { node: model, property: 'threshold' });
            }
        },
        PercentLiteral: (literal: ast.PercentLiteral, accept: ValidationAcceptor) => {
            const value = literal.value;
            if (value > 100) {
                report(accept, 'error', Codes.ThresholdOutOfRange, msg('diag.share-over', { value }), { node: literal });
            }
        },
        PlayersClause: (clause: ast.PlayersClause, accept: ValidationAcceptor) => {
            if (clause.max !== undefined && clause.min > clause.max) emptyRange(clause, `players ${clause.min}..${clause.max}`, accept);
        },
        RoleCountClause: (clause: ast.RoleCountClause, accept: ValidationAcceptor) => {
            if (clause.max !== undefined && clause.min > clause.max) emptyRange(clause, `count ${clause.min}..${clause.max}`, accept);
        },
        PhaseWindowLimit: (limit: ast.PhaseWindowLimit, accept: ValidationAcceptor) => {
            if (limit.from > limit.to) emptyRange(limit, `phases ${limit.from}..${limit.to}`, accept);
            else if (limit.from === 0) {
                report(accept, 'error', Codes.EmptyRange, msg('diag.phases-from-zero', { to: limit.to }), { node: limit, property: 'from' });
            }
        },
        HpClause: (clause: ast.HpClause, accept: ValidationAcceptor) => {
            if (clause.value === 0) {
                report(accept, 'error', Codes.HpOutOfRange, msg('diag.hp-zero'), { node: clause, property: 'value' });
            }
        },
        Resource: (resource: ast.Resource, accept: ValidationAcceptor) => {
            const { min, max } = bounds(resource);
            if (min !== undefined && max !== undefined && min.value > max.value) {
                emptyRange(max, `min ${min.value} .. max ${max.value}`, accept);
                return;
            }
            if (resource.initial !== undefined) outOfBounds(resource, resource.initial, 'initial', resource, 'starts', accept);
            for (const clause of resource.clauses) {
                if (ast.isResourceThreshold(clause)) outOfBounds(clause, clause.value, 'value', resource, 'threshold', accept);
            }
        },
        ResourceInit: (init: ast.ResourceInit, accept: ValidationAcceptor) => {
            const resource = init.resource?.ref;
            if (resource) outOfBounds(init, init.value, 'value', resource, 'starts', accept);
        },
    };
}

function checkChance(node: AstNode, value: number | undefined, property: string, accept: ValidationAcceptor): void {
    if (value === undefined) return;
    if (value > 100) {
        report(accept, 'error', Codes.ChanceOutOfRange, msg('diag.chance-over', { value }), { node, property });
    } else if (value === 0) {
        report(accept, 'warning', Codes.ChanceOutOfRange, msg('diag.chance-zero'), { node, property });
    }
}

function emptyRange(node: AstNode, what: string, accept: ValidationAcceptor): void {
    report(accept, 'error', Codes.EmptyRange, msg('diag.empty-range', { range: what }), { node });
}

function bounds(resource: ast.Resource): { min?: ast.ResourceBound; max?: ast.ResourceBound } {
    const result: { min?: ast.ResourceBound; max?: ast.ResourceBound } = {};
    for (const clause of resource.clauses) if (ast.isResourceBound(clause)) result[clause.kind] = clause;
    return result;
}

function outOfBounds(node: AstNode, value: number, property: string, resource: ast.Resource, what: 'starts' | 'threshold', accept: ValidationAcceptor): void {
    const { min, max } = bounds(resource);
    const low = min !== undefined && value < min.value;
    const high = max !== undefined && value > max.value;
    if (!low && !high) return;
    const bound = low ? `min ${min!.value}` : `max ${max!.value}`;
    report(accept, ast.isResourceThreshold(node) ? 'warning' : 'error', Codes.ResourceOutOfBounds,
        msg(what === 'starts' ? 'diag.resource-starts' : 'diag.resource-threshold', { resource: resource.name, value, bound }), { node, property });
}
