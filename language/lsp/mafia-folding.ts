import { CstUtils, type AstNode, type LangiumDocument } from 'langium';
import { DefaultFoldingRangeProvider, type FoldingRangeAcceptor } from 'langium/lsp';
import { FoldingRange, FoldingRangeKind } from 'vscode-languageserver';
import {
    isAbility, isEffectBlock, isFaction, isGamePhase, isGameScript, isOptionDecl, isPhase, isResource, isRole,
    isSetup, isStatus, isTrigger, isVoting,
} from '../generated/ast.js';

/**
 * Folds what a reader wants to collapse: braced blocks (roles, factions, abilities, statuses,
 * voting, setup, game phases, multi-line effect blocks), the players list of a game script, and
 * runs of `//` comment lines (the seed quotations above a rule). Expressions and clauses that
 * merely wrap over lines are not folded.
 */
export class MafiaFoldingRangeProvider extends DefaultFoldingRangeProvider {
    protected override shouldProcess(node: AstNode): boolean {
        return isRole(node) || isFaction(node) || isAbility(node) || isTrigger(node) || isOptionDecl(node)
            || isStatus(node) || isVoting(node) || isSetup(node) || isPhase(node) || isResource(node)
            || isGamePhase(node) || isEffectBlock(node);
    }

    protected override collectFolding(document: LangiumDocument, acceptor: FoldingRangeAcceptor): void {
        super.collectFolding(document, acceptor);
        this.collectPlayersFolding(document, acceptor);
        this.collectLineCommentFolding(document, acceptor);
    }

    private collectPlayersFolding(document: LangiumDocument, acceptor: FoldingRangeAcceptor): void {
        const root = document.parseResult.value;
        if (!isGameScript(root) || !root.$cstNode) return;
        const own = CstUtils.flattenCst(root.$cstNode).filter((n) => !n.hidden && n.astNode === root).toArray();
        const keyword = own.find((n) => n.text === 'players');
        const close = keyword && own.find((n) => n.text === '}' && n.offset > keyword.offset);
        if (keyword && close && close.range.start.line - keyword.range.start.line >= 2) {
            acceptor(FoldingRange.create(keyword.range.start.line, close.range.start.line - 1));
        }
    }

    /** Two or more consecutive lines that hold only a `//` comment fold together. */
    private collectLineCommentFolding(document: LangiumDocument, acceptor: FoldingRangeAcceptor): void {
        const root = document.parseResult.value.$cstNode;
        if (!root) return;
        const text = document.textDocument;
        let start = -1;
        let end = -1;
        const flush = (): void => {
            if (start >= 0 && end > start) acceptor(FoldingRange.create(start, end, undefined, undefined, FoldingRangeKind.Comment));
            start = end = -1;
        };
        for (const leaf of CstUtils.flattenCst(root)) {
            if (!leaf.hidden || leaf.tokenType.name !== 'SL_COMMENT') continue;
            const line = leaf.range.start.line;
            const ownLine = text.getText({ start: { line, character: 0 }, end: leaf.range.start }).trim() === '';
            if (!ownLine) { flush(); continue; }
            if (line === end + 1 && start >= 0) end = line;
            else { flush(); start = end = line; }
        }
        flush();
    }
}
