import type { AstNode } from 'langium';
import * as ast from '../generated/ast.js';
import type { RuleSetModel } from '../model/rule-set-model.js';

/**
 * A small abstract interpretation of conditions over counts of players, enough to prove that a
 * win condition contradicts itself or already holds when the game starts. Anything it does not
 * understand is "unknown", so it never claims more than the rules say.
 */

interface Interval { lo: number; hi: number }

/** A set of players: alive/dead/all players of some roles (undefined: of every role), or something opaque (tags, statuses). */
interface PlayerSetShape { kind: string; roles?: Set<ast.Role>; opaque?: string }

interface Atom { set: PlayerSetShape; key: string; range: Interval }

/** Whether no state of any game satisfies the condition. */
export function unsatisfiable(expr: ast.Expression | undefined, model: RuleSetModel): boolean {
    if (!expr) return false;
    if (ast.isBooleanLiteral(expr)) return expr.value === 'false';
    if (ast.isBinaryExpression(expr) && expr.operator === 'or') {
        return unsatisfiable(expr.left, model) && unsatisfiable(expr.right, model);
    }
    const conjuncts = flattenAnd(expr);
    if (conjuncts.length > 1 && conjuncts.some((c) => unsatisfiable(c, model))) return true;
    const texts = new Set(conjuncts.map(text));
    for (const c of conjuncts) {
        if (ast.isUnaryExpression(c) && c.operator === 'not' && texts.has(text(c.operand))) return true;
    }
    if (conjuncts.some((c) => countsOutOfOrder(c, model))) return true;
    const atoms = conjuncts.map((c) => atomOf(c, model)).filter((a): a is Atom => a !== undefined);
    const byKey = new Map<string, Atom>();
    for (const atom of atoms) {
        const known = byKey.get(atom.key);
        const range = known ? { lo: Math.max(known.range.lo, atom.range.lo), hi: Math.min(known.range.hi, atom.range.hi) } : atom.range;
        if (range.lo > range.hi) return true;
        byKey.set(atom.key, { ...atom, range });
    }
    // A subset cannot hold more players than its superset: `any alive(Мафия) and none alive(МафияКлан)`.
    const merged = [...byKey.values()];
    for (const small of merged) {
        for (const big of merged) {
            if (small !== big && subset(small.set, big.set) && small.range.lo > big.range.hi) return true;
        }
    }
    return false;
}

/** true/false when the condition certainly holds/fails when a game starts (nobody dead yet); undefined otherwise. */
export function atStart(expr: ast.Expression | undefined, model: RuleSetModel): boolean | undefined {
    if (!expr) return undefined;
    if (ast.isBooleanLiteral(expr)) return expr.value === 'true';
    if (ast.isUnaryExpression(expr) && expr.operator === 'not') {
        const v = atStart(expr.operand, model);
        return v === undefined ? undefined : !v;
    }
    if (ast.isBinaryExpression(expr)) {
        if (expr.operator === 'and' || expr.operator === 'or') {
            const l = atStart(expr.left, model);
            const r = atStart(expr.right, model);
            if (expr.operator === 'and') return l === false || r === false ? false : l === true && r === true ? true : undefined;
            return l === true || r === true ? true : l === false && r === false ? false : undefined;
        }
        const l = startNumber(expr.left, model);
        const r = startNumber(expr.right, model);
        if (!l || !r) return undefined;
        return compare(expr.operator, l, r);
    }
    if (ast.isAggregate(expr) && !expr.condition && ast.isPlayerSet(expr.set)) {
        const count = startCount(shapeOf(expr.set, model), model);
        if (expr.fn === 'none') return count.hi === 0 ? true : count.lo > 0 ? false : undefined;
        if (expr.fn === 'any') return count.lo > 0 ? true : count.hi === 0 ? false : undefined;
    }
    return undefined;
}

function startNumber(expr: ast.Expression | undefined, model: RuleSetModel): Interval | undefined {
    if (!expr) return undefined;
    if (ast.isNumberLiteral(expr)) return { lo: expr.value, hi: expr.value };
    if (ast.isAggregate(expr) && expr.fn === 'count' && !expr.condition && ast.isPlayerSet(expr.set)) {
        return startCount(shapeOf(expr.set, model), model);
    }
    if (ast.isBinaryExpression(expr) && (expr.operator === '+' || expr.operator === '-')) {
        const l = startNumber(expr.left, model);
        const r = startNumber(expr.right, model);
        if (!l || !r) return undefined;
        return expr.operator === '+' ? { lo: l.lo + r.lo, hi: l.hi + r.hi } : { lo: l.lo - r.hi, hi: l.hi - r.lo };
    }
    return undefined;
}

function compare(op: string, l: Interval, r: Interval): boolean | undefined {
    switch (op) {
        case '<': return l.hi < r.lo ? true : l.lo >= r.hi ? false : undefined;
        case '<=': return l.hi <= r.lo ? true : l.lo > r.hi ? false : undefined;
        case '>': return l.lo > r.hi ? true : l.hi <= r.lo ? false : undefined;
        case '>=': return l.lo >= r.hi ? true : l.hi < r.lo ? false : undefined;
        case '==': return l.lo === l.hi && r.lo === r.hi && l.lo === r.lo ? true : l.hi < r.lo || r.hi < l.lo ? false : undefined;
        case '!=': return l.hi < r.lo || r.hi < l.lo ? true : l.lo === l.hi && r.lo === r.hi && l.lo === r.lo ? false : undefined;
        default: return undefined;
    }
}

/** How many players a set holds when the game starts. */
function startCount(set: PlayerSetShape, model: RuleSetModel): Interval {
    const players = model.playerBounds();
    const maxPlayers = players.max ?? Infinity;
    if (set.kind === 'dead') return { lo: 0, hi: 0 };
    if (set.opaque) return { lo: 0, hi: maxPlayers };
    if (!set.roles) return { lo: Math.max(1, players.min ?? 1), hi: maxPlayers };
    let lo = 0;
    let hi = 0;
    for (const role of set.roles) {
        const count = model.roleCount(role);
        lo += count.min;
        hi += count.max;
    }
    return { lo, hi: Math.min(hi, maxPlayers) };
}

function atomOf(expr: ast.Expression, model: RuleSetModel): Atom | undefined {
    if (ast.isUnaryExpression(expr) && expr.operator === 'not') {
        const inner = atomOf(expr.operand, model);
        if (!inner) return undefined;
        // The complement of [lo, hi] is an interval only when one end is open.
        if (inner.range.lo === 0 && inner.range.hi !== Infinity) return { ...inner, range: { lo: inner.range.hi + 1, hi: Infinity } };
        if (inner.range.hi === Infinity && inner.range.lo > 0) return { ...inner, range: { lo: 0, hi: inner.range.lo - 1 } };
        return undefined;
    }
    if (ast.isAggregate(expr) && !expr.condition && ast.isPlayerSet(expr.set)) {
        const set = shapeOf(expr.set, model);
        if (expr.fn === 'none') return { set, key: keyOf(set), range: { lo: 0, hi: 0 } };
        if (expr.fn === 'any') return { set, key: keyOf(set), range: { lo: 1, hi: Infinity } };
        return undefined;
    }
    if (ast.isBinaryExpression(expr) && ['<', '<=', '>', '>=', '=='].includes(expr.operator)) {
        let count = countSet(expr.left, model);
        let number = ast.isNumberLiteral(expr.right) ? expr.right.value : undefined;
        let op: string = expr.operator;
        if (!count) {
            count = countSet(expr.right, model);
            number = ast.isNumberLiteral(expr.left) ? expr.left.value : undefined;
            op = ({ '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==' } as Record<string, string>)[op];
        }
        if (!count || number === undefined) return undefined;
        const range = op === '<' ? { lo: 0, hi: number - 1 } : op === '<=' ? { lo: 0, hi: number }
            : op === '>' ? { lo: number + 1, hi: Infinity } : op === '>=' ? { lo: number, hi: Infinity } : { lo: number, hi: number };
        return { set: count, key: keyOf(count), range: { lo: Math.max(0, range.lo), hi: range.hi } };
    }
    return undefined;
}

/** `count alive(Мафия) > count alive`: a part never outnumbers the whole it belongs to. */
function countsOutOfOrder(expr: ast.Expression, model: RuleSetModel): boolean {
    if (!ast.isBinaryExpression(expr) || (expr.operator !== '>' && expr.operator !== '<')) return false;
    const left = countSet(expr.left, model);
    const right = countSet(expr.right, model);
    if (!left || !right) return false;
    return expr.operator === '>' ? subset(left, right) : subset(right, left);
}

function countSet(expr: ast.Expression | undefined, model: RuleSetModel): PlayerSetShape | undefined {
    if (expr && ast.isAggregate(expr) && expr.fn === 'count' && !expr.condition && ast.isPlayerSet(expr.set)) return shapeOf(expr.set, model);
    return undefined;
}

function shapeOf(set: ast.PlayerSet, model: RuleSetModel): PlayerSetShape {
    const kind = set.kind === 'players' ? 'players' : set.kind;
    if (set.refs.length === 0) return { kind };
    const roles = new Set<ast.Role>();
    const opaque: string[] = [];
    for (const ref of set.refs) {
        const target = ref.ref;
        if (ast.isRole(target)) roles.add(target);
        // A faction without roles here may get them from a rule set that imports this one: unknown.
        else if (ast.isFaction(target) && model.rolesOf(target).length > 0) for (const r of model.rolesOf(target)) roles.add(r);
        else opaque.push(ref.$refText);
    }
    return opaque.length > 0 ? { kind, opaque: opaque.sort().join(',') + '|' + [...roles].map((r) => r.name).sort().join(',') } : { kind, roles };
}

function keyOf(set: PlayerSetShape): string {
    if (set.opaque) return `${set.kind}:?${set.opaque}`;
    if (!set.roles) return `${set.kind}:*`;
    return `${set.kind}:${[...set.roles].map((r) => r.name).sort().join(',')}`;
}

function subset(a: PlayerSetShape, b: PlayerSetShape): boolean {
    if (a.kind !== b.kind || a.opaque || b.opaque) return false;
    if (!b.roles) return true;
    if (!a.roles) return false;
    for (const r of a.roles) if (!b.roles.has(r)) return false;
    return true;
}

/** The parts of `a and b and c`; a half-typed `a and` has no right part yet. */
function flattenAnd(expr: ast.Expression | undefined): ast.Expression[] {
    if (!expr) return [];
    if (ast.isBinaryExpression(expr) && expr.operator === 'and') return [...flattenAnd(expr.left), ...flattenAnd(expr.right)];
    return [expr];
}

function text(node: AstNode | undefined): string {
    return (node?.$cstNode?.text ?? '').replace(/[()\s]+/g, ' ').trim();
}
