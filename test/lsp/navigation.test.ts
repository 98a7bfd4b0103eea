// Go to definition and find references, inside the seed-002 rule set and from game scripts into it.
import { URI } from 'langium';
import { expectFindReferences, expectGoToDefinition } from 'langium/test';
import type { Location, LocationLink } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI, RULES_URI, SEED_002, offsetOf } from './lsp-kit.js';

const kit = createKit();
const goTo = expectGoToDefinition(kit.Mafia);
const findRefs = expectFindReferences(kit.Mafia);

afterEach(async () => { await kit.clear(); });

/** Puts `<|word|>` range markers and `<|>` index markers at offsets of the original text. */
function mark(text: string, marks: Array<{ at: number; word: string; as: 'index' | 'range' }>): string {
    const inserts: Array<[number, string]> = [];
    for (const m of marks) {
        if (text.slice(m.at, m.at + m.word.length) !== m.word) throw new Error(`'${m.word}' is not at ${m.at}`);
        if (m.as === 'range') inserts.push([m.at, '<|'], [m.at + m.word.length, '|>']);
        else inserts.push([m.at, '<|>']);
    }
    for (const [offset, marker] of inserts.sort((a, b) => b[0] - a[0])) text = text.slice(0, offset) + marker + text.slice(offset);
    if (marks.some((m) => m.as === 'index') && !text.includes('<|>')) throw new Error('index marker lost');
    return text;
}

describe('go to definition', () => {
    it('jumps from a stage reference to the stage declaration', async () => {
        const declaration = offsetOf(SEED_002, 'stage Проверки "Проверки"', 0, 'stage '.length);
        const use = offsetOf(SEED_002, 'stage Проверки\n', 0, 'stage '.length); // in the Commissioner's ability
        const text = mark(SEED_002, [{ at: declaration, word: 'Проверки', as: 'range' }, { at: use, word: 'Проверки', as: 'index' }]);
        await goTo({ text, index: 0, rangeIndex: 0, parseOptions: { documentUri: RULES_URI } });
    });

    it('jumps from a reference by display name to the declaration (`appears as` МирныйЖитель, `Выстрел`)', async () => {
        let text = SEED_002.replace('role МирныйЖитель "Мирный житель"', 'role <|МирныйЖитель|> "Мирный житель"');
        text = text.replace('appears as МирныйЖитель', 'appears as <|>МирныйЖитель');
        await goTo({ text, index: 0, rangeIndex: 0, parseOptions: { documentUri: RULES_URI } });
    });

    it('jumps from a game script into the rule set: a role of the deal, an ability of an order', async () => {
        await kit.loadRules();
        const game = `${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя\n    Петя: Выстрел -> Маша\n}\n`;
        const doc = await kit.loadGame(game);
        const definitionAt = async (offset: number) => (await kit.Mafia.lsp.DefinitionProvider!.getDefinition(doc, {
            textDocument: { uri: GAME_URI }, position: doc.textDocument.positionAt(offset),
        })) as LocationLink[];
        const lineOf = (needle: string) => SEED_002.slice(0, SEED_002.indexOf(needle)).split('\n').length - 1;

        const role = await definitionAt(offsetOf(game, 'Комиссар', 0, 2));
        expect(role).toHaveLength(1);
        expect(role[0].targetUri).toBe(RULES_URI);
        expect(role[0].targetSelectionRange.start.line).toBe(lineOf('role Комиссар'));

        const ability = await definitionAt(offsetOf(game, 'Выстрел', 0, 1));
        expect(ability[0].targetUri).toBe(RULES_URI);
        expect(ability[0].targetSelectionRange.start.line).toBe(lineOf('shared ability Выстрел'));

        // A player jumps to the deal line of the same script.
        const player = await definitionAt(offsetOf(game, 'Маша', 1, 1));
        expect(player[0].targetUri).toBe(GAME_URI);
        expect(player[0].targetSelectionRange.start.line).toBe(game.split('\n').findIndex((l) => l.includes('Маша: Реаниматор')));
    });
});

describe('find references', () => {
    it('finds every use of a status in the rule set (declaration included)', async () => {
        // ВЗасаде: declared, tested by the Priest (`if target has ВЗасаде`), set by the Maniac's ambush.
        const uses = [0, 1, 2].map((n) => offsetOf(SEED_002, 'ВЗасаде', n));
        expect(() => offsetOf(SEED_002, 'ВЗасаде', 3)).toThrow();
        const text = mark(SEED_002, [
            ...uses.map((at) => ({ at, word: 'ВЗасаде', as: 'range' as const })),
            { at: uses[1] + 1, word: 'З', as: 'index' as const }, // the cursor inside the Priest's use
        ]);
        await findRefs({ text, includeDeclaration: true, parseOptions: { documentUri: RULES_URI } });
    });

    it('finds a role\'s uses in the rule set and in a game script, whether written by identifier or display name', async () => {
        await kit.loadRules();
        const game = `${GAME_HEADER.replace('"Дядя Федор": "Мирный житель"', '"Дядя Федор": МирныйЖитель\n    Ира: чиж')}\n`;
        await kit.loadGame(game);
        const rules = kit.services.shared.workspace.LangiumDocuments.getDocument(URI.parse(RULES_URI))!;
        const declaration = offsetOf(SEED_002, 'МирныйЖитель', 0);
        const refs = (await kit.Mafia.lsp.ReferencesProvider!.findReferences(rules, {
            textDocument: { uri: RULES_URI }, position: rules.textDocument.positionAt(declaration + 1), context: { includeDeclaration: false },
        })) as Location[];
        const byUri = (uri: string) => refs.filter((r) => r.uri === uri).length;
        // rule set: `appears as МирныйЖитель`, `told as МирныйЖитель`, and `МирныйЖитель: rest` in both deal
        // clauses; game: `МирныйЖитель` and the alias `чиж`
        expect(byUri(RULES_URI)).toBe(4);
        expect(byUri(GAME_URI)).toBe(2);
    });
});
