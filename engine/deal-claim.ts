// `Расклад.correct` for a `param deal` (seed 000's Ва-банк: «полный список соответствия Явных и
// Тайных ролей. Если список верный, то выигрывает мгновенно»). A claim is correct when every entry
// is true and it is complete: every role of every other player is named, by the entry's ROLE or by
// its WHO (000-E47: the full list; the claimant's own entry may be left out, and if given must be
// true too). So `Политик = Маг` names both of a seed-000 player's roles, while listing only the
// public явные роли (`Аня = Политик`) proves nothing and is no correct list. Roles are the dealt ones.
import type { Game } from './game.js';
import type { DealValue } from './model/values.js';

export function dealClaimCorrect(g: Game, claim: DealValue, claimant: number): boolean {
    const entries = claim.text.split(/[;,\n]+/).map((s) => s.trim()).filter(Boolean);
    const covered = new Set<string>();     // `player index/role id`
    for (const entry of entries) {
        const m = /^(.+?)\s*(?:=|:|->|→)\s*(.+)$/.exec(entry);
        if (!m) return false;
        const who = whoIs(g, m[1]);
        if (who < 0) return false;
        const roles = g.ix.roleNames.find(m[2].trim());
        if (roles.length !== 1 || !g.players[who].roles.includes(roles[0].id)) return false;
        covered.add(`${who}/${roles[0].id}`);
        const byRole = g.findPlayer(m[1].trim()) ? [] : g.ix.roleNames.find(m[1].trim());
        if (byRole.length === 1) covered.add(`${who}/${byRole[0].id}`);
    }
    return g.players.every((p) => p.index === claimant || p.roles.every((r) => covered.has(`${p.index}/${r}`)));
}

/** A player by name, or the only player holding the named role. */
function whoIs(g: Game, name: string): number {
    const byName = g.findPlayer(name.trim());
    if (byName) return byName.index;
    const roles = g.ix.roleNames.find(name.trim());
    if (roles.length !== 1) return -1;
    const holders = g.players.filter((p) => p.roles.includes(roles[0].id));
    return holders.length === 1 ? holders[0].index : -1;
}
