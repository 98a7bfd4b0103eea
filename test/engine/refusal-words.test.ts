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
