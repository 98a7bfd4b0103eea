// A player's stack of roles: one base role (one per slot, in rule sets with slots) plus any number of
// modifiers (`modifier Bulletproof`), each at most once. The one definition of what a deal may stack,
// read by the engine's deal (engine/deal.ts: exit-1 deal errors) and by the checker of game scripts
// (language/validation/deal-checks.ts: diagnostics), so both say the same thing in the same words.
//
// Stacking order: the base role comes first (it is the player's `role`, his faction and what checks
// see), then the modifiers in the order the deal lists them. Their abilities and triggers add to the
// base role's and run after them where order matters (the same stage, the same event). For kills the
// list is also a wrapping, as calder/mafia builds a stacked role (ROLES.md 8.4): the modifiers listed
// first are outermost, the base role innermost (`stackDepth`); an `on kill reaching` trigger hears a kill
// only if no defence outside its layer stopped it (engine/phase/harm.ts): Vengeful listed before
// Bulletproof retaliates for a kill the vest stopped, listed after it does not.
import { say, type Lang, type MessageKey, type Params } from './l10n/catalogue.js';

export interface StackEntry {
    title: string;
    modifier: boolean;
    /** A modifier's `requires ability` / `requires role ability`. */
    requires?: 'ability' | 'role-ability' | null;
    /** A base role's abilities to order: its own, and its faction's shared ones. */
    orders?: { own: boolean; shared: boolean };
}

export interface StackProblem {
    /** The position in the player's list the problem is about (for a diagnostic's range). */
    index: number;
    key: MessageKey;
    params: Params;
}

/**
 * What is wrong with a player's stack: a modifier without a base role, a modifier twice, and (in a
 * rule set without slots) two base roles. Slots are checked by the deal itself (one base role per slot).
 */
export function stackProblems(player: string, roles: readonly StackEntry[], hasSlots: boolean): StackProblem[] {
    const out: StackProblem[] = [];
    const bases = roles.map((r, i) => ({ r, i })).filter((x) => !x.r.modifier);
    if (bases.length === 0) {
        const first = roles.findIndex((r) => r.modifier);
        if (first >= 0) out.push({ index: first, key: 'ms.deal.modifierAlone', params: { modifier: roles[first].title, player } });
    }
    if (!hasSlots && bases.length > 1) {
        out.push({ index: bases[1].i, key: 'ms.deal.twoBases', params: { player, roles: bases.map((x) => x.r.title).join(', ') } });
    }
    roles.forEach((r, i) => {
        if (r.modifier && roles.findIndex((x) => x.title === r.title) < i) out.push({ index: i, key: 'ms.deal.modifierTwice', params: { player, modifier: r.title } });
    });
    // ROLES.md 8.4: a Ninja needs an ability (the Mafia kill counts), an Overeager one of his role's own.
    if (bases.length === 1) {
        const base = bases[0].r;
        roles.forEach((r, i) => {
            if (!r.modifier || !r.requires || !base.orders) return;
            const ok = base.orders.own || (r.requires === 'ability' && base.orders.shared);
            if (!ok) out.push({ index: i, key: r.requires === 'ability' ? 'ms.deal.needsAbility' : 'ms.deal.needsRoleAbility', params: { player, modifier: r.title, role: base.title } });
        });
    }
    return out;
}

export function stackProblemText(lang: Lang, p: StackProblem): string {
    return say(lang, p.key, p.params);
}

/** The stack in its order: base roles first (as listed), then the modifiers as listed. */
export function stackOrder<T extends { modifier?: boolean }>(roles: readonly T[]): T[] {
    return [...roles.filter((r) => !r.modifier), ...roles.filter((r) => r.modifier)];
}

/**
 * How deep `role` sits in a player's stack (`roles` in stack order: base roles, then the modifiers as
 * dealt): the first-listed modifier is 1, the next 2, …; the base role is innermost. A protection placed
 * on the player by someone's action is outside every layer (0). 0 also for a role he does not hold.
 */
export function stackDepth(roles: readonly string[], role: string, isModifier: (role: string) => boolean): number {
    const i = roles.indexOf(role);
    if (i < 0) return 0;
    let bases = 0;
    for (const r of roles) if (!isModifier(r)) bases++;
    return i >= bases ? i - bases + 1 : roles.length - bases + 1;
}
