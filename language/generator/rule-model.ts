// The rule model the generator compiles: the effective rule set of a document (scoping/overrides.ts:
// imported declarations first, a nearer file's declaration of the same kind and name in place of
// the farther one), sorted by kind; setup clauses merge clause by clause.
import { AstUtils, type LangiumDocument, type LangiumDocuments } from 'langium';
import {
    isCommonAbility, isDealClause, isFaction, isGuiseLabel, isMessage, isPhase, isResource, isRole, isSetup, isSharedAbility, isSlot, isStage, isStatus, isTag, isVoting,
    type CommonAbility, type Faction, type GuiseLabel, type Message, type Phase, type Resource, type Role, type RuleSet, type SetupClause,
    type SharedAbility, type Slot, type Stage, type Status, type Tag, type Voting,
} from '../generated/ast.js';
import { effectiveElements } from '../scoping/overrides.js';

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
    let document: LangiumDocument | undefined;
    try { document = AstUtils.getDocument(root); } catch { document = undefined; }
    const elements = effectiveElements(root, document, documents);
    // Setups add up clause by clause; a later (nearer) file's clause replaces the same clause.
    const setup: SetupClause[] = [];
    for (const e of elements) {
        if (!isSetup(e)) continue;
        // Deal clauses come as a set (one per player range): a nearer file's set replaces the farther one's.
        if (e.clauses.some(isDealClause)) for (let i = setup.length - 1; i >= 0; i--) if (isDealClause(setup[i])) setup.splice(i, 1);
        for (const clause of e.clauses) {
            if (isDealClause(clause)) { setup.push(clause); continue; }
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
