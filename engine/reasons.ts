// Why an order is refused, in the game's language: unless the game only asks whether it would be
// accepted (order checks made ahead of a phase, engine/coming-phase.ts: bots and random orders
// read the verdict, never the reason), when the text is not built at all.
import type { Game } from './game.js';
import { say, type MessageKey, type Params } from './l10n/catalogue.js';
import type { AbilityDef, TargetDef } from './model/ruleset.js';
import type { RuleContext } from './model/rule-context.js';
import { truthy } from './model/values.js';

/** The reason given while nobody reads reasons (a non-empty string: callers test its truth). */
export const UNREAD_REASON = '?';

export function reason(g: Pick<Game, 'lang' | 'quiet'>, key: MessageKey, params?: Params): string {
    return g.quiet ? UNREAD_REASON : say(g.lang, key, params);
}

/**
 * Why `target` fails its ability's `where` (called once it has): a failing part of the condition that does not
 * name the target is the reason, not the target (mafiascum's Possess of a living puppet whose Victim is dead:
 * «Possess may be used only when Victim is alive»); else the target, with the whole condition in words.
 */
export function whereRefusal(g: Pick<Game, 'lang' | 'quiet' | 'players'>, ability: AbilityDef, t: TargetDef, target: number, c: RuleContext): string {
    const line = ability.src.line;
    const apart = t.whereApart?.find((p) => !truthy(p.cond(c)));
    if (apart) return reason(g, 'reject.when-only-words', { ability: ability.title, when: apart.words[g.lang], line });
    const words = t.whereWords?.[g.lang];
    const name = g.players[target].name;
    return words ? reason(g, 'reject.invalid-target-words', { target: name, ability: ability.title, when: words, line })
        : reason(g, 'reject.invalid-target', { target: name, ability: ability.title, line });
}
