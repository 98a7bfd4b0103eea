// ROLES.md 6.5 and 10, "Ties: … always lynches the tied player whose name sorts last": `ties last-by-name`
// (engine/voting.ts), names compared as calder/mafia's Python compares strings: code point by code point,
// case-sensitive, no locale (engine/names.ts `compareNames`).
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../engine/names.js';
import { scenario } from './scenario.js';

const ms = () => scenario('examples/mafiascum/rules.mafia');

describe('ties last-by-name (examples/mafiascum)', () => {
    it('"the implementation sorts (votes, player) and always lynches the tied player whose name sorts last"', async () => {
        const game = await ms().deal({ Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager', Goo: 'Goon' })
            .night()
            .day('Ann → Bob', 'Bob → Ann', 'Cat → Dan', 'Dan → Cat', 'Goo → Cat')
            .run();
        expect(game.deaths('day 1')).toEqual(['Cat']);                  // the one with most votes, no tie
        const tie = await ms().deal({ Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Dan: 'Villager', Goo: 'Goon' })
            .night()
            .day('Ann → Bob', 'Bob → Ann', 'Cat → Dan', 'Dan → Cat')   // four tied at 1
            .run();
        expect(tie.deaths('day 1')).toEqual(['Dan']);
        expect(tie.trace('day 1').map((t) => t.note)).toContain('tie between Bob, Ann, Dan, Cat: Dan, whose name sorts last');
    });

    it('the order of the votes does not matter (not the first to reach, not a draw of the seed)', async () => {
        for (const seed of [1, 2, 3]) {
            const game = await ms().withSeed(seed).deal({ Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Goo: 'Goon' })
                .night()
                .day('Cat → Bob', 'Bob → Ann', 'Ann → Bob', 'Goo → Ann')
                .run();
            expect(game.deaths('day 1')).toEqual(['Bob']);
        }
    });

    it('case-sensitive, by code point: "Zed" sorts before "bob" (uppercase first), so bob is lynched', async () => {
        const game = await ms().deal({ Zed: 'Villager', bob: 'Villager', Cat: 'Villager', Goo: 'Goon' })
            .night()
            .day('Cat → Zed', 'Goo → bob')
            .run();
        expect(game.deaths('day 1')).toEqual(['bob']);
    });

    it('a tied top candidate who is pardoned or Unlynchable: nobody is lynched, not the other tied player (ROLES.md 6.6)', async () => {
        const pardoned = await ms().deal({ Gov: 'Governor', Ann: 'Villager', Bob: 'Villager', Cat: 'Villager', Goo: 'Goon' })
            .night()
            .day('Ann → Bob', 'Gov → Cat')
            .run();
        expect(pardoned.deaths('day 1')).toEqual([]);
        const unlynchable = await ms().deal({ Ann: 'Villager', Bob: 'Villager', Cat: ['Unlynchable', 'Villager'], Goo: 'Goon' })
            .night()
            .day('Ann → Bob', 'Bob → Cat')
            .run();
        expect(unlynchable.deaths('day 1')).toEqual([]);
        const lynchable = await ms().deal({ Ann: 'Villager', Bob: ['Unlynchable', 'Villager'], Cat: 'Villager', Goo: 'Goon' })
            .night()
            .day('Ann → Bob', 'Bob → Cat')
            .run();
        expect(lynchable.deaths('day 1')).toEqual(['Cat']);
    });
});

describe('compareNames: Python\'s string order', () => {
    it('code points, not UTF-16 units: a character beyond U+FFFF sorts after U+FF5A (JS `<` says the opposite)', () => {
        const astral = '\u{1F600}x', fullwidth = '\uFF5A';
        expect(compareNames(astral, fullwidth)).toBeGreaterThan(0);
        expect(astral < fullwidth).toBe(true);                           // what plain JS comparison would have picked
    });

    it('a prefix sorts first; equal names compare equal; no locale (Ё after Я, as in Unicode)', () => {
        expect(compareNames('Ann', 'Anna')).toBeLessThan(0);
        expect(compareNames('Ann', 'Ann')).toBe(0);
        expect(compareNames('Ёж', 'Яна')).toBeLessThan(0);               // Ё is U+0401, Я U+042F
        expect(compareNames('ёж', 'яна')).toBeGreaterThan(0);            // ё is U+0451, я U+044F
    });
});
