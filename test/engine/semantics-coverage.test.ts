// Issue 11 §2: what the checker accepts, the engine carries out. This file walks every expression
// member of the catalogue (engine/members.ts, which the typer reads) and proves, in a small real rule
// set, that each evaluates to its known, non-empty value; a member added to the catalogue without a
// case here fails. Effects, learn properties and conditions are walked in semantics-constructs.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MEMBERS } from '../../engine/members.js';
import { memberEvaluators } from '../../engine/expressions.js';
import { play, rules } from './inline.js';

/**
 * The game: night 1, Боря (Убийца) shoots Гоша, whom Вера (Доктор) protects; Дима (Маньяк, a lone
 * role) kills Женя; Зоя (Палач) executes Катя; Аня (Сыщик) checks Гоша last (stage Итог; her own order counts among his visitors). Day 1:
 * Аня and Вера vote against Боря, Гоша against Дима; Аня questions Боря guessing «Убийца» and
 * claims the full deal. Each case is a condition true exactly when the member has its known value.
 */
const NIGHT: Record<string, string> = {
    'player.role': 'target.role == Мирный',
    'player.faction': 'target.faction == Город and (first players(Убийца)).faction == Банда',
    'player.side': 'target.side == Город and (first players(Убийца)).side == Банда and (first players(Маньяк)).side != (first players(Убийца)).side',
    'player.alive': 'target.alive and count players where (it.alive) == 6',
    'player.dead': 'count players where (it.dead) == 2',
    'player.guise': 'target.guise == Убийца',
    'player.damaged': 'count players where (it.damaged) == 1 and (first players(Маньяк)).targeted == those players where (it.damaged)',
    'player.attacked': 'target.attacked and count players where (it.attacked) == 2',
    'player.executed': 'count players where (it.executed) == 1 and (first players where (it.executed)).role == Жертва',
    'player.targeted': 'target in ((first players(Убийца)).targeted) and count (first players(Убийца)).targeted == 1',
    'player.visitors': 'count target.visitors == 3 and self in (target.visitors) and (first players(Убийца)) in (target.visitors) and (first players(Доктор)) in (target.visitors)',
    'player.visits': 'target in ((first players(Убийца)).visits) and count (first players(Убийца)).visits == 1 and count target.visits == 0',
    'player.allVisitors': 'count target.allVisitors == 3 and self in (target.allVisitors) and (first players(Доктор)) in (target.allVisitors)',
    'player.attackers': 'count target.attackers == 1 and (first players(Убийца)) in (target.attackers)',
    'player.hp': 'target.hp == 1 and (first players(Жертва)).hp == 0',
    'players.sides': 'count (players).sides == 3 and count alive(Город).sides == 1',
    'players.roles': 'count (players).roles == 7 and Палач in ((players).roles) and count alive(Город).roles == 3',
    'players.count': '(players).count == 8 and alive(Город).count == 3',
    'phase.number': 'phase.number == 1',
    'phase.index': 'phase.index == 1',
    'ability.streak': 'Проверка.streak == 1',
    'faction.leader': 'Банда.leader == first players(Убийца)',
    'faction.members': 'count Город.members == 3 and self in (Город.members)',
    'role.faction': 'Убийца.faction == Банда',
};
const DAY: Record<string, string> = {
    'player.voted': 'self.voted and count players where (it.voted) == 3',
    'player.ballot': 'self.ballot == players(Убийца)',
    'player.votes': '(first players(Убийца)).votes == 2 and (first players(Маньяк)).votes == 1',
    'player.guess': 'self.guess == Убийца',
    'deal.correct': 'Расклад.correct',
};

const checks = (cases: Record<string, string>) => Object.entries(cases)
    .map(([name, cond]) => `if ${cond} then tell self "ok ${name}" else tell self "wrong ${name}"`).join('\n                ');

const RULES = `ruleset Members
    setup { start night  win check after each phase }
    phase night "Ночь"
    phase day "День" { voting Суд }
    voting Суд "Суд" { plurality ties nobody execution kill }
    stage Защита "Защита"
    stage Убийства "Убийства" after Защита
    stage Итог "Итог" after Убийства
    faction Город "Город" { wins when none alive(Банда) }
    faction Банда "Банда" { wins when count alive(Банда) >= count alive - count alive(Банда) }
    role Убийца "Убийца" : Банда {
        ability Выстрел "Выстрел" { at night target one player alive other stage Убийства effect kill target }
    }
    role Маньяк "Маньяк" {
        wins when count alive == 1
        ability Резня "Резня" { at night target one player alive other stage Убийства effect kill target }
    }
    role Доктор "Доктор" : Город {
        ability Лечение "Лечение" { at night target one player alive other stage Защита effect protect target from kills }
    }
    role Палач "Палач" : Банда {
        ability Казнь "Казнь" { at night target one player alive other stage Убийства effect execute target }
    }
    role Мирный "Мирный" : Город { guises (Убийца) }
    role Жертва "Жертва" : Город {}
    role Сыщик "Сыщик" : Город {
        ability Проверка "Проверка" {
            at night target one player alive other stage Итог
            effect {
                ${checks(NIGHT)}
            }
        }
        ability Допрос "Допрос" {
            at day target one player alive other
            param role
            param deal Расклад
            effect {
                ${checks(DAY)}
            }
        }
    }`;

const DEAL = { Аня: 'Сыщик', Боря: 'Убийца', Вера: 'Доктор', Гоша: 'Мирный', Дима: 'Маньяк', Женя: 'Жертва', Зоя: 'Палач', Катя: 'Жертва' };
const CLAIM = 'Боря = Убийца; Вера = Доктор; Гоша = Мирный; Дима = Маньяк; Женя = Жертва; Зоя = Палач; Катя = Жертва';

describe('every expression member of the catalogue evaluates to its value at run time', async () => {
    const rs = await rules(RULES);
    const r = play(rs, DEAL, [
        ['Боря: Выстрел → Гоша', 'Вера: Лечение → Гоша', 'Дима: Резня → Женя', 'Зоя: Казнь → Катя', 'Аня: Проверка → Гоша'],
        ['Аня → Боря', 'Вера → Боря', 'Гоша → Дима', `Аня: Допрос → Боря [role=Убийца] [Расклад=${CLAIM}]`],
    ]);
    const told = r.phases.flatMap((p) => p.events).filter((e) => e.kind === 'message' && e.to?.includes('Аня')).map((e) => e.text);

    it('the scenario plays as described (nobody rejected)', () => {
        expect(r.phases.map((p) => p.rejected)).toEqual([[], []]);
        expect(r.phases[0].events.filter((e) => e.kind === 'death').map((e) => e.subject).sort()).toEqual(['Женя', 'Катя']);
    });

    for (const [receiver, members] of Object.entries(MEMBERS)) {
        for (const member of Object.keys(members)) {
            const name = `${receiver}.${member}`;
            it(name, () => {
                expect(NIGHT[name] ?? DAY[name], `no case for ${name}: add one to this test`).toBeDefined();
                expect(memberEvaluators[receiver as keyof typeof memberEvaluators][member], `the engine has no evaluator for ${name}`).toBeTypeOf('function');
                expect(told).toContain(`ok ${name}`);
            });
        }
    }

    it('every case names a member of the catalogue', () => {
        const known = Object.entries(MEMBERS).flatMap(([r2, m]) => Object.keys(m).map((x) => `${r2}.${x}`));
        expect([...Object.keys(NIGHT), ...Object.keys(DAY)].filter((k) => !known.includes(k))).toEqual([]);
    });
});

describe('the reference documents the catalogue', () => {
    const readme = readFileSync('language/README.md', 'utf8');
    const table = readme.slice(readme.indexOf('Members (`X.m`)'), readme.indexOf('In `is`, the subject may be'));
    const rows: Record<string, string> = {
        player: '| a player |', players: '| a set of players |', phase: '| the phase |', ability: '| an ability |',
        faction: '| a faction |', role: '| a role |', deal: '| a `param deal` |',
    };
    for (const [receiver, members] of Object.entries(MEMBERS)) {
        it(`every member of ${receiver} is in its row of language/README.md`, () => {
            const row = table.split('\n').find((l) => l.startsWith(rows[receiver])) ?? '';
            expect(Object.keys(members).filter((m) => !row.includes(`\`${m}\``))).toEqual([]);
        });
    }
});
