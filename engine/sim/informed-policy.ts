// Policy `informed` (DESIGN.md, `mafia simulate`): players act on what they have learned. They
// vote for known enemies and never for known allies; harmful abilities (kills, damage, blocks,
// statuses) aim at known enemies, then at players not known as allies; protections go to known
// allies, then to players not known as enemies; investigations go to players not yet known. A
// faction that knows its members (`knows` itself) picks one target per phase for its vote and its
// shared action. All of it is read from the rule set (effect kinds, `knows`), never a script.
import type { PlayerState } from '../state.js';
import { Knowledge } from './knowledge.js';
import type { OrderChoice } from './legal-orders.js';
import { buildPhase, type Preferences } from './phase-builder.js';
import type { Policy } from './policy.js';

type Intent = 'harm' | 'protect' | 'learn' | 'other';

const HARM = new Set(['KillEffect', 'DamageEffect', 'BlockEffect', 'GiveStatusEffect', 'ExecuteEffect', 'DisableEffect', 'CancelEffect', 'RedirectEffect', 'DefeatEffect']);
const PROTECT = new Set(['ProtectEffect', 'HealEffect', 'ReviveEffect', 'ImmuneEffect', 'ReduceEffect', 'RemoveStatusEffect']);

function intentOf(choice: OrderChoice): Intent {
    const kinds = choice.option?.effectKinds ?? choice.ability.effectKinds ?? [];
    if (kinds.some((k) => HARM.has(k))) return 'harm';
    if (kinds.some((k) => PROTECT.has(k))) return 'protect';
    if (kinds.includes('LearnEffect')) return 'learn';
    return 'other';
}

export const informedPolicy: Policy = {
    name: 'informed',
    start(g, rng) {
        const k = new Knowledge(g);
        const pick = <T>(xs: T[]): T => xs[rng.int(xs.length)];
        /** The first non-empty tier, uniformly. */
        const prefer = (tiers: PlayerState[][]): PlayerState => pick(tiers.find((t) => t.length > 0)!);
        // Factions that know their members: their target of the phase, chosen in decide().
        const coordinated = new Set(g.rs.factions.filter((f) => f.knows.includes(`faction:${f.id}`)).map((f) => f.id));
        let plan = new Map<string, PlayerState>();
        const factionOf = (p: PlayerState): string | null => k.own[p.index];

        const prefs: Preferences = {
            target(choice, targets) {
                const legal = targets.all();
                if (legal.length === 0) return null;
                const actor = choice.actor;
                const f = factionOf(actor);
                const planned = f ? plan.get(f) : undefined;
                const intent = intentOf(choice);
                if (intent === 'harm' && planned && (choice.ability.shared || coordinated.has(f!)) && legal.includes(planned)) return planned;
                const others = legal.filter((t) => t !== actor);
                switch (intent) {
                    case 'harm': return prefer([legal.filter((t) => k.enemy(actor, t)), others.filter((t) => !k.ally(actor, t)), others, legal]);
                    case 'protect': return prefer([others.filter((t) => k.ally(actor, t)), others.filter((t) => !k.enemy(actor, t)), legal]);
                    case 'learn': return prefer([others.filter((t) => !k.knows(actor, t)), others, legal]);
                    default: return prefer([others, legal]);
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
