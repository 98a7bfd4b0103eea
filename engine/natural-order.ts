// Natural action resolution (`resolution natural`, ROLES.md 5.3–5.4): which order must wait for
// which, and which order resolves next. Defined once here, over what each ability's effects can do
// to other orders; the engine (phase/resolve-natural.ts) applies it to the phase's orders, the
// checker (language/validation/natural-order-checks.ts) to the rule set's abilities, to report the
// pairs that can form a loop.
//
// An order A waits for an unresolved order B when
//   1. B can stop its target's orders (`block`) and A's actor is among B's current targets;
//   2. B moves the orders aimed at its targets (`swap orders on`, `redirect`) and A's current
//      targets share a player with B's (A may itself be a swap);
//   3. B protects (`protect`, `substitute … on kills`) A's actor and one of A's targets reacts to
//      being targeted (a `targeted` or `visit` trigger: the Paranoid Gun Owner): the protection
//      must be in place first;
//   4. A is a second order kept for an extra order, and B gives A's actor extra orders (`double`).
// Possession (`retarget`) and delay (`hold`) create no dependency: their stage does the work (ROLES.md 5.3).
// "Current" targets are the targets after the swaps so far: the relation is evaluated again after
// every order that resolves.
//
// The next order: walking the unresolved orders in precedence order (stage order, then the order
// they were given, held-over orders first), the first one that waits for nothing. If every one
// waits (a loop), the first in precedence order resolves anyway: loops are broken by order of
// submission, and the trace says so.

/** What an ability's effects can do to other orders (from its effect node types). */
export interface Influence {
    /** It can stop the orders of its target (a roleblock). */
    stopsActor: boolean;
    /** It moves the orders aimed at its targets (a bus drive, a redirect). */
    movesTargets: boolean;
    /** It protects its target. */
    protects: boolean;
    /** It gives its target extra orders. */
    doubles: boolean;
}

const STOPS_ACTOR = new Set(['BlockEffect']);
const MOVES_TARGETS = new Set(['SwapEffect', 'RedirectEffect']);
// A Guard or EliteGuard (`substitute … on kills`) protects as a Doctor does (ROLES.md 5.3, dependency 3).
const PROTECTS = new Set(['ProtectEffect', 'SubstituteEffect']);
const DOUBLES = new Set(['DoubleEffect']);

/** The influence of an ability (or option) whose effects use these node types (`effectKinds`). */
export function influenceOf(effectKinds: readonly string[]): Influence {
    let stopsActor = false, movesTargets = false, protects = false, doubles = false;
    for (const k of effectKinds) {
        if (STOPS_ACTOR.has(k)) stopsActor = true;
        if (MOVES_TARGETS.has(k)) movesTargets = true;
        if (PROTECTS.has(k)) protects = true;
        if (DOUBLES.has(k)) doubles = true;
    }
    return { stopsActor, movesTargets, protects, doubles };
}

/** An order as the relation sees it. */
export interface PendingAction {
    actor: number;
    /** Its current targets (after the swaps made so far). */
    targets: readonly number[];
    influence: Influence;
    /** A second order for an ability, carried out only with an extra order (`double`). */
    reserve?: boolean;
}

/** The reason A waits for B (rule 1, 2 or 3 above), or null when it does not. */
export function waitReason(a: PendingAction, b: PendingAction, reacts: (player: number) => boolean): 'stops-actor' | 'moves-targets' | 'protects-actor' | 'doubles-actor' | null {
    if (a === b) return null;
    if (a.reserve && b.influence.doubles && b.targets.includes(a.actor)) return 'doubles-actor';
    if (b.influence.stopsActor && b.targets.includes(a.actor)) return 'stops-actor';
    if (b.influence.movesTargets && a.targets.some((t) => b.targets.includes(t))) return 'moves-targets';
    if (b.influence.protects && b.targets.includes(a.actor) && a.targets.some((t) => t !== a.actor && reacts(t))) return 'protects-actor';
    return null;
}

export interface NextAction<T> {
    action: T;
    /** Orders it had to go before although it waits for them (a loop), in the loop's order; null if none. */
    loop: T[] | null;
}

/**
 * The order to resolve next among `pending` (in precedence order): the first that waits for no
 * other pending order; if all wait, the first, with the loop it was part of.
 */
export function nextAction<T extends PendingAction>(pending: readonly T[], reacts: (player: number) => boolean): NextAction<T> | null {
    if (pending.length === 0) return null;
    // Nothing pending can change another order: the first in precedence order goes.
    if (!pending.some((b) => b.influence.stopsActor || b.influence.movesTargets || b.influence.protects || b.influence.doubles)) return { action: pending[0], loop: null };
    for (const a of pending) {
        if (!pending.some((b) => waitReason(a, b, reacts) !== null)) return { action: a, loop: null };
    }
    return { action: pending[0], loop: loopFrom(pending, reacts) };
}

/** Following "waits for" from the first pending order until an order repeats: the loop reached. */
function loopFrom<T extends PendingAction>(pending: readonly T[], reacts: (player: number) => boolean): T[] {
    const path: T[] = [pending[0]];
    for (;;) {
        const last = path[path.length - 1];
        const next = pending.find((b) => waitReason(last, b, reacts) !== null)!;
        const at = path.indexOf(next);
        if (at >= 0) return path.slice(at);
        path.push(next);
    }
}

// ---------------------------------------------------------------- the rule set's abilities

/** An ability as the checker sees it: its influence and whether its orders name other players. */
export interface AbilityShape {
    name: string;
    influence: Influence;
    /** Its orders name players (a `target` clause other than `self` only). */
    targetsOthers: boolean;
}

/**
 * Whether an order of ability A can wait for an order of ability B in some game: B can target A's
 * holder and stop him, or both name players and B moves orders aimed at its targets. (Rule 3 needs
 * a reacting player as well; the checker leaves it out.)
 */
export function canWaitFor(a: AbilityShape, b: AbilityShape): 'stops-actor' | 'moves-targets' | null {
    if (b.influence.stopsActor && b.targetsOthers) return 'stops-actor';
    if (b.influence.movesTargets && b.targetsOthers && a.targetsOthers) return 'moves-targets';
    return null;
}

/** Pairs of abilities (an ability with itself included: two holders) whose orders can wait for each other. */
export function loopPairs<T extends AbilityShape>(abilities: readonly T[]): Array<{ a: T; b: T; why: 'stops-actor' | 'moves-targets'; back: 'stops-actor' | 'moves-targets' }> {
    const out: Array<{ a: T; b: T; why: 'stops-actor' | 'moves-targets'; back: 'stops-actor' | 'moves-targets' }> = [];
    for (let i = 0; i < abilities.length; i++) {
        for (let j = i; j < abilities.length; j++) {
            const a = abilities[i], b = abilities[j];
            const ab = canWaitFor(a, b);
            const ba = ab ? canWaitFor(b, a) : null;
            if (ab && ba) out.push({ a, b, why: ab, back: ba });
        }
    }
    return out;
}
