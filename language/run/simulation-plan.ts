// How a balance simulation is cut into batches and how their tallies become the report: shared by
// `mafia simulate` (language/cli/simulate-command.ts, worker threads) and the playground's
// Simulate balance panel (web/src/sim.worker.ts, a web worker). Engine only, no Node, no Langium.
import type { RuleSet } from '../../engine/index.js';
import { emptyTally, mergeTally, notPlayedByBots, rolesByTitle, summarize, type Batch, type NotPlayed, type Setup, type Tally } from '../../engine/sim/index.js';
import type { SimulationReport } from '../cli/simulate-format.js';

/** Games per batch: small enough to keep K workers busy to the end, large enough to be cheap. */
export const BATCH = 250;

export interface SimulationOptions { games: number; policy: string; seed: number; maxPhases: number }

/** The batches of `games` games for each setup (key = the setup's index). */
export function planBatches(setups: Setup[], o: SimulationOptions): Batch[] {
    const batches: Batch[] = [];
    setups.forEach((s, key) => {
        for (let from = 0; from < o.games; from += BATCH) {
            batches.push({ policy: o.policy, seed: o.seed, key, counts: [...s.counts], players: s.players, pick: s.pick, from, to: Math.min(o.games, from + BATCH), maxPhases: o.maxPhases });
        }
    });
    return batches;
}

/** The report of the played batches (`tallies[i]` is `batches[i]`'s), without the exact figures. */
export function simulationReport(rs: RuleSet, setups: Setup[], batches: Batch[], tallies: Tally[], o: Pick<SimulationOptions, 'games' | 'policy'>): SimulationReport {
    const perSetup = setups.map(() => emptyTally());
    batches.forEach((b, i) => mergeTally(perSetup[b.key], tallies[i]));
    const report: SimulationReport = {
        games: o.games,
        policy: o.policy,
        results: setups.map((s, i) => summarize(rs, s.players, s.pick === undefined ? rolesByTitle(rs, s.counts) : meanRoles(rs, perSetup[i]), perSetup[i])),
    };
    const notPlayed = notPlayedInGames(rs, perSetup);
    if (notPlayed.length > 0) report.notPlayed = notPlayed;
    return report;
}

/** What the bots never gave, of the abilities some dealt player held (a common one: anybody). */
function notPlayedInGames(rs: RuleSet, tallies: Tally[]): NotPlayed[] {
    const dealt = new Set<string>();
    for (const r of rs.roles) if (tallies.some((t) => (t.roles[r.title]?.dealt ?? 0) > 0)) {
        dealt.add(r.title);
        if (r.faction) dealt.add(rs.factions.find((f) => f.id === r.faction)?.title ?? r.faction);
    }
    return notPlayedByBots(rs).filter((x) => x.holder === null || dealt.has(x.holder));
}

/** A setup whose picks vary per game: each role's mean number of seats per game (Священник 0.25). */
function meanRoles(rs: RuleSet, t: Tally): Record<string, number> {
    const out: Record<string, number> = {};
    for (const r of rs.roles) {
        const x = t.roles[r.title];
        if (x && t.games > 0) out[r.title] = Math.round((x.dealt / t.games) * 1000) / 1000;
    }
    return out;
}
