// Effect primitives, called by compiled effects, by family. Each queues its change (see
// engine/game.ts for the order in which a batch is applied); reading state inside an effect sees
// the state before the batch. An effect on a player an order is aimed at also reaches the players
// linked to him by `extend orders` (the Priest's guest). Every application is traced with the rule line.
export * from './harm.js';
export * from './statuses.js';
export * from './access.js';
export { guisePool } from './guise-pool.js';
export * from './guises.js';
export { display, learn, reveal } from './information.js';
export * from './messages.js';
export * from './resources.js';
export * from './roles.js';
export * from './execution.js';
export * from './voting.js';
export * from './control.js';
export * from './parameters.js';
export * from './orders-on-orders.js';
