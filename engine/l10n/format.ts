// Filling catalogue templates. A template holds `{name}` placeholders and choices `{name|form|form…}`:
// - a number picks its plural form by Intl.PluralRules of the language — Russian one|few|many
//   (`{n|# голос|# голоса|# голосов}`), English one|other — and `#` inside a form stands for the number;
// - a grammatical gender ('m', 'f', anything else neutral) picks `{g|masculine|feminine|neutral}`,
//   and a form may hold placeholders itself (`{g|{player} погиб|{player} погибла|Игрок {player} погиб}`);
//   'p' (plural) picks a fourth form where there is one (`{g|равен|равна|равно|равны}`, language/posts).
import type { Lang } from './lang.js';

export type Params = Readonly<Record<string, string | number>>;

/** A player's grammatical gender as the game gives it (`"gender": "f"`); absent = neutral wording. */
export type Gender = 'm' | 'f';

const rules = new Map<Lang, Intl.PluralRules>();
function pluralRules(lang: Lang): Intl.PluralRules {
    let r = rules.get(lang);
    if (!r) rules.set(lang, (r = new Intl.PluralRules(lang)));
    return r;
}

/** The index of the form for n: ru one=0 few=1 many/other=2; en one=0 other=1. */
export function pluralIndex(lang: Lang, n: number): number {
    // Small whole numbers (counts of votes, times, players) are looked up: Intl's select is slow
    // and the texts of a game ask for it at every vote and every limit.
    if (Number.isInteger(n) && n >= 0 && n < SMALL) {
        let known = smallForms.get(lang);
        if (!known) smallForms.set(lang, (known = new Int8Array(SMALL).fill(-1)));
        return known[n] >= 0 ? known[n] : (known[n] = selectIndex(lang, n));
    }
    return selectIndex(lang, n);
}

const SMALL = 1024;
const smallForms = new Map<Lang, Int8Array>();

function selectIndex(lang: Lang, n: number): number {
    const cat = pluralRules(lang).select(n);
    if (lang === 'ru') return cat === 'one' ? 0 : cat === 'few' ? 1 : 2;
    return cat === 'one' ? 0 : 1;
}

/** A number as the language writes it: a decimal comma in Russian (1,5 голоса), a point in English. */
export function numberText(lang: Lang, n: number): string {
    return Number.isInteger(n) || lang !== 'ru' ? String(n) : String(n).replace('.', ',');
}

/** A number with this many decimals, as the language writes it (порог — 4,00). */
export function decimalText(lang: Lang, n: number, digits: number): string {
    const text = n.toFixed(digits);
    return lang === 'ru' ? text.replace('.', ',') : text;
}

/** Picks the plural form of n among forms in the catalogue's order (see pluralIndex). */
export function plural(lang: Lang, n: number, forms: readonly string[]): string {
    const i = Math.min(pluralIndex(lang, n), forms.length - 1);
    return forms[i].replace(/#/g, numberText(lang, n));
}

type Part = string | { name: string; raw: string; forms: Part[][] | null };
const parsed = new Map<string, Part[]>();

/** Splits a template into text and placeholders; forms are parsed recursively (braces may nest). */
function parse(t: string, from = 0, stopAt = ''): { parts: Part[]; end: number } {
    const parts: Part[] = [];
    let text = '';
    let i = from;
    while (i < t.length) {
        const ch = t[i];
        if (stopAt.includes(ch)) break;
        if (ch === '{') {
            const m = /^\{([\p{L}\p{N}_.-]+)([|}])/u.exec(t.slice(i, i + 80));
            if (m) {
                if (text) { parts.push(text); text = ''; }
                const name = m[1];
                let j = i + m[0].length;
                let forms: Part[][] | null = null;
                if (m[2] === '|') {
                    forms = [];
                    for (;;) {
                        const f = parse(t, j, '|}');
                        forms.push(f.parts);
                        j = f.end + 1;
                        if (t[f.end] !== '|') break;
                    }
                }
                parts.push({ name, raw: t.slice(i, j), forms });
                i = j;
                continue;
            }
        }
        text += ch;
        i++;
    }
    if (text) parts.push(text);
    return { parts, end: i };
}

/** What a choice `{name|…}` picks by, given the placeholder's value: the value itself by default; a
 *  rule set's text maps a player's name to his gender (engine/texts.ts). */
export type ChoiceOf = (name: string, value: string | number) => string | number;

function render(lang: Lang, parts: Part[], params: Params, choiceOf?: ChoiceOf): string {
    let out = '';
    for (const p of parts) {
        if (typeof p === 'string') { out += p; continue; }
        const given = Object.prototype.hasOwnProperty.call(params, p.name) ? params[p.name] : undefined;
        if (given === undefined) { out += p.raw; continue; }
        if (!p.forms) { out += typeof given === 'number' ? numberText(lang, given) : given; continue; }
        const v = choiceOf ? choiceOf(p.name, given) : given;
        if (typeof v === 'string' && (v === 'm' || v === 'f' || v === 'n' || !/^-?\d+(\.\d+)?$/.test(v))) {
            // A gender choice: masculine | feminine | neutral (the last form when there are fewer).
            const i = Math.min(v === 'm' ? 0 : v === 'f' ? 1 : v === 'p' && p.forms.length > 3 ? 3 : 2, p.forms.length - 1);
            out += render(lang, p.forms[i], params, choiceOf);
            continue;
        }
        const n = Number(v);
        const i = Math.min(pluralIndex(lang, Number.isFinite(n) ? n : 0), p.forms.length - 1);
        out += render(lang, p.forms[i], params, choiceOf).replace(/#/g, typeof v === 'number' ? numberText(lang, v) : String(v));
    }
    return out;
}

/** Fills a template; an unknown placeholder stays as written, so a missing value shows. */
export function fillTemplate(lang: Lang, template: string, params: Params = {}, choiceOf?: ChoiceOf): string {
    let parts = parsed.get(template);
    if (!parts) {
        parts = parse(template).parts;
        if (parsed.size > 5000) parsed.clear();
        parsed.set(template, parts);
    }
    return render(lang, parts, params, choiceOf);
}
