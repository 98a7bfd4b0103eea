import { AstUtils, DefaultScopeComputation, type AstNode, type AstNodeDescription, type LangiumDocument } from 'langium';
import { CancellationToken } from 'vscode-languageserver';
import { isLoopVariable, isParamClause, isRole } from '../generated/ast.js';

/**
 * Exports every declaration of a document (roles, abilities inside roles, statuses, ...), under
 * its identifier and also under its display name and aliases, so that `"Мирный житель"` and
 * `МирныйЖитель` both resolve. Which documents a reference may see, and that an identifier wins
 * over another declaration's display name, is the scope provider's job.
 */
export class MafiaScopeComputation extends DefaultScopeComputation {
    override async collectExportedSymbols(document: LangiumDocument, cancelToken = CancellationToken.None): Promise<AstNodeDescription[]> {
        const exports: AstNodeDescription[] = [];
        for (const node of AstUtils.streamAllContents(document.parseResult.value)) {
            if (cancelToken.isCancellationRequested) break;
            // Loop variables and ability parameters are local: visible only inside their ability.
            if (isLoopVariable(node) || isParamClause(node)) continue;
            this.addExportedSymbol(node, exports, document);
        }
        return exports;
    }

    protected override addExportedSymbol(node: AstNode, exports: AstNodeDescription[], document: LangiumDocument): void {
        const name = this.nameProvider.getName(node);
        if (!name) return;
        exports.push(this.descriptions.createDescription(node, name, document));
        for (const alias of displayNames(node)) {
            if (alias === name) continue;
            const description = this.descriptions.createDescription(node, alias, document);
            byDisplayName.add(description);
            exports.push(description);
        }
    }
}

/** Exported descriptions under a display name or alias (not the identifier): identifiers win over them. */
const byDisplayName = new WeakSet<AstNodeDescription>();

export function isDisplayNameDescription(description: AstNodeDescription): boolean {
    return byDisplayName.has(description);
}

/** The display name and aliases of a declaration, as written (quotes removed). */
export function displayNames(node: AstNode): string[] {
    const names: string[] = [];
    const title = (node as { title?: unknown }).title;
    if (typeof title === 'string' && title.length > 0) names.push(title);
    if (isRole(node)) names.push(...node.aliases);
    return names;
}
