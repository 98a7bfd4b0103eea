// The rule set's setup (`deal 10..16 players { … }`): which roles a game of N players deals, drawn
// with a caller's random source, and the seats those roles go to. The checker (language/validation)
// asks `setupProblems` for every N of a clause's range; `mafia deal` and the editor's "Deal Roles…"
// draw with `drawRoles` and seat with `seatRoles`; engine/deal.ts then checks the deal as for any game.
import { say, type Lang } from './l10n/catalogue.js';
import type { DealAmountDef, DealSetupDef, RuleSet } from './model/ruleset.js';

/** Role id → how many players hold it. */
export type RoleCounts = Map<string, number>;

/** Where the randomness comes from: `int(n)` is uniform in [0, n). engine/prng.ts fits. */
export interface RandomSource { int(n: number): number }

/** What the setup needs to know about roles and slots (a compiled rule set, or the checker's view of the AST). */
export interface SetupRoles {
    slots: ReadonlyArray<{ id: string; title: string; unique: boolean }>;
    roles: ReadonlyArray<{ id: string; title: string; slot: string | null; count: { min: number; max: number } | null }>;
}

export class DealSetupError extends Error {
    constructor(readonly problems: string[]) { super(problems.join('\n')); }
}

/** The rule set's deal clause for n players (the first whose range holds n), or undefined. */
export function setupFor(rs: RuleSet, n: number): DealSetupDef | undefined {
    return (rs.setup.deals ?? []).find((d) => n >= d.min && n <= d.max);
}

/** How many roles `amount` gives for n players; `rest` is null (the seats left, known only per slot). */
export function amountFor(amount: DealAmountDef, n: number): number | null {
    if (amount.kind === 'count') return amount.value;
    if (amount.kind === 'players') return Math.floor(n / amount.divisor);
    return null;
}

/** The entries of a setup grouped by slot (the slot of an entry's first role; one group without slots). */
function groups(roles: SetupRoles, def: DealSetupDef): Array<{ slot: string | null; title: string; entries: DealSetupDef['entries'] }> {
    const slotOf = new Map(roles.roles.map((r) => [r.id, r.slot]));
    const keys: Array<string | null> = roles.slots.length === 0 ? [null] : roles.slots.map((s) => s.id);
    return keys.map((slot) => ({
        slot,
        title: roles.slots.find((s) => s.id === slot)?.title ?? '',
        entries: def.entries.filter((e) => roles.slots.length === 0 || slotOf.get(e.roles[0]) === slot),
    }));
}

/** Why the setup cannot deal n players (empty when it can), in the tool's language. */
export function setupProblems(roles: SetupRoles, def: DealSetupDef, n: number, lang: Lang): string[] {
    const problems: string[] = [];
    const title = (id: string) => roles.roles.find((r) => r.id === id)?.title ?? id;
    const slotOf = new Map(roles.roles.map((r) => [r.id, r.slot]));
    for (const e of def.entries) {
        if (e.pick && roles.slots.length > 0 && e.roles.some((r) => slotOf.get(r) !== slotOf.get(e.roles[0]))) {
            problems.push(say(lang, 'deal.problem.mixedSlots', { roles: e.roles.map(title).join(', ') }));
        }
    }
    for (const g of groups(roles, def)) {
        const where = g.title ? say(lang, 'deal.problem.inSlot', { slot: g.title }) : '';
        const rests = g.entries.filter((e) => e.amount.kind === 'rest');
        if (rests.length > 1) problems.push(say(lang, 'deal.problem.twoRests', { where }));
        const fixed = g.entries.reduce((sum, e) => sum + (amountFor(e.amount, n) ?? 0), 0);
        if (fixed > n || (rests.length === 0 && fixed !== n)) {
            problems.push(say(lang, 'deal.problem.size', { n, count: fixed, where }));
        }
        const listed = new Set(g.entries.filter((e) => !e.pick).flatMap((e) => e.roles));
        const own = new Map<string, number>();
        for (const e of g.entries) if (!e.pick) own.set(e.roles[0], (own.get(e.roles[0]) ?? 0) + (amountFor(e.amount, n) ?? Math.max(0, n - fixed)));
        for (const [id, k] of own) {
            const role = roles.roles.find((r) => r.id === id);
            const unique = roles.slots.find((s) => s.id === role?.slot)?.unique ?? false;
            const max = Math.min(role?.count?.max ?? Infinity, unique ? 1 : Infinity);
            const min = role?.count?.min ?? 0;
            if (k > max || k < min) problems.push(say(lang, 'deal.problem.count', { n, role: title(id), k, min, max: max === Infinity ? '∞' : max }));
        }
        for (const e of g.entries) {
            if (!e.pick) continue;
            const want = amountFor(e.amount, n) ?? Math.max(0, n - fixed);
            const pool = e.roles.filter((r) => !listed.has(r)).length;
            if (want > pool) problems.push(say(lang, 'deal.problem.pool', { n, want, pool, roles: e.roles.map(title).join(', ') }));
        }
    }
    return problems;
}

/**
 * Draws the roles of a game of n players from the setup: fixed entries as they say, `pick` entries
 * at random among their pool (each role at most once, never one the setup lists on its own), `rest`
 * fills the slot. `required`: roles players are given (`mafia deal --assign`, seed 000's explicit roles
 * chosen at sign-up), taken first by the picks whose pool has them, the rest drawn as ever (without
 * them the draws are exactly those of a plain deal). Throws DealSetupError when the setup cannot deal n players.
 */
export function drawRoles(roles: SetupRoles, def: DealSetupDef, n: number, rnd: RandomSource, lang: Lang, required?: RoleCounts): RoleCounts {
    const problems = setupProblems(roles, def, n, lang);
    if (problems.length > 0) throw new DealSetupError(problems);
    const counts: RoleCounts = new Map();
    const add = (id: string, k: number) => { if (k > 0) counts.set(id, (counts.get(id) ?? 0) + k); };
    for (const g of groups(roles, def)) {
        const fixed = g.entries.reduce((sum, e) => sum + (amountFor(e.amount, n) ?? 0), 0);
        const listed = new Set(g.entries.filter((e) => !e.pick).flatMap((e) => e.roles));
        for (const e of g.entries) {
            const k = amountFor(e.amount, n) ?? n - fixed;
            if (!e.pick) { add(e.roles[0], k); continue; }
            const pool = e.roles.filter((r) => !listed.has(r) && !counts.has(r));
            let i = 0;
            for (const r of required ? pool.slice() : []) {
                if (i >= k || !required!.has(r) || counts.has(r)) continue;
                const j = pool.indexOf(r);
                [pool[i], pool[j]] = [pool[j], pool[i]];
                add(pool[i++], 1);
            }
            for (; i < k; i++) {
                const j = i + rnd.int(pool.length - i);
                [pool[i], pool[j]] = [pool[j], pool[i]];
                add(pool[i], 1);
            }
        }
    }
    return counts;
}

/**
 * Seats the roles: each slot's roles (in the rule set's order) are shuffled over the n seats, and
 * seat i holds the i-th role of every slot (seed 000: one explicit and one secret role each).
 * `given[i]`: the roles seat i is given (`mafia deal --assign`; counts must hold them): each stays
 * there, the slot's other roles are shuffled over the other seats.
 */
export function seatRoles(roles: SetupRoles, counts: RoleCounts, n: number, rnd: RandomSource, given?: ReadonlyArray<readonly string[]>): string[][] {
    const seats: string[][] = Array.from({ length: n }, () => []);
    const keys: Array<string | null> = roles.slots.length === 0 ? [null] : roles.slots.map((s) => s.id);
    const slotOf = new Map(roles.roles.map((r) => [r.id, r.slot]));
    for (const slot of keys) {
        const list: string[] = [];
        for (const r of roles.roles) if (roles.slots.length === 0 || r.slot === slot) for (let k = counts.get(r.id) ?? 0; k > 0; k--) list.push(r.id);
        const mine = (i: number) => given?.[i]?.find((r) => roles.slots.length === 0 || slotOf.get(r) === slot);
        if (given) for (let i = 0; i < n; i++) { const r = mine(i); if (r !== undefined) list.splice(list.indexOf(r), 1); }
        for (let i = list.length - 1; i > 0; i--) {
            const j = rnd.int(i + 1);
            [list[i], list[j]] = [list[j], list[i]];
        }
        let next = 0;
        for (let i = 0; i < n; i++) {
            const r = mine(i) ?? list[next++];
            if (r !== undefined) seats[i].push(r);
        }
    }
    return seats;
}
