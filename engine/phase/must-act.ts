// `must act` (mafiascum's Overeager, ROLES.md 4.4): a living holder who gave no order for his own
// abilities in a phase in which one of them may be used gets one, made by the engine: the first such
// ability (in the role's order), targets drawn at random from the players its target filters allow
// (alive / dead, `other`), with the game's seeded generator. The order is then checked like any other:
// an impossible one is rejected with its reason. Faction and common abilities are not his own.
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
        const own = g.abilitiesOf(p).filter((a) => a.ownerKind === 'role' && !a.passive && p.roles.includes(a.owner) && (a.phases === null || a.phases.includes(g.phase.id)));
        if (own.length === 0 || g.orders.some((o) => o.actor === p.index && own.includes(o.ability))) continue;
        const ability = own[0];
        const targets = randomTargets(g, p, ability);
        if (targets === null) continue;
        made.push({ actor: p.name, ability: ability.title, ...(targets.length > 0 ? { targets } : {}) });
        g.traceOn && g.log('info', say(g.lang, 'ms.mustAct.made', { player: p.name, ability: ability.title, targets: targets.join(', ') }), { source: g.abilitySource(ability, null, p.index), stage: say(g.lang, 'stage.orders') });
    }
    if (made.length > 0) collectOrders(g, made);
}

/** Random targets the ability's filters allow, or null when there are too few players to choose from. */
function randomTargets(g: Game, p: PlayerState, a: AbilityDef): string[] | null {
    const t = a.target;
    if (!t) return [];
    const f = t.filters;
    const wantDead = f.includes('dead') && !f.includes('alive');
    const pool = g.players.filter((x) => (f.includes('anyone') || (wantDead ? !x.alive : x.alive)) && !(f.includes('other') && x === p) && (!f.includes('self') || f.includes('other') || x === p));
    const n = t.upTo ? 1 : t.count;
    const chosen: string[] = [];
    for (let i = 0; i < n; i++) {
        const left = f.includes('distinct') ? pool.filter((x) => !chosen.includes(x.name)) : pool;
        if (left.length === 0) return null;
        chosen.push(left[Math.floor(g.draw(`${p.name} must act`, g.abilitySource(a, null, p.index)) * left.length)].name);
    }
    return chosen;
}
