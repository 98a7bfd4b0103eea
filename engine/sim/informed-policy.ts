// Policy `informed` (DESIGN.md, `mafia simulate`): players act on what they have learned. They
// vote for known enemies and never for known allies; harmful abilities (kills, damage, blocks,
// statuses) aim at known enemies, then at players not known as allies; protections go to known
// allies, then to players not known as enemies; investigations go to players not yet known. A
// faction that knows its members (`knows` itself) picks one target per phase for its vote and its
// shared action. All of it is read from the rule set (effect kinds, `knows`), never a script.
import type { PlayerState } from '../state.js';
import { Knowledge } from './knowledge.js';
import type { OrderChoice, SingleTargets } from './legal-orders.js';
import { buildPhase, type Preferences } from './phase-builder.js';
import type { Policy } from './policy.js';

type Intent = 'harm' | 'protect' | 'learn' | 'other';

const HARM = new Set(['KillEffect', 'DamageEffect', 'BlockEffect', 'GiveStatusEffect', 'ExecuteEffect', 'DisableEffect', 'CancelEffect', 'RedirectEffect', 'DefeatEffect']);
const PROTECT = new Set(['ProtectEffect', 'HealEffect', 'ReviveEffect', 'ImmuneEffect', 'ReduceEffect', 'RemoveStatusEffect']);

const intents = new WeakMap<object, Intent>();

/** What the order is for, read from its effects (worked out once per ability or option). */
function intentOf(choice: OrderChoice): Intent {
    const unit = choice.option?.effectKinds ? choice.option : choice.ability;
    let intent = intents.get(unit);
    if (intent === undefined) {
        const kinds = unit.effectKinds ?? [];
        intent = kinds.some((k) => HARM.has(k)) ? 'harm' : kinds.some((k) => PROTECT.has(k)) ? 'protect' : kinds.includes('LearnEffect') ? 'learn' : 'other';
        intents.set(unit, intent);
    }
    return intent;
}

const anyone = (): boolean => true;

export const informedPolicy: Policy = {
    name: 'informed',
    start(g, rng) {
        const k = new Knowledge(g);
        const pick = <T>(xs: T[]): T => xs[rng.int(xs.length)];
        /** The first non-empty tier, uniformly. */
        const prefer = (tiers: PlayerState[][]): PlayerState => pick(tiers.find((t) => t.length > 0)!);
        /**
         * The first tier with a target the engine accepts, uniformly among its accepted ones (null: none
         * at all). A tier is the pool's players that pass its test; each is checked by the engine only
         * when his tier is reached, so a tier met early spares the checks of the rest.
         */
        const preferLegal = (legal: SingleTargets, tiers: Array<(t: PlayerState) => boolean>): PlayerState | null => {
            for (const inTier of tiers) {
                const tier = legal.pool.filter((t) => inTier(t) && legal.accepts(t));
                if (tier.length > 0) return pick(tier);
            }
            return null;
        };
        // Factions that know their members: their target of the phase, chosen in decide().
        const coordinated = new Set(g.rs.factions.filter((f) => f.knows.includes(`faction:${f.id}`)).map((f) => f.id));
        let plan = new Map<string, PlayerState>();
        const factionOf = (p: PlayerState): string | null => k.own[p.index];

        const prefs: Preferences = {
            target(choice, targets) {
                const actor = choice.actor;
                const f = factionOf(actor);
                const planned = f ? plan.get(f) : undefined;
                const intent = intentOf(choice);
                if (intent === 'harm' && planned && (choice.ability.shared || coordinated.has(f!)) && targets.pool.includes(planned) && targets.accepts(planned)) return planned;
                const other = (t: PlayerState): boolean => t !== actor;
                switch (intent) {
                    case 'harm': return preferLegal(targets, [(t) => k.enemy(actor, t), (t) => t !== actor && !k.ally(actor, t), other, anyone]);
                    case 'protect': return preferLegal(targets, [(t) => t !== actor && k.ally(actor, t), (t) => t !== actor && !k.enemy(actor, t), anyone]);
                    case 'learn': return preferLegal(targets, [(t) => t !== actor && !k.knows(actor, t), other, anyone]);
                    default: return preferLegal(targets, [other, anyone]);
                }
            },
            sharedActor: (_key, holders) => pick(holders),
            vote(voter, alive) {
                const others = alive.filter((t) => t !== voter);
                const f = factionOf(voter);
                const planned = f ? plan.get(f) : undefined;
                if (planned && planned !== voter && others.includes(planned)) return planned;
                return prefer([others.filter((t) => k.enemy(voter, t)), others.filter((t) => !k.ally(voter, t)), others]);
            },
        };

        const makePlan = (): void => {
            plan = new Map();
            const alive = g.census().alive;
            for (const f of coordinated) {
                const members = alive.filter((p) => factionOf(p) === f);
                if (members.length === 0) continue;
                const enemies = alive.filter((t) => members.some((m) => k.enemy(m, t)));
                const strangers = alive.filter((t) => !members.some((m) => k.ally(m, t)));
                const tier = enemies.length > 0 ? enemies : strangers;
                if (tier.length > 0) plan.set(f, pick(tier));
            }
        };

        return {
            decide: () => { makePlan(); return buildPhase(g, rng, prefs); },
            observe: (result) => k.read(result.events),
        };
    },
};
