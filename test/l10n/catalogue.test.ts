import { describe, expect, it } from 'vitest';
import { allKeys, say, templateOf } from '../../engine/l10n/catalogue.js';
import { langOfLocale, langOfNames } from '../../engine/l10n/lang.js';

// `{g|…|…|…}` picks a form by the subject's grammatical gender: a language that has no gendered forms omits it.
const placeholders = (t: string) => [...new Set([...t.matchAll(/\{([\p{L}\p{N}_.-]+)/gu)].map((m) => m[1]).filter((n) => n !== 'g'))].sort();

describe('message catalogue', () => {
    it('has every key in both languages, with the same placeholders and no empty text', () => {
        for (const key of allKeys()) {
            const ru = templateOf('ru', key), en = templateOf('en', key);
            expect(ru, key).toBeTruthy();
            expect(en, key).toBeTruthy();
            expect(placeholders(ru), key).toEqual(placeholders(en));
        }
    });

    it('chooses Russian plural forms by Intl.PluralRules', () => {
        expect([1, 2, 5, 11, 21, 22, 25, 0].map((n) => say('ru', 'common.votes', { n })))
            .toEqual(['1 голос', '2 голоса', '5 голосов', '11 голосов', '21 голос', '22 голоса', '25 голосов', '0 голосов']);
        expect([1, 2].map((n) => say('en', 'common.votes', { n }))).toEqual(['1 vote', '2 votes']);
    });

    it('detects the language of a rule set from its names and of an editor from its locale', () => {
        expect(langOfNames(['Town', 'Мафия'])).toBe('ru');
        expect(langOfNames(['Town', 'Mafia'])).toBe('en');
        expect(langOfLocale('ru-RU')).toBe('ru');
        expect(langOfLocale('de')).toBeNull();
    });
});
