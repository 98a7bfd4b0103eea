// Filling catalogue templates. A template holds `{name}` placeholders and plural choices
// `{n|голос|голоса|голосов}`: the forms follow Intl.PluralRules of the language — Russian one|few|many,
// English one|other — and `#` inside a form stands for the number.
import type { Lang } from './lang.js';

export type Params = Readonly<Record<string, string | number>>;

const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
    let r = rules.get(lang);
    if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
    return r;
}

/** The index of the form for n: ru one=0 few=1 many/other=2; en one=0 other=1. */
export function pluralIndex(lang: Lang, n: number): number {
    const cat = pluralRules(lang).select(n);
    if (lang === 'ru') return cat === 'one' ? 0 : cat === 'few' ? 1 : 2;
    return cat === 'one' ? 0 : 1;
}

/** Picks the plural form of n among forms in the catalogue's order (see pluralIndex). */
export function plural(lang: Lang, n: number, forms: readonly string[]): string {
    const i = Math.min(pluralIndex(lang, n), forms.length - 1);
    return forms[i].replace(/#/g, String(n));
}

const PLACEHOLDER = /\{([\p{L}\p{N}_.-]+)((?:\|[^|{}]*)*)\}/gu;

/** Fills a template; an unknown placeholder stays as written, so a missing value shows. */
export function fillTemplate(lang: Lang, template: string, params: Params = {}): string {
    return template.replace(PLACEHOLDER, (raw, name: string, forms: string) => {
        const v = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
        if (v === undefined) return raw;
        if (!forms) return String(v);
        const n = typeof v === 'number' ? v : Number(v);
        return plural(lang, Number.isFinite(n) ? n : 0, forms.slice(1).split('|'));
    });
}
