import { type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { deleteNodeEdit } from './fixes.js';
import { report } from './report.js';
import { capitalize, kindWord } from './wording.js';

/**
 * Declarations nothing refers to: statuses, resources, tags, stages, slots, guise labels, votings
 * (when phases name their voting) and loop variables. Roles, factions and abilities are used by being dealt or
 * ordered; messages may be engine templates looked up by name.
 */
export function unusedChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    const check = (node: AstNode & { name: string }, accept: ValidationAcceptor) => {
        if (!node.name) return;
        if (models.usagesIn(node).get(node)?.length) return;
        if (ast.isVoting(node) && !models.of(node).phases.some((p) => p.clauses.some(ast.isPhaseVoting))) return;
        const kind = capitalize(kindWord(node.$type));
        const removal = ast.isLoopVariable(node) ? undefined : deleteNodeEdit(node);
        report(accept, 'warning', Codes.UnusedDeclaration,
            `${kind} '${node.name}' is never used${hint(node)}. Use it or remove it.`, {
                node, property: 'name', tags: [1 /* DiagnosticTag.Unnecessary */],
                fixes: removal ? [{ title: `Remove unused ${kind.toLowerCase()} '${node.name}'`, edits: [removal] }] : undefined,
            });
    };
    return { Status: check, Resource: check, Tag: check, Stage: check, Slot: check, Voting: check, LoopVariable: check, GuiseLabel: check };
}

function hint(node: AstNode): string {
    switch (node.$type) {
        case 'Stage': return ': no ability resolves in it';
        case 'Slot': return ': no role is dealt in it';
        case 'Voting': return ': no phase votes with it';
        case 'LoopVariable': return ' in the loop body';
        default: return '';
    }
}
