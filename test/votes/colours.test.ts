// Forum colour values as CSS writes them, read into the vote rules' colour families.
import { describe, expect, it } from 'vitest';
import { colourFamily, parseColour } from '../../engine/votes/vote-post-rules.js';

describe('parseColour / colourFamily', () => {
    it.each([
        ['#f00', 'red'], ['#f00f', 'red'], ['#FF000080', 'red'], ['rgb(255,0,0)', 'red'], ['rgb(100%, 0%, 0%)', 'red'], ['rgba(255 0 0 / 50%)', 'red'],
        ['rgb(0 0 255)', 'blue'], ['hsl(0, 75%, 60%)', 'red'], ['hsl(240, 75%, 60%)', 'blue'], ['hsla(120deg 100% 25% / 50%)', 'green'],
        ['hsl(0.5turn, 100%, 50%)', 'blue'], ['Red', 'red'], ['#000', 'black'],
    ])('%s is %s', (value, family) => {
        expect(colourFamily(value)).toBe(family);
    });
    it('a value that is no colour is null', () => {
        for (const v of ['#ff', 'rgb(a,b,c)', 'hsl()', 'reddish', '']) expect(parseColour(v)).toBeNull();
    });
});
