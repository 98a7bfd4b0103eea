// What a check sees of a player (`appears as R [to A, …]`), defined once for the engine and the
// checker. An appearance with a `to` list fools exactly the listed abilities; one without fools every
// **investigation**: an ability, option or trigger whose effects learn, reveal or tell something
// (`learn`, `reveal`, `tell`). Inside such an ability every test of another player's identity — its
// `learn role|faction|alignment`, its `where`, `only when` and effect conditions (`target is Mafia`),
// `target.role`, `target.faction` — sees the role he appears as, never his own; the actor's tests of
// himself see the truth.
import type { ActionSource } from './model/rule-context.js';
import type { RuleIndex } from './rule-index.js';
import type { PlayerState } from './state.js';

/** The effect node types that make an ability an investigation (`effectKinds`). */
export const INVESTIGATION_EFFECTS: ReadonlySet<string> = new Set(['LearnEffect', 'RevealEffect', 'TellEffect']);

/** Whether effects using these node types investigate (the checker passes its own node types). */
export function investigates(effectKinds: Iterable<string>): boolean {
    for (const k of effectKinds) if (INVESTIGATION_EFFECTS.has(k)) return true;
    return false;
}

const investigations = new WeakMap<RuleIndex, Map<string, boolean>>();

/** Whether the ability or trigger `key` (its options included) is an investigation. */
function isInvestigation(ix: RuleIndex, key: string): boolean {
    let byKey = investigations.get(ix);
    if (!byKey) { byKey = new Map(); investigations.set(ix, byKey); }
    let r = byKey.get(key);
    if (r === undefined) {
        const a = ix.abilities.get(key);
        const kinds = a ? [...(a.effectKinds ?? []), ...a.options.flatMap((o) => o.effectKinds ?? [])] : (ix.triggers.get(key)?.effectKinds ?? []);
        r = investigates(kinds);
        byKey.set(key, r);
    }
    return r;
}

/**
 * The role `p` appears as to the action `source`, or undefined when it sees his real roles: he has
 * no appearance for it, or he is the actor himself. `learning`: the test is a `learn`/`reveal` itself
 * (an execution's `learn role of target` investigates too, though a voting is no ability).
 */
export function apparentRole(ix: RuleIndex, p: PlayerState, source: ActionSource, learning = false): string | undefined {
    if (p.index === source.actor) return undefined;
    let general: boolean | undefined;
    for (const r of p.roles) {
        for (const a of ix.roles.get(r)?.appears ?? []) {
            if (a.onDeath) continue;
            if (a.to.length > 0 ? a.to.includes(source.key) : (general ??= learning || isInvestigation(ix, source.key))) return a.as;
        }
    }
    return undefined;
}
