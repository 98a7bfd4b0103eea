import { AstUtils, type AstNode, type LangiumDocuments, type ValidationAcceptor, type ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { importedElements } from '../scoping/overrides.js';
import { closestNames } from './edit-distance.js';
import { capitalize, kindName, withArticle } from './wording.js';
import { Codes } from './codes.js';
import { builtInMember, builtInMemberNames, isLearnProperty, LEARN_PROPERTIES, type ExpressionType } from '../../engine/members.js';
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { messageLang } from '../l10n/message-lang.js';

/** An operand or a clause gets a value of the wrong type (`count alive and 3`, `kill 2`). */
export const TypeMismatch = Codes.TypeMismatch;
/** `player.Something` where Something is no slot, resource or built-in member. */
export const UnknownMember = Codes.UnknownMember;

/** The types of the expression language (engine/members.ts defines them with the members). */
export type MafiaType = ExpressionType;

const contextTypes: Record<ast.ContextVariable['name'], MafiaType> = {
    self: 'player', target: 'player', actor: 'player', holder: 'player',
    targets: 'players', victims: 'players', voters: 'players', attackers: 'players', visitors: 'players', actors: 'players',
    guess: 'role', chosen: 'guise', phase: 'phase', it: 'unknown',
};

const paramTypes: Record<ast.ParamClause['kind'], MafiaType> = {
    role: 'role', guise: 'guise', option: 'ability', number: 'number', text: 'text', player: 'player',
    faction: 'faction', ability: 'ability', deal: 'deal',
};

const BOOLEAN: readonly MafiaType[] = ['boolean'];
const NUMBER: readonly MafiaType[] = ['number'];
const PLAYERS: readonly MafiaType[] = ['player', 'players'];
const PLAYER: readonly MafiaType[] = ['player'];

/** What each clause or effect expects of its expressions, by AST type and property. */
const expectations: Record<string, Record<string, readonly MafiaType[]>> = {
    WhenLimit: { condition: BOOLEAN }, TargetClause: { condition: BOOLEAN }, WinClause: { condition: BOOLEAN },
    Trigger: { condition: BOOLEAN }, RevealClause: { condition: BOOLEAN }, DrawClause: { condition: BOOLEAN },
    StatusWhile: { condition: BOOLEAN }, IfEffect: { condition: BOOLEAN }, SameTargetLimit: { exception: BOOLEAN },
    RowLimit: { exception: BOOLEAN }, SameArgLimit: { exception: BOOLEAN },
    LearnEffect: { unless: BOOLEAN, subject: PLAYERS, recipients: PLAYERS }, ProtectEffect: { unless: BOOLEAN, target: PLAYERS },
    KillEffect: { target: PLAYERS }, DamageEffect: { target: PLAYERS, amount: NUMBER }, HealEffect: { target: PLAYERS, amount: NUMBER },
    BlockEffect: { target: PLAYERS }, GiveStatusEffect: { target: PLAYERS }, RemoveStatusEffect: { target: PLAYERS },
    TellEffect: { recipients: PLAYERS }, ChangeRoleEffect: { target: PLAYERS }, ReviveEffect: { target: PLAYERS },
    WinEffect: { winners: ['player', 'players', 'faction'] }, VoteEffect: { target: PLAYERS, amount: NUMBER },
    GuiseEffect: { target: PLAYERS }, GuiseOfEffect: { target: PLAYERS, label: ['role', 'guise'], times: NUMBER },
    ReplaceGuisesEffect: { target: PLAYERS, source: PLAYER }, RevealEffect: { target: PLAYERS },
    RedirectEffect: { target: PLAYERS, to: PLAYERS }, CopyEffect: { source: ['player', 'role', 'ability'], target: PLAYERS },
    ImmuneEffect: { target: PLAYERS }, ReduceEffect: { target: PLAYERS, amount: NUMBER }, CancelEffect: { actors: PLAYERS, target: PLAYERS },
    PermitEffect: { target: PLAYERS }, DisableEffect: { target: PLAYERS }, DefeatEffect: { targets: ['player', 'players', 'faction'] },
    ExecuteEffect: { target: PLAYERS }, SubstituteEffect: { substitute: PLAYER, target: PLAYER }, CountAsEffect: { target: PLAYERS, role: ['role'] },
    ProlongEffect: { target: PLAYERS }, SwapEffect: { first: PLAYERS, second: PLAYER }, RetargetEffect: { puppet: PLAYERS, to: PLAYER },
    HoldEffect: { target: PLAYERS }, DoubleEffect: { target: PLAYERS }, ExtendEffect: { from: PLAYERS, to: PLAYERS }, ResourceEffect: { amount: NUMBER, owner: PLAYERS },
    ForEachEffect: { set: ['players'] }, PerformEffect: { ability: ['ability'] }, VoteWeight: { value: NUMBER },
    UsesExpression: { subject: PLAYER, target: PLAYER }, HasExpression: { subject: PLAYERS }, ByExpression: { subject: PLAYER },
};

/** Slots and resources a rule set declares (its own and its imports'): what `player.X` may name. */
interface MemberTable { slots: Set<string>; playerResources: Set<string>; resources: Set<string> }

/** Infers the type of an expression; pure, cached per node for one validation run. */
export class ExpressionTyper {
    private readonly cache = new WeakMap<AstNode, MafiaType>();
    private readonly tables = new WeakMap<AstNode, MemberTable>();

    constructor(private readonly documents: LangiumDocuments) {}

    typeOf(expr: ast.Expression | undefined): MafiaType {
        if (!expr) return 'unknown';
        const cached = this.cache.get(expr);
        if (cached) return cached;
        this.cache.set(expr, 'unknown'); // an expression that depends on itself is of no known type
        const type = this.infer(expr);
        this.cache.set(expr, type);
        return type;
    }

    /** The type of `receiver.member`, or undefined when no such member exists. */
    memberType(receiverType: MafiaType, member: string, at: AstNode): MafiaType | undefined {
        if (receiverType === 'unknown') return 'unknown';
        const builtIn = builtInMember(receiverType, member);
        if (builtIn) return builtIn.type;
        if (receiverType === 'player') {
            const table = this.memberTable(at);
            if (table.slots.has(member)) return 'role';
            if (table.playerResources.has(member)) return 'number';
        }
        return undefined;
    }

    /** Whether `learn P of X` / `reveal P of X` may ask P: a built-in property, a slot or a resource. */
    learnable(property: string, at: AstNode): boolean {
        if (isLearnProperty(property)) return true;
        const table = this.memberTable(at);
        return table.slots.has(property) || table.resources.has(property);
    }

    /** What `learn` may ask here (for messages). */
    learnableNames(at: AstNode): string[] {
        const table = this.memberTable(at);
        return [...Object.keys(LEARN_PROPERTIES), ...table.slots, ...table.resources];
    }

    /** Member names a value of this type offers (for messages and completion). */
    membersOf(receiverType: MafiaType, at: AstNode): string[] {
        const names = builtInMemberNames(receiverType);
        if (receiverType === 'player') {
            const table = this.memberTable(at);
            names.push(...table.slots, ...table.playerResources);
        }
        return names;
    }

    private infer(expr: ast.Expression): MafiaType {
        switch (expr.$type) {
            case 'NumberLiteral': case 'PercentLiteral': return 'number';
            case 'StringLiteral': return 'text';
            case 'BooleanLiteral': return 'boolean';
            case 'PlayerSet': return 'players';
            case 'ContextVariable': return expr.name === 'it' ? this.itType(expr) : contextTypes[expr.name];
            case 'NamedReference': return this.declarationType(expr.ref?.ref);
            case 'MemberAccess': return this.memberType(this.typeOf(expr.receiver), expr.member, expr) ?? 'unknown';
            case 'UnaryExpression': return expr.operator === 'not' ? 'boolean' : 'number';
            case 'BinaryExpression':
                return ['+', '-', '*', '/', '%'].includes(expr.operator) ? 'number' : 'boolean';
            case 'IsExpression': case 'HasExpression': case 'ByExpression': case 'InExpression': case 'UsesExpression':
                return 'boolean';
            case 'Aggregate':
                switch (expr.fn) {
                    case 'count': return 'number';
                    case 'first': return elementOf(this.typeOf(expr.set));
                    case 'those': return this.typeOf(expr.set);
                    default: return 'boolean';
                }
        }
        return 'unknown';
    }

    private declarationType(node: AstNode | undefined): MafiaType {
        if (!node) return 'unknown';
        switch (node.$type) {
            case 'Faction': return 'faction';
            case 'Role': return 'role';
            case 'Status': return 'status';
            case 'Tag': return 'tag';
            case 'Resource': return (node as ast.Resource).global ? 'number' : 'resource';
            case 'Ability': case 'OptionDecl': case 'Trigger': return 'ability';
            case 'Stage': return 'stage';
            case 'Phase': return 'phase';
            case 'Slot': return 'slot';
            case 'Voting': return 'voting';
            case 'Message': return 'message';
            case 'Player': return 'player';
            case 'GuiseLabel': return 'guise';
            case 'ParamClause': return paramTypes[(node as ast.ParamClause).kind];
            case 'LoopVariable': {
                const loop = node.$container;
                return ast.isForEachEffect(loop) ? elementOf(this.typeOf(loop.set)) : 'unknown';
            }
        }
        return 'unknown';
    }

    /** `it` is an element of the set of the nearest aggregate whose condition holds it. */
    private itType(node: AstNode): MafiaType {
        let child: AstNode = node;
        for (let parent = node.$container; parent; child = parent, parent = parent.$container) {
            if (ast.isAggregate(parent) && parent.condition === child) return elementOf(this.typeOf(parent.set));
        }
        return 'unknown';
    }

    private memberTable(at: AstNode): MemberTable {
        const root = AstUtils.findRootNode(at);
        let table = this.tables.get(root);
        if (table) return table;
        table = { slots: new Set(), playerResources: new Set(), resources: new Set() };
        const elements: AstNode[] = ast.isRuleSet(root) ? [...root.elements] : [];
        if (ast.isRuleSet(root) && root.imports.length > 0) {
            elements.push(...importedElements(AstUtils.getDocument(root), this.documents).map((e) => e.element));
        }
        for (const element of elements) {
            // A declaration still without its name (`resource per player`) offers no member.
            if ((ast.isSlot(element) || ast.isResource(element)) && !element.name) continue;
            if (ast.isSlot(element)) table.slots.add(element.name);
            if (ast.isResource(element) && !element.global) table.playerResources.add(element.name);
            if (ast.isResource(element)) table.resources.add(element.name);
        }
        this.tables.set(root, table);
        return table;
    }
}

function elementOf(type: MafiaType): MafiaType {
    switch (type) {
        case 'players': return 'player';
        case 'roles': return 'role';
        case 'sides': return 'faction';
        case 'unknown': return 'unknown';
        default: return 'unknown';
    }
}

/** Unknown and owner-less resources fit anywhere: they are reported once, where they occur. */
function fits(type: MafiaType, allowed: readonly MafiaType[]): boolean {
    return type === 'unknown' || type === 'resource' || allowed.includes(type);
}

/** Values that may be compared with `==`: the same type, a role and a guise, or unknown. */
function comparable(a: MafiaType, b: MafiaType): boolean {
    if (a === 'unknown' || b === 'unknown' || a === b) return true;
    const guiseLike = new Set<MafiaType>(['role', 'guise']);
    return guiseLike.has(a) && guiseLike.has(b);
}

const typeNames: Partial<Record<MafiaType, string>> = { players: 'set of players', roles: 'set of roles', sides: 'set of sides' };
const article = (t: MafiaType): string => (t === 'text' ? 'text' : withArticle(typeNames[t] ?? t));
/** A type in a message: `a set of players` in English, «множество игроков» in Russian. */
const typeWord = (lang: Lang, t: MafiaType): string => (lang === 'en' ? article(t) : say(lang, `type.${t}`));
const either = (lang: Lang, types: readonly MafiaType[]): string => types.map((t) => typeWord(lang, t)).join(say(lang, 'word.or'));

/** What an `is` test may name, by the type of its subject. */
const isKinds: Partial<Record<MafiaType, readonly string[]>> = {
    player: ['Role', 'Faction', 'Tag', 'ParamClause'],
    players: ['Role', 'Faction', 'Tag', 'ParamClause'],
    role: ['Role', 'Faction', 'Tag', 'ParamClause'],
    phase: ['Phase'],
};

/**
 * Type checks of the expression language: operands of operators, members, aggregates, and what each
 * clause or effect expects (a condition is a boolean, a kill takes players, an amount is a number).
 */
export function expressionTypeChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const documents = services.shared.workspace.LangiumDocuments;
    let typer = new ExpressionTyper(documents);
    /** `words` builds the message in the language of the node's document. */
    const mismatch = (accept: ValidationAcceptor, node: AstNode, words: (lang: Lang) => [MessageKey, Params?], property?: string): void => {
        const lang = messageLang(node);
        const [key, params] = words(lang);
        accept('error', say(lang, key, params), { node, property, code: TypeMismatch, data: { code: TypeMismatch } });
    };
    const expect = (accept: ValidationAcceptor, owner: AstNode, property: string, allowed: readonly MafiaType[]): void => {
        const value = (owner as unknown as Record<string, unknown>)[property];
        if (!ast.isExpression(value)) return;
        const type = typer.typeOf(value);
        if (!fits(type, allowed)) mismatch(accept, value, (l) => ['diag.type-expected', { expected: either(l, allowed), actual: typeWord(l, type) }]);
    };

    const checkLearnable = (e: ast.LearnEffect | ast.RevealEffect | ast.TriggerEvent, accept: ValidationAcceptor): void => {
        const property = ast.isTriggerEvent(e) ? e.learned : e.property;
        if (!property) return; // not written yet (the syntax error says so), or `on learn` of anything
        if (typer.learnable(property, e)) return;
        const candidates = typer.learnableNames(e);
        const suggestions = closestNames(property, candidates);
        const lang = messageLang(e);
        const hint = suggestions.length ? say(lang, 'diag.did-you-mean', { names: suggestions.map((x) => `'${x}'`).join(', ') }) : say(lang, 'diag.known', { names: candidates.map((x) => `'${x}'`).join(', ') });
        accept('error', `${say(lang, 'diag.unknown-property', { name: property })} ${hint}`, {
            node: e, property: ast.isTriggerEvent(e) ? 'learned' : 'property', code: UnknownMember, data: { code: UnknownMember, suggestions },
        });
    };
    const checks: Record<string, (node: AstNode, accept: ValidationAcceptor) => void> = {
        // A fresh cache per document: types of one run never leak into the next edit.
        RuleSet: () => { typer = new ExpressionTyper(documents); },
        GameScript: () => { typer = new ExpressionTyper(documents); },
        BinaryExpression: (node, accept) => {
            const e = node as ast.BinaryExpression;
            const left = typer.typeOf(e.left);
            const right = typer.typeOf(e.right);
            if (e.operator === 'and' || e.operator === 'or') {
                if (!fits(left, BOOLEAN)) mismatch(accept, e.left, (l) => ['diag.bool-left', { op: e.operator, actual: typeWord(l, left) }]);
                if (!fits(right, BOOLEAN)) mismatch(accept, e.right, (l) => ['diag.bool-right', { op: e.operator, actual: typeWord(l, right) }]);
            } else if (e.operator === '==' || e.operator === '!=') {
                if (!comparable(left, right)) mismatch(accept, e, (l) => ['diag.incomparable', { a: typeWord(l, left), b: typeWord(l, right) }]);
            } else {
                if (!fits(left, NUMBER)) mismatch(accept, e.left, (l) => ['diag.number-needed', { op: e.operator, actual: typeWord(l, left) }]);
                if (!fits(right, NUMBER)) mismatch(accept, e.right, (l) => ['diag.number-needed', { op: e.operator, actual: typeWord(l, right) }]);
            }
        },
        UnaryExpression: (node, accept) => {
            const e = node as ast.UnaryExpression;
            const type = typer.typeOf(e.operand);
            const wanted = e.operator === 'not' ? BOOLEAN : NUMBER;
            if (!fits(type, wanted)) mismatch(accept, e.operand, (l) => ['diag.operand-needs', { op: e.operator, expected: either(l, wanted), actual: typeWord(l, type) }]);
        },
        IsExpression: (node, accept) => {
            const e = node as ast.IsExpression;
            const subject = typer.typeOf(e.subject);
            if (subject === 'unknown') return;
            const kinds = isKinds[subject];
            if (!kinds) { mismatch(accept, e.subject, (l) => ['diag.is-subject', { actual: typeWord(l, subject) }]); return; }
            for (const ref of e.refs) {
                const target = ref.ref;
                if (target && !kinds.includes(target.$type)) {
                    mismatch(accept, e, (l) => ['diag.is-target', { subject: capitalize(typeWord(l, subject)), kind: kindName(l, target.$type), name: ref.$refText }], 'refs');
                }
            }
        },
        InExpression: (node, accept) => {
            const e = node as ast.InExpression;
            const element = typer.typeOf(e.element);
            const set = typer.typeOf(e.set);
            if (!fits(set, ['players', 'roles', 'sides'])) { mismatch(accept, e.set, (l) => ['diag.in-set', { actual: typeWord(l, set) }]); return; }
            if (set !== 'unknown' && element !== 'unknown' && elementOf(set) !== element) {
                mismatch(accept, e.element, (l) => ['diag.set-holds', { set: l === 'en' ? set : capitalize(typeWord(l, set)), actual: typeWord(l, element) }]);
            }
        },
        Aggregate: (node, accept) => {
            const e = node as ast.Aggregate;
            const set = typer.typeOf(e.set);
            if (!fits(set, ['players', 'roles', 'sides'])) mismatch(accept, e.set, (l) => ['diag.aggregate-set', { fn: e.fn, actual: typeWord(l, set) }]);
            if (e.condition) {
                const condition = typer.typeOf(e.condition);
                if (!fits(condition, BOOLEAN)) mismatch(accept, e.condition, (l) => ['diag.where-boolean', { actual: typeWord(l, condition) }]);
            }
        },
        MemberAccess: (node, accept) => {
            const e = node as ast.MemberAccess;
            if (!e.member) return; // `self.` with no name yet: the syntax error says so
            const receiver = typer.typeOf(e.receiver);
            if (receiver === 'unknown') return;
            if (typer.memberType(receiver, e.member, e) !== undefined) return;
            const candidates = typer.membersOf(receiver, e);
            const suggestions = closestNames(e.member, candidates);
            const lang = messageLang(e);
            const hint = suggestions.length ? ` ${say(lang, 'diag.did-you-mean', { names: suggestions.map((s) => `'${s}'`).join(', ') })}`
                : candidates.length ? ` ${say(lang, 'diag.known-members', { names: candidates.map((s) => `'${s}'`).join(', ') })}` : '';
            accept('error', `${say(lang, 'diag.no-member', { receiver: capitalize(typeWord(lang, receiver)), member: e.member })}${hint}`, {
                node: e, property: 'member', code: UnknownMember, data: { code: UnknownMember, suggestions },
            });
        },
        // `learn Чепуха of target` would tell «?»: only properties the engine words are accepted.
        LearnEffect: (node, accept) => checkLearnable(node as ast.LearnEffect, accept),
        RevealEffect: (node, accept) => checkLearnable(node as ast.RevealEffect, accept),
        // `on learn Чепуха` would never fire.
        TriggerEvent: (node, accept) => checkLearnable(node as ast.TriggerEvent, accept),
        NamedReference: (node, accept) => {
            const e = node as ast.NamedReference;
            // A per-player resource needs its owner: `self.Карты`, not `Карты`.
            if (typer.typeOf(e) === 'resource') {
                mismatch(accept, e, () => ['diag.per-player-resource', { name: e.ref.$refText }]);
            }
        },
    };
    for (const [type, properties] of Object.entries(expectations)) {
        const previous = checks[type];
        checks[type] = (node, accept) => {
            previous?.(node, accept);
            for (const [property, allowed] of Object.entries(properties)) expect(accept, node, property, allowed);
        };
    }
    return checks as ValidationChecks<ast.MafiaAstType>;
}
