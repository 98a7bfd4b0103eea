// Compiles effects to JavaScript statements calling the runtime's effect primitives (their
// semantics are documented on each primitive in engine/effects/). Each statement is traced
// to its effect so the source map leads from generated code back to the rule line.
import { expandTracedToNode, joinToNode, type Generated } from 'langium/generate';
import {
    isAnnounceEffect, isBlockEffect, isChanceEffect, isChangeRoleEffect, isCopyEffect, isDamageEffect, isDelayEffect,
    isEffectBlock, isExtendEffect, isForEachEffect, isForGame, isForPhases, isNextPhases, isGiveStatusEffect, isGuiseEffect,
    isHealEffect, isHostNoteEffect, isIfEffect, isKillEffect, isLearnEffect, isNextPhase, isProtectEffect,
    isRedirectEffect, isRemoveStatusEffect, isResourceEffect, isRevealEffect, isReviveEffect, isTellEffect,
    isThisPhase, isVoteEffect, isWinEffect, isImmuneEffect, isReduceEffect, isCancelEffect, isPermitEffect,
    isDisableEffect, isGuiseOfEffect, isReplaceGuisesEffect, isDefeatEffect, isExecuteEffect, isSubstituteEffect,
    isCountAsEffect, isPerformEffect, isApplyOptionEffect, isProlongEffect, isFollowVoteEffect, isSwapEffect, isRetargetEffect, isHoldEffect,
    isDoubleEffect, isLoopVariable, type Duration, type Effect, type LoopVariable,
} from '../generated/ast.js';
import type { Constants, ExpressionCompiler, Scope } from './expression-compiler.js';
import { countOf, percent, refStrings } from './references.js';
import { lit } from './string-literal.js';
import { templatePlaceholders } from '../../engine/template-placeholders.js';

export class EffectCompiler {
    constructor(private readonly k: Constants, private readonly x: ExpressionCompiler) {}

    /** A whole effect as `(c) => { ... }`. */
    fn(effects: Effect[], s: Scope): Generated {
        if (effects.length === 0) return 'null';
        return expandTracedToNode(effects[0])`
            (c) => {
                ${joinToNode(effects, (e) => this.stmt(e, s), { appendNewLineIfNotEmpty: true })}
            }`;
    }

    stmt(e: Effect, s: Scope): Generated {
        const x = this.x;
        const k = this.k;
        const t = expandTracedToNode(e);
        const src = k.src(e);
        if (isEffectBlock(e)) {
            return joinToNode(e.effects, (inner) => this.stmt(inner, s), { appendNewLineIfNotEmpty: true }) ?? '';
        }
        if (isIfEffect(e)) {
            return e.else
                ? t`
                    if (${x.cond(e.condition, s)}) {
                        ${this.stmt(e.then, s)}
                    } else {
                        ${this.stmt(e.else, s)}
                    }`
                : t`
                    if (${x.cond(e.condition, s)}) {
                        ${this.stmt(e.then, s)}
                    }`;
        }
        if (isChanceEffect(e)) {
            return t`R.chance(c, ${String(percent(e, 'chance'))}, ${this.fn([e.then], s)}, ${e.else ? this.fn([e.else], s) : 'null'}, ${src});`;
        }
        if (isForEachEffect(e)) {
            const v = k.fresh('$v');
            const inner: Scope = { it: s.it, vars: new Map(s.vars).set(e.variable, v) };
            return t`
                R.forEach(c, ${x.expr(e.set, s)}, (${v}) => {
                    ${this.stmt(e.body, inner)}
                });`;
        }
        if (isKillEffect(e)) {
            const opts = e.reveal || e.unstoppable ? k.hoist('O', `{ reveal: ${this.opt(e.reveal)}, unstoppable: ${e.unstoppable} }`) : 'null';
            return t`R.kill(c, ${x.expr(e.target, s)}, ${e.bloody ? 'true' : 'false'}, ${e.then ? this.fn([e.then], s) : 'null'}, ${src}, ${opts});`;
        }
        if (isDamageEffect(e)) return t`R.damage(c, ${x.expr(e.target, s)}, ${e.amount ? x.num(e.amount, s) : '1'}, ${e.kind === 'attack' ? 'true' : 'false'}, ${src});`;
        if (isHealEffect(e)) return t`R.heal(c, ${x.expr(e.target, s)}, ${e.amount ? x.num(e.amount, s) : '1'}, ${src});`;
        if (isProtectEffect(e)) {
            const sources = e.sources.length > 0 ? k.refs(refStrings(e.sources)) : 'null';
            const except = e.exceptions.length > 0 ? k.refs(refStrings(e.exceptions)) : 'null';
            return t`R.protect(c, ${x.expr(e.target, s)}, ${lit(e.scope)}, ${sources}, ${e.once ? 'true' : 'false'}, ${e.unless ? `(c) => ${x.cond(e.unless, s)}` : 'null'}, ${this.duration(e.duration)}, ${src}, ${except});`;
        }
        if (isBlockEffect(e)) return t`R.block(c, ${x.expr(e.target, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isGiveStatusEffect(e)) return t`R.giveStatus(c, ${x.expr(e.target, s)}, ${lit(e.status.ref?.name ?? e.status.$refText)}, ${this.duration(e.duration)}, ${src});`;
        if (isRemoveStatusEffect(e)) return t`R.removeStatus(c, ${x.expr(e.target, s)}, ${lit(e.status.ref?.name ?? e.status.$refText)}, ${src});`;
        if (isExtendEffect(e)) return t`R.extend(c, ${x.expr(e.from, s)}, ${x.expr(e.to, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isLearnEffect(e)) {
            const opts = e.count !== undefined || e.excluded.length > 0 || e.anonymous
                ? k.hoist('O', `{ count: ${e.count !== undefined ? countOf(e, 'count') : 1}, except: ${e.excluded.length > 0 ? k.refs(refStrings(e.excluded)) : 'null'}, anonymous: ${e.anonymous} }`)
                : 'null';
            return t`R.learn(c, ${lit(e.property)}, ${x.expr(e.subject, s)}, ${e.answer ? `(c) => ${x.expr(e.answer, s)}` : 'null'}, ${e.recipients ? x.expr(e.recipients, s) : 'null'}, ${e.unless ? `(c) => ${x.cond(e.unless, s)}` : 'null'}, ${src}, ${opts});`;
        }
        if (isResourceEffect(e)) {
            return t`R.resource(c, ${lit(e.op)}, ${x.num(e.amount, s)}, ${lit(e.resource.ref?.name ?? e.resource.$refText)}, ${e.owner ? x.expr(e.owner, s) : 'null'}, ${src});`;
        }
        if (isAnnounceEffect(e)) return t`R.announce(c, ${lit(e.text)}, ${src}${this.loopVars(e.text, s)});`;
        if (isTellEffect(e)) return t`R.tell(c, ${x.expr(e.recipients, s)}, ${lit(e.text)}, ${src}${this.loopVars(e.text, s)});`;
        if (isChangeRoleEffect(e)) return t`R.changeRole(c, ${x.expr(e.target, s)}, ${lit(e.role.ref?.name ?? e.role.$refText)}, ${src});`;
        if (isReviveEffect(e)) return t`R.revive(c, ${x.expr(e.target, s)}, ${src});`;
        if (isWinEffect(e)) return t`R.win(c, ${x.expr(e.winners, s)}, ${src});`;
        if (isDelayEffect(e)) {
            const tm = e.timing;
            const stage = tm.stage?.ref?.name ?? tm.stageAfter?.ref?.name ?? null;
            const timing = k.hoist('T', `{ next: ${tm.next ? 'true' : 'false'}, phase: ${tm.phase?.ref ? lit(tm.phase.ref.name) : 'null'}, stage: ${stage !== null ? lit(stage) : 'null'}, inPhases: ${tm.phases !== undefined ? String(tm.phases) : 'null'}, atEnd: ${tm.atEnd}, following: ${tm.following} }`);
            return t`R.delay(c, ${timing}, ${this.fn([e.body], s)}, ${src});`;
        }
        if (isHostNoteEffect(e)) return t`R.hostNote(c, ${lit(e.text)}, ${src}${this.loopVars(e.text, s)});`;
        if (isFollowVoteEffect(e)) return t`R.followVote(c, ${x.expr(e.voter, s)}, ${x.expr(e.leader, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isVoteEffect(e) && e.hidden) return t`R.hiddenVoteMod(c, ${x.expr(e.target, s)}, ${e.amount ? x.num(e.amount, s) : '1'}, ${this.duration(e.duration)}, ${src}, ${this.opt(e.side)});`;
        if (isVoteEffect(e)) return t`R.voteMod(c, ${lit(e.kind)}, ${x.expr(e.target, s)}, ${e.amount ? x.num(e.amount, s) : '1'}, ${this.duration(e.duration)}, ${src}, ${this.opt(e.side)});`;
        if (isGuiseEffect(e)) return t`R.addGuise(c, ${lit(e.guise.ref?.name ?? e.guise.$refText)}, ${x.expr(e.target, s)}, ${String(e.times ?? 1)}, ${this.duration(e.duration)}, ${src});`;
        if (isRevealEffect(e)) return t`R.reveal(c, ${lit(e.property)}, ${x.expr(e.target, s)}, ${src});`;
        if (isRedirectEffect(e)) return t`R.redirect(c, ${x.expr(e.target, s)}, ${x.expr(e.to, s)}, ${src});`;
        if (isCopyEffect(e)) return t`R.copy(c, ${x.expr(e.source, s)}, ${x.expr(e.target, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isImmuneEffect(e)) {
            const spec = k.hoist('I', `{ statuses: ${this.names(e.statuses.map((r) => r.ref?.name ?? r.$refText))}, abilities: ${e.abilities}, visibility: ${this.opt(e.visibility)}, guises: ${e.guises}, execution: ${e.execution}, named: ${e.named.length > 0 ? k.refs(refStrings(e.named)) : 'null'}, exceptRefs: ${k.refs(refStrings(e.exceptions.filter((x) => x.ref).map((x) => x.ref!)))}, exceptKinds: ${this.names(e.exceptions.filter((x) => x.kind).map((x) => x.kind!))} }`);
            return t`R.immune(c, ${x.expr(e.target, s)}, ${spec}, ${this.duration(e.duration)}, ${src});`;
        }
        if (isReduceEffect(e)) return t`R.reduce(c, ${lit(e.scope)}, ${x.expr(e.target, s)}, ${x.num(e.amount, s)}, ${e.exceptions.length > 0 ? k.refs(refStrings(e.exceptions)) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        if (isCancelEffect(e)) return t`R.cancel(c, ${e.abilities.length > 0 ? k.refs(refStrings(e.abilities)) : 'null'}, ${e.attacks}, ${e.actors ? x.expr(e.actors, s) : 'null'}, ${e.target ? x.expr(e.target, s) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        if (isPermitEffect(e)) return t`R.permit(c, ${x.expr(e.target, s)}, ${e.all ? 'null' : k.refs(refStrings(e.abilities))}, ${this.names(e.statuses.map((r) => r.ref?.name ?? r.$refText))}, ${this.duration(e.duration)}, ${src});`;
        if (isDisableEffect(e)) return t`R.disable(c, ${k.refs(refStrings(e.abilities))}, ${x.expr(e.target, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isGuiseOfEffect(e)) return t`R.addGuiseOf(c, ${e.chosen ? 'null' : x.expr(e.label, s)}, ${x.expr(e.target, s)}, ${e.times ? x.num(e.times, s) : '1'}, ${this.duration(e.duration)}, ${src});`;
        if (isReplaceGuisesEffect(e)) return t`R.replaceGuises(c, ${x.expr(e.target, s)}, ${e.chosen ? 'null' : x.expr(e.source, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isDefeatEffect(e)) return t`R.defeat(c, ${x.expr(e.targets, s)}, ${src});`;
        if (isExecuteEffect(e)) return t`R.execute(c, ${x.expr(e.target, s)}, ${src});`;
        if (isSubstituteEffect(e)) return t`R.substitute(c, ${x.expr(e.substitute, s)}, ${x.expr(e.target, s)}, ${lit(e.scope)}, ${this.duration(e.duration)}, ${src});`;
        if (isCountAsEffect(e)) return t`R.countAs(c, ${x.expr(e.target, s)}, ${x.expr(e.role, s)}, ${this.duration(e.duration)}, ${src});`;
        if (isPerformEffect(e)) return t`R.perform(c, ${x.expr(e.ability, s)}, ${src});`;
        if (isApplyOptionEffect(e)) return t`R.applyOption(c, ${src});`;
        if (isProlongEffect(e)) return t`R.prolong(c, ${lit(refStrings([e.ability])[0] ?? '')}, ${e.target ? x.expr(e.target, s) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        // Actions on actions (engine/effects/orders-on-orders.ts).
        if (isSwapEffect(e)) return t`R.swapOrders(c, ${x.expr(e.first, s)}, ${e.second ? x.expr(e.second, s) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        if (isRetargetEffect(e)) return t`R.retargetOrders(c, ${x.expr(e.puppet, s)}, ${x.expr(e.to, s)}, ${this.opt(e.param)}, ${this.duration(e.duration)}, ${src});`;
        if (isHoldEffect(e)) return t`R.holdOrders(c, ${x.expr(e.target, s)}, ${e.phase?.ref ? lit(e.phase.ref.name) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        if (isDoubleEffect(e)) return t`R.doubleOrders(c, ${x.expr(e.target, s)}, ${e.abilities.length > 0 ? k.refs(refStrings(e.abilities)) : 'null'}, ${this.duration(e.duration)}, ${src});`;
        // Not implemented by the runtime yet: the host is told to adjudicate it by hand.
        return t`R.unsupported(c, ${lit((e as Effect).$type)}, ${src});`;
    }

    /** `, { "p": $v1 }`: the loop variables in scope that a text's placeholders name (`{p}`), or nothing. */
    private loopVars(text: string, s: Scope): string {
        const named = new Set(templatePlaceholders(text).map((p) => p.base));
        const pairs = [...s.vars].filter(([node]) => isLoopVariable(node) && named.has(node.name)).map(([node, v]) => `${lit((node as LoopVariable).name)}: ${v}`);
        return pairs.length > 0 ? `, { ${pairs.join(', ')} }` : '';
    }

    private opt(v: string | undefined): string {
        return v === undefined ? 'null' : lit(v);
    }

    private names(list: string[]): string {
        return list.length === 0 ? '[]' : this.k.hoist('N', `[${list.map(lit).join(', ')}]`);
    }

    /** A duration constant, or `null` (the primitive's default). */
    duration(d: Duration | undefined): string {
        if (!d) return 'null';
        if (isThisPhase(d)) return this.k.hoist('D', `{ kind: "this", unit: ${lit(d.phase)} }`);
        if (isNextPhase(d)) return this.k.hoist('D', `{ kind: "next", unit: ${lit(d.phase)} }`);
        if (isForPhases(d)) return this.k.hoist('D', `{ kind: "for", count: ${d.count}, unit: ${lit(d.unit)} }`);
        if (isNextPhases(d)) return this.k.hoist('D', `{ kind: "nextFor", count: ${d.count}, unit: ${lit(d.unit)} }`);
        if (isForGame(d)) return this.k.hoist('D', `{ kind: "game" }`);
        return 'null';
    }
}
