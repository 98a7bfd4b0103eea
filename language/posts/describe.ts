// Words for a rule set's declarations, for the rules book and the role PMs: an ability's or role's
// own `description "…"` where it has one, else a text generated from its definition (when it is
// used, its target, limits, chance, visibility, effect), in the tool's language. Names are the
// rule set's display names; conditions and values read as sentences (expression-words.ts).
import type { AstNode } from 'langium';
import { isMessageKey, say, type Lang, type MessageKey } from '../../engine/l10n/catalogue.js';
import * as ast from '../generated/ast.js';
import { conditionText, nounPhrase, nounText } from './expression-words.js';
import { templateWords } from './template-words.js';

export const titleOf = (d: { name: string; title?: string }): string => d.title ?? d.name;

/** The declaration's own `description "…"`, if it has one. */
export function ownDescription(node: ast.Ability | ast.Role | ast.Faction | ast.OptionDecl | ast.Trigger): string | undefined {
    const members: readonly AstNode[] = ast.isRole(node) || ast.isFaction(node) ? node.members : node.clauses;
    return members.find(ast.isDescriptionClause)?.text;
}

const src = (n: AstNode | undefined): string => (n?.$cstNode?.text ?? '').replace(/\s+/g, ' ').trim();

/** When a delayed effect runs (`delay until …`), as the rules post says it: a player must know when. */
function timingText(t: ast.Timing, lang: Lang): string {
    const when = t.stage ? say(lang, 'book.when.stage', { stage: refTitle(t.stage) })
        : t.phases !== undefined && !t.next && !t.atEnd ? say(lang, 'book.when.in', { n: t.phases })
        : t.atEnd ? say(lang, t.following ? 'book.when.endNext' : 'book.when.end')
        : t.phase ? say(lang, 'book.when.nextKind', { phase: refTitle(t.phase) })
        : say(lang, 'book.when.next');
    return t.stageAfter ? `${when}${say(lang, 'book.when.atStage', { stage: refTitle(t.stageAfter) })}` : when;
}

function refTitle(ref: { ref?: AstNode; $refText: string }): string {
    const t = ref.ref as { name?: string; title?: string } | undefined;
    return t && typeof t.name === 'string' ? titleOf(t as { name: string; title?: string }) : ref.$refText;
}

/**
 * Names as a list of «…», each that shares its display name with another of the list qualified by
 * its role or faction («Огнешар» (Маг), «Огнешар» (Колдун)): seed 000 has two abilities of that name.
 */
function quotedNames(refs: ReadonlyArray<{ ref?: AstNode; $refText: string }>): string {
    const titles = refs.map(refTitle);
    return refs.map((r, i) => {
        const twin = titles.some((t, j) => j !== i && t === titles[i]);
        let owner: AstNode | undefined = r.ref?.$container;
        while (owner && !ast.isRole(owner) && !ast.isFaction(owner)) owner = owner.$container;
        return twin && owner ? `«${titles[i]}» (${titleOf(owner as ast.Role)})` : `«${titles[i]}»`;
    }).join(', ');
}

const CONTEXT_WORDS: Record<string, MessageKey> = {
    target: 'book.ctx.target', targets: 'book.ctx.targets', self: 'book.ctx.self', actor: 'book.ctx.actor', victims: 'book.ctx.victims',
    voters: 'book.ctx.voters', holder: 'book.ctx.holder', attackers: 'book.ctx.attackers', visitors: 'book.ctx.visitors', actors: 'book.ctx.actors',
};

/** An effect's operand in words: a context word or name as the book lists it, else a noun phrase. */
export function exprText(e: ast.Expression | undefined, lang: Lang): string {
    if (!e) return '';
    if (ast.isContextVariable(e) && CONTEXT_WORDS[e.name]) return say(lang, CONTEXT_WORDS[e.name]);
    if (ast.isNamedReference(e)) return refTitle(e.ref);
    if (ast.isNumberLiteral(e)) return String(e.value);
    if (ast.isPlayerSet(e) && e.refs.length === 0) return say(lang, e.kind === 'dead' ? 'book.ctx.dead' : e.kind === 'alive' ? 'book.ctx.alive' : 'book.ctx.players');
    return nounText(e, lang);
}

/** A duration's words (« этой ночью», « на 2 фазы»), or '' when there is none. */
function durationText(d: ast.Duration | undefined, lang: Lang): string {
    if (!d) return '';
    if (ast.isThisPhase(d)) return say(lang, `expr.dur.this.${d.phase}` as MessageKey);
    if (ast.isNextPhase(d)) return say(lang, `expr.dur.next.${d.phase}` as MessageKey);
    if (ast.isForPhases(d)) return say(lang, `expr.dur.for.${d.unit}` as MessageKey, { n: d.count });
    if (ast.isNextPhases(d)) return say(lang, `expr.dur.nextFor.${d.unit}` as MessageKey, { n: d.count });
    return say(lang, 'expr.dur.game');
}

/** What `learn`/`reveal` tells: a built-in property, or a slot's or resource's own name. */
function propertyText(property: string, lang: Lang, at: AstNode): string {
    const key = `expr.learn.${property}`;
    if (isMessageKey(key)) return say(lang, key);
    let root: AstNode = at;
    while (root.$container) root = root.$container;
    const decl = ast.isRuleSet(root) ? root.elements.find((x) => (ast.isSlot(x) || ast.isResource(x)) && x.name === property) : undefined;
    return say(lang, 'expr.learn.named', { name: decl ? titleOf(decl as ast.Slot) : property });
}

const PROPERTY: Record<string, MessageKey> = {
    role: 'book.prop.role', faction: 'book.prop.faction', guise: 'book.prop.guise', alignment: 'book.prop.alignment', hp: 'book.prop.hp',
    targets: 'book.prop.targets', visitors: 'book.prop.visitors', attackers: 'book.prop.attackers', actions: 'book.prop.actions',
};

/** One effect as a clause of a sentence («убивает: цель»). */
export function effectText(fx: ast.Effect | undefined, lang: Lang): string {
    if (!fx) return '';
    const t = (x: ast.Expression | undefined) => exprText(x, lang);
    const names = (refs: ReadonlyArray<{ ref?: AstNode; $refText: string }>) => refs.map(refTitle).join(', ');
    switch (fx.$type) {
        case 'EffectBlock': {
            // A conditional with effects after it is closed in brackets: «если …: (с вероятностью 75%: A); B»
            // says that B does not depend on the chance (seed 003's boss), where «…: A; B» would not.
            return blockParts(fx as ast.EffectBlock, lang).join('; ');
        }
        case 'KillEffect': {
            const k = fx as ast.KillEffect;
            return say(lang, 'book.fx.kill', { target: t(k.target) }) + (k.then ? say(lang, 'book.fx.then', { then: bodyText(k.then, lang) }) : '');
        }
        case 'DamageEffect': {
            const d = fx as ast.DamageEffect;
            return say(lang, d.kind === 'attack' ? 'book.fx.attack' : 'book.fx.damage', { target: t(d.target), amount: d.amount ? t(d.amount) : '1' });
        }
        case 'HealEffect': return say(lang, 'book.fx.heal', { target: t((fx as ast.HealEffect).target) });
        case 'ProtectEffect': {
            const p = fx as ast.ProtectEffect;
            const by = p.sources.length > 0 ? say(lang, 'book.fx.by', { names: names(p.sources) }) : '';
            return say(lang, `book.fx.protect.${p.scope}` as MessageKey, { target: t(p.target), by }) + exceptions(p.exceptions, p.once, p.unless, lang);
        }
        case 'BlockEffect': return say(lang, 'book.fx.block', { target: t((fx as ast.BlockEffect).target) });
        case 'GiveStatusEffect': { const g = fx as ast.GiveStatusEffect; return say(lang, 'book.fx.give', { target: t(g.target), status: refTitle(g.status) }); }
        case 'RemoveStatusEffect': { const r = fx as ast.RemoveStatusEffect; return say(lang, 'book.fx.removeStatus', { target: t(r.target), status: refTitle(r.status) }); }
        case 'LearnEffect': {
            const l = fx as ast.LearnEffect;
            const answer = l.answer ? say(lang, 'expr.learn.answer', { answer: t(l.answer) }) : '';
            const to = l.recipients ? say(lang, 'book.fx.learnTo', { to: t(l.recipients) }) : '';
            return say(lang, 'book.fx.learn', { property: propertyText(l.property, lang, l), subject: t(l.subject) }) + answer + to + exceptions(l.excluded, false, l.unless, lang);
        }
        case 'RevealEffect': { const r = fx as ast.RevealEffect; return say(lang, 'book.fx.reveal', { property: propertyText(r.property, lang, r), target: t(r.target) }); }
        case 'AnnounceEffect': return say(lang, 'book.fx.announce', { text: templateWords((fx as ast.AnnounceEffect).text, lang) });
        case 'TellEffect': { const m = fx as ast.TellEffect; return say(lang, 'book.fx.tell', { target: t(m.recipients), text: templateWords(m.text, lang) }); }
        case 'ChangeRoleEffect': { const c = fx as ast.ChangeRoleEffect; return say(lang, 'book.fx.changeRole', { target: t(c.target), role: refTitle(c.role) }); }
        case 'ReviveEffect': return say(lang, 'book.fx.revive', { target: t((fx as ast.ReviveEffect).target) });
        case 'RedirectEffect': { const r = fx as ast.RedirectEffect; return say(lang, 'book.fx.redirect', { target: t(r.target), to: t(r.to) }); }
        case 'ExecuteEffect': return say(lang, 'book.fx.execute', { target: t((fx as ast.ExecuteEffect).target) });
        case 'VoteEffect': { const v = fx as ast.VoteEffect; return say(lang, `book.fx.vote.${v.kind}` as MessageKey, { target: t(v.target), amount: v.amount ? t(v.amount) : '' }); }
        case 'IfEffect': {
            const i = fx as ast.IfEffect;
            const then = say(lang, 'book.fx.if', { cond: conditionText(i.condition, lang), then: bodyText(i.then, lang) });
            return i.else ? `${then}${say(lang, 'book.fx.else', { else: bodyText(i.else, lang) })}` : then;
        }
        case 'ChanceEffect': {
            const c = fx as ast.ChanceEffect;
            const then = say(lang, 'book.fx.chance', { p: c.chance, then: bodyText(c.then, lang) });
            return c.else ? `${then}${say(lang, 'book.fx.else', { else: bodyText(c.else, lang) })}` : then;
        }
        case 'DelayEffect': { const d = fx as ast.DelayEffect; return say(lang, 'book.fx.delayWhen', { when: timingText(d.timing, lang), then: bodyText(d.body, lang) }); }
        case 'ForEachEffect': { const f = fx as ast.ForEachEffect; return say(lang, 'expr.forEach', { var: f.variable.name, set: nounPhrase(f.set, lang).gen, then: bodyText(f.body, lang) }); }
        case 'HostNoteEffect': return say(lang, 'book.fx.host', { text: templateWords((fx as ast.HostNoteEffect).text, lang) });
        case 'WinEffect': return say(lang, 'book.fx.win', { target: t((fx as ast.WinEffect).winners) });
        case 'ApplyOptionEffect': return '';
        default: return actionText(fx, lang);
    }
}

/** Effects that govern the effects after their colon: a reader cannot tell where they end unless told. */
function isConditional(fx: ast.Effect): boolean {
    return ast.isIfEffect(fx) || ast.isChanceEffect(fx) || ast.isDelayEffect(fx) || ast.isForEachEffect(fx) || (ast.isKillEffect(fx) && !!fx.then);
}

/** What a condition, chance, delay or loop governs: several effects in brackets, so that all of them, and only
 *  they, read as governed («с вероятностью 50%: (лишает голоса: цель; в конце фазы: …)»). */
function bodyText(fx: ast.Effect | undefined, lang: Lang): string {
    if (!fx || !ast.isEffectBlock(fx)) return effectText(fx, lang);
    const parts = blockParts(fx, lang);
    return parts.length > 1 ? `(${parts.join('; ')})` : parts.join('');
}

/** A block's effects as clauses (the empty ones left out), a conditional followed by others in brackets. */
function blockParts(block: ast.EffectBlock, lang: Lang): string[] {
    const parts = block.effects.map((x) => ({ x, text: effectText(x, lang) })).filter((e) => e.text);
    return parts.map((e, i) => (i < parts.length - 1 && isConditional(e.x) ? `(${e.text})` : e.text));
}

/** What an effect leaves out or where it fails, as the engine applies it: `except …`, `once`, `unless …`. */
function exceptions(except: ReadonlyArray<{ ref?: AstNode; $refText: string }>, once: boolean, unless: ast.Expression | undefined, lang: Lang): string {
    return (except.length > 0 ? say(lang, 'book.fx.except', { names: quotedNames(except) }) : '')
        + (once ? say(lang, 'book.fx.once') : '')
        + (unless ? say(lang, 'book.fx.unless', { cond: conditionText(unless, lang) }) : '');
}

/** The effects on orders, guises, immunities and resources (the rest of the effect grammar). */
function actionText(fx: ast.Effect, lang: Lang): string {
    const t = (x: ast.Expression | undefined) => exprText(x, lang);
    const g = (x: ast.Expression | undefined) => (x ? nounPhrase(x, lang).gen : '');
    // The subject of a sentence («сам игрок погибает вместо цели»), not a listed target («убивает: сам»).
    const n = (x: ast.Expression | undefined) => nounText(x, lang);
    const names = quotedNames;
    const dur = (d: ast.Duration | undefined) => durationText(d, lang);
    if (ast.isSwapEffect(fx)) return fx.second ? say(lang, 'expr.fx.swap', { first: t(fx.first), second: t(fx.second), dur: dur(fx.duration) }) : say(lang, 'expr.fx.swapTargets', { dur: dur(fx.duration) });
    if (ast.isRetargetEffect(fx)) return say(lang, 'expr.fx.retarget', { puppet: g(fx.puppet), to: t(fx.to), dur: dur(fx.duration) });
    if (ast.isHoldEffect(fx)) return say(lang, 'expr.fx.hold', { t: g(fx.target), until: fx.phase ? say(lang, 'expr.fx.holdUntil', { phase: refTitle(fx.phase) }) : '', dur: dur(fx.duration) });
    if (ast.isDoubleEffect(fx)) return say(lang, 'expr.fx.double', { t: t(fx.target), abilities: fx.abilities.length > 0 ? say(lang, 'expr.fx.doubleFor', { names: names(fx.abilities) }) : '', dur: dur(fx.duration) });
    if (ast.isExtendEffect(fx)) return say(lang, 'expr.fx.extend', { from: nounPhrase(fx.from, lang).acc, to: nounPhrase(fx.to, lang).acc, dur: dur(fx.duration) });
    if (ast.isSubstituteEffect(fx)) return say(lang, `expr.fx.substitute.${fx.scope}` as MessageKey, { sub: n(fx.substitute), t: g(fx.target), dur: dur(fx.duration) });
    if (ast.isResourceEffect(fx)) {
        const name = `«${refTitle(fx.resource)}»`;
        const res = fx.owner ? `${name} (${t(fx.owner)})` : name;
        return say(lang, `expr.fx.resource.${fx.op}` as MessageKey, { amount: t(fx.amount), res });
    }
    if (ast.isCancelEffect(fx)) {
        const what = fx.attacks ? say(lang, 'expr.fx.cancel.attacks') : say(lang, 'expr.fx.cancel.orders', { names: names(fx.abilities) });
        return say(lang, 'expr.fx.cancel', { what, by: fx.actors ? say(lang, 'expr.fx.cancel.by', { a: g(fx.actors) }) : '', on: fx.target ? say(lang, 'expr.fx.cancel.on', { t: nounPhrase(fx.target, lang).acc }) : '', dur: dur(fx.duration) });
    }
    if (ast.isImmuneEffect(fx)) {
        const what = fx.statuses.length > 0 ? say(lang, 'expr.fx.immune.status', { n: fx.statuses.length, names: names(fx.statuses) })
            : fx.abilities ? say(lang, fx.visibility ? `expr.fx.immune.${fx.visibility}` as MessageKey : 'expr.fx.immune.abilities')
            : fx.guises ? say(lang, 'expr.fx.immune.guises') : fx.execution ? say(lang, 'expr.fx.immune.execution') : names(fx.named);
        const except = fx.exceptions.length > 0 ? say(lang, 'expr.fx.immune.except', { names: fx.exceptions.map((x) => (x.kind ? say(lang, `expr.fx.immune.${x.kind}` as MessageKey) : `«${refTitle(x.ref!)}»`)).join(', ') }) : '';
        return say(lang, 'expr.fx.immune', { t: t(fx.target), what, except, dur: dur(fx.duration) });
    }
    if (ast.isReduceEffect(fx)) {
        const except = fx.exceptions.length > 0 ? say(lang, 'expr.fx.immune.except', { names: names(fx.exceptions) }) : '';
        return say(lang, `expr.fx.reduce.${fx.scope}` as MessageKey, { t: t(fx.target), amount: t(fx.amount), except, dur: dur(fx.duration) });
    }
    if (ast.isPermitEffect(fx)) return say(lang, 'expr.fx.permit', { t: t(fx.target), what: fx.all ? say(lang, 'expr.fx.permit.all') : names(fx.abilities), statuses: names(fx.statuses), dur: dur(fx.duration) });
    if (ast.isDisableEffect(fx)) return say(lang, 'expr.fx.disable', { names: names(fx.abilities), t: t(fx.target), dur: dur(fx.duration) });
    if (ast.isGuiseEffect(fx)) return say(lang, 'expr.fx.guise', { guise: `«${refTitle(fx.guise)}»`, t: t(fx.target), times: fx.times ? say(lang, 'expr.fx.times', { n: fx.times }) : '', dur: dur(fx.duration) });
    if (ast.isGuiseOfEffect(fx)) {
        const times = fx.times ? (ast.isNumberLiteral(fx.times) ? say(lang, 'expr.fx.times', { n: fx.times.value }) : ` (${t(fx.times)})`) : '';
        return fx.chosen ? say(lang, 'expr.fx.guiseChosen', { t: t(fx.target), times, dur: dur(fx.duration) })
            : say(lang, 'expr.fx.guiseOf', { label: t(fx.label), t: t(fx.target), times, dur: dur(fx.duration) });
    }
    if (ast.isReplaceGuisesEffect(fx)) return say(lang, 'expr.fx.replaceGuises', { t: g(fx.target), with: fx.chosen ? say(lang, 'expr.fx.replaceGuises.chosen') : say(lang, 'expr.fx.replaceGuises.of', { s: g(fx.source) }), dur: dur(fx.duration) });
    if (ast.isDefeatEffect(fx)) return say(lang, 'expr.fx.defeat', { t: t(fx.targets) });
    if (ast.isCopyEffect(fx)) return say(lang, 'expr.fx.copy', { t: n(fx.target), s: g(fx.source), dur: dur(fx.duration) });
    if (ast.isCountAsEffect(fx)) return say(lang, 'expr.fx.countAs', { t: n(fx.target), role: t(fx.role), dur: dur(fx.duration) });
    if (ast.isProlongEffect(fx)) return say(lang, 'expr.fx.prolong', { ability: `«${refTitle(fx.ability)}»`, of: fx.target ? say(lang, 'expr.fx.prolongOf', { t: nounPhrase(fx.target, lang).acc }) : '', dur: dur(fx.duration) });
    if (ast.isPerformEffect(fx)) return say(lang, 'expr.fx.perform', { ability: t(fx.ability) });
    if (ast.isFollowVoteEffect(fx)) return say(lang, 'expr.fx.followVote', { voter: g(fx.voter), leader: g(fx.leader), dur: dur(fx.duration) });
    return src(fx);
}

function targetText(tc: ast.TargetClause, lang: Lang): string {
    const n = tc.count?.value ?? 1;
    const filters = tc.filters.map((f) => say(lang, `book.filter.${f}` as MessageKey));
    const count = say(lang, tc.count.upTo ? 'book.target.upTo' : 'book.target.count', { n });
    const where = tc.condition ? say(lang, 'book.target.where', { cond: conditionText(tc.condition, lang) }) : '';
    return say(lang, 'book.target', { count, filters: filters.length > 0 ? ` (${filters.join(', ')})` : '', where });
}

function limitText(l: ast.Limit, lang: Lang): string {
    switch (l.$type) {
        case 'PerLimit': return say(lang, `book.limit.per.${l.scope}` as MessageKey, { n: l.count });
        case 'RowLimit': return say(lang, `book.limit.row.${l.scope}` as MessageKey) + (l.exception ? say(lang, 'book.limit.unless', { cond: conditionText(l.exception, lang) }) : '');
        case 'SameTargetLimit': return say(lang, l.inRow ? 'book.limit.sameTargetRow' : 'book.limit.sameTarget') + (l.exception ? say(lang, 'book.limit.unless', { cond: conditionText(l.exception, lang) }) : '');
        case 'SameArgLimit': return say(lang, l.inRow ? 'book.limit.sameArgRow' : 'book.limit.sameArg', { arg: say(lang, PROPERTY[l.arg] ?? 'book.prop.option') });
        case 'OptionCountLimit': return say(lang, 'book.limit.options', { n: l.count, per: say(lang, `book.scope.${l.scope}` as MessageKey) });
        case 'WhenLimit': return say(lang, l.only ? 'book.limit.onlyWhen' : 'book.limit.unlessWhen', { cond: conditionText(l.condition, lang) });
        case 'ExclusiveLimit': return say(lang, 'book.limit.exclusive', { names: l.abilities.map(refTitle).join(', ') });
        case 'PhaseWindowLimit': return say(lang, 'book.limit.window', { from: l.from, to: l.to });
        default: return src(l);
    }
}

/** The facts of an ability's (or option's, trigger's) clauses, each a short phrase. */
export function clauseFacts(clauses: readonly ast.AbilityClause[], lang: Lang): { facts: string[]; effect: string } {
    const facts: string[] = [];
    const effects: string[] = [];
    for (const c of clauses) {
        if (ast.isPhaseRestriction(c)) facts.push(c.any ? say(lang, 'book.anyPhase') : say(lang, 'book.phases', { phases: c.phases.map(refTitle).join(', ') }));
        else if (ast.isTargetClause(c)) facts.push(targetText(c, lang));
        else if (ast.isLimitClause(c)) facts.push(...c.limits.map((l) => limitText(l, lang)));
        else if (ast.isChanceClause(c)) facts.push(say(lang, 'book.chance', { p: c.value }));
        else if (ast.isVisibilityClause(c)) facts.push(say(lang, c.visibility === 'public' ? 'book.public' : 'book.secret'));
        else if (ast.isUsableClause(c)) facts.push(say(lang, c.requires ? 'book.requires' : 'book.usableIn', { statuses: c.statuses.map(refTitle).join(', ') }));
        else if (ast.isInstantClause(c)) facts.push(say(lang, 'book.instant'));
        else if (ast.isParamClause(c) && c.kind === 'role') facts.push(say(lang, 'book.guessRole'));
        else if (ast.isEffectClause(c)) { const t = effectText(c.effect, lang); if (t) effects.push(t); }
    }
    return { facts, effect: effects.join('; ') };
}

/** «Ночь; цель: один игрок (живой); раз за игру. Узнаёт фракцию: цель.» or the ability's own description. */
export function abilityText(a: ast.Ability, lang: Lang): string {
    const own = ownDescription(a);
    const { facts, effect } = clauseFacts(a.clauses, lang);
    if (a.kind === 'passive') facts.unshift(say(lang, 'book.passive'));
    if (a.marks.length > 0) facts.push(say(lang, 'book.marked', { marks: a.marks.join(', ') }));
    const head = facts.join('; ');
    const body = own ?? (effect ? capital(effect) : '');
    return [head ? capital(head) : '', body].filter(Boolean).map((s) => (/[.!?…][»"]?$/.test(s) ? s : `${s}.`)).join(' ');
}

export function optionText(o: ast.OptionDecl, lang: Lang): string {
    const own = ownDescription(o);
    if (own) return own;
    const { facts, effect } = clauseFacts(o.clauses, lang);
    return [...facts, effect].filter(Boolean).join('; ');
}

export function triggerText(t: ast.Trigger, lang: Lang): string {
    const own = ownDescription(t);
    // Half-typed text (`trigger Месть on`) has no event yet: the card still shows.
    const event = t.event as ast.TriggerEvent | undefined;
    const subjects = event && event.subjects.length > 0 ? say(lang, 'book.trigger.of', { names: event.subjects.map(refTitle).join(', ') }) : '';
    const eventKey = event?.kind ? (isMessageKey(`book.event.${event.kind}`) ? `book.event.${event.kind}` : `expr.event.${event.kind}`) as MessageKey : undefined;
    // `on learn guise`: what must be learned of him.
    const learned = event?.kind === 'learn' && event.learned ? say(lang, 'book.event.learned', { property: propertyText(event.learned, lang, event) }) : '';
    const when = (eventKey ? say(lang, eventKey) : '…') + learned + subjects + (t.condition ? say(lang, 'book.trigger.when', { cond: conditionText(t.condition, lang) }) : '');
    const { facts, effect } = clauseFacts(t.clauses, lang);
    const body = own ?? [...facts, effect].filter(Boolean).join('; ');
    return `${capital(when)}: ${body}${/[.!?…][»"]?$/.test(body) ? '' : '.'}`;
}

/** A win clause in words: its own name and its condition as a sentence. */
export function winText(w: ast.WinClause, lang: Lang): string {
    const cond = w.condition ? conditionText(w.condition, lang) : '';
    const allies = w.anyone ? say(lang, 'book.win.anyone') : w.allies.length > 0 ? say(lang, 'book.win.with', { names: w.allies.map(refTitle).join(', ') }) : '';
    const head = w.title ? `«${w.title}»${cond ? ': ' : ''}` : '';
    return `${head}${cond ? say(lang, 'book.win.when', { cond }) : ''}${allies}${w.alone ? say(lang, 'book.win.alone') : ''}`;
}

function capital(s: string): string {
    return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}
