// What the debugger needs from the engine (language/debug/ uses it; no DAP here).
export { recordTimeline, atStep, atSteps, type Timeline, type TimelineOptions, type LiveStep } from './timeline.js';
export type { StepSnapshot, PlayerView, OrderView, OrderState, StatusView } from './snapshot.js';
export { stoppedContext } from './stopped-context.js';
