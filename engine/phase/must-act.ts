// `must act` (mafiascum's Overeager, ROLES.md 4.4): a living holder who gave no order for his own
// abilities in a phase in which one of them may be used gets one, made by the engine: the first such
// ability (in the role's order), its targets and its `param player` arguments drawn at random with the
// game's seeded generator from the living players (the dead, for an ability on the dead only; himself,
// for one on himself only). As calder/mafia draws them, `other` does not bind them (ROLES.md 10: an
// Overeager Doctor may be made to protect himself). The order is then checked like any other: an
// impossible one is rejected with its reason. Faction and common abilities are not his own.
import type { Game } from '../game.js';
import type { ActionInput } from '../model/game-input.js';
import type { AbilityDef } from '../model/ruleset.js';
import { collectOrders } from '../orders.js';
import type { PlayerState } from '../state.js';
import { say } from '../l10n/catalogue.js';

export function makeRequiredOrders(g: Game): void {
    const made: ActionInput[] = [];
    for (const p of g.players) {
        if (!p.alive || !p.roles.some((r) => g.ix.roles.get(r)?.mustAct)) continue;
        const own = g.abilitiesOf(p).filter((a) => a.ownerKind === 'role' && !a.passive && ownedBy(g, p, a.owner) && (a.phases === null || a.phases.includes(g.phase.id)));
        if (own.length === 0 || g.orders.some((o) => o.actor === p.index && own.includes(o.ability))) continue;
        const ability = own[0];
        const targets = randomTargets(g, p, ability);
        if (targets === null) continue;
        const args = randomPlayerArgs(g, p, ability);
        made.push({ actor: p.name, ability: ability.title, ...(targets.length > 0 ? { targets } : {}), ...(args ? { args } : {}) });
        const shown = [...targets, ...Object.values(args ?? {})].join(', ');
        g.traceOn && g.log('info', say(g.lang, 'ms.mustAct.made', { player: p.name, ability: ability.title, targets: shown }), { source: g.abilitySource(ability, null, p.index), stage: say(g.lang, 'stage.orders') });
    }
    if (made.length > 0) collectOrders(g, made, true);
}

/** Is the role `owner` one of his roles, or one a role of his is dealt as (`role MafiaCop from Cop`: Cop's Investigate is his own)? */
function ownedBy(g: Game, p: PlayerState, owner: string): boolean {
    for (const r of p.roles) {
        if (r === owner) return true;
        for (let base = g.ix.roles.get(r)?.base, hops = 0; base && hops < 32; base = g.ix.roles.get(base)?.base, hops++) if (base === owner) return true;
    }
    return false;
}

/** Random targets, or null when there are too few players to choose from. */
function randomTargets(g: Game, p: PlayerState, a: AbilityDef): string[] | null {
    const t = a.target;
    if (!t) return [];
    const f = t.filters;
    const wantDead = f.includes('dead') && !f.includes('alive');
    const selfOnly = f.includes('self') && !f.includes('other');
    const pool = selfOnly ? [p] : g.players.filter((x) => (wantDead ? !x.alive : x.alive));
    const n = t.upTo ? 1 : t.count;
    const chosen: string[] = [];
    for (let i = 0; i < n; i++) {
        const left = f.includes('distinct') ? pool.filter((x) => !chosen.includes(x.name)) : pool;
        if (left.length === 0) return null;
        chosen.push(pick(g, p, a, left));
    }
    return chosen;
}

/** A living player for each required `param player` (the Ventriloquist's choice), drawn after the targets. */
function randomPlayerArgs(g: Game, p: PlayerState, a: AbilityDef): Record<string, string> | null {
    let args: Record<string, string> | null = null;
    for (const param of a.params) {
        if (param.kind !== 'player' || param.optional) continue;
        const pool = g.players.filter((x) => x.alive);
        if (pool.length === 0) return args;
        (args ??= {})[param.name ?? param.kind] = pick(g, p, a, pool);
    }
    return args;
}

function pick(g: Game, p: PlayerState, a: AbilityDef, pool: readonly PlayerState[]): string {
    return pool[Math.floor(g.draw(`${p.name} must act`, g.abilitySource(a, null, p.index)) * pool.length)].name;
}
