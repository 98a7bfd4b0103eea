// The language a document speaks for the tool's own words (diagnostics, hovers, the CLI's headings):
// the rule set's `setup { language ru|en }`, else Russian when its display names or identifiers are
// Cyrillic — read from the AST, so it works while the document has errors (a partial AST still has
// its names). A game script speaks its rule set's language when that is loaded, else its own names'.
import { AstUtils, type AstNode } from 'langium';
import { isLang, langOfNames, type Lang } from '../../engine/l10n/lang.js';
import { isGameScript, isLanguageClause } from '../generated/ast.js';

const cache = new WeakMap<AstNode, Lang>();

export function langOfRoot(root: AstNode): Lang {
    let lang = cache.get(root);
    if (lang) return lang;
    const names = [...namesOf(root)];
    // A file whose first keyword is mistyped parses to an empty root: its text still has its names.
    if (names.length === 0 && root.$document) names.push(root.$document.textDocument.getText());
    lang = declaredLang(root) ?? langOfNames(names);
    cache.set(root, lang);
    return lang;
}

/** The language of the document holding `node`. */
export function langOfNode(node: AstNode): Lang {
    return langOfRoot(AstUtils.findRootNode(node));
}

function declaredLang(root: AstNode): Lang | undefined {
    if (isGameScript(root)) return undefined;
    for (const node of AstUtils.streamAllContents(root)) {
        if (isLanguageClause(node) && isLang(node.lang)) return node.lang;
    }
    return undefined;
}

function* namesOf(root: AstNode): Iterable<string> {
    if (isGameScript(root)) {
        if (root.title) yield root.title;
        for (const p of root.players) yield p.name;
        return;
    }
    for (const node of AstUtils.streamAllContents(root)) {
        const n = node as AstNode & { name?: unknown; title?: unknown };
        if (typeof n.title === 'string') yield n.title;
        if (typeof n.name === 'string') yield n.name;
    }
    const r = root as AstNode & { title?: unknown };
    if (typeof r.title === 'string') yield r.title;
}
