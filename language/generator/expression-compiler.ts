// Compiles expressions to JavaScript source over the runtime helpers (`R.*`, see
// engine/expressions.ts for the semantics). The generated functions take the context `c`;
// `it` and loop variables become parameters of the generated lambdas (`$i1`, `$v1`), never
// user-chosen identifiers. Constants (reference lists, values, durations, source lines) are
// hoisted into the module once.
import type { AstNode } from 'langium';
import {
    isAggregate, isBinaryExpression, isBooleanLiteral, isByExpression, isContextVariable, isHasExpression, isInExpression,
    isIsExpression, isLoopVariable, isMemberAccess, isNamedReference, isNumberLiteral, isPercentLiteral, isPlayer,
    isPlayerSet, isResource, isStringLiteral, isUnaryExpression, isUsesExpression, isParamClause, type Expression,
} from '../generated/ast.js';
import { lineOf, percent, refString, refStrings } from './references.js';
import { lit } from './string-literal.js';

export interface Scope {
    /** The innermost `it` parameter. */
    it: string | null;
    /** Loop variables in scope, by their declaration node. */
    vars: Map<AstNode, string>;
}

export const rootScope = (): Scope => ({ it: null, vars: new Map() });

type Kind = 'bool' | 'player' | 'number' | 'other';

/** Hoisted constants shared by the whole generated module. */
export class Constants {
    readonly decls: string[] = [];
    private readonly byCode = new Map<string, string>();
    private counter = 0;
    private readonly files = new Map<string, string>();

    constructor(private readonly fileName: (node: AstNode) => string) {}

    hoist(prefix: string, code: string): string {
        const known = this.byCode.get(code);
        if (known) return known;
        const name = `${prefix}${++this.counter}`;
        this.byCode.set(code, name);
        this.decls.push(`const ${name} = ${code};`);
        return name;
    }

    fresh(prefix: string): string {
        return `${prefix}${++this.counter}`;
    }

    /** The source position constant of a node: `{ file, line }`. */
    src(node: AstNode): string {
        const file = this.fileName(node);
        let f = this.files.get(file);
        if (!f) { f = this.hoist('F', lit(file)); this.files.set(file, f); }
        return this.hoist('S', `{ file: ${f}, line: ${lineOf(node)} }`);
    }

    refs(list: string[]): string {
        return this.hoist('K', `[${list.map(lit).join(', ')}]`);
    }
}

export class ExpressionCompiler {
    constructor(readonly k: Constants) {}

    expr(e: Expression | undefined, s: Scope): string {
        if (!e) return 'null';
        if (isBinaryExpression(e)) {
            const op = e.operator;
            if (op === 'or') return `(${this.cond(e.left, s)} || ${this.cond(e.right, s)})`;
            if (op === 'and') return `(${this.cond(e.left, s)} && ${this.cond(e.right, s)})`;
            if (op === '==') return `R.eq(c, ${this.expr(e.left, s)}, ${this.expr(e.right, s)})`;
            if (op === '!=') return `!R.eq(c, ${this.expr(e.left, s)}, ${this.expr(e.right, s)})`;
            if (op === '<' || op === '<=' || op === '>' || op === '>=' || op === '+' || op === '-' || op === '*' || op === '/' || op === '%') {
                return `(${this.num(e.left, s)} ${op} ${this.num(e.right, s)})`;
            }
            return 'null';
        }
        if (isUnaryExpression(e)) return e.operator === '-' ? `(-${this.num(e.operand, s)})` : `!${this.cond(e.operand, s)}`;
        if (isUsesExpression(e)) {
            const which = e.any ? 'null' : this.k.refs(refStrings(e.abilities));
            const except = e.excluded.length > 0 ? this.k.refs(refStrings(e.excluded)) : 'null';
            return `R.uses(c, ${this.expr(e.subject, s)}, ${which}, ${except}, ${e.target ? this.expr(e.target, s) : 'null'})`;
        }
        if (isIsExpression(e)) return `R.is(c, ${this.expr(e.subject, s)}, ${this.k.refs(refStrings(e.refs))}, ${e.negated ? 'true' : 'false'})`;
        if (isHasExpression(e)) return `R.has(c, ${this.expr(e.subject, s)}, ${lit(e.status.ref?.name ?? e.status.$refText)})`;
        if (isByExpression(e)) return `R.by(c, ${this.expr(e.subject, s)}, ${lit(e.relation)}, ${this.k.refs(refStrings(e.sources))})`;
        if (isInExpression(e)) return `R.inSet(c, ${this.expr(e.element, s)}, ${this.expr(e.set, s)})`;
        if (isMemberAccess(e)) return `R.memberOf(c, ${this.expr(e.receiver, s)}, ${this.k.hoist('M', `R.member(${lit(e.member)})`)})`; // the name resolved once
        if (isNumberLiteral(e)) return String(e.value);
        if (isPercentLiteral(e)) return String(percent(e, 'value'));
        if (isStringLiteral(e)) return lit(e.value);
        if (isBooleanLiteral(e)) return e.value === 'true' ? 'true' : 'false';
        if (isPlayerSet(e)) {
            const refs = e.refs.length > 0 ? this.k.refs(refStrings(e.refs)) : 'null';
            return `R.${e.kind === 'players' ? 'players' : e.kind}(c, ${refs})`;
        }
        if (isAggregate(e)) {
            if ((e.fn === 'count' || e.fn === 'any' || e.fn === 'none') && !e.condition && isPlayerSet(e.set) && e.set.kind === 'alive') {
                // Counting the living without building the set (win checks run every phase).
                const n = `R.countAlive(c, ${e.set.refs.length > 0 ? this.k.refs(refStrings(e.set.refs)) : 'null'})`;
                return e.fn === 'count' ? n : e.fn === 'any' ? `(${n} > 0)` : `(${n} === 0)`;
            }
            const it = this.k.fresh('$i');
            const pred = e.condition ? `(${it}) => ${this.cond(e.condition, { ...s, it })}` : 'null';
            return `R.${e.fn}(c, ${this.expr(e.set, s)}, ${pred})`;
        }
        if (isContextVariable(e)) {
            switch (e.name) {
                case 'self': case 'holder': return 'c.self';
                case 'it': return s.it ?? '-1';
                case 'phase': return 'R.phase(c)';
                case 'actors': return 'R.actors(c)';
                case 'attackers': return 'R.attackersHere(c)';
                case 'visitors': return 'R.visitorsHere(c)';
                default: return `c.${e.name}`;
            }
        }
        if (isNamedReference(e)) {
            const node = e.ref.ref;
            if (!node) return 'null';
            if (isLoopVariable(node)) return s.vars.get(node) ?? '-1';
            if (isPlayer(node)) return `R.named(c, ${lit(node.name)})`;
            if (isResource(node)) return `R.res(c, ${lit(node.name)})`;
            if (isParamClause(node)) return `R.param(c, ${lit(node.name ?? node.kind)}, ${lit(node.kind)})`;
            const ref = refString(node);
            return ref ? this.k.hoist('V', `R.refv(${lit(ref)})`) : 'null';
        }
        return 'null';
    }

    /** As a boolean. */
    cond(e: Expression | undefined, s: Scope): string {
        if (!e) return 'false';
        const code = this.expr(e, s);
        switch (this.kind(e)) {
            case 'bool': return code;
            case 'player': return `(${code} >= 0)`;
            default: return `R.t(${code})`;
        }
    }

    /** As a number. */
    num(e: Expression | undefined, s: Scope): string {
        if (!e) return '0';
        const code = this.expr(e, s);
        return this.kind(e) === 'number' ? code : `R.n(${code})`;
    }

    /** A condition as a function of the context, or `null`. */
    condFn(e: Expression | undefined, s: Scope = rootScope()): string {
        return e ? `(c) => ${this.cond(e, s)}` : 'null';
    }

    exprFn(e: Expression | undefined, s: Scope = rootScope()): string {
        return e ? `(c) => ${this.expr(e, s)}` : 'null';
    }

    private kind(e: Expression): Kind {
        if (isBinaryExpression(e)) {
            if (['or', 'and', '==', '!=', '<', '<=', '>', '>='].includes(e.operator)) return 'bool';
            return 'number';
        }
        if (isUnaryExpression(e)) return e.operator === '-' ? 'number' : 'bool';
        if (isUsesExpression(e) || isIsExpression(e) || isHasExpression(e) || isByExpression(e) || isInExpression(e) || isBooleanLiteral(e)) return 'bool';
        if (isNumberLiteral(e) || isPercentLiteral(e)) return 'number';
        if (isAggregate(e)) return e.fn === 'count' ? 'number' : e.fn === 'first' ? 'player' : e.fn === 'those' ? 'other' : 'bool';
        if (isContextVariable(e)) return ['self', 'holder', 'target', 'actor', 'it'].includes(e.name) ? 'player' : 'other';
        if (isNamedReference(e)) {
            const node = e.ref.ref;
            if (isLoopVariable(node) || isPlayer(node)) return 'player';
            if (isResource(node)) return 'number';
        }
        return 'other';
    }
}
