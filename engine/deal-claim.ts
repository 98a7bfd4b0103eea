// `Расклад.correct` for a `param deal` (seed 000's Ва-банк: «полный список соответствия Явных и
// Тайных ролей. Если список верный, то выигрывает мгновенно»). A claim is correct when every entry
// is true and it is complete: every other player is named (000-E47: the full list; the claimant's
// own entry may be left out, and if given must be true too). Roles are the dealt ones.
import type { Game } from './game.js';
import type { DealValue } from './values.js';

export function dealClaimCorrect(g: Game, claim: DealValue, claimant: number): boolean {
    const entries = claim.text.split(/[;,\n]+/).map((s) => s.trim()).filter(Boolean);
    const covered = new Set<number>();
    for (const entry of entries) {
        const m = /^(.+?)\s*(?:=|:|->|→)\s*(.+)$/.exec(entry);
        if (!m) return false;
        const who = whoIs(g, m[1]);
        if (who < 0) return false;
        const roles = g.ix.roleNames.find(m[2].trim());
        if (roles.length !== 1 || !g.players[who].roles.includes(roles[0].id)) return false;
        covered.add(who);
    }
    return g.players.every((p) => p.index === claimant || covered.has(p.index));
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
