// A running game: the players' state, the phase loop and stage-by-stage resolution.
//
// A phase runs as: host interventions -> `start` triggers and delayed effects due at the phase
// start -> passive effects (unstaged) -> orders collected and checked (rejected ones get a reason) -> `instant` orders -> stages
// in resolution order (each: delayed effects due at the stage, its passive effects, then its orders;
// a `simultaneous` stage checks every order and computes every effect from the state at the stage
// start, then applies them together) -> voting, execution, lynch triggers -> effects delayed to the
// phase end, `end` and condition triggers -> learn results delivered (their `unless` evaluated
// now) -> win and draw checks -> what lasted "this phase" runs out.
//
// Effects never change state directly: they queue changes that are applied in this order:
// protections/blocks/statuses/links (set-up), heals/revivals, harm (kills, attacks, damage: all
// attempts of a batch meet the protections, then the deaths are applied together), then
// everything else (resources, role changes, messages). `kill ... then` runs after its deaths.
import { Ctx, type ActionSource } from './context.js';
import type { PhaseInput, VoteInput } from './game-input.js';
import { collectOrders, type Order } from './orders.js';
import { leaderOf } from './expressions.js';
import { Prng } from './prng.js';
import type { GameEvent, Outcome, PhaseResult, Rejected, TraceEntry } from './result.js';
import { DEFAULT_STAGE, indexOf, type RuleIndex } from './rule-index.js';
import type { Matcher } from './matching.js';
import type { AbilityDef, DurationDef, EffectFn, PhaseDef, RuleSet, SourceRef, StageDef, TriggerDef } from './ruleset.js';
import { active, FOREVER, PlayerState, type Protection, type Timed } from './state.js';
import { normalizeName } from './names.js';
import { texts } from './texts.js';
import { fireTriggers, runConditionTriggers } from './triggers.js';
import { runVoting } from './voting.js';
import { checkWin, type WinnerRecord } from './win.js';

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
    ctx: Ctx;
    src: SourceRef;
    effect: KillInstance | null;
}

/** One `kill` effect with a `then`: its victims are known once the batch's deaths are applied. */
export interface KillInstance { subjects: number[]; then: EffectFn | null; ctx: Ctx; victims: number[] }

export interface Fact { kind: 'targeted' | 'killed' | 'hit' | 'protected' | 'harmed' | 'aimed'; subject: number; source: ActionSource }

export interface LearnRecord {
    to: number[];
    subject: number;
    property: string;
    value: string | number;
    title: string;
    unless: ((c: Ctx) => unknown) | null;
    ctx: Ctx;
    source: ActionSource;
    src: SourceRef;
    /** The recipients are not told whose ability it was. */
    anonymous?: boolean;
}

export interface Delayed { phase: number; stage: string | null; body: EffectFn; ctx: Ctx; src: SourceRef }

export interface GameOptions {
    seed?: number;
    /** Record the resolution trace. */
    trace?: boolean;
    /** Build the players table of every phase result (default true; simulations may skip it). */
    tables?: boolean;
}

/** The deal names something the rule set does not know, or breaks its deal rules (exit code 1). */
export class DealError extends Error {
    constructor(readonly problems: string[]) {
        super(problems.join('\n'));
    }
}

export class Game {
    readonly ix: RuleIndex;
    readonly players: PlayerState[];
    readonly rng: Prng;
    readonly traceOn: boolean;
    readonly tables: boolean;
    readonly seed: number;
    /** Current phase: 1-based index in the game, its definition and its number among its kind. */
    index = 0;
    phase!: PhaseDef;
    number = 0;
    stage: StageDef = DEFAULT_STAGE;
    /** Between a phase's start and its unstaged passives (see refreshWhileStatuses). */
    private passivesPending = false;
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
    delayed: Delayed[] = [];
    /** The phase has not reached its first stage yet (a staged `on start` trigger waits for its stage). */
    beforeStages = true;
    /** Whose roles a death in this phase announces under `reveal roles on death when …`, by player:
     *  decided as things stand at the start of the phase (003-E2: «пока в городе не останется 10»
     *  counts the living at the start of the night, so the night's kills do not hide each other). */
    private revealThisPhase: boolean[] | null = null;
    /** Players who died and whose death triggers have not run yet. */
    deaths: number[] = [];
    winner: WinnerRecord | null = null;
    /** The source of win checks (the same every phase). */
    winSource: ActionSource | null = null;
    /** The context of faction win clauses (no `self`; the same every phase). */
    winCtx: Ctx | null = null;
    /**
     * Bumped on every change to who is alive, their roles or statuses: `count alive(...)`
     * results are reused while it holds (win conditions are evaluated every phase).
     */
    version = 0;
    private readonly censusData: Census = { version: -1, total: 0, byRole: [], oneRoleEach: true, alive: [], aliveIndex: [] };

    /**
     * Who is alive, how many in all and by role code (recounted when `version` changes). The
     * `alive` lists are new arrays on each recount, so a caller may keep them.
     */
    census(): Readonly<Census> {
        const c = this.censusData;
        if (c.version === this.version) return c;
        c.version = this.version;
        c.total = 0;
        c.oneRoleEach = true;
        c.alive = [];
        c.aliveIndex = [];
        const byRole = c.byRole;
        const codes = this.ix.roleCodes.size + 1;
        if (byRole.length !== codes) byRole.length = codes;
        byRole.fill(0);
        for (const p of this.players) {
            if (!p.alive) continue;
            c.total++;
            c.alive.push(p);
            c.aliveIndex.push(p.index);
            if (p.roles.length !== 1 || p.countAs.length > 0) c.oneRoleEach = false;
            if (p.codesFor !== p.roles) { p.codesFor = p.roles; p.roleCodes = p.roles.map((r) => this.ix.roleCodes.get(r) ?? this.ix.roleCodes.size); }
            const roleCodes = p.roleCodes;
            if (roleCodes.length === 1) byRole[roleCodes[0]]++;
            else for (const code of roleCodes) byRole[code]++;
        }
        return c;
    }
    /** `cancel ...` records: orders (or attacks) they void while in force. */
    cancels: Array<{ abilities: Matcher | null; attacks: boolean; actors: number[] | null; targets: number[] | null; from: number; until: number }> = [];
    private votesInput: VoteInput[] = [];
    private ballotCache: Map<number, number> | null = null;

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
    /** Last value of each condition trigger per holder (`key#player`): they fire on becoming true. */
    readonly condState = new Map<string, boolean>();
    readonly stateHistory = new Map<string, number>();
    private step = 0;
    private readonly phaseCounts = new Map<string, number>();
    private readonly startOffset: number;
    private seq = 0;

    constructor(readonly rs: RuleSet, players: PlayerState[], options: GameOptions, dealEvents: GameEvent[]) {
        this.ix = indexOf(rs);
        this.players = players;
        this.seed = options.seed ?? 0;
        this.rng = new Prng(this.seed);
        this.traceOn = !!options.trace;
        this.tables = options.tables ?? true;
        const start = rs.setup.start ? rs.phases.findIndex((p) => p.id === rs.setup.start) : 0;
        this.startOffset = Math.max(0, start);
        this.events = dealEvents;
    }

    nextSeq(): number { return ++this.seq; }

    // ------------------------------------------------------------ phases

    /** The phase definition of a 1-based game phase index. */
    phaseAt(index: number): PhaseDef {
        const phases = this.rs.phases;
        return phases[(this.startOffset + index - 1) % phases.length];
    }

    get cycleLength(): number { return this.rs.phases.length || 1; }

    /** Runs one phase of the game; returns its result (events, rejected orders, trace). */
    runPhase(input: PhaseInput): PhaseResult {
        this.index++;
        this.phase = this.phaseAt(this.index);
        this.number = (this.phaseCounts.get(this.phase.id) ?? 0) + 1;
        this.phaseCounts.set(this.phase.id, this.number);
        this.orders = [];
        this.rejected = [];
        this.prevFacts = this.facts;
        this.facts = [];
        this.learns = [];
        this.trace = [];
        if (this.index > 1) this.events = [];
        this.stage = DEFAULT_STAGE;
        this.beforeStages = true;
        this.passivesPending = this.ix.hasPassiveEffects;
        this.decideReveals();

        if (this.dealPending) {
            this.dealPending = false;
            fireTriggers(this, 'deal', null);
            this.settle();
        }
        this.hostInterventions(input);
        fireTriggers(this, 'start', null);
        if (this.delayed.length > 0) this.runDelayed(null);
        this.settle();
        if (this.ix.hasPassiveEffects) {
            // Passive effects without a stage hold for the whole phase: they apply before orders are checked.
            for (const p of this.passivesIn('')) this.runPassive(p.ability, p.holder);
            this.passivesPending = false;
            this.flush();
            this.settle();
        }
        this.passivesPending = false;
        this.refreshWhileStatuses();
        this.votesInput = input.votes ?? [];
        this.ballotCache = null;
        collectOrders(this, input.actions ?? []);
        this.runInstant();
        this.beforeStages = false;
        for (const stage of this.ix.stageOrder) {
            if (this.winner) break;
            this.runStage(stage);
        }
        this.stage = DEFAULT_STAGE;
        if (!this.winner && this.phase.voting) {
            const voting = this.ix.votings.get(this.phase.voting);
            if (voting) runVoting(this, voting, input.votes ?? []);
        } else if ((input.votes ?? []).length > 0) {
            for (const v of input.votes ?? []) this.rejected.push({ actor: v.voter, ability: 'vote', reason: `there is no voting in ${this.phase.title} (${this.phase.id})` });
        }
        this.stage = END_STAGE;
        if (!this.winner) {
            if (this.delayed.length > 0) this.runDelayed('end');
            fireTriggers(this, 'end', null);
            this.settle();
        }
        this.deliverLearns();
        // Wins are checked on the state at the end of the phase, before what lasted "this phase" runs out.
        if (!this.winner) checkWin(this);
        this.expire();
        return this.phaseResult();
    }

    private hostInterventions(input: PhaseInput): void {
        for (const h of input.host ?? []) {
            const p = this.findPlayer(h.remove);
            if (!p) { this.rejected.push({ actor: 'host', ability: 'remove', reason: `unknown player '${h.remove}'` }); continue; }
            if (!p.alive) { this.rejected.push({ actor: 'host', ability: 'remove', reason: `${p.name} is already out of the game` }); continue; }
            const source: ActionSource = { kind: 'host', key: 'host', title: 'Ведущий', option: null, actor: -1, roles: [], factions: [], src: this.rs.setup.src };
            this.traceOn && this.log('applied', `the host removes ${p.name}${h.reveal ? ' and reveals the role' : ''}`, { source });
            this.die(p.index, 'removed', source, h.reveal ?? false);
        }
        this.settle();
    }

    // ------------------------------------------------------------ stages

    private runStage(stage: StageDef): void {
        this.stage = stage;
        if (this.delayed.length > 0) this.runDelayed(stage.id);
        let orders = this.orders.length === 0 ? NO_ORDERS : this.orders.filter((o) => (o.clauses.stage ?? '') === stage.id && o.state === 'accepted');
        // A performed (copied) action is "weaker": it comes after the genuine holders' orders.
        if (orders.some((o) => o.performs)) orders = [...orders.filter((o) => !o.performs), ...orders.filter((o) => o.performs)];
        // Unstaged passives ran at the phase start.
        const passives = this.ix.hasPassiveEffects && stage.id !== '' ? this.passivesIn(stage.id) : NO_PASSIVES;
        if (orders.length === 0 && passives.length === 0) return;
        // Staged passive effects apply before the stage's orders are checked.
        if (passives.length > 0) {
            for (const p of passives) this.runPassive(p.ability, p.holder);
            this.flush();
        }
        if (stage.simultaneous) {
            const ready = orders.filter((o) => this.checkAtResolution(o));
            for (const o of collectiveGroups(ready)) this.runOrder(o);
            this.flush();
        } else {
            for (const o of orders) {
                if (this.winner) break;
                if (this.checkAtResolution(o)) { this.runOrder(o); this.flush(); }
            }
        }
        this.settle();
    }

    /** `instant` orders resolve right after they are given, before every stage. */
    private runInstant(): void {
        if (this.orders.length === 0) return;
        const instant = this.orders.filter((o) => o.clauses.instant && o.state === 'accepted');
        if (instant.length === 0) return;
        for (const o of instant) {
            if (this.winner) break;
            if (this.checkAtResolution(o)) { this.runOrder(o); this.flush(); }
        }
        this.settle();
    }

    /** Statuses with `while C`: held whenever C holds for the holder (checked at phase start and after each stage). */
    refreshWhileStatuses(): void {
        // Not before this phase's passives: their immunities (Мститель's Жажда действий) would come too
        // late and the status would be announced as gained and lost in the same post.
        if (!this.ix.hasWhileStatuses || this.passivesPending) return;
        for (const def of this.rs.statuses) {
            if (!def.while) continue;
            for (const p of this.players) {
                if (def.aliveOnly && !p.alive) continue;
                const source: ActionSource = { kind: 'setup', key: def.id, title: def.title, option: null, actor: -1, roles: [], factions: [], src: def.src };
                // An immunity to the status (Мститель's «не может иметь статус Госпиталь») beats its `while`.
                const holds = truthy(def.while(new Ctx(this, p.index, p.index, p.index, [p.index], null, source)))
                    && !p.immunities.some((im) => active(im, this.index) && im.statuses.includes(def.id));
                const has = p.statuses.some((x) => x.derived && x.id === def.id && x.key === 'while');
                if (holds && !has) {
                    this.addStatus(p, def.id, this.index, FOREVER, true);
                    const rec = p.statuses[p.statuses.length - 1];
                    rec.key = 'while';
                    // Gained mid-resolution (seed 000: Госпиталь from this phase's damage): the phase's
                    // orders resolve «одновременно», so it does not block them (000-E25).
                    if (this.stage !== DEFAULT_STAGE) rec.midPhase = true;
                }
                if (!holds && has) {
                    this.version++;
                    p.statuses = p.statuses.filter((x) => !(x.derived && x.id === def.id && x.key === 'while'));
                    if (def.public && !p.hasStatus(def.id, this.index)) this.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: false, text: texts.statusLost(this, p.name, def.title) });
                }
            }
        }
    }

    /** Passive abilities with an effect: every living holder, each phase they apply to, in their stage. */
    private passivesIn(stageId: string): Array<{ ability: AbilityDef; holder: number }> {
        const out: Array<{ ability: AbilityDef; holder: number }> = [];
        for (const p of this.players) {
            if (!p.alive) continue;
            for (const a of this.abilitiesOf(p)) {
                if (!a.passive || !a.effect || (a.stage ?? '') !== stageId) continue;
                if (a.phases && !a.phases.includes(this.phase.id)) continue;
                out.push({ ability: a, holder: p.index });
            }
        }
        return out;
    }

    /** Passive effects are re-applied every phase: what they set lasts this phase unless they say otherwise. */
    private runPassive(a: AbilityDef, holder: number): void {
        const source = this.abilitySource(a, null, holder);
        const c = new Ctx(this, holder, holder, -1, [], null, source);
        this.traceOn && this.log('applied', `passive ${a.title}`, { source });
        this.passiveRun = true;
        try { a.effect!(c); } finally { this.passiveRun = false; }
    }

    /** True while a passive effect computes (durations default to this phase). */
    private passiveRun = false;

    /**
     * The checks made when an order resolves (the state may have changed since it was given):
     * the actor is alive and not blocked, targets are alive and targetable; then the targets
     * are extended (`extend orders`) and redirected (`redirect`).
     */
    checkAtResolution(o: Order): boolean {
        const actor = this.players[o.actor];
        const source = o.source;
        if (!actor.alive) return this.fail(o, 'failed', `${actor.name} died before acting`);
        // A ranked faction's shared action is the leader's, whoever sent it (seed 003: «Мафия не убивает только в
        // том случае, если девочка приходит к боссу мафии. Если она навестит любого рангом ниже, мафия все равно
        // совершит свой ход»): blocks on the leader stop it, blocks on the member who sent it in his place do not.
        let answerable = actor;
        if (o.ability.shared && o.clauses.precedence?.kind === 'rank' && o.ability.ownerKind === 'faction') {
            const lead = leaderOf(this, o.ability.owner);
            if (lead >= 0) answerable = this.players[lead];
        }
        const blocker = this.blockingStatus(answerable, o);
        if (blocker) return this.fail(o, 'blocked', `${answerable.name} is ${blocker}`);
        for (const r of actor.redirects) {
            if (active(r, this.index)) {
                const to = this.players[r.to];
                o.targets = o.targets.map(() => r.to);
                this.traceOn && this.log('redirected', `${actor.name}'s order goes to ${to.name}`, { source, targets: o.targets });
            }
        }
        if (o.deferred) {
            // The target checks an alive target of a dead-only ability skipped when it was ordered.
            const why = this.deferredTargetProblem(o);
            if (why) {
                this.reject({ actor: actor.name, ability: o.ability.title, reason: why, targets: o.targets.map((t) => this.players[t].name) });
                // A rejected order is no use of the ability (limits).
                const uses = o.use ? actor.history?.get(o.ability.key) : undefined;
                const at = uses && o.use ? uses.indexOf(o.use) : -1;
                if (at >= 0) uses!.splice(at, 1);
                o.state = 'failed';
                return false;
            }
        }
        const wantAlive = !(o.clauses.target?.filters.includes('dead') || o.clauses.target?.filters.includes('anyone'));
        for (const t of o.targets) {
            const target = this.players[t];
            if (wantAlive && !target.alive) return this.fail(o, 'failed', `${target.name} died earlier this phase`);
            const shield = this.untargetableStatus(target);
            if (shield && t !== o.actor) return this.fail(o, 'blocked', `${target.name} is ${shield}: orders aimed at them are not carried out`);
            if (t !== o.actor && this.immuneToAbility(target, o)) return this.fail(o, 'blocked', `${target.name} is immune to ${o.ability.title}`);
        }
        const cancel = this.cancelling(o);
        if (cancel) return this.fail(o, 'blocked', `${o.ability.title} is cancelled`);
        o.effective = this.extendTargets(o.targets, o.actor);
        for (const t of o.effective) this.facts.push({ kind: 'targeted', subject: t, source });
        if (o.effective.length > o.targets.length) {
            const extra = o.effective.filter((t) => !o.targets.includes(t)).map((t) => this.players[t].name);
            this.traceOn && this.log('info', `the order also touches ${extra.join(', ')}`, { source, targets: o.effective });
        }
        const chance = o.clauses.chance;
        if (chance !== null && chance < 1) {
            const roll = this.draw(`chance ${Math.round(chance * 100)}% for ${o.ability.title}`, source);
            if (roll >= chance) return this.fail(o, 'failed', `the ${Math.round(chance * 100)}% chance did not come up`);
        }
        return true;
    }

    private deferredTargetProblem(o: Order): string | null {
        const t = o.clauses.target!;
        for (const ti of o.targets) if (this.players[ti].alive) return `${this.players[ti].name} is alive: ${o.ability.title} targets the dead`;
        if (t.where) {
            for (const ti of o.targets) {
                const c = new Ctx(this, o.actor, o.actor, ti, o.targets, null, o.source);
                c.guess = o.guess; c.chosen = o.chosen; c.args = o.args;
                if (!truthy(t.where(c))) return `${this.players[ti].name} is not a valid target for ${o.ability.title} (rule line ${o.ability.src.line})`;
            }
        }
        return null;
    }

    private fail(o: Order, outcome: Outcome, note: string): false {
        o.state = outcome === 'blocked' ? 'blocked' : 'failed';
        if (outcome === 'blocked' && o.use) o.use.void = true;
        this.traceOn && this.log(outcome, note, { source: o.source, targets: o.targets });
        return false;
    }

    /** Does an `immune X to abilities` record cover this order? */
    immuneToAbility(p: PlayerState, o: Order): boolean {
        for (const im of p.immunities) {
            if (!active(im, this.index)) continue;
            const byName = im.named?.source(o.source) ?? false;
            const byClass = im.abilities && (!im.visibility || (o.clauses.visibility ?? 'secret') === im.visibility);
            if (!byName && !byClass) continue;
            if (im.exceptRefs?.source(o.source)) continue;
            if (im.exceptKinds.length > 0 && exceptedByKind(im.exceptKinds, o.clauses.effectKinds ?? [])) continue;
            return true;
        }
        return false;
    }

    /** A `cancel` record voiding this order, if any. */
    private cancelling(o: Order): boolean {
        for (const c of this.cancels) {
            if (!active(c, this.index) || !c.abilities) continue;
            if (!c.abilities.source(o.source)) continue;
            if (c.actors && !c.actors.includes(o.actor)) continue;
            if (c.targets && !o.targets.some((t) => c.targets!.includes(t))) continue;
            return true;
        }
        return false;
    }

    /** The title of a status (or block) that stops this order, or null. */
    blockingStatus(p: PlayerState, o: Pick<Order, 'clauses'> & { ability?: AbilityDef; source?: ActionSource }): string | null {
        for (const b of p.blocks) if (active(b, this.index)) return 'blocked';
        if (o.source) for (const d of p.disabled) if (active(d, this.index) && d.abilities.source(o.source)) return 'disabled';
        const marks = o.clauses.marks;
        const usable = o.clauses.usableIn;
        for (const s of p.statuses) {
            if (!active(s, this.index) || (s.midPhase && s.from === this.index)) continue;
            const def = this.ix.statuses.get(s.id);
            if (!def || usable.includes(s.id)) continue;
            if (o.source && p.permits.some((pm) => active(pm, this.index) && pm.statuses.includes(s.id) && (!pm.abilities || pm.abilities.source(o.source!)))) continue;
            const except = def.exceptMarks.some((m) => marks.includes(m));
            if (def.blocksAll && !except) return def.title;
            if (def.blocksMarks.length > 0 && marks.some((m) => def.blocksMarks.includes(m)) && !except) return def.title;
        }
        if (o.clauses.requires.length > 0 && !o.clauses.requires.some((id) => p.hasStatus(id, this.index))) {
            return `not ${o.clauses.requires.map((id) => this.ix.statusTitle(id)).join(' / ')}`;
        }
        return null;
    }

    /** The title of a status that makes the player untargetable in this phase, or null. */
    untargetableStatus(p: PlayerState): string | null {
        for (const s of p.statuses) {
            if (!active(s, this.index)) continue;
            const def = this.ix.statuses.get(s.id);
            if (def?.untargetable && (def.untargetable.length === 0 || def.untargetable.includes(this.phase.id))) return def.title;
        }
        return null;
    }

    /** Targets plus the players linked to them by `extend orders` (never the actor himself). */
    extendTargets(targets: number[], actor: number): number[] {
        let out = targets;
        for (const t of targets) {
            for (const l of this.players[t].links) {
                if (!active(l, this.index) || l.to === actor) continue;
                if (out === targets) out = targets.slice();
                if (!out.includes(l.to)) out.push(l.to);
            }
        }
        return out;
    }

    private runOrder(o: Order): void {
        o.state = 'done';
        const source = o.source;
        const c = new Ctx(this, o.actor, o.actor, o.targets.length > 0 ? o.targets[0] : -1, o.targets, o, source);
        c.guess = o.guess;
        c.chosen = o.chosen;
        c.args = o.args;
        if (o.actors) c.actors = o.actors;
        this.traceOn && this.log('applied', `${o.ability.title}${o.option ? ` (${o.option.title})` : ''}`, { source, targets: o.effective });
        if (o.ability.visibility === 'public' || o.clauses.visibility === 'public') {
            const names = o.targets.map((t) => this.players[t].name);
            this.emit({ kind: 'message', public: true, text: texts.publicAction(this, this.players[o.actor].name, o.ability.title, names) });
        }
        if (this.ix.triggersByEvent.has('targeted')) for (const t of o.effective) if (t !== o.actor) fireTriggers(this, 'targeted', { subject: t, source, actor: o.actor });
        if (o.clauses.effect) o.clauses.effect(c);
    }

    /** The subjects of an effect on `who`: extended through `extend orders` when the effect comes
     *  from an order aimed at them (the Priest's guest shares what is aimed at the Priest). */
    subjects(c: Ctx, who: number[]): number[] {
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

    // ------------------------------------------------------------ applying effects

    enqueue(cat: number, run: () => void): void {
        this.pending.push({ cat, run });
    }

    /** Applies queued effects (see the header comment for the order); repeats while effects queue more. */
    flush(): void {
        let guard = 0;
        while (this.pending.length > 0 || this.harm.length > 0) {
            if (++guard > 1000) { this.traceOn && this.log('failed', 'effects keep triggering each other; stopped after 1000 rounds', {}); this.pending = []; this.harm = []; break; }
            const batch = this.pending;
            this.pending = [];
            batch.sort((a, b) => a.cat - b.cat);
            const continuations: Array<() => void> = [];
            let i = 0;
            for (; i < batch.length && batch[i].cat < HARM; i++) batch[i].run();
            for (; i < batch.length && batch[i].cat === HARM; i++) batch[i].run();
            this.resolveHarm(continuations);
            for (; i < batch.length; i++) batch[i].run();
            for (const k of continuations) k();
        }
    }

    /** Meets every harm attempt of the batch with the protections, then applies the deaths together. */
    private resolveHarm(continuations: Array<() => void>): void {
        if (this.harm.length === 0) return;
        const attempts = this.harm;
        this.harm = [];
        const dying = new Map<number, HarmAttempt>();
        const killers = new Map<number, number[]>();
        const killedBy = (victim: number, a: HarmAttempt) => {
            const list = killers.get(victim) ?? [];
            if (a.source.actor >= 0 && !list.includes(a.source.actor)) list.push(a.source.actor);
            killers.set(victim, list);
        };
        const instances = new Set<KillInstance>();
        // Kills aimed at each victim, prevented or not (`on kill` triggers: seed 003's Шахид, even when saved).
        const aimed = new Map<number, { a: HarmAttempt; actors: number[] }>();
        const deathAt = this.deathThreshold();
        for (const a of attempts) {
            if (a.effect?.then) instances.add(a.effect);
            // `substitute S for X on kills`: S takes the harm in X's place.
            const sub = this.substituteFor(a.victim, 'kills');
            if (sub >= 0) {
                this.traceOn && this.log('redirected', `${this.players[sub].name} takes it in place of ${this.players[a.victim].name}`, { source: a.source, targets: [a.victim, sub], src: a.src });
                a.victim = sub;
            }
            const v = this.players[a.victim];
            if (!v.alive) { this.traceOn && this.log('failed', `${v.name} is already dead`, { source: a.source, targets: [a.victim], src: a.src }); continue; }
            if (a.kind !== 'damage' && this.attackCancelled(a)) {
                this.traceOn && this.log('blocked', `the attack on ${v.name} is cancelled`, { source: a.source, targets: [a.victim], src: a.src });
                continue;
            }
            // Harm that reached the victim, stopped by a protection or not (`learn attackers`: seed 003's Свидетель).
            this.facts.push({ kind: 'aimed', subject: a.victim, source: a.source });
            if (a.kind === 'kill' && this.ix.triggersByEvent.has('kill')) {
                const at = aimed.get(a.victim);
                if (!at) aimed.set(a.victim, { a, actors: a.source.actor >= 0 ? [a.source.actor] : [] });
                else if (a.source.actor >= 0 && !at.actors.includes(a.source.actor)) at.actors.push(a.source.actor);
            }
            const prot = a.unstoppable ? null : this.findProtection(v, a);
            if (prot) {
                this.facts.push({ kind: 'protected', subject: a.victim, source: prot.by });
                if (prot.once) prot.usedAt = this.index;
                this.traceOn && this.log('protected', `${v.name} is protected by ${prot.by.title}${prot.once ? ' (once)' : ''}`, { source: a.source, targets: [a.victim], src: a.src });
                continue;
            }
            this.facts.push({ kind: 'harmed', subject: a.victim, source: a.source });
            if (a.kind === 'kill' || !this.ix.hasLives) {
                // A kill takes every life: an `on dying` trigger that leaves lives above the death line saves him.
                if (this.ix.hasLives && (v.hp ?? 0) > deathAt) this.setHp(v, deathAt);
                if (!dying.has(a.victim)) dying.set(a.victim, a);
                killedBy(a.victim, a);
                this.facts.push({ kind: 'killed', subject: a.victim, source: a.source });
                this.traceOn && this.log('applied', `${v.name} is killed`, { source: a.source, targets: [a.victim], src: a.src });
                continue;
            }
            const amount = a.unstoppable ? a.amount : Math.max(0, a.amount - this.reduction(v, a));
            const before = v.hp ?? 0;
            this.setHp(v, before - amount);
            v.damageTaken += before - (v.hp ?? 0);
            this.traceOn && this.log('applied', `${v.name} loses ${amount} (${before} -> ${v.hp})${amount < a.amount ? `, ${a.amount - amount} stopped` : ''}`, { source: a.source, targets: [a.victim], src: a.src });
            if ((v.hp ?? 0) <= deathAt && !dying.has(a.victim)) {
                dying.set(a.victim, a);
                killedBy(a.victim, a);
                this.facts.push({ kind: 'killed', subject: a.victim, source: a.source });
            }
        }
        // `on dying` triggers may still save the player (seed 000's Запрещённые препараты set his lives to 1).
        if (dying.size > 0 && this.ix.triggersByEvent.has('dying')) {
            for (const [victim, a] of [...dying]) {
                fireTriggers(this, 'dying', { subject: victim, source: a.source, actor: a.source.actor, attackers: killers.get(victim) });
                this.flushNow();
                const v = this.players[victim];
                if (this.ix.hasLives && (v.hp ?? 0) > deathAt) {
                    dying.delete(victim);
                    this.traceOn && this.log('protected', `${v.name} does not die`, { source: a.source, targets: [victim], src: a.src });
                }
            }
        }
        for (const [victim, a] of dying) {
            this.die(victim, a.bloody ? 'bloody' : 'killed', a.source, a.reveal === 'revealed', killers.get(victim), a.reveal === 'hidden');
            for (const inst of instances) if (inst.subjects.includes(victim)) inst.victims.push(victim);
        }
        for (const [victim, { a, actors }] of aimed) {
            fireTriggers(this, 'kill', { subject: victim, source: a.source, actor: a.source.actor, attackers: actors });
        }
        for (const inst of instances) {
            const then = inst.then!;
            continuations.push(() => then(inst.ctx.with({ victims: inst.victims })));
        }
    }

    /** The highest value at which lives mean death (0 by default). */
    deathThreshold(): number {
        const pool = this.ix.hpResource;
        return pool?.thresholds.filter((t) => t.death).reduce((m, t) => Math.max(m, t.value), -Infinity) ?? 0;
    }

    /** Applies queued effects now, in the middle of a batch (`on dying` triggers). */
    private flushNow(): void {
        const outer = this.pending;
        const outerHarm = this.harm;
        this.pending = [];
        this.harm = [];
        for (const p of outer.filter((x) => x.cat !== HARM)) p.run();
        const mine = this.pending;
        this.pending = outer.filter((x) => x.cat === HARM);
        for (const p of mine) if (p.cat !== HARM) p.run();
        this.harm = outerHarm;
    }

    /** Who dies (or is executed) in the player's place, or -1. */
    substituteFor(victim: number, scope: 'kills' | 'execution'): number {
        for (const sub of this.players[victim].substitutes) {
            if (sub.scope === scope && active(sub, this.index) && this.players[sub.by].alive) return sub.by;
        }
        return -1;
    }

    /** `cancel attacks by X on Y`. */
    private attackCancelled(a: HarmAttempt): boolean {
        for (const c of this.cancels) {
            if (!active(c, this.index) || !c.attacks) continue;
            if (c.actors && !c.actors.includes(a.source.actor)) continue;
            if (c.targets && !c.targets.includes(a.victim)) continue;
            return true;
        }
        return false;
    }

    /** How much `reduce` takes off this harm. */
    private reduction(v: PlayerState, a: HarmAttempt): number {
        let n = 0;
        for (const r of v.reductions) {
            if (!active(r, this.index)) continue;
            if (r.scope === 'attacks' && a.kind !== 'attack') continue;
            if (r.except?.source(a.source)) continue;
            n += r.amount;
        }
        return n;
    }

    private findProtection(v: PlayerState, a: HarmAttempt): Protection | null {
        let onceFound: Protection | null = null;
        for (const p of v.protections) {
            const usable = p.once ? (p.usedAt === 0 && active(p, this.index)) || p.usedAt === this.index : active(p, this.index);
            if (!usable) continue;
            if (!covers(p.scope, a.kind)) continue;
            if (p.sources && !p.sources.source(a.source)) continue;
            if (p.except?.source(a.source)) continue;
            if (p.unless && truthy(p.unless(p.ctx.with({ target: v.index })))) continue;
            if (!p.once) return p;
            onceFound ??= p;
        }
        return onceFound;
    }

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

    addStatus(p: PlayerState, id: string, from: number, until: number, derived = false): void {
        this.version++;
        const had = p.hasStatus(id, from);
        p.add('statuses', { id, from, until, derived });
        const def = this.ix.statuses.get(id);
        if (!had && def?.public) {
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
    die(index: number, cause: string, source: ActionSource, reveal: boolean, killers?: number[], hidden = false): void {
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
        this.emit({ kind: 'death', public: true, subject: p.name, text: texts.death(this, p.name, cause, roles) });
        if (roles) this.emit({ kind: 'reveal', public: true, subject: p.name, property: 'role', value: roles.join(', '), text: texts.reveal(this, p.name, roles) });
    }

    private decideReveals(): void {
        const when = this.rs.setup.revealOnDeath?.when;
        if (!when) return;
        const source: ActionSource = { kind: 'setup', key: 'reveal', title: 'reveal roles on death', option: null, actor: -1, roles: [], factions: [], src: this.rs.setup.src };
        // Everyone, the dead too: one revived and killed again within the phase is judged like the rest.
        this.revealThisPhase = this.players.map((p) => truthy(when(new Ctx(this, p.index, -1, p.index, [p.index], null, source))));
    }

    /** Runs death triggers (which may kill more) and condition triggers until nothing changes. */
    settle(): void {
        let guard = 0;
        do {
            while (this.deaths.length > 0) {
                if (++guard > 1000) return;
                const dead = this.deaths.shift()!;
                const p = this.players[dead];
                if (this.ix.triggersByEvent.has('death')) fireTriggers(this, 'death', { subject: dead, source: p.deathSource, actor: p.deathSource?.actor ?? -1, cause: p.deathCause, attackers: p.killers });
                this.flush();
            }
            runConditionTriggers(this);
            this.flush();
            this.refreshWhileStatuses();
        } while (this.deaths.length > 0 && guard < 1000);
    }

    // ------------------------------------------------------------ delayed effects, learns

    private runDelayed(stage: string | null): void {
        const due = this.delayed.filter((d) => d.phase === this.index && d.stage === stage);
        if (due.length === 0) return;
        this.delayed = this.delayed.filter((d) => !due.includes(d));
        for (const d of due) {
            if (this.winner) break;
            this.traceOn && this.log('applied', `delayed effect of ${d.ctx.source.title}`, { source: d.ctx.source, src: d.src });
            d.body(d.ctx);
            this.flush();
        }
        this.settle();
    }

    private deliverLearns(): void {
        for (const l of this.learns) {
            if (l.unless && truthy(l.unless(l.ctx))) {
                this.traceOn && this.log('failed', `result of ${l.title} on ${this.players[l.subject].name} is lost`, { source: l.source, targets: [l.subject], src: l.src });
                continue;
            }
            const to = l.to.map((i) => this.players[i].name);
            const subject = this.players[l.subject].name;
            // `anonymously`: the value without whose it is (seed 000's Алхимия: «представители каких Тайных ролей
            // "заражены"» — the roles, not the players).
            if (l.anonymous) this.emit({ kind: 'learn', public: false, to, property: l.property, value: l.value, text: `${l.title}: ${l.value}.` });
            else this.emit({ kind: 'learn', public: false, to, subject, property: l.property, value: l.value, text: texts.learn(this, l.title, subject, l.property, l.value) });
            this.traceOn && this.log('applied', `${to.join(', ')} learn ${l.property} of ${subject}: ${l.value}`, { source: l.source, targets: [l.subject], src: l.src });
        }
        this.learns = [];
    }

    /** Drops records that ended with this phase; announces public statuses that ran out. */
    private expire(): void {
        const now = this.index;
        for (const p of this.players) {
            p.damageTaken = 0;
            if (!p.hasRecords) continue;
            if (p.statuses.length > 0) {
                const ending = p.statuses.filter((s) => s.until === now);
                if (ending.length > 0) {
                    this.version++;
                    p.statuses = p.statuses.filter((s) => s.until > now);
                    for (const s of ending) {
                        const def = this.ix.statuses.get(s.id);
                        if (def?.public && !p.hasStatus(s.id, now + 1)) {
                            this.emit({ kind: 'status', public: true, subject: p.name, status: def.title, gained: false, text: texts.statusLost(this, p.name, def.title) });
                        }
                    }
                }
            }
            if (p.protections.length > 0) p.protections = p.protections.filter((r) => r.until > now && !(r.once && r.usedAt > 0));
            // Field by field (a dynamic `p[kind]` here would be a slow megamorphic access).
            if (p.links.length > 0) p.links = live(p.links, now);
            if (p.blocks.length > 0) p.blocks = live(p.blocks, now);
            if (p.redirects.length > 0) p.redirects = live(p.redirects, now);
            if (p.voteMods.length > 0) p.voteMods = live(p.voteMods, now);
            if (p.guises.length > 0) p.guises = live(p.guises, now);
            if (p.copies.length > 0) p.copies = live(p.copies, now);
            if (p.immunities.length > 0) p.immunities = live(p.immunities, now);
            if (p.reductions.length > 0) p.reductions = live(p.reductions, now);
            if (p.permits.length > 0) p.permits = live(p.permits, now);
            if (p.disabled.length > 0) p.disabled = live(p.disabled, now);
            if (p.guiseOverrides.length > 0) p.guiseOverrides = live(p.guiseOverrides, now);
            if (p.substitutes.length > 0) p.substitutes = live(p.substitutes, now);
            if (p.countAs.length > 0) { const kept = live(p.countAs, now); if (kept !== p.countAs) this.version++; p.countAs = kept; }
            p.hasRecords = p.statuses.length > 0 || p.protections.length > 0 || p.links.length > 0 || p.blocks.length > 0 || p.redirects.length > 0
                || p.voteMods.length > 0 || p.guises.length > 0 || p.copies.length > 0 || p.immunities.length > 0 || p.reductions.length > 0
                || p.permits.length > 0 || p.disabled.length > 0 || p.guiseOverrides.length > 0 || p.substitutes.length > 0 || p.countAs.length > 0;
        }
        if (this.cancels.length > 0) this.cancels = this.cancels.filter((c) => c.until > now);
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
            case 'for': {
                if (d.unit === 'phases') return { from: now, until: now + d.count - 1 };
                if (d.unit === 'turns') return { from: now, until: (turn + d.count) * len };
                const kind = d.unit === 'nights' ? 'night' : 'day';
                let at = this.phase.id === kind ? now : this.nextOfKind(now, kind);
                for (let k = 1; k < d.count; k++) at = this.nextOfKind(at, kind);
                return { from: now, until: at };
            }
        }
    }

    /** The index of the next phase (after `after`) of the given kind; `after + 1` if none exists. */
    nextOfKind(after: number, kind: string): number {
        for (let i = after + 1; i <= after + this.cycleLength; i++) if (this.phaseAt(i).id === kind) return i;
        return after + 1;
    }

    // ------------------------------------------------------------ abilities

    /** The abilities a player may use: his roles' (and their factions' shared ones), plus copies. */
    abilitiesOf(p: PlayerState): AbilityDef[] {
        if (p.copies.length === 0 && p.roles.length === 1) {
            if (p.abilitiesFor !== p.roles) { p.abilitiesFor = p.roles; p.abilities = this.ix.roleAbilities.get(p.roles[0]) ?? []; }
            return p.abilities;
        }
        const out: AbilityDef[] = [];
        for (const r of this.rolesWithCopies(p)) for (const a of this.ix.roleAbilities.get(r) ?? []) if (!out.includes(a)) out.push(a);
        return out;
    }

    triggersOf(p: PlayerState): TriggerDef[] {
        if (p.roles.length === 1 && p.copies.length === 0) return this.ix.roleTriggers.get(p.roles[0]) ?? [];
        // Two roles share their common (and same-faction) triggers: each fires once per player.
        // Copied roles (Мародер's Гробокопательство) bring their triggers too.
        const out: TriggerDef[] = [];
        for (const r of this.rolesWithCopies(p)) for (const t of this.ix.roleTriggers.get(r) ?? []) if (!out.includes(t)) out.push(t);
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

    // ------------------------------------------------------------ randomness, events, trace

    /** A draw from the game's PRNG, recorded in the trace. */
    draw(why: string, source: ActionSource | null): number {
        const value = this.rng.next();
        this.traceOn && this.log('draw', `draw #${this.rng.draws}: ${value.toFixed(4)} (${why})`, { source: source ?? undefined });
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
        this.trace.push({
            step: ++this.step,
            stage: at.stage ?? (this.stage.title || this.stage.id),
            actor: s && s.actor >= 0 ? this.players[s.actor].name : null,
            ability: s ? s.title : null,
            targets: (at.targets ?? []).map((t) => this.players[t].name),
            outcome,
            note,
            source: at.src ?? s?.src ?? null,
        });
    }

    /** A rejected order or vote; `src`: the rule line of the ability it names, when known. */
    reject(r: Rejected, src: SourceRef | null = null): void {
        this.rejected.push(r);
        if (this.traceOn) this.trace.push({ step: ++this.step, stage: 'orders', actor: r.actor, ability: r.ability, targets: r.targets ?? [], outcome: 'rejected', note: r.reason, source: src });
    }

    // ------------------------------------------------------------ results

    phaseResult(): PhaseResult {
        const result: PhaseResult = {
            phase: { index: this.index, kind: this.phase.id.toLowerCase(), number: this.number, title: this.phase.title },
            rejected: this.rejected,
            events: this.events,
            players: this.tables ? this.playersTable() : [],
            winner: this.winnerJson(),
        };
        if (this.traceOn) result.trace = this.trace;
        return result;
    }

    /** The players table before the first phase: HP, statuses and resources as dealt. */
    dealTable(): PhaseResult['players'] {
        return this.index === 0 ? this.playersTable() : [];
    }

    private playersTable(): PhaseResult['players'] {
        const players = this.players;
        const rows: PhaseResult['players'] = new Array(players.length);
        const lives = this.ix.hasLives;
        for (let i = 0; i < players.length; i++) {
            // The player's previous row while it still holds: a row is kept (lastRow) only while nothing
            // phase-dependent shows in it, and tags and table resources never change that; the roles,
            // statuses and life must be the same. Checked here, in the loop: a call to newRow per row
            // (too big to inline) cost two thirds of the table's time.
            const p = players[i];
            const kept = p.lastRow;
            rows[i] = kept !== null && p.rolesShown === p.roles && p.statuses.length === 0 && kept.alive === p.alive
                && kept.hp === (lives ? p.hp : null) ? kept : this.newRow(p);
        }
        return rows;
    }

    /** A new players-table row for the player (kept as lastRow while nothing phase-dependent shows in it). */
    private newRow(p: PlayerState): PhaseResult['players'][number] {
        const ix = this.ix;
        if (p.rolesShown !== p.roles) {
            p.rolesShown = p.roles;
            // The rows of every phase share it until the roles change (rows are read-only).
            p.roleTitles = p.roles.map((r) => ix.roleTitle(r));
            const f = this.factionsOf(p)[0];
            p.factionTitle = f ? ix.factionTitle(f) : null;
            p.lastRow = null;
        }
        const hp = ix.hasLives ? p.hp : null;
        // A row with nothing that depends on the phase (statuses, resources, tags) stays the same
        // object from phase to phase while the player's life and roles do. Results are read-only:
        // nothing in the engine or its users changes a row once built.
        const plain = p.statuses.length === 0 && ix.tableResources.length === 0 && p.tags.size === 0;
        let resources: Record<string, number> = NO_RESOURCES;
        if (ix.tableResources.length > 0) {
            resources = Object.create(null) as Record<string, number>;
            for (const def of ix.tableResources) resources[def.title] = p.resources.get(def.id) ?? def.initial;
        }
        const row: PhaseResult['players'][number] = {
            name: p.name,
            alive: p.alive,
            hp,
            // The state going into the next phase: what ended with this phase is gone, what starts next is shown.
            statuses: p.statuses.length === 0 ? NO_STATUSES : p.activeStatuses(this.index + 1).map((id) => ix.statusTitle(id)),
            roles: p.roleTitles,
            faction: p.factionTitle,
            resources,
        };
        if (p.tags.size > 0) row.tags = [...p.tags].map((t) => ix.tags.get(t)?.title ?? t);
        p.lastRow = plain ? row : null;
        return row;
    }

    winnerJson(): PhaseResult['winner'] {
        const w = this.winner;
        if (!w) return null;
        if (w.draw) return { draw: true };
        return { factions: [...w.factions], players: w.players.map((i) => this.players[i].name) };
    }

    /** Used by `in` and friends: a stable key of the visible state, for "same situation twice". */
    stateKey(): string {
        // Guises are part of the situation (seed 000 adds one to everybody every phase: 000-E56's full state).
        return this.players.map((p) => `${p.alive ? 1 : 0}${p.roles.join('+')}:${p.hp ?? ''}:${p.activeStatuses(this.index).join('+')}:${[...p.resources.values()].join(',')}${p.guises.length > 0 ? `:${p.guises.filter((x) => active(x, this.index)).map((x) => x.role).join('+')}` : ''}`).join('|');
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

interface Census { version: number; total: number; byRole: number[]; oneRoleEach: boolean; alive: PlayerState[]; aliveIndex: number[] }

const NO_ORDERS: Order[] = [];
const NO_PASSIVES: Array<{ ability: AbilityDef; holder: number }> = [];
/** Shared by the players-table rows without statuses / table resources (frozen: made once). */
const NO_STATUSES = Object.freeze([]) as unknown as string[];
const NO_RESOURCES = Object.freeze(Object.create(null)) as Record<string, number>;
/** The records still in force after phase `now` (the same array when none ended). */
function live<T extends Timed>(list: T[], now: number): T[] {
    for (const r of list) if (r.until <= now) return list.filter((x) => x.until > now);
    return list;
}

/** Orders of collective abilities on the same target(s) become one action with every actor. */
function collectiveGroups(orders: Order[]): Order[] {
    if (!orders.some((o) => o.clauses.collective)) return orders;
    const out: Order[] = [];
    const groups = new Map<string, Order>();
    for (const o of orders) {
        if (!o.clauses.collective) { out.push(o); continue; }
        const key = `${o.ability.key}|${o.option?.id ?? ''}|${o.targets.join(',')}`;
        const lead = groups.get(key);
        if (lead) { (lead.actors ??= [lead.actor]).push(o.actor); o.state = 'done'; continue; }
        groups.set(key, o);
        out.push(o);
    }
    return out;
}

/** An immunity exception by class: `damage` lets harmful abilities through, `protections` protective ones. */
function exceptedByKind(kinds: readonly string[], effectKinds: readonly string[]): boolean {
    for (const k of kinds) {
        if (k === 'damage' && effectKinds.some((e) => e === 'KillEffect' || e === 'DamageEffect')) return true;
        if (k === 'attacks' && effectKinds.some((e) => e === 'KillEffect' || e === 'DamageEffect')) return true;
        if (k === 'protections' && effectKinds.some((e) => e === 'ProtectEffect' || e === 'HealEffect' || e === 'ReduceEffect')) return true;
    }
    return false;
}
/** Where the trace puts the phase end: `end` triggers, results delivered, statuses expiring. */
const END_STAGE: StageDef = { id: 'end', title: 'Итоги фазы', simultaneous: false, after: null, src: { file: '', line: 0 } };

function covers(scope: Protection['scope'], kind: HarmAttempt['kind']): boolean {
    switch (scope) {
        case 'kills': return kind === 'kill';
        case 'attacks': return kind === 'kill' || kind === 'attack';
        case 'damage': case 'everything': return true;
    }
}

export function truthy(x: unknown): boolean {
    if (Array.isArray(x)) return x.length > 0;
    if (typeof x === 'number') return x !== 0 && !Number.isNaN(x);
    return !!x;
}

const normalize = normalizeName;
