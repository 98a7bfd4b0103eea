// The deal: players and their roles (matched by identifier, display name or alias), checked
// against the rule set's deal rules (player count, role counts, one role per slot, unique
// slots, known tags). Then the starting state and the deal messages: each player is told his
// role (or what the role is `told as`), and whoever `knows` someone learns who that is.
import type { GameEvent } from './model/result.js';
import type { GameInput } from './model/game-input.js';
import { normalizeName } from './names.js';
import { indexOf, type RuleIndex } from './rule-index.js';
import type { RefString, RoleDef, RuleSet } from './model/ruleset.js';
import { PlayerState } from './state.js';
import { matcher } from './matching.js';
import { template } from './texts.js';
import { stackOrder, stackProblemText, stackProblems, type StackEntry } from './stacking.js';
import { say } from './l10n/catalogue.js';
import type { Lang } from './l10n/lang.js';
import { ruleSetLang } from './l10n/rule-set-lang.js';

/**
 * The deal names something the rule set does not know, or breaks its deal rules (exit code 1).
 * `players[k]`: the index of the player entry problem k is about (it begins `dealtPlayer(i, name): `),
 * null for the deal as a whole; a game script puts its line there instead.
 */
export class DealError extends Error {
    constructor(readonly problems: string[], readonly players: ReadonlyArray<number | null> = []) {
        super(problems.join('\n'));
    }
}

/** How a problem of the deal names the player entry it is about: `players[1] (Боря)`, the game JSON's path. */
export function dealtPlayer(index: number, name: string): string {
    return `players[${index}] (${name})`;
}

export interface Deal { players: PlayerState[]; events: GameEvent[] }

/** Tags never change after the deal: the untagged share one empty set. */
const NO_TAGS: ReadonlySet<string> = new Set();

/** `lang`: the language of the deal messages and of the problems (default: the rule set's). */
export function deal(rs: RuleSet, input: GameInput, lang: Lang = ruleSetLang(rs)): Deal {
    const ix = indexOf(rs);
    const problems: string[] = [];
    const owners: Array<number | null> = [];
    const dealt: Array<{ name: string; roles: RoleDef[]; tags: string[]; gender?: 'f' | 'm' }> = [];
    input.players.forEach((p, i) => {
        const where = (): string => dealtPlayer(i, p.name);
        const roles: RoleDef[] = [];
        for (const r of p.roles) {
            const found = ix.roleNames.find(r);
            if (found.length === 0) problems.push(ix.hasModifiers ? `${where()}: ${say(lang, 'ms.deal.unknownModifier', { name: r })}${suggest(ix, r, lang)}` : say(lang, 'deal.unknown-role', { where: where(), role: r }) + suggest(ix, r, lang));
            else if (found.length > 1) problems.push(say(lang, 'deal.ambiguous-role', { where: where(), role: r, list: found.map((x) => x.id).join(', ') }));
            else roles.push(found[0]);
        }
        const tags: string[] = [];
        for (const t of p.tags ?? []) {
            const found = ix.tagNames.find(t);
            if (found.length !== 1) problems.push(say(lang, 'deal.unknown-tag', { where: where(), tag: t }));
            else tags.push(found[0].id);
        }
        if (roles.length === p.roles.length) {
            // Modifiers stack on the base role (engine/stacking.ts); slots hold base roles only.
            const stack = ix.hasModifiers ? stackProblems(p.name, roles.map((r) => stackEntry(ix, r)), rs.slots.length > 0) : [];
            for (const sp of stack) problems.push(`${where()}: ${stackProblemText(lang, sp)}`);
            const bases = roles.filter((r) => !r.modifier);
            if (stack.length === 0 && (bases.length > 0 || rs.slots.length > 0)) checkSlots(rs, where, bases, problems, lang);
        }
        dealt.push({ name: p.name, roles: stackOrder(roles), tags, gender: p.gender });
        while (owners.length < problems.length) owners.push(i);
    });
    const limits = rs.setup.players;
    if (limits && !limits.recommended && (dealt.length < limits.min || dealt.length > limits.max)) {
        problems.push(say(lang, 'deal.player-count', { range: `${limits.min}${limits.max !== limits.min ? `..${limits.max}` : ''}`, n: dealt.length }));
    }
    for (const r of rs.roles) {
        if (!r.count) continue;
        const k = dealt.filter((d) => d.roles.includes(r)).length;
        if (k < r.count.min || k > r.count.max) {
            problems.push(say(lang, 'deal.role-count', { role: r.title, range: `${r.count.min}${r.count.max !== r.count.min ? `..${r.count.max}` : ''}`, n: k }));
        }
    }
    for (const slot of rs.slots.filter((s) => s.unique)) {
        const holders = new Map<string, string>();
        for (const d of dealt) for (const r of d.roles) {
            if (r.slot !== slot.id) continue;
            const other = holders.get(r.id);
            if (other) problems.push(say(lang, 'deal.unique', { slot: slot.title, a: other, b: d.name, role: r.title }));
            holders.set(r.id, d.name);
        }
    }
    if (problems.length > 0) throw new DealError(problems, owners);

    const players = dealt.map((d, i) => {
        const tags = d.tags.length === 0 ? NO_TAGS : new Set(d.tags);
        if (d.roles.length !== 1) return new PlayerState(i, d.name, d.roles.map((r) => r.id), tags);
        // One role: the lists derived from it are shared (rule-index.ts `single`).
        const single = ix.single(d.roles[0].id);
        const p = new PlayerState(i, d.name, single.roles, tags);
        p.codesFor = p.factionsFor = p.abilitiesFor = single.roles;
        p.roleCodes = single.codes;
        p.factions = single.factions;
        p.abilities = single.abilities;
        return p;
    });
    for (const p of players) initPlayer(ix, p);
    dealt.forEach((d, i) => { if (d.gender) players[i].gender = d.gender; });
    return { players, events: dealMessages(ix, players, lang) };
}

function checkSlots(rs: RuleSet, where: () => string, roles: RoleDef[], problems: string[], lang: Lang): void {
    if (rs.slots.length === 0) {
        if (roles.length > 1) problems.push(say(lang, 'deal.one-role', { where: where(), n: roles.length }));
        return;
    }
    for (const slot of rs.slots) {
        const inSlot = roles.filter((r) => r.slot === slot.id);
        if (inSlot.length === 0) problems.push(say(lang, 'deal.slot-empty', { where: where(), slot: slot.title }));
        if (inSlot.length > 1) problems.push(say(lang, 'deal.slot-twice', { where: where(), slot: slot.title, list: inSlot.map((r) => r.title).join(', ') }));
    }
    const loose = roles.filter((r) => r.slot === null);
    if (loose.length > 0) problems.push(say(lang, 'deal.no-slot', { where: where(), list: loose.map((r) => r.title).join(', ') }));
}

function suggest(ix: RuleIndex, name: string, lang: Lang): string {
    const key = normalizeName(name);
    const close = ix.rs.roles.find((r) => normalizeName(r.title).startsWith(key.slice(0, 3)) || normalizeName(r.id).startsWith(key.slice(0, 3)));
    return close ? ` ${say(lang, 'deal.did-you-mean', { name: close.title })}` : '';
}

function initPlayer(ix: RuleIndex, p: PlayerState): void {
    const pool = ix.hpResource;
    if (ix.hasLives) {
        let hp: number | null = null;
        for (const r of p.roles) { const v = ix.roles.get(r)?.hp; if (v !== null && v !== undefined) hp = v; }
        p.hp = hp ?? (pool ? pool.initial : 1);
    }
    for (const def of ix.rs.resources) {
        if (def.scope === 'player' && def !== pool) p.setResource(def.id, def.initial);
    }
    for (const r of p.roles) for (const init of ix.roles.get(r)?.resources ?? []) {
        if (pool && init.id === pool.id) p.hp = init.value;
        else p.setResource(init.id, init.value);
    }
    if (pool && p.hp !== null) {
        for (const t of pool.thresholds) if (t.status && p.hp === t.value) p.add('statuses', { id: t.status, from: 1, until: Number.MAX_SAFE_INTEGER, derived: true });
    }
}

function dealMessages(ix: RuleIndex, players: PlayerState[], lang: Lang): GameEvent[] {
    const events: GameEvent[] = [];
    const roleText = new Map<string, string>();
    for (const p of players) {
        let text = p.roles.length === 1 ? roleText.get(p.roles[0]) : undefined;
        if (text === undefined) {
            const host = fakeGame(ix, lang);
            // A player with a role per slot (seed 000's explicit and secret roles) is told which is which.
            text = p.roles.map((r) => {
                const def = ix.roles.get(r)!;
                const role = ix.roleTitle(def.toldAs ?? def.id);
                const slot = p.roles.length > 1 && def.slot ? ix.rs.slots.find((s) => s.id === def.slot)?.title : undefined;
                return slot ? template(host, 'role-slot', { slot, role }) : template(host, 'role', { role });
            }).join(' ');
            if (p.roles.length === 1) roleText.set(p.roles[0], text);
        }
        events.push({ kind: 'message', public: false, to: [p.name], text, deal: true });
    }
    // Who knows whom: a role's `knows` for its holders, a faction's for its members.
    const knowers: Array<{ holders: PlayerState[]; refs: readonly RefString[] }> = [];
    for (const r of ix.rs.roles) if (r.knows.length > 0) knowers.push({ holders: players.filter((p) => p.roles.includes(r.id)), refs: r.knows });
    for (const f of ix.rs.factions) if (f.knows.length > 0) knowers.push({ holders: players.filter((p) => p.roles.some((r) => ix.roles.get(r)?.faction === f.id)), refs: f.knows });
    // h * n + s: holder h has been told about subject s (each pair once).
    const n = players.length;
    const told = toldScratch(n * n);
    for (const k of knowers) {
        if (k.holders.length === 0) continue;
        const m = matcher(ix, k.refs);
        for (const subject of players) {
            if (!m.player(subject, 1)) continue;
            const to = k.holders.filter((h) => h !== subject && told[h.index * n + subject.index] === 0);
            if (to.length === 0) continue;
            for (const h of to) told[h.index * n + subject.index] = 1;
            // Known as he appears to everyone (seed 003: the mafia knows its Двойной агент only as a ranked mafioso).
            const seen = (r: string) => ix.roleTitle(ix.roles.get(r)?.appears.find((a) => !a.onDeath && a.to.length === 0)?.as ?? r);
            const role = subject.roles.length === 1 ? seen(subject.roles[0]) : subject.roles.map(seen).join(', ');
            events.push({ kind: 'learn', public: false, to: to.map((h) => h.name), subject: subject.name, property: 'role', value: role, text: knowsText(ix, subject.name, role, lang), deal: true });
        }
    }
    return events;
}

let toldFlags: Uint8Array = new Uint8Array(0);

/** A zeroed flag per (holder, subject) pair, reused from deal to deal (allocating one is slow). */
function toldScratch(size: number): Uint8Array {
    if (toldFlags.length < size) toldFlags = new Uint8Array(size);
    else toldFlags.fill(0, 0, size);
    return toldFlags;
}

const knowsTexts = new WeakMap<RuleIndex, Map<Lang, Map<string, Map<string, string>>>>();

/** «Вам известно: X — Y.», remembered per rule set and role (simulations deal the same names often). */
function knowsText(ix: RuleIndex, player: string, role: string, lang: Lang): string {
    const byLang = knowsTexts.get(ix);
    let byRole = byLang?.get(lang);
    if (!byRole) { byRole = new Map(); if (byLang) byLang.set(lang, byRole); else knowsTexts.set(ix, new Map([[lang, byRole]])); }
    let cache = byRole.get(role);
    if (!cache) { cache = new Map(); byRole.set(role, cache); }
    let text = cache.get(player);
    if (text === undefined) {
        if (cache.size > 10_000) cache.clear();
        text = template(fakeGame(ix, lang), 'knows', { player, role });
        cache.set(player, text);
    }
    return text;
}

/** Templates only read the rule set's messages. */
function fakeGame(ix: RuleIndex, lang: Lang): Parameters<typeof template>[0] {
    return { ix, lang };
}

/** A dealt role as engine/stacking.ts judges a stack: a modifier's requirement, a base role's abilities to order. */
function stackEntry(ix: RuleIndex, r: RoleDef): StackEntry {
    if (r.modifier) return { title: r.title, modifier: true, requires: r.requires ?? null };
    const abilities = (ix.roleAbilities.get(r.id) ?? []).filter((a) => !a.passive);
    return {
        title: r.title, modifier: false,
        orders: { own: abilities.some((a) => a.ownerKind === 'role'), shared: abilities.some((a) => a.ownerKind === 'faction' && a.shared) },
    };
}
