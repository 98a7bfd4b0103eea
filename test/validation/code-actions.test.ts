// Quick fixes: each one, applied to a real input, removes its diagnostic and leaves a file that validates.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, TextDocument, type LangiumDocument } from 'langium';
import { clearDocuments, testCodeAction, validationHelper } from 'langium/test';
import type { CodeAction, Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { Codes } from '../../language/validation/codes.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { Mafia } = createMafiaServices(EmptyFileSystem);
const validate = validationHelper(Mafia);
const examples = fileURLToPath(new URL('../../examples/diagnostics/', import.meta.url));

afterEach(() => clearDocuments(Mafia.shared));

function example(code: string): string {
    return readFileSync(`${examples}${code}.mafia`, 'utf8');
}

function codeOf(d: Diagnostic): string | undefined {
    return (d.data as { code?: string } | undefined)?.code;
}

async function actionsFor(document: LangiumDocument, diagnostic: Diagnostic): Promise<CodeAction[]> {
    const actions = await Mafia.lsp.CodeActionProvider!.getCodeActions(document, {
        textDocument: { uri: document.textDocument.uri },
        range: diagnostic.range,
        context: { diagnostics: [diagnostic], triggerKind: 1 },
    });
    return (actions ?? []) as CodeAction[];
}

/** Validates `text`, applies the preferred fix for `code`, and returns the fixed text and its diagnostics. */
async function applyFix(text: string, code: string): Promise<{ title: string; fixed: string; after: Diagnostic[] }> {
    const before = await validate(text);
    const diagnostic = before.diagnostics.find((d) => codeOf(d) === code);
    expect(diagnostic, `no ${code} in:\n${before.diagnostics.map((d) => `${codeOf(d)}: ${d.message}`).join('\n')}`).toBeDefined();
    const actions = await actionsFor(before.document, diagnostic!);
    expect(actions.length).toBeGreaterThan(0);
    const action = actions.find((a) => a.isPreferred) ?? actions[0];
    const edits = action.edit!.changes![before.document.textDocument.uri];
    const fixed = TextDocument.applyEdits(before.document.textDocument, edits);
    const after = await validate(fixed);
    return { title: action.title, fixed, after: after.diagnostics };
}

describe('quick fixes on the examples/diagnostics inputs', () => {
    const fixable = [
        Codes.UnknownReference, Codes.DuplicateName, Codes.RedundantLimit, Codes.MissingDisplayName, Codes.UnusedDeclaration,
        Codes.AmbiguousReference, Codes.DuplicateReference, Codes.LimitOnPassive, Codes.TriggerPerPhaseLimit,
        Codes.SameTargetWithoutTarget, Codes.ConflictingEffects,
    ];
    it.each(fixable)('%s: the fix removes the diagnostic and the rule set is clean afterwards', async (code) => {
        const { fixed, after } = await applyFix(example(code), code);
        expect(after.map((d) => `${codeOf(d)}: ${d.message}`)).toEqual([]);
        expect(fixed).not.toBe(example(code));
    });
});

describe('did you mean', () => {
    const rules = (typo: string) => `ruleset Город
phase night
faction Мирные { wins when none alive(Мафия) }
faction Мафия { wins when none alive(Мирные) }
role Комиссар : Мирные {
    ability Проверка { at night target one player alive other effect learn role of target }
}
role Убийца : Мафия {
    ability Выстрел { at night target one player alive other effect kill target }
}
role Сержант : Мирные {
    trigger Преемник on death of ${typo} { effect change role of self to Комиссар }
}
`;

    it('suggests the nearest Cyrillic name for a misspelt role (a letter dropped) and fixes it', async () => {
        const { title, fixed, after } = await applyFix(rules('Комисар'), Codes.UnknownReference);
        expect(title).toBe("Change to 'Комиссар'");
        expect(fixed).toBe(rules('Комиссар'));
        expect(after).toEqual([]);
    });

    it('treats swapped letters and «ё» as one slip each', async () => {
        expect((await applyFix(rules('Комсисар'), Codes.UnknownReference)).fixed).toBe(rules('Комиссар'));
        const result = await applyFix(rules('Сёржант'), Codes.UnknownReference);
        expect(result.title).toBe("Change to 'Сержант'");
    });

    it('suggests for the first hundred unknown names of a file, not for every one (each compares with every declared name)', async () => {
        const body = Array.from({ length: 120 }, (_, i) => `role Р${i} : Мирные {\n    trigger Т${i} on death of Комисар { effect announce "x" }\n}`).join('\n');
        const { diagnostics } = await validate(rules('Комиссар') + body);
        const unknown = diagnostics.filter((d) => codeOf(d) === Codes.UnknownReference).map((d) => d.message as string);
        expect(unknown).toHaveLength(120);
        expect(unknown.slice(0, 100).every((m) => m.includes("Did you mean 'Комиссар'?"))).toBe(true);
        expect(unknown.slice(100).every((m) => m.endsWith('Declare it or fix the name.'))).toBe(true);
    });

    it('offers nothing when no declared name is close', async () => {
        const before = await validate(rules('Бармалей'));
        const diagnostic = before.diagnostics.find((d) => codeOf(d) === Codes.UnknownReference)!;
        expect(diagnostic.message).toContain("'Бармалей'");
        expect(diagnostic.message).not.toContain('Did you mean');
        expect(await actionsFor(before.document, diagnostic)).toEqual([]);
    });
});

describe('exact edits (langium testCodeAction)', () => {
    const testFix = testCodeAction(Mafia);

    it('redundant limit: removes only that limit and its comma', async () => {
        const input = example(Codes.RedundantLimit);
        const expected = input.replace('limit once per game, not two nights in a row   // expect: redundant-limit', 'limit once per game   // expect: redundant-limit');
        const result = await testFix(input, Codes.RedundantLimit, expected);
        expect(result.action?.title).toBe("Remove 'not two nights in a row'");
    });

    it('missing display name: inserts one derived from the identifier', async () => {
        const input = example(Codes.MissingDisplayName);
        const expected = input.replace('role МирныйЖитель : Город', 'role МирныйЖитель "Мирный житель" : Город');
        await testFix(input, Codes.MissingDisplayName, expected);
    });

    it('unused declaration: deletes the whole line', async () => {
        const input = example(Codes.UnusedDeclaration);
        const expected = input.replace(/status Забытый[^\n]*\n/, '');
        await testFix(input, Codes.UnusedDeclaration, expected);
    });

    it('duplicate name: renames the second declaration to a free name', async () => {
        const input = example(Codes.DuplicateName);
        const expected = input.replace(/role Житель : Город \{\}( +\/\/ expect: duplicate-name)/, 'role Житель2 : Город {}$1');
        await testFix(input, Codes.DuplicateName, expected);
    });

    it('unknown-parameter in a game script: the fix names the declared parameter; a parameter twice is a warning', async () => {
        await validate('ruleset П\nphase night\nrole Почтальон "Почтальон" {\n    ability Письмо { at night target one player param text Сообщение effect tell target «{Сообщение}» }\n}\n',
            { documentUri: 'file:///param/rules.mafia' });
        const game = 'game "g" rules "rules.mafia"\nplayers {\n    Вася: Почтальон\n    Петя: Почтальон\n}\nnight 1 {\n    Вася: Письмо -> Петя Сообщенье = "Привет"\n}\n';
        const before = await validate(game, { documentUri: 'file:///param/game.mafia' });
        const diagnostic = before.diagnostics.find((d) => codeOf(d) === Codes.UnknownParameter)!;
        expect(diagnostic.message).toBe("Письмо has no parameter 'Сообщенье'. Its parameters: 'Сообщение'.");
        const [action] = await actionsFor(before.document, diagnostic);
        const fixed = TextDocument.applyEdits(before.document.textDocument, action.edit!.changes![before.document.textDocument.uri]);
        expect(fixed).toBe(game.replace('Сообщенье', 'Сообщение'));
        const after = await validate(fixed, { documentUri: 'file:///param/game2.mafia' });
        expect(after.diagnostics.map((d) => `${codeOf(d) ?? d.code}: ${d.message}`)).toEqual([]);
        const twice = await validate(fixed.replace('"Привет"', '"Привет" Сообщение = "Пока"'), { documentUri: 'file:///param/game3.mafia' });
        expect(twice.diagnostics.map((d) => `${codeOf(d)}: ${d.message}`)).toEqual(["duplicate-reference: 'Сообщение' is given twice in this order: only the last value counts."]);
    });

    it('duplicate player with a quoted name: the new name stays quoted, and the game script parses', async () => {
        await validate('ruleset Г\nphase night\nrole Житель "Житель" {}\n', { documentUri: 'file:///dup/rules.mafia' });
        const game = 'game "g" rules "rules.mafia"\nplayers {\n    "Дядя Федор": Житель\n    "Дядя Федор": Житель\n}\n';
        const before = await validate(game, { documentUri: 'file:///dup/game.mafia' });
        const diagnostic = before.diagnostics.find((d) => codeOf(d) === Codes.DuplicateName)!;
        const [action] = await actionsFor(before.document, diagnostic);
        const fixed = TextDocument.applyEdits(before.document.textDocument, action.edit!.changes![before.document.textDocument.uri]);
        expect(fixed).toBe(game.replace('"Дядя Федор": Житель\n}', '"Дядя Федор2": Житель\n}'));
        const after = await validate(fixed, { documentUri: 'file:///dup/game2.mafia' });
        expect(after.diagnostics.map((d) => `${codeOf(d) ?? d.code}: ${d.message}`)).toEqual([]);
    });
});
