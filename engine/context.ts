// The evaluation context of compiled expressions and effects: who acts, on whom, and the
// variables the rule text may name (self, target, targets, actor, guess, chosen, victims,
// voters, attackers, visitors, holder). `it` and loop variables are JavaScript parameters of the
// compiled lambdas, never context fields.
import type { Game } from './game.js';
import type { ActionSource, RuleContext } from './model/rule-context.js';
import type { RefValue } from './model/values.js';
import type { Order } from './order.js';

export type { ActionSource };

const NONE: number[] = [];

export class Ctx implements RuleContext {
    /** The guessed role (`args.role`). */
    guess: RefValue | null = null;
    /** The chosen option or guise. */
    chosen: RefValue | null = null;
    /** `victims`: a `kill … then`'s victims; elsewhere those who died in this phase so far. */
    private victimsSet: number[] | null = null;
    get victims(): number[] {
        return this.victimsSet ?? this.g.players.filter((p) => !p.alive && p.deathPhase === this.g.index).map((p) => p.index);
    }
    set victims(v: number[]) { this.victimsSet = v; }
    voters: number[] = NONE;
    attackers: number[] = NONE;
    visitors: number[] = NONE;
    /** Everyone who ordered a collective action (default: the actor). */
    actors: number[] | null = null;
    /** The value just learned (`on learn` triggers, `{value}` in messages). */
    value: string | number | null = null;
    /** Values given to declared parameters (`param number Сколько`). */
    args: ReadonlyMap<string, string | number> | null = null;

    constructor(
        readonly g: Game,
        readonly self: number,
        readonly actor: number,
        public target: number,
        public targets: number[],
        readonly order: Order | null,
        readonly source: ActionSource,
    ) {}

    /** A copy with some variables rebound (used for `then`, per-target checks, extensions). */
    with(patch: Partial<Pick<Ctx, 'target' | 'targets' | 'victims' | 'voters' | 'attackers' | 'visitors'>>): Ctx {
        const c = new Ctx(this.g, this.self, this.actor, this.target, this.targets, this.order, this.source);
        c.guess = this.guess; c.chosen = this.chosen; c.victimsSet = this.victimsSet; c.voters = this.voters;
        c.attackers = this.attackers; c.visitors = this.visitors; c.args = this.args; c.actors = this.actors; c.value = this.value;
        // Field by field, not Object.assign: a call per rebinding on hot paths (protections, `then`).
        if ('target' in patch) c.target = patch.target!;
        if ('targets' in patch) c.targets = patch.targets!;
        if ('victims' in patch) c.victims = patch.victims!;
        if ('voters' in patch) c.voters = patch.voters!;
        if ('attackers' in patch) c.attackers = patch.attackers!;
        if ('visitors' in patch) c.visitors = patch.visitors!;
        return c;
    }
}
