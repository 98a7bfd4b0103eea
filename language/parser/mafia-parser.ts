import { createLangiumParser, type AstNode, type LangiumCoreServices, type LangiumParser, type ParseResult, type ParserOptions } from 'langium';
import type { IRecognitionException, IToken } from 'chevrotain';
import { capSyntaxErrors, MAX_SYNTAX_ERRORS, TOO_MANY_ERRORS } from './syntax-error-cap.js';
import { say } from '../../engine/l10n/catalogue.js';

/**
 * The generated parser, guarded against text nested so deeply (a few hundred brackets, thousands
 * of `and`s in one condition) that the recursive-descent parser runs out of stack. Such a text
 * gets one syntax error at its deepest bracket instead of crashing `mafia check`. A parser that
 * overflowed keeps a half-built rule stack and fails every later parse ("Parser stack is not
 * empty"), which would leave the language server unable to read any file: it is replaced.
 * A text holding NUL bytes is not read at all: one error says it is binary. A text with more than
 * MAX_SYNTAX_ERRORS syntax errors is read up to the last of them (syntax-error-cap.ts).
 */
export function createMafiaParser(services: LangiumCoreServices): LangiumParser {
    let inner = createLangiumParser(services);
    let cap = capSyntaxErrors(inner);
    const guarded = Object.create(inner) as LangiumParser;
    guarded.parse = <T extends AstNode>(input: string, options?: ParserOptions): ParseResult<T> => {
        // A binary file (an image, an archive saved as .mafia) would give an error per byte.
        const nul = input.indexOf('\u0000');
        if (nul >= 0) return { ...inner.parse<T>('', options), lexerErrors: [], parserErrors: [syntaxError(input, nul, 'BinaryFile', BINARY)] };
        try {
            cap.reset();
            const result = inner.parse<T>(input, options);
            const stoppedAt = cap.stoppedAt();
            const lexerErrors = capLexingErrors(result.lexerErrors);
            if (!stoppedAt) return lexerErrors === result.lexerErrors ? result : { ...result, lexerErrors };
            const offset = Number.isFinite(stoppedAt.startOffset) ? Math.min(stoppedAt.startOffset, input.length) : input.length;
            const tooMany = syntaxError(input, offset, 'TooManyErrors', TOO_MANY_ERRORS);
            return { ...result, lexerErrors, parserErrors: [...result.parserErrors, tooMany] };
        } catch (error) {
            // The overflow is a RangeError where it strikes, but when it strikes inside Langium's
            // node construction the parse goes on with a missing node and fails later with a
            // TypeError: any throw is taken as a failed parse, so that nothing above ever sees one.
            inner = createLangiumParser(services); // the failed parse left its rule stack half-built
            cap = capSyntaxErrors(inner);
            const empty = inner.parse<T>('', options);
            return { ...empty, lexerErrors: [], parserErrors: [failedParse(input, error)] };
        }
    };
    return guarded;
}

/** The first MAX_SYNTAX_ERRORS lexing errors, then one that says how many more there are. */
function capLexingErrors(errors: ParseResult['lexerErrors']): ParseResult['lexerErrors'] {
    if (errors.length <= MAX_SYNTAX_ERRORS) return errors;
    const next = errors[MAX_SYNTAX_ERRORS];
    const more = errors.length - MAX_SYNTAX_ERRORS;
    return [...errors.slice(0, MAX_SYNTAX_ERRORS), { ...next, message: say('en', 'syntax.more-characters', { n: more }) }];
}

/** Nesting past which a failed parse is blamed on the depth (the parser overflows at a few hundred). */
const DEEP = 100;

/** The syntax error for a parse that threw: the nesting when the text is deep, else the error itself. */
function failedParse(text: string, error: unknown): IRecognitionException {
    const { offset, depth } = deepestBracket(text);
    if (error instanceof RangeError || depth >= DEEP) return syntaxError(text, offset, 'NestingTooDeep', TOO_DEEP);
    return syntaxError(text, 0, 'ParserFailure', say('en', 'syntax.failed', { error: error instanceof Error ? error.message : String(error) }));
}

const BINARY = 'This is a binary file (it holds NUL bytes), not the text of a rule set or a game script.';

const TOO_DEEP = 'This text is nested too deeply to be read (hundreds of brackets, or thousands of parts in one condition). Split it into simpler parts.';

function syntaxError(text: string, offset: number, name: string, message: string): IRecognitionException {
    const before = text.slice(0, offset).split('\n');
    const line = before.length;
    const column = before[before.length - 1].length + 1;
    const token = { image: text.charAt(offset), startOffset: offset, endOffset: offset, startLine: line, startColumn: column, endLine: line, endColumn: column } as IToken;
    return {
        name, message, token, resyncedTokens: [], context: { ruleStack: [], ruleOccurrenceStack: [] },
    };
}

/** Offset of the bracket where `(`/`{` nesting is deepest (strings and comments skipped; 0 if none), and that depth. */
function deepestBracket(text: string): { offset: number; depth: number } {
    const skipped = /"(?:\\.|[^"\\])*"|«[^»]*»|\/\/[^\n]*|\/\*[\s\S]*?\*\//y;
    let depth = 0;
    let deepest = 0;
    let at = 0;
    for (let i = 0; i < text.length; i++) {
        skipped.lastIndex = i;
        if (skipped.test(text)) { i = skipped.lastIndex - 1; continue; }
        const c = text[i];
        if (c === '(' || c === '{') {
            depth++;
            if (depth > deepest) { deepest = depth; at = i; }
        } else if (c === ')' || c === '}') {
            depth = Math.max(0, depth - 1);
        }
    }
    return { offset: at, depth: deepest };
}
