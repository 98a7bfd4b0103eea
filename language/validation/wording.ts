/** How diagnostic messages name things: the kind of a declaration, with an article, capitalised. */

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
