// The contract's fixed words in `rejected` and the trace (`"actor": "host"`, `"ability": "vote"`,
// `"ability": "remove"`) as the host reads them, in his language: the JSON keeps them as they are.
import { say } from '../l10n/catalogue.js';
import type { Lang } from '../l10n/lang.js';

export function orderWho(actor: string, lang: Lang): string {
    return actor === 'host' ? say(lang, 'word.host-title') : actor;
}

export function orderWhat(ability: string, lang: Lang): string {
    return ability === 'vote' ? say(lang, 'word.vote-order') : ability === 'remove' ? say(lang, 'word.remove') : ability;
}
