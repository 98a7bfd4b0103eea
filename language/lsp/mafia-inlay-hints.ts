import type { AstNode } from 'langium';
import { AbstractInlayHintProvider, type InlayHintAcceptor, type LangiumServices } from 'langium/lsp';
import {
    isAbility, isOptionDecl, isOrderEntry, isPlayer, isRole, isStage, isStageClause, isTrigger,
} from '../generated/ast.js';
import { shownName, stageOf, type Actionable } from './mafia-declarations.js';
import { VisibleIndex } from './mafia-visible-index.js';

/**
 * Inlay hints where the text leaves something out that a host needs while reading:
 * - after an order in a game script, the stage its ability resolves in (`Вася: Проверка Петя  stage Проверки 4/7`);
 * - after a player in a game script, the faction their roles belong to;
 * - after `stage X` in a rule set, where X falls in the resolution order (`4/7`).
 * Nothing is hinted where the text already says it.
 */
export class MafiaInlayHintProvider extends AbstractInlayHintProvider {
    private readonly index: VisibleIndex;

    constructor(services: LangiumServices) {
        super();
        this.index = new VisibleIndex(services.shared);
    }

    computeInlayHint(node: AstNode, acceptor: InlayHintAcceptor): void {
        if (isOrderEntry(node)) {
            const ability = node.ability?.ref;
            if (!(isAbility(ability) || isOptionDecl(ability) || isTrigger(ability))) return;
            const stage = stageOf(ability as Actionable);
            if (!stage || !node.$cstNode) return;
            acceptor({
                position: node.$cstNode.range.end,
                label: `stage ${shownName(stage)} ${this.position(stage)}`.trimEnd(),
                paddingLeft: true,
                tooltip: `${shownName(ability)} resolves in stage ${shownName(stage)}`,
            });
        } else if (isPlayer(node)) {
            const factions = [...new Set(node.roles.map((r) => r.ref).filter(isRole).map((r) => r.faction?.ref).filter((f) => f !== undefined))];
            if (factions.length === 0 || !node.$cstNode) return;
            acceptor({ position: node.$cstNode.range.end, label: factions.map(shownName).join(', '), paddingLeft: true, tooltip: 'faction' });
        } else if (isStageClause(node)) {
            const stage = node.stage?.ref;
            const label = stage ? this.position(stage) : '';
            if (!label || !node.$cstNode) return;
            acceptor({ position: node.$cstNode.range.end, label, paddingLeft: true, tooltip: `position of ${shownName(stage)} in the resolution order` });
        }
    }

    /** `4/7`: where a stage falls among the stages its rule set sees. */
    private position(stage: AstNode): string {
        if (!isStage(stage)) return '';
        const index = this.index.stageRank(stage);
        return index >= 0 ? `${index + 1}/${this.index.stageOrder(stage).length}` : '';
    }
}
