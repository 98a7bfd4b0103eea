import type { AstNode, MaybePromise } from 'langium';
import { AstNodeHoverProvider, type LangiumServices } from 'langium/lsp';
import { MafiaCards } from './mafia-cards.js';
import { VisibleIndex } from './mafia-visible-index.js';

/**
 * Hover shows a declaration's card (for an ability: phase, stage, targets, limits, effects; for a
 * role: faction, slot, guises, abilities), on the declaration itself and on every reference to it,
 * in rule sets and in game scripts alike.
 */
export class MafiaHoverProvider extends AstNodeHoverProvider {
    private readonly cards: MafiaCards;

    constructor(services: LangiumServices) {
        super(services);
        this.cards = new MafiaCards(services.shared.workspace.LangiumDocuments, new VisibleIndex(services.shared), services.documentation.DocumentationProvider);
    }

    protected getAstNodeHoverContent(node: AstNode): MaybePromise<string | undefined> {
        return this.cards.card(node);
    }
}
