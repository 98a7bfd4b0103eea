// The runtime: everything a generated engine module needs (it imports this file as
// `mafia-runtime.mjs`), and the entry points for using the engine from Node without Langium.
export * from './effects/index.js';
export * from './expressions.js';
export { runGame, startGame, RUNTIME_FORMAT, PHASE_LIMIT, type RunOptions, type RunResult, type Unfinished } from './run.js';
export { Prng } from './prng.js';
export { Game, type GameOptions } from './game.js';
export { deal, DealError } from './deal.js';
export { checkGameInput, GameSchemaError } from './model/game-input.js';
export type { GameInput, PlayerInput, PhaseInput, ActionInput, VoteInput, HostInput } from './model/game-input.js';
export type * from './model/result.js';
export { resultJson } from './model/result-json.js';
export type * from './model/ruleset.js';
export { Ctx, type ActionSource } from './context.js';
export { RefValue, PhaseValue } from './model/values.js';
export { normalizeName } from './names.js';
export { randomPhase, type RandomPhaseOptions } from './random-orders.js';
