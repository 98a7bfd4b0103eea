// Collecting a phase's orders: names matched (identifier or display name, any case, «ё» = «е»),
// the ability found (or the actor's only usable one when omitted; an option name is accepted as
// the ability), then checked: phase, status, parameters, targets, limits. An order that fails a
// check is rejected with a reason; nothing here throws. A later order for the same ability
// replaces the earlier one unless the rule set limits order changes; a faction's shared action
// counts once per phase (the last order listed).
import { blockingStatus, immuneToAbility, untargetableStatus } from './access.js';
import { Ctx, type ActionSource } from './context.js';
import type { Game } from './game.js';
import type { ActionInput } from './model/game-input.js';
import { excludedAbilities, refusedByExclusivity } from './exclusivity.js';
import { hasName, normalizeName } from './names.js';
import { RefValue, truthy as truthyValue } from './model/values.js';
import type { AbilityClauses, AbilityDef, LimitDef, OptionDef, ParamDef } from './model/ruleset.js';
import { collectiveKey, type Order, type OrderHead } from './order.js';
import type { PlayerState, Use } from './state.js';
import { targetOf } from './targeting.js';
import { say } from './l10n/catalogue.js';
import { numberText } from './l10n/format.js';
import { reason, UNREAD_REASON, whereRefusal } from './reasons.js';

export type { Order };

/** A member's place in his faction's leader chain (lower leads; unranked members last). */
function rankOf(g: Game, player: number): number {
    const p = g.players[player];
    for (const f of g.factionsOf(p)) {
        const chain = g.ix.factions.get(f)?.leader ?? [];
        const at = chain.findIndex((r) => p.roles.includes(r));
        if (at >= 0) return at * 1000 + player; // ranked roles: deal order within the role
    }
    return Number.MAX_SAFE_INTEGER;
}

/** `compelled`: orders the engine made for a `must act` holder (engine/phase/must-act.ts): `other` does not bind them. */
export function collectOrders(g: Game, actions: ActionInput[], compelled = false): void {
    for (const a of actions) {
        const checked = checkOrder(g, a, compelled);
        if (typeof checked === 'string') {
            const known = knownAbility(g, a.ability);
            g.reject({ actor: a.actor, ability: known?.title ?? a.ability ?? '', reason: checked, ...(a.targets ? { targets: a.targets } : {}) }, known?.src);
            continue;
        }
        const o = checked;
        const actor = g.players[o.actor];
        const earlier = g.orders.find((x) => x.actor === o.actor && x.ability === o.ability && x.state === 'accepted' && !x.reserve);
        // The same order sent again changes nothing («сменить» a request is to send another one), unless the rule
        // set gives extra orders: then it is one more order like any other, a doubled player's second (ROLES.md
        // 4.1: "to the same or different targets"), or one too many, dropped with its reason (4.3).
        if (earlier && sameOrder(earlier, o) && !g.ix.hasDoubling) {
            g.traceOn && g.log('info', say(g.lang, 'note.order-repeated', { actor: actor.name, ability: o.ability.title }), { source: o.source, targets: o.targets, stage: say(g.lang, 'stage.orders') });
            continue;
        }
        if (earlier && g.ix.hasDoubling && keepAsReserve(g, earlier, o)) {
            g.orders.push(o);
            continue;
        }
        if (earlier) {
            const allowed = g.rs.setup.orderChanges;
            if (allowed === 0) {
                g.reject({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'reject.orders-fixed') });
                continue;
            }
            if (allowed !== null && actor.orderChanges >= allowed) {
                g.reject({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'reject.order-changes', { times: times(g, allowed), actor: actor.name }) });
                continue;
            }
            actor.orderChanges++;
            g.orders.splice(g.orders.indexOf(earlier), 1);
            // With no `orders change N per game` a second order is one more than allowed: the earlier is
            // dropped and listed with its reason (ROLES.md 4.3). Under a change allowance it is a change
            // the player had the right to (seed 002's «сменить один раз за игру»), counted in the trace.
            if (allowed === null) g.reject({ actor: actor.name, ability: earlier.ability.title, reason: say(g.lang, 'reject.replaced', { actor: actor.name, ability: earlier.ability.title }), targets: earlier.targets.map((t) => g.players[t].name) });
            g.traceOn && g.log('info', say(g.lang, allowed !== null ? 'note.order-changed-of' : 'note.order-changed', { actor: actor.name, ability: o.ability.title, n: actor.orderChanges, of: allowed ?? 0 }), { source: o.source, targets: o.targets, stage: say(g.lang, 'stage.orders') });
        }
        // A collective shared action is joined, not replaced: members on the same target act together, and
        // under `collective majority` each target needs its majority (audit N9: the later order used to
        // supersede the earlier, so no majority could ever form).
        const joins = (x: Order) => o.clauses.collective === true && (o.clauses.quorum === 'majority' || collectiveKey(x) === collectiveKey(o));
        if (o.ability.shared && o.clauses.precedence?.kind !== 'vote') {
            const other = g.orders.find((x) => sharesFactionOrder(x.ability, o.ability) && x.actor !== o.actor && x.state === 'accepted' && !joins(x));
            if (other) {
                // Whose order counts: the later one, unless the rule set ranks the members.
                const byRank = o.clauses.precedence?.kind === 'rank' ? rankOf(g, other.actor) <= rankOf(g, o.actor) : false;
                const keep = byRank ? other : o;
                const drop = keep === o ? other : o;
                if (drop === other) g.orders.splice(g.orders.indexOf(other), 1);
                const why = byRank ? say(g.lang, 'reject.why-outranks', { keep: g.players[keep.actor].name, drop: g.players[drop.actor].name }) : say(g.lang, 'reject.why-later', { actor: actor.name });
                g.reject({ actor: g.players[drop.actor].name, ability: drop.ability.title, reason: say(g.lang, 'reject.superseded', { ability: drop.ability.title, why }) });
                if (drop === o) continue;
            }
        }
        g.orders.push(o);
    }
    // Member votes first: an outvoted member's shared order is not used, so it rules out nothing.
    decideMemberVotes(g);
    decideExclusivity(g);
    for (const o of g.orders) {
        o.use = { phase: g.index, targets: o.targets, role: o.guess?.id ?? null, option: o.option?.id ?? null, guise: o.chosen?.kind === 'role' ? o.chosen.id : null };
        g.players[o.actor].recordUse(o.ability.key, o.use);
    }
}

/**
 * Two shared abilities of one faction are one faction order when either is `exclusive with` the other
 * (mafiascum's one Mafia kill a night, as `Kill` or as `HitmanKill`): the later order counts for both.
 */
function sharesFactionOrder(a: AbilityDef, b: AbilityDef): boolean {
    if (a === b) return true;
    if (!a.shared || !b.shared || a.owner !== b.owner || a.ownerKind !== b.ownerKind) return false;
    return excludedAbilities(a.limits).includes(b.key) || excludedAbilities(b.limits).includes(a.key);
}

/**
 * A rule set that gives extra orders (`double orders of X`): a second order for the same ability keeps
 * the earlier one as a reserve, carried out only if the actor has an extra order when it resolves
 * (phase/check-orders.ts); else it is rejected then, and the later order counts (ROLES.md 4.3). Only
 * one earlier order is kept: a third order drops the older reserve.
 */
function keepAsReserve(g: Game, earlier: Order, o: Order): boolean {
    if (o.ability.shared) return false;
    const actor = g.players[o.actor];
    const older = g.orders.find((x) => x.actor === o.actor && x.ability === o.ability && x.state === 'accepted' && x.reserve);
    if (older) {
        g.orders.splice(g.orders.indexOf(older), 1);
        g.reject({ actor: actor.name, ability: o.ability.title, reason: say(g.lang, 'nar.double.superseded', { actor: actor.name, ability: o.ability.title }), targets: older.targets.map((t) => g.players[t].name) });
    }
    earlier.reserve = true;
    g.traceOn && g.log('info', say(g.lang, 'nar.double.kept', { actor: actor.name, ability: o.ability.title }), { source: o.source, targets: o.targets, stage: say(g.lang, 'stage.orders') });
    return true;
}

/** `exclusive with`, decided over all the phase's orders (exclusivity.ts): the excluded order yields whatever the listing order. */
function decideExclusivity(g: Game): void {
    if (!g.orders.some((o) => o.clauses.limits.some((l) => l.kind === 'exclusive'))) return;
    const refused = refusedByExclusivity(g.orders, { actor: (o) => o.actor, ability: (o) => o.ability.key, excludes: (o) => excludedAbilities(o.clauses.limits) });
    for (const o of g.orders.filter((x) => refused.has(x))) {
        const by = refused.get(o)!;
        g.orders.splice(g.orders.indexOf(o), 1);
        g.reject({ actor: g.players[o.actor].name, ability: o.ability.title, reason: say(g.lang, 'reject.exclusive', { ability: o.ability.title, other: by.ability.title }), ...(o.input.targets ? { targets: o.input.targets } : {}) }, o.ability.src);
    }
}

/**
 * The ability (or one option of it) a `param ability` names, by identifier or display name,
 * options included: with a guessed role, only among that role's abilities (its own, its faction's
 * shared ones and the common ones; seed 003's Джокер: «копирую маньяка, Васю убиваю кроваво» — an
 * action «любой из ролей, которая есть в раскладе», not of any role); else among every ability.
 */
export function findPerformed(g: Game, raw: string, roleId: string | null): { ability: AbilityDef; option: OptionDef | null } | null {
    const key = normalizeName(raw);
    const pool = roleId ? g.ix.roleAbilities.get(roleId) ?? [] : g.rs.abilities;
    const a = pool.find((x) => !x.passive && hasName(x, key));
    if (a) return { ability: a, option: null };
    for (const x of pool) {
        const o = x.options.find((y) => hasName(y, key));
        if (o) return { ability: x, option: o };
    }
    return null;
}

/**
 * `precedence by vote [leader counts P]`: every member's order is a vote for its targets; the
 * targets with the most votes win (the leader's vote weighs P: seed 003's Двойной агент game,
 * «Жертва, набравшая максимальное число голосов … погибает. Спорные ситуации решает босс мафии,
 * имея … полтора»). One order with those targets is carried out; a tie still left goes to the
 * leader's choice, else to the earliest order.
 */
function decideMemberVotes(g: Game): void {
    const voted = g.orders.filter((o) => o.ability.shared && o.clauses.precedence?.kind === 'vote');
    if (voted.length < 2) return;
    for (const ability of new Set(voted.map((o) => o.ability))) {
        const ballots = voted.filter((o) => o.ability === ability);
        if (ballots.length < 2) continue;
        const leader = ballots.reduce((a, b) => (rankOf(g, b.actor) < rankOf(g, a.actor) ? b : a));
        const weightOf = (o: Order) => (o === leader && rankOf(g, o.actor) < Number.MAX_SAFE_INTEGER ? o.clauses.precedence?.leaderWeight ?? 1 : 1);
        const key = (o: Order) => o.targets.join(',');
        const totals = new Map<string, number>();
        for (const o of ballots) totals.set(key(o), (totals.get(key(o)) ?? 0) + weightOf(o));
        const best = Math.max(...totals.values());
        const top = [...totals.keys()].filter((k) => totals.get(k) === best);
        const choice = top.length > 1 && top.includes(key(leader)) ? key(leader) : top.find((k) => ballots.some((o) => key(o) === k))!;
        const keep = key(leader) === choice ? leader : ballots.find((o) => key(o) === choice)!;
        for (const o of ballots) {
            if (o === keep) continue;
            g.orders.splice(g.orders.indexOf(o), 1);
            // A ballot for the chosen targets is not refused: its vote counted, and the faction acts once.
            if (key(o) === choice) {
                g.traceOn && g.log('info', say(g.lang, 'note.member-vote-joined', { actor: g.players[o.actor].name, ability: ability.title, n: best }), { source: o.source, targets: o.targets, stage: say(g.lang, 'stage.orders') });
                continue;
            }
            g.reject({ actor: g.players[o.actor].name, ability: ability.title, reason: say(g.lang, 'reject.outvoted', { ability: ability.title, targets: keep.targets.map((t) => g.players[t].name).join(', ') || say(g.lang, 'word.nobody'), n: best }) });
        }
        g.traceOn && g.log('info', `${ability.title}: ${[...totals].map(([k, v]) => `${k.split(',').filter(Boolean).map((t) => g.players[Number(t)].name).join(', ')} ${numberText(g.lang, v)}`).join('; ')}`, { source: keep.source, targets: keep.targets, stage: say(g.lang, 'stage.orders') });
    }
}

/** Two orders of one actor for one ability that say the same thing (targets and arguments). */
function sameOrder(a: Order, b: Order): boolean {
    return a.targets.length === b.targets.length && a.targets.every((t, i) => t === b.targets[i])
        && (a.option?.id ?? null) === (b.option?.id ?? null) && (a.guess?.id ?? null) === (b.guess?.id ?? null)
        && JSON.stringify(a.chosen ?? null) === JSON.stringify(b.chosen ?? null)
        && JSON.stringify([...(a.args ?? [])]) === JSON.stringify([...(b.args ?? [])]);
}

/**
 * The ability a rejected order names, when the rule set has one of that name: the host sees its
 * display name (a game script passes identifiers) and the trace points at its rule line.
 */
function knownAbility(g: Game, name: string | undefined): AbilityDef | undefined {
    if (name === undefined) return undefined;
    const key = normalizeName(name);
    return g.rs.abilities.find((x) => hasName(x, key));
}

const CONTRACT_ARGS: ReadonlySet<string> = new Set(['role', 'guise', 'option']);

/** The first key of `args` that is neither the contract's nor a declared parameter's (its name; an unnamed one's kind). */
function unknownArg(args: Readonly<Record<string, unknown>>, params: readonly ParamDef[]): string | null {
    for (const key of Object.keys(args)) {
        if (CONTRACT_ARGS.has(key)) continue;
        if (!params.some((p) => (p.name ?? p.kind) === key)) return key;
    }
    return null;
}

/** An accepted order, or the reason it is rejected. */
export function checkOrder(g: Game, a: ActionInput, compelled = false): Order | string {
    // Refusals up to the targets do not depend on them (an ability named: else the targets may pick it).
    g.refusedAnyTarget = a.ability !== undefined;
    const head = orderHead(g, a);
    if (typeof head === 'string') return head;
    const { actor, ability, option, early } = head;
    let clauses = head.clauses;

    // A player parameter left out of args may be given as one more target, in declaration order: the contract
    // fixes only the keys role, guise and option (seed 003's Наемник «нанимаюсь у Васи, убиваю Петю»).
    let names = a.targets ?? [];
    let given = a.args;
    const room = clauses.target?.count ?? 0;
    if (names.length > room) {
        const open = clauses.params.filter((p) => p.kind === 'player' && given?.[p.name ?? p.kind] === undefined);
        if (names.length - room <= open.length) {
            const extra: Record<string, string | number> = { ...(given ?? {}) };
            names.slice(room).forEach((n, i) => { extra[open[i].name ?? open[i].kind] = n; });
            given = extra;
            names = names.slice(0, room);
            g.refusedAnyTarget = false;   // the arguments came from the targets
        }
    }

    // An argument the ability does not take would be dropped without a word: the order is rejected
    // instead. The contract's keys role, guise and option are any order's (DESIGN's own example gives all
    // three to a check): one the ability does not take is a checker warning in a game script, not a refusal.
    if (given) {
        const unknown = unknownArg(given, clauses.params);
        if (unknown !== null) {
            const keys = clauses.params.map((p) => p.name ?? p.kind);
            return keys.length > 0 ? reason(g, 'reject.unknown-arg', { ability: ability.title, key: unknown, keys: keys.join(', ') }) : reason(g, 'reject.unknown-arg-none', { ability: ability.title, key: unknown });
        }
    }

    // parameters
    let guess: RefValue | null = null;
    let chosen: RefValue | null = option ? optionRef(ability, option) : null;
    let named: Map<string, string | number> | null = null;
    for (const p of clauses.params) {
        if (p.kind === 'role' || p.kind === 'guise') {
            const key = p.kind;
            const value = given?.[key];
            if (value === undefined) return reason(g, 'reject.needs-role', { ability: ability.title, key, what: reason(g, `word.arg.${key}`) });
            const roles = g.ix.roleNames.find(String(value));
            if (roles.length !== 1) return reason(g, 'reject.unknown-role-arg', { value, key });
            const ref = new RefValue('role', roles[0].id);
            if (p.kind === 'role') guess = ref; else chosen = ref;
        } else if (p.kind !== 'option') {
            const key = p.name ?? p.kind;
            const value = given?.[key];
            if (value === undefined && p.optional) continue;
            if (value === undefined) return reason(g, 'reject.needs-arg', { ability: ability.title, key });
            if (p.kind === 'number' && typeof value !== 'number' && !/^-?\d+$/.test(String(value))) return reason(g, 'reject.arg-number', { key });
            if (p.kind === 'player' && !g.findPlayer(String(value))) return reason(g, 'reject.unknown-player-arg', { value, key });
            (named ??= new Map()).set(key, p.kind === 'number' ? Number(value) : String(value));
        }
    }

    // targets
    g.refusedAnyTarget = false;
    const targets: number[] = [];
    let deferred = false;
    const t = clauses.target;
    if (!t) {
        if (names.length > 0) return reason(g, 'reject.no-targets', { ability: ability.title });
    } else {
        for (const n of names) {
            const p = g.findPlayer(n);
            if (!p) return reason(g, 'reject.unknown-player', { name: n });
            targets.push(p.index);
        }
        if (t.upTo ? targets.length > t.count || targets.length === 0 : targets.length !== t.count) {
            return reason(g, t.upTo ? 'reject.target-count-up-to' : 'reject.target-count', { ability: ability.title, count: t.count, got: targets.length });
        }
        const f = t.filters;
        for (const ti of targets) {
            const p = g.players[ti];
            // A target of a dead-only ability may still die before the order resolves (seed 003's Реаниматор
            // picks one of tonight's victims): checked again then.
            if (f.includes('dead') && !f.includes('alive') && p.alive) { deferred = true; continue; }
            if (!f.includes('dead') && !f.includes('anyone') && !p.alive) return notInGame(g, p);
            // ROLES.md 10: "Overeager random targets ignore 'other' restrictions" (an Overeager Doctor may protect himself).
            if (f.includes('other') && ti === actor.index && !compelled) return reason(g, 'reject.not-self', { ability: ability.title, actor: actor.name });
            if (f.includes('self') && !f.includes('other') && ti !== actor.index && t.count === 1) return reason(g, 'reject.only-self', { ability: ability.title, actor: actor.name });
        }
        if (f.includes('distinct') && new Set(targets).size !== targets.length) return reason(g, 'reject.distinct', { ability: ability.title });
        // A target who cannot be aimed at now (seed 000's drunk Электрик, the Миллионер's VIP: «не может быть
        // целью») makes the order invalid: rejected with the reason, no use of the ability spent. A shield
        // that comes later in the phase (seed 002's Priest's guest) still stops the order when it resolves.
        for (const ti of targets) {
            if (ti === actor.index) continue;
            const p = g.players[ti];
            const shield = untargetableStatus(g, p);
            if (shield) return reason(g, 'reject.target-shielded', { target: p.name, status: shield, ability: ability.title });
            if (immuneToAbility(g, p, { source: early, clauses })) return reason(g, 'reject.target-immune', { target: p.name, ability: ability.title });
        }
        if (t.where && !deferred) {
            for (const ti of targets) {
                const c = new Ctx(g, actor.index, actor.index, ti, targets, null, early);
                c.guess = guess; c.chosen = chosen; c.args = named;
                let ok: unknown;
                try { ok = t.where(c); } catch (e) { return reason(g, 'reject.where-failed', { ability: ability.title, error: (e as Error).message }); }
                if (truthyValue(ok)) continue;
                return whereRefusal(g, ability, t, ti, c);
            }
        }
    }

    // An order that carries out another ability (`param ability` + `perform`) names one that does something
    // (else it would be accepted and do nothing). Without a stage of its own it resolves at that ability's
    // stage (and after the genuine holders' orders there: see runStage in engine/phase/resolve-stages.ts).
    let performs = false;
    for (const p of clauses.params) {
        if (p.kind !== 'ability') continue;
        const raw = named?.get(p.name ?? p.kind);
        if (raw === undefined) continue; // an optional parameter left out
        const found = findPerformed(g, String(raw), guess?.id ?? null);
        if (!found) {
            return guess ? reason(g, 'reject.role-no-action', { role: g.ix.roleTitle(guess.id), name: String(raw), key: p.name ?? p.kind }) : reason(g, 'reject.unknown-ability-arg', { name: String(raw), key: p.name ?? p.kind });
        }
        // Carrying out itself would never end (a Джокер copying Копирование).
        if (found.ability === ability) return reason(g, 'reject.perform-self', { ability: ability.title });
        if (!found.ability.effect && !found.option?.effect) {
            const options = found.ability.options.filter((o) => o.effect);
            return options.length > 0
                ? reason(g, 'reject.perform-needs-option', { ability: found.ability.title, key: p.name ?? p.kind, options: options.map((o) => o.title).join(', ') })
                : reason(g, 'reject.perform-no-effect', { ability: found.ability.title, key: p.name ?? p.kind });
        }
        if (clauses.stage) continue;
        const stage = found.option?.stage ?? found.ability.stage;
        if (stage) { clauses = { ...clauses, stage }; performs = true; }
    }

    // Checking the order changes nothing: the source made for the status check still holds.
    const source = early;
    // `exclusive with` is decided once every order of the phase is in (decideExclusivity).
    const limit = checkLimits(g, actor, ability, clauses, targets, source, { role: guess?.id ?? null, option: option?.id ?? null, guise: chosen?.kind === 'role' ? chosen.id : null }, false);
    if (limit) return limit;
    // Optional fields assigned after the literal (same key order as spreading them): a literal with
    // spreads is built by the runtime's slow path, and this runs for every order tried.
    const order: Order = { seq: g.nextSeq(), actor: actor.index, ability, option, clauses, targets, effective: targets, guess, chosen, args: named, state: 'accepted', source, input: a };
    if (deferred) order.deferred = deferred;
    if (performs) order.performs = performs;
    return order;
}

const optionRefs = new WeakMap<OptionDef, Map<AbilityDef, RefValue>>();

/** The value an order's option is (`chosen`), made once per ability and option (values are never changed). */
function optionRef(a: AbilityDef, o: OptionDef): RefValue {
    let byAbility = optionRefs.get(o);
    if (!byAbility) optionRefs.set(o, (byAbility = new Map()));
    let v = byAbility.get(a);
    if (!v) byAbility.set(a, (v = new RefValue('option', `${a.key}/${o.id}`)));
    return v;
}

const NO_OPTION = '\u0000';

/**
 * The actor, ability and option of an order, checked (alive, usable in this phase, not blocked), or
 * why not. While orders are only tried (inComingPhase: bots try every target of an ability), nothing
 * these checks read changes between two tries, so the answer is remembered per actor, ability and
 * option for that one look ahead (Game.triedHeads, emptied by inComingPhase).
 */
function orderHead(g: Game, a: ActionInput): OrderHead | string {
    if (!g.quiet || a.ability === undefined) return findHead(g, a);
    const option = a.args?.option !== undefined ? String(a.args.option) : NO_OPTION;
    const byActor = (g.triedHeads ??= new Map());
    let byAbility = byActor.get(a.actor);
    if (!byAbility) byActor.set(a.actor, (byAbility = new Map()));
    let byOption = byAbility.get(a.ability);
    if (!byOption) byAbility.set(a.ability, (byOption = new Map()));
    let head = byOption.get(option);
    if (head === undefined) byOption.set(option, (head = findHead(g, a)));
    return head;
}

function findHead(g: Game, a: ActionInput): OrderHead | string {
    const actor = g.findPlayer(a.actor);
    if (!actor) return reason(g, 'reject.unknown-player', { name: a.actor });
    if (!actor.alive) return notInGame(g, actor);
    const found = findAbility(g, actor, a);
    if (typeof found === 'string') return found;
    const { ability, option } = found;
    if (ability.passive) return reason(g, 'reject.passive', { ability: ability.title });
    const clauses = mergeClauses(ability, option);
    if (clauses.phases && !clauses.phases.includes(g.phase.id)) {
        return g.quiet ? UNREAD_REASON : reason(g, 'reject.wrong-phase', { ability: ability.title, phases: clauses.phases.map((id) => g.ix.phases.get(id)?.title ?? id).join(' / '), phase: g.phase.title });
    }
    const early = g.abilitySource(ability, option?.id ?? null, actor.index);
    const blocker = blockingStatus(g, actor, { clauses, source: early });
    if (blocker) return reason(g, 'reject.blocked', { actor: actor.name, ability: ability.title, why: blocker });
    return { actor, ability, option, clauses, early };
}

/** Why a player who is out can do nothing and be aimed at by nothing: dead, or removed (host, missed votes). */
export function notInGame(g: Game, p: PlayerState): string {
    return reason(g, p.deathCause === 'removed' ? 'reject.left-game' : 'reject.dead', { player: p.name, g: p.gender ?? 'n' });
}

/** The ability (and option) an order names for its actor, as checkOrder reads it, or why none. */
export function findAbility(g: Game, actor: PlayerState, a: ActionInput): { ability: AbilityDef; option: OptionDef | null } | string {
    const abilities = g.abilitiesOf(actor);
    const optionArg = a.args?.option !== undefined ? String(a.args.option) : undefined;
    if (a.ability !== undefined) {
        const byName = namedAmong(abilities, a.ability);
        if (byName.length > 1) {
            // Same display name twice (a role's own and a copied one): keep those usable now.
            const now = byName.filter((x) => !x.passive && (!x.phases || x.phases.includes(g.phase.id)));
            if (now.length === 1) return withOption(g, now[0], optionArg);
            // Still several: the one whose `limit only when …` lets him give it, as for an omitted ability
            // (a Mafia Vigilante's `Kill` is his Vigilante.Kill: the Mafia's Kill is only a Goon's, ROLES 4.2).
            const allowed = now.filter((x) => whenLimitsAllow(g, actor, x, a));
            if (allowed.length === 1) return withOption(g, allowed[0], optionArg);
            return reason(g, 'reject.ambiguous', { name: a.ability, actor: actor.name, list: byName.map((x) => x.key).join(', ') });
        }
        if (byName.length === 1) return withOption(g, byName[0], optionArg);
        const key = normalizeName(a.ability);
        const byOption = abilities.filter((x) => optionsOf(g, x).some((o) => hasName(o, key)));
        if (byOption.length === 1) return withOption(g, byOption[0], a.ability);
        if (byOption.length > 1) return reason(g, 'reject.option-ambiguous', { name: a.ability, actor: actor.name });
        const roles = actor.roles.map((r) => g.ix.roleTitle(r)).join(', ');
        return knownAbility(g, a.ability) ? reason(g, 'reject.no-such-ability', { actor: actor.name, roles, name: a.ability }) : reason(g, 'reject.unknown-ability', { name: a.ability });
    }
    const usable = abilities.filter((x) => !x.passive && (!x.phases || x.phases.includes(g.phase.id)));
    if (usable.length === 1) return withOption(g, usable[0], optionArg);
    if (usable.length === 0) return reason(g, 'reject.nothing-usable', { actor: actor.name, phase: g.phase.title });
    // Several usable: an option given (`args.option`) names the one ability that offers it (seed 003's boss:
    // «Убить» is his Ход босса мафии, not the Двойной агент game's mafia vote).
    if (optionArg !== undefined) {
        const key = normalizeName(optionArg);
        const offering = usable.filter((x) => optionsOf(g, x).some((o) => hasName(o, key)));
        if (offering.length === 1) return withOption(g, offering[0], optionArg);
        // Never fall back on the targets: that would drop the option and carry out another ability.
        if (offering.length === 0) return reason(g, 'reject.no-option-offered', { actor: actor.name, phase: g.phase.title, option: optionArg, list: usable.map((x) => x.title).join(', ') });
    }
    // Several usable: the targets given may fit only one of them (seed 002's Маньяк: the kill takes a
    // victim, the ambush none — a judge who read only the seed names no ability and gives the victim).
    const n = a.targets?.length ?? 0;
    const fitting = usable.filter((x) => optionsOf(g, x).length === 0
        && (x.target ? (x.target.upTo ? n >= 1 && n <= x.target.count : n === x.target.count) : n === 0));
    if (fitting.length === 1) return withOption(g, fitting[0], optionArg);
    // Still several: a `limit only when …` / `unless …` that refuses this actor these targets leaves the
    // one he may give (mafiascum's Goon names no ability: `HitmanKill` is only when self is Hitman).
    const allowed = (fitting.length > 1 ? fitting : usable).filter((x) => whenLimitsAllow(g, actor, x, a));
    if (allowed.length === 1) return withOption(g, allowed[0], optionArg);
    return reason(g, 'reject.several-usable', { actor: actor.name, phase: g.phase.title, list: usable.map((x) => x.title).join(', ') });
}

/** Whether the ability's `limit only when` / `unless` conditions let this actor give it on the order's targets. */
function whenLimitsAllow(g: Game, actor: PlayerState, ability: AbilityDef, a: ActionInput): boolean {
    const whens = ability.limits.filter((l) => l.kind === 'when');
    if (whens.length === 0) return true;
    const targets = (a.targets ?? []).map((name) => g.findPlayer(name)?.index ?? -1);
    if (targets.includes(-1)) return true;   // an unknown target: the order is refused for it later, with its own reason
    const clauses = mergeClauses(ability, null);
    const source = g.abilitySource(ability, null, actor.index);
    const uses = actor.uses(ability.key);
    return whens.every((l) => checkLimit(g, actor, ability, clauses, l, uses, targets, source, {}) === null);
}

// The abilities of a list that carry a name, by list (a player's abilities are the same array while
// his roles are) and name as given: orders name their ability at every phase.
const named = new WeakMap<readonly AbilityDef[], Map<string, AbilityDef[]>>();

function namedAmong(abilities: readonly AbilityDef[], name: string): AbilityDef[] {
    let byKey = named.get(abilities);
    if (!byKey) named.set(abilities, (byKey = new Map()));
    let found = byKey.get(name);
    if (!found) {
        const key = normalizeName(name);
        found = abilities.filter((x) => hasName(x, key));
        // The qualified spelling the ambiguity message offers (`Vigilante.Kill`: owner, dot, identifier).
        if (found.length === 0 && key.includes('.')) found = abilities.filter((x) => normalizeName(x.key) === key);
        if (byKey.size > 256) byKey.clear();
        byKey.set(name, found);
    }
    return found;
}

function withOption(g: Game, ability: AbilityDef, optionName: string | undefined): { ability: AbilityDef; option: OptionDef | null } | string {
    const options = optionsOf(g, ability);
    if (options !== ability.options) {
        if (optionName === undefined) return reason(g, 'reject.choose-option', { ability: ability.title, options: options.map((o) => o.title).join(', ') });
        const key = normalizeName(optionName);
        const option = options.find((o) => hasName(o, key));
        return option ? { ability, option } : reason(g, 'reject.no-such-option', { ability: ability.title, option: optionName, options: options.map((o) => o.title).join(', ') });
    }
    if (ability.options.length === 0) return { ability, option: null };
    if (optionName === undefined) return reason(g, 'reject.choose-option', { ability: ability.title, options: ability.options.map((o) => o.title).join(', ') });
    const option = g.ix.option(ability, optionName);
    if (!option) return reason(g, 'reject.no-such-option', { ability: ability.title, option: optionName, options: ability.options.map((o) => o.title).join(', ') });
    return { ability, option };
}

/** The options an ability offers: its own, or another ability's (`options of`). */
export function optionsOf(g: Game, ability: AbilityDef): OptionDef[] {
    if (!ability.optionsOf) return ability.options;
    return g.ix.abilities.get(ability.optionsOf)?.options ?? ability.options;
}

const merged = new WeakMap<OptionDef, Map<AbilityDef, AbilityClauses>>();

/** An option's clauses override the ability's; limits and marks add up. */
export function mergeClauses(a: AbilityDef, o: OptionDef | null): AbilityClauses {
    if (!o) return a;
    let byAbility = merged.get(o);
    if (!byAbility) { byAbility = new Map(); merged.set(o, byAbility); }
    let m = byAbility.get(a);
    if (!m) {
        // The option's effect runs after the ability's own, unless the ability says where (`apply option`).
        const own = a.effect;
        const opt = o.effect ?? null;
        const effect = !opt ? own : !own ? opt : a.appliesOption ? own : (c: import('./model/rule-context.js').RuleContext) => { own(c); opt(c); };
        m = {
            marks: [...a.marks, ...(o.marks ?? [])],
            phases: o.phases !== undefined ? o.phases : a.phases,
            target: targetOf(o.target, a.target),
            params: o.params && o.params.length > 0 ? o.params : a.params,
            stage: o.stage ?? a.stage,
            limits: [...a.limits, ...(o.limits ?? [])],
            chance: o.chance ?? a.chance,
            visibility: o.visibility ?? a.visibility,
            requires: o.requires && o.requires.length > 0 ? o.requires : a.requires,
            usableIn: [...a.usableIn, ...(o.usableIn ?? [])],
            effect,
            instant: o.instant ?? a.instant,
            collective: o.collective ?? a.collective,
            quorum: o.quorum ?? a.quorum,
            precedence: o.precedence ?? a.precedence,
            described: o.described ?? a.described,
            effectKinds: [...(a.effectKinds ?? []), ...(o.effectKinds ?? [])],
            appliesOption: a.appliesOption,
        };
        byAbility.set(a, m);
    }
    return m;
}

/** The reason a limit forbids this use now, or null. */
export function checkLimits(g: Game, actor: PlayerState, ability: AbilityDef, clauses: AbilityClauses, targets: number[], source: ActionSource,
    args: { role?: string | null; option?: string | null; guise?: string | null } = {}, exclusive = true): string | null {
    if (clauses.limits.length === 0) return null;
    const uses = actor.uses(ability.key);
    for (const l of clauses.limits) {
        if (l.kind === 'exclusive' && !exclusive) continue;
        const reason = checkLimit(g, actor, ability, clauses, l, uses, targets, source, args);
        if (reason) { g.refusedAnyTarget = !readsTargets(l); return reason; }
    }
    return null;
}

/** Whether a limit's verdict may change with the order's targets. */
function readsTargets(l: LimitDef): boolean {
    switch (l.kind) {
        case 'same-target': return true;
        case 'row': case 'same-arg': return !!l.unless;
        case 'when': return l.readsTarget !== false;
        default: return false;
    }
}

function checkLimit(g: Game, actor: PlayerState, ability: AbilityDef, clauses: AbilityClauses, l: LimitDef, uses: Use[], targets: number[], source: ActionSource,
    args: { role?: string | null; option?: string | null; guise?: string | null }): string | null {
    const title = ability.title;
    // A limit an option declares counts that option's uses only (seed 003: «не может использовать сыворотку
    // два дня подряд» — a heal the night before does not count).
    if (args.option && !ability.limits.includes(l)) uses = uses.filter((u) => u.option === args.option);
    switch (l.kind) {
        case 'per': {
            const len = g.cycleLength;
            const turn = Math.floor((g.index - 1) / len);
            const n = l.scope === 'game' ? uses.length
                : l.scope === 'cycle' ? uses.filter((u) => Math.floor((u.phase - 1) / len) === turn).length
                : uses.filter((u) => u.phase === g.index).length;
            return n >= l.count ? g.quiet ? UNREAD_REASON : reason(g, 'reject.limit-per', { ability: title, times: times(g, l.count), scope: reason(g, `word.scope.${l.scope}`) }) : null;
        }
        case 'row': {
            if (excepted(g, actor, l.unless, targets, source)) return null;
            const kind = l.scope === 'nights' ? 'night' : l.scope === 'days' ? 'day' : null;
            // «две ночи подряд» restricts nights only: a day use between nights is free (seed 000's Заражение).
            if (kind && g.phase.id !== kind) return null;
            const prev = kind ? previousOfKind(g, kind) : g.index - 1;
            return prev > 0 && uses.some((u) => u.phase === prev) ? g.quiet ? UNREAD_REASON : reason(g, 'reject.limit-row', { ability: title, scope: reason(g, `word.row.${l.scope}`) }) : null;
        }
        case 'same-arg': {
            if (excepted(g, actor, l.unless, targets, source)) return null;
            const value = argValue(g, l.arg, args);
            if (value === null) return null;
            const previous = l.inRow ? uses.filter((u) => u.phase === previousEligible(g, clauses)) : uses;
            return previous.some((u) => argValue(g, l.arg, u) === value) ? g.quiet ? UNREAD_REASON : reason(g, l.inRow ? 'reject.same-arg-row' : 'reject.same-arg', { ability: title, arg: reason(g, `word.arg.${l.arg}`) }) : null;
        }
        case 'option-count': {
            if (!args.option) return null;
            const len = g.cycleLength;
            const turn = Math.floor((g.index - 1) / len);
            const inScope = l.scope === 'game' ? uses : l.scope === 'cycle' ? uses.filter((u) => Math.floor((u.phase - 1) / len) === turn) : uses.filter((u) => u.phase === g.index);
            const distinct = new Set(inScope.map((u) => u.option).filter((x): x is string => !!x));
            return !distinct.has(args.option) && distinct.size >= l.count ? g.quiet ? UNREAD_REASON : reason(g, 'reject.option-count', { ability: title, n: l.count, scope: reason(g, `word.scope.${l.scope}`) }) : null;
        }
        case 'same-target': {
            if (excepted(g, actor, l.unless, targets, source)) return null;
            if (l.inRow) {
                // «Лечить 2 хода подряд одного и того же игрока не может»: a void order (the healer taken
                // by the Priest) healed nobody, so the same target may be chosen again the next night.
                const prev = previousEligible(g, clauses);
                const last = uses.filter((u) => u.phase === prev && !u.void);
                const again = targets.find((t) => last.some((u) => u.targets.includes(t)));
                return again !== undefined ? reason(g, 'reject.same-target-row', { ability: title, target: g.players[again].name }) : null;
            }
            const again = targets.find((t) => uses.some((u) => u.targets.includes(t)));
            return again !== undefined ? reason(g, 'reject.same-target', { ability: title, target: g.players[again].name }) : null;
        }
        case 'when': {
            const c = new Ctx(g, actor.index, actor.index, targets[0] ?? -1, targets, null, source);
            if (args.role) c.guess = new RefValue('role', args.role);     // `guess` in the condition (seed 003's Джокер)
            const holds = truthyValue(l.cond(c));
            const words = l.words?.[g.lang];
            if (l.only && !holds) return words ? reason(g, 'reject.when-only-words', { ability: title, when: words, line: l.src.line }) : reason(g, 'reject.when-only', { ability: title, line: l.src.line });
            if (!l.only && holds) return words ? reason(g, 'reject.when-unless-words', { ability: title, when: words, line: l.src.line }) : reason(g, 'reject.when-unless', { ability: title, line: l.src.line });
            return null;
        }
        case 'exclusive': {
            const other = g.orders.find((o) => o.actor === actor.index && o.state === 'accepted' && l.with.includes(o.ability.key));
            return other ? reason(g, 'reject.exclusive', { ability: title, other: other.ability.title }) : null;
        }
        case 'window':
            return g.index < l.from || g.index > l.to ? reason(g, 'reject.window', { ability: title, from: l.from, to: l.to, index: g.index }) : null;
    }
    return null;
}

/** A limit's `unless C` exception holds now. */
function excepted(g: Game, actor: PlayerState, unless: ((c: Ctx) => unknown) | null | undefined, targets: number[], source: ActionSource): boolean {
    if (!unless) return false;
    return truthyValue(unless(new Ctx(g, actor.index, actor.index, targets[0] ?? -1, targets, null, source)));
}

/** The value of an order's (or a past use's) argument, for `not same role|option|guise|faction twice`. */
function argValue(g: Game, arg: 'role' | 'option' | 'guise' | 'faction', a: { role?: string | null; option?: string | null; guise?: string | null }): string | null {
    if (arg === 'faction') return a.role ? g.ix.roles.get(a.role)?.faction ?? null : null;
    return a[arg] ?? null;
}

/** The last earlier phase in which the ability could be used (for "twice in a row"). */
function previousEligible(g: Game, clauses: AbilityClauses): number {
    if (!clauses.phases) return g.index - 1;
    for (let i = g.index - 1; i > 0; i--) if (clauses.phases.includes(g.phaseAt(i).id)) return i;
    return 0;
}

function previousOfKind(g: Game, kind: string): number {
    for (let i = g.index - 1; i > 0; i--) if (g.phaseAt(i).id === kind) return i;
    return 0;
}

function times(g: Game, n: number): string {
    return n === 2 && g.lang === 'en' ? reason(g, 'word.twice') : reason(g, 'word.times', { n });
}
