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

    it('writes a count of players, games, roles, characters, phases or times in the form its number takes (outside audit: «2 игроков», «1 символов»)', () => {
        expect([1, 2, 5, 21].map((n) => say('ru', 'diag.player-count', { n, min: 3, max: 6 }))).toEqual([
            'В игре 1 игрок, а правила допускают 3..6.', 'В игре 2 игрока, а правила допускают 3..6.',
            'В игре 5 игроков, а правила допускают 3..6.', 'В игре 21 игрок, а правила допускают 3..6.']);
        expect([1, 3, 7].map((n) => say('ru', 'deal.warn.shortSeed', { n, min: 8 }).match(/всего (\d+ \S+)/)![1])).toEqual(['1 символ', '3 символа', '7 символов']);
        expect(say('ru', 'cli.run.unfinished', { n: 2 })).toContain('предел в 2 фазы');
        expect(say('ru', 'diag.role-dealt-too-rarely', { role: 'Комиссар', min: 1, n: 0 })).toContain('не меньше 1 раза');
        expect(say('en', 'diag.player-count', { n: 1, min: 3, max: 6 })).toBe('The game has 1 player, but the rule set allows 3..6.');
        // No Russian text writes a single number before a noun in a fixed plural form: it takes {n|…|…|…}.
        const fixed = /(?<!\.\.)\{(?!range\b|counts\b|from\b|need\b|value\b)[\p{L}\p{N}_]+\}\s+(?:игроков|игрокам|партий|ролей|символов|фаз|раз\b|раз\(а\))/u;
        expect(allKeys().filter((key) => fixed.test(templateOf('ru', key)))).toEqual([]);
    });

    it('detects the language of a rule set from its names and of an editor from its locale', () => {
        expect(langOfNames(['Town', 'Мафия'])).toBe('ru');
        expect(langOfNames(['Town', 'Mafia'])).toBe('en');
        expect(langOfLocale('ru-RU')).toBe('ru');
        expect(langOfLocale('de')).toBeNull();
    });
});
