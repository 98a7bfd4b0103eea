// Messages between the Simulate balance panel and its web worker (sim.worker.ts).
import type { Lang } from '../../engine/l10n/lang.js';
import type { SimulationReport } from '../../language/cli/simulate-format.js';

export interface SimulationRequest {
    /** The generator's factory code (`mafia/simulationCode`). */
    factory: string;
    /** The player counts to deal, [min, max]; none: the rule set's players range. */
    players?: [number, number];
    games: number;
    policy: string;
    seed: number;
    maxPhases: number;
    /** The page's language: the chart's titles. */
    lang: Lang;
}

export type FromSimulation =
    | { type: 'progress'; done: number; total: number }
    | { type: 'done'; report: SimulationReport; svg: string; title: string }
    | { type: 'error'; error: string };
