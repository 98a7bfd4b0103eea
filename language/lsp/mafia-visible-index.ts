import { AstUtils, DocumentState, WorkspaceCache, type AstNode, type LangiumDocument, type LangiumSharedCoreServices } from 'langium';
import { isStage, type Stage } from '../generated/ast.js';
import { stageOrder, visibleNodes } from './mafia-declarations.js';

interface Index {
    /** Nodes of each type the document sees, by type guard, in document order. */
    byGuard: Map<(n: unknown) => boolean, AstNode[]>;
    /** Stages in resolution order, and each stage's position in it. */
    stages?: { order: Stage[]; rank: Map<Stage, number> };
}

/**
 * What a document sees (itself and what it imports), indexed once per build of the workspace.
 * Hover cards, completion items and inlay hints ask for it per item: walking the documents for
 * each one made completion and inlay hints quadratic (a minute on a 20 000-line rule set).
 */
export class VisibleIndex {
    private readonly cache: WorkspaceCache<string, Index>;

    constructor(private readonly shared: LangiumSharedCoreServices) {
        // Cleared whenever a build links documents (a change anywhere may change what is visible).
        this.cache = new WorkspaceCache(shared, DocumentState.Linked);
    }

    /** Nodes the guard accepts, in the documents the node's document sees. */
    nodes<T extends AstNode>(at: AstNode, guard: (n: unknown) => n is T): T[] {
        const index = this.index(AstUtils.getDocument(at));
        let nodes = index.byGuard.get(guard);
        if (!nodes) {
            nodes = visibleNodes(AstUtils.getDocument(at), this.shared.workspace.LangiumDocuments, guard);
            index.byGuard.set(guard, nodes);
        }
        return nodes as T[];
    }

    /** The stages the node's document sees, in resolution order. */
    stageOrder(at: AstNode): Stage[] {
        return this.stages(at).order;
    }

    /** 0-based position of a stage in the resolution order its document sees; -1 when it is not there. */
    stageRank(stage: Stage, at: AstNode = stage): number {
        return this.stages(at).rank.get(stage) ?? -1;
    }

    private stages(at: AstNode): NonNullable<Index['stages']> {
        const index = this.index(AstUtils.getDocument(at));
        if (!index.stages) {
            const order = stageOrder(this.nodes(at, isStage));
            index.stages = { order, rank: new Map(order.map((s, i) => [s, i])) };
        }
        return index.stages;
    }

    private index(document: LangiumDocument): Index {
        return this.cache.get(document.uri.toString(), () => ({ byGuard: new Map() }));
    }
}
