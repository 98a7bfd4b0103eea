import { AstUtils, GrammarUtils, type ValidationAcceptor, type ValidationChecks } from 'langium';
import { normalizeName } from '../../engine/names.js';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { mergeElements, visibleRuleSets } from '../scoping/overrides.js';
import { Codes } from './codes.js';
import { closestNames } from './edit-distance.js';
import { msg, report } from './report.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';

/**
 * Orders in game scripts: `guess Босс` and `guise Маг` name a role of the rule set (by identifier,
 * display name or alias, ignoring case and «ё», as the engine reads them). A misspelt one was
 * silent in the editor and in `mafia check`, and the engine rejected the order only when the game ran.
 */
export function orderArgChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const documents = services.shared.workspace.LangiumDocuments;
    return {
        OrderArg: (arg: ast.OrderArg, accept: ValidationAcceptor) => {
            if ((arg.key !== 'guess' && arg.key !== 'guise') || !arg.value) return;
            const document = AstUtils.getDocument(arg);
            const roles = mergeElements(visibleRuleSets(document.parseResult.value, document, documents)).filter(ast.isRole);
            if (roles.length === 0) return; // no rule set (an unresolved `rules "…"` is reported already)
            const wanted = normalizeName(arg.value);
            if (roles.some((r) => [r.name, r.title, ...r.aliases].some((n) => n !== undefined && normalizeName(n) === wanted))) return;
            const range = GrammarUtils.findNodeForProperty(arg.$cstNode, 'value')?.range;
            const suggestions = closestNames(arg.value, roles.map((r) => r.name).filter((n) => !!n)); // a role still without its name suggests nothing
            const fixes = range ? suggestions.map((name) => ({ title: msg('fix.change-to', { name }), edits: [{ range, newText: name }] })) : [];
            report(accept, 'error', Codes.UnknownReference,
                `${say(messageLang(arg), 'diag.unknown-role-arg', { value: arg.value, key: arg.key })} ${suggestions.length ? say(messageLang(arg), 'diag.did-you-mean', { names: suggestions.map((s) => `'${s}'`).join(', ') }) : say(messageLang(arg), 'diag.name-a-role')}`,
                { node: arg, property: 'value', fixes });
        },
    };
}
