// A list of references (`role:X`, `faction:Y`, `tag:Z`, `status:S`, `ability:K`, ...) compiled
// into sets, to test players ("is", "alive(...)") and action sources ("by ...").
import type { ActionSource } from './model/rule-context.js';
import { normalizeName } from './names.js';
import type { RuleIndex } from './rule-index.js';
import type { RefString } from './model/ruleset.js';
import type { PlayerState } from './state.js';

export class Matcher {
    readonly roles = new Set<string>();
    readonly factions = new Set<string>();
    readonly tags = new Set<string>();
    readonly statuses = new Set<string>();
    readonly players = new Set<string>();
    readonly abilities = new Set<string>();
    readonly options = new Set<string>();
    readonly triggers = new Set<string>();
    readonly other = new Set<string>();
    /** The roles named, plus every role of the factions named (players match by role), by role code. */
    private readonly roleMask: Uint8Array;
    /** No tags, statuses or players named: a player matches by his roles alone. */
    readonly onlyRoles: boolean;
    /** The codes of the roles that match (for counting by role). */
    readonly matchingCodes: number[] = [];

    constructor(readonly ix: RuleIndex, refs: readonly RefString[]) {
        for (const r of ix.refs(refs)) {
            switch (r.kind) {
                case 'role': this.roles.add(r.id); break;
                case 'faction': this.factions.add(r.id); break;
                case 'tag': this.tags.add(r.id); break;
                case 'status': this.statuses.add(r.id); break;
                case 'player': this.players.add(normalizeName(r.id)); break;
                case 'ability': this.abilities.add(r.id); break;
                case 'option': this.options.add(r.id); break;
                case 'trigger': this.triggers.add(r.id); break;
                default: this.other.add(`${r.kind}:${r.id}`);
            }
        }
        this.roleMask = new Uint8Array(ix.roleCodes.size + 1);
        const mark = (r: string) => { const code = ix.roleCodes.get(r); if (code !== undefined) this.roleMask[code] = 1; };
        // `is Ventriloquist` also matches a Mafia Ventriloquist (`role … from Ventriloquist`).
        for (const r of this.roles) { mark(r); for (const v of ix.variants.get(r) ?? []) mark(v); }
        for (const f of this.factions) for (const r of ix.factionRoles.get(f) ?? []) mark(r);
        // A role category (`tagged Негативная` in a role) is carried by every holder of the role.
        if (this.tags.size > 0) for (const r of ix.roles.values()) if (r.tags.some((t) => this.tags.has(t))) mark(r.id);
        this.onlyRoles = this.tags.size === 0 && this.statuses.size === 0 && this.players.size === 0;
        for (let i = 0; i < this.roleMask.length; i++) if (this.roleMask[i] === 1) this.matchingCodes.push(i);
    }

    /** Does the player carry one of the roles, factions, tags or statuses (or is he named)? */
    player(p: PlayerState, phase: number): boolean {
        if (p.codesFor !== p.roles) {
            p.codesFor = p.roles;
            p.roleCodes = p.roles.map((r) => this.ix.roleCodes.get(r) ?? this.ix.roleCodes.size);
        }
        const codes = p.roleCodes;
        for (let i = 0; i < codes.length; i++) if (this.roleMask[codes[i]] === 1) return true;
        // `count X as R`: he also counts as R.
        if (p.countAs.length > 0) {
            for (const ca of p.countAs) {
                if (ca.from > phase || phase > ca.until) continue;
                const code = this.ix.roleCodes.get(ca.role);
                if (code !== undefined && this.roleMask[code] === 1) return true;
            }
        }
        if (this.onlyRoles) return false;
        if (this.tags.size > 0) for (const t of p.tags) if (this.tags.has(t)) return true;
        if (this.statuses.size > 0) for (const s of this.statuses) if (p.hasStatus(s, phase)) return true;
        if (this.players.size > 0 && this.players.has(normalizeName(p.name))) return true;
        return false;
    }

    /** Does the player match while he appears as `roleId` (engine/appearance.ts): that role instead of his own, his host tags, statuses and name as they are. */
    playerAs(p: PlayerState, phase: number, roleId: string): boolean {
        if (this.role(roleId)) return true;
        if (this.onlyRoles) return false;
        if (this.tags.size > 0) for (const t of p.tags) if (this.tags.has(t)) return true;
        if (this.statuses.size > 0) for (const s of this.statuses) if (p.hasStatus(s, phase)) return true;
        return this.players.size > 0 && this.players.has(normalizeName(p.name));
    }

    /** Does a role id (a guessed role, a `.role` value) match: the role itself or its faction? */
    role(roleId: string): boolean {
        if (this.other.has(`guise:${roleId}`)) return true;
        if (this.roles.has(roleId)) return true;
        const def = this.ix.roles.get(roleId);
        for (let base = def?.base, hops = 0; base && hops < 32; base = this.ix.roles.get(base)?.base, hops++) if (this.roles.has(base)) return true;
        if (def && this.tags.size > 0 && def.tags.some((t) => this.tags.has(t))) return true;
        const f = def?.faction;
        return !!f && this.factions.has(f);
    }

    /** Was a record made by one of these abilities, triggers or votings (a status's `key`)? */
    sourceKey(key: string): boolean {
        return this.abilities.has(key) || this.triggers.has(key) || this.other.has(`voting:${key}`);
    }

    /** Was the action done by one of these abilities, options, triggers, roles or factions? */
    source(s: ActionSource): boolean {
        if (this.abilities.has(s.key) || this.triggers.has(s.key)) return true;
        // `except Голосование`: the voting (and its execution effect) as a source.
        if (s.kind === 'voting' && this.other.size > 0 && this.other.has(`voting:${s.key}`)) return true;
        if (s.option && this.options.has(`${s.key}/${s.option}`)) return true;
        for (const r of s.roles) if (this.roles.has(r)) return true;
        for (const f of s.factions) if (this.factions.has(f)) return true;
        return false;
    }
}

const matchers = new WeakMap<RuleIndex, Map<readonly RefString[], Matcher>>();

// The last matcher asked for: compiled code asks for the same few lists over and over.
let lastIx: RuleIndex | null = null;
let lastRefs: readonly RefString[] | null = null;
let lastMatcher: Matcher | null = null;

export function matcher(ix: RuleIndex, refs: readonly RefString[]): Matcher {
    if (refs === lastRefs && ix === lastIx) return lastMatcher!;
    const m = lookupMatcher(ix, refs);
    lastIx = ix; lastRefs = refs; lastMatcher = m;
    return m;
}

function lookupMatcher(ix: RuleIndex, refs: readonly RefString[]): Matcher {
    let byRefs = matchers.get(ix);
    if (!byRefs) { byRefs = new Map(); matchers.set(ix, byRefs); }
    let m = byRefs.get(refs);
    if (!m) { m = new Matcher(ix, refs); byRefs.set(refs, m); }
    return m;
}
