import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InlayHint } from 'vscode-languageserver';
import type { LangiumDocument } from 'langium';
import { createKit, GAME_HEADER, RULES_URI, SEED_002, stagePosition } from './lsp-kit.js';

const at = (stage: string): string => { const { index, count } = stagePosition(stage); return `${index}/${count}`; };

const kit = createKit();
beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

async function hints(doc: LangiumDocument): Promise<Array<{ line: string; label: string }>> {
    const lines = doc.textDocument.getText().split('\n');
    const all = (await kit.Mafia.lsp.InlayHintProvider!.getInlayHints(doc, {
        textDocument: { uri: doc.uri.toString() }, range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } },
    })) as InlayHint[];
    return all.map((h) => ({ line: lines[h.position.line].slice(0, h.position.character).trim(), label: String(h.label) }));
}

describe('inlay hints', () => {
    it('shows, after each order, the stage its ability resolves in; after each player, the faction', async () => {
        const doc = await kit.loadGame(`${GAME_HEADER}\nnight 1 {\n    Оля: Беседы -> Вася\n    Вася: Проверка -> Петя\n    Петя: Выстрел -> Маша\n}\nday 1 {\n    vote Вася -> Петя\n}\n`);
        const shown = await hints(doc);
        expect(shown.filter((h) => h.label.startsWith('stage'))).toEqual([
            { line: 'Оля: Беседы -> Вася', label: `stage Священник ${at('Гости')}` }, // the stage Гости's display name
            { line: 'Вася: Проверка -> Петя', label: `stage Проверки ${at('Проверки')}` },
            { line: 'Петя: Выстрел -> Маша', label: `stage Убийства ${at('Убийства')}` },
        ]);
        expect(shown.filter((h) => !h.label.startsWith('stage')).map((h) => `${h.line} → ${h.label}`)).toEqual([
            'Вася: Комиссар → Мирные', 'Петя: Мафия → Мафия', 'Гена: Громила → Мафия', 'Коля: Маньяк → Маньяк',
            'Маша: Реаниматор → Мирные', 'Оля: Священник → Мирные', '"Дядя Федор": "Мирный житель" → Мирные',
        ]);
    });

    it('in the rule set, marks where each named stage falls in the night, and nothing after targets', async () => {
        const rules = kit.services.shared.workspace.LangiumDocuments.getDocument((await import('langium')).URI.parse(RULES_URI))!;
        const shown = await hints(rules);
        expect(shown.find((h) => h.line.endsWith('stage Проверки'))?.label).toBe(at('Проверки'));
        expect(shown.find((h) => h.line.endsWith('stage Засады'))?.label).toBe(at('Засады'));
        expect(at('Засады')).toMatch(/^1\//);
        expect(shown.filter((h) => h.line.includes('target'))).toEqual([]);
        // One hint per `stage X` clause in an ability, none elsewhere.
        expect(shown).toHaveLength(SEED_002.split('\n').filter((l) => /^\s+stage \S+\s*(\/\/.*)?$/.test(l)).length);
    });
});
