// What a `learn`/`reveal` property tells, in the chosen language (completion and hover): the
// catalogue's `complete.learn.<property>`, else engine/members.ts's English text; a slot's or a
// resource's identifier tells the role in that slot or the resource's amount.
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { isLearnProperty, LEARN_PROPERTIES } from '../../engine/members.js';

export function learnPropertyDoc(lang: Lang, property: string, declared?: 'slot' | 'resource'): string | undefined {
    const key = `complete.learn.${property}`;
    if (isLearnProperty(property)) return isMessageKey(key) ? say(lang, key) : LEARN_PROPERTIES[property];
    return declared ? say(lang, declared === 'slot' ? 'complete.learn.slot' : 'complete.learn.resource') : undefined;
}
