// The one entry point for the tool's own words: say(lang, key, params). Rule-set texts (display
// names, `message` overrides) never pass through here; they are the host's own words.
import { en, type MessageKey } from './en.js';
import { fillTemplate, type Params } from './format.js';
import type { Lang } from './lang.js';
import { ru } from './ru.js';

export type { MessageKey } from './en.js';
export type { Lang } from './lang.js';
export type { Params } from './format.js';

const catalogues: Record<Lang, Record<MessageKey, string>> = { ru, en };

export function say(lang: Lang, key: MessageKey, params?: Params): string {
    return fillTemplate(lang, catalogues[lang][key] ?? en[key] ?? key, params);
}

/** The raw template (for tests and for tools that list the catalogue). */
export function templateOf(lang: Lang, key: MessageKey): string {
    return catalogues[lang][key];
}

/** Whether a string is a key of the catalogue (for keys built from a word: `kind.${word}`). */
export function isMessageKey(key: string): key is MessageKey {
    return Object.prototype.hasOwnProperty.call(en, key);
}

export function allKeys(): MessageKey[] {
    return Object.keys(en) as MessageKey[];
}
