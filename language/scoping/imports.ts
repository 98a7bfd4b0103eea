import type { LangiumDocument, LangiumDocuments } from 'langium';
import { URI, UriUtils } from 'langium';
import { isGameScript, isRuleSet, type Document } from '../generated/ast.js';

/** Only rule sets are imported: another file is refused on its import line, never read as one. */
export function isRuleSetPath(path: string): boolean {
    return path.toLowerCase().endsWith('.mafia');
}

/** The paths a document pulls in: a rule set's imports, or a game script's rule set. */
export function importedPaths(root: Document): string[] {
    // A half-typed `import` has no path yet.
    if (isRuleSet(root)) return root.imports.map((i) => i.path).filter((p): p is string => typeof p === 'string' && isRuleSetPath(p));
    if (isGameScript(root)) return root.ruleset && isRuleSetPath(root.ruleset) ? [root.ruleset] : [];
    return [];
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Resolves an import path against the importing document (relative, or absolute). */
export function resolveImport(from: URI, path: string): URI {
    // A lone surrogate cannot be percent-encoded (URI.toString would throw) and no file name holds one.
    const wellFormed = path.replace(LONE_SURROGATE, '\uFFFD');
    if (wellFormed.startsWith('/')) return URI.file(wellFormed);
    return UriUtils.resolvePath(UriUtils.dirname(from), wellFormed);
}

/** The document itself and everything it imports, transitively, as URI strings. */
export function visibleUris(document: LangiumDocument, documents: LangiumDocuments): Set<string> {
    const seen = new Set<string>();
    const queue: URI[] = [document.uri];
    while (queue.length > 0) {
        const uri = queue.pop()!;
        const key = uri.toString();
        if (seen.has(key)) continue;
        seen.add(key);
        const doc = documents.getDocument(uri);
        if (!doc) continue;
        for (const path of importedPaths(doc.parseResult.value as Document)) {
            queue.push(resolveImport(uri, path));
        }
    }
    return seen;
}

/**
 * The document and its imports by distance: layer 0 is the document itself, layer 1 what it
 * imports directly, layer 2 what those import, ... A file reached twice keeps its nearest layer.
 * Nearer layers shadow farther ones: that is how a variant overrides its base.
 */
export function importLayers(document: LangiumDocument, documents: LangiumDocuments): string[][] {
    const seen = new Set<string>([document.uri.toString()]);
    const layers: string[][] = [[document.uri.toString()]];
    let frontier: URI[] = [document.uri];
    while (frontier.length > 0) {
        const next: URI[] = [];
        for (const uri of frontier) {
            const doc = documents.getDocument(uri);
            if (!doc) continue;
            for (const path of importedPaths(doc.parseResult.value as Document)) {
                const target = resolveImport(uri, path);
                const key = target.toString();
                if (seen.has(key)) continue;
                seen.add(key);
                next.push(target);
            }
        }
        if (next.length > 0) layers.push(next.map((u) => u.toString()));
        frontier = next;
    }
    return layers;
}
