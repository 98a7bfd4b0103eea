import { AstUtils, CstUtils, GrammarAST, GrammarUtils, type AstNode, type LangiumDocument, type MaybePromise } from 'langium';
import { AstNodeHoverProvider, type LangiumServices } from 'langium/lsp';
import type { Hover, HoverParams } from 'vscode-languageserver';
import { builtInMember, DECLARED_PLAYER_MEMBERS } from '../../engine/members.js';
import { isLearnEffect, isMemberAccess, isResource, isRevealEffect, isRuleSet, isSlot, isVotePost } from '../generated/ast.js';
import { learnPropertyDoc } from '../l10n/learn-docs.js';
import { votePostCard } from './vote-post-card.js';
import { ExpressionTyper } from '../validation/expression-types.js';
import { MafiaCards } from './mafia-cards.js';
import { VisibleIndex } from './mafia-visible-index.js';
import { memberDoc } from '../l10n/member-docs.js';
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import { messageLang } from '../l10n/message-lang.js';

/**
 * Hover shows a declaration's card (for an ability: phase, stage, targets, limits, effects; for a
 * role: faction, slot, guises, abilities), on the declaration itself and on every reference to it,
 * in rule sets and in game scripts alike; on a member (`target.visitors`), its entry in the member
 * catalogue (engine/members.ts).
 */
export class MafiaHoverProvider extends AstNodeHoverProvider {
    private readonly cards: MafiaCards;
    private readonly services: LangiumServices;

    constructor(services: LangiumServices) {
        super(services);
        this.services = services;
        this.cards = new MafiaCards(services.shared.workspace.LangiumDocuments, new VisibleIndex(services.shared), services.documentation.DocumentationProvider);
    }

    override async getHoverContent(document: LangiumDocument, params: HoverParams): Promise<Hover | undefined> {
        const member = this.memberHover(document, params) ?? this.learnHover(document, params) ?? this.votePostHover(document, params);
        if (member) return { contents: { kind: 'markdown', value: member } };
        return (await super.getHoverContent(document, params)) ?? this.keywordHover(document, params);
    }

    /** On a construct's keyword: its description and example, as completion gives them (one catalogue). */
    private keywordHover(document: LangiumDocument, params: HoverParams): Hover | undefined {
        const root = document.parseResult?.value?.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(params.position));
        if (!leaf || !GrammarAST.isKeyword(leaf.grammarSource)) return undefined;
        const doc = `complete.kw.${leaf.text}`, example = `complete.ex.${leaf.text}`;
        if (!isMessageKey(doc) || !isMessageKey(example)) return undefined;
        const lang = messageLang(leaf.astNode);
        return { contents: { kind: 'markdown', value: `${say(lang, doc)}\n\n${say(lang, 'complete.example')}:\n\n\`\`\`mafia\n${say(lang, example)}\n\`\`\`` } };
    }

    protected getAstNodeHoverContent(node: AstNode): MaybePromise<string | undefined> {
        return this.cards.card(node);
    }

    /** On the property of `learn P of X` / `reveal P of X`: what it tells. */
    private learnHover(document: LangiumDocument, params: HoverParams): string | undefined {
        const root = document.parseResult?.value?.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(params.position));
        const node = leaf?.astNode;
        if (!leaf || !(isLearnEffect(node) || isRevealEffect(node))) return undefined;
        const cst = GrammarUtils.findNodeForProperty(node.$cstNode, 'property');
        if (!cst || leaf.offset < cst.offset || leaf.end > cst.end) return undefined;
        let top: AstNode = node;
        while (top.$container) top = top.$container;
        const decl = isRuleSet(top) ? top.elements.find((x) => (isSlot(x) || isResource(x)) && x.name === node.property) : undefined;
        const lang = messageLang(node);
        const doc = learnPropertyDoc(lang, node.property, isSlot(decl) ? 'slot' : isResource(decl) ? 'resource' : undefined);
        return doc ? `${say(lang, 'complete.learn.title', { property: `\`${node.property}\`` })}\n\n${doc}` : undefined;
    }

    /** Inside a voting's `post { … }` (on a keyword, not a name): the vote-post rules in words. */
    private votePostHover(document: LangiumDocument, params: HoverParams): string | undefined {
        const root = document.parseResult?.value?.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(params.position));
        const post = leaf?.astNode && AstUtils.getContainerOfType(leaf.astNode, isVotePost);
        return post ? votePostCard(post) : undefined;
    }

    /** `X.m` under the cursor: the member's type and meaning, as the catalogue gives them. */
    private memberHover(document: LangiumDocument, params: HoverParams): string | undefined {
        const root = document.parseResult?.value?.$cstNode;
        if (!root) return undefined;
        const leaf = CstUtils.findLeafNodeAtOffset(root, document.textDocument.offsetAt(params.position));
        const node = leaf?.astNode;
        if (!leaf || !isMemberAccess(node)) return undefined;
        const name = GrammarUtils.findNodeForProperty(node.$cstNode, 'member');
        if (!name || leaf.offset < name.offset || leaf.end > name.end) return undefined;
        const typer = new ExpressionTyper(this.services.shared.workspace.LangiumDocuments);
        const receiver = typer.typeOf(node.receiver);
        const def = builtInMember(receiver, node.member);
        const lang = messageLang(node);
        if (def) return `${say(lang, 'hover.member', { member: node.member, receiver, type: def.type })}\n\n${memberDoc(lang, receiver, node.member, def.doc)}`;
        const declared = receiver === 'player' ? typer.memberType(receiver, node.member, node) : undefined;
        if (declared === 'role') return `${say(lang, 'hover.member', { member: node.member, receiver: 'player', type: 'role' })}\n\n${memberDoc(lang, 'declared', 'slot', DECLARED_PLAYER_MEMBERS.slot.doc)}`;
        if (declared === 'number') return `${say(lang, 'hover.member', { member: node.member, receiver: 'player', type: 'number' })}\n\n${memberDoc(lang, 'declared', 'resource', DECLARED_PLAYER_MEMBERS.resource.doc)}`;
        return undefined;
    }
}
