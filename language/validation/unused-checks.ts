import { type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { deleteNodeEdit } from './fixes.js';
import { msg, report } from './report.js';
import { capitalize, kindName } from './wording.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

/**
 * Declarations nothing refers to: statuses, resources, tags, stages, slots, guise labels, votings
 * (when phases name their voting) and loop variables; a status with `while` is held by its condition. Roles, factions and abilities are used by being dealt or
 * ordered; messages may be engine templates looked up by name.
 */
export function unusedChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    const check = (node: AstNode & { name: string }, accept: ValidationAcceptor) => {
        if (!node.name) return;
        if (models.usagesIn(node).get(node)?.length) return;
        // A derived status (`while <cond>`) is held whenever its condition holds: it needs no giver.
        if (ast.isStatus(node) && node.clauses.some(ast.isStatusWhile)) return;
        if (ast.isVoting(node) && !models.of(node).phases.some((p) => p.clauses.some(ast.isPhaseVoting))) return;
        const lang = messageLang(node);
        const kind = capitalize(kindName(lang, node.$type));
        const removal = ast.isLoopVariable(node) ? undefined : deleteNodeEdit(node);
        report(accept, 'warning', Codes.UnusedDeclaration,
            msg('diag.unused', { Kind: kind, name: node.name, hint: hint(node, lang) }), {
                node, property: 'name', tags: [1 /* DiagnosticTag.Unnecessary */],
                fixes: removal ? [{ title: msg('fix.remove-unused', { kind: kind.toLowerCase(), name: node.name }), edits: [removal] }] : undefined,
            });
    };
    return { Status: check, Resource: check, Tag: check, Stage: check, Slot: check, Voting: check, LoopVariable: check, GuiseLabel: check };
}

function hint(node: AstNode, lang: Lang): string {
    switch (node.$type) {
        case 'Stage': return say(lang, 'diag.unused-stage');
        case 'Slot': return say(lang, 'diag.unused-slot');
        case 'Voting': return say(lang, 'diag.unused-voting');
        case 'LoopVariable': return say(lang, 'diag.unused-loop');
        default: return '';
    }
}
