// A kill that lands on a player killed earlier in the phase (engine/killers.ts): its actor joins his
// killers only when the kill would have counted (a cancelled attack does not), he is seen among the
// attackers like any other, and the victim's own death triggers run again only where they deal with
// killers (a trigger that gives or tells once does not give or tell twice).
import { describe, expect, it } from 'vitest';
import { game003, privately } from '../engine/seed-003-kit.js';
import { deaths, FRAME, play, row, rules } from '../engine/inline.js';

const RULES = `ruleset ПоздниеУбийцы
    ${FRAME}
    stage Первые "Первые"
    stage Вторые "Вторые"
    resource Поминки "Поминки" per player = 0
    role Житель "Житель" : Город {}
    role Хохол "Хохол" : Город {
        trigger Месть "Месть" on death phase night { effect for each p in those attackers where (it != self) kill p }
        trigger Завещание "Завещание" on death { effect { add 1 to Поминки of players(Житель)  tell players(Житель) «Хохол оставил завещание.» } }
    }
    role Оберег "Оберег" : Город {
        ability Отмена "Отмена" { at night target one player alive other stage Первые effect cancel attacks by target this night }
    }
    role Ранний "Ранний" : Банда { ability Выстрел "Выстрел" { at night target one player alive other stage Первые effect kill target } }
    role Поздний "Поздний" : Банда { ability Удар "Удар" { at night target one player anyone other stage Вторые effect kill target } }
`;
const DEAL = { Аня: 'Хохол', Боря: 'Ранний', Вера: 'Поздний', Гоша: 'Оберег', Даша: 'Житель', Егор: 'Житель', Женя: 'Житель', Зоя: 'Житель' };

describe('a kill landing on a player killed earlier this phase', async () => {
    const rs = await rules(RULES);

    it('a second killer joins the killers: the Хохол takes both (the frame of the other tests)', () => {
        const r = play(rs, DEAL, [['Боря: Выстрел → Аня', 'Вера: Удар → Аня']]);
        expect(deaths(r, 0).sort()).toEqual(['Аня', 'Боря', 'Вера']);
    });

    it('a cancelled kill does not make its actor a killer', () => {
        const r = play(rs, DEAL, [['Боря: Выстрел → Аня', 'Гоша: Отмена → Вера', 'Вера: Удар → Аня']]);
        expect(deaths(r, 0).sort()).toEqual(['Аня', 'Боря']);
    });

    it("the victim's own death trigger that neither reads nor punishes killers runs once", () => {
        const r = play(rs, DEAL, [['Боря: Выстрел → Аня', 'Вера: Удар → Аня']]);
        expect(r.phases[0].events.filter((e) => e.to?.includes('Даша') && e.text === 'Хохол оставил завещание.')).toHaveLength(1);
        expect(row(r, 0, 'Даша').resources.Поминки).toBe(1);
    });
});

describe('seed 003: the late killer is an attacker', () => {
    it('the Свидетель watching the Хохол learns the Маньяк and the Снайпер who shot him later', async () => {
        const g = await game003().night('Даша: Ход маньяка → Харитон [option=Убить]', 'Лёва: Убийство → Харитон', 'Юра: Наблюдение → Харитон').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Лёва', 'Харитон']);
        expect(privately(g, 'Юра', 'night 1').join('\n')).toMatch(/Даша, Лёва/);
    });
});
