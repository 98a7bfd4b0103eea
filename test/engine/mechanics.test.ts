// The engine's mechanics beyond seed 002 (DESIGN.md's list), each on a small rule set.
import { describe, expect, it } from 'vitest';
import { deaths, FRAME, play, row, rules } from './inline.js';


describe('lives, damage and thresholds', async () => {
    const rs = await rules(`ruleset HP
        ${FRAME}
        status Госпиталь "Госпиталь" { public blocks marked * }
        resource ХП "ХП" per player = 2 { at 1 give Госпиталь  at 0 death }
        role Житель "Житель" : Город {
            ability Лечение "Лечение" { at night target one player alive other effect heal target for 1 }
            ability Щит "Щит" { at night target one player alive effect protect target from attacks }
        }
        role Громила "Громила" : Банда {
            hp 3
            ability Удар "Удар" marked * { at night target one player alive other effect attack target for 1 }
            ability Яд "Яд" { at night target one player alive other effect damage target for 1 }
        }`);

    it('an attack takes a life; at 1 life the player is in Госпиталь (public), at 0 he dies', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Громила', Вера: 'Житель' }, [['Боря: Удар → Аня'], [], ['Боря: Яд → Аня']]);
        expect(row(r, 0, 'Аня')).toMatchObject({ hp: 1, statuses: ['Госпиталь'], alive: true });
        expect(r.phases[0].events).toContainEqual({ kind: 'status', public: true, subject: 'Аня', status: 'Госпиталь', gained: true, text: 'Аня: Госпиталь.' });
        expect(deaths(r, 2)).toEqual(['Аня']);
        expect(row(r, 0, 'Боря').hp).toBe(3);
    });

    it('a protection from attacks stops an attack, not other damage', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Громила', Вера: 'Житель' }, [['Вера: Щит → Аня', 'Боря: Удар → Аня'], [], ['Вера: Щит → Аня', 'Боря: Яд → Аня']]);
        expect(row(r, 0, 'Аня').hp).toBe(2);
        expect(row(r, 2, 'Аня').hp).toBe(1);
    });

    it('healing gives a life back and ends the threshold status', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Громила', Вера: 'Житель' }, [['Боря: Удар → Аня'], [], ['Вера: Лечение → Аня']]);
        expect(row(r, 2, 'Аня')).toMatchObject({ hp: 2, statuses: [] });
        expect(r.phases[2].events).toContainEqual(expect.objectContaining({ kind: 'status', subject: 'Аня', gained: false }));
    });

    it('a status that blocks marked abilities rejects them, but not the others', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Громила', Вера: 'Житель' }, [['Аня: Щит → Аня'], [], ['Боря: Удар → Аня']]);
        expect(r.phases[0].rejected).toEqual([]);
        const r2 = play(rs, { Аня: 'Громила', Боря: 'Громила', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель', Егор: 'Житель' }, [['Боря: Удар → Аня'], [], ['Боря: Удар → Аня'], [], ['Аня: Удар → Вера', 'Аня: Яд → Вера']]);
        expect(row(r2, 0, 'Аня')).toMatchObject({ hp: 2, statuses: [] }); // Громила starts with 3 lives
        expect(row(r2, 2, 'Аня')).toMatchObject({ hp: 1, statuses: ['Госпиталь'] });
        expect(r2.phases[4].rejected).toEqual([{ actor: 'Аня', ability: 'Удар', reason: 'Аня cannot use Удар: Госпиталь', targets: ['Вера'] }]);
        expect(row(r2, 4, 'Вера').hp).toBe(1);
    });
});

describe('two role slots', async () => {
    const rs = await rules(`ruleset Slots
        ${FRAME}
        slot Явная "Явная" unique
        slot Тайная "Тайная"
        role Врач "Врач" : Город in Явная { ability Осмотр "Осмотр" { at night target one player alive other effect tell target "Вас осмотрели" } }
        role Судья "Судья" : Город in Явная {}
        role Повар "Повар" : Город in Явная {}
        role Вор "Вор" : Банда in Тайная { ability Нож "Нож" { at night target one player alive other effect kill target } }
        role Житель "Житель" : Город in Тайная {}`);

    it('each player holds one role per slot and uses the abilities of both', () => {
        const r2 = play(rs, { Аня: ['Врач', 'Вор'], Боря: ['Житель', 'Судья'], Вера: ['Житель', 'Повар'] }, [['Аня: Осмотр → Вера', 'Аня: Нож → Боря']]);
        expect(deaths(r2, 0)).toEqual(['Боря']);
        expect(r2.phases[0].events).toContainEqual({ kind: 'message', public: false, to: ['Вера'], text: 'Вас осмотрели' });
        expect(row(r2, 0, 'Аня')).toMatchObject({ roles: ['Врач', 'Вор'], faction: 'Город' });
    });
});

describe('the deal rules', async () => {
    const rs = await rules(`ruleset Deal
        ${FRAME}
        setup { players 3..4 }
        slot Явная "Явная" unique
        slot Тайная "Тайная"
        role Врач "Врач" : Город in Явная { count 0..1 }
        role Судья "Судья" : Город in Явная {}
        role Повар "Повар" : Город in Явная {}
        role Дьяк "Дьяк" : Город in Явная {}
        role Вор "Вор" : Банда in Тайная { count 1 }
        role Житель "Житель" : Город in Тайная {}`);

    it('reports every broken rule: slots, unique roles, role counts, player count, unknown roles', () => {
        let error: unknown;
        try {
            play(rs, { Аня: ['Врач', 'Вор'], Боря: ['Врач', 'Житель'], Вера: ['Житель'], Гоша: ['Судья', 'Пират'], Даша: ['Судья', 'Житель'] }, []);
        } catch (e) { error = e; }
        expect((error as { problems: string[] }).problems).toEqual([
            'players[2] (Вера): no Явная role',
            "players[3] (Гоша): unknown role 'Пират'",
            'the rule set is for 3..4 players, the deal has 5',
            'role Врач: the rule set allows 0..1, the deal has 2',
            'Явная roles are unique, but Аня and Боря both have Врач',
            'Явная roles are unique, but Гоша and Даша both have Судья',
        ]);
    });
});

describe('probabilities: one seeded PRNG, every draw in the trace', async () => {
    const rs = await rules(`ruleset Chance
        ${FRAME}
        role Житель "Житель" : Город {}
        role Стрелок "Стрелок" : Банда {
            ability Выстрел "Выстрел" { at night target one player alive other chance 50% effect kill target }
            ability Монета "Монета" { at night target one player alive other effect with chance 25% announce "Орёл" else announce "Решка" }
        }`);
    const game = (seed: number) => play(rs, { Аня: 'Стрелок', Боря: 'Житель', Вера: 'Житель', Гоша: 'Житель' }, [['Аня: Выстрел → Боря', 'Аня: Монета → Вера']], seed);

    it('records each draw in the trace, numbered, with what it was for', () => {
        const draws = game(7).phases[0].trace!.filter((t) => t.outcome === 'draw');
        expect(draws.map((d) => d.note.replace(/: \d\.\d{4}/, ': x'))).toEqual(['draw #1: x (chance 50% for Выстрел)', 'draw #2: x (with chance 25% (line 13))']);
    });

    it('the same seed gives the same outcome; seeds differ in outcome', () => {
        const outcomes = new Set<string>();
        for (let seed = 1; seed <= 40; seed++) {
            const a = JSON.stringify(game(seed));
            expect(JSON.stringify(game(seed))).toBe(a);
            const r = game(seed).phases[0];
            outcomes.add(`${deaths({ phases: [r] } as never, 0).length}:${r.events.find((e) => e.kind === 'message' && e.public)!.text}`);
        }
        expect(outcomes).toEqual(new Set(['0:Орёл', '0:Решка', '1:Орёл', '1:Решка']));
    });
});

describe('signed voting (for / against, non-voters penalised)', async () => {
    const rs = await rules(`ruleset Signed
        setup { start day }
        phase day "День" { voting Суд }
        phase night "Ночь"
        status Немота "Немота" { no vote }
        voting Суд "Суд" { signed ties nobody changes allowed abstain counts -2 execution kill }
        faction Город "Город" { wins when count alive == 0 }
        role Житель "Житель" : Город {}
        role Немой "Немой" : Город { trigger Молчание "Молчание" on start phase day { effect give self status Немота this phase } }`);
    const deal = { Аня: 'Житель', Боря: 'Житель', Вера: 'Житель', Гоша: 'Житель', Даша: 'Немой' };

    it('for = +1, against = −1, a living non-voter −2; the lowest negative score hangs', () => {
        const r = play(rs, deal, [['Аня -→ Боря', 'Боря -→ Вера', 'Вера +→ Боря', 'Гоша -→ Вера']]);
        // Боря: −1 +1 = 0; Вера: −2; Даша cannot vote (Немота): no penalty.
        expect(r.phases[0].events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value])).toEqual([['Вера', -2]]);
        expect(deaths(r, 0)).toEqual(['Вера']);
    });

    it('non-voters score against themselves; changes are allowed: the last vote counts', () => {
        const r = play(rs, deal, [['Аня -→ Боря', 'Аня +→ Боря', 'Боря +→ Аня']]);
        // Вера and Гоша did not vote: −2 each; tie: nobody is hanged.
        expect(r.phases[0].events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value])).toEqual([['Вера', -2], ['Гоша', -2], ['Боря', 1], ['Аня', 1]]);
        expect(deaths(r, 0)).toEqual([]);
        expect(r.phases[0].rejected).toEqual([]);
    });

    it('a vote "for" is rejected where there are only votes against', async () => {
        const plain = await rules(`ruleset Plain ${FRAME} role Житель "Житель" : Город {} role Вор "Вор" : Банда {}`);
        const r = play(plain, { Аня: 'Житель', Боря: 'Житель', Вера: 'Вор' }, [[], ['Аня +→ Боря']]);
        expect(r.phases[1].rejected[0].reason).toBe('Суд has only votes against');
    });
});

describe('threshold voting and executions that do not kill', async () => {
    const rs = await rules(`ruleset Threshold
        setup { start day }
        phase day "День" { voting Казнь }
        phase night "Ночь"
        status Тюрьма "Тюрьма" { public lasts next phase }
        voting Казнь "Казнь" { threshold 40% of alive execution status Тюрьма }
        faction Город "Город" { wins when count alive == 0 }
        role Житель "Житель" : Город {}`);

    it('everyone with votes >= 40% of the living is executed: jailed for the next phase, alive', () => {
        const deal = { А: 'Житель', Б: 'Житель', В: 'Житель', Г: 'Житель', Д: 'Житель' };
        const r = play(rs, deal, [['А → Б', 'В → Б', 'Г → Д', 'Д → Б', 'Б → Д'], []]);
        // 5 alive: 40% = 2 votes. Б has 3, Д has 2: both jailed.
        expect(r.phases[0].events.filter((e) => e.kind === 'execution').map((e) => e.subject)).toEqual(['Б', 'Д']);
        expect(deaths(r, 0)).toEqual([]);
        // The table after the day shows the state going into the night: Б and Д in jail.
        expect(r.phases[0].players.filter((p) => p.statuses.includes('Тюрьма')).map((p) => p.name)).toEqual(['Б', 'Д']);
        expect(r.phases[0].events.filter((e) => e.kind === 'status' && e.gained).map((e) => e.subject)).toEqual(['Б', 'Д']);
        expect(r.phases[1].events.filter((e) => e.kind === 'status' && e.gained === false).map((e) => e.subject)).toEqual(['Б', 'Д']);
        expect(r.phases[1].players.filter((p) => p.statuses.length > 0)).toEqual([]);
    });
});

describe('delayed effects and triggers', async () => {
    const rs = await rules(`ruleset Later
        ${FRAME}
        role Житель "Житель" : Город {}
        role Отравитель "Отравитель" : Банда {
            ability Яд "Яд" { at night target one player alive other effect delay until next night kill target }
        }
        role Мститель "Мститель" : Город {
            // Revenge: whoever kills him dies with him.
            trigger Месть "Месть" on death { effect kill attackers }
        }
        role Ученик "Ученик" : Город {
            trigger Преемник "Преемник" on death of Мститель { effect change role of self to Мститель }
        }
        role Убийца "Убийца" : Банда {
            ability Нож "Нож" { at night target one player alive other effect kill target }
            trigger Слава "Слава" on kill { effect announce "Убийца снова нанёс удар" }
        }`);
    const deal = { Аня: 'Отравитель', Боря: 'Мститель', Вера: 'Ученик', Гоша: 'Житель', Даша: 'Убийца', Егор: 'Житель', Женя: 'Житель' };

    it('a poison kills the next night, not this one', () => {
        const r = play(rs, deal, [['Аня: Яд → Гоша'], [], []]);
        expect(deaths(r, 0)).toEqual([]);
        expect(deaths(r, 2)).toEqual(['Гоша']);
    });

    it('a death trigger avenges; the successor takes the role; a kill trigger announces', () => {
        const r = play(rs, deal, [['Даша: Нож → Боря']]);
        expect(deaths(r, 0)).toEqual(['Боря', 'Даша']);
        expect(r.phases[0].events.filter((e) => e.public && e.kind === 'message').map((e) => e.text)).toEqual(['Убийца снова нанёс удар']);
        expect(row(r, 0, 'Вера').roles).toEqual(['Мститель']);
        expect(r.phases[0].events).toContainEqual({ kind: 'message', public: false, to: ['Вера'], text: 'Your new role: Мститель.' });
    });
});

describe('names, options and omitted abilities (the game JSON contract)', async () => {
    const rs = await rules(`ruleset Names
        ${FRAME}
        role Житель "Мирный житель" alias "чиж" : Город {}
        role Ёжик "Ёжик" : Банда {
            ability Арсенал "Арсенал" {
                at night
                target one player alive other
                option Нож "Нож" { effect kill target }
                option Свисток "Свисток" { effect announce "свист" }
            }
        }
        role Вор "Вор" : Банда {
            ability Кража "Кража" { at night target one player alive other effect tell target "кража" }
            ability Слежка "Слежка" { at day target one player alive other effect tell self "слежка" }
        }`);

    it('roles by display name or alias, any case, «ё» = «е»', () => {
        const r = play(rs, { Аня: 'мирный житель', Боря: 'ЧИЖ', Вера: 'ежик', Гоша: 'Мирный Житель', Даша: 'мирный житель', Егор: 'мирный житель' }, []);
        expect(r.phases).toEqual([]);
        const played = play(rs, { Аня: 'мирный житель', Боря: 'ЧИЖ', Вера: 'ежик', Гоша: 'Мирный Житель', Даша: 'мирный житель', Егор: 'мирный житель' }, [['вера: арсенал → аня [option=нож]']]);
        expect(deaths(played, 0)).toEqual(['Аня']);
        expect(row(played, 0, 'Боря').roles).toEqual(['Мирный житель']);
    });

    it('an option name is accepted as the ability; a missing option is rejected', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Житель', Вера: 'Ёжик', Гоша: 'Житель', Даша: 'Житель' }, [['Вера: Нож → Аня'], [], ['Вера: Арсенал → Боря']]);
        expect(deaths(r, 0)).toEqual(['Аня']);
        expect(r.phases[2].rejected[0].reason).toBe('Арсенал: choose an option (args.option): Нож, Свисток');
    });

    it('the ability may be omitted when the actor has exactly one usable in the phase', () => {
        const r = play(rs, { Аня: 'Житель', Боря: 'Вор', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель' }, [['Боря: → Аня'], ['Боря: → Вера']]);
        expect(r.phases[0].events).toContainEqual({ kind: 'message', public: false, to: ['Аня'], text: 'кража' });
        expect(r.phases[1].events).toContainEqual({ kind: 'message', public: false, to: ['Боря'], text: 'слежка' });
    });
});

describe('impossible orders come back rejected with a reason', async () => {
    const rs = await rules(`ruleset Rejections
        ${FRAME}
        status Клетка "Клетка" { blocks all }
        role Житель "Житель" : Город {}
        role Сторож "Сторож" : Город {
            ability Запереть "Запереть" { at night target one player alive other limit not two nights in a row effect give target status Клетка for 3 phases }
        }
        role Бандит "Бандит" : Банда {
            ability Налёт "Налёт" { at night target one player alive other limit once per game effect kill target }
            ability Разведка "Разведка" { at night target two players alive other distinct limit exclusive with Налёт effect tell self "ok" }
        }`);
    const deal = { Аня: 'Сторож', Боря: 'Бандит', Вера: 'Житель', Гоша: 'Житель', Даша: 'Житель', Егор: 'Житель' };
    const reasons = (phases: string[][], at: number) => play(rs, deal, phases).phases[at].rejected.map((r) => r.reason);

    it.each([
        ['a dead actor', [['Боря: Налёт → Вера'], [], ['Вера: Налёт → Гоша']], 2, ['Вера is dead']],
        ['an unknown player', [['Вася: Налёт → Вера']], 0, ["unknown player 'Вася'"]],
        ['an unknown target', [['Боря: Налёт → Вася']], 0, ["unknown player 'Вася'"]],
        ['an unknown ability', [['Боря: Гадание → Вера']], 0, ["unknown ability 'Гадание'"]],
        ["another role's ability", [['Вера: Налёт → Гоша']], 0, ["Вера (Житель) has no ability 'Налёт'"]],
        ['the wrong phase', [[], ['Боря: Налёт → Вера']], 1, ['Налёт is used Ночь, not in День']],
        ['a limit exceeded', [['Боря: Налёт → Вера'], [], ['Боря: Налёт → Гоша']], 2, ['Налёт may be used once per game, and it was already used']],
        ['two nights in a row', [['Аня: Запереть → Вера'], [], ['Аня: Запереть → Гоша']], 2, ['Запереть cannot be used two nights in a row']],
        ['a wrong number of targets', [['Боря: Разведка → Вера']], 0, ['Разведка needs 2 targets, got 1']],
        ['an exclusive ability', [['Боря: Налёт → Вера', 'Боря: Разведка → Гоша, Даша']], 0, ['Разведка cannot be used in the same phase as Налёт']],
        ['an ability blocked by a status', [['Аня: Запереть → Боря'], [], ['Боря: Налёт → Вера']], 2, ['Боря cannot use Налёт: Клетка']],
    ])('%s', (_what, phases, at, expected) => {
        expect(reasons(phases as string[][], at as number)).toEqual(expected);
    });

    it('a status given this night stops an order that resolves later: blocked in the trace, not rejected', () => {
        const r = play(rs, deal, [['Аня: Запереть → Боря', 'Боря: Налёт → Вера']]);
        expect(r.phases[0].rejected).toEqual([]);
        expect(deaths(r, 0)).toEqual(['Вера']); // one stage: the order was checked before the status landed
    });
});

describe('wins, allies, draws, reveals', async () => {
    it('a side that wins alone takes the win from the others; allies (`with`) win along', async () => {
        const rs = await rules(`ruleset Sides
            setup { start night  win check after each phase }
            phase night "Ночь"
            phase day "День"
            faction Город "Город" { wins when count alive <= 3 }
            faction Одиночка "Одиночка" { wins alone when count alive <= 2 }
            faction Шутки "Шутки" { wins with Город }
            role Житель "Житель" : Город {}
            role Шут "Шут" : Шутки {}
            role Маньяк "Маньяк" : Одиночка { ability Нож "Нож" { at night target one player alive other effect kill target } }`);
        const three = play(rs, { Аня: 'Житель', Боря: 'Житель', Вера: 'Шут', Гоша: 'Маньяк' }, [['Гоша: Нож → Аня']]);
        expect(three.winner).toEqual({ factions: ['Город', 'Шутки'], players: ['Аня', 'Боря', 'Вера'] });
        const two = play(rs, { Аня: 'Житель', Вера: 'Шут', Гоша: 'Маньяк' }, [['Гоша: Нож → Аня']]);
        expect(two.winner).toEqual({ factions: ['Одиночка'], players: ['Гоша'] });
    });

    it('a draw when nobody is left; roles revealed on death', async () => {
        const rs = await rules(`ruleset Draw
            setup { start night  draw when count alive == 0  reveal roles on death }
            phase night "Ночь"
            faction Город "Город" { wins when none alive(Банда) and any alive(Город) }
            faction Банда "Банда" { wins when none alive(Город) and any alive(Банда) }
            role Житель "Житель" : Город { ability Выстрел "Выстрел" { at night target one player alive other effect kill target } }
            role Вор "Вор" : Банда { ability Выстрел "Выстрел" { at night target one player alive other effect kill target } }`);
        const r = play(rs, { Аня: 'Житель', Боря: 'Вор' }, [['Аня: Выстрел → Боря', 'Боря: Выстрел → Аня']]);
        expect(r.winner).toEqual({ draw: true });
        expect(r.phases[0].events.filter((e) => e.kind === 'reveal').map((e) => [e.subject, e.value])).toEqual([['Боря', 'Вор'], ['Аня', 'Житель']]);
        expect(r.phases[0].events.at(-1)).toEqual({ kind: 'win', public: true, text: 'The game ends in a draw: nobody wins.' });
    });
});
