// The stage order is defined once (engine/stage-order.ts): the engine resolves stages in the order
// the checker reasons about. Declaration order, except that a stage with `after X` moves after X.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderStages } from '../../engine/stage-order.js';
import { mafia } from '../cli/run-cli.js';
import { deaths, FRAME, play, rules } from '../engine/inline.js';

/** Kills and protections in stages declared `after`-first (issue 11, §3). */
const stages = (first: string, second: string, third: string) => `ruleset Этапы
    ${FRAME}
    ${first}
    ${second}
    ${third}
    role Доктор "Доктор" : Город { ability Лечение "Лечение" { at night target one player alive stage Защиты  effect protect target from kills by Выстрел } }
    role Житель "Житель" : Город {}
    role Убийца "Убийца" : Банда { ability Выстрел "Выстрел" { at night target one player alive other stage Убийства  effect kill target } }
`;
const protectionsFirst = stages('stage Убийства after Итог', 'stage Защиты', 'stage Итог');
const killsFirst = stages('stage Защиты after Итог', 'stage Убийства', 'stage Итог');
const deal = { Аня: 'Доктор', Боря: 'Убийца', Вера: 'Житель', Гоша: 'Житель' };

describe('stage order', () => {
    it('a stage with `after X` moves after X; the others keep their declared order', () => {
        const after: Record<string, string | undefined> = { Убийства: 'Итог' };
        expect(orderStages(['Убийства', 'Защиты', 'Итог'], (s) => after[s]).order).toEqual(['Защиты', 'Итог', 'Убийства']);
        const cycle = orderStages(['A', 'B', 'C'], (s) => ({ A: 'B', B: 'A' } as Record<string, string>)[s]);
        expect(cycle.order).toEqual(['C', 'A', 'B']);
        expect([...cycle.inCycle]).toEqual(['A', 'B']);
    });

    it('the engine resolves `stage Убийства after Итог`, `stage Защиты`, `stage Итог` as Защиты, Итог, Убийства', async () => {
        const rs = await rules(protectionsFirst);
        const r = play(rs, deal, [['Боря: Выстрел → Вера', 'Аня: Лечение → Вера']]);
        expect(deaths(r, 0)).toEqual([]);
        const stepStages = r.phases[0].trace!.map((t) => (t as { stage?: string }).stage).filter(Boolean);
        expect(stepStages.indexOf('Защиты')).toBeLessThan(stepStages.indexOf('Убийства'));
        const r2 = play(await rules(killsFirst), deal, [['Боря: Выстрел → Вера', 'Аня: Лечение → Вера']]);
        expect(deaths(r2, 0)).toEqual(['Вера']);
    });

    it('`mafia check` warns exactly where the engine resolves the protection too late', () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-stages-'));
        writeFileSync(join(dir, 'protections-first.mafia'), protectionsFirst);
        writeFileSync(join(dir, 'kills-first.mafia'), killsFirst);
        const fine = mafia(['check', join(dir, 'protections-first.mafia'), '--format', 'json']);
        expect(fine.code).toBe(0);
        expect(fine.stdout).not.toContain('protection-too-late');
        const late = mafia(['check', join(dir, 'kills-first.mafia'), '--format', 'json']);
        expect(late.stdout).toContain('protection-too-late');
    });
});
