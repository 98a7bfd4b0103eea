// A refused order's reason says the rule's condition in words (`limit only when …`), in the game's
// language, not only «its condition holds (rule line N)»: seed 003's Доктор heals from a role only
// while more than 10 are alive.
import { describe, expect, it } from 'vitest';
import { runGame } from '../../engine/run.js';
import { compiledRules } from './compile.js';

const players = [['Аня', 'Мафия'], ['Даша', 'Маньяк'], ['Зоя', 'Доктор'], ['Оля', 'Мирный житель'], ['Петя', 'Мирный житель'],
    ['Рома', 'Идиот'], ['Егор', 'Комиссар'], ['Яна', 'Снайпер']].map(([name, role]) => ({ name, roles: [role] }));
const heal = { actor: 'Зоя', ability: 'Ход доктора', args: { option: 'Лечить от роли', role: 'Мафия' } };

describe('refusal reasons of `limit only when`', () => {
    for (const [lang, words] of [['ru', 'только когда число живых игроков больше 10'], ['en', 'only when the number of living players is more than 10']] as const) {
        it(`${lang}: the condition in words`, async () => {
            const rules = await compiledRules('examples/seed-003/rules.mafia');
            const result = runGame(rules, { players, phases: [{ actions: [heal] }] }, { lang });
            const [refused] = result.phases[0].rejected;
            expect(refused.actor).toBe('Зоя');
            expect(refused.reason).toContain(words);
            expect(refused.reason).toMatch(/\(\S+ \S+ \d+\)$|\(rule line \d+\)$/);
        });
    }
});

// A target the ability's `where` refuses: the reason says the condition in words too (seed 003's
// Доктор may not heal the player he healed last night while more than 3 are alive), not only
// «{target} не подходит как цель … (строка правил N)».
describe('refusal reasons of a target `where`', () => {
    const cure = { actor: 'Зоя', ability: 'Ход доктора', targets: ['Оля'], args: { option: 'Лечить' } };
    for (const [lang, words] of [
        ['ru', 'Оля не подходит как цель для «Ход доктора»: цель подходит, только когда у цели нет статуса «Лечен доктором прошлой ночью» или число живых игроков не больше 3'],
        ['en', 'Оля is not a valid target for Ход доктора: valid only when the target does not have status Лечен доктором прошлой ночью or the number of living players is at most 3'],
    ] as const) {
        it(`${lang}: the condition in words`, async () => {
            const rules = await compiledRules('examples/seed-003/rules.mafia');
            const result = runGame(rules, { players, phases: [{ actions: [cure] }, {}, { actions: [cure] }] }, { lang });
            expect(result.phases[0].rejected).toEqual([]);
            const [refused] = result.phases[2].rejected;
            expect(refused.actor).toBe('Зоя');
            expect(refused.reason).toContain(words);
        });
    }
});
