// Words for a rule set's declarations, for the rules book and the role PMs: an ability's or role's
// own `description "…"` where it has one, else a text generated from its definition (when it is
// used, its target, limits, chance, visibility, effect), in the tool's language. Names are the
// rule set's display names; a condition the generator has no words for is quoted as written.
import type { AstNode } from 'langium';
import { say, type Lang, type MessageKey } from '../../engine/l10n/catalogue.js';
import * as ast from '../generated/ast.js';

export const titleOf = (d: { name: string; title?: string }): string => d.title ?? d.name;

/** The declaration's own `description "…"`, if it has one. */
export function ownDescription(node: ast.Ability | ast.Role | ast.Faction | ast.OptionDecl | ast.Trigger): string | undefined {
    const members: readonly AstNode[] = ast.isRole(node) || ast.isFaction(node) ? node.members : node.clauses;
    return members.find(ast.isDescriptionClause)?.text;
}

const src = (n: AstNode | undefined): string => (n?.$cstNode?.text ?? '').replace(/\s+/g, ' ').trim();

function refTitle(ref: { ref?: AstNode; $refText: string }): string {
    const t = ref.ref as { name?: string; title?: string } | undefined;
    return t && typeof t.name === 'string' ? titleOf(t as { name: string; title?: string }) : ref.$refText;
}

const CONTEXT_WORDS: Record<string, MessageKey> = {
    target: 'book.ctx.target', targets: 'book.ctx.targets', self: 'book.ctx.self', actor: 'book.ctx.actor', victims: 'book.ctx.victims',
    voters: 'book.ctx.voters', holder: 'book.ctx.holder', attackers: 'book.ctx.attackers', visitors: 'book.ctx.visitors', actors: 'book.ctx.actors',
};

/** An expression in words where it is a plain name or context word; else as written in the rule set. */
export function exprText(e: ast.Expression | undefined, lang: Lang): string {
    if (!e) return '';
    if (ast.isContextVariable(e) && CONTEXT_WORDS[e.name]) return say(lang, CONTEXT_WORDS[e.name]);
    if (ast.isNamedReference(e)) return refTitle(e.ref);
    if (ast.isNumberLiteral(e)) return String(e.value);
    if (ast.isPlayerSet(e) && e.refs.length === 0) return say(lang, e.kind === 'dead' ? 'book.ctx.dead' : e.kind === 'alive' ? 'book.ctx.alive' : 'book.ctx.players');
    return src(e);
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
        case 'EffectBlock': return (fx as ast.EffectBlock).effects.map((x) => effectText(x, lang)).filter(Boolean).join('; ');
        case 'KillEffect': return say(lang, 'book.fx.kill', { target: t((fx as ast.KillEffect).target) });
        case 'DamageEffect': {
            const d = fx as ast.DamageEffect;
            return say(lang, d.kind === 'attack' ? 'book.fx.attack' : 'book.fx.damage', { target: t(d.target), amount: d.amount ? t(d.amount) : '1' });
        }
        case 'HealEffect': return say(lang, 'book.fx.heal', { target: t((fx as ast.HealEffect).target) });
        case 'ProtectEffect': {
            const p = fx as ast.ProtectEffect;
            const by = p.sources.length > 0 ? say(lang, 'book.fx.by', { names: names(p.sources) }) : '';
            return say(lang, `book.fx.protect.${p.scope}` as MessageKey, { target: t(p.target), by });
        }
        case 'BlockEffect': return say(lang, 'book.fx.block', { target: t((fx as ast.BlockEffect).target) });
        case 'GiveStatusEffect': { const g = fx as ast.GiveStatusEffect; return say(lang, 'book.fx.give', { target: t(g.target), status: refTitle(g.status) }); }
        case 'RemoveStatusEffect': { const r = fx as ast.RemoveStatusEffect; return say(lang, 'book.fx.removeStatus', { target: t(r.target), status: refTitle(r.status) }); }
        case 'LearnEffect': {
            const l = fx as ast.LearnEffect;
            const key = PROPERTY[l.property];
            return say(lang, 'book.fx.learn', { property: key ? say(lang, key) : l.property, subject: t(l.subject) });
        }
        case 'RevealEffect': { const r = fx as ast.RevealEffect; return say(lang, 'book.fx.reveal', { property: PROPERTY[r.property] ? say(lang, PROPERTY[r.property]) : r.property, target: t(r.target) }); }
        case 'AnnounceEffect': return say(lang, 'book.fx.announce', { text: (fx as ast.AnnounceEffect).text });
        case 'TellEffect': { const m = fx as ast.TellEffect; return say(lang, 'book.fx.tell', { target: t(m.recipients), text: m.text }); }
        case 'ChangeRoleEffect': { const c = fx as ast.ChangeRoleEffect; return say(lang, 'book.fx.changeRole', { target: t(c.target), role: refTitle(c.role) }); }
        case 'ReviveEffect': return say(lang, 'book.fx.revive', { target: t((fx as ast.ReviveEffect).target) });
        case 'RedirectEffect': { const r = fx as ast.RedirectEffect; return say(lang, 'book.fx.redirect', { target: t(r.target), to: t(r.to) }); }
        case 'ExecuteEffect': return say(lang, 'book.fx.execute', { target: t((fx as ast.ExecuteEffect).target) });
        case 'VoteEffect': { const v = fx as ast.VoteEffect; return say(lang, `book.fx.vote.${v.kind}` as MessageKey, { target: t(v.target), amount: v.amount ? t(v.amount) : '' }); }
        case 'IfEffect': {
            const i = fx as ast.IfEffect;
            const then = say(lang, 'book.fx.if', { cond: src(i.condition), then: effectText(i.then, lang) });
            return i.else ? `${then}${say(lang, 'book.fx.else', { else: effectText(i.else, lang) })}` : then;
        }
        case 'ChanceEffect': {
            const c = fx as ast.ChanceEffect;
            const then = say(lang, 'book.fx.chance', { p: c.chance, then: effectText(c.then, lang) });
            return c.else ? `${then}${say(lang, 'book.fx.else', { else: effectText(c.else, lang) })}` : then;
        }
        case 'DelayEffect': return say(lang, 'book.fx.delay', { then: effectText((fx as ast.DelayEffect).body, lang) });
        case 'ForEachEffect': { const f = fx as ast.ForEachEffect; return say(lang, 'book.fx.forEach', { set: src(f.set), then: effectText(f.body, lang) }); }
        case 'HostNoteEffect': return say(lang, 'book.fx.host', { text: (fx as ast.HostNoteEffect).text });
        case 'WinEffect': return say(lang, 'book.fx.win', { target: t((fx as ast.WinEffect).winners) });
        case 'ApplyOptionEffect': return '';
        default: return src(fx);
    }
}

function targetText(tc: ast.TargetClause, lang: Lang): string {
    const n = tc.count?.value ?? 1;
    const filters = tc.filters.map((f) => say(lang, `book.filter.${f}` as MessageKey));
    const count = say(lang, tc.count.upTo ? 'book.target.upTo' : 'book.target.count', { n });
    const where = tc.condition ? say(lang, 'book.target.where', { cond: src(tc.condition) }) : '';
    return say(lang, 'book.target', { count, filters: filters.length > 0 ? ` (${filters.join(', ')})` : '', where });
}

function limitText(l: ast.Limit, lang: Lang): string {
    switch (l.$type) {
        case 'PerLimit': return say(lang, `book.limit.per.${l.scope}` as MessageKey, { n: l.count });
        case 'RowLimit': return say(lang, `book.limit.row.${l.scope}` as MessageKey) + (l.exception ? say(lang, 'book.limit.unless', { cond: src(l.exception) }) : '');
        case 'SameTargetLimit': return say(lang, l.inRow ? 'book.limit.sameTargetRow' : 'book.limit.sameTarget') + (l.exception ? say(lang, 'book.limit.unless', { cond: src(l.exception) }) : '');
        case 'SameArgLimit': return say(lang, l.inRow ? 'book.limit.sameArgRow' : 'book.limit.sameArg', { arg: say(lang, PROPERTY[l.arg] ?? 'book.prop.option') });
        case 'OptionCountLimit': return say(lang, 'book.limit.options', { n: l.count, per: say(lang, `book.scope.${l.scope}` as MessageKey) });
        case 'WhenLimit': return say(lang, l.only ? 'book.limit.onlyWhen' : 'book.limit.unlessWhen', { cond: src(l.condition) });
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
    return [head ? capital(head) : '', body].filter(Boolean).map((s) => (/[.!?…»"]$/.test(s) ? s : `${s}.`)).join(' ');
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
    const when = (event?.kind ? say(lang, `book.event.${event.kind}` as MessageKey) : '…') + subjects + (t.condition ? say(lang, 'book.trigger.when', { cond: src(t.condition) }) : '');
    const { facts, effect } = clauseFacts(t.clauses, lang);
    const body = own ?? [...facts, effect].filter(Boolean).join('; ');
    return `${capital(when)}: ${body}${/[.!?…»"]$/.test(body) ? '' : '.'}`;
}

/** A win clause in words: its own name, or its condition as written. */
export function winText(w: ast.WinClause, lang: Lang): string {
    const cond = w.condition ? src(w.condition) : '';
    const allies = w.anyone ? say(lang, 'book.win.anyone') : w.allies.length > 0 ? say(lang, 'book.win.with', { names: w.allies.map(refTitle).join(', ') }) : '';
    const head = w.title ? `«${w.title}»${cond ? ': ' : ''}` : '';
    return `${head}${cond ? say(lang, 'book.win.when', { cond }) : ''}${allies}${w.alone ? say(lang, 'book.win.alone') : ''}`;
}

function capital(s: string): string {
    return s.length > 0 ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}
