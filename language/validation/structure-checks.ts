import type { ValidationAcceptor, ValidationChecks } from 'langium';
import type { MafiaAstType, RuleSet } from '../generated/ast.js';
import type { MafiaServices } from '../mafia-module.js';
import { Codes } from './codes.js';

/** Duplicate declarations of the same kind in one rule set. */
export function structureChecks(_services: MafiaServices): ValidationChecks<MafiaAstType> {
    return {
        RuleSet: (ruleSet: RuleSet, accept: ValidationAcceptor) => {
            const seen = new Map<string, string>();
            for (const element of ruleSet.elements) {
                const name = (element as { name?: string }).name;
                if (!name) continue;
                const key = `${element.$type}:${name}`;
                if (seen.has(key)) {
                    accept('error', `${element.$type} '${name}' is declared twice; rename one of them.`, {
                        node: element, property: 'name', code: Codes.DuplicateName,
                    });
                }
                seen.set(key, name);
            }
        },
    };
}
