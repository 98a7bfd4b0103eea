// The balance simulator (`mafia simulate`): policies, the game loop, tallies and statistics,
// the exact mode. Engine only: no Langium.
export type { Policy, GamePlayers } from './policy.js';
export type { Preferences } from './phase-builder.js';
export { buildPhase } from './phase-builder.js';
export { notPlayedByBots, type NotPlayed } from './legal-orders.js';
export { randomPolicy } from './random-policy.js';
export { informedPolicy } from './informed-policy.js';
export { playGame, gameSeed, seatRoles, DEFAULT_MAX_PHASES, type GameOutcome } from './play.js';
export { playBatch, POLICIES, type Batch } from './simulate.js';
export { parseRoles, defaultSetup, playersSetup, clauseIndexFor, gameCounts, playersOf, rolesByTitle, SetupError, type Setup, type RoleCounts } from './setup.js';
export { summarize, mergeTally, emptyTally, wilson, lengthStats, type Tally, type SetupSummary, type ExactFigures } from './stats.js';
export { exactOutcome, reducible, NotReducible } from './exact.js';
