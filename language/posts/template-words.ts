// A rule set's text template (`announce`, `tell`, `host`, `message`) as players read it in the rules
// post and the PMs: each placeholder as a word in ‹…› («‹исполнитель›», «‹цель›»; a parameter or loop
// variable by its own name), a gender choice by its neutral form (what the host posts when the game
// gives no gender), a plural choice by its «many» form with the word for the number.
import { say, type Lang, type MessageKey } from '../../engine/l10n/catalogue.js';
import { fillTemplate } from '../../engine/l10n/format.js';

const WORDS: Record<string, MessageKey> = {
    actor: 'book.ph.actor', target: 'book.ph.target', player: 'book.ph.player', value: 'book.ph.value',
    role: 'book.ph.role', status: 'book.ph.status', count: 'book.ph.count',
};

const word = (name: string, lang: Lang): string => (WORDS[name] ? say(lang, WORDS[name]) : name);

/** `{target.role}` → «‹цель: роль›», `{actor}` → «‹исполнитель›», `{Вопрос}` → «‹Вопрос›». */
function placeholderWord(name: string, lang: Lang): string {
    return `‹${name.split('.').map((p) => word(p, lang)).join(': ')}›`;
}

export function templateWords(text: string, lang: Lang): string {
    const params: Record<string, string> = {};
    for (const m of text.matchAll(/\{([\p{L}\p{N}_.-]+)[|}]/gu)) params[m[1]] = placeholderWord(m[1], lang);
    // 'n': the neutral form of a gender choice (the last when there are three); `#` of a plural form is the word.
    return fillTemplate(lang, text, params, () => 'n').replace(/#/g, (_m, at: number, s: string) => (/[\p{L}\p{N}]/u.test(s[at + 1] ?? '') ? '#' : say(lang, 'book.ph.count')));
}
