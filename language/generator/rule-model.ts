// The effective rule set of a document: its imports' declarations first (depth first, each file
// once), then its own; a later declaration of the same kind and name replaces the earlier one
// in place (a variant overrides its base). Setup clauses merge clause by clause.
import { AstUtils, type LangiumDocuments, type URI } from 'langium';
import {
    isCommonAbility, isFaction, isGuiseLabel, isMessage, isPhase, isResource, isRole, isRuleSet, isSetup, isSharedAbility, isSlot, isStage, isStatus, isTag, isVoting,
    type CommonAbility, type Element, type Faction, type GuiseLabel, type Message, type Phase, type Resource, type Role, type RuleSet, type SetupClause,
    type SharedAbility, type Slot, type Stage, type Status, type Tag, type Voting,
} from '../generated/ast.js';
import { resolveImport } from '../scoping/imports.js';

export interface RuleModel {
    root: RuleSet;
    phases: Phase[];
    stages: Stage[];
    slots: Slot[];
    factions: Faction[];
    roles: Role[];
    statuses: Status[];
    resources: Resource[];
    tags: Tag[];
    votings: Voting[];
    messages: Message[];
    /** Top-level `shared ability` declarations (outside a faction). */
    shared: SharedAbility[];
    /** Abilities and triggers every player has. */
    common: CommonAbility[];
    guiseLabels: GuiseLabel[];
    setup: SetupClause[];
}

export function collectRuleModel(root: RuleSet, documents?: LangiumDocuments): RuleModel {
    const elements: Element[] = [];
    const visited = new Set<string>();
    const visit = (rs: RuleSet, uri: URI | undefined) => {
        const key = uri?.toString() ?? '';
        if (visited.has(key)) return;
        visited.add(key);
        if (uri && documents) {
            for (const imp of rs.imports) {
                const target = resolveImport(uri, imp.path);
                const doc = documents.hasDocument(target) ? documents.getDocument(target) : undefined;
                const importedRoot = doc?.parseResult.value;
                if (importedRoot && isRuleSet(importedRoot)) visit(importedRoot, target);
            }
        }
        for (const e of rs.elements) {
            if (isSetup(e)) { elements.push(e); continue; }
            const name = nameOf(e);
            const at = elements.findIndex((x) => x.$type === e.$type && nameOf(x) === name);
            if (at >= 0) elements[at] = e; else elements.push(e);
        }
    };
    let uri: URI | undefined;
    try { uri = AstUtils.getDocument(root).uri; } catch { uri = undefined; }
    visit(root, uri);

    const setup: SetupClause[] = [];
    for (const e of elements) {
        if (!isSetup(e)) continue;
        for (const clause of e.clauses) {
            const at = setup.findIndex((x) => x.$type === clause.$type);
            if (at >= 0) setup[at] = clause; else setup.push(clause);
        }
    }
    return {
        root,
        phases: elements.filter(isPhase),
        stages: elements.filter(isStage),
        slots: elements.filter(isSlot),
        factions: elements.filter(isFaction),
        roles: elements.filter(isRole),
        statuses: elements.filter(isStatus),
        resources: elements.filter(isResource),
        tags: elements.filter(isTag),
        votings: elements.filter(isVoting),
        messages: elements.filter(isMessage),
        shared: elements.filter(isSharedAbility),
        common: elements.filter(isCommonAbility),
        guiseLabels: elements.filter(isGuiseLabel),
        setup,
    };
}

function nameOf(e: Element): string | undefined {
    if (isCommonAbility(e)) return (e.ability ?? e.trigger)?.name;
    if (isSharedAbility(e)) return e.ability.name;
    return (e as { name?: string }).name;
}
