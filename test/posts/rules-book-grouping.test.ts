// The rules post and the role PMs say which effects a condition, a chance or a loop governs: several
// effects it governs are in brackets, and a conditional followed by other effects is closed in brackets
// (outside audit: seed 003's boss read «если …: с вероятностью 75%: объявляет …; отмена голоса: …»,
// which a player could take for a vote lost only with the 75 % chance). Two abilities of one name in a
// list are told apart by their roles (seed 000's «Огнешар» of the Маг and of the Колдун).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const book = (rules: string, ...args: string[]) => {
    const r = mafia(['rules-book', rules, '--format', 'text', ...args]);
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
};

describe('rules-book: what a conditional governs', () => {
    const seed003 = book('examples/seed-003/rules.mafia');

    it('seed 003 boss: the vote cancel depends on the two targets, not on the 75 % chance', () => {
        expect(seed003).toContain('(для каждого игрока p из целей: убивает: p); если число целей равно 2: '
            + '((с вероятностью 75%: объявляет: «Босс мафии оставил улики: это ‹исполнитель›.»); отмена голоса: исполнитель)');
        expect(seed003).not.toContain('если число целей равно 2: с вероятностью 75%');
    });

    it('seed 003 Мент: everything the 50 % chance governs is in its brackets', () => {
        expect(seed003).toContain('с вероятностью 50%: (лишает голоса: цель; в конце фазы: если цель жива: сообщает (цель): «Вы лишены голоса на следующий день.»).');
    });

    it('a single governed effect needs no brackets', () => {
        expect(seed003).toContain('с вероятностью 50%: блокирует: цель');
    });

    it('seed 000 Маг: two «Огнешар» abilities named with their roles (English too)', () => {
        expect(book('examples/seed-000/rules.mafia')).toContain('кроме: «Огнешар» (Колдун), «Огнешар» (Маг)');
        expect(book('examples/seed-000/rules.mafia', '--lang', 'en')).toContain("(except «Огнешар» (Колдун), «Огнешар» (Маг))");
    });
});
