// The documentation of a built-in member (engine/members.ts, English) in the chosen language:
// the catalogue's `member.<receiver>.<name>`, else the English text.
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

export function memberDoc(lang: Lang, receiver: string, name: string, english: string): string {
    const key = `member.${receiver}.${name}`;
    return isMessageKey(key) ? say(lang, key) : english;
}
