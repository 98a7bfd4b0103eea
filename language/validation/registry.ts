import type { ValidationChecks } from 'langium';
import type { MafiaAstType } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { ruleSetModels } from '../model/rule-set-model.js';
import { forgetEffectFacts } from './effect-facts.js';
import { structureChecks } from './structure-checks.js';
import { referencesChecks } from './references-checks.js';
import { displayNameChecks } from './display-name-checks.js';
import { limitChecks } from './limit-checks.js';
import { usabilityChecks } from './usability-checks.js';
import { conflictChecks } from './conflict-checks.js';
import { winChecks } from './win-checks.js';
import { rangeChecks } from './range-checks.js';
import { dealChecks } from './deal-checks.js';
import { dealSetupChecks } from './deal-setup-checks.js';
import { modifierChecks } from './modifier-checks.js';
import { unusedChecks } from './unused-checks.js';
import { overrideChecks } from './override-checks.js';
import { expressionTypeChecks } from './expression-types.js';
import { orderChecks } from './order-checks.js';
import { orderArgChecks } from './order-arg-checks.js';
import { votePostChecks } from './vote-post-checks.js';
import { votingChecks } from './voting-checks.js';
import { naturalOrderChecks } from './natural-order-checks.js';
import { languageChecks } from './language-checks.js';
import { placeholderChecks } from './placeholder-checks.js';
import { tooLateChecks } from './too-late-checks.js';

/** Every check, by the AST type it looks at. One concern per file; each file exports its checks. */
export function registerValidationChecks(services: MafiaServices): void {
    const registry = services.validation.ValidationRegistry;
    const checks: ValidationChecks<MafiaAstType> = mergeChecks([structureChecks(services)]);
    registry.register(checks);
    // The rule-set model (an index of the document and its imports) and the effect facts memoised on
    // its nodes are rebuilt once per validation run.
    registry.registerBeforeDocument((root) => {
        ruleSetModels(services).prepare(root);
        forgetEffectFacts();
    });
    registry.register(referencesChecks(services));
    registry.register(displayNameChecks(services));
    registry.register(limitChecks(services));
    registry.register(usabilityChecks(services));
    registry.register(conflictChecks(services));
    registry.register(winChecks(services));
    registry.register(rangeChecks(services));
    registry.register(dealChecks(services));
    registry.register(dealSetupChecks(services));
    registry.register(modifierChecks(services));
    registry.register(unusedChecks(services));
    registry.register(overrideChecks(services));
    registry.register(expressionTypeChecks(services));
    registry.register(orderChecks(services));
    registry.register(orderArgChecks(services));
    registry.register(votePostChecks(services));
    registry.register(votingChecks(services));
    registry.register(naturalOrderChecks(services));
    registry.register(languageChecks(services));
    registry.register(placeholderChecks(services));
    registry.register(tooLateChecks(services));
}

function mergeChecks(parts: Array<ValidationChecks<MafiaAstType>>): ValidationChecks<MafiaAstType> {
    const merged: Record<string, unknown[]> = {};
    for (const part of parts) {
        for (const [type, check] of Object.entries(part)) {
            const list = (merged[type] ??= []);
            if (Array.isArray(check)) list.push(...check); else list.push(check);
        }
    }
    return merged as ValidationChecks<MafiaAstType>;
}
