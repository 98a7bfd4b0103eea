import type { ValidationChecks } from 'langium';
import type { MafiaAstType } from '../generated/ast.js';
import type { MafiaServices } from '../mafia-module.js';
import { structureChecks } from './structure-checks.js';

/** Every check, by the AST type it looks at. One concern per file; each file exports its checks. */
export function registerValidationChecks(services: MafiaServices): void {
    const registry = services.validation.ValidationRegistry;
    const checks: ValidationChecks<MafiaAstType> = mergeChecks([structureChecks(services)]);
    registry.register(checks);
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
