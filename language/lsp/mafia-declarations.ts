import { AstUtils, URI, type AstNode, type LangiumDocument, type LangiumDocuments } from 'langium';
import {
    isAbility, isFaction, isLoopVariable, isMessage, isOptionDecl, isPhase, isPhaseRestriction,
    isPlayer, isResource, isRole, isRuleSet, isSlot, isStage, isStartClause,
    isStatus, isTag, isTrigger, isVoting,
    type Faction, type Phase, type Role, type RuleSet, type Stage,
} from '../generated/ast.js';
import { orderStages } from '../model/stage-order.js';
import { stageOf, type Unit } from '../model/units.js';
import { visibleUris } from '../scoping/imports.js';

/** What a declaration is, in the words the language uses for it. */
export type DeclarationKind =
    | 'role' | 'faction' | 'ability' | 'option' | 'trigger' | 'status' | 'resource' | 'tag' | 'stage'
    | 'phase' | 'slot' | 'voting' | 'message' | 'player' | 'variable';

export function declarationKind(node: AstNode | undefined): DeclarationKind | undefined {
    if (isRole(node)) return 'role';
    if (isFaction(node)) return 'faction';
    if (isAbility(node)) return 'ability';
    if (isOptionDecl(node)) return 'option';
    if (isTrigger(node)) return 'trigger';
    if (isStatus(node)) return 'status';
    if (isResource(node)) return 'resource';
    if (isTag(node)) return 'tag';
    if (isStage(node)) return 'stage';
    if (isPhase(node)) return 'phase';
    if (isSlot(node)) return 'slot';
    if (isVoting(node)) return 'voting';
    if (isMessage(node)) return 'message';
    if (isPlayer(node)) return 'player';
    if (isLoopVariable(node)) return 'variable';
    return undefined;
}

export function nameOf(node: AstNode | undefined): string | undefined {
    const name = (node as { name?: unknown } | undefined)?.name;
    return typeof name === 'string' ? name : undefined;
}

/** The display name (`role Commissioner "Комиссар"` -> Комиссар), when there is one. */
export function titleOf(node: AstNode | undefined): string | undefined {
    const title = (node as { title?: unknown } | undefined)?.title;
    return typeof title === 'string' && title.length > 0 ? title : undefined;
}

/** A reference as written; `?` where a half-typed entry has none yet. */
export function refText(reference: { $refText: string } | undefined): string {
    return reference?.$refText || '?';
}

/** The name a host reads: the display name, else the identifier. */
export function shownName(node: AstNode | undefined): string {
    return titleOf(node) ?? nameOf(node) ?? '?';
}

/** Abilities, options and triggers carry clauses (the validator's units). */
export type Actionable = Unit;

/** The stage named by the ability (or, for an option, by the option or its ability): as the validator reads it. */
export { stageOf };

/** The role or faction an ability, option or trigger belongs to. */
export function ownerOf(node: AstNode): Role | Faction | RuleSet | undefined {
    for (let n: AstNode | undefined = node.$container; n; n = n.$container) {
        if (isRole(n) || isFaction(n)) return n;
        if (isRuleSet(n)) return n;
    }
    return undefined;
}

/** The phases named by `at ...` (empty: no restriction written; `any` = every phase). */
export function phasesOf(node: Actionable): { any: boolean; phases: Phase[] } {
    for (let n: AstNode | undefined = node; n && (isAbility(n) || isOptionDecl(n) || isTrigger(n)); n = n.$container) {
        const clause = (n as Actionable).clauses.find(isPhaseRestriction);
        if (clause) return { any: clause.any, phases: clause.phases.map((p) => p.ref).filter((p): p is Phase => !!p) };
    }
    return { any: false, phases: [] };
}

/** Every node of a type in the rule sets a document sees (itself and its imports). */
export function visibleNodes<T extends AstNode>(document: LangiumDocument, documents: LangiumDocuments, guard: (n: unknown) => n is T): T[] {
    const result: T[] = [];
    for (const uri of visibleUris(document, documents)) {
        const doc = documents.getDocument(URI.parse(uri));
        if (!doc) continue;
        for (const node of AstUtils.streamAllContents(doc.parseResult.value)) if (guard(node)) result.push(node);
    }
    return result;
}

/** Stages in resolution order (the validator's order: declaration order, `after X` after X). */
export function stageOrder(stages: Stage[]): Stage[] {
    const { rank } = orderStages(stages);
    return [...stages].sort((a, b) => rank.get(a)! - rank.get(b)!);
}

/** The phase cycle of a rule set, rotated so that it begins with the `start` phase. */
export function phaseCycle(roots: RuleSet[]): Phase[] {
    const phases: Phase[] = [];
    let start: Phase | undefined;
    for (const root of roots) {
        for (const node of AstUtils.streamAllContents(root)) {
            if (isPhase(node)) phases.push(node);
            if (isStartClause(node) && node.phase?.ref) start = node.phase.ref;
        }
    }
    const at = start ? phases.indexOf(start) : 0;
    return at > 0 ? [...phases.slice(at), ...phases.slice(0, at)] : phases;
}

/** 1-based index in the game of the `number`-th phase of kind `kind` (undefined when unknown). */
export function gamePhaseIndex(cycle: Phase[], kind: Phase | undefined, number: number): number | undefined {
    const position = kind ? cycle.indexOf(kind) : -1;
    if (position < 0 || number < 1) return undefined;
    return (number - 1) * cycle.length + position + 1;
}

/** The rule set roots a document sees: a rule set and its imports, or a game script's rule set. */
export function ruleSetRoots(document: LangiumDocument, documents: LangiumDocuments): RuleSet[] {
    const roots: RuleSet[] = [];
    for (const uri of visibleUris(document, documents)) {
        const root = documents.getDocument(URI.parse(uri))?.parseResult.value;
        if (isRuleSet(root)) roots.push(root);
    }
    return roots;
}
