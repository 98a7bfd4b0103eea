// Which roles a simulated game deals: an explicit list (`--roles "Role:N,…"`, display names) or
// the default deal for N players, both as role counts. The seats are shuffled per game (play.ts).
//
// The default deal for N players (a rule set says how many players it is for, not which roles
// each count gets), documented in README.md:
// - factions with a shared action (the mafia-like, who act together) get floor(N/4) seats in all
//   (at least 1, split evenly, the first taking the rest); the other sides share the rest;
// - in each group, roles with abilities of their own come once each, taking at most half of the
//   group's seats (all of them for a group without a plain role); among the other sides they take
//   turns by side (the first of each side, then the second, ...), so every side is dealt;
// - the remaining seats get the plain role (no abilities) of the side: the mafia's own, and for
//   the others the town's (the faction with the most roles);
// - role `count` bounds and unique slots are kept; with slots each slot is dealt this way.
import { normalizeName } from '../names.js';
import type { RoleDef, RuleSet } from '../model/ruleset.js';
import { say, type Lang, type MessageKey, type Params } from '../l10n/catalogue.js';
import { drawRoles, setupFor, type RandomSource } from '../deal-setup.js';

/** Role id → how many players hold it. */
export type RoleCounts = Map<string, number>;

/** A role list or player count that cannot be dealt; `message` is the English, text(lang) the catalogue's words. */
export class SetupError extends Error {
    constructor(private readonly key: MessageKey, private readonly params: Params = {}) {
        super(say('en', key, params));
    }
    text(lang: Lang): string {
        return say(lang, this.key, this.params);
    }
}

export interface Setup {
    players: number;
    /** The roles every game deals; with `pick`, one draw of them (each pick's first choices). */
    counts: RoleCounts;
    /** The rule set's deal clause (its index in `setup.deals`) whose `pick 1 of (…)` is drawn anew
     *  for each game, as `mafia deal` draws it; absent when every game deals `counts`. */
    pick?: number;
}

/**
 * The deal of n players, chosen as `mafia deal` chooses it (language/deal/make-deal.ts): the rule
 * set's clause for n; a rule set with clauses that miss n cannot deal n; one without any clause gets
 * the default deal (the header). A clause without `pick` deals the same roles to every game.
 */
export function playersSetup(rs: RuleSet, n: number): Setup {
    const index = clauseIndexFor(rs, n);
    if (index === null) return defaultSetup(rs, n);
    const clause = rs.setup.deals![index];
    const counts = drawRoles(rs, clause, n, firstChoices, 'en');
    return clause.entries.some((e) => e.pick) ? { players: n, counts, pick: index } : { players: n, counts };
}

/** The index of the rule set's deal clause for n players; null when it has none at all. */
export function clauseIndexFor(rs: RuleSet, n: number): number | null {
    const deals = rs.setup.deals ?? [];
    if (deals.length === 0) return null;
    const clause = setupFor(rs, n);
    const index = clause ? deals.indexOf(clause) : -1;
    if (index < 0) throw new SetupError('deal.err.noSetup', { n, ranges: deals.map((d) => (d.min === d.max ? `${d.min}` : `${d.min}..${d.max}`)).join(', ') });
    return index;
}

/** The roles one game of the setup deals: its picks drawn from `rnd`. */
export function gameCounts(rs: RuleSet, setup: Setup, rnd: RandomSource): RoleCounts {
    return setup.pick === undefined ? setup.counts : drawRoles(rs, rs.setup.deals![setup.pick], setup.players, rnd, 'en');
}

const firstChoices: RandomSource = { int: () => 0 };

/** Parses `Role:N,Role:N` (display names, identifiers or aliases). */
export function parseRoles(rs: RuleSet, text: string): Setup {
    const counts: RoleCounts = new Map();
    const named = new Map<string, string>();
    let total = 0;
    for (const part of text.split(',').map((s) => s.trim()).filter((s) => s.length > 0)) {
        const m = /^(.*?)\s*:\s*(\d+)$/.exec(part);
        if (!m) throw new SetupError('setup.notRoleN', { part });
        const role = findRole(rs, m[1]);
        // «Мафиози:2 Мирный житель:5»: a comma left out reads as one unknown name with a colon in it.
        if (!role && m[1].includes(':')) throw new SetupError('setup.missingComma', { part });
        if (!role) throw new SetupError('setup.unknownRole', { role: m[1], roles: rs.roles.map((r) => r.title).join(', ') });
        // Named twice (in any case or by an alias): one of the two is a slip, not a sum to guess.
        const earlier = named.get(role.id);
        if (earlier !== undefined) throw new SetupError('setup.roleTwice', { role: role.title, first: earlier, second: part });
        named.set(role.id, part);
        const n = Number(m[2]);
        if (n === 0) throw new SetupError('setup.zeroCount', { part, role: role.title });
        total += n;
        // A bound before anything is dealt: a count of 10^20 would exhaust the memory, not report.
        if (total > MAX_ROLE_SEATS) throw new SetupError('setup.tooManySeats', { max: MAX_ROLE_SEATS });
        counts.set(role.id, n);
    }
    if (counts.size === 0) throw new SetupError('setup.noRoles');
    const players = playersOf(rs, counts);
    if (players < 1) throw new SetupError('setup.cannotDeal', { n: players });
    return { players, counts };
}

/** The most seats `--roles` may list (as `--players` accepts at most 1000 players). */
const MAX_ROLE_SEATS = 1000;

/**
 * The one side every seat goes to, when the rule set has others and the roles (without slots: a
 * seat's faction is its role's) leave them out; null otherwise. A game of one side is no game.
 */
function oneSideOf(rs: RuleSet, counts: RoleCounts): string | null {
    if (rs.slots.length > 0) return null;
    const dealt = new Set(rs.roles.filter((r) => counts.has(r.id)).map((r) => r.faction));
    const sides = new Set(rs.roles.filter((r) => !r.modifier).map((r) => r.faction));
    if (dealt.size !== 1 || sides.size <= 1) return null;
    const side = [...dealt][0];
    return rs.factions.find((f) => f.id === side)?.title ?? rs.roles.find((r) => counts.has(r.id))!.title;
}

/** How many players a role list deals (each slot must deal the same number). */
export function playersOf(rs: RuleSet, counts: RoleCounts): number {
    if (rs.slots.length === 0) return [...counts.values()].reduce((a, b) => a + b, 0);
    const perSlot = rs.slots.map((s) => rs.roles.filter((r) => r.slot === s.id).reduce((n, r) => n + (counts.get(r.id) ?? 0), 0));
    if (perSlot.some((n) => n !== perSlot[0])) {
        throw new SetupError('setup.slotsUneven', { slots: rs.slots.map((s, i) => `${s.title} ${perSlot[i]}`).join(', ') });
    }
    return perSlot[0];
}

/** A role by display name, else identifier or alias (as `--roles` names them). */
export function findRole(rs: RuleSet, name: string): RoleDef | undefined {
    const key = normalizeName(name);
    return rs.roles.find((r) => normalizeName(r.title) === key) ?? rs.roles.find((r) => normalizeName(r.id) === key || r.aliases.some((a) => normalizeName(a) === key));
}

const isSpecial = (r: RoleDef): boolean =>
    r.abilities.length > 0 || r.triggers.length > 0 || r.hp !== null || r.toldAs !== null || r.appears.length > 0 || r.wins.length > 0 || r.guises.length > 0;

/** The default deal for `n` players (see the header); SetupError when it cannot be made. */
export function defaultSetup(rs: RuleSet, n: number): Setup {
    if (!Number.isInteger(n) || n < 1) throw new SetupError('setup.cannotDeal', { n });
    const limits = rs.setup.players;
    if (limits && !limits.recommended && (n < limits.min || n > limits.max)) {
        throw new SetupError('setup.playersRange', { range: `${limits.min}${limits.max !== limits.min ? `..${limits.max}` : ''}`, n });
    }
    const counts: RoleCounts = new Map();
    const groups = rs.slots.length === 0 ? [{ roles: rs.roles, unique: false, title: '' }]
        : rs.slots.map((s) => ({ roles: rs.roles.filter((r) => r.slot === s.id), unique: s.unique, title: s.title }));
    for (const group of groups) dealGroup(rs, group.roles, group.unique, n, counts, group.title);
    // A seat's faction is its role's only without slots. Every seat on one side while the rule set has
    // others is no game to play (1 player of a town-against-mafia rule set: a lone mafioso).
    const side = oneSideOf(rs, counts);
    if (side !== null) throw new SetupError('setup.oneSide', { n, side });
    return { players: n, counts };
}

function dealGroup(rs: RuleSet, all: RoleDef[], unique: boolean, n: number, counts: RoleCounts, slot: string): void {
    // A modifier stacks on a base role and is never a seat's only role (ROLES.md 8): the default deal
    // deals base roles only.
    const roles = all.filter((r) => !r.modifier);
    const max = (r: RoleDef): number => Math.min(unique ? 1 : Infinity, r.count?.max ?? Infinity);
    const has = (r: RoleDef): number => counts.get(r.id) ?? 0;
    const add = (r: RoleDef): boolean => { if (has(r) >= max(r)) return false; counts.set(r.id, has(r) + 1); return true; };
    let left = n;
    const give = (r: RoleDef): boolean => { if (left > 0 && add(r)) { left--; return true; } return false; };
    for (const r of roles) for (let i = 0; i < (r.count?.min ?? 0); i++) if (!give(r)) break;

    const acting = new Set(rs.abilities.filter((a) => a.shared && a.ownerKind === 'faction').map((a) => a.owner));
    const killers = rs.factions.filter((f) => acting.has(f.id) && roles.some((r) => r.faction === f.id));
    const seats = killers.length === 0 ? 0 : Math.max(1, Math.floor(n / 4));
    killers.forEach((f, i) => {
        const own = roles.filter((r) => r.faction === f.id);
        let quota = Math.floor(seats / killers.length) + (i === 0 ? seats % killers.length : 0) - own.reduce((s, r) => s + has(r), 0);
        const plain = own.filter((r) => !isSpecial(r));
        // At most half of the side's seats special when it has a plain role (a mafia of mafiosi first).
        let special = plain.length > 0 ? Math.floor(quota / 2) : quota;
        for (const r of own.filter(isSpecial)) if (special > 0 && quota > 0 && has(r) === 0 && give(r)) { quota--; special--; }
        for (const r of [...plain, ...own]) while (quota > 0 && give(r)) quota--;
    });

    const others = roles.filter((r) => !killers.some((f) => f.id === r.faction));
    let specials = Math.ceil(left / 2);
    for (const r of interleaved(others.filter(isSpecial))) if (specials > 0 && has(r) === 0 && give(r)) specials--;
    const size = (f: string | null) => roles.filter((r) => r.faction === f).length;
    const town = rs.factions.filter((f) => !killers.includes(f)).sort((a, b) => size(b.id) - size(a.id))[0];
    const fill = [...others.filter((r) => r.faction === town?.id && !isSpecial(r)), ...others.filter((r) => !isSpecial(r)), ...others, ...roles];
    for (const r of fill) while (left > 0 && give(r)) { /* fill */ }
    if (left > 0) throw new SetupError('setup.rolesShort', { n, slot: slot ? ` (${slot})` : '', max: n - left });
}

/** Roles taking turns by side (the first of each side, then the second, ...): every side gets its seats. */
function interleaved(roles: RoleDef[]): RoleDef[] {
    const sides = new Map<string | null, RoleDef[]>();
    for (const r of roles) sides.set(r.faction, [...(sides.get(r.faction) ?? []), r]);
    const out: RoleDef[] = [];
    for (let i = 0; out.length < roles.length; i++) for (const list of sides.values()) if (i < list.length) out.push(list[i]);
    return out;
}

/** The counts by display name, in the rule set's order (the `roles` of a result). */
export function rolesByTitle(rs: RuleSet, counts: RoleCounts): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of rs.roles) { const k = counts.get(r.id); if (k) out[r.title] = k; }
    return out;
}
