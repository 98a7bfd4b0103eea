// Several players killing one player in one night each count as his killer, whatever stage each
// shot resolves in (seed 003's Хохол: «если хохла убивают одновременно три роли, то умирают все трое»).
import { describe, expect, it } from 'vitest';
import { game003 } from '../engine/seed-003-kit.js';

const MANIAC = (target: string) => `Даша: Ход маньяка → ${target} [option=Убить]`;

describe('every killer of the night is a killer', () => {
    it('the Хохол shot in one stage by the Маньяк: the Маньяк dies with him (as today)', async () => {
        const g = await game003().night(MANIAC('Харитон')).run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Харитон']);
    });

    // issue 11 §3 «several players kill the same player»: a kill that finds its victim killed earlier this
    // phase makes its actor one more killer (engine/killers.ts, called from phase/harm.ts resolveHarm).
    it('the Хохол killed by the Маньяк (stage Убийства) and shot by the Снайпер (stage Выстрел снайпера): both die', async () => {
        const g = await game003().night(MANIAC('Харитон'), 'Лёва: Убийство → Харитон').run();
        expect(g.deaths('night 1').sort()).toEqual(['Даша', 'Лёва', 'Харитон']);
    });

    it("the Идиот killed by the Маньяк and shot later by the Снайпер: the Снайпер is covered at the vote too", async () => {
        const g = await game003().night(MANIAC('Дима'), 'Лёва: Убийство → Дима').day({ hang: 'Лёва' }).run();
        expect(g.deaths('day 1')).toEqual([]);
    });
});
