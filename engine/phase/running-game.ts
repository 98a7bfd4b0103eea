// The game the engine runs: the game state (engine/game.ts) with its hooks bound to the phase
// pipeline. The only class that extends Game, so calls through the hooks stay monomorphic.
import { Game } from '../game.js';
import type { PhaseChooser, PhaseInput } from '../model/game-input.js';
import type { PhaseResult } from '../model/result.js';
import { flush } from './apply-effects.js';
import { settle } from './deaths.js';
import { runPhase } from './pipeline.js';
import { dealTable } from './result.js';

export class RunningGame extends Game {
    runPhase(input: PhaseInput | PhaseChooser): PhaseResult { return runPhase(this, input); }
    flush(): void { flush(this); }
    settle(): void { settle(this); }
    dealTable(): PhaseResult['players'] { return dealTable(this); }
}
