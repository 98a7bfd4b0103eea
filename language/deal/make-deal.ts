// `mafia deal` and the editor's "Deal Roles…": the roles for the players signed up, drawn from the
// seed as the rule set's setup says (engine/deal-setup.ts), or the documented default
// (engine/sim/setup.ts) where it has none for that many players, or exactly `--roles`, the roles
// `--assign` gives players kept in their seats (assignments.ts); checked by
// the engine's own deal rules (engine/deal.ts), with the commitment and each player's role PM.
import type { LangiumDocuments } from 'langium';
import { DealError } from '../../engine/deal.js';
import { DealSetupError, drawRoles, seatRoles, type RoleCounts } from '../../engine/deal-setup.js';
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import { repeatedName } from '../../engine/names.js';
import { dealEvents } from '../../engine/run.js';
import { render } from '../../engine/posts/markup.js';
import { clauseIndexFor, defaultSetup, parseRoles, SetupError } from '../../engine/sim/setup.js';
import type { RuleSet } from '../generated/ast.js';
import { collectRuleModel } from '../generator/rule-model.js';
import { heldTags, tagWinParams, unreachableWins } from '../model/tag-wins.js';
import { rolePm } from '../posts/role-pm.js';
import { commitmentOf, gameSeedOf, saltOf, type DealtPlayer } from './commitment.js';
import { SeededRandom } from './seeded-random.js';
import { AssignError, givenCounts, parseAssignments } from './assignments.js';

/** The players or the roles asked for do not fit (bad input: exit 2). */
export class DealInputError extends Error {}
/** The rule set's own deal rules reject what its setup deals (a rule-set error: exit 1). */
export class DealRuleError extends Error {}

export interface DealRequest {
    names: string[];
    seed: string;
    /** `--roles "Role:N,…"`: exactly these roles. */
    roles?: string;
    /** `--assign "Аня=Политик,…"`: roles given to players, the rest drawn around them (assignments.ts). */
    assign?: string;
    lang: Lang;
}

export interface DealOutcome {
    seed: string;
    salt: string;
    commitment: string;
    players: DealtPlayer[];
    /** Each player's role PM, BBCode. */
    pms: Array<{ to: string; text: string }>;
    /** Where the roles came from: the rule set's setup for N players, the default deal, or --roles. */
    source: 'setup' | 'default' | 'roles';
    /** The game's own seed for the script header (follows from the deal's seed). */
    gameSeed: number;
    /** Role identifiers per player (for the game script). */
    roleIds: string[][];
    /** Each player's PM as plain text (the CLI's text format, the editor). */
    plainPms: Array<{ to: string; text: string }>;
    /** What the host should know of this deal (a role dealt with no way to win: language/model/tag-wins.ts). */
    warnings: string[];
}

export function makeDeal(root: RuleSet, documents: LangiumDocuments | undefined, rs: CompiledRuleSet, req: DealRequest): DealOutcome {
    const names = req.names;
    const twice = repeatedName(names);
    if (twice) throw new DealInputError(say(req.lang, 'deal.err.duplicate', { a: names[twice.first], b: names[twice.again] }));
    if (names.length === 0) throw new DealInputError(say(req.lang, 'deal.err.noPlayers'));
    const n = names.length;
    let given: string[][] | undefined;
    try {
        if (req.assign !== undefined) given = parseAssignments(rs, names, req.assign, req.lang);
    } catch (e) {
        if (e instanceof AssignError) throw new DealInputError(e.message);
        throw e;
    }
    const required = given && givenCounts(given);
    const rnd = new SeededRandom(req.seed, 'draw');
    let counts: RoleCounts;
    let source: DealOutcome['source'];
    try {
        if (req.roles !== undefined) {
            const setup = parseRoles(rs, req.roles);
            if (setup.players !== n) throw new DealInputError(say(req.lang, 'deal.err.rolesCount', { roles: setup.players, n }));
            counts = setup.counts;
            source = 'roles';
        } else {
            // The same choice as `mafia simulate`'s (engine/sim/setup.ts): the clause for n, else the default deal.
            const clause = clauseIndexFor(rs, n);
            if (clause !== null) { counts = drawRoles(rs, rs.setup.deals![clause], n, rnd, req.lang, required); source = 'setup'; }
            else {
                counts = defaultSetup(rs, n).counts;
                source = 'default';
            }
        }
    } catch (e) {
        if (e instanceof SetupError) throw new DealInputError(e.text(req.lang));
        if (e instanceof DealSetupError) throw new DealRuleError(e.problems.join('\n'));
        throw e;
    }
    const title = (id: string) => rs.roles.find((r) => r.id === id)?.title ?? id;
    // A role given to more players than the deal has of it (not in the setup for n, or --roles short of it).
    for (const [id, k] of required ?? []) {
        const have = counts.get(id) ?? 0;
        if (have < k) throw new DealInputError(say(req.lang, 'deal.err.assignNotDealt', { role: title(id), k, n, have }));
    }
    const seats = seatRoles(rs, counts, n, rnd, given);
    let events;
    try {
        // The deal's messages (its «Ваша роль» heads the PM already) and what its `on deal` triggers tell, as the game's first phase delivers them.
        events = dealEvents(rs, { players: names.map((name, i) => ({ name, roles: seats[i] })) }, { seed: gameSeedOf(req.seed), lang: req.lang });
    } catch (e) {
        if (e instanceof DealError) throw new DealRuleError(e.problems.join('\n'));
        throw e;
    }
    const players = names.map((name, i) => ({ name, roles: seats[i].map(title) }));
    const salt = saltOf(req.seed);
    const model = collectRuleModel(root, documents);
    const pmBlocks = names.map((name, i) => {
        const known = events.filter((e) => (e.kind === 'learn' || (e.kind === 'message' && !e.deal)) && !e.public && (e.to ?? []).includes(name)).map((e) => e.text);
        return rolePm(model, { roles: seats[i], known }, req.lang);
    });
    const byName = new Map(model.roles.map((r) => [r.name, r]));
    const dealtRoles = seats.map((ids) => ids.flatMap((id) => (byName.has(id) ? [byName.get(id)!] : [])));
    const warnings = unreachableWins(dealtRoles.flat(), heldTags(dealtRoles.map((roles) => ({ roles }))), [...model.roles, ...model.factions])
        .map((u) => say(req.lang, 'deal.warn.tagWin', tagWinParams(u)));
    return {
        warnings,
        seed: req.seed,
        salt,
        commitment: commitmentOf(salt, players),
        players,
        pms: names.map((to, i) => ({ to, text: render(pmBlocks[i], 'bbcode') })),
        plainPms: names.map((to, i) => ({ to, text: render(pmBlocks[i], 'text') })),
        source,
        gameSeed: gameSeedOf(req.seed),
        roleIds: seats,
    };
}

/** The players file: one nickname a line, as spelled there, with its 1-based line; blank lines and `#` comments skipped. */
export function playersFileLines(text: string): Array<{ name: string; line: number }> {
    return text.replace(/^\uFEFF/, '').split(/\r?\n/).map((l, i) => ({ name: l.trim(), line: i + 1 })).filter((p) => p.name.length > 0 && !p.name.startsWith('#'));
}
