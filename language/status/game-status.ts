// `mafia status GAME` (and the editor's status view): for the game script's current phase — its
// last phase block — who has an ability he may use now and has sent no order, the limited uses
// (`N per game`) each living player has left, and who is one missed vote from removal. Every fact
// is the engine's: the phases before are played by the engine, what a player may order is
// engine/sim/legal-orders.ts (the judge's own order checks), uses are the players' use records.
import type { RuleSet as CompiledRuleSet } from '../../engine/model/ruleset.js';
import type { GameInput } from '../../engine/model/game-input.js';
import { choicesOf, inComingPhase, isLegal, orderFor, type OrderChoice } from '../../engine/sim/legal-orders.js';
import type { Game } from '../../engine/game.js';
import { normalizeName } from '../../engine/names.js';
import { findAbility } from '../../engine/orders.js';
import type { GameScript } from '../generated/ast.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { say } from '../../engine/l10n/catalogue.js';
import { gameBefore, phaseIndex } from '../votes/game-day.js';

export interface StatusReport {
    phase: { kind: string; title: string; number: number } | null;
    /** Players with an ability to use now and no order in the phase block. */
    missing: Array<{ player: string; abilities: string[] }>;
    /** Players who sent orders in the phase block. */
    sent: string[];
    usesLeft: Array<{ player: string; ability: string; left: number }>;
    atRisk: Array<{ player: string; missed: number; count: number }>;
    /** The game is over before this phase: its winners ([] and `draw`: a draw). */
    winner: string[] | null;
    /** The winning factions (the game is over), as the result JSON names them. */
    factions?: string[];
    /** The game ended in a draw. */
    draw?: true;
}

/** «игра окончена: Мафия (Аня, Боря)» / «игра окончена: ничья», for a report whose game is over. */
export function gameOverText(r: StatusReport, lang: Lang): string {
    if (r.draw) return say(lang, 'status.game-over-draw');
    const players = (r.winner ?? []).join(', ');
    return say(lang, 'status.game-over', { winner: r.factions?.length ? `${r.factions.join(', ')} (${players})` : players });
}

export function gameStatus(script: GameScript, input: GameInput, rules: CompiledRuleSet, lang?: Lang): StatusReport {
    const blocks = script.phases.map((p) => ({ p, kind: p.kind.ref?.name ?? p.kind.$refText }))
        .filter((b) => rules.phases.some((x) => x.id === b.kind))
        .map((b) => ({ ...b, index: phaseIndex(rules, b.kind, b.p.number) }))
        .sort((a, b) => a.index - b.index);
    const current = blocks[blocks.length - 1];
    const index = current ? current.index : 0;
    const g = gameBefore(rules, input, index, lang);
    const report: StatusReport = { phase: null, missing: [], sent: [], usesLeft: [], atRisk: [], winner: null };
    if (g.winner) {
        const w = g.winnerJson();
        if (w && 'players' in w) { report.winner = w.players; report.factions = w.factions; } else { report.winner = []; report.draw = true; }
        return report;
    }
    const kind = current ? current.kind : rules.phases[0].id;
    report.phase = { kind, title: rules.phases.find((x) => x.id === kind)!.title, number: current ? current.p.number : 1 };

    const orders = (current?.p.entries ?? []).flatMap((e) => e.$type === 'OrderEntry' ? [{ actor: e.actor.$refText.replace(/^"|"$/g, ''), ability: e.ability.$refText.replace(/^"|"$/g, '') }] : []);

    inComingPhase(g, () => {
        // The abilities the orders give, read as the engine reads them (by their actors: the Maniac's
        // «Убийство» is his own, not the mafia's shared shot of the same alias).
        const given = new Set<string>();
        for (const o of orders) {
            const actor = g.findPlayer(o.actor);
            const found = actor && findAbility(g, actor, { actor: o.actor, ability: o.ability });
            if (found && typeof found !== 'string') given.add(found.ability.key);
        }
        const alive = g.census().alive;
        for (const p of alive) {
            const mine = normalizeName(p.name);
            const sentAny = orders.some((o) => normalizeName(o.actor) === mine);
            if (sentAny) report.sent.push(p.name);
            const usable = new Map<string, string>();
            for (const choice of choicesOf(g, p, alive)) {
                if (usable.has(choice.ability.key) || !hasLegalOrder(g, choice)) continue;
                // A faction's shared action ordered by a member is done for all of them.
                if (choice.ability.shared && given.has(choice.ability.key)) continue;
                usable.set(choice.ability.key, choice.ability.title);
            }
            if (!sentAny && usable.size > 0) report.missing.push({ player: p.name, abilities: [...usable.values()] });
        }
        for (const p of alive) {
            for (const a of g.abilitiesOf(p)) {
                for (const l of a.limits) {
                    if (l.kind !== 'per' || l.scope !== 'game') continue;
                    const left = l.count - p.uses(a.key).length;
                    if (left > 0) report.usesLeft.push({ player: p.name, ability: a.title, left });
                }
            }
        }
    });
    // A player who has voted in this phase's block is not missing this vote (a removal counts at the vote).
    const voted = new Set((current?.p.entries ?? []).flatMap((e) => e.$type === 'VoteEntry' ? [normalizeName(e.voter.$refText.replace(/^"|"$/g, ''))] : []));
    const phaseVoting = rules.phases.find((x) => x.id === kind)?.voting ?? null;
    for (const voting of rules.votings) {
        if (!voting.missed) continue;
        for (const p of g.players) {
            if (voting.id === phaseVoting && voted.has(normalizeName(p.name))) continue;
            if (p.alive && voting.missed.count > 0 && p.missedVotes >= voting.missed.count - 1) report.atRisk.push({ player: p.name, missed: p.missedVotes, count: voting.missed.count });
        }
    }
    return report;
}

/** Whether some order of this choice passes the engine's checks now (a few target sets, each role for a role parameter). */
function hasLegalOrder(g: Game, choice: OrderChoice): boolean {
    const roles = choice.roleParam ? g.rs.roles.map((r) => r.id) : [null];
    const pool = choice.pool;
    const k = choice.target ? Math.max(1, choice.target.upTo ? 1 : choice.target.count) : 0;
    const starts = choice.target ? Math.min(pool.length, 16) : 1;
    for (const role of roles.slice(0, 8)) {
        for (let s = 0; s < starts; s++) {
            const targets = choice.target ? Array.from({ length: k }, (_, j) => pool[(s + j) % pool.length]) : null;
            if (targets && new Set(targets).size < targets.length) continue;
            if (isLegal(g, orderFor(choice, targets, role))) return true;
        }
    }
    return false;
}
