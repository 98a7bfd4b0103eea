import { isOperationCancelled, ValidationRegistry, type AstNode, type MaybePromise, type ValidationAcceptor } from 'langium';
import { INTERNAL_ERROR } from './codes.js';
import { say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';

/**
 * A check that throws is a bug of the checker, not of the rule set: it becomes one `internal-error`
 * diagnostic on the node being checked, and the other checks still run. Langium's default prints the
 * stack trace on stderr (twice) and reports it as an anonymous error the CLI shows as a syntax error.
 */
export class MafiaValidationRegistry extends ValidationRegistry {
    protected override async handleException(functionality: () => MaybePromise<void>, _messageContext: string, accept: ValidationAcceptor, node: AstNode): Promise<void> {
        try {
            await functionality();
        } catch (err) {
            if (isOperationCancelled(err)) throw err;
            if (globalThis.process?.env?.MAFIA_DEBUG_STACK) console.error(err);   // the stack, for whoever fixes it
            accept('error', internalErrorMessage(err), { node, code: INTERNAL_ERROR, data: { code: INTERNAL_ERROR } });
        }
    }
}

/** One line, no stack: what failed, and that it is the tool's fault. */
export function internalErrorMessage(err: unknown): string {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    return say(messageLang(), 'diag.internal-error', { detail: detail.split('\n')[0] });
}
