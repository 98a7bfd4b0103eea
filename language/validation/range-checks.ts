import type { AstNode, ValidationAcceptor, ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { report } from './report.js';

/** Numbers out of range: chances and thresholds outside 0..100%, empty ranges, HP and resource values outside their bounds. */
export function rangeChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        ChanceClause: (clause, accept) => checkChance(clause, clause.value, 'value', accept),
        ChanceEffect: (effect, accept) => checkChance(effect, effect.chance, 'chance', accept),
        VotingModel: (model: ast.VotingModel, accept: ValidationAcceptor) => {
            const threshold = model.threshold;
            if (model.model !== 'threshold' || threshold === undefined) return;
            if (threshold > 100) {
                report(accept, 'error', Codes.ThresholdOutOfRange, `A threshold of ${threshold}% of the living can never be reached. Use a value up to 100%.`, { node: model, property: 'threshold' });
            } else if (threshold === 0) {
                report(accept, 'error', Codes.ThresholdOutOfRange, 'A threshold of 0% is reached without any vote. Use a value above 0%.', { node: model, property: 'threshold' });
            }
        },
        PercentLiteral: (literal: ast.PercentLiteral, accept: ValidationAcceptor) => {
            const value = literal.value;
            if (value > 100) {
                report(accept, 'error', Codes.ThresholdOutOfRange, `${value}% is more than all of something; a share lies between 0% and 100%.`, { node: literal });
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
                report(accept, 'error', Codes.EmptyRange, `Phases are counted from 1; 'phases 0..${limit.to}' starts before the game. Write 'phases 1..${limit.to}'.`, { node: limit, property: 'from' });
            }
        },
        HpClause: (clause: ast.HpClause, accept: ValidationAcceptor) => {
            if (clause.value === 0) {
                report(accept, 'error', Codes.HpOutOfRange, 'A role with 0 HP would start the game dead. Give at least 1.', { node: clause, property: 'value' });
            }
        },
        Resource: (resource: ast.Resource, accept: ValidationAcceptor) => {
            const { min, max } = bounds(resource);
            if (min !== undefined && max !== undefined && min.value > max.value) {
                emptyRange(max, `min ${min.value} .. max ${max.value}`, accept);
                return;
            }
            if (resource.initial !== undefined) outOfBounds(resource, resource.initial, 'initial', resource, 'starts at', accept);
            for (const clause of resource.clauses) {
                if (ast.isResourceThreshold(clause)) outOfBounds(clause, clause.value, 'value', resource, 'has a threshold at', accept);
            }
        },
        ResourceInit: (init: ast.ResourceInit, accept: ValidationAcceptor) => {
            const resource = init.resource?.ref;
            if (resource) outOfBounds(init, init.value, 'value', resource, 'starts at', accept);
        },
    };
}

function checkChance(node: AstNode, value: number | undefined, property: string, accept: ValidationAcceptor): void {
    if (value === undefined) return;
    if (value > 100) {
        report(accept, 'error', Codes.ChanceOutOfRange, `A chance of ${value}% is impossible; a chance lies between 0% and 100%.`, { node, property });
    } else if (value === 0) {
        report(accept, 'warning', Codes.ChanceOutOfRange, 'A chance of 0% never happens, so this effect never takes place. Use a chance above 0%.', { node, property });
    }
}

function emptyRange(node: AstNode, what: string, accept: ValidationAcceptor): void {
    report(accept, 'error', Codes.EmptyRange, `'${what}' is empty: the lower bound is above the upper one. Swap them.`, { node });
}

function bounds(resource: ast.Resource): { min?: ast.ResourceBound; max?: ast.ResourceBound } {
    const result: { min?: ast.ResourceBound; max?: ast.ResourceBound } = {};
    for (const clause of resource.clauses) if (ast.isResourceBound(clause)) result[clause.kind] = clause;
    return result;
}

function outOfBounds(node: AstNode, value: number, property: string, resource: ast.Resource, verb: string, accept: ValidationAcceptor): void {
    const { min, max } = bounds(resource);
    const low = min !== undefined && value < min.value;
    const high = max !== undefined && value > max.value;
    if (!low && !high) return;
    const bound = low ? `min ${min!.value}` : `max ${max!.value}`;
    report(accept, ast.isResourceThreshold(node) ? 'warning' : 'error', Codes.ResourceOutOfBounds,
        `'${resource.name}' ${verb} ${value}, outside its bounds (${bound})` +
        (ast.isResourceThreshold(node) ? ': the threshold is never reached.' : '. Change the value or the bound.'), { node, property });
}
