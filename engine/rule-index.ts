// Lookups over a compiled rule set, built once per rule set and cached: declarations by id,
// every spelling of their names, the resolution order of stages, parsed references.
import { MESSAGE_EVENT_TEXTS } from './template-placeholders.js';
import { NameTable } from './names.js';
import { orderStages as orderDeclaredStages } from './stage-order.js';
import type {
    AbilityDef, FactionDef, OptionDef, PhaseDef, RefString, ResourceDef, RoleDef, RuleSet, StageDef,
    StatusDef, TagDef, TriggerDef, VotingDef,
} from './model/ruleset.js';

export interface ParsedRef { kind: string; id: string }

export interface SingleRole { roles: string[]; codes: number[]; factions: string[]; abilities: AbilityDef[] }

/** The stage unstaged abilities resolve in: after every declared stage, simultaneous. */
export const DEFAULT_STAGE: StageDef = { id: '', title: 'Резолв', simultaneous: true, after: null, src: { file: '', line: 0 } };

/** The phase end (after voting): effects delayed to it, `end` triggers. Nothing in the phase acts after it. */
export const END_STAGE: StageDef = { id: 'end', title: 'Итоги фазы', simultaneous: false, after: null, src: { file: '', line: 0 } };

export class RuleIndex {
    readonly roles = new Map<string, RoleDef>();
    readonly factions = new Map<string, FactionDef>();
    readonly abilities = new Map<string, AbilityDef>();
    readonly triggers = new Map<string, TriggerDef>();
    readonly statuses = new Map<string, StatusDef>();
    readonly resources = new Map<string, ResourceDef>();
    readonly tags = new Map<string, TagDef>();
    readonly votings = new Map<string, VotingDef>();
    readonly phases = new Map<string, PhaseDef>();
    readonly messages = new Map<string, string>();
    readonly roleNames = new NameTable<RoleDef>();
    readonly tagNames = new NameTable<TagDef>();
    /** Abilities a holder of the role may order: the role's own, then its faction's shared ones. */
    readonly roleAbilities = new Map<string, AbilityDef[]>();
    readonly roleTriggers = new Map<string, TriggerDef[]>();
    /** Stages in resolution order, the implicit default stage last. */
    readonly stageOrder: StageDef[];
    /** The per-player resource that holds lives (the first with a `death` threshold), if any. */
    readonly hpResource: ResourceDef | null;
    /** Whether the rule set has lives at all (an HP pool or a role `hp` clause). */
    readonly hasLives: boolean;
    /** Per-player resources shown in the players table (the HP pool is shown as `hp`). */
    readonly tableResources: ResourceDef[];
    readonly hasWhileStatuses: boolean;
    readonly hasAliveOnlyStatuses: boolean;
    /** Whether any passive ability has an effect (passives are then run every phase). */
    readonly hasPassiveEffects: boolean;
    /** The rule set declares modifiers (`modifier Bulletproof`: engine/stacking.ts). */
    readonly hasModifiers: boolean;
    /** Some role's visits are hidden (`visits hidden`). */
    readonly hasHiddenVisits: boolean;
    /** Some role or modifier says `must act` (Overeager). */
    readonly hasMustAct: boolean;
    /** Roles dealt as another (`from Base`), by the base role's id (`is Base` matches them too). */
    readonly variants = new Map<string, string[]>();
    /** Some ability or trigger gives extra orders (`double orders of X`): a second order for an ability is kept, not replaced. */
    readonly hasDoubling: boolean;
    /** The stages ('' = unstaged) where some passive ability has an effect: the others need no look at the players. */
    readonly passiveStages: ReadonlySet<string>;
    /** A small number per role (players' roles are matched by these). */
    readonly roleCodes = new Map<string, number>();
    /** Role ids of each faction. */
    readonly factionRoles = new Map<string, string[]>();
    /** Remembered message texts (see texts.ts). */
    readonly textCache = new Map<string, Map<string, Map<string, Map<string, Map<number, unknown>>>>>();
    /** Triggers by event kind (for fast dispatch). */
    readonly triggersByEvent = new Map<string, TriggerDef[]>();
    /** What every holder of just this role shares (see `single`). */
    private readonly singles = new Map<string, SingleRole>();
    private readonly refCache = new Map<RefString, ParsedRef>();
    private readonly refListCache = new Map<readonly RefString[], ParsedRef[]>();

    constructor(readonly rs: RuleSet) {
        for (const r of rs.roles) { this.roles.set(r.id, r); this.roleNames.add(r, r.id, r.title, ...r.aliases); this.roleCodes.set(r.id, this.roleCodes.size); }
        for (const f of rs.factions) this.factions.set(f.id, f);
        for (const a of rs.abilities) this.abilities.set(a.key, a);
        for (const t of rs.triggers) {
            this.triggers.set(t.key, t);
            const list = this.triggersByEvent.get(t.event) ?? [];
            list.push(t);
            this.triggersByEvent.set(t.event, list);
        }
        for (const s of rs.statuses) this.statuses.set(s.id, s);
        for (const r of rs.resources) this.resources.set(r.id, r);
        for (const t of rs.tags) { this.tags.set(t.id, t); this.tagNames.add(t, t.id, t.title); }
        for (const v of rs.votings) this.votings.set(v.id, v);
        for (const p of rs.phases) this.phases.set(p.id, p);
        // `message X on EVENT "..."` words an engine event: the event's template key gets the text.
        // A revealed death posts the death line and then the reveal line, so `on death` words both deaths
        // and `on reveal` only the reveal (seed 003: «Убит …» then «… был: {role}.»).
        for (const m of rs.messages) {
            this.messages.set(m.id, m.text);
            for (const key of (m.event ? MESSAGE_EVENT_TEXTS[m.event] : undefined) ?? []) this.messages.set(key, m.text);
        }
        const common = rs.abilities.filter((a) => a.ownerKind === 'common');
        const commonTriggers = rs.triggers.filter((t) => t.ownerKind === 'common');
        for (const r of rs.roles) {
            const own = r.abilities.map((k) => this.abilities.get(k)).filter((a): a is AbilityDef => !!a);
            const faction = r.faction ? rs.abilities.filter((a) => a.ownerKind === 'faction' && a.owner === r.faction) : [];
            this.roleAbilities.set(r.id, [...own, ...faction, ...common]);
            const ownTriggers = r.triggers.map((k) => this.triggers.get(k)).filter((t): t is TriggerDef => !!t);
            const factionTriggers = r.faction ? rs.triggers.filter((t) => t.ownerKind === 'faction' && t.owner === r.faction) : [];
            this.roleTriggers.set(r.id, [...ownTriggers, ...factionTriggers, ...commonTriggers]);
        }
        this.hasModifiers = rs.roles.some((r) => r.modifier);
        this.hasHiddenVisits = rs.roles.some((r) => r.hiddenVisits);
        this.hasMustAct = rs.roles.some((r) => r.mustAct);
        for (const r of rs.roles) {
            // A variant of a variant is also a variant of the first base.
            for (let base = r.base, hops = 0; base && hops < rs.roles.length; base = this.roles.get(base)?.base, hops++) {
                const list = this.variants.get(base) ?? [];
                list.push(r.id);
                this.variants.set(base, list);
            }
        }
        this.stageOrder = orderStages(rs.stages);
        this.hasPassiveEffects = rs.abilities.some((a) => a.passive && a.effect);
        const doubles = (k?: string[]) => !!k && k.includes('DoubleEffect');
        this.hasDoubling = rs.abilities.some((a) => doubles(a.effectKinds) || a.options.some((o) => doubles(o.effectKinds))) || rs.triggers.some((t) => doubles(t.effectKinds));
        this.passiveStages = new Set(rs.abilities.filter((a) => a.passive && a.effect).map((a) => a.stage ?? ''));
        this.hasWhileStatuses = rs.statuses.some((st) => !!st.while);
        this.hasAliveOnlyStatuses = rs.statuses.some((st) => !!st.aliveOnly);
        for (const r of rs.roles) {
            if (!r.faction) continue;
            const list = this.factionRoles.get(r.faction) ?? [];
            list.push(r.id);
            this.factionRoles.set(r.faction, list);
        }
        this.hpResource = rs.resources.find((r) => r.scope === 'player' && r.thresholds.some((t) => t.death)) ?? null;
        this.hasLives = this.hpResource !== null || rs.roles.some((r) => r.hp !== null);
        this.tableResources = rs.resources.filter((r) => r.scope === 'player' && r !== this.hpResource);
    }

    /**
     * For a player with one role: the roles list and what is derived from it (role codes,
     * factions, abilities), made once per rule set. The engine never changes a roles list in
     * place (a new role is a new list), so every such player of every game shares them.
     */
    single(roleId: string): SingleRole {
        let s = this.singles.get(roleId);
        if (!s) {
            const faction = this.roles.get(roleId)?.faction;
            s = {
                roles: [roleId],
                codes: [this.roleCodes.get(roleId) ?? this.roleCodes.size],
                factions: faction ? [faction] : [],
                abilities: this.roleAbilities.get(roleId) ?? [],
            };
            this.singles.set(roleId, s);
        }
        return s;
    }

    ref(ref: RefString): ParsedRef {
        let parsed = this.refCache.get(ref);
        if (!parsed) {
            const colon = ref.indexOf(':');
            parsed = { kind: ref.slice(0, colon), id: ref.slice(colon + 1) };
            this.refCache.set(ref, parsed);
        }
        return parsed;
    }

    refs(refs: readonly RefString[]): ParsedRef[] {
        let parsed = this.refListCache.get(refs);
        if (!parsed) {
            parsed = refs.map((r) => this.ref(r));
            this.refListCache.set(refs, parsed);
        }
        return parsed;
    }

    /** Display name of a declaration reference. */
    title(ref: ParsedRef): string {
        switch (ref.kind) {
            case 'role': return this.roles.get(ref.id)?.title ?? ref.id;
            case 'faction': return this.factions.get(ref.id)?.title ?? ref.id;
            case 'status': return this.statuses.get(ref.id)?.title ?? ref.id;
            case 'tag': return this.tags.get(ref.id)?.title ?? ref.id;
            case 'ability': return this.abilities.get(ref.id)?.title ?? ref.id;
            case 'trigger': return this.triggers.get(ref.id)?.title ?? ref.id;
            case 'resource': return this.resources.get(ref.id)?.title ?? ref.id;
            case 'phase': return this.phases.get(ref.id)?.title ?? ref.id;
            case 'option': {
                // `Key/Option`: the option's display name.
                const cut = ref.id.lastIndexOf('/');
                return this.abilities.get(ref.id.slice(0, cut))?.options.find((o) => o.id === ref.id.slice(cut + 1))?.title ?? ref.id.slice(cut + 1);
            }
            default: return ref.id;
        }
    }

    roleTitle(id: string): string { return this.roles.get(id)?.title ?? id; }
    factionTitle(id: string): string { return this.factions.get(id)?.title ?? id; }
    statusTitle(id: string): string { return this.statuses.get(id)?.title ?? id; }

    /** The option of an ability, matched by identifier or display name. */
    option(ability: AbilityDef, name: string): OptionDef | undefined {
        // Built once per ability (random orders and bots name an option at every order).
        let table = this.optionTables.get(ability);
        if (!table || table.options !== ability.options) {
            table = { options: ability.options, names: new NameTable<OptionDef>() };
            for (const o of ability.options) table.names.add(o, o.id, o.title);
            this.optionTables.set(ability, table);
        }
        const found = table.names.find(name);
        return found.length === 1 ? found[0] : undefined;
    }

    private readonly optionTables = new Map<AbilityDef, { options: readonly OptionDef[]; names: NameTable<OptionDef> }>();
}

/** The declared stages in resolution order (stage-order.ts), the default stage last. */
function orderStages(stages: StageDef[]): StageDef[] {
    const byId = new Map(stages.map((s) => [s.id, s]));
    return [...orderDeclaredStages(stages, (s) => (s.after ? byId.get(s.after) : undefined)).order, DEFAULT_STAGE];
}

const cache = new WeakMap<RuleSet, RuleIndex>();

export function indexOf(rs: RuleSet): RuleIndex {
    let ix = cache.get(rs);
    if (!ix) { ix = new RuleIndex(rs); cache.set(rs, ix); }
    return ix;
}
