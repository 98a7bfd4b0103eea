import type { AstNode, ValidationAcceptor, ValidationChecks } from 'langium';
import type { Ability, Faction, GameScript, MafiaAstType, Role, RuleSet } from '../generated/ast.js';
import { isAbility, isCommonAbility, isOptionDecl, isSharedAbility, isTrigger } from '../generated/ast.js';
import type { MafiaServices } from '../services.js';
import { quotedName } from '../parser/mafia-names.js';
import { displayNames } from '../scoping/mafia-scope-computation.js';
import { Codes } from './codes.js';
import { propertyCst, replaceEdit } from './fixes.js';
import { msg, report } from './report.js';
import { capitalize, kindName } from './wording.js';
import { messageLang } from '../l10n/message-lang.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { normalizeName } from '../../engine/names.js';
import { outOfOrderSlots, phaseAtSlot, phaseSlot, skippedSlots, type Cycle } from '../game/phase-slots.js';
import { ruleSetModels } from '../model/rule-set-model.js';

type NamedNode = AstNode & { name: string; title?: string };

/**
 * Duplicate declarations: two of the same kind with one identifier in one scope (the rule set, a
 * role's abilities, an ability's options, a game's players) are errors; two roles, factions or
 * statuses sharing a display name or alias are warnings (game scripts look those up by that name).
 */
export function structureChecks(services: MafiaServices): ValidationChecks<MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        RuleSet: (ruleSet: RuleSet, accept: ValidationAcceptor) => {
            const named = ruleSet.elements.filter((e): e is typeof e & NamedNode => typeof (e as { name?: unknown }).name === 'string');
            reportDuplicates(named, accept, (e) => e.$type);
            // Top-level shared and common abilities (every player has the common ones) share one namespace.
            const topLevel: NamedNode[] = [];
            for (const element of ruleSet.elements) {
                if (isSharedAbility(element) && element.ability) topLevel.push(element.ability);
                else if (isCommonAbility(element)) {
                    const unit = element.ability ?? element.trigger;
                    if (unit) topLevel.push(unit);
                }
            }
            reportDuplicates(topLevel, accept, () => 'ability');
            reportSharedDisplayNames(named.filter((e) => e.$type === 'Role' || e.$type === 'Faction' || e.$type === 'Status'), accept);
        },
        Role: (role: Role, accept: ValidationAcceptor) => reportDuplicates(abilitiesOf(role), accept, () => 'ability'),
        Faction: (faction: Faction, accept: ValidationAcceptor) => reportDuplicates(abilitiesOf(faction), accept, () => 'ability'),
        Ability: (ability: Ability, accept: ValidationAcceptor) => reportDuplicates(ability.clauses.filter(isOptionDecl), accept, () => 'option'),
        // Players' names match as the engine matches them (case, «ё»/«е»: engine/names.ts), so «Лева» after «Лёва» is the same name.
        GameScript: (game: GameScript, accept: ValidationAcceptor) => {
            reportDuplicates(game.players, accept, () => 'player', normalizeName);
            reportPhasesTwice(game, accept);
            const model = models.of(game);
            reportSkippedPhases(game, { phases: model.phases.map((p) => p.name), start: model.startPhase?.name ?? null }, accept);
            // What `mafia run` refuses of a script and of a game JSON alike (language/run/run-game-script.ts).
            if (game.ruleset && !game.ruleset.toLowerCase().endsWith('.mafia')) report(accept, 'error', Codes.UnresolvedImport, msg('game.rulesetNotMafia', { path: game.ruleset }), { node: game, property: 'ruleset' });
        },
    };
}

/** A phase listed twice (`day 1 { … }` again): what `mafia run` refuses (language/game/script-to-json.ts), worded alike. */
function reportPhasesTwice(game: GameScript, accept: ValidationAcceptor): void {
    const seen = new Set<string>();
    for (const gp of game.phases) {
        const kind = gp.kind.ref?.name ?? gp.kind.$refText.replace(/^["«]|["»]$/g, '');
        const key = `${kind} ${gp.number}`;
        if (seen.has(key)) report(accept, 'error', Codes.DuplicateName, msg('script.phaseTwice', { kind, number: gp.number }), { node: gp, property: 'kind' });
        seen.add(key);
    }
}

/**
 * A phase the script leaves out between two it lists (`night 1`, then `night 2`: no `day 1`): `mafia
 * run` plays it with no orders and no votes, which is seldom what the host meant (a forgotten day).
 * Warned at the phase after the gap, with the phases left out; `day 1 { }` says «nothing happened».
 */
function reportSkippedPhases(game: GameScript, cycle: Cycle, accept: ValidationAcceptor): void {
    if (cycle.phases.length === 0) return;
    const slots = game.phases.map((gp) => phaseSlot(cycle, gp.kind.ref?.name ?? '', gp.number));
    const gaps = new Map<number, string[]>();
    for (const { slot, next } of skippedSlots(slots)) {
        const { kind, number } = phaseAtSlot(cycle, slot);
        const list = gaps.get(next) ?? [];
        list.push(`${kind} ${number}`);
        gaps.set(next, list);
    }
    for (const [next, missing] of gaps) {
        const gp = game.phases[slots.indexOf(next)];
        report(accept, 'warning', Codes.PhaseSkipped, msg('diag.phase-skipped', { missing: missing.join(', '), n: missing.length }), { node: gp, property: 'kind' });
    }
    const named = (i: number) => `${game.phases[i].kind.ref?.name ?? game.phases[i].kind.$refText} ${game.phases[i].number}`;
    for (const { index, after } of outOfOrderSlots(slots)) {
        report(accept, 'warning', Codes.PhaseOutOfOrder, msg('diag.phase-out-of-order', { phase: named(index), after: named(after) }), { node: game.phases[index], property: 'kind' });
    }
}

/** Abilities and triggers of a role or faction, shared ones included: one namespace for orders. */
function abilitiesOf(holder: Role | Faction): NamedNode[] {
    const members = holder.members as AstNode[];
    const result: NamedNode[] = [];
    for (const m of members) {
        if (isAbility(m) || isTrigger(m)) result.push(m);
        else if (isSharedAbility(m) && m.ability) result.push(m.ability);
    }
    return result;
}

function reportDuplicates(nodes: readonly NamedNode[], accept: ValidationAcceptor, kindOf: (n: NamedNode) => string, same: (name: string) => string = (name) => name): void {
    const seen = new Map<string, NamedNode>();
    const taken = new Set(nodes.map((n) => `${kindOf(n)}:${same(n.name)}`));
    // The next suffix to try per name: thousands of copies of one name stay linear, not quadratic.
    const nextSuffix = new Map<string, number>();
    for (const node of nodes) {
        if (!node.name) continue;
        const kind = kindOf(node);
        const key = `${kind}:${same(node.name)}`;
        const first = seen.get(key);
        if (!first) { seen.set(key, node); continue; }
        let n = nextSuffix.get(key) ?? 2;
        while (taken.has(`${kind}:${same(`${node.name}${n}`)}`)) n++;
        nextSuffix.set(key, n + 1);
        const fresh = `${node.name}${n}`;
        taken.add(`${kind}:${same(fresh)}`);
        const cst = propertyCst(node, 'name');
        const line = (first.$cstNode?.range.start.line ?? 0) + 1;
        report(accept, 'error', Codes.DuplicateName,
            msg('diag.duplicate-name', { Kind: describe(kind, messageLang(node)), name: node.name, line }), {
                node, property: 'name',
                fixes: cst ? [{ title: msg('fix.rename', { name: fresh }), edits: [replaceEdit(cst.range, writtenLike(cst.text, fresh))] }] : undefined,
            });
    }
}

/** A new name written as the old one was: a quoted player name (`"Дядя Федор"`) stays quoted. */
function writtenLike(written: string, name: string): string {
    return /^["«]/.test(written) ? quotedName(name) : name;
}

function reportSharedDisplayNames(nodes: readonly NamedNode[], accept: ValidationAcceptor): void {
    const byName = new Map<string, NamedNode>();
    for (const node of nodes) {
        const names = new Set([node.name, ...displayNames(node)]);
        for (const name of names) {
            const key = `${node.$type}:${name}`;
            const other = byName.get(key);
            if (other && other !== node && other.name !== node.name) {
                report(accept, 'warning', Codes.DuplicateName,
                    msg('diag.shared-display-name', { Kind: describe(node.$type, messageLang(node)), name: node.name, shown: name, other: describe(other.$type, messageLang(node)).toLowerCase(), otherName: other.name }), {
                        node, property: node.title === name ? 'title' : 'name',
                    });
                break;
            }
            byName.set(key, node);
        }
    }
}

/** `Role`, `Option`, `Ability` (kinds are AST types or plain words). */
function describe(kind: string, lang: Lang): string {
    return capitalize(kindName(lang, kind));
}
