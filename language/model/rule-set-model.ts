import { AstUtils, type AstNode, type LangiumDocument, type LangiumDocuments } from 'langium';
import * as ast from '../generated/ast.js';
import { visibleUris } from '../scoping/imports.js';
import { mergeElements, visibleRuleSets } from '../scoping/overrides.js';
import type { MafiaServices } from '../services.js';
import { orderStages, type StageOrder } from './stage-order.js';
import { stageOf, type Unit } from './units.js';

export interface Usage { container: AstNode; property: string }

export interface CountRange { min: number; max: number }

export interface PlayerRange {
    min?: number;
    max?: number;
    /** `players recommended ...`: a typical game, not a limit. */
    recommended: boolean;
    clause?: ast.PlayersClause;
}

/**
 * What checks need to know about a rule set and everything it imports, indexed once per validation
 * of a document so that no check scans the whole rule set per node. Declarations of an importing
 * rule set override same-named ones of the rule sets it imports.
 */
export class RuleSetModel {
    readonly ruleSets: ast.RuleSet[] = [];
    /** Base roles (what slots, role counts and factions are about); modifiers are kept apart. */
    readonly roles: ast.Role[] = [];
    /** `modifier …` declarations: stacked on a base role (engine/stacking.ts). */
    readonly modifiers: ast.Role[] = [];
    readonly factions: ast.Faction[] = [];
    readonly statuses: ast.Status[] = [];
    readonly stages: ast.Stage[] = [];
    readonly phases: ast.Phase[] = [];
    readonly slots: ast.Slot[] = [];
    readonly resources: ast.Resource[] = [];
    readonly abilities: ast.Ability[] = [];
    readonly options: ast.OptionDecl[] = [];
    readonly triggers: ast.Trigger[] = [];
    readonly winClauses: ast.WinClause[] = [];
    readonly winEffects: ast.WinEffect[] = [];
    readonly players: PlayerRange = { recommended: false };
    /** The `resolution` clause in force (a nearer file's replaces an imported one's). */
    resolution?: ast.ResolutionClause;
    startPhase?: ast.Phase;

    private readonly rolesByFaction = new Map<ast.Faction, ast.Role[]>();
    private readonly rolesBySlot = new Map<ast.Slot | undefined, ast.Role[]>();
    private stageOrderCache?: StageOrder;
    private unitsByStageCache?: Map<ast.Stage | undefined, Unit[]>;

    constructor(roots: readonly ast.RuleSet[]) {
        this.ruleSets.push(...roots);
        // The effective rule set, as the generator compiles it (scoping/overrides.ts).
        for (const element of mergeElements(roots)) this.addElement(element);
        for (const role of this.roles) {
            const faction = role.faction?.ref;
            if (faction) push(this.rolesByFaction, faction, role);
            push(this.rolesBySlot, role.slot?.ref, role);
        }
    }

    private addElement(element: ast.Element): void {
        switch (element.$type) {
            case 'Role': (element.modifier ? this.modifiers : this.roles).push(element); break;
            case 'Faction': this.factions.push(element); break;
            case 'Status': this.statuses.push(element); break;
            case 'Stage': this.stages.push(element); break;
            case 'Phase': this.phases.push(element); break;
            case 'Slot': this.slots.push(element); break;
            case 'Resource': this.resources.push(element); break;
            case 'Setup': this.addSetup(element); break;
            default: break;
        }
        // Abilities live in roles, factions, shared and common declarations; win effects also in voting rules.
        for (const node of AstUtils.streamAllContents(element)) {
            switch (node.$type) {
                case 'Ability': this.abilities.push(node as ast.Ability); break;
                case 'OptionDecl': this.options.push(node as ast.OptionDecl); break;
                case 'Trigger': this.triggers.push(node as ast.Trigger); break;
                case 'WinClause': this.winClauses.push(node as ast.WinClause); break;
                case 'WinEffect': this.winEffects.push(node as ast.WinEffect); break;
                default: break;
            }
        }
    }

    private addSetup(setup: ast.Setup): void {
        for (const clause of setup.clauses) {
            if (ast.isPlayersClause(clause)) {
                Object.assign(this.players, { min: clause.min, max: clause.max ?? clause.min, recommended: clause.recommended, clause });
            } else if (ast.isStartClause(clause)) {
                this.startPhase = clause.phase?.ref;
            } else if (ast.isResolutionClause(clause)) {
                this.resolution = clause;
            }
        }
    }

    rolesOf(faction: ast.Faction): readonly ast.Role[] {
        return this.rolesByFaction.get(faction) ?? [];
    }

    rolesIn(slot: ast.Slot | undefined): readonly ast.Role[] {
        return this.rolesBySlot.get(slot) ?? [];
    }

    /** Hard bounds on the number of players, or undefined where the rule set gives none. */
    playerBounds(): { min?: number; max?: number } {
        return this.players.recommended ? {} : { min: this.players.min, max: this.players.max };
    }

    /** How many copies of a role a deal holds: `count`, else at most one in a `unique` slot. */
    roleCount(role: ast.Role): CountRange {
        for (const member of role.members) {
            if (ast.isRoleCountClause(member)) return { min: member.min, max: member.max ?? member.min };
        }
        return { min: 0, max: role.slot?.ref?.unique ? 1 : Infinity };
    }

    /** Phase kinds of the cycle, lower case (`day`, `night`, ...). */
    phaseKinds(): Set<string> {
        return new Set(this.phases.filter((p) => p.name).map((p) => p.name.toLowerCase()));
    }

    /** The cycle starting from the `start` phase (declaration order otherwise). */
    cycle(): ast.Phase[] {
        const start = this.startPhase ? this.phases.indexOf(this.startPhase) : 0;
        if (start <= 0) return [...this.phases];
        return [...this.phases.slice(start), ...this.phases.slice(0, start)];
    }

    /** Abilities, options and triggers by the stage they resolve in (undefined: no stage). */
    unitsByStage(): Map<ast.Stage | undefined, Unit[]> {
        if (!this.unitsByStageCache) {
            this.unitsByStageCache = new Map();
            for (const unit of [...this.abilities, ...this.options, ...this.triggers]) push(this.unitsByStageCache, stageOf(unit), unit);
        }
        return this.unitsByStageCache;
    }

    stageOrder(): StageOrder {
        return (this.stageOrderCache ??= orderStages(this.stages));
    }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
    const list = map.get(key);
    if (list) list.push(value); else map.set(key, [value]);
}

/**
 * One model per rule set and validation run: `prepare` (registered to run before a document's
 * checks) drops every model and usage index, so a rule set that changed (the document, what it
 * imports, what imports it) is seen afresh.
 */
export class RuleSetModels {
    private models = new WeakMap<AstNode, RuleSetModel>();
    private usages = new WeakMap<AstNode, Map<AstNode, Usage[]>>();
    private readonly documents: LangiumDocuments;

    constructor(services: MafiaServices) {
        this.documents = services.shared.workspace.LangiumDocuments;
    }

    prepare(_root: AstNode): void {
        this.models = new WeakMap();
        this.usages = new WeakMap();
    }

    /**
     * Where each declaration of the node's document is referenced from: the document itself and
     * every loaded document that imports it (a base rule set is used by its variants and games).
     */
    usagesIn(node: AstNode): Map<AstNode, Usage[]> {
        const root = AstUtils.findRootNode(node);
        let usages = this.usages.get(root);
        if (!usages) {
            usages = new Map();
            const document = AstUtils.getDocument(root);
            const own = document.uri.toString();
            const add = (target: AstNode, usage: Usage) => {
                const list = usages!.get(target);
                if (list) list.push(usage); else usages!.set(target, [usage]);
            };
            // `X.Явная`, `X.ХП`: a member name (not a reference) that means a slot or a per-player resource.
            const members = new Map<string, AstNode>();
            if (ast.isRuleSet(root)) for (const e of root.elements) if (ast.isSlot(e) || (ast.isResource(e) && !e.global)) members.set(e.name, e);
            for (const other of this.documents.all) {
                if (other !== document && !visibleUris(other, this.documents).has(own)) continue;
                for (const node of AstUtils.streamAst(other.parseResult.value)) {
                    if (members.size > 0 && ast.isMemberAccess(node) && members.has(node.member)) add(members.get(node.member)!, { container: node, property: 'member' });
                    for (const info of AstUtils.streamReferences(node)) {
                        const target = (info.reference as { ref?: AstNode }).ref;
                        if (!target || AstUtils.findRootNode(target) !== root) continue;
                        add(target, { container: info.container, property: info.property });
                    }
                }
            }
            this.usages.set(root, usages);
        }
        return usages;
    }

    of(node: AstNode): RuleSetModel {
        const root = AstUtils.findRootNode(node);
        let model = this.models.get(root);
        if (!model) {
            model = new RuleSetModel(this.visibleRuleSets(AstUtils.getDocument(root)));
            this.models.set(root, model);
        }
        return model;
    }

    /** The rule sets the document sees, farthest import first and the document last: later ones override. */
    private visibleRuleSets(document: LangiumDocument): ast.RuleSet[] {
        return visibleRuleSets(document.parseResult.value, document, this.documents);
    }
}

const registries = new WeakMap<object, RuleSetModels>();

/** The model registry of a language service container (one per container). */
export function ruleSetModels(services: MafiaServices): RuleSetModels {
    let models = registries.get(services);
    if (!models) {
        models = new RuleSetModels(services);
        registries.set(services, models);
    }
    return models;
}
