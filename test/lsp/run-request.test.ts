// `mafia/runGame`: the language server runs a game script with the real engine for the preview.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runGameRequest } from '../../language/lsp/mafia-run-request.js';
import { runGameDocument } from '../../language/run/run-game-script.js';
import { createKit, GAME_URI, RULES_URI, SEED_002 } from './lsp-kit.js';
import { NIGHT_GAME } from './fixtures/night-game.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

const kit = createKit();
beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

describe('mafia/runGame', () => {
    it('runs a seed-002 game with the trace on, and gives the deal as the first "before" table', async () => {
        await kit.loadGame(NIGHT_GAME);
        const response = await runGameRequest(kit.Mafia, { uri: GAME_URI }, runGameDocument);
        if (!response.ok) throw new Error(response.error);
        expect(response.seed).toBe(7);
        expect(response.rulesUri).toBe(RULES_URI);
        const [day, night] = response.result.phases;
        expect(day.phase).toMatchObject({ index: 1, kind: 'day', number: 1 });
        expect(night.phase).toMatchObject({ index: 2, kind: 'night', number: 1 });
        // Every phase carries its steps, each pointing at a line of the rule set.
        expect(night.trace!.length).toBeGreaterThan(3);
        for (const step of night.trace!) {
            if (!step.source) continue;
            expect(step.source.file.endsWith('rules.mafia')).toBe(true);
            expect(step.source.line).toBeGreaterThan(0);
            expect(step.source.line).toBeLessThanOrEqual(SEED_002.split('\n').length);
        }
        // The Commissioner's check is a step whose source line is the Проверка ability.
        const check = night.trace!.find((s) => s.ability === 'Проверка');
        expect(check?.actor).toBe('Вася');
        expect(SEED_002.split('\n')[check!.source!.line - 1]).toMatch(/Проверка|learn role/);
        expect(response.deal.map((p) => [p.name, p.roles.join(), p.faction, p.alive])).toEqual([
            ['Вася', 'Комиссар', 'Мирные', true], ['Петя', 'Мафия', 'Мафия', true], ['Гена', 'Громила', 'Мафия', true],
            ['Коля', 'Маньяк', 'Маньяк', true], ['Маша', 'Реаниматор', 'Мирные', true], ['Оля', 'Священник', 'Мирные', true],
            ['<img src=x onerror=alert(1)>', 'Мирный житель', 'Мирные', true], ['Сеня', 'Сержант', 'Мирные', true],
        ]);
    });

    it('reruns with another seed and only the first K phases', async () => {
        await kit.loadGame(NIGHT_GAME);
        const response = await runGameRequest(kit.Mafia, { uri: GAME_URI, seed: 42, phases: 1 }, runGameDocument);
        if (!response.ok) throw new Error(response.error);
        expect(response.seed).toBe(42);
        expect(response.result.phases).toHaveLength(1);
    });

    it('refuses to run with the rule set\'s errors, each with its line', async () => {
        await kit.clear();
        await kit.loadRules(SEED_002.replace('stage Проверки\n', 'stage Проверкы\n'));
        await kit.loadGame(NIGHT_GAME);
        const response = await runGameRequest(kit.Mafia, { uri: GAME_URI }, runGameDocument);
        expect(response.ok).toBe(false);
        if (response.ok) return;
        expect(response.error).toMatch(/error/);
        const problem = response.problems.find((p) => p.message.includes('Проверкы'));
        expect(problem).toMatchObject({ file: RULES_URI, code: 'unknown-reference' });
        expect(SEED_002.replace('stage Проверки\n', 'stage Проверкы\n').split('\n')[problem!.line - 1]).toContain('stage Проверкы');
    });

    it('explains what is wrong instead of failing: a rule set opened instead of a game, a missing file', async () => {
        const onRules = await runGameRequest(kit.Mafia, { uri: RULES_URI }, runGameDocument);
        expect(onRules).toMatchObject({ ok: false, error: expect.stringMatching(/not a game script/) });
        await kit.loadGame(NIGHT_GAME.replace('rules "rules.mafia"', 'rules "nowhere.mafia"'));
        const missing = await runGameRequest(kit.Mafia, { uri: GAME_URI }, runGameDocument);
        expect(missing).toMatchObject({ ok: false, error: expect.stringMatching(/nowhere\.mafia/) });
        await kit.loadGame('game "g"\nplayers {\n    Вася: Комиссар\n}\n', 'file:///seed-002/half-typed.mafia');
        const noRules = await runGameRequest(kit.Mafia, { uri: 'file:///seed-002/half-typed.mafia' }, runGameDocument);
        expect(noRules).toMatchObject({ ok: false, error: expect.stringMatching(/names no rule set/) });
        const thrown = await runGameRequest(kit.Mafia, { uri: GAME_URI.replace('game', 'other') }, () => { throw new Error('boom'); });
        expect(thrown.ok).toBe(false);
    });

    it('a script that does not fit the rule set\'s cycle is refused in the chosen language, else the rule set\'s (#13)', async () => {
        await kit.loadGame(`${NIGHT_GAME}\nday 1 {\n}\n`);
        const en = await runGameRequest(kit.Mafia, { uri: GAME_URI }, runGameDocument);
        // The checker reports it too (as `mafia check` does), so the run is refused with its problem.
        expect(en).toMatchObject({ ok: false, lang: 'en' });
        expect(JSON.stringify(en)).toContain('day 1 is listed twice');
        const before = setMessageLanguage({ explicit: null, locale: null });
        try {
            const ru = await runGameRequest(kit.Mafia, { uri: GAME_URI }, runGameDocument);
            expect(ru).toMatchObject({ ok: false, lang: 'ru' });
            // The problem is the checker's (worded when the document was checked); the refusal itself is Russian.
            expect(ru.ok === false && ru.error).toMatch(/^Исправьте ошибки/);
            expect(JSON.stringify(ru)).toContain('"code":"duplicate-name"');
        } finally {
            setMessageLanguage(before);
        }
    });
});
