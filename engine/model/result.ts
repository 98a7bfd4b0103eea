// The result JSON (contract: DESIGN.md "result JSON"). Names are players' names and
// declarations' display names.
import type { SourceRef } from './ruleset.js';

export interface GameResult {
    /** The rule set's display name and the seed used (additions to the contract). */
    ruleset: string;
    seed: number;
    /** The players table as dealt, before the first phase (an addition to the contract). */
    deal: PlayerRow[];
    phases: PhaseResult[];
    winner: Winner;
}

export type Winner = null | { factions: string[]; players: string[] } | { draw: true };

export interface PhaseResult {
    phase: { index: number; kind: string; number: number; title: string };
    rejected: Rejected[];
    events: GameEvent[];
    players: PlayerRow[];
    trace?: TraceEntry[];
    winner: Winner;
}

export interface Rejected { actor: string; ability: string; reason: string; targets?: string[] }

export type EventKind = 'death' | 'status' | 'learn' | 'vote' | 'message' | 'execution' | 'reveal' | 'win' | 'host';

export interface GameEvent {
    kind: EventKind;
    public: boolean;
    text: string;
    /** Recipients of a private event. */
    to?: string[];
    subject?: string;
    status?: string;
    gained?: boolean;
    property?: string;
    value?: string | number;
    /** Deal messages (roles told, who knows whom) are marked so a host can post them first. */
    deal?: boolean;
    /** A vote event: who voted against the subject and (signed voting) for him, as counted, in the order
     *  cast (secret votes left out); `abstain`: the score a living non-voter got on himself. */
    against?: string[];
    for?: string[];
    abstain?: number;
    /** The host-only `host` event that tells the real count: each candidate's real (`value`) and public (`shown`) total. */
    totals?: Array<{ subject: string; value: number; shown: number }>;
}

export interface PlayerRow {
    name: string;
    alive: boolean;
    hp: number | null;
    statuses: string[];
    roles: string[];
    faction: string | null;
    resources: Record<string, number>;
    tags?: string[];
}

export type Outcome = 'applied' | 'blocked' | 'protected' | 'failed' | 'redirected' | 'rejected' | 'draw' | 'info';

export interface TraceEntry {
    step: number;
    stage: string;
    actor: string | null;
    ability: string | null;
    targets: string[];
    outcome: Outcome;
    note: string;
    source: SourceRef | null;
}
