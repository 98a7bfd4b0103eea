// The rules post says when a delayed effect happens (`delay until …`), not just «позже»: a player
// reading seed 002's Ninja must learn that his testament kills at the next night's Ninja turn, and
// seed 003's silenced player that he is told at the night's end.
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const book = (rules: string, ...args: string[]) => {
    const r = mafia(['rules-book', rules, '--format', 'text', ...args]);
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
};

describe('rules-book: the timing of delayed effects', () => {
    it('seed 002: the next phase of a kind with its stage, a later stage of this phase (English)', () => {
        const text = book('examples/seed-002/rules.mafia', '--lang', 'en');
        expect(text).toContain('Завещание ниндзя — On being executed: at the start of the next phase «Ночь», at stage «Ход ниндзя»: kills: the first of the voters who are alive.');
        expect(text).toMatch(/If the target has status В засаде: later this phase, at stage «Убийства»: kills: themselves/);
        expect(text).not.toMatch(/\blater: /);
    });

    it('seed 003: the end of the phase, the next phase of a kind (Russian)', () => {
        const text = book('examples/seed-003/rules.mafia');
        expect(text).toContain('если у цели нет статуса «Под охраной мента»: в конце фазы: если цель жива: сообщает (цель): «Вы лишены голоса на следующий день.»');
        expect(text).toContain('в начале следующей фазы «Ночь»: даёт статус «Нашёл маньяка»: сам');
        expect(text).not.toMatch(/позже: /);
    });
});
