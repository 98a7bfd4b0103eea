// Which language the tool speaks. A rule set written in Cyrillic speaks Russian; `setup { language … }`,
// `--lang` and the editor's display language override it (in that order of strength, last wins).
export type Lang = 'ru' | 'en';

export const LANGS: readonly Lang[] = ['ru', 'en'];

export function isLang(s: unknown): s is Lang {
    return s === 'ru' || s === 'en';
}

/** 'ru' when any of the display names is written in Cyrillic, else 'en'. */
export function langOfNames(names: Iterable<string>): Lang {
    for (const n of names) if (/[\u0400-\u04FF]/u.test(n)) return 'ru';
    return 'en';
}

/** A VS Code / LSP locale ('ru', 'ru-RU', 'en-US') to one of ours; anything else is null. */
export function langOfLocale(locale: string | undefined | null): Lang | null {
    if (!locale) return null;
    const base = locale.toLowerCase().split(/[-_]/)[0];
    return isLang(base) ? base : null;
}
