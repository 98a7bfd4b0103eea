import { langOfNames } from '../../engine/l10n/lang.js';
import { abilityText, optionText, ownDescription, triggerText } from '../posts/describe.js';
import { votingText } from '../posts/rules-book.js';
import { AstUtils, type AstNode, type DocumentationProvider, type LangiumDocuments } from 'langium';
import {
    isAbility, isAppearsClause, isChanceClause, isEffectClause, isFaction, isGiveStatusEffect, isGuisesClause,
    isHpClause, isKnowsClause, isLimitClause, isMissedVotes, isNoteClause, isOptionDecl, isPhase, isPlayer,
    isResource, isResourceInit, isResourceThreshold, isRole, isRoleCountClause, isSharedAbility, isStage,
    isStageClause, isStatus, isTagClause, isTargetClause, isToldClause, isTrigger, isUsableClause,
    isVisibilityClause, isVoting, isWinClause,
    type Faction, type Voting, type Phase, type Player, type Resource, type Role, type Stage, type Status, type WinClause,
} from '../generated/ast.js';
import {
    declarationKind, nameOf, ownerOf, phaseCycle, phasesOf, ruleSetRoots, shownName, stageOf, titleOf, type Actionable,
} from './mafia-declarations.js';
import type { VisibleIndex } from './mafia-visible-index.js';
import { canonicalText, sourceText } from './mafia-token-spacing.js';
import { isMessageKey, say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { messageLang } from '../l10n/message-lang.js';
import { conditionText } from '../posts/expression-words.js';

/** The language of the card being built (cards are built synchronously, one at a time). */
let lang: Lang = 'en';
const t = (key: MessageKey, params?: Params): string => say(lang, key, params);

/**
 * Markdown "cards" for declarations: what a host needs to know about a role or an ability at a
 * glance (phase, targets, limits, effects, stage; faction, slot, guises, abilities). Used by hover
 * and by completion item documentation. Every name goes through `md()`: names are user text.
 */
export class MafiaCards {
    constructor(
        private readonly documents: LangiumDocuments,
        /** What each document sees, indexed once per build (cards are built per completion item). */
        private readonly index: VisibleIndex,
        /** Documentation comments (`/** ... *\/`) above a declaration, shown under the card. */
        private readonly documentation?: DocumentationProvider,
    ) {}

    card(node: AstNode): string | undefined {
        lang = messageLang(node);
        const card = this.body(node);
        const doc = this.documentation?.getDocumentation(node);
        if (!card) return doc || undefined;
        return doc ? `${card}\n\n---\n\n${doc}` : card;
    }

    private body(node: AstNode): string | undefined {
        if (isAbility(node) || isOptionDecl(node) || isTrigger(node)) return this.abilityCard(node);
        if (isRole(node)) return this.roleCard(node);
        if (isFaction(node)) return this.factionCard(node);
        if (isStatus(node)) return this.statusCard(node);
        if (isStage(node)) return this.stageCard(node);
        if (isPhase(node)) return this.phaseCard(node);
        if (isPlayer(node)) return this.playerCard(node);
        if (isResource(node)) return this.resourceCard(node);
        if (isVoting(node)) return this.votingCard(node);
        const kind = declarationKind(node);
        if (!kind) return undefined;
        return heading(kindLabel(kind), node);
    }

    abilityCard(node: Actionable): string {
        const rows: Array<[string, string]> = [];
        const owner = ownerOf(node);
        const lines = [heading(isTrigger(node) ? t('kind.trigger') : isOptionDecl(node) ? t('kind.option') : abilityKindWord(node), node)];
        if (isRole(owner) || isFaction(owner)) {
            const shared = isAbility(node) && isSharedAbility(node.$container) ? t('hover.shared-by-faction') : kindLabel(declarationKind(owner)!);
            lines.push(`${shared} ${named(owner)}` + (isRole(owner) && owner.faction?.ref ? ` · ${t('kind.faction')} ${named(owner.faction.ref)}` : ''));
        }
        if (isOptionDecl(node)) {
            const parent = AstUtils.getContainerOfType(node.$container, (n): n is Actionable => isAbility(n) || isTrigger(n));
            if (parent) lines.push(t('hover.option-of', { name: named(parent) }));
        }
        if (isTrigger(node)) rows.push([t('hover.trigger'), code('on ' + canonicalText(node.event) + (node.condition ? ' when ' + canonicalText(node.condition) : ''))]);
        const { any, phases } = phasesOf(node);
        rows.push([t('hover.phase'), any ? t('hover.any-phase') : phases.length > 0 ? phases.map(named).join(', ') : '—']);
        const stage = stageOf(node);
        rows.push([t('hover.stage'), stage ? `${named(stage)}${this.stagePosition(stage)}` : '—']);
        const targets = node.clauses.filter(isTargetClause);
        rows.push([t('hover.targets'), targets.length > 0 ? targets.map((x) => code(strip(canonicalText(x), 'target'))).join('<br>') : t('hover.none')]);
        const limits = node.clauses.filter(isLimitClause).flatMap((l) => l.limits.map((x) => code(canonicalText(x))));
        rows.push([t('hover.limits'), limits.length > 0 ? limits.join(', ') : t('hover.none')]);
        const marks = isTrigger(node) ? [] : node.marks;
        if (marks.length > 0) rows.push([t('hover.marks'), marks.map(code).join(' ')]);
        for (const clause of node.clauses) {
            if (isChanceClause(clause)) rows.push([t('hover.chance'), `${clause.value}%`]);
            if (isVisibilityClause(clause)) rows.push([t('hover.visibility'), clause.visibility]);
            if (isUsableClause(clause)) rows.push([clause.requires ? t('hover.requires') : t('hover.usable-in'), clause.statuses.map((s) => named(s.ref)).join(', ')]);
        }
        const described = describedText(node);
        if (described) lines.push('', md(described));
        const onOrders = ordersRow(node);
        if (onOrders) rows.push([t('nar.hover.row'), onOrders]);
        lines.push('', table(rows));
        const effects = node.clauses.filter(isEffectClause).map((e) => strip(sourceText(e), 'effect'));
        if (effects.length > 0) lines.push('', `**${t('hover.effects')}**`, '', fence(effects.join('\n')));
        const options = node.clauses.filter(isOptionDecl);
        if (options.length > 0) lines.push('', `**${t('hover.options')}**`, '', ...options.map((o) => `- ${named(o)}${optionEffect(o)}`));
        lines.push(...notes(node));
        return lines.join('\n');
    }

    roleCard(role: Role): string {
        const lines = [heading(t('kind.role'), role)];
        if (role.aliases.length > 0) lines.push(t('hover.also-called', { names: role.aliases.map(quoted).join(', ') }));
        const rows: Array<[string, string]> = [
            [t('hover.faction'), role.faction?.ref ? named(role.faction.ref) : t('hover.none')],
            [t('hover.slot'), role.slot?.ref ? named(role.slot.ref) : '—'],
        ];
        for (const member of role.members) {
            if (isGuisesClause(member)) rows.push([t('hover.guises'), member.guises.map((g) => named(g.ref)).join(', ')]);
            if (isHpClause(member)) rows.push([t('hover.hp'), String(member.value)]);
            if (isKnowsClause(member)) rows.push([t('hover.knows'), member.refs.map((r) => named(r.ref)).join(', ')]);
            if (isAppearsClause(member)) rows.push([t('hover.appears-as'), named(member.role?.ref) + (member.abilities.length ? ' to ' + member.abilities.map((a) => named(a.ref)).join(', ') : '')]);
            if (isToldClause(member)) rows.push([t('hover.told-as'), named(member.role?.ref)]);
            if (isRoleCountClause(member)) rows.push([t('hover.count'), member.max !== undefined ? `${member.min}..${member.max}` : String(member.min)]);
            if (isResourceInit(member)) rows.push([t('hover.starts-with'), `${member.value} ${named(member.resource?.ref)}`]);
            if (isTagClause(member)) rows.push([t('hover.tagged'), member.tags.map((t) => named(t.ref)).join(', ')]);
            if (isWinClause(member)) rows.push([t('hover.wins'), winRow(member)]);
        }
        const own = ownDescription(role);
        if (own) lines.push('', md(own));
        lines.push('', table(rows));
        const abilities: Actionable[] = role.members.filter((m) => isAbility(m) || isTrigger(m));
        const shared = role.faction?.ref?.members.filter(isSharedAbility).map((s) => s.ability).filter(isAbility) ?? [];
        if (abilities.length + shared.length > 0) {
            lines.push('', `**${t('hover.abilities')}**`, '');
            for (const a of abilities) lines.push(`- ${this.abilityLine(a)}`);
            for (const a of shared) lines.push(`- ${this.abilityLine(a)} (${t('hover.shared-by', { name: named(role.faction!.ref) })})`);
        }
        lines.push(...notes(role));
        return lines.join('\n');
    }

    /** One line per ability: phase · stage · targets · limits. */
    abilityLine(node: Actionable): string {
        const parts = [isTrigger(node) ? `${t('kind.trigger')} ${named(node)}` : named(node)];
        if (isTrigger(node)) parts.push(code('on ' + canonicalText(node.event)));
        const { any, phases } = phasesOf(node);
        if (any) parts.push(t('hover.any-phase'));
        else if (phases.length > 0) parts.push(phases.map((p) => md(shownName(p))).join(', '));
        const stage = stageOf(node);
        if (stage) parts.push(`${t('kind.stage')} ${md(shownName(stage))}`);
        const target = node.clauses.find(isTargetClause);
        if (target) parts.push(md(strip(canonicalText(target), 'target')));
        const limits = node.clauses.filter(isLimitClause).flatMap((l) => l.limits.map((x) => canonicalText(x)));
        if (limits.length > 0) parts.push(md(limits.join(', ')));
        if (isAbility(node) && node.kind === 'passive') parts.push(t('hover.passive'));
        return parts.join(' · ');
    }

    factionCard(faction: Faction): string {
        const lines = [heading(t('kind.faction'), faction)];
        const roles = this.rolesOf(faction);
        const rows: Array<[string, string]> = [[t('hover.roles'), roles.length > 0 ? roles.map(named).join(', ') : t('hover.none')]];
        for (const member of faction.members) {
            if (isWinClause(member)) rows.push([t('hover.wins'), winRow(member)]);
            if (isKnowsClause(member)) rows.push([t('hover.knows'), member.refs.map((r) => named(r.ref)).join(', ')]);
        }
        lines.push('', table(rows));
        const shared = faction.members.filter(isSharedAbility).map((s) => s.ability).filter(isAbility);
        if (shared.length > 0) lines.push('', `**${t('hover.shared-abilities')}**`, '', ...shared.map((a) => `- ${this.abilityLine(a)}`));
        lines.push(...notes(faction));
        return lines.join('\n');
    }

    statusCard(status: Status): string {
        const lines = [heading(t('kind.status'), status)];
        const rows: Array<[string, string]> = status.clauses.filter((c) => !isNoteClause(c)).map((c) => [t('hover.rule'), code(canonicalText(c))]);
        const givers = this.statusSources(status);
        if (givers.length > 0) rows.push([t('hover.given-by'), givers.join(', ')]);
        if (rows.length > 0) lines.push('', table(rows));
        lines.push(...notes(status));
        return lines.join('\n');
    }

    stageCard(stage: Stage): string {
        const lines = [heading(t('kind.stage'), stage)];
        const rows: Array<[string, string]> = [[t('hover.order'), this.stagePosition(stage).replace(/^ — /, '') || '—']];
        if (stage.simultaneous) rows.push([t('hover.resolution'), t('hover.simultaneous')]);
        if (stage.after?.ref) rows.push([t('hover.after'), named(stage.after.ref)]);
        const users = this.index.nodes(stage, isActionable)
            .filter((a) => a.clauses.some((c) => isStageClause(c) && c.stage?.ref === stage));
        rows.push([t('hover.abilities'), users.length > 0 ? users.map((a) => named(a) + ownerSuffix(a)).join(', ') : t('hover.none')]);
        lines.push('', table(rows));
        return lines.join('\n');
    }

    phaseCard(phase: Phase): string {
        const lines = [heading(t('kind.phase'), phase)];
        const doc = AstUtils.getDocument(phase);
        const cycle = phaseCycle(ruleSetRoots(doc, this.documents));
        const rows: Array<[string, string]> = [[t('hover.cycle'), cycle.map((p) => (p === phase ? `**${md(shownName(p))}**` : md(shownName(p)))).join(' → ')]];
        for (const clause of phase.clauses) rows.push([t('hover.rule'), code(canonicalText(clause))]);
        lines.push('', table(rows));
        return lines.join('\n');
    }

    /** A voting: its clauses, then what they mean as the rules book words them (the tie rule included). */
    votingCard(voting: Voting): string {
        const lines = [heading(kindLabel('voting'), voting)];
        const rows: Array<[string, string]> = voting.clauses.map((clause) => [t('hover.rule'), code(canonicalText(clause))]);
        if (rows.length > 0) lines.push('', table(rows));
        lines.push('', votingText(voting, lang));
        return lines.join('\n');
    }

    playerCard(player: Player): string {
        const lines = [heading(t('kind.player'), player)];
        const rows: Array<[string, string]> = player.roles.map((r) => {
            const role = r.ref;
            return [t('hover.role'), role ? `${named(role)}${role.faction?.ref ? ' · ' + named(role.faction.ref) : ''}` : md(r.$refText)];
        });
        if (player.tags.length > 0) rows.push([t('hover.tagged'), player.tags.map((t) => named(t.ref)).join(', ')]);
        lines.push('', table(rows));
        return lines.join('\n');
    }

    resourceCard(resource: Resource): string {
        const lines = [heading(t('kind.resource'), resource)];
        const rows: Array<[string, string]> = [[t('hover.scope'), resource.global ? t('hover.global') : t('hover.per-player')], [t('hover.initial'), String(resource.initial ?? 0)]];
        for (const clause of resource.clauses) {
            if (isResourceThreshold(clause)) rows.push([t('hover.at', { n: clause.value }), clause.death ? t('hover.death') : `${t('kind.status')} ${named(clause.status?.ref)}`]);
            else rows.push([t('hover.rule'), code(canonicalText(clause))]);
        }
        lines.push('', table(rows));
        return lines.join('\n');
    }

    private stagePosition(stage: Stage): string {
        const index = this.index.stageRank(stage);
        return index >= 0 ? ` — ${t('hover.nth-of', { n: lang === 'en' ? ordinal(index + 1) : String(index + 1), count: this.index.stageOrder(stage).length })}` : '';
    }

    private rolesOf(faction: Faction): Role[] {
        return this.index.nodes(faction, isRole).filter((r) => r.faction?.ref === faction);
    }

    private statusSources(status: Status): string[] {
        const sources: string[] = [];
        for (const node of this.index.nodes(status, isAnyNode)) {
            if (isGiveStatusEffect(node) && node.status?.ref === status) {
                const owner = AstUtils.getContainerOfType(node, (n): n is Actionable => isAbility(n) || isOptionDecl(n) || isTrigger(n));
                if (owner) sources.push(named(owner) + ownerSuffix(owner));
            }
            if (isResourceThreshold(node) && node.status?.ref === status) sources.push(t('hover.threshold-at', { name: named(node.$container), n: node.value }));
            if (isMissedVotes(node) && node.status?.ref === status) sources.push(t('hover.missed-votes', { name: named(node.$container) }));
        }
        return [...new Set(sources)];
    }

}

function isActionable(node: unknown): node is Actionable {
    return isAbility(node) || isOptionDecl(node) || isTrigger(node);
}

function isAnyNode(_node: unknown): _node is AstNode {
    return true;
}

/** What an ability does to other orders (actions on actions), and how `resolution natural` orders them. */
function ordersRow(node: Actionable): string | null {
    const kinds = new Set<string>();
    for (const n of AstUtils.streamAst(node)) kinds.add(n.$type);
    const parts: string[] = [];
    if (kinds.has('BlockEffect')) parts.push(t('nar.hover.block'));
    if (kinds.has('SwapEffect')) parts.push(t('nar.hover.swap'));
    if (kinds.has('RedirectEffect')) parts.push(t('nar.hover.redirect'));
    if (kinds.has('RetargetEffect')) parts.push(t('nar.hover.retarget'));
    if (kinds.has('HoldEffect')) parts.push(t('nar.hover.hold'));
    if (kinds.has('DoubleEffect')) parts.push(t('nar.hover.double'));
    return parts.length > 0 ? parts.join('<br>') : null;
}

function optionEffect(option: Actionable): string {
    const effect = option.clauses.find(isEffectClause);
    return effect ? ': ' + code(strip(canonicalText(effect), 'effect')) : '';
}

/** A declaration kind (`declarationKind`: English words) in the card's language. */
function kindLabel(kind: string): string {
    const key = `kind.${kind.replace(/ /g, '-')}`;
    return isMessageKey(key) ? t(key) : kind;
}

function abilityKindWord(node: Actionable): string {
    return isAbility(node) && node.kind === 'passive' ? t('hover.passive-ability') : t('kind.ability');
}

function ownerSuffix(node: AstNode): string {
    const owner = ownerOf(node);
    return isRole(owner) || isFaction(owner) ? ` (${named(owner)})` : '';
}

function heading(kind: string, node: AstNode): string {
    const name = nameOf(node) ?? '?';
    const title = titleOf(node);
    return `**${kind}** ${bold(name)}` + (title && title !== name ? ` «${md(title)}»` : '');
}

/** A reference to a declaration: identifier, and the display name when it differs. */
function named(node: AstNode | undefined): string {
    if (!node) return '?';
    const name = nameOf(node) ?? '?';
    const title = titleOf(node);
    return title && title !== name ? `${md(name)} «${md(title)}»` : md(name);
}

/** The rules book's words for it: its own `description "…"`, else generated from its definition (language/posts/describe.ts). */
function describedText(node: Actionable): string {
    const lang = langOfNames([titleOf(node) ?? '', nameOf(node) ?? '']);
    try {
        if (isAbility(node)) return abilityText(node, lang);
        if (isTrigger(node)) return triggerText(node, lang);
        return ownDescription(node) ?? optionText(node, lang);
    } catch {
        return ''; // a half-typed clause the words cannot be built for yet: the card shows without them
    }
}

function notes(node: AstNode): string[] {
    const clauses = ((node as { clauses?: AstNode[]; members?: AstNode[] }).clauses ?? (node as { members?: AstNode[] }).members ?? []).filter(isNoteClause);
    return clauses.length > 0 ? ['', ...clauses.map((n) => `_${md(n.text)}_`)] : [];
}

function table(rows: Array<[string, string]>): string {
    return ['| | |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v.replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`)].join('\n');
}

function strip(text: string, keyword: string): string {
    return text.startsWith(keyword + ' ') ? text.slice(keyword.length + 1) : text;
}

function ordinal(n: number): string {
    const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
    return `${n}${suffix}`;
}

function quoted(s: string): string {
    return `«${md(s)}»`;
}

function bold(s: string): string {
    return `**${md(s)}**`;
}

/** Inline code: a fence longer than any backtick run inside keeps user text literal. */
function code(s: string): string {
    const longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((m) => m.length));
    const fenceText = '`'.repeat(longest + 1);
    const pad = s.startsWith('`') || s.endsWith('`') ? ' ' : '';
    return `${fenceText}${pad}${s}${pad}${fenceText}`;
}

function fence(s: string): string {
    const longest = Math.max(2, ...(s.match(/`+/g) ?? []).map((m) => m.length));
    const f = '`'.repeat(longest + 1);
    return `${f}mafia\n${s}\n${f}`;
}

/** Escapes Markdown (and HTML) in user text: names are inline, so line-start syntax cannot trigger. */
export function md(s: string): string {
    return s.replace(/[\\`*_[\]|~<>&]/g, (c) => (c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : '\\' + c));
}

/** A win clause as written, and its condition in words (expression-words.ts) below. */
function winRow(w: WinClause): string {
    const words = w.condition ? conditionText(w.condition, lang) : '';
    return code(strip(canonicalText(w), 'wins')) + (words ? `<br>${md(words)}` : '');
}
