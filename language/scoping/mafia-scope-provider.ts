import {
    AstUtils, DefaultScopeProvider, DocumentState, type AstNode, EMPTY_SCOPE, MapScope, WorkspaceCache,
    type AstNodeDescription, type LangiumDocuments, URI, type ReferenceInfo, type Scope,
} from 'langium';
import type { LangiumServices } from 'langium/lsp';
import { isChangeRoleEffect, isCommonAbility, isForEachEffect, isOrderEntry, isRole, type ForEachEffect, type OrderEntry } from '../generated/ast.js';
import { importLayers } from './imports.js';
import { isDisplayNameDescription } from './mafia-scope-computation.js';
import { allowedReferenceKinds } from './reference-kinds.js';
import { mergeElements, visibleRuleSets } from './overrides.js';

/**
 * Global scope = the document and what it imports (transitively), never the whole workspace:
 * the three seeds all declare «Комиссар», and each must see only its own. Nearer files shadow
 * farther ones (the document itself first, then its direct imports, ...): a variant's declaration
 * overrides the base's declaration of the same name (see overrides.ts).
 * In game scripts, an order's ability is looked up among the actor's roles' abilities.
 */
export class MafiaScopeProvider extends DefaultScopeProvider {
    private readonly documents: LangiumDocuments;
    private readonly layerCache: WorkspaceCache<string, string[][]>;
    private readonly scopeCache: WorkspaceCache<string, Scope>;

    constructor(services: LangiumServices) {
        super(services);
        this.documents = services.shared.workspace.LangiumDocuments;
        this.layerCache = new WorkspaceCache(services.shared);
        this.scopeCache = new WorkspaceCache(services.shared);
    }

    override getScope(context: ReferenceInfo): Scope {
        if (isOrderEntry(context.container) && context.property === 'ability') {
            return this.abilityScope(context.container);
        }
        // Local scopes of the enclosing declarations (a role's own abilities shadow others of the
        // same name), then the global scope. The document root is skipped: everything in it is
        // exported, and scanning its symbols for every reference made big files quadratic.
        const referenceType = this.reflection.getReferenceType(context);
        const kinds = allowedReferenceKinds(context.container, context.property);
        const localSymbols = AstUtils.getDocument(context.container).localSymbols;
        let scope = this.getGlobalScope(referenceType, context);
        const containers: AstNode[] = [];
        for (let node: AstNode | undefined = context.container; node?.$container; node = node.$container) containers.push(node);
        for (let i = containers.length - 1; i >= 0; i--) {
            if (localSymbols?.has(containers[i])) {
                // A loop variable is not visible in the set it walks (`for each p in those p`).
                const hidden = isForEachEffect(containers[i]) && containers[i - 1] === (containers[i] as ForEachEffect).set ? (containers[i] as ForEachEffect).variable : undefined;
                scope = this.createScope(localSymbols.getStream(containers[i]).filter((d) => this.reflection.isSubtype(d.type, referenceType) && this.fits(d, kinds) && (!hidden || d.node !== hidden)), scope);
            }
        }
        return scope;
    }

    /** Whether a description is of a kind the reference may name (reference-kinds.ts). */
    private fits(description: AstNodeDescription, kinds: readonly string[] | undefined): boolean {
        return !kinds || kinds.some((k) => this.reflection.isSubtype(description.type, k));
    }

    /**
     * Identifiers first, nearer files before farther ones; then display names and aliases, the same
     * way: an identifier never resolves to another declaration whose display name is spelled so.
     */
    private layered(layers: string[][], referenceType: string, keep: (d: AstNodeDescription) => boolean, outer: Scope): Scope {
        let display = outer;
        for (let i = layers.length - 1; i >= 0; i--) {
            display = new MapScope(this.indexManager.allElements(referenceType, new Set(layers[i])).filter((d) => isDisplayNameDescription(d) && keep(d)), display);
        }
        let scope = display;
        for (let i = layers.length - 1; i >= 0; i--) {
            scope = new MapScope(this.indexManager.allElements(referenceType, new Set(layers[i])).filter((d) => !isDisplayNameDescription(d) && keep(d)), scope);
        }
        return scope;
    }

    protected override getGlobalScope(referenceType: string, context: ReferenceInfo): Scope {
        const document = AstUtils.getDocument(context.container);
        const key = document.uri.toString();
        // One scope per document and reference type: building it walks every visible declaration.
        const kinds = allowedReferenceKinds(context.container, context.property);
        const cacheKey = `${referenceType}\u0000${kinds?.join(',') ?? ''}\u0000${key}`;
        const cached = this.scopeCache.get(cacheKey);
        if (cached) return cached;
        const layers = this.layerCache.get(key) ?? importLayers(document, this.documents);
        let scope = this.layered(layers, referenceType, () => true, EMPTY_SCOPE);
        // Where only some kinds fit, a name resolves to one of those first; a wrong kind is still found, so
        // that the check can say what was expected (references-checks.ts) rather than "unknown name".
        if (kinds) scope = this.layered(layers, referenceType, (d) => this.fits(d, kinds), scope);
        // A reference read while a visible file is being rebuilt (an outline request between its
        // parsing and its indexing) sees an index without that file: answer, but never cache that.
        if (layers.every((uris) => uris.every((uri) => this.indexed(uri)))) {
            this.layerCache.set(key, layers);
            this.scopeCache.set(cacheKey, scope);
        }
        return scope;
    }

    /** Whether a file's declarations are in the index (a missing file never will be). */
    private indexed(uri: string): boolean {
        const doc = this.documents.getDocument(URI.parse(uri));
        return doc === undefined || doc.state >= DocumentState.IndexedContent;
    }

    /** Abilities, options and shared faction abilities of the actor's dealt roles, and of the roles
     *  they may turn into (`change role of self to Комиссар`: seed 003's Сержант, Оборотень). */
    private abilityScope(order: OrderEntry): Scope {
        const player = order.actor?.ref;
        if (!player) return EMPTY_SCOPE;
        const descriptions: AstNodeDescription[] = [];
        const roles = player.roles.map((r) => r.ref).filter(isRole);
        for (let i = 0; i < roles.length; i++) {
            // A role dealt as another (`role MafiaVentriloquist from Ventriloquist : Mafia`) has the base's abilities.
            const base = roles[i].base?.ref;
            if (isRole(base) && !roles.includes(base)) roles.push(base);
            for (const node of AstUtils.streamAllContents(roles[i])) {
                const next = isChangeRoleEffect(node) ? node.role.ref : undefined;
                if (isRole(next) && !roles.includes(next)) roles.push(next);
            }
        }
        // The roles' own (and their factions') abilities first, then every player's common abilities
        // (seed 000's Ход, Охота, Почта) of the effective rule set the game plays on.
        const owners: AstNode[] = roles.flatMap((role) => [role, ...(role.faction?.ref ? [role.faction.ref] : [])]);
        const document = AstUtils.getDocument(order);
        for (const e of mergeElements(visibleRuleSets(document.parseResult.value, document, this.documents))) {
            if (isCommonAbility(e) && e.ability) owners.push(e);
        }
        for (const owner of owners) {
            for (const node of AstUtils.streamAllContents(owner)) {
                const t = node.$type;
                if (t !== 'Ability' && t !== 'OptionDecl' && t !== 'Trigger') continue;
                const named = node as unknown as { name?: string; title?: string; aliases?: string[] };
                if (named.name) descriptions.push(this.descriptions.createDescription(node, named.name));
                if (named.title && named.title !== named.name) descriptions.push(this.descriptions.createDescription(node, named.title));
                // An ability's aliases name it in orders only (among the actor's abilities), never in rules.
                for (const alias of named.aliases ?? []) descriptions.push(this.descriptions.createDescription(node, alias));
            }
        }
        return this.createScope(descriptions);
    }
}
