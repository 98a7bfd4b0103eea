// The language of a usage error and of help, found before any rule set is read: `--lang` on the
// command line, else the language of the rule set or game named on the line (a `.mafia` file, or a
// game JSON's `ruleset`), else Cyrillic names in `--players`/`--host` or a saved page's language
// (`mafia votes`), else the terminal's locale (LC_ALL, LC_MESSAGES, LANG: `ru_RU.UTF-8` → ru),
// else English. And
// Commander's own complaints (unknown option, missing argument, …) in the catalogue's words.
import type { CommanderError } from 'commander';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { say } from '../../engine/l10n/catalogue.js';
import { langOfLocale, langOfNames, type Lang } from '../../engine/l10n/lang.js';

export function usageLang(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Lang {
    for (let i = 0; i < argv.length; i++) {
        const v = argv[i] === '--lang' ? argv[i + 1] : argv[i].startsWith('--lang=') ? argv[i].slice('--lang='.length) : undefined;
        if (v === 'ru' || v === 'en') return v;
    }
    // `mafia run game.mafia --phases x`, `mafia run rules.mafia --help`: a command about a rule set
    // speaks the rule set's language in its complaints and its help too.
    for (const a of argv) {
        if (a.startsWith('-') || !existsSync(a)) continue;
        const lang = a.endsWith('.mafia') ? fileLang(a) : a.toLowerCase().endsWith('.json') ? jsonGameLang(a) : undefined;
        if (lang) return lang;
    }
    // `mafia votes page.html --players "Аня,Боря"` without --rules: the host's names and saved pages speak too.
    for (let i = 0; i < argv.length; i++) {
        const a = argv[i];
        const value = /^--(?:players|host)$/.test(a) ? argv[i + 1] : /^--(?:players|host)=/.test(a) ? a.slice(a.indexOf('=') + 1) : undefined;
        if (value !== undefined && langOfNames([value]) === 'ru') return 'ru';
        if (!a.startsWith('-') && /\.html?$/i.test(a) && existsSync(a)) {
            const lang = pageLang(a);
            if (lang) return lang;
        }
    }
    const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG;
    return (locale && langOfLocale(locale.split('.')[0].replace('_', '-'))) || 'en';
}

/**
 * The language of a `.mafia` file from its text, without parsing it: its `language ru|en`, else Russian
 * when it writes Cyrillic outside comments (as engine/l10n/rule-set-lang.ts decides for a compiled rule
 * set); a game script speaks the language of the rule set it names. Undefined when it cannot be read.
 */
export function fileLang(path: string, depth = 0): Lang | undefined {
    let text: string;
    try {
        if (statSync(path).size > MAX_SNIFF_BYTES) return undefined;
        text = readFileSync(path, 'utf8');
    } catch { return undefined; }
    const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/\/\/[^\n]*/g, ' ');
    const declared = /\blanguage\s+(ru|en)\b/.exec(code)?.[1];
    if (declared === 'ru' || declared === 'en') return declared;
    const rules = /^\s*game\b[^{]*?\brules\s+(?:"([^"]+)"|«([^»]+)»)/.exec(code);
    if (rules && depth === 0) {
        const ruleSet = fileLang(resolve(dirname(path), rules[1] ?? rules[2]), 1);
        if (ruleSet) return ruleSet;
    }
    return langOfNames([code]);
}

const MAX_SNIFF_BYTES = 4 * 1024 * 1024;

/** A saved forum page's language: its `<html lang>`, else Russian when its text is Cyrillic (bytes in any encoding aside). */
function pageLang(path: string): Lang | undefined {
    try {
        if (statSync(path).size > MAX_SNIFF_BYTES) return undefined;
        const text = readFileSync(path, 'utf8');
        const declared = /<html\b[^>]*\blang\s*=\s*["']?(ru|en)\b/i.exec(text)?.[1]?.toLowerCase();
        if (declared === 'ru' || declared === 'en') return declared;
        return /[\u0400-\u04FF]/u.test(text) ? 'ru' : undefined;
    } catch { return undefined; }
}

/** A game JSON speaks its rule set's language (its `ruleset`, relative to the game file). */
function jsonGameLang(path: string): Lang | undefined {
    try {
        if (statSync(path).size > MAX_SNIFF_BYTES) return undefined;
        const ruleset = (JSON.parse(readFileSync(path, 'utf8')) as { ruleset?: unknown }).ruleset;
        return typeof ruleset === 'string' && ruleset.endsWith('.mafia') ? fileLang(resolve(dirname(path), ruleset), 1) : undefined;
    } catch { return undefined; }
}

/** Commander's message (`error: unknown option '--bogus'`) reworded in `lang`; its own English when not recognised. */
export function commanderMessage(e: CommanderError, lang: Lang): string {
    const m = e.message.replace(/^error: /, '');
    let r: RegExpExecArray | null;
    if ((r = /^unknown command '(.+?)'/.exec(m))) return say(lang, 'usage.unknownCommand', { command: r[1] });
    if ((r = /^unknown option '(.+?)'(?:\s*\(Did you mean (.+?)\?\))?/.exec(m))) {
        return say(lang, 'usage.unknownOption', { option: r[1] }) + (r[2] ? ` ${say(lang, 'usage.didYouMean', { suggestion: r[2] })}` : '');
    }
    if ((r = /^missing required argument '(.+?)'/.exec(m))) return say(lang, 'usage.missingArgument', { argument: r[1] });
    if ((r = /^option '(.+?)' argument '(.*?)' is invalid\. Allowed choices are (.+?)\.?$/.exec(m))) return say(lang, 'usage.invalidChoice', { option: r[1], value: r[2], choices: r[3] });
    if ((r = /^required option '(.+?)' not specified/.exec(m))) return say(lang, 'usage.missingOption', { option: r[1] });
    if ((r = /^option '(.+?)' argument missing/.exec(m))) return say(lang, 'usage.optionArgument', { option: r[1] });
    if ((r = /^too many arguments(?: for '(.+?)')?\. Expected (\d+) arguments? but got (\d+)/.exec(m))) return say(lang, 'usage.excessArguments', { command: r[1] ?? 'mafia', expected: r[2], got: r[3] });
    return m;
}
