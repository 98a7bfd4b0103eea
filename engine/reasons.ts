// Why an order is refused, in the game's language: unless the game only asks whether it would be
// accepted (order checks made ahead of a phase, engine/coming-phase.ts: bots and random orders
// read the verdict, never the reason), when the text is not built at all.
import type { Game } from './game.js';
import { say, type MessageKey, type Params } from './l10n/catalogue.js';

/** The reason given while nobody reads reasons (a non-empty string: callers test its truth). */
export const UNREAD_REASON = '?';

export function reason(g: Pick<Game, 'lang' | 'quiet'>, key: MessageKey, params?: Params): string {
    return g.quiet ? UNREAD_REASON : say(g.lang, key, params);
}
