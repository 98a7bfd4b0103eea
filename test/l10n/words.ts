// Which words of an output are the tool's own. A rule set's and a game's own words (display names,
// identifiers, `message`/`tell` texts) may be in any language; the words the tool adds must be in the
// language it was asked to speak. The rule set's words are read from its text with the comments
// taken out (the seeds quote their Russian sources in comments).
import { readFileSync } from 'node:fs';

/** Every word of a `.mafia` or game JSON text outside comments. */
export function ownWords(...files: string[]): Set<string> {
    const words = new Set<string>();
    for (const file of files) {
        const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:"«\w])\/\/[^\n]*/g, '$1');
        for (const m of text.matchAll(/[\p{L}]+/gu)) words.add(m[0].toLowerCase());
    }
    return words;
}

/** The language's keywords (every quoted literal of the grammar): diagnostics quote them as written. */
export function keywords(): Set<string> {
    const grammar = readFileSync('language/mafia.langium', 'utf8');
    return new Set([...grammar.matchAll(/'([a-z][a-z-]*)'/g)].map((m) => m[1]));
}

/** Latin words that are neither the rule set's nor keywords nor contract names (`args.option`, file paths). */
export function foreignLatin(text: string, own: Set<string>, allowed: Set<string> = keywords()): string[] {
    const stripped = text
        .replace(/[\p{L}\p{N}_./-]+\.(mafia|json|txt)(:\d+)*(:\d+)?/gu, ' ')   // file names and locations
        .replace(/args\.[\p{L}\w]+/gu, ' ');                         // the game JSON's argument keys
    const out = new Set<string>();
    for (const m of stripped.matchAll(/[A-Za-z]{2,}/g)) {
        const w = m[0];
        if (!own.has(w.toLowerCase()) && !allowed.has(w) && !allowed.has(w.toLowerCase())) out.add(w);
    }
    return [...out];
}

/** Cyrillic words that are not the rule set's or the game's own. */
export function foreignCyrillic(text: string, own: Set<string>): string[] {
    const out = new Set<string>();
    for (const m of text.matchAll(/[\p{Script=Cyrillic}]+/gu)) if (!own.has(m[0].toLowerCase())) out.add(m[0]);
    return [...out];
}

/** Quoted parts ('…', `…`) of a diagnostic: keywords and names, written as they are. */
export function withoutQuotes(message: string): string {
    return message.replace(/'[^'\n]*'/g, ' ').replace(/`[^`\n]*`/g, ' ').replace(/"[^"\n]*"/g, ' ').replace(/«[^»\n]*»/g, ' ');
}
