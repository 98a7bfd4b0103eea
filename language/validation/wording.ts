/** How diagnostic messages name things: the kind of a declaration, with an article, capitalised. */
import { isMessageKey, say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

const kindWords: Record<string, string> = {
    OptionDecl: 'option', LoopVariable: 'loop variable', ParamClause: 'parameter', GuiseLabel: 'guise', CommonAbility: 'common ability',
};

/** The word for an AST type (`OptionDecl` -> option, `Role` -> role); a word already lower case stays. */
export function kindWord(type: string): string {
    return kindWords[type] ?? type.toLowerCase();
}

/** `a role`, `an ability`. */
export function withArticle(phrase: string): string {
    return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

export function capitalize(s: string): string {
    return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The kind of a declaration in a language (`Role` -> роль): the catalogue's `kind.*` word, else the English one. */
export function kindName(lang: Lang, type: string): string {
    const word = kindWord(type);
    const key = `kind.${word.replace(/ /g, '-')}`;
    return isMessageKey(key) ? say(lang, key) : word;
}

/** `a role` in English; the bare word in Russian (no articles). */
export function kindWithArticle(lang: Lang, type: string): string {
    return lang === 'en' ? withArticle(kindWord(type)) : kindName(lang, type);
}
