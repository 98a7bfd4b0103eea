// Which files of a rule set have errors: the rule set itself and every file it imports, since the
// imported declarations are part of the rule set that runs (commands stop on any of them).
import { URI, type LangiumDocument, type LangiumDocuments } from 'langium';
import { isGameScript } from '../generated/ast.js';
import { visibleUris } from '../scoping/imports.js';

/** The rule set documents `document` sees (itself and its imports, transitively; game scripts left out) that have errors. */
export function documentsWithErrors(document: LangiumDocument, documents: LangiumDocuments): LangiumDocument[] {
    const out: LangiumDocument[] = [];
    for (const uri of visibleUris(document, documents)) {
        const doc = documents.getDocument(URI.parse(uri));
        if (!doc || isGameScript(doc.parseResult.value)) continue;
        if ((doc.diagnostics ?? []).some((d) => d.severity === 1)) out.push(doc);
    }
    // The file asked for first, its imports after it.
    return out.sort((a, b) => Number(b === document) - Number(a === document));
}
