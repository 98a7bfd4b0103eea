import type { Stage } from '../generated/ast.js';
import { orderStages as orderDeclaredStages, type StageOrder as EngineStageOrder } from '../../engine/stage-order.js';

/** The engine's stage order (engine/stage-order.ts) over the declared stages. */
export type StageOrder = EngineStageOrder<Stage>;

/** Resolution order of stages, as the engine resolves them. */
export function orderStages(stages: readonly Stage[]): StageOrder {
    return orderDeclaredStages(stages, (s) => s.after?.ref);
}
