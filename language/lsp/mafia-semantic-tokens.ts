import { AstUtils, type AstNode } from 'langium';
import { AbstractSemanticTokenProvider, type LangiumServices, type SemanticTokenAcceptor } from 'langium/lsp';
import { SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import { isContextVariable, isMemberAccess, isNumberLiteral, isPercentLiteral } from '../generated/ast.js';
import { declarationKind, type DeclarationKind } from './mafia-declarations.js';

/** One colour per kind of thing a name can mean, so `Мафия` the role and `Мафия` the faction differ. */
const TOKEN_TYPES: Record<DeclarationKind, string> = {
    role: SemanticTokenTypes.class,
    faction: SemanticTokenTypes.namespace,
    ability: SemanticTokenTypes.function,
    option: SemanticTokenTypes.enumMember,
    trigger: SemanticTokenTypes.event,
    status: SemanticTokenTypes.enumMember,
    resource: SemanticTokenTypes.property,
    tag: SemanticTokenTypes.decorator,
    stage: SemanticTokenTypes.enum,
    phase: SemanticTokenTypes.type,
    slot: SemanticTokenTypes.interface,
    voting: SemanticTokenTypes.struct,
    message: SemanticTokenTypes.macro,
    player: SemanticTokenTypes.variable,
    variable: SemanticTokenTypes.parameter,
};

/**
 * Semantic highlighting: what TextMate cannot know. Every declared name and every reference is
 * coloured by what it refers to (role, faction, ability, status, stage, player, ...), with the
 * `declaration` modifier on declarations; context words (`self`, `target`, `victims`) are
 * read-only variables; `self.Промахи` colours the resource. Unresolved names get no colour.
 */
export class MafiaSemanticTokenProvider extends AbstractSemanticTokenProvider {
    private readonly nameProvider: LangiumServices['references']['NameProvider'];

    constructor(services: LangiumServices) {
        super(services);
        this.nameProvider = services.references.NameProvider;
    }

    protected highlightElement(node: AstNode, acceptor: SemanticTokenAcceptor): void {
        const kind = declarationKind(node);
        const nameNode = kind ? this.nameProvider.getNameNode(node) : undefined;
        if (kind && nameNode) acceptor({ cst: nameNode, type: TOKEN_TYPES[kind], modifier: SemanticTokenModifiers.declaration });

        for (const info of AstUtils.streamReferences(node)) {
            const reference = info.reference;
            const refNode = reference.$refNode;
            const targetKind = declarationKind('ref' in reference ? reference.ref : reference.items[0]?.ref);
            if (refNode && targetKind) acceptor({ cst: refNode, type: TOKEN_TYPES[targetKind] });
        }

        if (isContextVariable(node)) {
            acceptor({ node, property: 'name', type: SemanticTokenTypes.variable, modifier: [SemanticTokenModifiers.readonly, SemanticTokenModifiers.defaultLibrary] });
        } else if (isMemberAccess(node)) {
            acceptor({ node, property: 'member', type: SemanticTokenTypes.property });
        } else if (isNumberLiteral(node) || isPercentLiteral(node)) {
            acceptor({ node, property: 'value', type: SemanticTokenTypes.number });
        }
    }
}
