// A player's side. Three readings, different on purpose:
// - what he IS to the rules (`X.faction`, `X.side`, `sides`): a role he is counted as (`count X as R`,
//   seed 000's Имитация: «её роль с точки зрения всех эффектов») gives its faction, else his own faction
//   (`ruleFaction`; `X.side` falls back to his role when it plays alone);
// - which sides WIN with him (engine/win.ts): his own side and also the counted role's faction
//   (`winningSideTitles`: the Подменыш after Имитация wins with both, as checkWin counts him);
// - what he APPEARS as to a check (`learn faction|alignment of X`, engine/effects/information.ts): the
//   faction of the role he appears as to that ability (`appears as`); a counted role does not change it.
// The first two share `countedFaction` so they cannot drift apart.
import type { Game } from './game.js';
import { countedRole, type PlayerState } from './state.js';

/** The faction of the latest role with a faction he is counted as this phase, if any. */
export function countedFaction(g: Game, p: PlayerState): string | undefined {
    const counted = countedRole(p, g.index, (r) => !!g.ix.roles.get(r)?.faction);
    return counted ? g.ix.roles.get(counted)!.faction ?? undefined : undefined;
}

/** His faction as the rules read it (`X.faction`): the counted role's, else his own (the first role that has one). */
export function ruleFaction(g: Game, p: PlayerState): string | undefined {
    return countedFaction(g, p) ?? g.factionsOf(p)[0];
}

/** His own side's title, counting no other role: his faction, or his role when it plays alone. */
export function ownSideTitle(g: Game, p: PlayerState): string {
    const f = g.factionsOf(p)[0];
    return f ? g.ix.factionTitle(f) : g.ix.roleTitle(p.roles[0]);
}

/** Whether he counts among faction `f`'s players when `f` wins: his own faction, or any role of `f` he is counted as. */
export function countsInFaction(g: Game, p: PlayerState, f: string): boolean {
    return g.factionsOf(p).includes(f) || countedRole(p, g.index, (r) => g.ix.roles.get(r)?.faction === f) !== undefined;
}

/** The sides he wins with: his own, and the faction of a role he is counted as. */
export function winningSideTitles(g: Game, p: PlayerState): string[] {
    const out = [ownSideTitle(g, p)];
    const counted = countedFaction(g, p);
    if (counted) out.push(g.ix.factionTitle(counted));
    return out;
}
