// How declarations are named in generated code: `kind:id` reference strings, unique keys for
// abilities (`Owner.Ability`), options (`Owner.Ability/Option`) and triggers, and numbers the
// parser leaves unconverted (percentages are read from the source text).
import { GrammarUtils, type AstNode, type Reference } from 'langium';
import {
    isAbility, isFaction, isLoopVariable, isMessage, isOptionDecl, isPhase, isPlayer, isResource, isRole, isSharedAbility, isSlot, isStage,
    isStatus, isTag, isTrigger, isVoting, isGuiseLabel, isParamClause, type Ability, type OptionDecl, type Trigger,
} from '../generated/ast.js';

export function abilityKey(a: Ability): string {
    const { owner } = abilityOwner(a);
    return owner ? `${owner}.${a.name}` : `*.${a.name}`;
}

/** Who has an ability: a role's holders, a faction's members (one order per phase when
 *  `shared`), or every player (`common`). */
export function abilityOwner(a: Ability): { owner: string; kind: 'role' | 'faction' | 'common'; shared: boolean } {
    const owner = a.$container;
    if (isRole(owner)) return { owner: owner.name, kind: 'role', shared: false };
    if (isFaction(owner)) return { owner: owner.name, kind: 'faction', shared: false };
    if (isSharedAbility(owner)) {
        const f = owner.$container;
        return { owner: isFaction(f) ? f.name : '', kind: isFaction(f) ? 'faction' : 'common', shared: true };
    }
    return { owner: '', kind: 'common', shared: false };
}

export function triggerOwner(t: Trigger): { owner: string; kind: 'role' | 'faction' | 'common' } {
    const owner = t.$container;
    if (isRole(owner)) return { owner: owner.name, kind: 'role' };
    if (isFaction(owner)) return { owner: owner.name, kind: 'faction' };
    return { owner: '', kind: 'common' };
}

export function optionKey(o: OptionDecl): string {
    const a = o.$container;
    return isAbility(a) ? `${abilityKey(a)}/${o.name}` : o.name;
}

export function triggerKey(t: Trigger): string {
    const { owner } = triggerOwner(t);
    return owner ? `${owner}.${t.name}` : `*.${t.name}`;
}

/** `kind:id` for a declaration, or null for what is not a reference target (loop variables). */
export function refString(node: AstNode | undefined): string | null {
    if (!node) return null;
    if (isRole(node)) return `role:${node.name}`;
    if (isFaction(node)) return `faction:${node.name}`;
    if (isTag(node)) return `tag:${node.name}`;
    if (isStatus(node)) return `status:${node.name}`;
    if (isAbility(node)) return `ability:${abilityKey(node)}`;
    if (isOptionDecl(node)) return `option:${optionKey(node)}`;
    if (isTrigger(node)) return `trigger:${triggerKey(node)}`;
    if (isPhase(node)) return `phase:${node.name}`;
    if (isResource(node)) return `resource:${node.name}`;
    if (isPlayer(node)) return `player:${node.name}`;
    if (isStage(node)) return `stage:${node.name}`;
    if (isSlot(node)) return `slot:${node.name}`;
    if (isVoting(node)) return `voting:${node.name}`;
    if (isMessage(node)) return `message:${node.name}`;
    if (isGuiseLabel(node)) return `guise:${node.name}`;
    if (isParamClause(node)) return `param:${node.name ?? node.kind}`;
    if (isLoopVariable(node)) return null;
    return null;
}

export function refStrings(refs: Array<Reference<AstNode>>): string[] {
    const out: string[] = [];
    for (const r of refs) {
        const s = refString(r.ref);
        if (s && !out.includes(s)) out.push(s);
    }
    return out;
}

export function refId(r: Reference<AstNode & { name: string }> | undefined): string | null {
    return r?.ref?.name ?? null;
}

/** A percentage as a fraction (0.75). The parser leaves `75%` as NaN; read it from the text. */
export function percent(node: AstNode, property: string): number {
    const value = (node as unknown as Record<string, unknown>)[property];
    if (typeof value === 'number' && Number.isFinite(value)) return value / 100;
    const cst = node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, property) : undefined;
    const text = cst?.text ?? '';
    const m = /(-?\d+(?:\.\d+)?)\s*%/.exec(text);
    return m ? Number(m[1]) / 100 : 0;
}

/** The 1-based line where a node starts. */
export function lineOf(node: AstNode): number {
    return (node.$cstNode?.range.start.line ?? 0) + 1;
}

const COUNT_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, once: 1, twice: 2 };

/** A `Count` (`one`, `twice`, `3`): the parser leaves the words unconverted; read the text. */
export function countOf(node: AstNode, property: string): number {
    const value = (node as unknown as Record<string, unknown>)[property];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string') {
        if (value in COUNT_WORDS) return COUNT_WORDS[value];
        if (/^\d+$/.test(value)) return Number(value);
    }
    const cst = node.$cstNode ? GrammarUtils.findNodeForProperty(node.$cstNode, property) : undefined;
    const text = (cst?.text ?? '').trim();
    if (text in COUNT_WORDS) return COUNT_WORDS[text];
    return /^\d+$/.test(text) ? Number(text) : 1;
}
