// Values of the expression language besides numbers, booleans, strings, players (indices, -1 =
// nobody) and player sets (arrays of indices): references to declarations and the phase.

/** A declaration used as a value: `Комиссар` in `target.role == Комиссар`, a guessed role. */
export class RefValue {
    constructor(readonly kind: string, readonly id: string) {}
    toString(): string { return `${this.kind}:${this.id}`; }
}

/** `phase`: `phase.number`, `phase.index`, `phase.kind`; `phase == night` compares the kind. */
export class PhaseValue {
    constructor(readonly index: number, readonly kind: string, readonly number: number) {}
}

/**
 * A `param deal` (seed 000's Ва-банк): the claimed list of who holds which roles, as written in the
 * order — entries separated by `;`, `,` or new lines, each `WHO = ROLE` (also `:`, `->`, `→`),
 * WHO a player's name or one of his roles (seed 000: the public явная роль), ROLE the claimed role.
 * `.correct` (engine/deal-claim.ts) checks it against the deal.
 */
export class DealValue {
    constructor(readonly text: string) {}
    toString(): string { return this.text; }
}

/** Truthiness in the rule language: a set is true when non-empty, a number when non-zero, a text when not empty. */
export function truthy(x: unknown): boolean {
    if (typeof x === 'boolean') return x;
    if (Array.isArray(x)) return x.length > 0;
    if (typeof x === 'number') return x !== 0 && !Number.isNaN(x);
    return x !== null && x !== undefined && x !== '';
}
