// Rename across the seed-002 rule set and a game script that uses it, with Cyrillic names.
import { TextDocument } from 'langium';
import type { TextEdit, WorkspaceEdit } from 'vscode-languageserver';
import type { LangiumDocument } from 'langium';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI, RULES_URI, SEED_002, identifierUses, offsetOf, seedEffect, stringsAndComments } from './lsp-kit.js';

const kit = createKit();
const GAME = `${GAME_HEADER.replace('    Маша: Реаниматор', '    Маша: Реаниматор\n    Ира: коми')}
night 1 {
    Вася: Проверка -> Петя
    Петя: Выстрел -> Маша
}
`;

let rules: LangiumDocument;
let game: LangiumDocument;
beforeEach(async () => {
    rules = await kit.loadRules();
    game = await kit.loadGame(GAME);
});
afterEach(async () => { await kit.clear(); });

async function rename(doc: LangiumDocument, offset: number, newName: string): Promise<WorkspaceEdit> {
    const edit = await kit.Mafia.lsp.RenameProvider!.rename(doc, {
        textDocument: { uri: doc.uri.toString() }, position: doc.textDocument.positionAt(offset), newName,
    });
    expect(edit).toBeDefined();
    return edit!;
}

function apply(text: string, edits: TextEdit[] | undefined): string {
    return TextDocument.applyEdits(TextDocument.create('file:///x', 'mafia', 1, text), edits ?? []);
}

describe('rename', () => {
    it('renames a role in the rule set and in the game script, leaving display names and aliases alone', async () => {
        // From the declaration `role Комиссар "Комиссар" alias "коми"`.
        const edit = await rename(rules, offsetOf(SEED_002, 'role Комиссар', 0, 'role '.length + 1), 'Следователь');
        const newRules = apply(SEED_002, edit.changes![RULES_URI]);
        const newGame = apply(GAME, edit.changes![GAME_URI]);

        // The identifier changes everywhere it is written as an identifier...
        expect(newRules).toContain('role Следователь "Комиссар" alias "коми" : Мирные {');
        expect(newRules).toContain(`effect ${seedEffect('Проверка').replace('Комиссар', 'Следователь')}`);
        expect(newRules).toContain('trigger Преемник "Преемник" on death of Следователь {');
        expect(newRules).toContain('effect change role of self to Следователь');
        expect(newRules).toContain('    knows Следователь\n');
        expect(newGame).toContain('Вася: Следователь\n');
        // ...the display name, the alias and the reference by alias do not.
        expect(newRules).toContain('"Комиссар" alias "коми"');
        expect(newGame).toContain('Ира: коми\n');
        // Every identifier use and nothing else: strings and comments come out exactly as they were.
        expect(edit.changes![RULES_URI]).toHaveLength(identifierUses(SEED_002, 'Комиссар'));
        expect(identifierUses(SEED_002, 'Комиссар')).toBeGreaterThanOrEqual(4); // declaration, knows, on death of, change role ... to, ...
        expect(stringsAndComments(newRules)).toEqual(stringsAndComments(SEED_002));

        // Both files still link: the new texts parse, and every reference resolves.
        await kit.clear();
        await kit.parse(newRules, { documentUri: RULES_URI });
        const relinked = await kit.parse(newGame, { documentUri: GAME_URI, validation: true });
        expect(relinked.diagnostics?.filter((d) => d.severity === 1)).toEqual([]);
    });

    it('renames from a reference in the game script (an ability), touching its declaration and its uses', async () => {
        const edit = await rename(game, offsetOf(GAME, 'Проверка -> Петя', 0, 2), 'ПроверкаДокументов');
        const newRules = apply(SEED_002, edit.changes![RULES_URI]);
        expect(newRules).toContain('ability ПроверкаДокументов "Проверка" {');
        expect(newRules).toContain('appears as МирныйЖитель to ПроверкаДокументов');
        expect(apply(GAME, edit.changes![GAME_URI])).toContain('Вася: ПроверкаДокументов -> Петя');
    });

    it('renames a player, quoting a new name with a space, in the deal and in every order', async () => {
        const edit = await rename(game, offsetOf(GAME, 'Маша', 0, 1), 'Мария Ивановна');
        const newGame = apply(GAME, edit.changes![GAME_URI]);
        expect(newGame).toContain('"Мария Ивановна": Реаниматор');
        expect(newGame).toContain('Петя: Выстрел -> "Мария Ивановна"');
        expect(edit.changes![RULES_URI]).toBeUndefined();
    });

    it('refuses a name that is not an identifier, or that another role already has', async () => {
        const at = offsetOf(SEED_002, 'role Маньяк', 0, 'role '.length + 1);
        await expect(rename(rules, at, 'Злой маньяк')).rejects.toThrow(/'Злой маньяк' cannot be a name/);
        await expect(rename(rules, at, 'role')).rejects.toThrow(/'role' is a keyword of the language/);
        await expect(rename(rules, at, 'Ниндзя')).rejects.toThrow(/Another role is already named 'Ниндзя'/);
    });

    it('prepares the rename with the identifier, even on a reference written by alias', async () => {
        const aliasUse = offsetOf(GAME, 'Ира: коми', 0, 'Ира: '.length + 1);
        const prepared = await kit.Mafia.lsp.RenameProvider!.prepareRename(game, {
            textDocument: { uri: GAME_URI }, position: game.textDocument.positionAt(aliasUse),
        }) as unknown as { range: { start: { character: number } }; placeholder: string };
        expect(prepared.placeholder).toBe('Комиссар');
        expect(prepared.range.start.character).toBe('    Ира: '.length);
        // Keywords are not renameable.
        const keyword = await kit.Mafia.lsp.RenameProvider!.prepareRename(game, {
            textDocument: { uri: GAME_URI }, position: game.textDocument.positionAt(offsetOf(GAME, 'players', 0, 1)),
        });
        expect(keyword).toBeUndefined();
    });
});
