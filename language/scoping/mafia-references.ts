import { AstUtils, DefaultReferences, GrammarUtils, stream, UriUtils, type AstNode, type CstNode, type FindReferencesOptions, type LangiumCoreServices, type LangiumDocuments, type ReferenceDescription, type Stream } from 'langium';
import { isResource, isSlot } from '../generated/ast.js';
import { memberDeclaration, memberSite, memberUses } from './member-references.js';

/**
 * Cross-references plus the member names that mean a slot or a resource (`self.Карты`,
 * `learn Карты of p`): go to definition, find references and rename all see both.
 */
export class MafiaReferences extends DefaultReferences {
    private readonly langiumDocuments: LangiumDocuments;

    constructor(services: LangiumCoreServices) {
        super(services);
        this.langiumDocuments = services.shared.workspace.LangiumDocuments;
    }

    override findDeclarations(sourceCstNode: CstNode): AstNode[] {
        const site = memberSite(sourceCstNode?.astNode, GrammarUtils.findAssignment(sourceCstNode)?.feature);
        if (site) {
            const target = memberDeclaration(site, this.langiumDocuments);
            return target ? [target] : [];
        }
        return super.findDeclarations(sourceCstNode);
    }

    override findReferences(targetNode: AstNode, options: FindReferencesOptions): Stream<ReferenceDescription> {
        const refs = super.findReferences(targetNode, options);
        if (!isSlot(targetNode) && !isResource(targetNode)) return refs;
        const targetUri = AstUtils.getDocument(targetNode).uri;
        const targetPath = this.nodeLocator.getAstNodePath(targetNode);
        const only = options.documentUri ? this.langiumDocuments.getDocument(options.documentUri) : undefined;
        if (options.documentUri && !only) return refs;
        const members = memberUses(targetNode, this.langiumDocuments, only).map((use): ReferenceDescription => {
            const sourceUri = AstUtils.getDocument(use.node).uri;
            return {
                sourceUri, sourcePath: this.nodeLocator.getAstNodePath(use.node), targetUri, targetPath,
                segment: { offset: use.cst.offset, end: use.cst.end, length: use.cst.length, range: use.cst.range },
                local: UriUtils.equals(sourceUri, targetUri),
            };
        });
        return stream([...refs, ...members]);
    }
}
