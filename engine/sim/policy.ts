// A bot policy: how simulated players decide each phase's orders and votes. A policy makes one
// player-set per game (it may remember what the players have learned) and is told each phase's
// result. Plug in your own by implementing `Policy` (see random-policy.ts, informed-policy.ts).
import type { Game } from '../game.js';
import type { PhaseInput } from '../model/game-input.js';
import type { Prng } from '../prng.js';
import type { PhaseResult } from '../model/result.js';

export interface GamePlayers {
    /** The orders and votes for the coming phase of `g`. */
    decide(): PhaseInput;
    /** What the phase just run produced (events the players may learn from). */
    observe(result: PhaseResult): void;
}

export interface Policy {
    readonly name: string;
    /** The players of one game; `rng` is the game's own policy generator (seeded by the game index). */
    start(g: Game, rng: Prng): GamePlayers;
}
