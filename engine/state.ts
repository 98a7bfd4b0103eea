// Per-player game state and the timed records effects leave on players. Every record is
// active from phase `from` to phase `until` (1-based phase indices, inclusive).
import type { ActionSource } from './context.js';
import type { Ctx } from './context.js';
import type { Fn, SourceRef } from './ruleset.js';
import type { Matcher } from './matching.js';

export const FOREVER = Number.MAX_SAFE_INTEGER;

export interface Timed { from: number; until: number }

export interface StatusRecord extends Timed {
    id: string;
    /** Set by a resource threshold: holds while the resource is at the threshold value. */
    derived: boolean;
}

/** `protect X from SCOPE [by S] [once] [unless C] DURATION`. */
export interface Protection extends Timed {
    scope: 'kills' | 'attacks' | 'damage' | 'everything';
    sources: Matcher | null;
    once: boolean;
    /** The phase in which a `once` protection was used (it then holds to that phase's end). */
    usedAt: number;
    unless: Fn<unknown> | null;
    ctx: Ctx;
    by: ActionSource;
    src: SourceRef;
}

/** `extend orders on A to B`: orders aimed at A also touch B. */
export interface Link extends Timed { to: number; src: SourceRef }

export interface VoteMod extends Timed { kind: 'weight' | 'silence' | 'immunity' | 'cancel'; amount: number }

export interface GuiseRecord extends Timed { role: string }

export interface CopyRecord extends Timed { roles: string[] }

/** One accepted use of an ability (for limits such as "not the same target twice in a row"). */
export interface Use { phase: number; targets: number[] }

export class PlayerState {
    alive = true;
    hp: number | null = null;
    statuses: StatusRecord[] = [];
    resources = new Map<string, number>();
    guises: GuiseRecord[] = [];
    protections: Protection[] = [];
    links: Link[] = [];
    blocks: Timed[] = [];
    redirects: Array<Timed & { to: number }> = [];
    voteMods: VoteMod[] = [];
    copies: CopyRecord[] = [];
    missedVotes = 0;
    deathPhase = 0;
    deathCause = '';
    /** How many orders this player changed (the rule set may limit it). */
    orderChanges = 0;
    history = new Map<string, Use[]>();
    /** Display names for the players table, recomputed when `roles` changes. */
    rolesShown: string[] | null = null;
    roleTitles: string[] = [];
    factionTitle: string | null = null;
    /** Codes of `roles` (matching.ts), recomputed when `roles` changes. */
    codesFor: string[] | null = null;
    roleCodes: number[] = [];
    /** The abilities of `roles` (cached while the roles stay the same array). */
    abilitiesFor: string[] | null = null;
    abilities: import('./ruleset.js').AbilityDef[] = [];
    /** Vote tally texts of this player by count (texts.ts). */
    voteTexts: Map<number, string> | null = null;

    constructor(
        readonly index: number,
        readonly name: string,
        public roles: string[],
        readonly tags: Set<string>,
    ) {}

    hasStatus(id: string, phase: number): boolean {
        for (const s of this.statuses) if (s.id === id && s.from <= phase && phase <= s.until) return true;
        return false;
    }

    activeStatuses(phase: number): string[] {
        const out: string[] = [];
        for (const s of this.statuses) if (s.from <= phase && phase <= s.until && !out.includes(s.id)) out.push(s.id);
        return out;
    }
}

export function active(r: Timed, phase: number): boolean {
    return r.from <= phase && phase <= r.until;
}
