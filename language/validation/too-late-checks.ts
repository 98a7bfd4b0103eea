import { AstUtils, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import { clausesOf, stageOf, type Unit } from '../model/units.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { overlap } from './conflict-checks.js';
import { effectFacts, harmsInScope } from './effect-facts.js';
import { msg, report } from './report.js';

/**
 * A roleblock or a save (a `protect` with no `by`) that resolves in a later stage than every order
 * that harms: the stage order (engine/stage-order.ts, what the engine runs) carries the harm out
 * first, so in its phase the block or the save can stop no kill at all. Under `resolution natural` a block
 * is waited for (engine/natural-order.ts), so only saves are reported there. A protection with
 * `by S` is `protection-too-late`'s; a lasting one (`next night`, `for 2 phases`) or a delayed one
 * works in later phases and is left alone.
 */
export function tooLateChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);

    const check = (effect: ast.BlockEffect | ast.ProtectEffect, kind: 'block' | 'save', accept: ValidationAcceptor) => {
        const unit = AstUtils.getContainerOfType(effect, (n): n is Unit => ast.isAbility(n) || ast.isOptionDecl(n) || ast.isTrigger(n));
        if (!unit || ast.isTrigger(unit) || AstUtils.getContainerOfType(effect, ast.isDelayEffect)) return;
        if (effect.duration !== undefined && !ast.isThisPhase(effect.duration)) return;
        const model = models.of(effect);
        if (kind === 'block' && model.resolution?.mode === 'natural') return;
        const own = stageOf(unit);
        if (!own) return;
        const rank = model.stageOrder().rank;
        const harms = (u: Unit) => {
            const facts = effectFacts(u, false);
            return ast.isProtectEffect(effect) ? harmsInScope(facts, effect.scope) : facts.kills || facts.attacks || facts.damages;
        };
        const harmers = [...model.abilities, ...model.options].filter((u) => {
            if (u === unit || u.$container === unit || unit.$container === u) return false;
            if (ast.isAbility(u) && u.kind === 'passive') return false;
            const ability = ast.isOptionDecl(u) && ast.isAbility(u.$container) ? u.$container : u;
            if (clausesOf(ability, ast.isInstantClause).length > 0) return false;   // resolves when ordered, before every stage (documented)
            return harms(u) && overlap(u, unit);
        });
        // Reported only when it can stop none of them: every order that harms is staged before it.
        const late = (u: Unit) => { const stage = stageOf(u); return !!stage && rank.get(stage)! < rank.get(own)!; };
        if (harmers.length === 0 || !harmers.every(late)) return;
        const earlier = harmers[0];
        const order = model.stageOrder().order.map((s) => s.name).join(' → ');
        report(accept, 'warning', Codes.EffectTooLate,
            msg(kind === 'block' ? 'diag.block-too-late' : 'diag.save-too-late', { unit: unit.name, own: own.name, other: earlier.name, otherStage: stageOf(earlier)!.name, order }),
            { node: effect, property: 'target' });
    };

    return {
        BlockEffect: (effect, accept) => check(effect, 'block', accept),
        ProtectEffect: (effect, accept) => { if (effect.sources.length === 0) check(effect, 'save', accept); },
    };
}
