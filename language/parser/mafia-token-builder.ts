import { DefaultTokenBuilder, GrammarUtils, type GrammarAST } from 'langium';
import type { TokenType } from 'chevrotain';

/**
 * Lets identifiers that start with a keyword lex as identifiers (`damaged`, `secretary`), and gives
 * the unicode ID terminal its possible first characters so that Chevrotain's lexer keeps its
 * first-character optimisation (without them it tries all ~300 token patterns at every position:
 * a 1,000-line rule set took 125 ms to lex, on every keystroke in the editor).
 */
export class MafiaTokenBuilder extends DefaultTokenBuilder {
    protected override buildTerminalToken(terminal: GrammarAST.TerminalRule): TokenType {
        const token = super.buildTerminalToken(terminal);
        if (typeof token.PATTERN === 'function') {
            const hint = startCharsHint(GrammarUtils.terminalRegex(terminal));
            if (hint) token.START_CHARS_HINT = hint;
        }
        return token;
    }

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

/**
 * The UTF-16 code units a match of `regex` can start with, when its source starts with one
 * character class that must match (`[_\p{L}]…`); otherwise undefined (no hint: unoptimised, still
 * right). A superset is what Chevrotain needs: it groups the code units from 256 up into buckets and
 * tries only the patterns listed for a bucket, so all of them are listed (astral letters start with
 * a surrogate, in there too); below 256 only the code units the class matches.
 */
export function startCharsHint(regex: RegExp): number[] | undefined {
    const first = /^\[(?:\\.|[^\]\\])*\]/.exec(regex.source);
    if (!first || /^[?*{]/.test(regex.source.slice(first[0].length))) return undefined;
    const charClass = new RegExp(`^${first[0]}$`, regex.flags.replace(/[gy]/g, ''));
    const codes: number[] = [];
    for (let c = 0; c < 256; c++) if (charClass.test(String.fromCharCode(c))) codes.push(c);
    for (let c = 256; c < 0x10000; c++) codes.push(c); // Chevrotain keeps one entry per bucket
    return codes;
}
