// Branches of the checks beyond the one-example-per-code files: the cases seeds rely on not being
// flagged (derived statuses, triggers on repeatable events, lasting protections, explicit roles
// without sides) and further ways each problem shows up.
import { EmptyFileSystem } from 'langium';
import { clearDocuments, validationHelper } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { Mafia } = createMafiaServices(EmptyFileSystem);
const validate = validationHelper(Mafia);
afterEach(() => clearDocuments(Mafia.shared));

const frame = `ruleset Проверка
setup { start day }
phase day
phase night
faction Город { wins when none alive(Мафия) }
faction Мафия { wins when none alive(Город) }
role Житель : Город {}
role Убийца : Мафия {
    ability Выстрел { at night target one player alive other effect kill target }
}
`;

/** `code@line` for every diagnostic, lines counted from the first line after the frame. */
async function issues(body: string): Promise<string[]> {
    const { diagnostics } = await validate(frame + body);
    const offset = frame.split('\n').length - 1;
    return diagnostics.map((d: Diagnostic) => `${(d.data as { code?: string })?.code ?? d.code}@${d.range.start.line + 1 - offset}`);
}

describe('not flagged', () => {
    it.each([
        ['a status held while a condition holds is given by that condition', `status Раненый { while holder.Очки >= 1 }
resource Очки per player = 0
role Доктор : Город {
    ability Лечение { at night target one player alive where target has Раненый effect { heal target  add 1 to Очки of target } }
}`],
        ['a per-night limit on a trigger that can fire many times a night', `role Охранник : Город {
    trigger Тревога on targeted { limit once per night  effect announce "Тревога" }
}`],
        ['a passive ability requiring a blocking status (passives keep working)', `status Тюрьма { blocks all }
role Узник : Город {
    passive ability Продление { requires Тюрьма  effect protect self from kills }
    ability Донос { at night target one player alive other effect give target status Тюрьма next day }
}`],
        ['a required blocking status the ability is usable in', `status Тюрьма { blocks all }
role Узник : Город {
    ability Подкоп { at night requires Тюрьма  usable in Тюрьма  effect announce "Подкоп" }
    ability Донос { at night target one player alive other effect give target status Тюрьма next day }
}`],
        ['a lasting protection given in a later stage than the kill', `stage Убийства
stage Защиты
role Снайпер : Мафия { ability Пуля { at night stage Убийства target one player alive other effect kill target } }
role Некромант : Город {
    ability Оберег { at day stage Защиты target one player alive effect protect target from kills by Пуля for game }
}`],
        ['conflicting abilities in a simultaneous stage', `stage Ночь simultaneous
role Снайпер : Мафия { ability Пуля { at night stage Ночь target one player alive other effect kill target } }
role Доктор : Город { ability Лечение { at night stage Ночь target one player alive effect heal target } }`],
        ['a kill and a heal in one stage that are never used in the same phase', `stage Ход
role Снайпер : Мафия { ability Пуля { at night stage Ход target one player alive other effect kill target } }
role Доктор : Город { ability Лечение { at day stage Ход target one player alive effect heal target } }`],
        ['roles of a slot that is not dealt into sides (seed 000\'s explicit roles)', `slot Явная unique
slot Тайная
role Политик in Явная {}
role Сыщик : Город in Тайная {}
role Киллер : Мафия in Тайная {}`],
        ['a phase window that meets the ability\'s phases (start day: phase 2 is a night)', `role Некромант : Город {
    ability Ритуал { at night target one player dead limit phases 1..2 effect revive target }
}`],
        ['"not same target twice" on a self-only ability when an exception lets it repeat', `role Доктор : Город {
    ability Самолечение { at night target one player self limit not same target twice unless count alive <= 3 effect heal target }
}`],
    ])('%s', async (_what, body) => {
        expect(await issues(body)).toEqual([]);
    });
});

describe('flagged', () => {
    it.each([
        ['a per-phase limit that allows more than the per-game one', `role Доктор : Город {
    ability Лечение { at night target one player alive limit once per game, twice per night effect heal target }
}`, ['redundant-limit@2']],
        ['a phase window holding only days for a night ability', `role Некромант : Город {
    ability Ритуал { at night target one player dead limit phases 1..1 effect revive target }
}`, ['never-usable@2']],
        ['two phase windows that do not meet', `role Некромант : Город {
    ability Ритуал { target one player dead limit phases 1..2, phases 4..6 effect revive target }
}`, ['conflicting-limits@2']],
        ['a per-night limit on a day ability', `role Судья : Город {
    ability Приговор { at day target one player alive other limit once per night effect kill target }
}`, ['redundant-limit@2']],
        ['a role of a faction that cannot be alive while its faction is dead', `faction Одиночки { wins when any alive(Маньяк) and none alive(Одиночки) }
role Маньяк : Одиночки {}`, ['contradictory-win-condition@1']],
        ['a count bound that contradicts another', `faction Одиночки { wins when count alive(Одиночки) >= 2 and count alive(Одиночки) < 2 }
role Маньяк : Одиночки {}`, ['contradictory-win-condition@1']],
        ['"somebody is alive", true from the first phase', `faction Одиночки { wins when count alive >= 1 }
role Маньяк : Одиночки {}`, ['win-condition-always-true@1']],
        ['a status that blocks the required status\'s marked ability, given by a resource threshold', `resource Раны per player = 0 { at 1 give Госпиталь }
status Госпиталь { blocks marked * }
role Вампир : Город {
    ability Укус marked * { at night requires Госпиталь target one player alive other effect attack target for 1 }
    ability Порез { at night target one player alive other effect add 1 to Раны of target }
}`, ['requires-blocking-status@4']],
        ['a guise added by an effect that is a role of the wrong slot', `slot Явная unique
slot Тайная
role Политик in Явная {}
role Сыщик : Город in Тайная {
    guises(Сыщик)
    ability Маска { at night effect add guise Политик to self }
}
role Киллер : Мафия in Тайная {}`, ['guise-not-secret-role@6']],
        ['"not same target twice" on a self-only ability: in effect once per game', `role Доктор : Город {
    ability Самолечение { at night target one player self limit not same target twice effect heal target }
}`, ['conflicting-limits@2']],
        ['a loop variable the body never uses', `role Некромант : Город {
    ability Оберег { at day target two players alive distinct effect for each p in targets protect target from kills by Выстрел }
}`, ['unused-declaration@2']],
    ])('%s', async (_what, body, expected) => {
        expect(await issues(body)).toEqual(expected);
    });
});
