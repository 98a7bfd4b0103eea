// The catalogue of expression members (`X.m`): for each kind of receiver, the members it has,
// their result types and what they mean. It is the one definition both sides read: the checker
// (language/validation/expression-types.ts) accepts exactly these members with these types, and the
// engine (engine/expressions.ts `mem`) evaluates them through a table keyed by these names, so a
// member listed here without an evaluator does not compile. Imports nothing (the language bundles it).

/**
 * The types of the expression language. `players` is a set of players, `sides` a set of sides
 * (factions, or roles playing alone), `roles` a set of roles; `resource` is a per-player resource
 * named without its owner (read it as `player.Resource`). `unknown` never reports an error.
 */
export type ExpressionType =
    | 'number' | 'boolean' | 'text' | 'player' | 'players' | 'role' | 'roles' | 'faction' | 'sides'
    | 'status' | 'tag' | 'ability' | 'phase' | 'stage' | 'slot' | 'voting' | 'message' | 'guise'
    | 'deal' | 'resource' | 'unknown';

export interface MemberDef {
    readonly type: ExpressionType;
    /** One line for the reference, hover and completion. */
    readonly doc: string;
}

/** Members every value of a type has (`player.alive`, `phase.number`, `МафияКлан.leader`). */
export const MEMBERS = {
    player: {
        role: { type: 'role', doc: 'his role (the first one dealt)' },
        faction: { type: 'faction', doc: 'his faction (a role he is counted as, `count X as R`, gives its faction)' },
        // What he is to the rules; the sides he wins with and what a check sees differ (engine/sides.ts).
        side: { type: 'faction', doc: 'his side: his faction, or his role when it plays alone' },
        alive: { type: 'boolean', doc: 'he is alive' },
        dead: { type: 'boolean', doc: 'he is dead' },
        guise: { type: 'guise', doc: 'one of his guises, a fresh random draw' },
        damaged: { type: 'boolean', doc: 'harm got through to him this phase' },
        attacked: { type: 'boolean', doc: 'harm came at him this phase, stopped or not' },
        executed: { type: 'boolean', doc: 'he was executed this phase' },
        voted: { type: 'boolean', doc: 'he cast a vote this phase' },
        ballot: { type: 'players', doc: 'whom he voted against this phase (empty: nobody)' },
        targeted: { type: 'players', doc: 'whom his orders targeted this phase' },
        visitors: { type: 'players', doc: 'who visited him this phase: carried out an order on him (he himself too; hidden visits not counted)' },
        visits: { type: 'players', doc: 'whom he visited this phase (none when his visits are hidden)' },
        allVisitors: { type: 'players', doc: 'who visited him in any phase so far, this one included (hidden visits not counted)' },
        attackers: { type: 'players', doc: 'who aimed a kill or an attack at him this phase, stopped or not (himself not counted)' },
        votes: { type: 'number', doc: 'how many players\' votes this phase name him (each voter once, whatever the weight)' },
        hp: { type: 'number', doc: 'his lives' },
        guess: { type: 'role', doc: 'his guess in a `collective` ability' },
    },
    players: {
        sides: { type: 'sides', doc: 'their sides (factions, or roles playing alone), each once' },
        roles: { type: 'roles', doc: 'their roles, each once' },
        count: { type: 'number', doc: 'how many they are' },
    },
    phase: {
        number: { type: 'number', doc: 'its number among phases of its kind, from 1' },
        index: { type: 'number', doc: 'its number in the game, from 1' },
    },
    ability: {
        streak: { type: 'number', doc: 'in how many eligible phases in a row, this one included, the actor used it' },
    },
    faction: {
        leader: { type: 'player', doc: 'its leader: the first living holder along its `leader is first of` chain, else its first living member' },
        members: { type: 'players', doc: 'its living players' },
    },
    role: {
        faction: { type: 'faction', doc: 'its faction' },
    },
    deal: {
        correct: { type: 'boolean', doc: 'the claimed list of roles is complete and true' },
    },
} as const satisfies Partial<Record<ExpressionType, Record<string, MemberDef>>>;

/** The types that have built-in members. */
export type MemberReceiver = keyof typeof MEMBERS;
/** The built-in member names of a receiver type. */
export type MemberName<R extends MemberReceiver> = keyof (typeof MEMBERS)[R] & string;

/**
 * Members a player has because the rule set declares them: a slot's identifier (the role in it,
 * `target.Тайная`) and a per-player resource's (`self.Карты`). Built-in names win over these.
 */
export const DECLARED_PLAYER_MEMBERS = {
    slot: { type: 'role', doc: 'the role in this slot (none: empty)' },
    resource: { type: 'number', doc: "the player's value of this resource" },
} as const satisfies Record<string, MemberDef>;

/** The built-in member `name` of a receiver type, or undefined. */
export function builtInMember(receiver: ExpressionType, name: string): MemberDef | undefined {
    const table = (MEMBERS as Partial<Record<ExpressionType, Record<string, MemberDef>>>)[receiver];
    return table && Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

/** The built-in member names of a receiver type, in catalogue order. */
export function builtInMemberNames(receiver: ExpressionType): string[] {
    const table = (MEMBERS as Partial<Record<ExpressionType, Record<string, MemberDef>>>)[receiver];
    return table ? Object.keys(table) : [];
}

/**
 * What `learn P of X` / `reveal P of X` may ask besides a slot's or a resource's identifier (the role
 * in that slot, the resource's value). The engine words each (engine/effects/information.ts `propertyValue`); the
 * checker reports any other name.
 */
export const LEARN_PROPERTIES = {
    role: 'his role, as it appears to this ability (`appears as`)',
    faction: 'the faction of the role he appears as to this ability (a role he is counted as does not change it)',
    alignment: 'his side, or the `as` answer',
    guise: 'one random draw from his guises',
    hp: 'his lives',
    targets: 'whom he targeted this phase',
    visitors: 'who visited him this phase (the learner and hidden visits left out; alphabetical; "nobody")',
    visits: 'whom he visited this phase (hidden visits left out; alphabetical; "nobody")',
    allVisitors: 'who visited him in any phase so far (the learner and hidden visits left out; alphabetical; "nobody")',
    attackers: 'who aimed a kill or an attack at him this phase, stopped or not',
    damage: 'the damaging abilities applied to him in the previous phase',
    actions: 'his actions this phase, worded by `described as`',
    history: 'all his actions so far',
} as const satisfies Record<string, string>;

export type LearnProperty = keyof typeof LEARN_PROPERTIES;

export function isLearnProperty(name: string): name is LearnProperty {
    return Object.prototype.hasOwnProperty.call(LEARN_PROPERTIES, name);
}
