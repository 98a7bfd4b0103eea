import { AstUtils, GrammarAST } from 'langium';

/** How names are written in .mafia text: bare when they lex as the grammar's ID terminal, else quoted. */

/** The grammar's ID terminal, anchored: a name written bare (Cyrillic included). */
export const IDENTIFIER = /^[_\p{L}][\p{L}\p{N}_]*$/u;

/** A name as a string literal (`"Дядя Федор"`), escaped so that the value converter reads back the name. */
export function quotedName(name: string): string {
    return `"${name.replace(/[\\"]/g, (c) => '\\' + c)}"`;
}

/** Every keyword of the grammar: a bare name spelled like one is read as the keyword. */
export function grammarKeywords(grammar: GrammarAST.Grammar): Set<string> {
    return new Set(AstUtils.streamAllContents(grammar).filter(GrammarAST.isKeyword).map((k) => k.value));
}

/** The keywords the grammar's `Name` rule also accepts as names (`phase night`, a role called `guise`). */
export function nameKeywords(grammar: GrammarAST.Grammar): Set<string> {
    const rule = grammar.rules.find((r) => r.name === 'Keywordish');
    return new Set(rule ? AstUtils.streamAllContents(rule).filter(GrammarAST.isKeyword).map((k) => k.value) : []);
}
