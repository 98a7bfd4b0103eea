// Where a game script's phase (`night 2`) sits in the game: its kind's place on the rule set's cycle
// (rotated to begin at the `start` phase), round by round. `mafia run` places phases so, and the
// checker uses the same places to tell which phases a script leaves out between two it lists.

export interface Cycle {
    /** Phase kinds in declaration order. */
    phases: string[];
    /** The kind the game starts with (null: the first declared). */
    start: string | null;
}

/** 0-based place in the game of the `number`-th phase of `kind`; -1 when the cycle has no such kind or the number is below 1. */
export function phaseSlot(cycle: Cycle, kind: string, number: number): number {
    const at = cycle.phases.indexOf(kind);
    if (at < 0 || number < 1) return -1;
    const len = cycle.phases.length;
    const startAt = Math.max(0, cycle.start ? cycle.phases.indexOf(cycle.start) : 0);
    return (number - 1) * len + ((at - startAt + len) % len);
}

/** The phase at a 0-based place in the game. */
export function phaseAtSlot(cycle: Cycle, slot: number): { kind: string; number: number } {
    const len = cycle.phases.length;
    const startAt = Math.max(0, cycle.start ? cycle.phases.indexOf(cycle.start) : 0);
    return { kind: cycle.phases[(startAt + (slot % len)) % len], number: Math.floor(slot / len) + 1 };
}

/**
 * The places left out between the first and the last phase a script lists, each with the listed
 * place that follows it: `night 1` then `night 2` leaves out `day 1`, which runs with no orders and
 * no votes. Phases before the first listed one are not counted: a script may begin later (a quiet
 * first night).
 */
export function skippedSlots(slots: readonly number[]): Array<{ slot: number; next: number }> {
    const listed = [...new Set(slots.filter((s) => s >= 0))].sort((a, b) => a - b);
    const out: Array<{ slot: number; next: number }> = [];
    for (let i = 1; i < listed.length; i++) for (let s = listed[i - 1] + 1; s < listed[i]; s++) out.push({ slot: s, next: listed[i] });
    return out;
}

/**
 * Phases a script lists after a phase that comes later in the game (`day 2`, then `night 1`):
 * `mafia run` plays each in its place, not in the order written. Each with the index of the listed
 * phase it is written after but comes before.
 */
export function outOfOrderSlots(slots: readonly number[]): Array<{ index: number; after: number }> {
    const out: Array<{ index: number; after: number }> = [];
    let latest = -1;
    for (let i = 0; i < slots.length; i++) {
        if (slots[i] < 0) continue;
        if (latest >= 0 && slots[i] < slots[latest]) out.push({ index: i, after: latest });
        else latest = i;
    }
    return out;
}
