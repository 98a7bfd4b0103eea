// The compiled rule set: what `mafia generate` emits and the runtime loads. Plain data plus
// JavaScript functions compiled from the rule set's expressions and effects. Identifiers (`id`)
// are the declarations' identifiers; `title` is the display name used in every output.
import type { RuleContext, SourceRef } from './rule-context.js';

/** Where a rule came from (declared with the context types, which name it too). */
export type { SourceRef };

/** A compiled expression or condition, evaluated against a context. */
export type Fn<T> = (c: RuleContext) => T;
/** A compiled effect: calls runtime primitives; returns nothing. */
export type EffectFn = (c: RuleContext) => void;

/**
 * A reference to a declaration, as `kind:id`: `role:Комиссар`, `faction:Мирные`, `tag:Новичок`,
 * `status:Гость`, `ability:Комиссар.Проверка`, `option:Игрок.Арсенал/Дробовик`,
 * `trigger:Ниндзя.Завещание`, `player:Вася` (game scripts only), `phase:night`, `resource:…`.
 */
export type RefString = string;

export interface RuleSet {
    /** Format version of this structure (the runtime refuses newer ones). */
    format: 1;
    name: string;
    title: string;
    file: string;
    /** The phase cycle, in order (day, night, ...). */
    phases: PhaseDef[];
    /** Resolution stages in declaration order (`after` constraints applied by the runtime). */
    stages: StageDef[];
    slots: SlotDef[];
    factions: FactionDef[];
    roles: RoleDef[];
    abilities: AbilityDef[];
    triggers: TriggerDef[];
    statuses: StatusDef[];
    resources: ResourceDef[];
    tags: TagDef[];
    votings: VotingDef[];
    messages: MessageDef[];
    /** Guise labels that are not roles (seed 000's «Аноним»). */
    guiseLabels?: Array<{ id: string; title: string; src: SourceRef }>;
    setup: SetupDef;
}

export interface PhaseDef { id: string; title: string; voting: string | null; src: SourceRef }

export interface StageDef { id: string; title: string; simultaneous: boolean; after: string | null; src: SourceRef }

export interface SlotDef { id: string; title: string; unique: boolean; src: SourceRef }

export interface WinDef {
    /** Wins only if no other side wins at the same check. */
    alone: boolean;
    /** Wins together with whoever else wins (and only then), when its condition holds. */
    anyone?: boolean;
    /** The win condition's own name (`{value}` in the win message). */
    title?: string | null;
    /** Runs when this condition makes the side win. */
    then?: EffectFn | null;
    /** `null`: the clause has no condition (never wins by itself; allies only). */
    when: Fn<unknown> | null;
    /** Roles or factions that win together with this side (refs). */
    allies: RefString[];
    /** A faction's clause that names `self`: judged for each member (self = the member); the faction wins if it holds for one. */
    perMember?: boolean;
    src: SourceRef;
}

export interface FactionDef {
    id: string;
    title: string;
    wins: WinDef[];
    /** Who the faction's members know from the deal (refs). */
    knows: RefString[];
    /** The leader chain: the first living holder of these roles (in order) leads the faction. */
    leader?: string[];
    src: SourceRef;
}

export interface AppearsDef {
    /** The role id the player appears as. */
    as: string;
    /** Ability keys the appearance applies to; empty = every investigation. */
    to: string[];
    /** Only when the role is revealed on death. */
    onDeath?: boolean;
}

export interface RoleDef {
    id: string;
    title: string;
    aliases: string[];
    faction: string | null;
    slot: string | null;
    /** Keys of the role's own abilities (faction shared abilities are added by the runtime). */
    abilities: string[];
    triggers: string[];
    hp: number | null;
    appears: AppearsDef[];
    /** The role the player is told at the deal (ВСБ is told «Мирный житель»). */
    toldAs: string | null;
    knows: RefString[];
    guises: string[];
    count: { min: number; max: number } | null;
    resources: Array<{ id: string; value: number }>;
    tags: string[];
    wins: WinDef[];
    /** Holders are ranked in deal order (the first living one leads in a leader chain). */
    ranked?: boolean;
    /** A modifier (`modifier Bulletproof`): stacked on a base role, never dealt alone (engine/stacking.ts). */
    modifier?: boolean;
    /** `role MafiaVentriloquist from Ventriloquist : Mafia`: the role it is dealt as (its members come from it; `is Ventriloquist` matches). */
    base?: string | null;
    /** `visits hidden` (Ninja): the holder's visits are invisible to visit checks (engine/targeting.ts). */
    hiddenVisits?: boolean;
    /** `must act` (Overeager): an order is made up for the holder when he gives none (engine/phase/must-act.ts). */
    mustAct?: boolean;
    /** `requires ability` / `requires role ability` (a modifier): the base role must have an ability to
     *  order (its faction's shared ones counting) / one of its own; else the deal is refused (engine/stacking.ts). */
    requires?: 'ability' | 'role-ability';
    src: SourceRef;
}

export type TargetFilterName = 'alive' | 'dead' | 'other' | 'self' | 'distinct' | 'anyone';

export interface TargetDef {
    count: number;
    upTo: boolean;
    filters: TargetFilterName[];
    /** Checked once per target with `target` bound to it (and `targets` to all). */
    where: Fn<unknown> | null;
    /** The `where` condition in words, for the reason a target is refused. */
    whereWords?: { ru: string; en: string };
    /** The parts of a `where … and …` that do not name the target (mafiascum's Possess `Victim.alive`): the reason names the part. */
    whereApart?: ReadonlyArray<{ cond: Fn<unknown>; words: { ru: string; en: string } }>;
}

export interface ParamDef { kind: 'role' | 'guise' | 'option' | 'number' | 'text' | 'player' | 'faction' | 'ability' | 'deal'; name: string | null; optional?: boolean }

export type Scope = 'game' | 'phase' | 'day' | 'night' | 'cycle';

export type LimitDef =
    | { kind: 'per'; count: number; scope: Scope; src: SourceRef }
    | { kind: 'row'; scope: 'phases' | 'nights' | 'days'; unless?: Fn<unknown> | null; src: SourceRef }
    | { kind: 'same-target'; inRow: boolean; unless?: Fn<unknown> | null; src: SourceRef }
    | { kind: 'same-arg'; arg: 'role' | 'option' | 'guise' | 'faction'; inRow: boolean; unless?: Fn<unknown> | null; src: SourceRef }
    | { kind: 'option-count'; count: number; scope: Scope; src: SourceRef }
    /** readsTarget: the condition names `target` / `targets` (absent: assumed to). */
    | { kind: 'when'; only: boolean; cond: Fn<unknown>; readsTarget?: boolean; words?: { ru: string; en: string }; src: SourceRef }
    | { kind: 'exclusive'; with: string[]; src: SourceRef }
    | { kind: 'window'; from: number; to: number; src: SourceRef };

/** Clauses an ability and each of its options may carry (an option's own clauses override). */
export interface AbilityClauses {
    marks: string[];
    /** Phase kinds the ability may be used in; `null` = any phase. */
    phases: string[] | null;
    target: TargetDef | null;
    params: ParamDef[];
    stage: string | null;
    limits: LimitDef[];
    /** Probability in 0..1 that the order takes effect. */
    chance: number | null;
    visibility: 'public' | 'secret' | null;
    /** The actor must have one of these statuses. */
    requires: string[];
    /** Statuses that would block the ability but do not. */
    usableIn: string[];
    effect: EffectFn | null;
    /** Resolves as soon as it is ordered, before every stage. */
    instant?: boolean;
    /** All holders' orders on one target resolve as one action (`actors` = who ordered it). */
    collective?: boolean;
    /** `collective majority`: the joint action needs more than half of the ability's living holders. */
    quorum?: 'majority' | null;
    /** Whose order counts when several members order a shared action. */
    precedence?: { kind: 'last' | 'rank' | 'vote'; leaderWeight: number | null } | null;
    /** How the action is described to those who learn a player's actions. */
    described?: string | null;
    /** Offers the options of another ability (its key). */
    optionsOf?: string | null;
    /** The effect node types the effect uses (immunity exceptions judge abilities by them). */
    effectKinds?: string[];
    /** The effect says where the chosen option's effects run (`apply option`). */
    appliesOption?: boolean;
}

export interface OptionDef extends Partial<AbilityClauses> {
    id: string;
    title: string;
    src: SourceRef;
}

export interface AbilityDef extends AbilityClauses {
    /** Unique key: `Owner.Ability` (owner = role or faction identifier). */
    key: string;
    id: string;
    title: string;
    /** Other names an order may use (`alias`); absent in modules generated before aliases existed. */
    aliases?: string[];
    owner: string;
    /** A role's holders, a faction's members, or every player (`common`). */
    ownerKind: 'role' | 'faction' | 'common';
    /** A faction's shared action: one order per phase for the whole faction. */
    shared: boolean;
    passive: boolean;
    options: OptionDef[];
    src: SourceRef;
}

export type TriggerEventKind = 'death' | 'lynch' | 'targeted' | 'kill' | 'start' | 'end' | 'condition' | 'deal' | 'dying' | 'learn' | 'win' | 'vote' | 'visit';

export interface TriggerDef extends AbilityClauses {
    key: string;
    id: string;
    title: string;
    owner: string;
    ownerKind: 'role' | 'faction' | 'common';
    event: TriggerEventKind;
    /** `of`: whose death/lynch/...; empty = the holder's own. */
    subjects: RefString[];
    /** `by`: which ability/role/faction caused it; empty = any. */
    sources: RefString[];
    /** `except`: not when caused by these. */
    excluded?: RefString[];
    /** `phase`: only in phases of this kind. */
    phase: string | null;
    /** `on visit as first target`: only visits by orders whose first target is the holder. */
    firstTarget?: boolean;
    /** `on learn P`: only learns of property P (`on learn`: every learn). */
    learned?: string;
    /** `on kill reaching`: only kills that reach the trigger's role or modifier in the holder's stack (engine/phase/harm.ts). */
    reaching?: boolean;
    when: Fn<unknown> | null;
    /** Its condition or effect reads the event's killers (`attackers`, `killed by`): a late killer runs it again (engine/killers.ts). */
    readsAttackers?: boolean;
    src: SourceRef;
}

/** `this phase`, `next night`, `for 2 nights`, `for game`. */
export type DurationDef =
    | { kind: 'this'; unit: 'phase' | 'night' | 'day' | 'turn' }
    | { kind: 'next'; unit: 'phase' | 'night' | 'day' | 'turn' }
    | { kind: 'for'; count: number; unit: 'phases' | 'nights' | 'days' | 'turns' }
    | { kind: 'nextFor'; count: number; unit: 'phases' | 'nights' | 'days' | 'turns' }
    | { kind: 'game' };

export interface StatusDef {
    id: string;
    title: string;
    blocksAll: boolean;
    blocksMarks: string[];
    exceptMarks: string[];
    /** `null`: targetable; `[]`: untargetable in every phase; else the phase kinds. */
    untargetable: string[] | null;
    noVote: boolean;
    public: boolean;
    lasts: DurationDef | null;
    /** Held whenever the condition holds for the holder (besides being given). */
    while?: Fn<unknown> | null;
    /** Only the living hold it. */
    aliveOnly?: boolean;
    /** The holder cannot be executed: if the vote picks him, nobody is. */
    noExecution?: boolean;
    src: SourceRef;
}

export interface ResourceDef {
    id: string;
    title: string;
    scope: 'player' | 'global';
    initial: number;
    min: number | null;
    max: number | null;
    thresholds: Array<{ value: number; status: string | null; death: boolean }>;
    hidden: boolean;
    src: SourceRef;
}

export interface TagDef { id: string; title: string; src: SourceRef }

export interface VotingDef {
    id: string;
    title: string;
    model: 'plurality' | 'signed' | 'threshold';
    /** For `threshold`: the share of the living (0..1) a candidate needs. */
    threshold: number | null;
    ties: 'first-to-reach' | 'random' | 'nobody' | 'all' | 'last-by-name';
    /** `false`: a second vote by the same voter is rejected; `true`: it replaces the first. */
    changes: boolean;
    missed: { count: number; status: string | null } | null;
    execution: { kill: boolean; status: string | null; reveal: boolean; effect?: EffectFn | null };
    /** A voter's weight (self = the voter); `null` = 1. */
    weight: Fn<unknown> | null;
    /** What a living player who may vote but does not scores against himself (seed 003: -2). */
    abstain: number;
    /** `targets anyone`: the dead may be voted against (and executed) too. */
    deadTargets?: boolean;
    /** `post { … }`: how a vote is written in the forum thread (absent: not declared). */
    post?: VotePostDef | null;
    src: SourceRef;
}

/** How a vote is written in the thread (`mafia votes`); which vote counts follows `changes`. */
export interface VotePostDef {
    /** The rule set's own wording of it (seed 002: «мой голос – ник жертвы»). */
    title: string | null;
    /** Words a vote must start with (any of them, ignoring case); empty: none required. */
    phrases: string[];
    /** The nickname's colour per vote kind; empty: any colour, every vote `against`. */
    colours: Array<{ colour: string; kind: 'for' | 'against' }>;
    /** Words of argument the post needs besides the vote; null: none required. */
    argued: number | null;
    /** `tag vote`: `[vote]name[/vote]` is a vote. */
    tag: string | null;
    /** `reported`: a post whose only vote is quoted is listed among the posts that do not count. */
    quotes: 'ignored' | 'reported';
    /** The host may accept or reject a vote in the game script (`host accept|reject vote …`). */
    hostDecides: boolean;
}

export interface MessageDef { id: string; event?: string | null; text: string; src: SourceRef }

export interface SetupDef {
    /** `setup { language ru|en }`: the language of the tool's own words; absent = from the names. */
    language?: 'ru' | 'en';
    players: { min: number; max: number; recommended: boolean } | null;
    start: string | null;
    /** How many times per game a player may change an order; `null` = freely; 0 = never. */
    orderChanges: number | null;
    revealOnDeath: { when: Fn<unknown> | null } | null;
    draw: { repeated: boolean; when: Fn<unknown> | null } | null;
    /** `'each'` or the phase kinds after which wins are checked. */
    winCheck: 'each' | string[];
    /** `alive`: only players alive at the end win. */
    winners?: 'alive' | 'all';
    /** `dead not told`: a player dead at the end of a phase gets none of its private messages (seed 000's Морг). */
    deadNotTold?: boolean;
    /** `post binding …`: the binding part of the host's public post (seed 000's orange «комментарий»). */
    post?: PostDef | null;
    /** `deal …`: which roles a game of so many players deals (`mafia deal`); absent in older modules. */
    deals?: DealSetupDef[];
    /** `resolution natural`: orders wait for the orders that can change them (engine/natural-order.ts); absent = stages. */
    resolution?: 'natural' | 'stages';
    src: SourceRef;
}

export interface PostDef { title: string | null; color: string | null }

/** How many roles an entry of a deal gives: a number, players / divisor (rounded down), or the seats left. */
export type DealAmountDef = { kind: 'count'; value: number } | { kind: 'players'; divisor: number } | { kind: 'rest' };

/** `Мафия: 2` (one role, `pick` false) or `pick 2 of (…)` (roles drawn from the pool, each at most once). */
export interface DealEntryDef { pick: boolean; roles: string[]; amount: DealAmountDef; src: SourceRef }

export interface DealSetupDef { min: number; max: number; closed: boolean; entries: DealEntryDef[]; src: SourceRef }
