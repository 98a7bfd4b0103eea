// A system error inside a message, in the chosen language: a sentence for the codes a user meets
// (ENOENT, EACCES, EISDIR, …) with the code kept in brackets («нет доступа [EACCES]»), so it can be
// looked up; an unknown code as it is; an error without a code by its message.
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

export function systemReason(lang: Lang, e: unknown): string {
    const code = (e as NodeJS.ErrnoException | undefined)?.code;
    if (typeof code === 'string') {
        const key = `syserr.${code}`;
        return isMessageKey(key) ? say(lang, 'syserr.worded', { text: say(lang, key), code }) : code;
    }
    return e instanceof Error ? e.message : String(e);
}
