// The rules post of a rule set (`mafia rules-book`, the editor's "Preview Rules Book"): the game
// frame and setup, factions with their win conditions, every role with its abilities, limits and
// win condition, the abilities everyone has, voting, and the resolution order — in the tool's
// language, built from the effective rule set (imports and overrides applied) as the generator sees it.
import type { LangiumDocuments } from 'langium';
import { say, type Lang, type MessageKey } from '../../engine/l10n/catalogue.js';
import { b, i, type Block, type Inline } from '../../engine/posts/markup.js';
import * as ast from '../generated/ast.js';
import { countOf } from '../generator/references.js';
import { collectRuleModel, type RuleModel } from '../generator/rule-model.js';
import { dealAmount, poolRoles } from '../model/deal-setup-model.js';
import { orderStages } from '../model/stage-order.js';
import { conditionText } from './expression-words.js';
import { abilityText, optionText, ownDescription, titleOf, triggerText, winText } from './describe.js';

export function rulesBook(root: ast.RuleSet, documents: LangiumDocuments | undefined, lang: Lang): Block[] {
    const m = collectRuleModel(root, documents);
    const out: Block[] = [{ kind: 'heading', text: [root.title ?? root.name] }];
    out.push(...frame(m, lang));
    out.push(...setupBlocks(m, lang));
    out.push({ kind: 'subheading', text: [say(lang, 'book.factions')] });
    for (const f of m.factions) out.push(...factionBlocks(f, m, lang));
    const grouped = new Map<ast.Faction | undefined, ast.Role[]>();
    for (const r of m.roles) grouped.set(r.faction?.ref, [...(grouped.get(r.faction?.ref) ?? []), r]);
    out.push({ kind: 'subheading', text: [say(lang, 'book.roles')] });
    for (const [faction, roles] of grouped) {
        out.push({ kind: 'para', text: [b(faction ? titleOf(faction) : say(lang, 'book.noFaction'))] });
        for (const r of roles) out.push(...roleBlocks(r, lang));
    }
    const common = [...m.common.map((c) => c.ability ?? c.trigger), ...m.shared.map((s) => s.ability)].filter((x): x is ast.Ability | ast.Trigger => !!x);
    if (common.length > 0) {
        out.push({ kind: 'subheading', text: [say(lang, 'book.common')] });
        out.push({ kind: 'list', items: common.map((a) => abilityItem(a, lang)) });
        for (const a of common) if (ast.isAbility(a)) out.push(...optionBlocks(a, lang));
    }
    if (m.votings.length > 0) {
        out.push({ kind: 'subheading', text: [say(lang, 'book.voting')] });
        for (const v of m.votings) out.push({ kind: 'list', items: [[b(titleOf(v)), ': ', votingText(v, lang)]] });
    }
    if (m.stages.length > 0) {
        out.push({ kind: 'subheading', text: [say(lang, 'book.order')] });
        out.push({ kind: 'para', text: [say(lang, 'book.orderIntro')] });
        out.push({ kind: 'list', items: orderStages(m.stages).order.map((s, k) => [`${k + 1}. `, titleOf(s), s.simultaneous ? ` ${say(lang, 'book.simultaneous')}` : '']) });
    }
    return out;
}

function frame(m: RuleModel, lang: Lang): Block[] {
    const facts: Inline[][] = [];
    const players = m.setup.find(ast.isPlayersClause);
    if (players) facts.push([say(lang, players.recommended ? 'book.playersRecommended' : 'book.players', { range: range(players.min, players.max) })]);
    const start = m.setup.find(ast.isStartClause)?.phase.ref;
    const cycle = start ? [...m.phases.slice(m.phases.indexOf(start)), ...m.phases.slice(0, m.phases.indexOf(start))] : m.phases;
    if (cycle.length > 0) facts.push([say(lang, 'book.cycle', { phases: cycle.map(titleOf).join(' → ') })]);
    const slots = m.slots;
    if (slots.length > 0) facts.push([say(lang, 'book.slots', { slots: slots.map((s) => titleOf(s) + (s.unique ? ` ${say(lang, 'book.unique')}` : '')).join(', ') })]);
    facts.push(...setupFacts(m, lang));
    return facts.length > 0 ? [{ kind: 'list', items: facts }] : [];
}

/** The game's frame the `setup` block states beyond players and phases: what a player must know before the game. */
function setupFacts(m: RuleModel, lang: Lang): Inline[][] {
    const facts: Inline[][] = [];
    for (const c of m.setup) {
        if (ast.isRevealClause(c)) facts.push([c.condition ? say(lang, 'book.revealWhile', { when: conditionText(c.condition, lang) }) : say(lang, 'book.reveal')]);
        else if (ast.isDrawClause(c)) facts.push([c.repeated ? say(lang, 'book.drawRepeated') : say(lang, 'book.drawWhen', { when: conditionText(c.condition, lang) })]);
        else if (ast.isWinCheckClause(c)) facts.push([c.each ? say(lang, 'book.winCheckEach') : say(lang, 'book.winCheckAfter', { phases: c.phases.map((p) => (p.ref ? titleOf(p.ref) : p.$refText)).join(', ') })]);
        else if (ast.isWinnersClause(c)) facts.push([say(lang, c.scope === 'alive' ? 'book.winnersAlive' : 'book.winnersAll')]);
        else if (ast.isDeadClause(c)) facts.push([say(lang, 'book.deadNotTold')]);
        else if (ast.isOrderChangeClause(c)) facts.push([c.fixed ? say(lang, 'book.ordersFixed') : say(lang, 'book.ordersChange', { n: countOf(c, 'changes') })]);
    }
    return facts;
}

function range(min: number, max: number | undefined): string {
    return max !== undefined && max !== min ? `${min}..${max}` : String(min);
}

function setupBlocks(m: RuleModel, lang: Lang): Block[] {
    const deals = m.setup.filter(ast.isDealClause);
    if (deals.length === 0) return [];
    const items = deals.map((d): Inline[] => {
        const head = say(lang, 'book.dealFor', { range: range(d.min, d.max) });
        if (d.closed) return [b(head), ' ', say(lang, 'book.closed')];
        const parts = d.entries.map((e) => {
            const amount = dealAmount(e.amount);
            const n = amount.kind === 'count' ? (amount.value === 1 ? '' : ` ×${amount.value}`) : amount.kind === 'players' ? ` ×${say(lang, 'book.perPlayers', { d: amount.divisor })}` : ` — ${say(lang, 'book.rest')}`;
            if (ast.isDealRole(e)) return `${e.role.ref ? titleOf(e.role.ref) : e.role.$refText}${n}`;
            const pool = e.pool.map((p) => (p.ref && !ast.isRole(p.ref) ? `${titleOf(p.ref as { name: string; title?: string })} (${poolRoles(p.ref, m.roles).map(titleOf).join(', ')})` : p.ref ? titleOf(p.ref as ast.Role) : p.$refText));
            const k = amount.kind === 'count' ? String(amount.value) : amount.kind === 'players' ? say(lang, 'book.perPlayers', { d: amount.divisor }) : say(lang, 'book.rest');
            return say(lang, 'book.pick', { n: k, pool: pool.join(', ') });
        });
        return [b(head), ' ', parts.join(', ')];
    });
    return [{ kind: 'subheading', text: [say(lang, 'book.setup')] }, { kind: 'list', items }];
}

function factionBlocks(f: ast.Faction, m: RuleModel, lang: Lang): Block[] {
    const items: Inline[][] = [];
    const own = ownDescription(f);
    if (own) items.push([own]);
    for (const w of f.members.filter(ast.isWinClause)) items.push([say(lang, 'book.wins'), ' ', winText(w, lang)]);
    for (const k of f.members.filter(ast.isKnowsClause)) items.push([say(lang, 'book.knows', { names: k.refs.map((r) => (r.ref ? titleOf(r.ref as ast.Role) : r.$refText)).join(', ') })]);
    const roles = m.roles.filter((r) => r.faction?.ref === f);
    items.push([say(lang, 'book.factionRoles', { roles: roles.length > 0 ? roles.map(titleOf).join(', ') : '—' })]);
    for (const member of f.members) {
        const a = ast.isSharedAbility(member) ? member.ability : ast.isAbility(member) || ast.isTrigger(member) ? member : undefined;
        if (a) items.push(abilityItem(a, lang, ast.isSharedAbility(member)));
        if (a && ast.isAbility(a)) items.push(...optionItems(a, lang));
    }
    return [{ kind: 'para', text: [b(titleOf(f))] }, { kind: 'list', items }];
}

export function abilityItem(a: ast.Ability | ast.Trigger, lang: Lang, shared = false): Inline[] {
    const text = ast.isAbility(a) ? abilityText(a, lang) : triggerText(a, lang);
    return [b(titleOf(a)), shared ? ` ${say(lang, 'book.shared')}` : '', text ? ` — ${text}` : ''];
}

function optionBlocks(a: ast.Ability, lang: Lang): Block[] {
    const items = optionItems(a, lang);
    return items.length === 0 ? [] : [{ kind: 'list', items }];
}

/** An ability's options, one line each («Ход босса мафии / Убить: …»): the rules book's and a PM's. */
export function optionItems(a: ast.Ability, lang: Lang): Inline[][] {
    return a.clauses.filter(ast.isOptionDecl).map((o) => optionItem(a, o, lang));
}

function optionItem(a: ast.Ability, o: ast.OptionDecl, lang: Lang): Inline[] {
    return [i(`${titleOf(a)} / ${titleOf(o)}`), ': ', optionText(o, lang) || '—'];
}

/** A role: its abilities with their descriptions and limits, triggers, win condition, what it knows. */
export function roleBlocks(r: ast.Role, lang: Lang, heading = true): Block[] {
    const items: Inline[][] = [];
    const own = ownDescription(r);
    if (own) items.push([own]);
    if (r.slot?.ref && heading) items.push([say(lang, 'book.slot', { slot: titleOf(r.slot.ref) })]); // a PM names the slot in its heading
    for (const member of r.members) {
        if (ast.isAbility(member) || ast.isTrigger(member)) items.push(abilityItem(member, lang));
        if (ast.isAbility(member)) items.push(...optionItems(member, lang));
        if (ast.isHpClause(member)) items.push([say(lang, 'book.hp', { n: member.value })]);
        if (ast.isWinClause(member)) items.push([say(lang, 'book.wins'), ' ', winText(member, lang)]);
        if (ast.isKnowsClause(member)) items.push([say(lang, 'book.knows', { names: member.refs.map((x) => (x.ref ? titleOf(x.ref as ast.Role) : x.$refText)).join(', ') })]);
        if (ast.isAppearsClause(member) && member.role.ref) items.push([appearsText(member, member.role.ref, lang)]);
        if (ast.isResourceInit(member) && member.resource.ref) items.push([say(lang, 'book.startWith', { resource: titleOf(member.resource.ref), n: member.value })]);
        if (ast.isRoleCountClause(member)) items.push([say(lang, 'book.count', { range: range(member.min, member.max) })]);
    }
    if (items.length === 0) items.push([say(lang, 'book.noAbilities')]);
    return [...(heading ? [{ kind: 'para', text: [b(titleOf(r))] } as Block] : []), { kind: 'list', items }];
}

/** `appears as R` with its qualifier: to every check, only to some abilities, or only when the death is announced. */
function appearsText(c: ast.AppearsClause, as: ast.Role, lang: Lang): string {
    const role = titleOf(as);
    if (c.onDeath) return say(lang, 'book.appearsOnDeath', { role });
    if (c.abilities.length > 0) return say(lang, 'book.appearsTo', { role, abilities: c.abilities.map((a) => `«${a.ref ? titleOf(a.ref) : a.$refText}»`).join(', ') });
    return say(lang, 'book.appears', { role });
}

/** How a vote is written in the thread (`post "…" { … }`): what the players must know to vote. */
function votePostFacts(p: ast.VotePost, lang: Lang): string[] {
    const facts: string[] = [];
    if (p.title) facts.push(say(lang, 'book.vote.post.form', { form: p.title }));
    for (const c of p.clauses) {
        if (ast.isPostPhrase(c)) facts.push(say(lang, 'book.vote.post.phrase', { phrases: c.phrases.map((x) => `«${x}»`).join(', ') }));
        else if (ast.isPostColour(c)) facts.push(say(lang, c.kind === 'for' ? 'book.vote.post.colourFor' : c.kind === 'against' ? 'book.vote.post.colourAgainst' : 'book.vote.post.colour', { colour: colourWords(c.colour.replace(/^["«]|["»]$/g, ''), lang) }));
        else if (ast.isPostTag(c)) facts.push(say(lang, 'book.vote.post.tag', { tag: c.tag }));
        else if (ast.isPostArgued(c)) facts.push(c.words ? say(lang, 'book.vote.post.arguedWords', { n: c.words }) : say(lang, 'book.vote.post.argued'));
        else if (ast.isPostQuotes(c)) facts.push(say(lang, 'book.vote.post.quotes'));
        else if (ast.isPostHostDecides(c)) facts.push(say(lang, 'book.vote.post.host'));
    }
    return facts;
}

const COLOURS: Record<string, MessageKey> = { red: 'book.colour.red', blue: 'book.colour.blue', green: 'book.colour.green', orange: 'book.colour.orange', black: 'book.colour.black', purple: 'book.colour.purple' };

/** «красным» for `red`; another colour as written («цветом teal»). */
function colourWords(colour: string, lang: Lang): string {
    const key = COLOURS[colour.toLowerCase()];
    return key ? say(lang, key) : say(lang, 'book.colour.other', { colour });
}

/** A voting's rules in words (the rules book's line; the hover card of a voting). */
export function votingText(v: ast.Voting, lang: Lang): string {
    const facts: string[] = [];
    for (const c of v.clauses) {
        if (ast.isVotingModel(c)) facts.push(c.model === 'threshold' ? say(lang, 'book.vote.threshold', { p: c.threshold ?? 0 }) : say(lang, `book.vote.${c.model}` as MessageKey));
        else if (ast.isTieRule(c)) facts.push(say(lang, `book.vote.ties.${c.rule}` as MessageKey));
        else if (ast.isVoteChanges(c)) facts.push(say(lang, c.allowed === 'allowed' ? 'book.vote.changes' : 'book.vote.noChanges'));
        else if (ast.isMissedVotes(c)) facts.push(say(lang, 'book.vote.missed', { n: c.count }));
        else if (ast.isAbstainClause(c)) facts.push(say(lang, 'book.vote.abstain', { n: c.value }));
        else if (ast.isExecutionClause(c)) facts.push(c.kill ? say(lang, 'book.vote.kill') : c.status?.ref ? say(lang, 'book.vote.status', { status: titleOf(c.status.ref) }) : say(lang, 'book.vote.effect'));
        else if (ast.isVoteTargets(c) && c.targets === 'anyone') facts.push(say(lang, 'book.vote.dead'));
        else if (ast.isVotePost(c)) facts.push(...votePostFacts(c, lang));
    }
    if (!v.clauses.some(ast.isVotingModel)) facts.unshift(say(lang, 'book.vote.plurality'));
    return facts.join('; ') + '.';
}
