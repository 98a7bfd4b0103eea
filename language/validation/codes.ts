/** Stable diagnostic codes (kebab-case). Published codes never change meaning. */
export const Codes = {
    // references and names (references-checks.ts, structure-checks.ts, display-name-checks.ts)
    UnknownReference: 'unknown-reference',
    DuplicateName: 'duplicate-name',
    MissingDisplayName: 'missing-display-name',
    AmbiguousReference: 'ambiguous-reference',
    WrongReferenceKind: 'wrong-reference-kind',
    GuiseNotSecretRole: 'guise-not-secret-role',
    UnresolvedImport: 'unresolved-import',
    ImportCycle: 'import-cycle',
    DuplicateReference: 'duplicate-reference',
    // usage limits (limit-checks.ts)
    RedundantLimit: 'redundant-limit',
    ConflictingLimits: 'conflicting-limits',
    LimitOnPassive: 'limit-on-passive',
    TriggerPerPhaseLimit: 'trigger-per-phase-limit',
    SameTargetWithoutTarget: 'same-target-without-target',
    ExclusiveWithSelf: 'exclusive-with-self',
    ExclusiveBothWays: 'exclusive-both-ways',
    // abilities that can never be used (usability-checks.ts)
    NeverUsable: 'never-usable',
    PhaseKindNotInCycle: 'phase-kind-not-in-cycle',
    RequiresBlockingStatus: 'requires-blocking-status',
    StatusNeverGiven: 'status-never-given',
    ImpossibleTarget: 'impossible-target',
    TargetCountOutOfRange: 'target-count-out-of-range',
    AbilityWithoutEffect: 'ability-without-effect',
    AppearanceNeverSeen: 'appearance-never-seen',
    UndeclaredParameter: 'undeclared-parameter',
    // message texts (placeholder-checks.ts)
    UnknownPlaceholder: 'unknown-placeholder',
    // rule conflicts and resolution order (conflict-checks.ts)
    ConflictingEffects: 'conflicting-effects',
    StageOrderCycle: 'stage-order-cycle',
    AmbiguousStageOrder: 'ambiguous-stage-order',
    ProtectionNeverApplies: 'protection-never-applies',
    ProtectionTooLate: 'protection-too-late',
    EffectTooLate: 'effect-too-late',
    // win conditions (win-checks.ts)
    FactionWithoutRoles: 'faction-without-roles',
    WinNamesEmptyFaction: 'win-names-empty-faction',
    ContradictoryWinCondition: 'contradictory-win-condition',
    WinConditionAlwaysTrue: 'win-condition-always-true',
    FactionCannotWin: 'faction-cannot-win',
    RoleWithoutFaction: 'role-without-faction',
    // numbers (range-checks.ts)
    ChanceOutOfRange: 'chance-out-of-range',
    ThresholdOutOfRange: 'threshold-out-of-range',
    EmptyRange: 'empty-range',
    HpOutOfRange: 'hp-out-of-range',
    ResourceOutOfBounds: 'resource-out-of-bounds',
    // the deal (deal-checks.ts)
    DealNeedsMorePlayers: 'deal-needs-more-players',
    NotEnoughRoles: 'not-enough-roles',
    InvalidDeal: 'invalid-deal',
    PlayerCountOutOfRange: 'player-count-out-of-range',
    // game scripts (structure-checks.ts)
    PhaseSkipped: 'phase-skipped',
    PhaseOutOfOrder: 'phase-out-of-order',
    // the setup's deal clauses (deal-setup-checks.ts)
    ImpossibleSetup: 'impossible-setup',
    // modifiers and roles dealt as another (modifier-checks.ts)
    ModifierMisplaced: 'modifier-misplaced',
    // unused declarations (unused-checks.ts)
    UnusedDeclaration: 'unused-declaration',
    // expressions (expression-types.ts)
    TypeMismatch: 'type-mismatch',
    UnknownMember: 'unknown-member',
    // orders in game scripts (order-checks.ts)
    UnknownParameter: 'unknown-parameter',
    // how a vote is written in the thread (vote-post-checks.ts)
    VotePostColour: 'vote-post-colour',
    VotePostEmpty: 'vote-post-empty',
    VerdictNotAllowed: 'verdict-not-allowed',
    BadDeadline: 'bad-deadline',
    // votings (voting-checks.ts)
    TieRuleUnused: 'tie-rule-unused',
    // natural resolution and actions on actions (natural-order-checks.ts)
    NaturalOrderLoop: 'nar-loop',
    RetargetUnknownParameter: 'retarget-unknown-parameter',
    // words with few meanings: `language ru|en`, a player's gender (language-checks.ts)
    UnknownValue: 'unknown-value',
    // imports and overrides (override-checks.ts)
    ImplicitOverride: 'implicit-override',
    NothingToOverride: 'nothing-to-override',
} as const;

/**
 * A check that threw (mafia-validation-registry.ts): a bug of the checker, reported where it struck.
 * Not among `Codes`: no rule set triggers it on purpose, so it has no example in examples/diagnostics.
 */
export const INTERNAL_ERROR = 'internal-error';

export type Code = (typeof Codes)[keyof typeof Codes];
