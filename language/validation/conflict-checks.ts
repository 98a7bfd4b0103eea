import { AstUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels, type RuleSetModel } from '../model/rule-set-model.js';
import { phasesOf, stageOf, type Unit } from '../model/units.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { effectFacts, harmsInScope, type EffectFacts } from './effect-facts.js';
import { insertAfterEdit, propertyCst } from './fixes.js';
import { msg, report } from './report.js';
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { messageLang } from '../l10n/message-lang.js';
import { capitalize } from './wording.js';

/** `what`: the conflict in a sentence, in the given language. */
interface Conflict { a: Unit; b: Unit; what: (lang: Lang) => string }

/** How many conflicting pairs a message lists; more would only repeat the point. */
const maxPairs = 3;

/**
 * Rule conflicts in the resolution order: two abilities of one (non-simultaneous) stage deciding
 * the same thing differently, abilities with no stage that conflict while stages exist, `after`
 * cycles, and protections that cannot work (the source never harms, or resolves first).
 */
export function conflictChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        Stage: (stage: ast.Stage, accept: ValidationAcceptor) => {
            const model = models.of(stage);
            if (stage.after?.ref && model.stageOrder().inCycle.has(stage)) {
                report(accept, 'error', Codes.StageOrderCycle,
                    msg('diag.stage-cycle', { stage: stage.name, after: stage.after.$refText }), { node: stage, property: 'after' });
            }
            if (stage.simultaneous) return;
            const conflicts = findConflicts(model.unitsByStage().get(stage) ?? []);
            if (conflicts.length === 0) return;
            const anchor = propertyCst(stage, stage.title !== undefined ? 'title' : 'name');
            report(accept, 'warning', Codes.ConflictingEffects,
                msg('diag.conflicting-effects', { stage: stage.name, what: describe(conflicts, messageLang(stage)) }), {
                    node: stage, property: 'name',
                    fixes: anchor ? [{ title: msg('fix.mark-simultaneous', { stage: stage.name }), edits: [insertAfterEdit(anchor, ' simultaneous')] }] : undefined,
                });
        },
        RuleSet: (root: ast.RuleSet, accept: ValidationAcceptor) => {
            const model = models.of(root);
            if (model.stages.length === 0) return;
            // Stages of an imported rule set: the conflict is this rule set's doing, so it is reported here.
            for (const stage of model.stages) {
                if (stage.simultaneous || AstUtils.findRootNode(stage) === root) continue;
                const conflicts = findConflicts(model.unitsByStage().get(stage) ?? [], Infinity)
                    .filter((c) => AstUtils.findRootNode(c.a) === root || AstUtils.findRootNode(c.b) === root);
                const reportedUnits = new Set<Unit>();
                for (const conflict of conflicts) {
                    const unit = AstUtils.findRootNode(conflict.b) === root ? conflict.b : conflict.a;
                    if (reportedUnits.has(unit)) continue;
                    reportedUnits.add(unit);
                    const clause = unit.clauses.find(ast.isStageClause);
                    report(accept, 'warning', Codes.ConflictingEffects,
                        msg('diag.conflicting-imported', { stage: stage.name, what: conflict.what(messageLang(root)) }), clause ? { node: clause as AstNode, property: 'stage' } : { node: unit as AstNode, property: 'name' });
                }
            }
            const unstaged = (model.unitsByStage().get(undefined) ?? []).filter((u) => !ast.isTrigger(u) && !isPassive(u));
            const reported = new Set<Unit>();
            for (const conflict of findConflicts(unstaged, Infinity)) {
                const later = AstUtils.findRootNode(conflict.b) === root ? conflict.b : conflict.a;
                if (AstUtils.findRootNode(later) !== root || reported.has(later)) continue;
                reported.add(later);
                report(accept, 'warning', Codes.AmbiguousStageOrder,
                    msg('diag.ambiguous-stage-order', { what: capitalize(conflict.what(messageLang(root))) }),
                    { node: later, property: 'name' });
            }
        },
        ProtectEffect: (effect: ast.ProtectEffect, accept: ValidationAcceptor) => {
            const model = models.of(effect);
            const unit = AstUtils.getContainerOfType(effect, (n): n is Unit => ast.isAbility(n) || ast.isOptionDecl(n) || ast.isTrigger(n));
            const delayed = AstUtils.getContainerOfType(effect, ast.isDelayEffect) !== undefined;
            const lasting = effect.duration !== undefined && !ast.isThisPhase(effect.duration);
            const ownStage = unit && !delayed && !lasting ? stageOf(unit) : undefined;
            effect.sources.forEach((ref, i) => {
                const source = ref.ref;
                if (!source) return;
                const units = unitsOfSource(source, model);
                if (units === undefined) return;
                if (!units.some((u) => harmsInScope(effectFacts(u), effect.scope))) {
                    report(accept, 'warning', Codes.ProtectionNeverApplies,
                        msg('diag.protection-never-applies', { source: ref.$refText, verb: scopeVerb(effect.scope, messageLang(effect)) }),
                        { node: effect, property: 'sources', index: i });
                    return;
                }
                if (!ownStage || !ast.isAbility(source) && !ast.isOptionDecl(source)) return;
                const sourceStage = stageOf(source);
                const rank = model.stageOrder().rank;
                if (sourceStage && rank.get(sourceStage)! < rank.get(ownStage)!) {
                    report(accept, 'warning', Codes.ProtectionTooLate,
                        msg('diag.protection-too-late', { own: ownStage.name, source: ref.$refText, sourceStage: sourceStage.name, unit: unit!.name }), { node: effect, property: 'sources', index: i });
                }
            });
        },
    };
}

/** The abilities a protection source stands for; undefined when it is not something that acts. */
function unitsOfSource(source: ast.Named, model: RuleSetModel): Unit[] | undefined {
    if (ast.isAbility(source) || ast.isOptionDecl(source) || ast.isTrigger(source)) return [source];
    if (ast.isRole(source)) return unitsOfRole(source);
    if (ast.isFaction(source)) {
        const shared = AstUtils.streamAllContents(source).filter((n): n is Unit => ast.isAbility(n) || ast.isTrigger(n)).toArray();
        return [...shared, ...model.rolesOf(source).flatMap(unitsOfRole)];
    }
    return undefined;
}

function unitsOfRole(role: ast.Role): Unit[] {
    return AstUtils.streamAllContents(role).filter((n): n is Unit => ast.isAbility(n) || ast.isTrigger(n)).toArray();
}

/**
 * Pairs of units whose effects contradict and that can be used in a common phase: at most `limit`,
 * and no pair whose two units are both in an earlier pair already (so at most one per unit).
 */
function findConflicts(units: readonly Unit[], limit = maxPairs): Conflict[] {
    const facts = new Map(units.map((u) => [u, effectFacts(u, false)]));
    const found: Conflict[] = [];
    const covered = new Set<Unit>();
    const record = (conflict: Conflict) => { found.push(conflict); covered.add(conflict.a); covered.add(conflict.b); };
    const pairs: Array<[(f: EffectFacts) => boolean, (f: EffectFacts) => boolean, Verb, Verb]> = [
        [(f) => f.harms.length > 0, (f) => f.saves.length > 0, 'harms', 'saves'],
        [(f) => f.blocks.length > 0, (f) => f.shields.length > 0, 'blocks', 'shields'],
    ];
    for (const [left, right, leftWord, rightWord] of pairs) {
        const lefts = units.filter((u) => left(facts.get(u)!));
        const rights = units.filter((u) => right(facts.get(u)!));
        for (const a of lefts) {
            for (const b of rights) {
                if (found.length >= limit) return found;
                if (covered.has(a) && covered.has(b)) continue;
                if (!related(a, b) && overlap(a, b)) {
                    record({ a, b, what: (lang) => say(lang, 'diag.conflict-pair', { a: a.name, va: say(lang, `verb.${verb(facts.get(a)!, leftWord)}`), b: b.name, vb: say(lang, `verb.${verb(facts.get(b)!, rightWord)}`) }) });
                }
            }
        }
    }
    for (const a of units) {
        for (const [status] of facts.get(a)!.gives) {
            for (const b of units) {
                if (found.length >= limit) return found;
                if (covered.has(a) && covered.has(b)) continue;
                if (facts.get(b)!.removes.has(status) && !related(a, b) && overlap(a, b)) {
                    record({ a, b, what: (lang) => say(lang, 'diag.conflict-status', { a: a.name, status: status.name, b: b.name }) });
                }
            }
        }
    }
    return found;
}

type Verb = 'harms' | 'saves' | 'blocks' | 'shields';

/** What a unit does, as a `verb.*` word of the catalogue. */
function verb(facts: EffectFacts, word: Verb): 'kills' | 'attacks' | 'heals' | 'revives' | 'protects' | 'blocks' | 'shields' {
    if (word === 'harms') return facts.harms.some((n) => n.$type === 'KillEffect') ? 'kills' : 'attacks';
    if (word === 'saves') {
        const first = facts.saves[0];
        return first.$type === 'HealEffect' ? 'heals' : first.$type === 'ReviveEffect' ? 'revives' : 'protects';
    }
    return word === 'blocks' ? 'blocks' : 'shields';
}

/** An ability and one of its options are one order, not two competing ones. */
function related(a: Unit, b: Unit): boolean {
    return a === b || a.$container === b || b.$container === a;
}

/** Whether two units can be used in one phase (either may be used in any). */
export function overlap(a: Unit, b: Unit): boolean {
    const pa = phasesOf(a);
    const pb = phasesOf(b);
    if (!pa || !pb) return true;
    return pa.some((p) => pb.includes(p));
}

function describe(conflicts: readonly Conflict[], lang: Lang): string {
    return conflicts.map((c) => c.what(lang)).join('; ');
}

function isPassive(unit: Unit): boolean {
    return ast.isAbility(unit) && unit.kind === 'passive';
}

function scopeVerb(scope: ast.ProtectEffect['scope'], lang: Lang): string {
    switch (scope) {
        case 'kills': return say(lang, 'verb.scope.kill');
        case 'attacks': return say(lang, 'verb.scope.attack');
        case 'damage': return say(lang, 'verb.scope.damage');
        default: return say(lang, 'verb.scope.act');
    }
}

