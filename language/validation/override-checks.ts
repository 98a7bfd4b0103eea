import { AstUtils, type AstNode, type ValidationAcceptor, type ValidationChecks } from 'langium';
import type { MafiaAstType, RuleSet } from '../generated/ast.js';
import { isCommonAbility, isSetup } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { importedElements, overrideKey } from '../scoping/overrides.js';
import { capitalize, kindName, kindWord } from './wording.js';
import { Codes } from './codes.js';
import { messageLang } from '../l10n/message-lang.js';
import { say } from '../../engine/l10n/catalogue.js';

/** A declaration replaces an imported one without saying `override` (allowed; the keyword documents it). */
export const ImplicitOverride = Codes.ImplicitOverride;
/** `override` on a declaration that replaces nothing imported (a typo, or the base renamed it). */
export const NothingToOverride = Codes.NothingToOverride;

/**
 * Checks the explicit/implicit override of imported declarations: see scoping/overrides.ts for
 * the semantics (same kind and identifier replaces; nearer files win).
 */
export function overrideChecks(services: MafiaServices): ValidationChecks<MafiaAstType> {
    const documents = services.shared.workspace.LangiumDocuments;
    return {
        RuleSet: (ruleSet: RuleSet, accept: ValidationAcceptor) => {
            const document = AstUtils.getDocument(ruleSet);
            const imported = new Map<string, { uri: string }>();
            if (ruleSet.imports.length > 0) {
                for (const { element, uri } of importedElements(document, documents)) {
                    const key = overrideKey(element);
                    if (key !== undefined && !imported.has(key)) imported.set(key, { uri });
                }
            }
            for (const element of ruleSet.elements) {
                const key = overrideKey(element);
                if (key === undefined || isSetup(element)) continue;
                const explicit = (element as { override?: boolean }).override === true;
                const base = imported.get(key);
                const named = isCommonAbility(element) ? (element.ability ?? element.trigger)! : element;
                const name = key.slice(key.indexOf(':') + 1);
                const lang = messageLang(element);
                const kind = describeKind(element);
                const kindShown = lang === 'en' ? kind : isCommonAbility(element) ? say(lang, element.trigger ? 'kind.common-trigger' : 'kind.common-ability') : kindName(lang, element.$type);
                if (explicit && !base) {
                    accept('error', say(lang, 'diag.nothing-to-override', { kind: kindShown, name }), {
                        node: element, keyword: 'override', code: NothingToOverride, data: { code: NothingToOverride },
                    });
                } else if (!explicit && base) {
                    const start = element.$cstNode?.range.start;
                    const fixes = start ? [{ title: say(lang, 'fix.mark-override', { name }), edits: [{ range: { start, end: start }, newText: 'override ' }] }] : undefined;
                    accept('warning', say(lang, 'diag.implicit-override', { Kind: capitalize(kindShown), kind: kindShown, name, file: fileName(base.uri), keyword: kind }), {
                        node: named as AstNode, property: 'name', code: ImplicitOverride, data: { code: ImplicitOverride, fixes },
                    });
                }
            }
        },
    };
}

/** The declaration's keyword, which is also how messages name its kind. */
function describeKind(element: AstNode): string {
    if (isCommonAbility(element)) return element.trigger ? 'common trigger' : 'common ability';
    return kindWord(element.$type);
}

function fileName(uri: string): string {
    return decodeURIComponent(uri.slice(uri.lastIndexOf('/') + 1));
}
