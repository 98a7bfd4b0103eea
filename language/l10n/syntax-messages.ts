// Syntax errors in the host's language. The parser is shared by every document and words its errors
// in English (Chevrotain's and Langium's messages, and ours in language/parser); the document
// validator rewords them here once the document's language is known. Token names and the text
// found stay as written.
import { say } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

const rewordings: Array<[RegExp, (lang: Lang, m: RegExpExecArray) => string]> = [
    [/^Expecting: one of these possible Token sequences:\n([\s\S]*)\nbut found: '([\s\S]*)'$/, (l, m) => say(l, 'syntax.one-of', { list: m[1], found: m[2] })],
    [/^Expecting: expecting at least one iteration which starts with one of these possible Token sequences::\n([\s\S]*)\nbut found: '([\s\S]*)'$/, (l, m) => say(l, 'syntax.at-least-one', { list: m[1], found: m[2] })],
    [/^Expecting end of file but found `([\s\S]*)`\.$/, (l, m) => say(l, 'syntax.end-of-file', { found: m[1] })],
    // Nothing found: the text ended (Chevrotain says "but found ``", in English too).
    [/^Expecting keyword '([^']*)' but found ``\.$/, (l, m) => say(l, 'syntax.keyword-eof', { keyword: m[1] })],
    [/^Expecting token of type '([^']*)' but found ``\.$/, (l, m) => say(l, 'syntax.token-eof', { token: m[1] })],
    [/^Expecting `([^`]*)` but found ``\.$/, (l, m) => say(l, 'syntax.token-eof', { token: m[1] })],
    [/^Expecting keyword '([^']*)' but found `([\s\S]*)`\.$/, (l, m) => say(l, 'syntax.keyword', { keyword: m[1], found: m[2] })],
    [/^Expecting token of type '([^']*)' but found `([\s\S]*)`\.$/, (l, m) => say(l, 'syntax.token', { token: m[1], found: m[2] })],
    [/^Expecting `([^`]*)` but found `([\s\S]*)`\.$/, (l, m) => say(l, 'syntax.token', { token: m[1], found: m[2] })],
    [/^unexpected character: ->(.)<- at offset: (\d+), skipped (\d+) characters\.$/, (l, m) => say(l, 'syntax.character', { char: m[1], offset: m[2], n: m[3] })],
    [/^This is a binary file/, (l) => say(l, 'syntax.binary')],
    [/^This text is nested too deeply/, (l) => say(l, 'syntax.too-deep')],
    [/^More than (\d+) syntax errors/, (l, m) => say(l, 'syntax.too-many', { n: m[1] })],
    [/^… and (\d+) more characters that could not be read/, (l, m) => say(l, 'syntax.more-characters', { n: Number(m[1]) })],
    [/^This text could not be read \(([\s\S]*)\)\.$/, (l, m) => say(l, 'syntax.failed', { error: m[1] })],
];

/** The message in `lang`; English (but for "found ``": the file ended), or a message of no known shape, stays as it is. */
export function rewordSyntaxError(message: string, lang: Lang): string {
    if (lang === 'en' && !message.endsWith('but found ``.')) return message;
    for (const [pattern, words] of rewordings) {
        const m = pattern.exec(message);
        if (m) return words(lang, m);
    }
    return message;
}
