// Expressions of the rules language in words, for the rules book, the role PMs and hover cards:
// a condition becomes a clause («нет живых игроков из фракций «Мафия» и «Одиночки», и есть живые
// игроки из фракции «Мирные»»), a value a noun phrase («число живых игроков»). Every word comes from
// the catalogue (`expr.*`); display names are the rule set's, quoted, never translated.
//
// Russian needs cases: a noun phrase is kept in three of them (nominative, genitive, accusative) with
// its grammatical gender, and each template takes the case it needs, so names are never declined.
// Negation is pushed down to the predicates (not (A and B) = not A or not B) so that every clause can
// say «не …» itself. `it` in `S where C` reads, in order of preference: as qualifiers of S («живые
// игроки со статусом «Скелет»»), as a relative clause («…, которые применяют …»), or as «этот игрок».
// The semantics rendered are those at the top of engine/expressions.ts.
import { type AstNode } from 'langium';
import { say, type Lang, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import * as ast from '../generated/ast.js';

/** A noun phrase: its nominative, genitive and accusative, and its gender (p: plural). */
export interface Noun { nom: string; gen: string; acc: string; g: 'm' | 'f' | 'n' | 'p' }

interface Ctx {
    lang: Lang;
    /** How `it` reads here (the relative pronoun, «этот игрок»). */
    it?: Noun;
}

const BAR = '\u0001';

/** A noun from its catalogue entry "nom|gen|acc|gender" (a '|' inside a value is kept). */
function noun(lang: Lang, key: MessageKey, params: Params = {}): Noun {
    const safe: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(params)) safe[k] = typeof v === 'string' ? v.replaceAll('|', BAR) : v;
    const [nom, gen, acc, g] = say(lang, key, safe).split('|').map((s) => s.replaceAll(BAR, '|'));
    return { nom, gen: gen || nom, acc: acc || nom, g: (['m', 'f', 'n', 'p'].includes(g) ? g : 'm') as Noun['g'] };
}

/** A clause taken as a noun (rare: a comparison used as a value). */
const asNoun = (text: string): Noun => ({ nom: text, gen: text, acc: text, g: 'n' });

/** The params of a noun under a name: {s} {sg} {sa} and its gender {g}. */
function of(n: Noun, name = 's'): Record<string, string> {
    return { [name]: n.nom, [`${name}g`]: n.gen, [`${name}a`]: n.acc, g: n.g };
}

function titleOfNode(n: AstNode | undefined, fallback: string): string {
    const t = n as { name?: unknown; title?: unknown } | undefined;
    if (t && typeof t.title === 'string') return t.title;
    if (t && typeof t.name === 'string') return t.name;
    return fallback;
}

const quoted = (lang: Lang, name: string) => say(lang, 'expr.name', { name });

function joinList(lang: Lang, items: string[], last: MessageKey): string {
    if (items.length <= 1) return items[0] ?? '';
    return `${items.slice(0, -1).join(', ')}${say(lang, last)}${items[items.length - 1]}`;
}

type QualKind = 'role' | 'faction' | 'tag' | 'status' | 'guise' | 'other';
function qualKind(n: AstNode | undefined): QualKind {
    if (ast.isRole(n)) return 'role';
    if (ast.isFaction(n)) return 'faction';
    if (ast.isTag(n)) return 'tag';
    if (ast.isStatus(n)) return 'status';
    if (ast.isGuiseLabel(n)) return 'guise';
    return 'other';
}

/** «из фракций «А» и «Б»», «с ролью «В» или «Г»»: references grouped by kind (`is`: what a player is, `expr.isq.*`). */
function qualifiers(lang: Lang, refs: ReadonlyArray<{ ref?: AstNode; $refText: string }>, joiner: 'expr.union' | 'expr.alt', prefix: 'expr.q' | 'expr.isq' = 'expr.q'): string {
    const groups = new Map<QualKind, string[]>();
    for (const r of refs) {
        const k = qualKind(r.ref);
        groups.set(k, [...(groups.get(k) ?? []), quoted(lang, titleOfNode(r.ref, r.$refText))]);
    }
    const parts = [...groups].map(([k, names]) => say(lang, `${prefix}.${k}` as MessageKey, { n: joiner === 'expr.union' ? names.length : 1, names: joinList(lang, names, joiner) }));
    return joinList(lang, parts, joiner);
}

/** Sources of `by`: «способности «Выстрел»», «фракции «Мафия»». */
function sources(lang: Lang, refs: ReadonlyArray<{ ref?: AstNode; $refText: string }>): string {
    return joinList(lang, refs.map((r) => {
        const name = quoted(lang, titleOfNode(r.ref, r.$refText));
        const key: MessageKey = ast.isAbility(r.ref) ? 'expr.src.ability' : ast.isOptionDecl(r.ref) ? 'expr.src.option'
            : ast.isRole(r.ref) ? 'expr.src.role' : ast.isFaction(r.ref) ? 'expr.src.faction' : 'expr.src.other';
        return say(lang, key, { name });
    }), 'expr.alt');
}

const names = (lang: Lang, refs: ReadonlyArray<{ ref?: AstNode; $refText: string }>, joiner: MessageKey = 'expr.alt') =>
    joinList(lang, refs.map((r) => quoted(lang, titleOfNode(r.ref, r.$refText))), joiner);

// ---------------------------------------------------------------- noun phrases

const CONTEXT_NOUNS = new Set(['self', 'target', 'targets', 'actor', 'guess', 'chosen', 'victims', 'voters', 'attackers', 'visitors', 'phase', 'holder', 'actors']);
const MEMBER_NOUNS = new Set(['role', 'faction', 'side', 'guise', 'ballot', 'targeted', 'visitors', 'visits', 'allVisitors', 'attackers', 'votes', 'hp', 'guess', 'sides', 'roles', 'count', 'number', 'index', 'streak', 'leader', 'members']);
const BOOLEAN_MEMBERS = new Set(['alive', 'dead', 'damaged', 'attacked', 'executed', 'voted', 'correct']);
const NUMBER_MEMBERS = new Set(['votes', 'hp', 'count', 'number', 'index', 'streak']);
const ARITHMETIC = new Set(['+', '-', '*', '/', '%']);
const COMPARISON = new Set(['==', '!=', '<', '<=', '>', '>=']);

function nounOf(e: ast.Expression | undefined, c: Ctx): Noun {
    const lang = c.lang;
    if (!e) return asNoun('…');
    if (ast.isContextVariable(e)) {
        if (e.name === 'it') return c.it ?? noun(lang, 'expr.n.it');
        return CONTEXT_NOUNS.has(e.name) ? noun(lang, `expr.n.${e.name}` as MessageKey) : asNoun(e.name);
    }
    if (ast.isNamedReference(e)) return refNoun(e.ref, lang);
    if (ast.isNumberLiteral(e)) return noun(lang, 'expr.n.number', { value: e.value });
    if (ast.isPercentLiteral(e)) return noun(lang, 'expr.n.number', { value: `${e.value}%` });
    if (ast.isStringLiteral(e)) return noun(lang, 'expr.n.text', { value: e.value });
    if (ast.isPlayerSet(e)) {
        if (e.refs.length === 0) return noun(lang, `expr.n.${e.kind}` as MessageKey);
        const base = noun(lang, e.kind === 'players' ? 'expr.n.playersOf' : `expr.n.${e.kind}` as MessageKey);
        return noun(lang, 'expr.where.qual', { ...of(base), q: qualifiers(lang, e.refs, 'expr.union') });
    }
    if (ast.isAggregate(e)) {
        const set = restrict(e.set, e.condition, c);
        if (e.fn === 'count') return noun(lang, 'expr.count', of(set));
        if (e.fn === 'first') return noun(lang, 'expr.first', of(set));
        if (e.fn === 'those') return set;
        return asNoun(condition(e, c, false));
    }
    if (ast.isMemberAccess(e)) return memberNoun(e, c);
    if (ast.isUnaryExpression(e) && e.operator === '-') return noun(lang, 'expr.op.neg', of(nounOf(e.operand, c), 'a'));
    if (ast.isBinaryExpression(e) && ARITHMETIC.has(e.operator)) {
        if (e.operator === '*' && (ast.isPercentLiteral(e.left) || ast.isPercentLiteral(e.right))) {
            const [p, b] = ast.isPercentLiteral(e.left) ? [e.left, e.right] : [e.right as ast.PercentLiteral, e.left];
            return noun(lang, 'expr.op.percentOf', { p: `${p.value}%`, ...of(nounOf(b, c), 'b') });
        }
        const a = nounOf(e.left, c);
        return noun(lang, `expr.op.${e.operator}` as MessageKey, { ...of(a, 'a'), b: nounOf(e.right, c).nom, g: a.g === 'p' ? 'n' : a.g });
    }
    return asNoun(condition(e, c, false));
}

function refNoun(ref: { ref?: AstNode; $refText: string }, lang: Lang): Noun {
    const n = ref.ref;
    const name = titleOfNode(n, ref.$refText);
    if (ast.isLoopVariable(n)) return { nom: n.name, gen: n.name, acc: n.name, g: 'm' };
    if (ast.isFaction(n)) return noun(lang, 'expr.n.faction', { name });
    if (ast.isRole(n)) return noun(lang, 'expr.n.role', { name });
    if (ast.isStatus(n)) return noun(lang, 'expr.n.status', { name });
    if (ast.isTag(n)) return noun(lang, 'expr.n.tag', { name });
    if (ast.isAbility(n) || ast.isOptionDecl(n) || ast.isTrigger(n)) return noun(lang, 'expr.n.ability', { name });
    if (ast.isResource(n)) return noun(lang, 'expr.n.resource', { name });
    if (ast.isParamClause(n) || ast.isPlayer(n)) return noun(lang, 'expr.n.param', { name: n.name ?? ref.$refText });
    return noun(lang, 'expr.n.name', { name, g: ast.isPhase(n) ? 'f' : 'm' });
}

function memberNoun(e: ast.MemberAccess, c: Ctx): Noun {
    const r = nounOf(e.receiver, c);
    if (MEMBER_NOUNS.has(e.member)) return noun(c.lang, `expr.m.${e.member}` as MessageKey, of(r));
    if (BOOLEAN_MEMBERS.has(e.member)) return asNoun(condition(e, c, false));
    const decl = declaredMember(e, e.member);
    if (ast.isSlot(decl)) return noun(c.lang, 'expr.m.slot', { ...of(r), name: titleOfNode(decl, e.member) });
    if (ast.isResource(decl)) return noun(c.lang, 'expr.m.resource', { ...of(r), name: titleOfNode(decl, e.member) });
    return noun(c.lang, 'expr.m.other', { ...of(r), name: e.member });
}

/** The slot or resource a member names (`target.Тайная`, `self.Карты`), looked up in the rule set. */
function declaredMember(e: AstNode, name: string): AstNode | undefined {
    let root: AstNode = e;
    while (root.$container) root = root.$container;
    if (!ast.isRuleSet(root)) return undefined;
    return root.elements.find((x) => (ast.isSlot(x) || ast.isResource(x)) && x.name === name);
}

function isNumeric(e: ast.Expression | undefined): boolean {
    if (!e) return false;
    if (ast.isNumberLiteral(e) || ast.isPercentLiteral(e)) return true;
    if (ast.isAggregate(e)) return e.fn === 'count';
    if (ast.isBinaryExpression(e)) return ARITHMETIC.has(e.operator);
    if (ast.isUnaryExpression(e)) return e.operator === '-';
    if (ast.isMemberAccess(e)) return NUMBER_MEMBERS.has(e.member) || ast.isResource(declaredMember(e, e.member));
    if (ast.isNamedReference(e)) return ast.isResource(e.ref.ref);
    return false;
}

// ---------------------------------------------------------------- `S where C`

const isIt = (e: ast.Expression | undefined) => ast.isContextVariable(e) && e.name === 'it';

/** Whether `it` of this aggregate occurs in e (an inner `where` binds its own `it`). */
function mentionsIt(e: AstNode | undefined): boolean {
    if (!e) return false;
    if (ast.isContextVariable(e)) return e.name === 'it';
    if (ast.isAggregate(e)) return mentionsIt(e.set);
    for (const [key, value] of Object.entries(e)) {
        if (key.startsWith('$')) continue;
        const items = Array.isArray(value) ? value : [value];
        for (const v of items) if (v && typeof v === 'object' && '$type' in v && mentionsIt(v as AstNode)) return true;
    }
    return false;
}

function flip(op: string): string {
    return op === 'and' ? 'or' : 'and';
}

/** The chain `a and b and c` (or `or`) as its parts. */
function chain(e: ast.BinaryExpression): ast.Expression[] {
    const parts: ast.Expression[] = [];
    const walk = (x: ast.Expression) => {
        if (ast.isBinaryExpression(x) && x.operator === e.operator) { walk(x.left); walk(x.right); } else parts.push(x);
    };
    walk(e);
    return parts;
}

/** C as qualifiers of the set's members («со статусом «X» и не из фракции «Y»»), if it is made of them. */
function qualifiersOf(e: ast.Expression, c: Ctx, neg: boolean): string | undefined {
    const lang = c.lang;
    if (ast.isUnaryExpression(e) && e.operator === 'not') return qualifiersOf(e.operand, c, !neg);
    if (ast.isBinaryExpression(e) && (e.operator === 'and' || e.operator === 'or')) {
        const op = neg ? flip(e.operator) : e.operator;
        const parts = chain(e);
        // Mixed and/or inside the parts would read ambiguously: leave it to a relative clause.
        if (parts.some((p) => ast.isBinaryExpression(p) && (p.operator === 'and' || p.operator === 'or'))) return undefined;
        const qs = parts.map((p) => qualifiersOf(p, c, neg));
        return qs.every((q): q is string => q !== undefined) ? qs.join(say(lang, op === 'and' ? 'expr.and' : 'expr.or')) : undefined;
    }
    if (ast.isIsExpression(e) && isIt(e.subject)) {
        const q = qualifiers(lang, e.refs, 'expr.alt');
        return neg !== e.negated ? say(lang, 'expr.q.not', { q }) : q;
    }
    if (ast.isHasExpression(e) && isIt(e.subject)) {
        const n = quoted(lang, titleOfNode(e.status.ref, e.status.$refText));
        return neg ? say(lang, 'expr.q.hasNot', { names: n }) : say(lang, 'expr.q.status', { n: 1, names: n });
    }
    if (ast.isBinaryExpression(e) && isIt(e.left) && !mentionsIt(e.right) && (neg ? e.operator === '==' : e.operator === '!=')) {
        return say(lang, 'expr.q.except', of(nounOf(e.right, c)));
    }
    if (ast.isInExpression(e) && isIt(e.element) && !mentionsIt(e.set) && !(ast.isPlayerSet(e.set) && e.set.refs.length === 0 && e.set.kind !== 'players')) {
        return say(lang, neg ? 'expr.q.notIn' : 'expr.q.in', of(nounOf(e.set, c)));
    }
    return undefined;
}

/** Whether C reads as a relative clause: `it` is only ever the subject of its predicates. */
function relativeFits(e: ast.Expression): boolean {
    if (ast.isUnaryExpression(e) && e.operator === 'not') return relativeFits(e.operand);
    if (ast.isBinaryExpression(e) && (e.operator === 'and' || e.operator === 'or')) return relativeFits(e.left) && relativeFits(e.right);
    if (ast.isIsExpression(e) || ast.isHasExpression(e) || ast.isByExpression(e)) return isIt(e.subject);
    if (ast.isUsesExpression(e)) return isIt(e.subject) && !mentionsIt(e.target);
    if (ast.isInExpression(e)) return isIt(e.element) && !mentionsIt(e.set);
    if (ast.isBinaryExpression(e) && COMPARISON.has(e.operator)) return isIt(e.left) && !mentionsIt(e.right);
    if (ast.isMemberAccess(e)) return isIt(e.receiver) && BOOLEAN_MEMBERS.has(e.member);
    return false;
}

/** The set an aggregate runs over: «игроки», not «все игроки», when a condition says which. */
function baseSet(set: ast.Expression, c: Ctx): Noun {
    return ast.isPlayerSet(set) && set.kind === 'players' && set.refs.length === 0 ? noun(c.lang, 'expr.n.playersOf') : nounOf(set, c);
}

/** The set S narrowed by `where C`. */
function restrict(set: ast.Expression, cond: ast.Expression | undefined, c: Ctx): Noun {
    if (!cond) return nounOf(set, c);
    // «есть игроки, …», not «есть все игроки, …»: the condition says which.
    const s = baseSet(set, c);
    const q = qualifiersOf(cond, c, false);
    if (q !== undefined) return noun(c.lang, 'expr.where.qual', { ...of(s), q });
    if (relativeFits(cond)) return noun(c.lang, 'expr.where.rel', { ...of(s), rel: condition(cond, { lang: c.lang, it: noun(c.lang, 'expr.n.which') }, false) });
    return noun(c.lang, 'expr.where.such', { ...of(s), c: condition(cond, { lang: c.lang }, false) });
}

// ---------------------------------------------------------------- conditions

function condition(e: ast.Expression | undefined, c: Ctx, neg: boolean): string {
    const lang = c.lang;
    if (!e) return '…';
    if (ast.isUnaryExpression(e) && e.operator === 'not') return condition(e.operand, c, !neg);
    if (ast.isBinaryExpression(e) && (e.operator === 'and' || e.operator === 'or')) return junction(e, c, neg);
    if (ast.isIsExpression(e)) {
        const no = neg !== e.negated;
        if (ast.isContextVariable(e.subject) && e.subject.name === 'phase') return say(lang, no ? 'expr.phaseIs.not' : 'expr.phaseIs', { names: names(lang, e.refs) });
        return say(lang, no ? 'expr.is.not' : 'expr.is', { ...of(nounOf(e.subject, c)), q: qualifiers(lang, e.refs, 'expr.alt', 'expr.isq') });
    }
    if (ast.isHasExpression(e)) {
        return say(lang, neg ? 'expr.has.not' : 'expr.has', { ...of(nounOf(e.subject, c)), names: quoted(lang, titleOfNode(e.status.ref, e.status.$refText)) });
    }
    if (ast.isByExpression(e)) {
        return say(lang, `expr.by.${e.relation}${neg ? '.not' : ''}` as MessageKey, { ...of(nounOf(e.subject, c)), src: sources(lang, e.sources) });
    }
    if (ast.isInExpression(e)) {
        const s = nounOf(e.element, c);
        if (ast.isPlayerSet(e.set) && e.set.refs.length === 0 && e.set.kind !== 'players') {
            return say(lang, `expr.b.${e.set.kind}${neg ? '.not' : ''}` as MessageKey, of(s));
        }
        return say(lang, neg ? 'expr.in.not' : 'expr.in', { ...of(s), set: nounOf(e.set, c).gen });
    }
    if (ast.isUsesExpression(e)) {
        const abilities = e.any
            ? (e.excluded.length > 0 ? say(lang, 'expr.uses.except', { names: names(lang, e.excluded) }) : say(lang, 'expr.uses.any'))
            : names(lang, e.abilities);
        const on = e.target ? say(lang, 'expr.uses.on', { t: nounOf(e.target, c).gen }) : '';
        return say(lang, neg ? 'expr.uses.not' : 'expr.uses', { ...of(nounOf(e.subject, c)), abilities, on });
    }
    if (ast.isBinaryExpression(e) && COMPARISON.has(e.operator)) return comparison(e, c, neg);
    if (ast.isMemberAccess(e) && BOOLEAN_MEMBERS.has(e.member)) {
        return say(lang, `expr.b.${e.member}${neg ? '.not' : ''}` as MessageKey, of(nounOf(e.receiver, c)));
    }
    if (ast.isAggregate(e) && (e.fn === 'any' || e.fn === 'none')) {
        const set = restrict(e.set, e.condition, c);
        return say(lang, (e.fn === 'any') !== neg ? 'expr.any' : 'expr.none', of(set));
    }
    if (ast.isAggregate(e) && e.fn === 'all' && e.condition) {
        const base = baseSet(e.set, c);
        const q = qualifiersOf(e.condition, c, false);
        if (q !== undefined) return say(lang, neg ? 'expr.all.not' : 'expr.all', { ...of(base), q });
        const each = say(lang, 'expr.allEach', { ...of(base), c: condition(e.condition, { lang }, false) });
        return neg ? say(lang, 'expr.not', { c: each }) : each;
    }
    if (ast.isBooleanLiteral(e)) return say(lang, (e.value === 'true') !== neg ? 'expr.true' : 'expr.false');
    // A value used as a condition is true when it is a non-empty set or a non-zero number.
    if (isNumeric(e)) return say(lang, neg ? 'expr.cmp.==' : 'expr.cmp.!=', { ...of(nounOf(e, c), 'a'), b: '0', than: '' });
    const set = nounOf(e, c);
    return say(lang, neg ? 'expr.none' : 'expr.any', of(set));
}

function junction(e: ast.BinaryExpression, c: Ctx, neg: boolean): string {
    const lang = c.lang;
    const op = neg ? flip(e.operator) : e.operator;
    const parts = chain(e).map((p) => ({ p, op: junctionOf(p, neg) }));
    if (op === 'and') {
        // An `or` inside an `and` reads «либо A, либо B».
        const texts = parts.map(({ p, op: inner }) => (inner === 'or' ? either(p, c, neg) : condition(p, c, neg)));
        return joinList(lang, texts, 'expr.and');
    }
    const sep = parts.some((x) => x.op === 'and') ? `,${say(lang, 'expr.or')}` : say(lang, 'expr.or');
    return parts.map(({ p }) => condition(p, c, neg)).join(sep);
}

/** Which junction a part reads as once negation is pushed down. */
function junctionOf(e: ast.Expression, neg: boolean): 'and' | 'or' | undefined {
    if (ast.isUnaryExpression(e) && e.operator === 'not') return junctionOf(e.operand, !neg);
    if (ast.isBinaryExpression(e) && (e.operator === 'and' || e.operator === 'or')) return (neg ? flip(e.operator) : e.operator) as 'and' | 'or';
    return undefined;
}

/** An `or` (after negation) as «либо A, либо B, либо C». */
function either(e: ast.Expression, c: Ctx, neg: boolean): string {
    if (ast.isUnaryExpression(e) && e.operator === 'not') return either(e.operand, c, !neg);
    const parts = chain(e as ast.BinaryExpression);
    return parts.map((p, k) => say(c.lang, k === 0 ? 'expr.either.first' : 'expr.either.next', { c: condition(p, c, neg) })).join('');
}

const NEGATED: Record<string, string> = { '==': '!=', '!=': '==', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

function comparison(e: ast.BinaryExpression, c: Ctx, neg: boolean): string {
    const lang = c.lang;
    const op = neg ? NEGATED[e.operator] : e.operator;
    const numeric = isNumeric(e.left) || isNumeric(e.right);
    if (!numeric && (op === '==' || op === '!=')) {
        if (ast.isContextVariable(e.left) && e.left.name === 'phase') return say(lang, op === '==' ? 'expr.phaseIs' : 'expr.phaseIs.not', { names: nounOf(e.right, c).nom });
        return say(lang, op === '==' ? 'expr.same' : 'expr.same.not', { a: nounOf(e.left, c).nom, b: nounOf(e.right, c).nom });
    }
    const a = nounOf(e.left, c);
    const than = ast.isNumberLiteral(e.right) || ast.isPercentLiteral(e.right) ? '' : say(lang, 'expr.than');
    return say(lang, `expr.cmp.${op}` as MessageKey, { ...of(a, 'a'), b: nounOf(e.right, c).nom, than });
}

/** Commas a relative clause left before the end or before other punctuation; «в этой фазе» said twice in a row. */
function tidy(s: string, lang: Lang): string {
    const now = say(lang, 'expr.thisPhase');
    return s.replace(/,(\s*,)+/g, ',').replace(/,(?=\s*(?:[;:.)»]|$))/g, '').replaceAll(now + now, now).replace(/\s+/g, ' ').trim();
}

// ---------------------------------------------------------------- the entry points

/** A condition as a clause of a sentence («есть живые игроки из фракции «Мирные»»). */
export function conditionText(e: ast.Expression | undefined, lang: Lang): string {
    return tidy(condition(e, { lang }, false), lang);
}

/** A value as a noun phrase in the nominative («число живых игроков», «лидер фракции «Мафия»»). */
export function nounText(e: ast.Expression | undefined, lang: Lang): string {
    return tidy(nounOf(e, { lang }).nom, lang);
}

/** A value as a noun phrase, in all its cases (for effect sentences that need one). */
export function nounPhrase(e: ast.Expression | undefined, lang: Lang): Noun {
    const n = nounOf(e, { lang });
    return { nom: tidy(n.nom, lang), gen: tidy(n.gen, lang), acc: tidy(n.acc, lang), g: n.g };
}
