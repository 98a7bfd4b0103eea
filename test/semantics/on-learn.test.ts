// `on learn [P]` (language/README: Triggers): the holder's trigger runs when an ability learns
// something of him — any property with a bare `on learn`, only P with `on learn P` — with `{value}`
// the answer and the learning ability as the event's source (`by` filters on it). Before, only a
// drawn guise ran `on learn` triggers, so a role check on a player with `on learn` did nothing.
import { EmptyFileSystem } from 'langium';
import { clearDocuments, validationHelper } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME, play, rules } from '../engine/inline.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

const RULES = `ruleset Узнавания
    ${FRAME}
    role Житель "Житель" : Город {}
    role Комиссар "Комиссар" : Город {
        ability Проверка "Проверка" { at night target one player alive other effect learn role of target }
    }
    role Сыщик "Сыщик" : Город {
        ability Слежка "Слежка" { at night target one player alive other effect learn faction of target }
    }
    role Чуткий "Чуткий" : Город {
        trigger Всё "Всё" on learn { effect tell self «Узнали: {value}.» }
    }
    role Скрытный "Скрытный" : Город {
        trigger Роль "Роль" on learn role { effect tell self «Узнали роль: {value}.» }
    }
    role Подозрительный "Подозрительный" : Город {
        trigger Кем "Кем" on learn by Слежка { effect tell self «Слежка: {value}.» }
    }
    role Бандит "Бандит" : Банда {}
`;
const DEAL = { Аня: 'Комиссар', Боря: 'Сыщик', Вера: 'Чуткий', Гоша: 'Скрытный', Даша: 'Подозрительный', Егор: 'Бандит', Женя: 'Житель' };

const told = (r: ReturnType<typeof play>, name: string) =>
    r.phases[0].events.filter((e) => e.kind === 'message' && e.to?.includes(name) && !e.text.startsWith('Your role')).map((e) => e.text);

describe('on learn [P]', async () => {
    const rs = await rules(RULES);

    it('a bare `on learn` runs on a role check and on a faction check, with the answer as {value}', () => {
        expect(told(play(rs, DEAL, [['Аня: Проверка → Вера']]), 'Вера')).toEqual(['Узнали: Чуткий.']);
        expect(told(play(rs, DEAL, [['Боря: Слежка → Вера']]), 'Вера')).toEqual(['Узнали: Город.']);
    });

    it('`on learn role` runs on a role check only', () => {
        expect(told(play(rs, DEAL, [['Аня: Проверка → Гоша']]), 'Гоша')).toEqual(['Узнали роль: Скрытный.']);
        expect(told(play(rs, DEAL, [['Боря: Слежка → Гоша']]), 'Гоша')).toEqual([]);
    });

    it('`on learn by A` runs when ability A learns, not another', () => {
        expect(told(play(rs, DEAL, [['Боря: Слежка → Даша']]), 'Даша')).toEqual(['Слежка: Город.']);
        expect(told(play(rs, DEAL, [['Аня: Проверка → Даша']]), 'Даша')).toEqual([]);
    });

    it('the checker still learns what he asked', () => {
        const r = play(rs, DEAL, [['Аня: Проверка → Вера']]);
        expect(r.phases[0].events.filter((e) => e.kind === 'learn' && e.to?.includes('Аня')).map((e) => e.value)).toEqual(['Чуткий']);
    });
});

describe('on learn P: P is checked', () => {
    setMessageLanguage({ explicit: 'en' });
    const { Mafia } = createMafiaServices(EmptyFileSystem);
    const validate = validationHelper(Mafia);
    afterEach(() => clearDocuments(Mafia.shared));

    /** The error messages of a one-role rule set whose role has `trigger Т on learn <property>`. */
    const errorsOf = async (property: string) => (await validate(`ruleset Т
setup { start night }
phase night
faction Город { wins when none alive(Мафия) }
faction Мафия { wins when none alive(Город) }
role Убийца : Мафия {}
role Р : Город { trigger Т on learn ${property} { effect tell self «{value}» } }`)).diagnostics.filter((d) => d.severity === 1).map((d) => d.message);

    it('an unknown property is an error with a suggestion; a built-in property is accepted', async () => {
        const errors = await errorsOf('rol');
        expect(errors).toHaveLength(1);
        expect(errors[0]).toMatch(/'rol'.*'role'/);
        expect(await errorsOf('guise')).toEqual([]);
    });
});
