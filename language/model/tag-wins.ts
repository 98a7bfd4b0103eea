// Roles that cannot win as dealt: every win clause of the role (its own, else its faction's) is false
// for sure while nobody holds some tag — mafiascum's Lyncher without a `Lyncher Target` (its win needs a
// status only «on lynch of LyncherTarget» gives), seed 003's Детектив without НанятГородом /
// НанятМафией / НанятМаньяком (`wins when self is НанятГородом …`). Only what is certain counts:
// `X is T`, `X has S`, and/or of them; a tag merely counted (`count alive where (it is T)`) is not needed.
import { AstUtils, type AstNode } from 'langium';
import * as ast from '../generated/ast.js';

function referencedOf<T extends AstNode>(node: AstNode | undefined, is: (n: unknown) => n is T, skip?: (n: AstNode) => boolean): T[] {
    if (!node) return [];
    const out: T[] = [];
    for (const n of AstUtils.streamAst(node)) {
        if (skip && n !== node && skip(n)) continue;
        for (const r of AstUtils.streamReferences(n)) {
            const target = 'ref' in r.reference ? r.reference.ref : undefined;
            if (is(target) && !out.includes(target)) out.push(target);
        }
    }
    return out;
}

type Held = ReadonlySet<ast.Tag>;

/**
 * The unheld tags that make `e` false for sure (null when it may hold): `X is T` with every T an
 * unheld tag, `X has S` with S given only by triggers that need unheld tags, `and` of which one
 * part is false, `or` of which every part is. Anything else may hold.
 */
function falseFor(e: ast.Expression | undefined, held: Held, scope: readonly AstNode[]): ast.Tag[] | null {
    if (!e) return null;
    if (ast.isBinaryExpression(e) && (e.operator === 'and' || e.operator === 'or')) {
        const l = falseFor(e.left, held, scope);
        const r = falseFor(e.right, held, scope);
        if (e.operator === 'and') return l ?? r;
        return l && r ? [...l, ...r.filter((t) => !l.includes(t))] : null;
    }
    if (ast.isIsExpression(e) && !e.negated) {
        const refs = e.refs.map((r) => r.ref);
        return refs.length > 0 && refs.every((r): r is ast.Tag => ast.isTag(r) && !held.has(r)) ? refs as ast.Tag[] : null;
    }
    if (ast.isHasExpression(e) && e.status.ref) return givenOnlyWith(e.status.ref, held, scope);
    return null;
}

/** The unheld tags without which no rule gives the status (every giver a trigger that needs them). */
function givenOnlyWith(status: ast.Status, held: Held, scope: readonly AstNode[]): ast.Tag[] | null {
    const givers = scope.flatMap((s) => AstUtils.streamAst(s).filter((n): n is ast.GiveStatusEffect => ast.isGiveStatusEffect(n) && n.status.ref === status).toArray());
    if (givers.length === 0) return null;
    const tags: ast.Tag[] = [];
    for (const g of givers) {
        const t = AstUtils.getContainerOfType(g, ast.isTrigger);
        if (!t) return null;
        // `on lynch of LyncherTarget`: the event names only tags nobody holds.
        const onTags = referencedOf(t.event, ast.isTag);
        const eventDead = onTags.length > 0 && onTags.every((x) => !held.has(x)) && !referencedOf(t.event, (n): n is AstNode => !!n && !ast.isTag(n)).length;
        const need = eventDead ? onTags : falseFor(t.condition, held, scope);
        if (!need) return null;
        for (const x of need) if (!tags.includes(x)) tags.push(x);
    }
    return tags;
}

export interface UnreachableWin { role: ast.Role; tags: ast.Tag[] }

/**
 * The dealt roles none of whose win clauses can come true for want of a tag: `dealt` the roles in the
 * game, `held` the tags anyone holds (players' `tagged`, their roles' `tagged`), `scope` the rule
 * set's roles and factions (where statuses are given).
 */
export function unreachableWins(dealt: readonly ast.Role[], held: ReadonlySet<ast.Tag>, scope: readonly AstNode[]): UnreachableWin[] {
    const out: UnreachableWin[] = [];
    for (const role of new Set(dealt)) {
        const own = role.members.filter(ast.isWinClause);
        const wins = own.length > 0 ? own : (role.faction?.ref?.members.filter(ast.isWinClause) ?? []);
        if (wins.length === 0) continue;
        const needs = wins.map((w) => falseFor(w.condition, held, scope));
        if (needs.some((tags) => !tags)) continue;
        const tags: ast.Tag[] = [];
        for (const x of needs) for (const t of x!) if (!tags.includes(t)) tags.push(t);
        out.push({ role, tags });
    }
    return out;
}

/** The tags the players and their dealt roles hold. */
export function heldTags(players: ReadonlyArray<{ roles: readonly ast.Role[]; tags?: readonly ast.Tag[] }>): Set<ast.Tag> {
    const held = new Set<ast.Tag>();
    for (const p of players) {
        for (const t of p.tags ?? []) held.add(t);
        for (const r of p.roles) for (const c of r.members.filter(ast.isTagClause)) for (const t of c.tags) if (t.ref) held.add(t.ref);
    }
    return held;
}

/** The parameters of `deal.warn.tagWin`. */
export function tagWinParams(u: UnreachableWin): { role: string; tags: number; names: string } {
    return { role: u.role.title ?? u.role.name, tags: u.tags.length, names: u.tags.map((t) => `«${t.title ?? t.name}»`).join(', ') };
}
