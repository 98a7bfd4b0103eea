// Mechanics the seed-000 and seed-003 encodings use, each on a small rule set.
import { describe, expect, it } from 'vitest';
import { deaths, FRAME, play, row, rules } from './inline.js';

const TOWN = { Гоша: 'Житель', Даша: 'Житель', Егор: 'Житель', Женя: 'Житель' };

describe('immunity, permits, disabled abilities, cancels, reductions', async () => {
    const rs = await rules(`ruleset Shields
        ${FRAME}
        status Тюрьма "Тюрьма" { public blocks all }
        resource ХП "ХП" per player = 2 { at 0 death }
        role Житель "Житель" : Город {}
        role Стойкий "Стойкий" : Город {
            passive ability Воля "Воля" { effect immune self to status Тюрьма }
        }
        role Невидимка "Невидимка" : Город {
            passive ability Тень "Тень" { effect immune self to secret abilities except protections }
        }
        role Тюремщик "Тюремщик" : Город {
            ability Арест "Арест" { at night target one player alive other effect give target status Тюрьма for 3 phases }
            ability Пропуск "Пропуск" { at day target one player alive other effect permit target to use Удар from Тюрьма next night }
            ability Щит "Щит" { at night target one player alive effect protect target from attacks }
        }
        role Бандит "Бандит" : Банда {
            ability Удар "Удар" { at night target one player alive other effect attack target for 1 }
            ability Ступор "Ступор" { at night target one player alive other effect disable Удар of target next night }
            ability Броня "Броня" { at night effect reduce attacks on self by 1 this night }
            ability Отмена "Отмена" { at night target one player alive other effect cancel attacks by target on self this night }
        }`);

    it('a player immune to a status never gets it', () => {
        const r = play(rs, { Аня: 'Тюремщик', Боря: 'Стойкий', Вера: 'Бандит', ...TOWN }, [['Аня: Арест → Боря']]);
        expect(row(r, 0, 'Боря').statuses).toEqual([]);
        expect(r.phases[0].trace!.some((t) => t.outcome === 'blocked' && t.note === 'Боря is immune to Тюрьма')).toBe(true);
    });

    it('immunity to secret abilities voids them, except the classes it names', () => {
        const r = play(rs, { Аня: 'Тюремщик', Боря: 'Невидимка', Вера: 'Бандит', ...TOWN }, [['Вера: Удар → Боря', 'Аня: Щит → Боря']]);
        expect(row(r, 0, 'Боря').hp).toBe(2);
        // An immunity in force when the order is given makes it invalid: rejected, with the reason.
        expect(r.phases[0].rejected.map((x) => x.reason)).toEqual(['Боря cannot be the target of Удар: immune to it']);
    });

    it('a permit lets the jailed act; without it the jail rejects the order', () => {
        const deal = { Аня: 'Тюремщик', Боря: 'Бандит', Вера: 'Бандит', ...TOWN };
        const jailed = play(rs, deal, [['Аня: Арест → Боря'], [], ['Боря: Удар → Гоша']]);
        expect(jailed.phases[2].rejected[0].reason).toBe('Боря cannot use Удар: Тюрьма');
        const permitted = play(rs, deal, [['Аня: Арест → Боря'], ['Аня: Пропуск → Боря'], ['Боря: Удар → Гоша']]);
        expect(permitted.phases[2].rejected).toEqual([]);
        expect(row(permitted, 2, 'Гоша').hp).toBe(1);
    });

    it('a disabled ability is rejected the next night', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Бандит', Вера: 'Бандит', ...TOWN }, [['Вера: Ступор → Боря'], [], ['Боря: Удар → Гоша']]);
        expect(r.phases[2].rejected[0].reason).toBe('Боря cannot use Удар: disabled');
    });

    it('a reduction takes a life off each attack; a cancel voids attacks by the named players', () => {
        const deal = { Аня: 'Житель', Боря: 'Бандит', Вера: 'Бандит', ...TOWN };
        const reduced = play(rs, deal, [['Боря: Броня', 'Вера: Удар → Боря']]);
        expect(row(reduced, 0, 'Боря').hp).toBe(2);
        const cancelled = play(rs, deal, [['Боря: Отмена → Вера', 'Вера: Удар → Боря']]);
        expect(row(cancelled, 0, 'Боря').hp).toBe(2);
        expect(cancelled.phases[0].trace!.some((t) => t.note === 'the attack on Боря is cancelled')).toBe(true);
    });
});

describe('substitutes, counting as another role, defeats and wins', async () => {
    const rs = await rules(`ruleset Stand
        ${FRAME}
        role Житель "Житель" : Город {}
        role Фанат "Фанат" : Банда {
            ability Заслон "Заслон" { at night effect substitute self for first alive(Босс) on kills this night }
        }
        role Босс "Босс" : Банда {}
        role Киллер "Киллер" : Город { ability Выстрел "Выстрел" { at night target one player alive other effect kill target } }`);

    it("the fan dies in the boss's place", () => {
        const r = play(rs, { Аня: 'Фанат', Боря: 'Босс', Вера: 'Киллер', ...TOWN }, [['Аня: Заслон', 'Вера: Выстрел → Боря']]);
        expect(deaths(r, 0)).toEqual(['Аня']);
    });

    it('winners alive: the dead do not win; on win triggers may defeat', async () => {
        const r2 = await rules(`ruleset Winners
            setup { start night  winners alive }
            phase night "Ночь"
            faction Город "Город" { wins when count alive <= 2 }
            role Житель "Житель" : Город {}
            role Завистник "Завистник" : Город {
                trigger Зависть "Зависть" on win { effect defeat those players where (it != self) }
            }
            role Убийца "Убийца" : Город { ability Нож "Нож" { at night target one player alive other effect kill target } }`);
        const r = play(r2, { Аня: 'Убийца', Боря: 'Житель', Вера: 'Житель' }, [['Аня: Нож → Вера']]);
        expect(r.winner).toEqual({ factions: ['Город'], players: ['Аня', 'Боря'] });
        const envy = play(r2, { Аня: 'Убийца', Боря: 'Завистник', Вера: 'Житель' }, [['Аня: Нож → Вера']]);
        expect(envy.winner).toEqual({ factions: ['Город'], players: ['Боря'] });
    });

    it('counting as another role changes the win check', async () => {
        const r2 = await rules(`ruleset CountAs
            setup { start night }
            phase night "Ночь"
            faction Город "Город" { wins when none alive(Банда) }
            faction Банда "Банда" {}
            role Житель "Житель" : Город {}
            role Вор "Вор" : Банда {}
            role Хамелеон "Хамелеон" : Город { ability Маска "Маска" { at night effect count self as Вор this night } }
            role Судья "Судья" : Город { ability Приговор "Приговор" { at night target one player alive other effect kill target } }`);
        const masked = play(r2, { Аня: 'Хамелеон', Боря: 'Вор', Вера: 'Судья' }, [['Аня: Маска', 'Вера: Приговор → Боря'], []]);
        expect(masked.phases[0].winner).toBeNull(); // Аня counts as a Вор tonight
        expect(masked.winner).toEqual({ factions: ['Город'], players: ['Аня', 'Вера'] });
    });
});

describe('dying, while-statuses, alive-only statuses, no execution', async () => {
    const rs = await rules(`ruleset Dying
        setup { start night }
        phase night "Ночь"
        phase day "День" { voting Суд }
        voting Суд "Суд" { plurality ties nobody execution kill }
        faction Город "Город" { wins when count alive == 0 }
        status Слабость "Слабость" { public alive only while holder.ХП <= 1 }
        status Отмазан "Отмазан" { no execution }
        resource ХП "ХП" per player = 2 { min 0  at 0 death }
        role Житель "Житель" : Город {}
        role Мститель "Мститель" : Город {
            trigger Препараты "Препараты" on dying { limit once per game effect { set 1 to ХП of self announce "{player} выжил" } }
        }
        role Адвокат "Адвокат" : Город { ability Отмаза "Отмаза" { at night target one player alive effect give target status Отмазан next phase } }
        role Громила "Громила" : Город { ability Удар "Удар" { at night target one player alive other effect attack target for 2 } }`);
    const deal = { Аня: 'Мститель', Боря: 'Громила', Вера: 'Адвокат', Гоша: 'Житель' };

    it('an on-dying trigger saves the player once; a while-status follows his lives', () => {
        const r = play(rs, deal, [['Боря: Удар → Аня'], [], ['Боря: Удар → Аня']]);
        expect(deaths(r, 0)).toEqual([]);
        expect(r.phases[0].events.filter((e) => e.public).map((e) => e.text)).toEqual(['Аня выжил', 'Аня: Слабость.']);
        expect(row(r, 0, 'Аня')).toMatchObject({ hp: 1, statuses: ['Слабость'] });
        expect(deaths(r, 2)).toEqual(['Аня']);
        expect(row(r, 2, 'Аня').statuses).toEqual([]); // alive only: the dead lose it
    });

    it('a player who cannot be executed: if the vote picks him, nobody is', () => {
        const r = play(rs, deal, [['Вера: Отмаза → Гоша'], ['Аня → Гоша', 'Боря → Гоша']]);
        expect(r.phases[1].events.filter((e) => e.kind === 'execution' || e.kind === 'death')).toEqual([]);
        expect(r.phases[1].trace!.some((t) => t.note === 'Гоша cannot be executed: nobody is')).toBe(true);
    });
});

describe('leaders, ranks, precedence, collective actions', async () => {
    const rs = await rules(`ruleset Ranks
        setup { start night  win check after each phase }
        phase night "Ночь"
        phase day "День" { voting Суд }
        voting Суд "Суд" { plurality ties nobody execution kill }
        faction Город "Город" { wins when none alive(Банда) }
        faction Банда "Банда" {
            wins when count alive(Банда) >= count alive - count alive(Банда)
            leader is first of Капо, Шестёрка
            shared ability Налёт "Налёт" {
                at night
                precedence by rank
                target one player alive other where not (target is Банда)
                effect kill target
            }
        }
        role Житель "Житель" : Город {}
        role Капо "Капо" : Банда { ranked }
        role Шестёрка "Шестёрка" : Банда {}
        role Присяжный "Присяжный" : Город {
            ability Самосуд "Самосуд" {
                at night
                collective
                target one player alive other
                effect if count actors * 2 > count alive(Присяжный) then kill target
            }
        }`);
    const deal = { Аня: 'Шестёрка', Боря: 'Капо', Вера: 'Капо', Гоша: 'Присяжный', Даша: 'Присяжный', Егор: 'Присяжный', Женя: 'Житель', Зоя: 'Житель', Илья: 'Житель', Катя: 'Житель' };

    it("the highest rank's order counts, whatever the order they came in", () => {
        const r = play(rs, deal, [['Вера: Налёт → Женя', 'Аня: Налёт → Зоя', 'Боря: Налёт → Илья']]);
        expect(deaths(r, 0)).toEqual(['Илья']);
        expect(r.phases[0].rejected.map((x) => x.actor).sort()).toEqual(['Аня', 'Вера']);
    });

    it('a collective action resolves once, with every actor counted', () => {
        const two = play(rs, deal, [['Гоша: Самосуд → Аня', 'Даша: Самосуд → Аня']]);
        expect(deaths(two, 0)).toEqual(['Аня']);
        const one = play(rs, deal, [['Гоша: Самосуд → Аня', 'Даша: Самосуд → Боря']]);
        expect(deaths(one, 0)).toEqual([]);
    });
});

describe('limits on arguments and options', async () => {
    const rs = await rules(`ruleset Args
        ${FRAME}
        role Житель "Житель" : Город {}
        role Сыщик "Сыщик" : Город {
            ability Догадка "Догадка" {
                at night
                target one player alive other
                param role
                limit not same role twice in a row
                effect if guess == target.role then tell self "да" else tell self "нет"
            }
            ability Магия "Магия" {
                at night
                target one player alive other
                limit 2 options per game
                option Искра "Искра" { effect tell target "искра" }
                option Туман "Туман" { effect tell target "туман" }
                option Гром "Гром" { effect tell target "гром" }
            }
        }
        role Вор "Вор" : Банда {}`);
    const deal = { Аня: 'Сыщик', Боря: 'Вор', ...TOWN };

    it('a guessed role: answered, and not the same guess two nights in a row', () => {
        const r = play(rs, deal, [['Аня: Догадка → Боря [role=Вор]'], [], ['Аня: Догадка → Гоша [role=Вор]']]);
        expect(r.phases[0].events).toContainEqual({ kind: 'message', public: false, to: ['Аня'], text: 'да' });
        expect(r.phases[2].rejected[0].reason).toBe('Догадка cannot use the same role twice in a row');
    });

    it('at most two different options per game', () => {
        const r = play(rs, deal, [['Аня: Искра → Гоша'], [], ['Аня: Туман → Гоша'], [], ['Аня: Искра → Даша'], [], ['Аня: Гром → Даша']]);
        expect(r.phases.map((p) => p.rejected.map((x) => x.reason))).toEqual([[], [], [], [], [], [], ['Магия may use only 2 different options per game']]);
    });
});

describe('guises, learning several, hidden and revealed kills, messages on events', async () => {
    const rs = await rules(`ruleset Guises
        setup { start night  reveal roles on death }
        phase night "Ночь"
        faction Город "Город" { wins when count alive == 0 }
        guise Аноним "Аноним"
        message Смерть on death «Погиб {player}.»
        role Житель "Житель" : Город {
            guises (Житель, Житель)
            ability Обыск "Обыск" { at night target one player alive other effect learn 3 guise of target }
            ability Маскарад "Маскарад" { at night effect add guise of Аноним to self times 4 }
            ability Тихо "Тихо" { at night target one player alive other effect kill target hidden }
        }`);
    const deal = { Аня: 'Житель', Боря: 'Житель', Вера: 'Житель' };

    it("learn 3 guises: three draws from the target's pool, in the trace", () => {
        const r = play(rs, deal, [['Боря: Маскарад', 'Аня: Обыск → Боря']]);
        const learned = r.phases[0].events.find((e) => e.kind === 'learn')!;
        expect(String(learned.value).split(', ').length).toBe(3);
        for (const v of String(learned.value).split(', ')) expect(['Житель', 'Аноним']).toContain(v);
        expect(r.phases[0].trace!.filter((t) => t.outcome === 'draw').length).toBe(3);
    });

    it("a hidden kill reveals nothing; the death message is the rule set's own", () => {
        const r = play(rs, deal, [['Аня: Тихо → Боря']]);
        expect(r.phases[0].events.filter((e) => e.public)).toEqual([{ kind: 'death', public: true, subject: 'Боря', text: 'Погиб Боря.' }]);
    });
});
