// `redirect X to Y` (language/README.md: «orders aimed at X go to Y»): a bodyguard who redirects
// orders aimed at his ward to himself takes the shot; the ward's own orders are untouched.
import { describe, expect, it } from 'vitest';
import { deaths, FRAME, play, rules } from '../engine/inline.js';

describe('redirect X to Y', async () => {
    const rs = await rules(`ruleset Отвод
        ${FRAME}
        stage Ранний
        stage Поздний
        role Телохранитель "Телохранитель" : Город {
            ability Заслон "Заслон" { at night target one player alive other stage Ранний  effect redirect target to self }
        }
        role Житель "Житель" : Город {
            ability Донос "Донос" { at night target one player alive other stage Поздний  effect tell target "Донос" }
        }
        role Убийца "Убийца" : Банда { ability Выстрел "Выстрел" { at night target one player alive other stage Поздний  effect kill target } }`);
    const deal = { Аня: 'Телохранитель', Боря: 'Убийца', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель' };

    // issue 11 §3 «redirect X to Y»: orders aimed at X go to Y (engine/redirects.ts, phase/check-orders.ts redirectOrder).
    it('an order aimed at X goes to Y', () => {
        const r = play(rs, deal, [['Аня: Заслон → Вера', 'Боря: Выстрел → Вера']]);
        expect(deaths(r, 0)).toEqual(['Аня']);
    });

    // issue 11 §3 «redirect X to Y»: same change.
    it("X's own orders are not moved", () => {
        const r = play(rs, deal, [['Аня: Заслон → Вера', 'Вера: Донос → Гоша']]);
        expect(r.phases[0].events).toContainEqual(expect.objectContaining({ kind: 'message', to: ['Гоша'], text: 'Донос' }));
    });
});
