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

/** An element's identity for overriding: its kind and identifier (`Role:Доктор`, `CommonAbility:Ход`). */
export function overrideKey(element: AstNode): string | undefined {
    if (isSetup(element)) return 'Setup';           // a rule set has one setup: the nearest replaces the others
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
 * rule set's own; an overriding element takes the place of the one it replaces.
 */
export function effectiveElements(ruleSet: RuleSet, document: LangiumDocument, documents: LangiumDocuments): Element[] {
    const layers = importLayers(document, documents);
    const roots: RuleSet[] = [];
    for (let layer = layers.length - 1; layer >= 0; layer--) {
        for (const uri of layers[layer]) {
            const root = layer === 0 ? ruleSet : documents.getDocument(URI.parse(uri))?.parseResult.value;
            if (isRuleSet(root)) roots.push(root);
        }
    }
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
