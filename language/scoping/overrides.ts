import type { AstNode, LangiumDocument, LangiumDocuments } from 'langium';
import { URI } from 'langium';
import { isCommonAbility, isRuleSet, isSetup, type Element, type RuleSet } from '../generated/ast.js';
import { importLayers } from './imports.js';

/**
 * Override semantics of imports. A rule set that imports another may declare an element with the
 * same identifier and kind as an imported one: it replaces the imported one (for references from
 * the importing file, and in the effective rule set). `override role X { … }` says so explicitly;
 * without the keyword the validator warns (`implicit-override`). Nested declarations (abilities,
 * options) come with their element: overriding a role replaces all of its abilities.
 */

/**
 * An element's identity for overriding: its kind and identifier (`Role:Доктор`, `CommonAbility:Ход`).
 * A `setup` has none: setups add up clause by clause, a nearer file's clause replacing the same clause.
 */
export function overrideKey(element: AstNode): string | undefined {
    if (isSetup(element)) return undefined;
    const name = isCommonAbility(element) ? (element.ability ?? element.trigger)?.name : (element as { name?: unknown }).name;
    if (typeof name !== 'string' || name.length === 0) return undefined;
    return `${element.$type}:${name}`;
}

/** The top-level declarations visible from a rule set through its imports (not its own). */
export function importedElements(document: LangiumDocument, documents: LangiumDocuments): Array<{ element: Element; layer: number; uri: string }> {
    const layers = importLayers(document, documents);
    const result: Array<{ element: Element; layer: number; uri: string }> = [];
    layers.forEach((uris, layer) => {
        if (layer === 0) return;
        for (const uri of uris) {
            const doc = documents.getDocument(URI.parse(uri));
            const root = doc?.parseResult.value;
            if (!isRuleSet(root)) continue;
            for (const element of root.elements) result.push({ element, layer, uri });
        }
    });
    return result;
}

/**
 * The effective elements of a rule set: its own, plus every imported element that no nearer file
 * overrides. Order: imported elements first (farthest file first, in file order), then the
 * rule set's own; an overriding element takes the place of the one it replaces. The generator
 * compiles these and the checks validate these (one definition for both).
 */
export function effectiveElements(ruleSet: RuleSet, document: LangiumDocument | undefined, documents: LangiumDocuments | undefined): Element[] {
    return mergeElements(visibleRuleSets(ruleSet, document, documents));
}

/**
 * The rule sets a document sees, farthest import first and itself last (later ones override). A
 * game script sees the rule set it names (and what that imports).
 */
export function visibleRuleSets(root: AstNode, document: LangiumDocument | undefined, documents: LangiumDocuments | undefined): RuleSet[] {
    if (!document || !documents) return isRuleSet(root) ? [root] : [];
    const layers = importLayers(document, documents);
    const roots: RuleSet[] = [];
    for (let layer = layers.length - 1; layer >= 0; layer--) {
        for (const uri of layers[layer]) {
            const node = layer === 0 ? root : documents.getDocument(URI.parse(uri))?.parseResult.value;
            if (isRuleSet(node)) roots.push(node);
        }
    }
    return roots;
}

/** The elements of rule sets given farthest first: a later element with an earlier one's key takes its place. */
export function mergeElements(roots: readonly RuleSet[]): Element[] {
    const result: Element[] = [];
    const position = new Map<string, number>();
    for (const root of roots) {
        for (const element of root.elements) {
            const key = overrideKey(element);
            if (key !== undefined && position.has(key)) {
                result[position.get(key)!] = element;
                continue;
            }
            if (key !== undefined) position.set(key, result.length);
            result.push(element);
        }
    }
    return result;
}
