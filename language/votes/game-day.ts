// What `mafia votes` and `mafia status` need from a game script: where a phase sits on the rule
// set's cycle, who is alive when it starts (the engine plays the phases before it), and what the
// script records for it (deadline, verdicts, votes, substitutes, the host).
import type { GameInput, PhaseInput } from '../../engine/model/game-input.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { startGame } from '../../engine/run.js';
import type { Lang } from '../../engine/l10n/lang.js';
import type { Game } from '../../engine/game.js';
import type { GamePhase, GameScript } from '../generated/ast.js';
import { phaseSlot } from '../game/phase-slots.js';

/** The 0-based index of `kind number` in the game's phases (as script-to-json places it). */
export function phaseIndex(rs: CompiledRuleSet, kind: string, number: number): number {
    return phaseSlot({ phases: rs.phases.map((p) => p.id), start: rs.setup.start ?? null }, kind, number);
}

/** The game as it stands when phase `index` (0-based) starts: the phases before it played (`lang`: of the deal's problems, if any). */
export function gameBefore(rs: CompiledRuleSet, game: GameInput, index: number, lang?: Lang): Game {
    const g = startGame(rs, game, { tables: false, lang });
    const phases: PhaseInput[] = game.phases ?? [];
    for (let i = 0; i < index && !g.winner; i++) g.runPhase(phases[i] ?? {});
    return g;
}

/** The script's block for `kind number`, if it has one. */
export function scriptPhase(script: GameScript, kind: string, number: number): GamePhase | undefined {
    return script.phases.find((p) => (p.kind.ref?.name ?? p.kind.$refText) === kind && p.number === number);
}

/** The phase kind that votes (the first of the cycle with a voting). */
export function votingPhase(rs: CompiledRuleSet): { kind: string; title: string; voting: string } | null {
    const p = rs.phases.find((x) => x.voting !== null);
    return p ? { kind: p.id, title: p.title, voting: p.voting! } : null;
}
