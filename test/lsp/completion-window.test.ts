// Completion parses only from the top-level declaration around the cursor (bench/completion.bench.ts
// measures why). It must offer exactly what parsing the whole text before the cursor offers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { MafiaCompletionProvider } from '../../language/lsp/mafia-completion.js';
import { createKit, GAME_HEADER, repoRoot } from './lsp-kit.js';

const kit = createKit();
afterEach(async () => { await kit.clear(); });
const provider = kit.Mafia.lsp.CompletionProvider as MafiaCompletionProvider;

async function labelsAt(text: string, uri: string, offsets: number[]): Promise<Array<{ windowed: string[]; whole: string[] }>> {
    const doc = await kit.parse(text, { documentUri: uri });
    const out: Array<{ windowed: string[]; whole: string[] }> = [];
    for (const offset of offsets) {
        const params = { textDocument: { uri }, position: doc.textDocument.positionAt(offset) };
        provider.windowed = true;
        const windowed = (await provider.getCompletion(doc, params))?.items.map((i) => `${i.label}|${i.detail}`) ?? [];
        provider.windowed = false;
        const whole = (await provider.getCompletion(doc, params))?.items.map((i) => `${i.label}|${i.detail}`) ?? [];
        provider.windowed = true;
        out.push({ windowed, whole });
    }
    return out;
}

/** Offsets just after a space or a dot, and at the start of every line (where one types). */
function typingSpots(text: string, every: number): number[] {
    const spots: number[] = [];
    for (let i = 1; i < text.length; i++) if (/[ .\n(]/.test(text[i - 1]) && i % every === 0) spots.push(i);
    return spots;
}

describe('completion from the declaration around the cursor', () => {
    it('offers the same items as parsing the whole text, all over a seed rule set', async () => {
        const text = readFileSync(join(repoRoot, 'examples', 'seed-000', 'rules.mafia'), 'utf8');
        const results = await labelsAt(text, 'file:///w/rules.mafia', typingSpots(text, 13).filter((_, i) => i % 40 === 0));
        expect(results.length).toBeGreaterThan(20);
        for (const r of results) expect(r.windowed).toEqual(r.whole);
        expect(results.filter((r) => r.whole.length > 0).length).toBeGreaterThan(10);
    }, 120_000);

    it('offers the same items in a half-typed declaration after complete ones, and in a game script', async () => {
        const seed = readFileSync(join(repoRoot, 'examples', 'seed-002', 'rules.mafia'), 'utf8');
        await kit.loadRules(seed);
        const rules = `${seed}\nrole Новая "Новая" : Мирные {\n    ability Х {\n        target one player \n        effect kill t\n    }\n}\n`;
        const spots = [rules.indexOf('target one player ') + 'target one player '.length, rules.indexOf('effect kill t') + 'effect kill '.length, rules.length];
        for (const r of await labelsAt(rules, 'file:///seed-002/variant.mafia', spots)) expect(r.windowed).toEqual(r.whole);
        const game = `${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя\n}\nday 1 {\n    vote Вася -> \n}\n`;
        const gameSpots = [game.indexOf('vote Вася -> ') + 'vote Вася -> '.length, game.indexOf('day 1 {') + 'day 1 {\n    '.length];
        const results = await labelsAt(game, 'file:///seed-002/game.mafia', gameSpots);
        for (const r of results) expect(r.windowed).toEqual(r.whole);
        expect(results[0].whole.some((l) => l.startsWith('Петя'))).toBe(true);
    }, 60_000);
});
