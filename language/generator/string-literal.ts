// Every piece of user text (names, messages, file names) enters generated code only through
// these encoders, so a name can never close a string, open a template, end a comment or a
// <script> element, or break a line in a way JavaScript parses differently.

/** A JavaScript string literal for `text`: JSON.stringify plus escaping of `<`, `>`, backticks, U+2028, U+2029. */
export function lit(text: string): string {
    return JSON.stringify(text)
        .replace(/`/g, '\\u0060')
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a `/* ... *\/` comment: no comment end, no line breaks, no `<`. */
export function commentText(text: string): string {
    return text
        .replace(/\*\//g, '*\\/')
        .replace(/[\r\n\u2028\u2029]+/g, ' ')
        .replace(/</g, '‹');
}
