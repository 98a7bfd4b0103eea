import { AstUtils, DefaultScopeComputation, type AstNode, type AstNodeDescription, type LangiumDocument } from 'langium';
import { CancellationToken } from 'vscode-languageserver';
import { isLoopVariable, isParamClause, isRole } from '../generated/ast.js';

/**
 * Exports every declaration of a document (roles, abilities inside roles, statuses, ...), under
 * its identifier and also under its display name and aliases, so that `"Мирный житель"` and
 * `МирныйЖитель` both resolve. Which documents a reference may see is the scope provider's job.
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
            if (alias !== name) exports.push(this.descriptions.createDescription(node, alias, document));
        }
    }
}

/** The display name and aliases of a declaration, as written (quotes removed). */
export function displayNames(node: AstNode): string[] {
    const names: string[] = [];
    const title = (node as { title?: unknown }).title;
    if (typeof title === 'string' && title.length > 0) names.push(title);
    if (isRole(node)) names.push(...node.aliases);
    return names;
}
