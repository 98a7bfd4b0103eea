import type { ValidationAcceptor, ValidationChecks } from 'langium';
import * as ast from '../generated/ast.js';
import { ruleSetModels, type RuleSetModel } from '../model/rule-set-model.js';
import type { MafiaServices } from '../services.js';
import { Codes } from './codes.js';
import { msg, report } from './report.js';
import { heldTags, tagWinParams, unreachableWins } from '../model/tag-wins.js';
import { stackProblemText, stackProblems, type StackEntry } from '../../engine/stacking.js';

/**
 * The deal: role counts that need more players than a game may have, or that cannot give every
 * player a role; and, in game scripts, a deal that breaks the rule set (one role per slot, role
 * counts, the number of players).
 */
export function dealChecks(services: MafiaServices): ValidationChecks<ast.MafiaAstType> {
    const models = ruleSetModels(services);
    return {
        PlayersClause: (clause: ast.PlayersClause, accept: ValidationAcceptor) => {
            if (clause.recommended) return;
            const model = models.of(clause);
            const max = clause.max ?? clause.min;
            if (clause.min > max) return; // empty-range
            for (const [slot, roles] of slotGroups(model)) {
                const slotName = slot?.name;
                const needed = roles.reduce((n, r) => n + model.roleCount(r).min, 0);
                if (needed > max) {
                    report(accept, 'error', Codes.DealNeedsMorePlayers,
                        msg(slotName ? 'diag.deal-needs-more-slot' : 'diag.deal-needs-more', { needed, max, slot: slotName ?? '' }),
                        { node: clause, property: clause.max !== undefined ? 'max' : 'min' });
                }
                const capacity = roles.reduce((n, r) => n + model.roleCount(r).max, 0);
                if (capacity < clause.min) {
                    report(accept, 'error', Codes.NotEnoughRoles,
                        msg(slotName ? 'diag.not-enough-roles-slot' : 'diag.not-enough-roles', { capacity, min: clause.min, slot: slotName ?? '' }),
                        { node: clause, property: 'min' });
                } else if (capacity < max) {
                    report(accept, 'warning', Codes.NotEnoughRoles,
                        msg(slotName ? 'diag.not-enough-roles-max-slot' : 'diag.not-enough-roles-max', { capacity, from: capacity + 1, max, slot: slotName ?? '' }),
                        { node: clause, property: clause.max !== undefined ? 'max' : 'min' });
                }
            }
        },
        GameScript: (game: ast.GameScript, accept: ValidationAcceptor) => {
            // What `mafia run` refuses (script.noPlayers), whatever the rule set allows.
            if (game.players.length === 0) report(accept, 'error', Codes.PlayerCountOutOfRange, msg('diag.no-players', {}), { node: game, keyword: 'players' });
            const model = models.of(game);
            if (model.ruleSets.length === 0) return;
            const { min, max } = model.playerBounds();
            const n = game.players.length;
            if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
                report(accept, 'error', Codes.PlayerCountOutOfRange,
                    msg('diag.player-count', { n, min: String(min), max: String(max) }), { node: game, keyword: 'players' });
            }
            const dealt = new Map<ast.Role, ast.Player[]>();
            for (const player of game.players) {
                checkPlayer(player, model, accept);
                for (const ref of player.roles) {
                    if (!ref.ref) continue;
                    const list = dealt.get(ref.ref);
                    if (list) list.push(player); else dealt.set(ref.ref, [player]);
                }
            }
            for (const [role, players] of dealt) {
                const count = model.roleCount(role);
                if (players.length > count.max) {
                    const extra = players[count.max];
                    report(accept, 'error', Codes.InvalidDeal,
                        msg('diag.role-dealt-too-often', { role: role.name, n: players.length, max: count.max }),
                        { node: extra, property: 'roles', index: extra.roles.findIndex((r) => r.ref === role) });
                }
            }
            // A role dealt with no way to win: every win clause needs a tag nobody holds (mafiascum's Lyncher).
            const players = game.players.map((p) => ({ roles: p.roles.flatMap((r) => (r.ref ? [r.ref] : [])), tags: p.tags.flatMap((t) => (t.ref ? [t.ref] : [])) }));
            for (const u of unreachableWins([...dealt.keys()], heldTags(players), [...model.roles, ...model.modifiers, ...model.factions])) {
                const holder = dealt.get(u.role)![0];
                report(accept, 'warning', Codes.InvalidDeal, msg('deal.warn.tagWin', tagWinParams(u)),
                    { node: holder, property: 'roles', index: holder.roles.findIndex((r) => r.ref === u.role) });
            }
            for (const role of model.roles) {
                const count = model.roleCount(role);
                const times = dealt.get(role)?.length ?? 0;
                if (times < count.min) {
                    report(accept, 'error', Codes.InvalidDeal,
                        msg('diag.role-dealt-too-rarely', { role: role.name, min: count.min, n: times }), { node: game, keyword: 'players' });
                }
            }
        },
    };
}

function checkPlayer(player: ast.Player, model: RuleSetModel, accept: ValidationAcceptor): void {
    if (model.modifiers.length > 0) {
        // One definition of a stack (engine/stacking.ts): a base role plus modifiers.
        if (player.roles.some((r) => !r.ref)) return; // unknown roles are reported already
        const problems = stackProblems(player.name, player.roles.map((r) => stackEntry(r.ref!)), model.slots.length > 0);
        for (const p of problems) report(accept, 'error', Codes.InvalidDeal, `${stackProblemText('en', p)}.`, { node: player, property: 'roles', index: p.index });
        if (problems.length > 0) return;
        const bases = player.roles.filter((r) => !r.ref!.modifier);
        if (model.slots.length === 0) return;
        if (bases.length === 0) return;
    }
    if (model.slots.length === 0) {
        if (player.roles.length > 1) {
            report(accept, 'error', Codes.InvalidDeal,
                msg('diag.roles-without-slots', { player: player.name, n: player.roles.length }),
                { node: player, property: 'roles', index: 1 });
        }
        return;
    }
    const bySlot = new Map<ast.Slot, number>();
    player.roles.forEach((ref, i) => {
        if (ref.ref?.modifier) return;
        const slot = ref.ref?.slot?.ref;
        if (!slot) return;
        if (bySlot.has(slot)) {
            report(accept, 'error', Codes.InvalidDeal,
                msg('diag.slot-taken', { player: player.name, slot: slot.name, role: player.roles[bySlot.get(slot)!].$refText }),
                { node: player, property: 'roles', index: i });
        } else {
            bySlot.set(slot, i);
        }
    });
    if (player.roles.some((r) => !r.ref)) return; // unknown roles are reported already
    const missing = model.slots.filter((s) => !bySlot.has(s) && model.rolesIn(s).length > 0);
    if (missing.length > 0) {
        report(accept, 'error', Codes.InvalidDeal,
            msg('diag.slot-missing', { player: player.name, slots: missing.map((s) => `'${s.name}'`).join(', ') }),
            { node: player, property: 'name' });
    }
}

/** Roles grouped by the slot they are dealt in (one group when the rule set has no slots). */
function slotGroups(model: RuleSetModel): Array<[ast.Slot | undefined, readonly ast.Role[]]> {
    if (model.slots.length === 0) return [[undefined, model.roles]];
    return model.slots.map((s) => [s, model.rolesIn(s)] as [ast.Slot, readonly ast.Role[]]).filter(([, roles]) => roles.length > 0);
}

/** A dealt role as engine/stacking.ts judges a stack (as engine/deal.ts builds it from the compiled rule set). */
function stackEntry(role: ast.Role): StackEntry {
    if (role.modifier) {
        const clause = role.members.find(ast.isRequiresAbilityClause);
        return { title: role.name, modifier: true, requires: clause ? (clause.own ? 'role-ability' : 'ability') : null };
    }
    // `from` gives the base role's members; the faction is this role's own (or the base role's).
    const seen = new Set<ast.Role>();
    let own = false;
    for (let r: ast.Role | undefined = role; r && !seen.has(r); r = r.base?.ref) {
        seen.add(r);
        if (r.members.some((m) => ast.isAbility(m) && m.kind !== 'passive')) own = true;
    }
    let faction = role.faction?.ref;
    for (let r = role.base?.ref; !faction && r && r !== role; r = r.base?.ref) faction = r.faction?.ref;
    const shared = !!faction?.members.some((m) => ast.isSharedAbility(m) && m.ability.kind !== 'passive');
    return { title: role.name, modifier: false, orders: { own, shared } };
}
