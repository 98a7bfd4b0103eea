import type { ValidationAcceptor, ValidationChecks } from 'langium';
import { messageLang } from '../l10n/message-lang.js';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { report } from './report.js';
import { say } from '../../engine/l10n/catalogue.js';

/**
 * A voting's clauses that can never apply: a tie rule (`ties first-to-reach|random|nobody|all|last-by-name`)
 * under `threshold` voting, which executes everyone over the threshold and so never breaks a tie
 * (engine/voting.ts).
 */
export function votingChecks(_services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    return {
        Voting: (voting: ast.Voting, accept: ValidationAcceptor) => {
            if (!voting.clauses.some((c) => ast.isVotingModel(c) && c.model === 'threshold')) return;
            for (const c of voting.clauses) {
                if (ast.isTieRule(c)) report(accept, 'warning', Codes.TieRuleUnused, say(messageLang(voting), 'ms.diag.tiesUnused', { name: voting.name }), { node: c });
            }
        },
    };
}
