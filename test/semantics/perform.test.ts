// An order that carries out another ability (`param ability` + `perform`) must name one that does
// something: otherwise it is refused with a reason, never accepted to do nothing (issue 11, §3).
import { describe, expect, it } from 'vitest';
import { deaths, FRAME, play, rules } from '../engine/inline.js';

describe('perform', async () => {
    const rs = await rules(`ruleset Копия
        ${FRAME}
        stage Поздний
        role Житель "Житель" : Город {}
        role Киллер "Киллер" : Банда {
            ability Выстрел "Выстрел" { at night target one player alive other  effect kill target }
            ability Арсенал "Арсенал" { at day target one player alive other
                option Нож "Нож" { effect kill target }
                option Яд "Яд" { effect kill target } }
        }
        role Джокер "Джокер" : Город {
            ability Копирование "Копирование" { at night param ability Действие  target one player alive other  stage Поздний  effect perform Действие }
        }`);
    const deal = { Аня: 'Джокер', Боря: 'Киллер', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель' };

    it('naming an ability that exists carries it out', () => {
        const r = play(rs, deal, [['Аня: Копирование → Вера [Действие=Выстрел]']]);
        expect(deaths(r, 0)).toEqual(['Вера']);
        expect(r.phases[0].rejected).toEqual([]);
    });

    it('naming no ability is refused with a reason, even with a stage of its own', () => {
        const r = play(rs, deal, [['Аня: Копирование → Вера [Действие=Полёт]']]);
        expect(r.phases[0].rejected).toEqual([{ actor: 'Аня', ability: 'Копирование', reason: "unknown ability 'Полёт' in args.Действие", targets: ['Вера'] }]);
    });

    it('naming an ability that does something only through an option is refused, and names the options', () => {
        const r = play(rs, deal, [['Аня: Копирование → Вера [Действие=Арсенал]']]);
        expect(r.phases[0].rejected).toEqual([{ actor: 'Аня', ability: 'Копирование', targets: ['Вера'],
            reason: 'Арсенал does something only with an option: name one in args.Действие (Нож, Яд)' }]);
        const withOption = play(rs, deal, [['Аня: Копирование → Вера [Действие=Нож]']]);
        expect(deaths(withOption, 0)).toEqual(['Вера']);
    });
});
