// A rule set's `deal` clauses as the engine's setup data (engine/deal-setup.ts): the generator emits
// it into the compiled rule set, the checker asks the engine whether each player count can be dealt.
// One conversion, so both read a clause the same way.
import type { DealAmountDef, DealEntryDef, DealSetupDef } from '../../engine/model/ruleset.js';
import type { SetupRoles } from '../../engine/deal-setup.js';
import * as ast from '../generated/ast.js';

/** The roles a `pick` pool names: a role itself, a faction's or a slot's roles. */
export function poolRoles(ref: ast.Named | undefined, roles: readonly ast.Role[]): ast.Role[] {
    if (!ref) return [];
    if (ast.isRole(ref)) return [ref];
    if (ast.isFaction(ref)) return roles.filter((r) => r.faction?.ref === ref);
    if (ast.isSlot(ref)) return roles.filter((r) => r.slot?.ref === ref);
    return [];
}

export function dealAmount(a: ast.DealAmount | undefined): DealAmountDef {
    if (!a) return { kind: 'count', value: 1 };
    if (a.rest) return { kind: 'rest' };
    if (a.players) return { kind: 'players', divisor: a.divisor ?? 1 };
    return { kind: 'count', value: a.value ?? 0 };
}

type WithSrc<T, S> = Omit<T, 'src'> & { src: S };

/** The clause as data; `src` gives each entry's source position (the generator: its code). Unresolved references are left out. */
export function dealSetupOf<S = DealSetupDef['src']>(clause: ast.DealClause, roles: readonly ast.Role[], src: (n: ast.DealClause | ast.DealEntry) => S): Omit<WithSrc<DealSetupDef, S>, 'entries'> & { entries: Array<WithSrc<DealEntryDef, S>> } {
    const entries: Array<WithSrc<DealEntryDef, S>> = [];
    for (const e of clause.entries) {
        if (ast.isDealRole(e)) {
            if (e.role.ref) entries.push({ pick: false, roles: [e.role.ref.name], amount: dealAmount(e.amount), src: src(e) });
        } else {
            const pool = [...new Set(e.pool.flatMap((p) => poolRoles(p.ref, roles)).map((r) => r.name))];
            entries.push({ pick: true, roles: pool, amount: dealAmount(e.amount), src: src(e) });
        }
    }
    return { min: clause.min, max: clause.max ?? clause.min, closed: clause.closed, entries, src: src(clause) };
}

/** What the engine's setup checks need to know, from the AST. */
export function setupRolesOf(roles: readonly ast.Role[], slots: readonly ast.Slot[], count: (r: ast.Role) => { min: number; max: number } | null): SetupRoles {
    return {
        slots: slots.map((s) => ({ id: s.name, title: s.title ?? s.name, unique: s.unique })),
        roles: roles.map((r) => ({ id: r.name, title: r.title ?? r.name, slot: r.slot?.ref?.name ?? null, count: count(r) })),
    };
}
