// The state of a running game and the operations every layer may apply to it: the players, the
// phase being run, the queue of pending effects, the trace and events; statuses, lives and deaths
// as they change; durations, abilities and names looked up.
//
// The phase pipeline that drives it lives in engine/phase/ (pipeline.ts lists its steps). Lower
// layers (effects, expressions, voting, win checks, triggers) receive this class; the two things
// they need from the pipeline — applying the queued effects (`flush`) and running death and
// condition triggers (`settle`) — are the abstract hooks below, implemented by
// engine/phase/running-game.ts. No engine module imports a module above its own layer.
//
// Effects never change state directly: they queue changes (`enqueue`) that `flush` applies in this
// order: protections/blocks/statuses/links (set-up), heals/revivals, harm (kills, attacks, damage:
// all attempts of a batch meet the protections, then the deaths are applied together), then
// everything else (resources, role changes, messages). `kill ... then` runs after its deaths.
import type { PhaseChooser, PhaseInput, VoteInput } from './model/game-input.js';
import type { GameEvent, Outcome, PhaseResult, Rejected, TraceEntry } from './model/result.js';
import type { ActionSource, RuleContext } from './model/rule-context.js';
import type { AbilityDef, DurationDef, EffectFn, Fn, PhaseDef, RuleSet, SourceRef, StageDef, TriggerDef } from './model/ruleset.js';
import { normalizeName } from './names.js';
import type { Order, OrderHead } from './order.js';
import type { Visit } from './targeting.js';
import { Prng } from './prng.js';
import { DEFAULT_STAGE, END_STAGE, indexOf, type RuleIndex } from './rule-index.js';
import { active, FOREVER, PlayerState, type Matcher, type StatusRecord } from './state.js';
import { texts } from './texts.js';
import { OrderRecords } from './orders-on-orders.js';
import type { Lang } from './l10n/lang.js';
import { ruleSetLang } from './l10n/rule-set-lang.js';
import { say } from './l10n/catalogue.js';
import type { Gender } from './l10n/format.js';
import { decimalText } from './l10n/format.js';

/** Effect categories, applied in this order within a batch. */
export const SETUP = 0, HEAL = 1, HARM = 2, AFTER = 3;

export interface Pending { cat: number; run: () => void }

export interface HarmAttempt {
    victim: number;
    kind: 'kill' | 'attack' | 'damage';
    amount: number;
    bloody: boolean;
    /** Protections and reductions do not apply. */
    unstoppable?: boolean;
    /** Reveal the victim's role on death, or never. */
    reveal?: 'revealed' | 'hidden' | null;
    source: ActionSource;
    ctx: RuleContext;
    src: SourceRef;
    effect: KillInstance | null;
}

/** One `kill` effect with a `then`: its victims are known once the batch's deaths are applied. */
export interface KillInstance { subjects: number[]; then: EffectFn | null; ctx: RuleContext; victims: number[] }

export interface Fact { kind: 'targeted' | 'killed' | 'hit' | 'protected' | 'harmed' | 'aimed'; subject: number; source: ActionSource }

export interface LearnRecord {
    to: number[];
    subject: number;
    property: string;
    value: string | number;
    /** An empty answer (information.ts NONE_PROPERTIES): its text is a sentence of its own. */
    none?: boolean;
    title: string;
    unless: Fn<unknown> | null;
    ctx: RuleContext;
    source: ActionSource;
    src: SourceRef;
    /** The recipients are not told whose ability it was. */
    anonymous?: boolean;
    /** Computed when delivered (visit checks see the whole phase's visits), instead of `value`. */
    lazy?: () => string | number;
    /** Reported under this player's name (a swapped target: the one the actor named). */
    shownAs?: number;
    /** Learned at the deal (an `on deal` trigger): told with the deal, before anyone can die. */
    atDeal?: boolean;
}

export interface Delayed { phase: number; stage: string | null; body: EffectFn; ctx: RuleContext; src: SourceRef }

export interface GameOptions {
    seed?: number;
    /** Record the resolution trace. */
    trace?: boolean;
    /** Build the players table of every phase result (default true; simulations may skip it). */
    tables?: boolean;
    /** The language of the tool's own words (`--lang`); default: the rule set's (engine/l10n/rule-set-lang.ts). */
    lang?: Lang;
    /** Told of every resolution step as it happens (the debugger, engine/debug/); implies `trace`. */
    observer?: StepObserver;
}

/** Where a trace entry came from, beyond what the entry says: the source object and the target indices. */
export interface StepAt { source: ActionSource | null; targets: readonly number[] }

/**
 * Watches a game resolve, step by step (engine/debug/ builds the debugger's timeline with it). Called
 * synchronously, with the live state; it must not change the game. A normal run has none. A step's
 * effect on the state is complete when the next call comes (a batch of kills dies together).
 */
export interface StepObserver {
    /** A phase has begun (before anything in it ran). */
    phaseStart(g: Game): void;
    /** A trace entry was just recorded. */
    step(g: Game, entry: TraceEntry, at: StepAt): void;
    /** The phase has resolved (learns delivered, wins checked); what lasted this phase has not run out yet. */
    phaseEnd(g: Game): void;
}

/** Who won: factions and players, or a draw (set by the win checks, engine/win.ts). */
export interface WinnerRecord { draw: boolean; factions: string[]; players: number[] }

/** Who is alive, how many in all and by role code (see Game.census). */
export interface Census { version: number; total: number; byRole: number[]; oneRoleEach: boolean; alive: PlayerState[]; aliveIndex: number[] }

/** A `cancel ...` record: orders (or attacks) it voids while in force. */
export interface CancelRecord { abilities: Matcher | null; attacks: boolean; actors: number[] | null; targets: number[] | null; from: number; until: number }

/** The game state (see the header); engine/phase/running-game.ts is the class that runs. */
export abstract class Game {
    readonly ix: RuleIndex;
    readonly players: PlayerState[];
    readonly rng: Prng;
    readonly traceOn: boolean;
    readonly observer: StepObserver | null;
    readonly tables: boolean;
    readonly seed: number;
    /** The language of every word the engine says itself (rejection reasons, notes, default host texts). */
    readonly lang: Lang;
    /** Current phase: 1-based index in the game, its definition and its number among its kind. */
    index = 0;
    phase!: PhaseDef;
    number = 0;
    stage: StageDef = DEFAULT_STAGE;
    /** Between a phase's start and its unstaged passives (see phase/while-statuses.ts). */
    passivesPending = false;
    orders: Order[] = [];
    rejected: Rejected[] = [];
    events: GameEvent[] = [];
    trace: TraceEntry[] = [];
    facts: Fact[] = [];
    /** The previous phase's facts (`learn damage of X`: what harmed X in the previous phase). */
    prevFacts: Fact[] = [];
    pending: Pending[] = [];
    harm: HarmAttempt[] = [];
    learns: LearnRecord[] = [];
    /** This phase's events from here on are the phase's own (before: the deal's messages and its triggers' tells). */
    phaseEventsFrom = 0;
    /** Visits of the finished phases (engine/targeting.ts; this phase's are read from `orders`). */
    visitLog: Visit[] = [];
    delayed: Delayed[] = [];
    /** The phase has not reached its first stage yet (a staged `on start` trigger waits for its stage). */
    beforeStages = true;
    /** A chooser is being asked for this phase's orders (runPhase): order checks already see the phase. */
    choosingOrders = false;
    /** Orders are only being tried (engine/coming-phase.ts): refusals need no reason text (engine/reasons.ts). */
    quiet = false;
    /** While orders are only tried: each actor's, ability's and option's checks before the targets (engine/orders.ts orderHead). */
    triedHeads: Map<string, Map<string, Map<string, OrderHead | string>>> | null = null;
    /** The last order checkOrder refused would be refused whatever its targets (its actor, ability,
     *  arguments or a limit that does not read them): bots trying targets stop there (engine/sim). */
    refusedAnyTarget = false;
    /** Whose roles a death in this phase announces under `reveal roles on death when …`, by player:
     *  decided as things stand at the start of the phase (003-E2: «пока в городе не останется 10»
     *  counts the living at the start of the night, so the night's kills do not hide each other). */
    revealThisPhase: boolean[] | null = null;
    /** Players who died and whose death triggers have not run yet. */
    deaths: number[] = [];
    winner: WinnerRecord | null = null;
    /** The source of win checks (the same every phase). */
    winSource: ActionSource | null = null;
    /** The context of faction win clauses (no `self`; the same every phase). */
    winCtx: RuleContext | null = null;
    /**
     * Bumped on every change to who is alive, their roles or statuses: `count alive(...)`
     * results are reused while it holds (win conditions are evaluated every phase).
     */
    version = 0;
    private readonly censusData: Census = { version: -1, total: 0, byRole: [], oneRoleEach: true, alive: [], aliveIndex: [] };

    /**
     * Who is alive, how many in all and by role code (recounted when `version` changes). The
     * `alive` lists are never changed once made, so a caller may keep them: a recount that finds
     * the same living players keeps them (most changes of `version` are not deaths), else makes new ones.
     */
    census(): Readonly<Census> {
        const c = this.censusData;
        if (c.version === this.version) return c;
        c.version = this.version;
        c.total = 0;
        c.oneRoleEach = true;
        const byRole = c.byRole;
        const codes = this.ix.roleCodes.size + 1;
        if (byRole.length !== codes) byRole.length = codes;
        byRole.fill(0);
        const before = c.alive;
        let same = true;
        for (const p of this.players) {
            if (!p.alive) continue;
            if (before[c.total] !== p) same = false;
            c.total++;
            if (p.roles.length !== 1 || p.countAs.length > 0) c.oneRoleEach = false;
            if (p.codesFor !== p.roles) { p.codesFor = p.roles; p.roleCodes = p.roles.map((r) => this.ix.roleCodes.get(r) ?? this.ix.roleCodes.size); }
            const roleCodes = p.roleCodes;
            if (roleCodes.length === 1) byRole[roleCodes[0]]++;
            else for (const code of roleCodes) byRole[code]++;
        }
        if (same && c.total === before.length && c.aliveIndex.length === c.total) return c;
        c.alive = [];
        c.aliveIndex = [];
        for (const p of this.players) if (p.alive) { c.alive.push(p); c.aliveIndex.push(p.index); }
        return c;
    }
    /** `cancel ...` records: orders (or attacks) they void while in force. */
    cancels: CancelRecord[] = [];
    /** Possessions, holds, extra orders and held-over orders (engine/orders-on-orders.ts). */
    readonly onOrders = new OrderRecords();
    /** `resolution natural` (engine/natural-order.ts, phase/resolve-natural.ts). */
    get natural(): boolean { return this.rs.setup.resolution === 'natural'; }
    /** This phase's votes as given, and their ballots once built (set by the pipeline). */
    votesInput: VoteInput[] = [];
    ballotCache: Map<number, number> | null = null;

    /** This phase's votes by voter (valid names only): `X.ballot`, `X.voted`. Built on first use. */
    get ballots(): Map<number, number> {
        if (this.ballotCache) return this.ballotCache;
        const ballots = new Map<number, number>();
        const changes = this.ix.votings.get(this.phase.voting ?? '')?.changes ?? true;
        for (const v of this.votesInput) {
            const voter = this.findPlayer(v.voter);
            const target = this.findPlayer(v.target);
            if (voter && target && voter.alive && (!ballots.has(voter.index) || changes)) ballots.set(voter.index, target.index);
        }
        return (this.ballotCache = ballots);
    }
    /** Players a `defeat` effect made lose, whatever their win conditions say. */
    readonly defeated = new Set<number>();
    /** Values of global resources. */
    readonly globals = new Map<string, number>();
    /** Whether the deal triggers still have to run (at the start of the first phase). */
    dealPending = true;
    /** Last value of each condition trigger (by key) per holder (by index): they fire on becoming true. */
    readonly condState = new Map<string, boolean[]>();
    readonly stateHistory = new Map<string, number>();
    /** The trace's step counter, how many phases of each kind were run, the cycle's starting phase. */
    step = 0;
    readonly phaseCounts = new Map<string, number>();
    private readonly startOffset: number;
    private seq = 0;
    /** True while a passive effect computes (durations default to this phase). */
    passiveRun = false;

    constructor(readonly rs: RuleSet, players: PlayerState[], options: GameOptions, dealEvents: GameEvent[]) {
        this.ix = indexOf(rs);
        this.players = players;
        this.seed = options.seed ?? 0;
        this.rng = new Prng(this.seed);
        this.observer = options.observer ?? null;
        this.traceOn = !!options.trace || this.observer !== null;
        this.tables = options.tables ?? true;
        this.lang = options.lang ?? ruleSetLang(rs);
        const start = rs.setup.start ? rs.phases.findIndex((p) => p.id === rs.setup.start) : 0;
        this.startOffset = Math.max(0, start);
        this.events = dealEvents;
    }

    nextSeq(): number { return ++this.seq; }

    // ------------------------------------------------------------ hooks (engine/phase/running-game.ts)

    /** Runs one phase of the game; returns its result (events, rejected orders, trace). */
    abstract runPhase(input: PhaseInput | PhaseChooser): PhaseResult;
    /** Applies queued effects (engine/phase/apply-effects.ts); repeats while effects queue more. */
    abstract flush(): void;
    /** Runs death triggers (which may kill more) and condition triggers until nothing changes (engine/phase/deaths.ts). */
    abstract settle(): void;
    /** The players table before the first phase: HP, statuses and resources as dealt. */
    abstract dealTable(): PhaseResult['players'];

    // ------------------------------------------------------------ phases

    /** The phase definition of a 1-based game phase index. */
    phaseAt(index: number): PhaseDef {
        const phases = this.rs.phases;
        return phases[(this.startOffset + index - 1) % phases.length];
    }

    get cycleLength(): number { return this.rs.phases.length || 1; }

    // ------------------------------------------------------------ effects

    /** The subjects of an effect on `who`: extended through `extend orders` when the effect comes
     *  from an order aimed at them (the Priest's guest shares what is aimed at the Priest). */
    subjects(c: { readonly order: Order | null }, who: number[]): number[] {
        const o = c.order;
        if (!o) return who;
        let out = who;
        for (const p of who) {
            if (p === o.actor || !o.targets.includes(p)) continue;
            for (const l of this.players[p].links) {
                if (!active(l, this.index) || l.to === o.actor) continue;
                if (out === who) out = who.slice();
                if (!out.includes(l.to)) out.push(l.to);
            }
        }
        return out;
    }

    enqueue(cat: number, run: () => void): void {
        this.pending.push({ cat, run });
    }

    /** The highest value at which lives mean death (0 by default). */
    deathThreshold(): number {
        // The rule set's, worked out once (every batch of harm asks).
        if (this.deathAt === undefined) {
            const pool = this.ix.hpResource;
            this.deathAt = pool?.thresholds.filter((t) => t.death).reduce((m, t) => Math.max(m, t.value), -Infinity) ?? 0;
        }
        return this.deathAt;
    }

    private deathAt?: number;

    /** Who dies (or is executed) in the player's place, or -1. */
    substituteFor(victim: number, scope: 'kills' | 'execution'): number {
        for (const sub of this.players[victim].substitutes) {
            if (sub.scope === scope && active(sub, this.index) && this.players[sub.by].alive) return sub.by;
        }
        return -1;
    }

    // ------------------------------------------------------------ lives, statuses, deaths

    setHp(p: PlayerState, value: number): void {
        const pool = this.ix.hpResource;
        if (pool) {
            if (pool.max !== null) value = Math.min(pool.max, value);
            if (pool.min !== null) value = Math.max(pool.min, value);
        }
        p.hp = value;
        if (pool) this.applyThresholds(p, pool.thresholds, value);
    }

    /** Threshold statuses hold while the value equals the threshold (seed 000: 1 HP = Госпиталь). */
    applyThresholds(p: PlayerState, thresholds: Array<{ value: number; status: string | null }>, value: number): void {
        for (const t of thresholds) {
            if (!t.status) continue;
            const has = p.statuses.some((s) => s.derived && s.id === t.status);
            if (value === t.value && !has) this.addStatus(p, t.status, this.index, FOREVER, true);
            if (value !== t.value && has) this.removeStatus(p, t.status, true);
        }
    }

    // ------------------------------------------------------------ statuses, deaths

    /** `key`: the ability or trigger that gave it (what `prolong` looks for). */
    addStatus(p: PlayerState, id: string, from: number, until: number, derived = false, key?: string): void {
        this.version++;
        const had = p.hasStatus(id, from);
        const def = this.ix.statuses.get(id);
        // A public status is announced in the post before the phase it begins in: now, or, when it begins
        // later (a Тюрьма an Амнистия put off), at the end of the phase before that (expiry.ts).
        const later = !had && !!def?.public && from > this.index + 1;
        const record: StatusRecord = key === undefined ? { id, from, until, derived } : { id, from, until, derived, key };
        if (later) record.noticeAt = from - 1;
        p.add('statuses', record);
        if (!had && def?.public && !later) {
            this.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: true, text: texts.statusGained(this, p.name, def.title) });
        }
    }

    removeStatus(p: PlayerState, id: string, derivedOnly = false): void {
        this.version++;
        const had = p.hasStatus(id, this.index);
        p.statuses = p.statuses.filter((s) => s.id !== id || (derivedOnly && !s.derived));
        const def = this.ix.statuses.get(id);
        if (had && !p.hasStatus(id, this.index) && def?.public) {
            this.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: false, text: texts.statusLost(this, p.name, def.title) });
        }
    }

    /** A player leaves the game: killed, executed or removed. Death triggers run at the next settle. */
    /** `text`: the death line when the cause words it itself (a removal for missed votes). */
    die(index: number, cause: string, source: ActionSource, reveal: boolean, killers?: number[], hidden = false, text?: string): void {
        const p = this.players[index];
        if (!p.alive) return;
        this.version++;
        p.alive = false;
        p.deathPhase = this.index;
        p.deathCause = cause;
        p.deathSource = source;
        p.killers = killers ?? (source.actor >= 0 ? [source.actor] : []);
        this.deaths.push(index);
        if (this.ix.hasAliveOnlyStatuses && p.statuses.length > 0) {
            p.statuses = p.statuses.filter((st) => !this.ix.statuses.get(st.id)?.aliveOnly);
        }
        const policy = this.rs.setup.revealOnDeath;
        const show = reveal || (!hidden && policy !== null && cause !== 'removed' && (this.revealThisPhase?.[index] ?? true));
        // `appears as R on death`: what the reveal shows.
        const roles = show ? p.roles.map((r) => this.ix.roleTitle(this.ix.roles.get(r)?.appears.find((a) => a.onDeath)?.as ?? r)) : null;
        this.emit({ kind: 'death', public: true, subject: p.name, text: text ?? texts.death(this, p.name, cause, roles) });
        if (roles) this.emit({ kind: 'reveal', public: true, subject: p.name, property: 'role', value: roles.join(', '), text: texts.reveal(this, p.name, roles) });
    }

    // ------------------------------------------------------------ durations

    /** The phases a duration covers, from the current phase. */
    span(d: DurationDef | null, fallback: 'phase' | 'game'): { from: number; until: number } {
        const now = this.index;
        if (!d) return fallback === 'game' && !this.passiveRun ? { from: now, until: FOREVER } : { from: now, until: now };
        const len = this.cycleLength;
        const turn = Math.floor((now - 1) / len);
        switch (d.kind) {
            case 'game': return { from: now, until: FOREVER };
            case 'this':
                if (d.unit === 'phase') return { from: now, until: now };
                if (d.unit === 'turn') return { from: now, until: (turn + 1) * len };
                if (this.phase.id === d.unit) return { from: now, until: now };
                { const n = this.nextOfKind(now, d.unit); return { from: n, until: n }; }
            case 'next':
                if (d.unit === 'phase') return { from: now + 1, until: now + 1 };
                if (d.unit === 'turn') return { from: (turn + 1) * len + 1, until: (turn + 2) * len };
                { const n = this.nextOfKind(now, d.unit); return { from: n, until: n }; }
            case 'nextFor': {
                // As `for N …`, starting at the next phase (of that kind) instead of this one.
                if (d.unit === 'phases') return { from: now + 1, until: now + d.count };
                if (d.unit === 'turns') return { from: (turn + 1) * len + 1, until: (turn + 1 + d.count) * len };
                const kind = d.unit === 'nights' ? 'night' : 'day';
                const first = this.nextOfKind(now, kind);
                return { from: first, until: this.nthOfKind(first, kind, d.count) };
            }
            case 'for': {
                if (d.unit === 'phases') return { from: now, until: now + d.count - 1 };
                if (d.unit === 'turns') return { from: now, until: (turn + d.count) * len };
                const kind = d.unit === 'nights' ? 'night' : 'day';
                return { from: now, until: this.nthOfKind(this.phase.id === kind ? now : this.nextOfKind(now, kind), kind, d.count) };
            }
        }
    }

    /** The `count`-th phase of a kind counting `first` (a phase of that kind) as the first. */
    private nthOfKind(first: number, kind: string, count: number): number {
        let at = first;
        for (let k = 1; k < count; k++) at = this.nextOfKind(at, kind);
        return at;
    }

    /** The index of the next phase (after `after`) of the given kind; `after + 1` if none exists. */
    nextOfKind(after: number, kind: string): number {
        for (let i = after + 1; i <= after + this.cycleLength; i++) if (this.phaseAt(i).id === kind) return i;
        return after + 1;
    }

    // ------------------------------------------------------------ abilities

    /** The abilities a player may use: his roles' (and their factions' shared ones), plus copies. */
    abilitiesOf(p: PlayerState): AbilityDef[] {
        // Cached on the player while his roles list is the same and he copies nothing (seed 000 deals two roles each).
        if (p.copies.length === 0) {
            if (p.abilitiesFor !== p.roles) { p.abilitiesFor = p.roles; p.abilities = p.roles.length === 1 ? this.ix.roleAbilities.get(p.roles[0]) ?? [] : this.unionAbilities(p.roles); }
            return p.abilities;
        }
        // With copies: one list per set of roles, so that a player's list stays the same array between
        // calls (orders look their ability up by list: engine/orders.ts namedAmong).
        const roles = this.rolesWithCopies(p);
        const key = roles.join('\n');
        let union = this.copiedAbilities.get(key);
        if (!union) this.copiedAbilities.set(key, (union = this.unionAbilities(roles)));
        return union;
    }

    private readonly copiedAbilities = new Map<string, AbilityDef[]>();

    private unionAbilities(roles: readonly string[]): AbilityDef[] {
        const out: AbilityDef[] = [];
        for (const r of roles) for (const a of this.ix.roleAbilities.get(r) ?? []) if (!out.includes(a)) out.push(a);
        return out;
    }

    triggersOf(p: PlayerState): TriggerDef[] {
        if (p.copies.length === 0) {
            // Cached on the player while his roles list is the same (asked after every settle).
            if (p.triggersFor !== p.roles) { p.triggersFor = p.roles; p.triggers = p.roles.length === 1 ? this.ix.roleTriggers.get(p.roles[0]) ?? [] : this.unionTriggers(p.roles); }
            return p.triggers;
        }
        // With copies: one list per set of roles, as abilitiesOf.
        const roles = this.rolesWithCopies(p);
        const key = roles.join('\n');
        let union = this.copiedTriggers.get(key);
        if (!union) this.copiedTriggers.set(key, (union = this.unionTriggers(roles)));
        return union;
    }

    private readonly copiedTriggers = new Map<string, TriggerDef[]>();

    /** Two roles share their common (and same-faction) triggers: each fires once per player.
     *  Copied roles (Мародер's Гробокопательство) bring their triggers too. */
    private unionTriggers(roles: readonly string[]): TriggerDef[] {
        const out: TriggerDef[] = [];
        for (const r of roles) for (const t of this.ix.roleTriggers.get(r) ?? []) if (!out.includes(t)) out.push(t);
        return out;
    }

    /** The player's roles and the roles whose abilities he copies now (`copy abilities of …`). */
    private rolesWithCopies(p: PlayerState): string[] {
        const roles = [...p.roles];
        for (const c of p.copies) if (active(c, this.index)) roles.push(...c.roles);
        return roles;
    }

    factionsOf(p: PlayerState): string[] {
        if (p.factionsFor === p.roles) return p.factions;
        const out: string[] = [];
        for (const r of p.roles) {
            const f = this.ix.roles.get(r)?.faction;
            if (f && !out.includes(f)) out.push(f);
        }
        p.factionsFor = p.roles;
        p.factions = out;
        return out;
    }

    abilitySource(a: AbilityDef, option: string | null, actor: number): ActionSource {
        const p = this.players[actor];
        const roles = a.ownerKind === 'role' ? [a.owner] : p.roles;
        return { kind: 'ability', key: a.key, title: a.title, option, actor, roles, factions: this.factionsOf(p), src: a.src };
    }

    /** A player by name (as dealt, or any case with «ё» = «е»). */
    findPlayer(name: string): PlayerState | undefined {
        if (!this.exactNames) {
            this.exactNames = new Map();
            for (const p of this.players) this.exactNames.set(p.name, p);
        }
        const exact = this.exactNames.get(name);
        if (exact) return exact;
        if (!this.names) {
            this.names = new Map();
            for (const p of this.players) this.names.set(normalize(p.name), p);
        }
        return this.names.get(normalize(name));
    }

    private exactNames?: Map<string, PlayerState>;
    private names?: Map<string, PlayerState>;

    /** A player's grammatical gender for the host's texts (engine/texts.ts), by exact name. */
    genderOf(name: string): Gender | undefined {
        if (this.anyGender === undefined) this.anyGender = this.players.some((p) => p.gender !== undefined);
        return this.anyGender ? this.players.find((p) => p.name === name)?.gender : undefined;
    }

    private anyGender?: boolean;

    // ------------------------------------------------------------ randomness, events, trace

    /** A draw from the game's PRNG, recorded in the trace. */
    draw(why: string, source: ActionSource | null): number {
        const value = this.rng.next();
        this.traceOn && this.log('draw', say(this.lang, 'note.draw', { n: this.rng.draws, value: decimalText(this.lang, value, 4), why }), { source: source ?? undefined });
        return value;
    }

    /** This phase's events so far (deal messages aside). */
    phaseEvents(): GameEvent[] {
        return this.events;
    }

    emit(e: GameEvent): void {
        this.events.push(e);
    }

    log(outcome: Outcome, note: string, at: { source?: ActionSource; targets?: number[]; src?: SourceRef; stage?: string }): void {
        if (!this.traceOn) return;
        const s = at.source;
        const entry: TraceEntry = {
            step: ++this.step,
            stage: at.stage ?? this.stageTitle(),
            actor: s && s.actor >= 0 ? this.players[s.actor].name : null,
            ability: s ? s.title : null,
            targets: (at.targets ?? []).map((t) => this.players[t].name),
            outcome,
            note,
            source: at.src ?? s?.src ?? null,
        };
        this.trace.push(entry);
        if (this.observer) this.observer.step(this, entry, { source: s ?? null, targets: at.targets ?? [] });
    }

    /** The current stage as the trace names it: the engine's own two stages in the game's language. */
    private stageTitle(): string {
        if (this.stage === DEFAULT_STAGE) return say(this.lang, 'stage.resolve');
        if (this.stage === END_STAGE) return say(this.lang, 'stage.phase-end');
        return this.stage.title || this.stage.id;
    }

    /** A rejected order or vote; `src`: the rule line of the ability it names, when known. */
    reject(r: Rejected, src: SourceRef | null = null): void {
        this.rejected.push(r);
        if (!this.traceOn) return;
        const entry: TraceEntry = { step: ++this.step, stage: say(this.lang, 'stage.orders'), actor: r.actor, ability: r.ability, targets: r.targets ?? [], outcome: 'rejected', note: r.reason, source: src };
        this.trace.push(entry);
        if (this.observer) this.observer.step(this, entry, { source: null, targets: [] });
    }

    // ------------------------------------------------------------ queries

    winnerJson(): PhaseResult['winner'] {
        const w = this.winner;
        if (!w) return null;
        if (w.draw) return { draw: true };
        return { factions: [...w.factions], players: w.players.map((i) => this.players[i].name) };
    }

    /**
     * "The same situation" for `draw when repeated`: who is alive, roles, lives, statuses, resources, and
     * the guises each player holds, copies counted. Seed 000 leaves the judgement to the Master («этот вопрос
     * решается Мастером»); the guises everyone gains at each phase end («+1 Личину») are things a player can
     * spend, so a quiet cycle with more of them in hand is not the same situation (000-E56: the full state).
     */
    stateKey(): string {
        // Built by concatenation (asked after every phase of a rule set with `draw when repeated`).
        let key = '';
        for (let i = 0; i < this.players.length; i++) {
            const p = this.players[i];
            if (i > 0) key += '|';
            key += `${p.alive ? 1 : 0}${p.roles.length === 1 ? p.roles[0] : p.roles.join('+')}:${p.hp ?? ''}:`;
            if (p.statuses.length > 0) key += p.activeStatuses(this.index).join('+');
            key += ':';
            if (p.resources.size > 0) { let k = 0; for (const v of p.resources.values()) key += (k++ > 0 ? ',' : '') + v; }
            if (p.guises.length > 0) key += `:${guiseCounts(p, this.index)}`;
        }
        return key;
    }

    private readonly scratchArrays: number[][] = [];

    /** A zeroed array with a slot per player, reused between calls (k: which one). */
    scratch(k: number): number[] {
        let a = this.scratchArrays[k];
        if (!a) { a = new Array<number>(this.players.length); this.scratchArrays[k] = a; }
        a.fill(0);
        return a;
    }

    /** Lives a player starts with (and gets back when revived). */
    startingHp(p: PlayerState): number {
        const pool = this.ix.hpResource;
        for (const r of p.roles) {
            const hp = this.ix.roles.get(r)?.hp;
            if (hp !== null && hp !== undefined) return hp;
        }
        return pool ? pool.initial : 1;
    }
}

const normalize = normalizeName;

/** The guises a player holds now, with how many copies of each, sorted by role. */
function guiseCounts(p: PlayerState, now: number): string {
    const copies = new Map<string, number>();
    for (const g of p.guises) if (active(g, now)) copies.set(g.role, (copies.get(g.role) ?? 0) + 1);
    return [...copies].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map(([role, n]) => `${role}*${n}`).join('+');
}
