import { DefaultTokenBuilder, type GrammarAST } from 'langium';
import type { TokenType } from 'chevrotain';

/**
 * Lets identifiers that start with a keyword lex as identifiers (`damaged`, `secretary`).
 * Langium finds a keyword's "longer alternative" by analysing the terminal's regex source, which
 * it cannot do for the unicode ID terminal (`\p{L}`, a custom pattern function): without this,
 * `self.damaged` lexes as the keyword `damage` followed by `d`.
 */
export class MafiaTokenBuilder extends DefaultTokenBuilder {
    protected override findLongerAlt(keyword: GrammarAST.Keyword, terminalTokens: TokenType[]): TokenType[] {
        const alternatives = super.findLongerAlt(keyword, terminalTokens);
        for (const token of terminalTokens) {
            const pattern = token.PATTERN;
            if (typeof pattern !== 'function' || alternatives.includes(token) || token.GROUP !== undefined) continue;
            const match = (pattern as (text: string, offset: number) => RegExpExecArray | null)(keyword.value, 0);
            if (match && match[0].length === keyword.value.length) alternatives.push(token);
        }
        return alternatives;
    }
}
