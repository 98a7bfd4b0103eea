// An identifier names the declaration it identifies, even when another declaration's display name is
// the same word (issue 11, §3): `alive(Мафия)` with `role Мафия` and `faction МафияКлан "Мафия"` is
// the role, whatever order they are declared in. A display name still resolves where no identifier
// matches. ambiguous-reference warns only where both kinds fit the place.
import { EmptyFileSystem } from 'langium';
import { clearDocuments, validationHelper } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { deaths, play, rules } from '../engine/inline.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const frame = (body: string) => `ruleset Имена
    setup { start day  win check after each phase }
    phase day "День" { voting Суд }
    phase night "Ночь"
    voting Суд "Суд" { plurality ties nobody execution kill }
    ${body}`;

describe('identifiers win over display names', () => {
    it.each([
        ['the role declared before the faction', `role Мафия "Мафия" : МафияКлан {}
            faction МафияКлан "Мафия" { wins when none alive(Город) }`],
        ['the faction declared before the role', `faction МафияКлан "Мафия" { wins when none alive(Город) }
            role Мафия "Мафия" : МафияКлан {}`],
    ])('%s: `alive(Мафия)` is the role', async (_, decls) => {
        const rs = await rules(frame(`faction Город "Город" { wins when none alive(Мафия) }
            ${decls}
            role Крёстный "Крёстный" : МафияКлан {}
            role Житель "Житель" : Город {}`));
        const r = play(rs, { Аня: 'Мафия', Боря: 'Крёстный', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель' },
            [['Вера → Аня', 'Гоша → Аня', 'Даша → Аня']]);
        expect(deaths(r, 0)).toEqual(['Аня']);
        expect(r.winner).toMatchObject({ factions: ['Город'] });
    });

    it('a display name resolves where no identifier is spelled so', async () => {
        const rs = await rules(frame(`faction Город "Город" { wins when none alive(Мафия) }
            faction МафияКлан "Мафия" { wins when none alive(Город) }
            role Мафиози "Мафиози" : МафияКлан {}
            role Крёстный "Крёстный" : МафияКлан {}
            role Житель "Житель" : Город {}`));
        const r = play(rs, { Аня: 'Мафиози', Боря: 'Крёстный', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель' },
            [['Вера → Аня', 'Гоша → Аня', 'Даша → Аня']]);
        expect(deaths(r, 0)).toEqual(['Аня']);
        expect(r.winner).toBeNull();
    });
});

describe('ambiguous-reference', () => {
    const { Mafia } = createMafiaServices(EmptyFileSystem);
    const validate = validationHelper(Mafia);
    afterEach(() => clearDocuments(Mafia.shared));
    const codes = async (text: string) => (await validate(text)).diagnostics.map((d) => (d.data as { code?: string })?.code ?? d.code);

    const protection = frame(`status Выстрел "Выстрел" { public }
        faction Город "Город" { wins when none alive(МафияКлан) }
        faction МафияКлан "Мафия" { wins when none alive(Город) }
        role Убийца "Убийца" : МафияКлан { ability Удар "Выстрел" { at night target one player alive other effect kill target } }
        role Доктор "Доктор" : Город { ability Лечение "Лечение" { at night target one player alive effect protect target from kills by Выстрел } }`);

    it('does not warn where only one of the two kinds fits (a protection source cannot be a status)', async () => {
        expect(await codes(protection)).not.toContain('ambiguous-reference');
    });

    it('resolves to the one kind that fits: the protection is from the ability displayed «Выстрел», not the status', async () => {
        const rs = await rules(protection);
        const r = play(rs, { Аня: 'Убийца', Боря: 'Доктор', Вера: 'Доктор', Гоша: 'Доктор' }, [[], ['Аня: Удар → Вера', 'Боря: Лечение → Вера']]);
        expect(deaths(r, 1)).toEqual([]);
    });

    it('still warns where both fit', async () => {
        expect(await codes(frame(`faction Город "Город" { wins when none alive(Мафия) }
            faction МафияКлан "Мафия" { wins when none alive(Город) }
            role Мафия "Мафия" : МафияКлан {}`))).toContain('ambiguous-reference');
    });
});
