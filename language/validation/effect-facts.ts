import { AstUtils, type AstNode } from 'langium';
import * as ast from '../generated/ast.js';
import type { Unit } from '../model/units.js';

/** What a unit's effects decide, in the categories that can contradict each other within a stage. */
export interface EffectFacts {
    /** kill, attack, damage, decided in the unit's own stage (delayed effects are left out of these six) */
    harms: AstNode[];
    /** heal, protect, revive, reduce damage, substitute on kills, cancel attacks */
    saves: AstNode[];
    /** block, disable, cancel abilities, or a status that blocks abilities */
    blocks: AstNode[];
    /** protect from everything, immunity to abilities (which also shield from blocks) */
    shields: AstNode[];
    gives: Map<ast.Status, AstNode>;
    removes: Map<ast.Status, AstNode>;
    /** properties learnt or revealed (`role`, `faction`, ...) */
    learns: Set<string>;
    /** kill effects only (not damage) */
    kills: boolean;
    /** attack effects */
    attacks: boolean;
    /** non-attack damage */
    damages: boolean;
    any: boolean;
}

let memo = new WeakMap<object, EffectFacts>();

/**
 * Forgets every memoised fact. Facts follow references (a status given, and whether it blocks), and
 * when an imported rule set changes, the importing one is re-linked and re-validated without being
 * re-parsed: its nodes stay, their facts must not. Called before each document is validated.
 */
export function forgetEffectFacts(): void {
    memo = new WeakMap();
}

/**
 * The facts of a unit's own effects; with `withOptions`, an ability's options count too (an ability
 * that offers a kill option can kill). Memoised per node until the next `forgetEffectFacts`.
 */
export function effectFacts(unit: Unit, withOptions = true): EffectFacts {
    const key = withOptions ? unit : unit.clauses;
    const known = memo.get(key);
    if (known) return known;
    const facts: EffectFacts = {
        harms: [], saves: [], blocks: [], shields: [], gives: new Map(), removes: new Map(), learns: new Set(),
        kills: false, attacks: false, damages: false, any: false,
    };
    for (const clause of unit.clauses as ast.AbilityClause[]) {
        if (ast.isEffectClause(clause)) collect(clause, facts);
        else if (withOptions && ast.isOptionDecl(clause)) {
            for (const c of clause.clauses) if (ast.isEffectClause(c)) collect(c, facts);
        }
    }
    memo.set(key, facts);
    return facts;
}

function collect(clause: ast.EffectClause, facts: EffectFacts): void {
    for (const node of AstUtils.streamAllContents(clause)) {
        if (!ast.isEffect(node)) continue;
        facts.any = true;
        // A delayed effect resolves later (another phase or stage): it does not decide anything in this stage.
        const now = !AstUtils.getContainerOfType(node.$container, ast.isDelayEffect);
        switch (node.$type) {
            case 'KillEffect':
                facts.kills = true;
                if (now) facts.harms.push(node);
                break;
            case 'DamageEffect':
                if (node.kind === 'attack') facts.attacks = true; else facts.damages = true;
                if (now) facts.harms.push(node);
                break;
            case 'HealEffect': case 'ReviveEffect':
                if (now) facts.saves.push(node);
                break;
            case 'ProtectEffect':
                if (now) facts.saves.push(node);
                if (now && node.scope === 'everything') facts.shields.push(node);
                break;
            case 'BlockEffect': case 'DisableEffect':
                if (now) facts.blocks.push(node);
                break;
            case 'ReduceEffect':
                if (now) facts.saves.push(node);
                break;
            case 'SubstituteEffect':
                if (now && node.scope === 'kills') facts.saves.push(node);
                break;
            case 'CancelEffect':
                // Cancelling attacks saves their targets; cancelling named abilities blocks them.
                if (now) (node.attacks ? facts.saves : facts.blocks).push(node);
                break;
            case 'ImmuneEffect':
                if (now && node.abilities) facts.shields.push(node);
                break;
            case 'GiveStatusEffect': {
                const status = node.status?.ref;
                if (status && now) {
                    facts.gives.set(status, node);
                    if (status.clauses.some(ast.isStatusBlocks)) facts.blocks.push(node);
                }
                break;
            }
            case 'RemoveStatusEffect': {
                const status = node.status?.ref;
                if (status && now) facts.removes.set(status, node);
                break;
            }
            case 'LearnEffect': case 'RevealEffect':
                facts.learns.add(node.property);
                break;
            default: break;
        }
    }
}

/** Whether a unit's effects include something a `protect ... from <scope>` clause protects against. */
export function harmsInScope(facts: EffectFacts, scope: ast.ProtectEffect['scope']): boolean {
    switch (scope) {
        case 'kills': return facts.kills || facts.attacks;
        case 'attacks': return facts.attacks || facts.kills;
        case 'damage': return facts.attacks || facts.damages || facts.kills;
        default: return facts.any;
    }
}
