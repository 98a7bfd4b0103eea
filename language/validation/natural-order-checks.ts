// `resolution natural` and actions on actions. Pairs of abilities whose orders can wait for each
// other (engine/natural-order.ts `loopPairs`, the relation the engine resolves by) are reported as
// information, `nar-loop`, so the host can write a ruling before the game; writing the engine's own
// ruling (`resolution natural loops by submission`, offered as a quick fix) silences them. A
// `retarget … replacing P` naming a player parameter no ability declares is a warning.
import { messageLang } from '../l10n/message-lang.js';
import { AstUtils, type ValidationAcceptor, type ValidationChecks } from 'langium';
import { say } from '../../engine/l10n/catalogue.js';
import { influenceOf, loopPairs, type AbilityShape } from '../../engine/natural-order.js';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { msg, report, type Fix } from './report.js';

interface Shape extends AbilityShape { node: ast.Ability }

export function naturalOrderChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        RuleSet: (root: ast.RuleSet, accept: ValidationAcceptor) => {
            const model = models.of(root);
            const clause = model.resolution;
            if (!clause || clause.mode !== 'natural' || clause.ruled) return;
            const document = AstUtils.getDocument(root);
            const shapes = model.abilities.filter((a) => a.kind !== 'passive').map(shapeOf);
            for (const { a, b, why, back } of loopPairs(shapes)) {
                const node = [a, b].map((s) => s.node).find((n) => AstUtils.getDocument(n) === document);
                if (!node) continue;
                const lang = messageLang(node);
                const reason = (k: typeof why, x: Shape) => say(lang, k === 'stops-actor' ? 'nar.diag.why-actor' : 'nar.diag.why-targets', { b: x.name });
                const because = a === b || why === back && a.name === b.name ? reason(why, b) : `${reason(why, b)}; ${reason(back, a)}`;
                const message = a === b ? say(lang, 'nar.diag.loop-self', { a: a.name, why: because }) : say(lang, 'nar.diag.loop', { a: a.name, b: b.name, why: because });
                report(accept, 'info', Codes.NaturalOrderLoop, message, { node, property: 'name', fixes: rulingFix(clause, document) });
            }
        },
        RetargetEffect: (e: ast.RetargetEffect, accept: ValidationAcceptor) => {
            if (!e.param) return;
            const model = models.of(e);
            const declared = [...model.abilities, ...model.options].some((a) => a.clauses.some((c) => ast.isParamClause(c) && c.kind === 'player' && c.name === e.param));
            if (!declared) report(accept, 'warning', Codes.RetargetUnknownParameter, say(messageLang(e), 'nar.diag.param', { param: e.param }), { node: e, property: 'param' });
        },
    };
}

/** What the relation needs to know of an ability: its effects (options included) and whether it names other players. */
function shapeOf(a: ast.Ability): Shape {
    const kinds = new Set<string>();
    for (const c of a.clauses) {
        // An effect the parser did not get (a syntax error, reported) has nothing to add.
        if (ast.isEffectClause(c) && c.effect) for (const n of AstUtils.streamAst(c.effect)) kinds.add(n.$type);
        if (ast.isOptionDecl(c)) for (const oc of c.clauses) if (ast.isEffectClause(oc) && oc.effect) for (const n of AstUtils.streamAst(oc.effect)) kinds.add(n.$type);
    }
    const target = a.clauses.find(ast.isTargetClause);
    const targetsOthers = !!target && !(target.filters.length > 0 && target.filters.every((f) => f === 'self'));
    return { name: a.title ?? a.name, influence: influenceOf([...kinds]), targetsOthers, node: a };
}

/** The quick fix: write the engine's ruling, `loops by submission`, after `resolution natural`. */
function rulingFix(clause: ast.ResolutionClause, document: ReturnType<typeof AstUtils.getDocument>): Fix[] | undefined {
    const end = clause.$cstNode?.range.end;
    if (!end || AstUtils.getDocument(clause) !== document) return undefined;
    return [{ title: msg('fix.loops-by-submission'), edits: [{ range: { start: end, end }, newText: ' loops by submission' }] }];
}
