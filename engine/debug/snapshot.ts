// What the debugger shows at one resolution step, copied out of the live game (engine/game.ts) while
// it runs: the players, this phase's orders with their state, the votes cast so far, the PRNG draws,
// the events the host will post. Plain data: a stopped debugger reads it after the game has moved on.
import type { Game, StepAt, StepObserver } from '../game.js';
import type { ActionInput, VoteInput } from '../model/game-input.js';
import type { GameEvent, Rejected, TraceEntry } from '../model/result.js';
import type { SourceRef } from '../model/rule-context.js';
import type { Order } from '../order.js';
import { FOREVER } from '../state.js';

export interface StatusView {
    name: string;
    /** The last phase (1-based game index) it lasts, or null: for good. */
    until: number | null;
}

export interface PlayerView {
    name: string;
    alive: boolean;
    hp: number | null;
    roles: string[];
    faction: string | null;
    statuses: StatusView[];
    resources: Record<string, number>;
}

/** pending: accepted, not yet carried out; the others as the trace outcomes say. */
export type OrderState = 'pending' | 'applied' | 'blocked' | 'protected' | 'failed' | 'redirected' | 'rejected' | 'held';

export interface OrderView {
    /** The order's number in the phase (-1: an order rejected when given). */
    seq: number;
    actor: string;
    ability: string;
    targets: string[];
    state: OrderState;
    /** Why it is blocked, protected, failed or rejected (the trace note / rejection reason). */
    why: string | null;
    /** The ability's rule line. */
    src: SourceRef | null;
    /** The game input it came from (the debugger maps it to its game-script line). */
    input: ActionInput | null;
}

export interface StepSnapshot {
    /** Position in the timeline (0 = the first phase's start). */
    index: number;
    /** `phase`: a phase begins (nothing in it ran yet); `step`: a trace entry. */
    kind: 'phase' | 'step';
    phase: { index: number; id: string; number: number; title: string; src: SourceRef };
    /** The stage of the step (the trace entry's), with its rule line when it is a declared stage or the voting. */
    stage: { title: string; src: SourceRef | null } | null;
    entry: TraceEntry | null;
    /** The order this step carries out, when it comes from one. */
    order: OrderView | null;
    /** The vote this step counts, when it is a vote. */
    vote: VoteInput | null;
    /** Who acts (player index, -1: nobody) and on whom: the stopped context's `self` and `targets`. */
    actor: number;
    targets: number[];
    players: PlayerView[];
    orders: OrderView[];
    votes: Array<{ voter: string; target: string }>;
    /** PRNG draws so far in the game (the trace notes of the draws). */
    draws: string[];
    /** This phase's events so far. */
    events: GameEvent[];
}

/**
 * Builds the snapshots of a run. A step's snapshot is completed when the next step begins or its
 * phase ends, so that it shows the state with the step's effect applied ("Вера is killed": Вера is
 * dead); it keeps what it must remember between steps (order outcomes, votes, draws).
 */
export class SnapshotRecorder implements StepObserver {
    readonly steps: StepSnapshot[] = [];
    private outcomes = new Map<Order, { state: OrderState; why: string | null }>();
    private votes: Array<{ voter: string; target: string }> = [];
    private claimed = new Set<VoteInput>();
    private readonly draws: string[] = [];
    /** The step still open: its snapshot, its order, and the game to read the state from. */
    private open: { s: StepSnapshot; order: Order | null; g: Game } | null = null;

    phaseStart(g: Game): void {
        this.close();
        this.outcomes = new Map();
        this.votes = [];
        this.claimed = new Set();
        this.begin(g, 'phase', null, null, null, -1, []);
    }

    step(g: Game, entry: TraceEntry, at: StepAt): void {
        this.close();
        const order = at.source ? g.orders.find((o) => o.source === at.source) ?? null : null;
        if (order && entry.outcome !== 'info' && entry.outcome !== 'draw') {
            const known = this.outcomes.get(order);
            // The first failure says why; an `applied` after it does not undo it.
            if (entry.outcome !== 'applied' || !known) this.outcomes.set(order, { state: entry.outcome === 'applied' ? 'applied' : entry.outcome as OrderState, why: entry.outcome === 'applied' ? null : entry.note });
        }
        if (entry.outcome === 'draw') this.draws.push(entry.note);
        let vote: VoteInput | null = null;
        if (at.source?.kind === 'voting' && entry.outcome === 'applied' && at.source.actor >= 0 && at.targets.length === 1) {
            vote = this.claimVote(g, at.source.actor, at.targets[0]);
            if (vote) this.votes.push({ voter: g.players[at.source.actor].name, target: g.players[at.targets[0]].name });
        }
        const actor = at.source ? at.source.actor : -1;
        this.begin(g, 'step', entry, order, vote, actor, [...at.targets]);
    }

    phaseEnd(): void { this.close(); }

    /** Completes the last step (the run is over). */
    finish(): void { this.close(); }

    /** The vote input a vote step counts: the first one of this voter for this target not claimed yet. */
    private claimVote(g: Game, voter: number, target: number): VoteInput | null {
        for (const v of g.votesInput) {
            if (this.claimed.has(v)) continue;
            if (g.findPlayer(v.voter)?.index === voter && g.findPlayer(v.target)?.index === target) {
                this.claimed.add(v);
                return v;
            }
        }
        return null;
    }

    private begin(g: Game, kind: StepSnapshot['kind'], entry: TraceEntry | null, order: Order | null, vote: VoteInput | null, actor: number, targets: number[]): void {
        const s: StepSnapshot = {
            index: this.steps.length,
            kind,
            phase: { index: g.index, id: g.phase.id, number: g.number, title: g.phase.title, src: g.phase.src },
            stage: entry ? stageOf(g, entry.stage) : null,
            entry,
            order: null,
            vote,
            actor,
            targets,
            players: [],
            orders: [],
            votes: [],
            draws: [],
            events: [],
        };
        this.steps.push(s);
        this.open = { s, order, g };
    }

    /** Fills the open step with the state as it is now: its effect applied, the next step not begun. */
    private close(): void {
        const open = this.open;
        if (!open) return;
        this.open = null;
        const { s, order, g } = open;
        s.order = order ? this.orderView(g, order) : null;
        s.players = g.players.map((p) => playerView(g, p.index));
        s.orders = [...g.orders.map((o) => this.orderView(g, o)), ...g.rejected.map(rejectedView)];
        s.votes = [...this.votes];
        s.draws = [...this.draws];
        s.events = [...g.events];
    }

    private orderView(g: Game, o: Order): OrderView {
        const known = this.outcomes.get(o);
        const state: OrderState = known ? known.state : o.state === 'done' ? 'applied' : o.state === 'accepted' ? 'pending' : o.state;
        return {
            seq: o.seq,
            actor: g.players[o.actor].name,
            ability: o.option ? `${o.ability.title} (${o.option.title})` : o.ability.title,
            targets: o.targets.map((t) => g.players[t].name),
            state,
            why: known?.why ?? null,
            src: o.ability.src,
            input: o.input,
        };
    }
}

/** A trace entry's stage: the stage resolving, the phase's voting, or a step of the phase without a rule line. */
function stageOf(g: Game, title: string): StepSnapshot['stage'] {
    const current = g.stage;
    if (title === (current.title || current.id) && current.src.line > 0) return { title, src: current.src };
    const declared = g.ix.stageOrder.find((s) => (s.title || s.id) === title);
    if (declared && declared.src.line > 0) return { title, src: declared.src };
    const voting = g.phase.voting ? g.ix.votings.get(g.phase.voting) : undefined;
    if (voting && (voting.title === title || voting.id === title)) return { title, src: voting.src };
    return { title, src: null };
}

function rejectedView(r: Rejected): OrderView {
    return { seq: -1, actor: r.actor, ability: r.ability, targets: r.targets ?? [], state: 'rejected', why: r.reason, src: null, input: null };
}

function playerView(g: Game, i: number): PlayerView {
    const p = g.players[i];
    const ix = g.ix;
    const statuses: StatusView[] = [];
    for (const s of p.statuses) {
        if (s.until < g.index || s.from > g.index + 1) continue;
        if (statuses.some((x) => x.name === ix.statusTitle(s.id))) continue;
        statuses.push({ name: ix.statusTitle(s.id), until: s.until >= FOREVER ? null : s.until });
    }
    const resources: Record<string, number> = {};
    for (const def of ix.resources.values()) {
        if (def.scope === 'global' || def === ix.hpResource) continue;
        resources[def.title] = p.resources.get(def.id) ?? def.initial;
    }
    const faction = g.factionsOf(p)[0];
    return {
        name: p.name,
        alive: p.alive,
        hp: ix.hasLives ? p.hp : null,
        roles: p.roles.map((r) => ix.roleTitle(r)),
        faction: faction ? ix.factionTitle(faction) : null,
        statuses,
        resources,
    };
}
