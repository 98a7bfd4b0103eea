// Runtime helpers for compiled expressions. Values: numbers, booleans, strings, a player (his
// index; -1 = nobody), a set of players (an array of indices, in seat order except `voters`,
// which is in voting order), a reference to a declaration (RefValue), the phase (PhaseValue).
//
// Semantics (the generator's contract):
//   alive(R...) / dead(R...) / players(R...)  players alive / dead / all carrying one of the roles,
//                                              factions, tags or statuses R (all of them if no R)
//   count|any|none|all|first S where (C)      over S, with `it` bound to each member; `first` gives
//                                              the first member (or nobody)
//   X is R1 or R2   X (a player, a set: every member, a role value: that role or its faction) matches
//   X has S         X carries status S now
//   X targeted|killed|hit|protected by R      this phase, an order / a kill / any effect / a protection
//                                              from an ability, option, trigger, role or faction in R
//   X in S          membership (of players; of roles or sides in `S.roles`, `S.sides`)
//   X.member        the members of engine/members.ts, and a player's slots and resources
//   a bare role/faction/tag/status name is a reference value; used as a set it means the living
//   players carrying it. Arithmetic treats a set as its size and a percentage as a fraction.
import type { Ctx } from './context.js';
import type { Game } from './game.js';
import { matcher } from './matching.js';
import { hasName, normalizeName } from './names.js';
import type { RefString, ResourceDef, RuleSet, SlotDef } from './model/ruleset.js';
import { dealClaimCorrect } from './deal-claim.js';
import { DealValue, PhaseValue, RefValue, truthy } from './model/values.js';
import { guisePool } from './effects/guise-pool.js';
import { ruleFaction } from './sides.js';
import { apparentRole } from './appearance.js';
import { countedRole, type PlayerState } from './state.js';
import type { MemberName, MemberReceiver } from './members.js';
import { aimedBy, allVisitorsOf, GIVEN, attackersOf, visitedBy, visitorsOf, votesAgainst } from './observations.js';
import { say } from './l10n/catalogue.js';

type Pred = ((it: number) => unknown) | null;

/** Truthiness: a set is true when non-empty, a number when non-zero (model/values.ts). */
export const t = truthy;

/** A number: a set counts its members, a boolean is 0/1, anything else 0. */
export function n(x: unknown): number {
    if (typeof x === 'number') return x;
    if (Array.isArray(x)) return x.length;
    if (typeof x === 'boolean') return x ? 1 : 0;
    if (typeof x === 'string' && /^-?\d+(\.\d+)?$/.test(x)) return Number(x);
    return 0;
}

export function eq(c: Ctx, a: unknown, b: unknown): boolean {
    if (a === b) return true;
    if (a instanceof RefValue && b instanceof RefValue) return a.id === b.id && (a.kind === b.kind || sameKindFamily(a, b));
    if (a instanceof PhaseValue) return phaseEq(a, b);
    if (b instanceof PhaseValue) return phaseEq(b, a);
    if (a instanceof RefValue && typeof b === 'number') return b >= 0 && is(c, b, [String(a)], false);
    if (b instanceof RefValue && typeof a === 'number') return a >= 0 && is(c, a, [String(b)], false);
    if (typeof a === 'string' && typeof b === 'string') return normalizeName(a) === normalizeName(b);
    if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x) => b.includes(x));
    if (typeof a === 'boolean' || typeof b === 'boolean') return t(a) === t(b);
    return false;
}

function sameKindFamily(a: RefValue, b: RefValue): boolean {
    // A guessed guise and a role are both roles.
    return (a.kind === 'role' || a.kind === 'guise') && (b.kind === 'role' || b.kind === 'guise');
}

function phaseEq(p: PhaseValue, x: unknown): boolean {
    if (x instanceof RefValue) return x.kind === 'phase' && x.id === p.kind;
    if (typeof x === 'string') return normalizeName(x) === normalizeName(p.kind);
    if (typeof x === 'number') return x === p.number;
    return false;
}

/** Coerces a value to a set of players. */
export function list(c: Ctx, x: unknown): number[] {
    if (Array.isArray(x)) return x;
    if (typeof x === 'number') return x >= 0 ? [x] : [];
    if (x instanceof RefValue) return select(c.g, [String(x)], 1);
    return [];
}

/** Coerces a value to one player (the first of a set), or -1. */
export function one(c: Ctx, x: unknown): number {
    if (typeof x === 'number') return x;
    const l = list(c, x);
    return l.length > 0 ? l[0] : -1;
}

/** `which`: 1 alive, 0 dead, 2 all. */
function select(g: Game, refs: readonly RefString[] | null, which: 0 | 1 | 2): number[] {
    const out: number[] = [];
    const m = refs ? matcher(g.ix, refs) : null;
    const phase = g.index;
    for (const p of g.players) {
        if (which === 1 && !p.alive) continue;
        if (which === 0 && p.alive) continue;
        if (m && !m.player(p, phase)) continue;
        out.push(p.index);
    }
    return out;
}

export function alive(c: Ctx, refs: readonly RefString[] | null): number[] { return select(c.g, refs, 1); }
export function dead(c: Ctx, refs: readonly RefString[] | null): number[] { return select(c.g, refs, 0); }
export function players(c: Ctx, refs: readonly RefString[] | null): number[] { return select(c.g, refs, 2); }

/** `count alive(R)` without building the set (the win checks run it every phase). */
export function countAlive(c: Ctx, refs: readonly RefString[] | null): number {
    const g = c.g;
    const census = g.census();
    if (!refs) return census.total;
    const m = matcher(g.ix, refs);
    if (m.onlyRoles && census.oneRoleEach) {
        // Everyone has one role: add up the living holders of the matching roles.
        let k = 0;
        for (const code of m.matchingCodes) k += census.byRole[code] ?? 0;
        return k;
    }
    let k = 0;
    const phase = g.index;
    for (const p of g.players) if (p.alive && m.player(p, phase)) k++;
    return k;
}

export function count(c: Ctx, set: unknown, pred: Pred): number {
    // `count S.sides`: `sides` is already the number of sides (a set's size stands for the set).
    if (typeof set === 'number' && !pred) return set;
    const s = list(c, set);
    if (!pred) return s.length;
    let k = 0;
    for (const x of s) if (t(pred(x))) k++;
    return k;
}

export function any(c: Ctx, set: unknown, pred: Pred): boolean {
    const s = list(c, set);
    if (!pred) return s.length > 0;
    for (const x of s) if (t(pred(x))) return true;
    return false;
}

export function none(c: Ctx, set: unknown, pred: Pred): boolean { return !any(c, set, pred); }

export function all(c: Ctx, set: unknown, pred: Pred): boolean {
    const s = list(c, set);
    if (!pred) return true;
    for (const x of s) if (!t(pred(x))) return false;
    return true;
}

/** `those S where C`: the members of S for which C holds. */
export function those(c: Ctx, set: unknown, pred: Pred): number[] {
    const s = list(c, set);
    return pred ? s.filter((x) => t(pred(x))) : s;
}

/** `X uses abilities [except A]` / `X uses A, B [on T]`: X's orders this phase (not rejected). */
export function uses(c: Ctx, x: unknown, which: readonly RefString[] | null, except: readonly RefString[] | null, target: unknown): boolean {
    const who = list(c, x);
    const on = target === null ? null : list(c, target);
    const m = which ? matcher(c.g.ix, which) : null;
    const ex = except ? matcher(c.g.ix, except) : null;
    for (const o of c.g.orders) {
        if (!who.includes(o.actor) || o.state === 'failed') continue;
        if (m && !m.source(o.source)) continue;
        if (ex && ex.source(o.source)) continue;
        if (on && !o.targets.some((t2) => on.includes(t2))) continue;
        return true;
    }
    return false;
}

export function first(c: Ctx, set: unknown, pred: Pred): number {
    const s = list(c, set);
    for (const x of s) if (!pred || t(pred(x))) return x;
    return -1;
}

export function is(c: Ctx, x: unknown, refs: readonly RefString[], negated: boolean): boolean {
    const m = matcher(c.g.ix, refs);
    let r: boolean;
    const seen = (i: number) => { const p = c.g.players[i]; const look = apparentRole(c.g.ix, p, c.source); return look ? m.playerAs(p, c.g.index, look) : m.player(p, c.g.index); };
    if (typeof x === 'number') r = x >= 0 && seen(x);
    else if (x instanceof RefValue) r = x.kind === 'role' || x.kind === 'guise' ? m.role(x.id) : m.other.has(String(x)) || (x.kind === 'faction' && m.factions.has(x.id)) || (x.kind === 'tag' && m.tags.has(x.id)) || (x.kind === 'status' && m.statuses.has(x.id)) || m.options.has(x.id);
    else if (Array.isArray(x)) r = x.length > 0 && x.every(seen);
    else if (x instanceof PhaseValue) r = refs.some((ref) => { const parsed = c.g.ix.ref(ref); return parsed.kind === 'phase' && parsed.id === x.kind; });     // `phase is night`
    else r = false;
    return negated ? !r : r;
}

export function has(c: Ctx, x: unknown, status: string): boolean {
    if (typeof x === 'number') return x >= 0 && c.g.players[x].hasStatus(status, c.g.index);
    if (Array.isArray(x)) return x.some((p) => c.g.players[p].hasStatus(status, c.g.index));
    return false;
}

export function by(c: Ctx, x: unknown, relation: 'targeted' | 'killed' | 'hit' | 'protected', refs: readonly RefString[]): boolean {
    const m = matcher(c.g.ix, refs);
    const subjects = list(c, x);
    for (const f of c.g.facts) {
        if (f.kind === relation && subjects.includes(f.subject) && m.source(f.source)) return true;
    }
    return false;
}

export function inSet(c: Ctx, x: unknown, set: unknown): boolean {
    // A set of roles or of sides (`guess in targets.roles`): membership by reference.
    if (Array.isArray(set) && set.length > 0 && set[0] instanceof RefValue) return set.some((v) => eq(c, v, x));
    const s = list(c, set);
    if (typeof x === 'number') return s.includes(x);
    if (Array.isArray(x)) return x.length > 0 && x.every((p) => s.includes(p));
    return false;
}

/**
 * `X.member`: the built-in members of engine/members.ts (evaluated by the tables below), then a
 * player's slots and resources. A member the catalogue does not list is null.
 */
export function mem(c: Ctx, x: unknown, member: string): unknown {
    return memberOf(c, x, memberNamed(member));
}

type Evaluator<X> = ((c: Ctx, x: X) => unknown) | null;

/** A member name resolved once (the generator hoists `R.member("…")` into the rule set's module):
 *  its catalogue key and its evaluator for each kind of receiver, null where it names none. */
export interface Member {
    readonly name: string;
    /** Normalized, in the catalogue's spelling: a player's resource or slot when no evaluator names it. */
    readonly key: string;
    readonly player: Evaluator<PlayerState>;
    readonly players: Evaluator<number[]>;
    readonly phase: Evaluator<PhaseValue>;
    readonly deal: Evaluator<DealValue>;
    readonly role: Evaluator<RefValue>;
    readonly faction: Evaluator<RefValue>;
    readonly ability: Evaluator<RefValue>;
}

const membersByName = new Map<string, Member>();

/** The member `name` names (see Member), resolved once per name. */
export function member(name: string): Member {
    return memberNamed(name);
}

function memberNamed(name: string): Member {
    let m = membersByName.get(name);
    if (!m) {
        const plain = normalizeName(name);
        const key = camelMembers().get(plain) ?? plain;
        const of = <X>(table: Readonly<Record<string, (c: Ctx, x: X) => unknown>>): Evaluator<X> => Object.prototype.hasOwnProperty.call(table, key) ? table[key] : null;
        m = {
            name, key,
            player: of(playerMembers), players: of(playersMembers), phase: of(phaseMembers), deal: of(dealMembers),
            role: of(roleMembers), faction: of(factionMembers), ability: of(abilityMembers),
        };
        if (membersByName.size > 10_000) membersByName.clear();
        membersByName.set(name, m);
    }
    return m;
}

/** `X.member` with the member resolved (see mem). */
export function memberOf(c: Ctx, x: unknown, m: Member): unknown {
    if (typeof x === 'number') {
        if (x < 0) return null;
        const p = c.g.players[x];
        if (m.player) return m.player(c, p);
        const named = resourceOrSlot(c.g, p, m.key);
        if (named === undefined) return null;
        return typeof named === 'number' ? named : named === null ? null : new RefValue('role', named);
    }
    if (x instanceof PhaseValue) return m.phase ? m.phase(c, x) : null;
    if (Array.isArray(x)) {
        if (m.players) return m.players(c, x);
        // A member of a player asked of a set: its first member's (`first …` gives a set of one).
        return x.length > 0 ? memberOf(c, x[0], m) : null;
    }
    if (x instanceof DealValue) return m.deal ? m.deal(c, x) : null;
    if (x instanceof RefValue) {
        if (x.kind === 'role') return m.role ? m.role(c, x) : null;
        if (x.kind === 'faction') return m.faction ? m.faction(c, x) : null;
        if (x.kind === 'ability') return m.ability ? m.ability(c, x) : null;
        return null;
    }
    return null;
}

type Evaluators<R extends MemberReceiver, X> = { readonly [K in MemberName<R>]: (c: Ctx, x: X) => unknown };

let camel: Map<string, string> | null = null;

/** Catalogue names written in camel case (`allVisitors`) by their normalized spelling (names ignore case). */
function camelMembers(): Map<string, string> {
    if (!camel) {
        camel = new Map();
        for (const table of Object.values(memberEvaluators)) for (const k of Object.keys(table)) if (k !== normalizeName(k)) camel.set(normalizeName(k), k);
    }
    return camel;
}

/** A player's side: his faction (as `.faction` gives it), or his role when it plays alone (engine/sides.ts). */
function sideOf(c: Ctx, p: PlayerState): RefValue {
    return (playerMembers.faction(c, p) as RefValue | null) ?? refv(`role:${p.roles[0]}`);
}

const playerMembers: Evaluators<'player', PlayerState> = {
    // As he appears to this ability (engine/appearance.ts).
    role: (c, p) => new RefValue('role', apparentRole(c.g.ix, p, c.source) ?? p.roles[0]),
    // Counted as another role (Имитация): its faction, «с точки зрения способности Чужие заслуги» (engine/sides.ts).
    faction: (c, p) => {
        const look = apparentRole(c.g.ix, p, c.source);
        if (look) { const lf = c.g.ix.roles.get(look)?.faction; if (lf) return new RefValue('faction', lf); }
        const f = ruleFaction(c.g, p);
        return f ? new RefValue('faction', f) : null;
    },
    side: (c, p) => sideOf(c, p),
    alive: (_c, p) => p.alive,
    dead: (_c, p) => !p.alive,
    guise: (c, p) => {
        const pool = guisePool(c.g, p.index);
        return pool.length === 0 ? null : new RefValue('role', pool[Math.floor(c.g.draw(say(c.g.lang, 'note.why-guise', { player: p.name }), c.source) * pool.length)]);
    },
    damaged: (c, p) => p.damageTaken > 0 || c.g.facts.some((f) => f.kind === 'harmed' && f.subject === p.index),
    // Harm came at him this phase, whether it got through or a protection stopped it.
    attacked: (c, p) => p.damageTaken > 0 || c.g.facts.some((f) => (f.kind === 'harmed' || f.kind === 'protected') && f.subject === p.index),
    executed: (c, p) => c.g.phaseEvents().some((e) => e.kind === 'execution' && e.subject === p.name),
    voted: (c, p) => c.g.ballots.has(p.index),
    ballot: (c, p) => { const t = c.g.ballots.get(p.index); return t === undefined ? [] : [t]; },
    targeted: (c, p) => aimedBy(c.g, p.index, GIVEN),
    visitors: (c, p) => visitorsOf(c.g, p.index),
    visits: (c, p) => visitedBy(c.g, p.index),
    allVisitors: (c, p) => allVisitorsOf(c.g, p.index),
    attackers: (c, p) => attackersOf(c.g, p.index),
    votes: (c, p) => votesAgainst(c.g, p.index),
    hp: (_c, p) => p.hp ?? (p.alive ? 1 : 0),
    guess: (c, p) => {
        // In a collective action: what this actor guessed (his own order of the same ability).
        const ability = c.order?.ability;
        const mine = c.g.orders.find((o) => o.actor === p.index && (!ability || o.ability === ability));
        return mine?.guess ?? null;
    },
};

const playersMembers: Evaluators<'players', number[]> = {
    // Sets of sides and of roles are arrays of reference values (`count`, `in`, `any … where` take them).
    sides: (c, x) => distinct(x.map((i) => sideOf(c, c.g.players[i]))),
    roles: (c, x) => distinct(x.flatMap((i) => c.g.players[i].roles.map((r) => refv(`role:${r}`)))),
    count: (_c, x) => x.length,
};

const phaseMembers: Evaluators<'phase', PhaseValue> = {
    number: (_c, x) => x.number,
    index: (_c, x) => x.index,
};

const abilityMembers: Evaluators<'ability', RefValue> = { streak: (c, x) => streak(c, x.id) };
const factionMembers: Evaluators<'faction', RefValue> = {
    leader: (c, x) => leaderOf(c.g, x.id),
    members: (c, x) => select(c.g, [`faction:${x.id}`], 1),
};
const roleMembers: Evaluators<'role', RefValue> = {
    faction: (c, x) => { const f = c.g.ix.roles.get(x.id)?.faction; return f ? new RefValue('faction', f) : null; },
};
const dealMembers: Evaluators<'deal', DealValue> = {
    correct: (c, x) => dealClaimCorrect(c.g, x, c.actor >= 0 ? c.actor : c.self),
};

/** The engine's evaluators by receiver type, for tests that walk the catalogue. */
export const memberEvaluators: { readonly [R in MemberReceiver]: Readonly<Record<string, unknown>> } = {
    player: playerMembers, players: playersMembers, phase: phaseMembers, ability: abilityMembers,
    faction: factionMembers, role: roleMembers, deal: dealMembers,
};

/** Reference values each once, in first-seen order. */
function distinct(values: RefValue[]): RefValue[] {
    const seen = new Map<string, RefValue>();
    for (const v of values) if (!seen.has(String(v))) seen.set(String(v), refv(String(v) as RefString));
    return [...seen.values()];
}

/**
 * `X.Ресурс` and `X.Слот` (`key` normalized): a resource's value (the lives pool lives in `p.hp`),
 * or the role id in a slot (null: none; `count X as R` fills R's slot, seed 000's Имитация: «её роль
 * с точки зрения всех эффектов»); undefined when `key` names neither.
 */
export function resourceOrSlot(g: Game, p: PlayerState, key: string): number | string | null | undefined {
    const { def, slot } = namedResourceOrSlot(g, key);
    if (def) {
        if (def === g.ix.hpResource) return p.hp ?? 0;
        return def.scope === 'global' ? globalValue(g, def.id) : p.resources.get(def.id) ?? def.initial;
    }
    if (!slot) return undefined;
    const inSlot = (r: string) => g.ix.roles.get(r)?.slot === slot.id;
    return countedRole(p, g.index, inSlot) ?? p.roles.find(inSlot) ?? null;
}

// What a member name names among the rule set's resources and slots, looked up once per rule set
// (`X.Личины` is asked in every phase of seed 000's games).
const namedMembers = new WeakMap<RuleSet, Map<string, { def: ResourceDef | undefined; slot: SlotDef | undefined }>>();

function namedResourceOrSlot(g: Game, key: string): { def: ResourceDef | undefined; slot: SlotDef | undefined } {
    let byKey = namedMembers.get(g.rs);
    if (!byKey) namedMembers.set(g.rs, (byKey = new Map()));
    let found = byKey.get(key);
    if (!found) {
        const def = g.rs.resources.find((r) => hasName(r, key));
        found = { def, slot: def ? undefined : g.rs.slots.find((s) => hasName(s, key)) };
        byKey.set(key, found);
    }
    return found;
}

/** A bare resource name: a global resource, or the acting player's own. */
export function res(c: Ctx, id: string): number {
    const g = c.g;
    const def = g.ix.resources.get(id);
    if (!def) return 0;
    if (def.scope === 'global') return globalValue(g, id);
    const p = g.players[c.self];
    if (!p) return def.initial;
    if (def === g.ix.hpResource) return p.hp ?? 0;
    return p.resources.get(id) ?? def.initial;
}

export function globalValue(g: Game, id: string): number {
    return g.globals.get(id) ?? g.ix.resources.get(id)?.initial ?? 0;
}

export function phase(c: Ctx): PhaseValue {
    return new PhaseValue(c.g.index, c.g.phase.id, c.g.number);
}

/** `attackers`: in a trigger, its event's (an `on death` trigger: the killers); elsewhere `self.attackers`. */
export function attackersHere(c: Ctx): number[] {
    return c.source.kind === 'trigger' || c.attackers.length > 0 || c.self < 0 ? c.attackers : attackersOf(c.g, c.self);
}

/** `visitors`: in a trigger, those its event gave; elsewhere `self.visitors`. */
export function visitorsHere(c: Ctx): number[] {
    return c.source.kind === 'trigger' || c.visitors.length > 0 || c.self < 0 ? c.visitors : visitorsOf(c.g, c.self);
}

/** A player named in a game script's expression (rare). */
export function named(c: Ctx, name: string): number {
    return c.g.findPlayer(name)?.index ?? -1;
}

const refValues = new Map<string, RefValue>();

/** The reference value for `kind:id` (interned). */
export function refv(ref: RefString): RefValue {
    let v = refValues.get(ref);
    if (!v) {
        const colon = ref.indexOf(':');
        v = new RefValue(ref.slice(0, colon), ref.slice(colon + 1));
        refValues.set(ref, v);
    }
    return v;
}

/**
 * A faction's leader: the first living holder along its `leader is first of` chain (holders of a
 * ranked role in deal order); without a chain, its first living member.
 */
export function leaderOf(g: Game, faction: string): number {
    const chain = g.ix.factions.get(faction)?.leader ?? [];
    for (const role of chain) {
        for (const p of g.players) if (p.alive && p.roles.includes(role)) return p.index;
    }
    for (const p of g.players) if (p.alive && g.factionsOf(p).includes(faction)) return p.index;
    return -1;
}

/** `Ability.streak`: in how many eligible phases in a row (up to this one) the acting player used it. */
function streak(c: Ctx, key: string): number {
    const g = c.g;
    const p = g.players[c.self];
    if (!p) return 0;
    const uses = p.uses(key);
    const a = g.ix.abilities.get(key);
    let n = 0;
    for (let i = g.index; i > 0; i--) {
        if (a?.phases && !a.phases.includes(g.phaseAt(i).id)) continue;
        if (!uses.some((u) => u.phase === i)) break;
        n++;
    }
    return n;
}
