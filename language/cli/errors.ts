import { say, type MessageKey, type Params } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

/**
 * A mistake in how the command was called (exit code 2): printed as one line, no stack. Built from
 * a function of the language, its words come from the catalogue (`mafia` prints text(lang), in the
 * language of `--lang`); `message` is the English.
 */
export class UsageError extends Error {
    private readonly words: (lang: Lang) => string;
    constructor(message: string | ((lang: Lang) => string)) {
        super(typeof message === 'string' ? message : message('en'));
        this.words = typeof message === 'string' ? () => message : message;
    }
    text(lang: Lang): string {
        return this.words(lang);
    }
}

/** `e` worded in `lang` when one is given (the rule set's), else left to the usage language (`--lang`, the locale). */
export function inLang(e: UsageError, lang?: Lang): UsageError {
    return lang ? new UsageError(e.text(lang)) : e;
}

/** An internal failure (exit code 3) whose words are the catalogue's: `mafia` prints text(lang). */
export class WordedError extends Error {
    private readonly words: (lang: Lang) => string;
    constructor(words: (lang: Lang) => string) {
        super(words('en'));
        this.words = words;
    }
    text(lang: Lang): string {
        return this.words(lang);
    }
}

/** The rule set or game has errors (exit code 1): already reported to the user. */
export class RuleErrors extends Error {}

/** A UsageError in the catalogue's words: `<prefix><message>` (the prefix: a file name, a flag). */
export function usage(key: MessageKey, params?: Params, prefix = ''): UsageError {
    return new UsageError((lang) => prefix + say(lang, key, params));
}
