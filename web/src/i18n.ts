// The page's own words, through the one catalogue (engine/l10n: say), in the language the host
// picks (Russian first). Elements marked data-say="key" are filled in; rule-set texts never are.
import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

let current: Lang = 'ru';
const listeners: Array<(lang: Lang) => void> = [];

export function lang(): Lang {
    return current;
}

export function t(key: MessageKey, params?: Params): string {
    return say(current, key, params);
}

/** Switches the page's language and re-renders every marked element and listener. */
export function setLang(next: Lang): void {
    current = next;
    document.documentElement.lang = next;
    for (const element of document.querySelectorAll<HTMLElement>('[data-say]')) {
        element.textContent = t(element.dataset.say as MessageKey);
    }
    document.title = t('web.title');
    listeners.forEach((l) => l(next));
}

export function onLang(listener: (lang: Lang) => void): void {
    listeners.push(listener);
}
