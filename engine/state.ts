// Per-player game state and the timed records effects leave on players. Every record is
// active from phase `from` to phase `until` (1-based phase indices, inclusive).
import type { ActionSource, RuleContext } from './model/rule-context.js';
import type { AbilityDef, Fn, SourceRef, TriggerDef } from './model/ruleset.js';
import type { PlayerRow } from './model/result.js';
import type { Gender } from './l10n/format.js';

/** What a record asks of its `by` / `except` references (engine/matching.ts `Matcher`). */
export interface Matcher {
    source(s: ActionSource): boolean;
    sourceKey(key: string): boolean;
}

export const FOREVER = Number.MAX_SAFE_INTEGER;
const NO_USES: Use[] = [];

export interface Timed {
    from: number;
    until: number;
    /** The ability or trigger that made the record (for `prolong`). */
    key?: string;
}

export interface StatusRecord extends Timed {
    id: string;
    /** Set by a resource threshold: holds while the resource is at the threshold value. */
    derived: boolean;
    /** A `while` status that began during this phase's resolution: it does not block the phase's own orders. */
    midPhase?: boolean;
    /** Begins later than the next phase: the phase whose post announces it (a public status). */
    noticeAt?: number;
}

/** `protect X from SCOPE [by S] [once] [unless C] DURATION`. */
export interface Protection extends Timed {
    scope: 'kills' | 'attacks' | 'damage' | 'everything';
    sources: Matcher | null;
    once: boolean;
    /** `except S`: harm from these is not stopped. */
    except: Matcher | null;
    /** The phase in which a `once` protection was used (it then holds to that phase's end). */
    usedAt: number;
    unless: Fn<unknown> | null;
    ctx: RuleContext;
    by: ActionSource;
    src: SourceRef;
}

/** `extend orders on A to B`: orders aimed at A also touch B. */
export interface Link extends Timed { to: number; src: SourceRef }

export interface VoteMod extends Timed {
    kind: 'weight' | 'silence' | 'immunity' | 'cancel' | 'bonus' | 'cap' | 'secret' | 'follow';
    /** `follow`: the index of the player whose vote this one follows; else the amount. */
    amount: number;
    /** Only when voting for / against. */
    side?: 'for' | 'against' | null;
    /** `vote hidden weight`: counted, but left out of the public tally. */
    hidden?: boolean;
}

export interface GuiseRecord extends Timed { role: string }

export interface CopyRecord extends Timed { roles: string[] }

/** `immune X to ...`: statuses, abilities (all / public / secret / named), guises, execution. */
export interface Immunity extends Timed {
    statuses: readonly string[];
    abilities: boolean;
    visibility: 'public' | 'secret' | null;
    guises: boolean;
    execution: boolean;
    named: Matcher | null;
    /** Abilities (or voting) the immunity does not cover, by name or by what they do. */
    exceptRefs: Matcher | null;
    exceptKinds: readonly string[];
}

/** `reduce attacks|damage on X by N [except S]`. */
export interface Reduction extends Timed { scope: 'attacks' | 'damage'; amount: number; except: Matcher | null }

/** `permit X to use all|A, B from S`. */
export interface Permit extends Timed { abilities: Matcher | null; statuses: readonly string[] }

/** `disable A of X`. */
export interface Disabled extends Timed { abilities: Matcher }

/** `replace guises of X with ...`: the guise pool shown instead of the role's. */
export interface GuiseOverride extends Timed { roles: string[] }

/** `count X as R`. */
export interface CountAs extends Timed { role: string }

/** `substitute S for X on kills|execution`: S dies (or is executed) instead of X. */
export interface Substitute extends Timed { by: number; scope: 'kills' | 'execution' }

/** One accepted use of an ability (for limits such as "not the same target twice in a row"). */
export interface Use {
    phase: number; targets: number[]; role?: string | null; option?: string | null; guise?: string | null;
    /** The order was void (its actor blocked, or its target out of reach): for "twice in a row" it was no use. */
    void?: boolean;
}

export type RecordKind = 'statuses' | 'guises' | 'protections' | 'links' | 'blocks' | 'redirects' | 'voteMods' | 'copies'
    | 'immunities' | 'reductions' | 'permits' | 'disabled' | 'guiseOverrides' | 'countAs' | 'substitutes';

export const RECORD_KINDS: readonly RecordKind[] = ['statuses', 'guises', 'protections', 'links', 'blocks', 'redirects', 'voteMods', 'copies',
    'immunities', 'reductions', 'permits', 'disabled', 'guiseOverrides', 'countAs', 'substitutes'];

// Most players never carry most kinds of record: they share these empty ones until the first
// record (`add`), so a deal of 30 players does not allocate 300 empty arrays.
const EMPTY: never[] = [];
const NO_RESOURCES: ReadonlyMap<string, number> = new Map();

export class PlayerState {
    alive = true;
    hp: number | null = null;
    statuses: StatusRecord[] = EMPTY;
    /** Per-player resources (read-only shared empty map until the first `setResource`). */
    resources: ReadonlyMap<string, number> = NO_RESOURCES;
    guises: GuiseRecord[] = EMPTY;
    protections: Protection[] = EMPTY;
    links: Link[] = EMPTY;
    blocks: Timed[] = EMPTY;
    /** `redirect X to Y`, and the two halves of a `swap orders on X with Y` (`swap`). */
    redirects: Array<Timed & { to: number; swap?: boolean }> = EMPTY;
    voteMods: VoteMod[] = EMPTY;
    copies: CopyRecord[] = EMPTY;
    immunities: Immunity[] = EMPTY;
    reductions: Reduction[] = EMPTY;
    permits: Permit[] = EMPTY;
    disabled: Disabled[] = EMPTY;
    guiseOverrides: GuiseOverride[] = EMPTY;
    countAs: CountAs[] = EMPTY;
    substitutes: Substitute[] = EMPTY;
    /** Some timed record was added since the last expiry found none left (phase/expiry.ts). */
    hasRecords = false;
    missedVotes = 0;
    /** How many times the player was executed (`X.executions`). */
    executions = 0;
    /** Lives lost this phase (`learn damage`). */
    damageTaken = 0;
    deathPhase = 0;
    deathCause = '';
    /** Grammatical gender for the host's texts (`gender` in the game); undefined = neutral wording. */
    gender: Gender | undefined = undefined;
    /** What killed him (the first source) and every player whose harm killed him. */
    deathSource: ActionSource | null = null;
    killers: number[] = EMPTY;
    /** How many orders this player changed (the rule set may limit it). */
    orderChanges = 0;
    /** Past uses of abilities and triggers by key (created on the first use). */
    history: Map<string, Use[]> | null = null;
    /** Factions of `roles` (cached while the roles stay the same array). */
    factionsFor: string[] | null = null;
    factions: string[] = EMPTY;
    /** Display names for the players table, recomputed when `roles` changes. */
    rolesShown: string[] | null = null;
    roleTitles: string[] = EMPTY;
    factionTitle: string | null = null;
    /** The last players-table row built for him, while it can be shown again unchanged (phase/result.ts). */
    lastRow: PlayerRow | null = null;
    /** Counts setResource calls: lastRow shows the resources as they were at `rowResources` changes. */
    resourceChanges = 0;
    rowResources = -1;
    /** Codes of `roles` (matching.ts), recomputed when `roles` changes. */
    codesFor: string[] | null = null;
    roleCodes: number[] = EMPTY;
    /** The abilities of `roles` (cached while the roles stay the same array). */
    abilitiesFor: string[] | null = null;
    abilities: AbilityDef[] = EMPTY;
    /** The condition triggers of the trigger list `conditionsFor` (triggers.ts runConditionTriggers). */
    conditionsFor: readonly TriggerDef[] | null = null;
    conditions: readonly TriggerDef[] = EMPTY;
    /** Game.triggersOf's cache for a player who copies nothing, as abilitiesFor. */
    triggersFor: string[] | null = null;
    triggers: TriggerDef[] = EMPTY;
    /** Passive abilities whose `protect … once` has stopped a harm, as `holder:ability`: spent for the game (effects/harm.ts). */
    spentOnce: Set<string> | null = null;
    /** Vote tally texts of this player by count (texts.ts voteEvent). */
    voteTexts: Map<number, string> | null = null;

    constructor(
        readonly index: number,
        readonly name: string,
        public roles: string[],
        readonly tags: ReadonlySet<string>,
    ) {}

    /** Adds a timed record (allocating the list on the first one). */
    add<K extends RecordKind>(kind: K, record: PlayerState[K][number]): void {
        this.hasRecords = true;
        const list = this[kind] as Array<PlayerState[K][number]>;
        if (list === EMPTY) (this[kind] as Array<PlayerState[K][number]>) = [record];
        else list.push(record);
    }

    setResource(id: string, value: number): void {
        if (this.resources === NO_RESOURCES) this.resources = new Map();
        (this.resources as Map<string, number>).set(id, value);
        this.resourceChanges++;
    }

    /** Records a use of an ability or trigger (for limits). */
    recordUse(key: string, use: Use): void {
        const history = (this.history ??= new Map());
        const uses = history.get(key);
        if (uses) uses.push(use); else history.set(key, [use]);
    }

    uses(key: string): Use[] {
        return this.history?.get(key) ?? NO_USES;
    }

    hasStatus(id: string, phase: number): boolean {
        for (const s of this.statuses) if (s.id === id && s.from <= phase && phase <= s.until) return true;
        return false;
    }

    /** Statuses in force in the given phase, each once. */
    activeStatuses(phase: number): string[] {
        const out: string[] = [];
        for (const s of this.statuses) if (s.from <= phase && phase <= s.until && !out.includes(s.id)) out.push(s.id);
        return out;
    }
}

export function active(r: Timed, phase: number): boolean {
    return r.from <= phase && phase <= r.until;
}

/** The latest `count X as R` role in force for the player that passes `test` (seed 000's Имитация). */
export function countedRole(p: PlayerState, phase: number, test: (role: string) => boolean): string | undefined {
    for (let i = p.countAs.length - 1; i >= 0; i--) {
        const ca = p.countAs[i];
        if (active(ca, phase) && test(ca.role)) return ca.role;
    }
    return undefined;
}
