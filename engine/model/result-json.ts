// The result JSON as the contract writes it (DESIGN.md "result JSON"): a trace step's `outcome` is one
// of the contract's five (applied / blocked / protected / failed / redirected). The engine's steps of
// its own kinds (a note, a random draw, an order rejected when given) keep that kind in `detail`,
// a key the contract allows to be added.
import type { GameResult, Outcome, TraceEntry } from './result.js';

export type ContractOutcome = 'applied' | 'blocked' | 'protected' | 'failed' | 'redirected';

/** The contract's outcome of a step: a note or a draw happened (applied); a rejected order did not (failed). */
export function contractOutcome(o: Outcome): ContractOutcome {
    return o === 'info' || o === 'draw' ? 'applied' : o === 'rejected' ? 'failed' : o;
}

function contractStep(t: TraceEntry): TraceEntry | (Omit<TraceEntry, 'outcome'> & { outcome: ContractOutcome; detail: Outcome }) {
    const outcome = contractOutcome(t.outcome);
    return outcome === t.outcome ? t : { ...t, outcome, detail: t.outcome };
}

/** The game's result, its trace steps with the contract's outcomes. */
export function resultJson(r: GameResult): GameResult {
    if (!r.phases.some((p) => p.trace)) return r;
    return { ...r, phases: r.phases.map((p) => (p.trace ? { ...p, trace: p.trace.map(contractStep) as TraceEntry[] } : p)) };
}
