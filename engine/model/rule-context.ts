// What compiled rule functions receive and what produced an effect, as the model sees them. The
// runtime's evaluation context (engine/context.ts `Ctx`) implements RuleContext; the model names
// no engine module, so the records that keep a context (protections, delayed effects, learns) and
// the rule set's compiled functions are typed by this interface.

/** Where a rule came from: the `.mafia` file and the 1-based line of the rule. */
export interface SourceRef { file: string; line: number }

/** What produced an effect: `by` conditions and protections match against it. */
export interface ActionSource {
    kind: 'ability' | 'trigger' | 'voting' | 'host' | 'setup';
    /** Ability or trigger key (`Комиссар.Проверка`), voting id, ... */
    key: string;
    title: string;
    /** The option chosen (`Арсенал/Дробовик` is matched as `option:Role.Арсенал/Дробовик`). */
    option: string | null;
    /** The acting player (-1: none) and the roles / factions he acted as. */
    actor: number;
    roles: readonly string[];
    factions: readonly string[];
    src: SourceRef;
}

/** The variables a context may rebind (`then`, per-target checks, extensions). */
export interface ContextPatch {
    target?: number;
    targets?: number[];
    victims?: number[];
    voters?: number[];
    attackers?: number[];
    visitors?: number[];
}

/** The evaluation context of compiled expressions and effects (implemented by engine/context.ts). */
export interface RuleContext {
    readonly self: number;
    readonly actor: number;
    target: number;
    targets: number[];
    readonly source: ActionSource;
    with(patch: ContextPatch): RuleContext;
}
