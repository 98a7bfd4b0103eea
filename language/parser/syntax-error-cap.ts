import type { LangiumParser } from 'langium';
import type { IRecognitionException, IToken } from 'chevrotain';

/** Syntax errors read per document; past them the rest of the text is not read. */
export const MAX_SYNTAX_ERRORS = 100;

/** The parts of Chevrotain's recognizer (Langium's parser wrapper) the cap hooks into. */
interface Recognizer {
    readonly errors: IRecognitionException[];
    SAVE_ERROR(error: IRecognitionException): IRecognitionException;
    moveToTerminatedState(): void;
}

/**
 * Stops a parse at its hundredth syntax error. Error recovery costs the parser tens of
 * microseconds per token, so a line of 48,000 stray tokens (`x.x.x…`, `p p p…`) took seconds
 * to parse and produced one error per token, which every later step then walked. Jumping to the
 * end of the input ends the parse at once: the rules still open close on end of file, and errors
 * they report then are not recorded. `stoppedAt` is the token of the last recorded error when
 * the parse was cut short, until the next parse.
 */
export function capSyntaxErrors(parser: LangiumParser): { stoppedAt: () => IToken | undefined; reset: () => void } {
    const wrapper = (parser as unknown as { wrapper: Recognizer }).wrapper;
    const save = wrapper.SAVE_ERROR;
    let stoppedAt: IToken | undefined;
    wrapper.SAVE_ERROR = function (this: Recognizer, error: IRecognitionException): IRecognitionException {
        if (stoppedAt) return error; // after the cut: thrown and recovered from as usual, but not recorded
        save.call(this, error);
        if (this.errors.length >= MAX_SYNTAX_ERRORS) {
            stoppedAt = error.token;
            this.moveToTerminatedState();
        }
        return error;
    };
    return { stoppedAt: () => stoppedAt, reset: () => { stoppedAt = undefined; } };
}

export const TOO_MANY_ERRORS = `More than ${MAX_SYNTAX_ERRORS} syntax errors: the text after this point was not read. Fix the errors above first.`;
