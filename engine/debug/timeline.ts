// The debugger's view of a game: the resolution as a list of steps it can stop between (a phase
// beginning, then each trace entry), recorded by one run with a step observer. The engine is
// deterministic, so the live state at step N is had again by replaying the game to N (`atStep`):
// that is how a stopped debugger evaluates expressions and conditions, and how it steps back.
import type { Game, StepAt, StepObserver } from '../game.js';
import type { TraceEntry } from '../model/result.js';
import type { RuleSet } from '../model/ruleset.js';
import { runGame, type RunResult } from '../run.js';
import { SnapshotRecorder, type StepSnapshot } from './snapshot.js';
import type { Lang } from '../l10n/lang.js';

/** `lang`: the language of the game's own words (`--lang`; default: the rule set's). */
export interface TimelineOptions { seed?: number; phases?: number; lang?: Lang }

export interface Timeline { steps: StepSnapshot[]; result: RunResult }

/** Runs the game once, recording a snapshot at every step. Throws what runGame throws. */
export function recordTimeline(rs: RuleSet, input: unknown, options: TimelineOptions = {}): Timeline {
    const recorder = new SnapshotRecorder();
    const result = runGame(rs, input, { seed: options.seed, phases: options.phases, lang: options.lang, observer: recorder });
    recorder.finish();
    return { steps: recorder.steps, result };
}

/** The live game at a step, and who acts there (the step observer's view). */
export interface LiveStep { g: Game; entry: TraceEntry | null; at: StepAt | null }

class Reached { constructor(readonly value: unknown) {} }

/**
 * Replays the game to step `index` (a timeline position) and calls `fn` with the live state
 * once that step has had its effect (when the next step comes, or the phase ends); returns what
 * it returns (undefined when the game ends before that step).
 */
export function atStep<T>(rs: RuleSet, input: unknown, options: TimelineOptions, index: number, fn: (live: LiveStep) => T): T | undefined {
    return atSteps(rs, input, options, new Set([index]), fn).get(index);
}

/** Like atStep for several steps in one replay: the results by step. */
export function atSteps<T>(rs: RuleSet, input: unknown, options: TimelineOptions, indexes: ReadonlySet<number>, fn: (live: LiveStep, index: number) => T): Map<number, T> {
    const out = new Map<number, T>();
    if (indexes.size === 0) return out;
    const last = Math.max(...indexes);
    let n = -1;
    let pending: LiveStep | null = null;
    // Step n is seen when step n + 1 begins (or its phase ends): its effect is applied by then.
    const close = (): void => {
        if (!pending) return;
        const live = pending;
        pending = null;
        if (indexes.has(n)) out.set(n, fn(live, n));
        if (n >= last) throw new Reached(null);
    };
    const open = (live: LiveStep): void => { close(); n++; pending = live; };
    const observer: StepObserver = {
        phaseStart: (g) => open({ g, entry: null, at: null }),
        step: (g, entry, at) => open({ g, entry, at: { source: at.source, targets: [...at.targets] } }),
        phaseEnd: () => close(),
    };
    try {
        runGame(rs, input, { seed: options.seed, phases: options.phases, lang: options.lang, observer });
        close();
    } catch (e) {
        if (!(e instanceof Reached)) throw e;
    }
    return out;
}
