// Who killed a player. The night's kills are one moment to the players, however many stages the
// engine resolves them in (seed 003's Хохол: «если хохла убивают одновременно три роли, то
// умирают все трое»): a kill that reaches a player already killed earlier in the phase makes its
// actor one more of his killers, for everything that punishes (or rewards) killers.
import type { ActionSource } from './context.js';
import type { Game } from './game.js';
import { fireOwnKillerTriggers } from './triggers.js';

/** Deaths that have killers: a later kill in the same phase joins them (not an execution, a removal, a disease). */
const KILLED = new Set(['killed', 'bloody']);

/**
 * A kill by `source` reached `victim`, who is already dead. When he was killed earlier in this
 * phase, the actor joins his killers (`attackers`, `X.attackers`, `X killed by A`) and those of the
 * victim's own `on death` and `on kill` triggers that read his killers run again with him alone as the attacker
 * (each killer is punished once; his other killers are not punished twice; a gift or a message is
 * not given twice). Returns whether the kill counted so.
 */
export function joinKillers(g: Game, victim: number, source: ActionSource): boolean {
    const p = g.players[victim];
    const actor = source.actor;
    if (p.alive || p.deathPhase !== g.index || !KILLED.has(p.deathCause) || actor < 0 || actor === victim) return false;
    if (p.killers.includes(actor)) return false;
    p.killers = [...p.killers, actor];
    // He aimed a kill at him like the first killer did (`X.attackers`, `learn attackers of X`).
    g.facts.push({ kind: 'aimed', subject: victim, source });
    g.facts.push({ kind: 'killed', subject: victim, source });
    fireOwnKillerTriggers(g, 'death', victim, { subject: victim, source, actor, cause: p.deathCause, attackers: [actor] });
    // A kill was aimed at him: his own `on kill` triggers that read the killers answer this one too (mafiascum's
    // Elite Bodyguard, who dies once for his charge, kills every killer: ROLES.md 5.6).
    fireOwnKillerTriggers(g, 'kill', victim, { subject: victim, source, actor, attackers: [actor] });
    return true;
}
