// Ranks at the deal (seed 003: «В начале игры боссом мафии является 1й ранг. После его смерти боссом
// становится 2й ранг…»): a faction's `leader is first of …` chain ordered as the engine follows it
// (expressions.ts leaderOf, orders.ts rankOf: the chain's roles in order, holders of a role in deal
// order), and what each holder of a `ranked` role is told: his rank and, when the faction's members
// know each other, the order of succession by name.
import { say } from './l10n/catalogue.js';
import type { Lang } from './l10n/lang.js';
import { matcher } from './matching.js';
import type { GameEvent } from './model/result.js';
import { indexOf } from './rule-index.js';
import type { RuleSet } from './model/ruleset.js';
import type { PlayerState } from './state.js';

/** The faction's leader chain at the deal: each holder once, in the order the leadership passes. */
export function chainHolders(chain: readonly string[], players: readonly PlayerState[]): PlayerState[] {
    const out: PlayerState[] = [];
    for (const role of chain) for (const p of players) if (p.roles.includes(role) && !out.includes(p)) out.push(p);
    return out;
}

/** A private message to the chain's holders in a faction whose chain has a ranked role: a ranked one's rank, the order by name. */
export function rankMessages(rs: RuleSet, players: readonly PlayerState[], lang: Lang): GameEvent[] {
    const ix = indexOf(rs);
    const events: GameEvent[] = [];
    for (const f of rs.factions) {
        const chain = f.leader ?? [];
        if (!chain.some((r) => ix.roles.get(r)?.ranked)) continue;
        const order = chainHolders(chain, players);
        const ranked = order.filter((p) => p.roles.some((r) => chain.includes(r) && ix.roles.get(r)?.ranked));
        const knows = f.knows.length > 0 ? matcher(ix, f.knows) : null;
        const list = order.map((p, k) => `${k + 1}. ${p.name}`).join(', ');
        for (const p of order) {
            // The names only to whom the deal shows them all (a faction that knows itself).
            const named = knows !== null && order.every((q) => q === p || knows.player(q, 1));
            const parts: string[] = [];
            if (ranked.includes(p)) parts.push(say(lang, 'deal.pm.rank', { faction: f.title, rank: ranked.indexOf(p) + 1, n: ranked.length }));
            if (named) parts.push(say(lang, 'deal.pm.succession', { order: list }));
            if (parts.length > 0) events.push({ kind: 'message', public: false, to: [p.name], text: parts.join(' ') });
        }
    }
    return events;
}
