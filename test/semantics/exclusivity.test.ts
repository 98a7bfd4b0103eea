// `exclusive with` (engine/exclusivity.ts): «may use A in a phase where it does not use B» refuses
// the order for A and carries out B, whatever order the two are listed in.
import { describe, expect, it } from 'vitest';
import { refusedByExclusivity } from '../../engine/exclusivity.js';
import { deaths, FRAME, play, rules } from '../engine/inline.js';

describe('exclusive with', async () => {
    const rs = await rules(`ruleset Исключение
        ${FRAME}
        role Житель "Житель" : Город {}
        role Социопат "Социопат" : Банда {
            ability Уйти "Уйти в тень" { at night limit exclusive with Нож  effect tell self "В тени" }
            ability Нож "Нож" { at night target one player alive other  effect kill target }
        }`);
    const deal = { Аня: 'Социопат', Боря: 'Житель', Вера: 'Житель', Гоша: 'Житель' };

    it.each([
        ['the excluded ability listed first', ['Аня: Уйти', 'Аня: Нож → Боря']],
        ['the excluded ability listed second', ['Аня: Нож → Боря', 'Аня: Уйти']],
    ])('%s: the order for it is refused, the other carried out', (_, orders) => {
        const r = play(rs, deal, [orders]);
        expect(deaths(r, 0)).toEqual(['Боря']);
        expect(r.phases[0].events.filter((e) => e.text === 'В тени')).toEqual([]);
        expect(r.phases[0].rejected).toEqual([{ actor: 'Аня', ability: 'Уйти в тень', reason: 'Уйти в тень cannot be used in the same phase as Нож' }]);
    });

    it('alone, the excluded ability is carried out', () => {
        const r = play(rs, deal, [['Аня: Уйти']]);
        expect(r.phases[0].events).toContainEqual(expect.objectContaining({ kind: 'message', to: ['Аня'], text: 'В тени' }));
        expect(r.phases[0].rejected).toEqual([]);
    });

    it('a chain: A excludes B, B excludes C — ordering all three carries out A and C; a cycle refuses all its orders', () => {
        const ex: Record<string, string[]> = { A: ['B'], B: ['C'], C: [] };
        const view = { actor: () => 0, ability: (o: string) => o, excludes: (o: string) => ex[o] };
        for (const listing of [['A', 'B', 'C'], ['C', 'B', 'A'], ['B', 'A', 'C']]) {
            expect([...refusedByExclusivity(listing, view)]).toEqual([['B', 'C']]);
        }
        const mutual = { actor: () => 0, ability: (o: string) => o, excludes: (o: string) => (o === 'A' ? ['B'] : ['A']) };
        for (const listing of [['A', 'B'], ['B', 'A']]) expect(new Map(refusedByExclusivity(listing, mutual))).toEqual(new Map([['A', 'B'], ['B', 'A']]));
        // C excludes A, which is refused on its cycle with B: C stands.
        const withC = { actor: () => 0, ability: (o: string) => o, excludes: (o: string) => ({ A: ['B'], B: ['A'], C: ['A'] } as Record<string, string[]>)[o] };
        expect(new Map(refusedByExclusivity(['C', 'A', 'B'], withC))).toEqual(new Map([['A', 'B'], ['B', 'A']]));
    });
});
