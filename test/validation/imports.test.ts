// Checks across imported rule sets: a variant importing a base, and what happens when the base changes
// (the editor re-validates the variant without re-parsing it, so checks must not keep stale facts).
import { URI, type FileSystemNode, type FileSystemProvider, type LangiumDocument } from 'langium';
import type { Diagnostic } from 'vscode-languageserver';
import { describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { Codes } from '../../language/validation/codes.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

/** Files in memory, so a test can change one and let the document builder re-read it. */
class MemoryFileSystem implements FileSystemProvider {
    readonly files = new Map<string, string>();
    private node(uri: URI): FileSystemNode { return { isFile: this.files.has(uri.toString()), isDirectory: false, uri }; }
    async stat(uri: URI) { return this.node(uri); }
    statSync(uri: URI) { return this.node(uri); }
    async exists(uri: URI) { return this.files.has(uri.toString()); }
    existsSync(uri: URI) { return this.files.has(uri.toString()); }
    async readBinary(uri: URI) { return new TextEncoder().encode(this.readFileSync(uri)); }
    readBinarySync(uri: URI) { return new TextEncoder().encode(this.readFileSync(uri)); }
    async readFile(uri: URI) { return this.readFileSync(uri); }
    readFileSync(uri: URI) {
        const text = this.files.get(uri.toString());
        if (text === undefined) throw new Error(`no file ${uri.toString()}`);
        return text;
    }
    async readDirectory() { return []; }
    readDirectorySync() { return []; }
}

const base = `ruleset База
phase day
phase night
stage Ночь
status Тюрьма
faction Город { wins when none alive(Мафия) }
faction Мафия { wins when none alive(Город) }
`;

const variant = `ruleset Вариант
import "base.mafia"
role Житель : Город {}
role Убийца : Мафия {
    ability Выстрел { at night stage Ночь target one player alive other effect kill target }
}
role Доктор : Город {
    ability Лечение { at night stage Ночь target one player alive effect heal target }
    ability Арест { at day target one player alive other effect give target status Тюрьма next night }
}
`;

async function workspace(files: Record<string, string>) {
    const fs = new MemoryFileSystem();
    for (const [name, text] of Object.entries(files)) fs.files.set(URI.file(`/rules/${name}`).toString(), text);
    const { shared } = createMafiaServices({ fileSystemProvider: () => fs });
    const documents: Record<string, LangiumDocument> = {};
    for (const name of Object.keys(files)) {
        const document = await shared.workspace.LangiumDocumentFactory.fromUri(URI.file(`/rules/${name}`));
        shared.workspace.LangiumDocuments.addDocument(document);
        documents[name] = document;
    }
    await shared.workspace.DocumentBuilder.build(Object.values(documents), { validation: true });
    const codes = (name: string) => (documents[name].diagnostics ?? []).map((d: Diagnostic) => `${d.range.start.line + 1}:${d.code}`);
    const change = async (name: string, text: string) => {
        fs.files.set(URI.file(`/rules/${name}`).toString(), text);
        await shared.workspace.DocumentBuilder.update([URI.file(`/rules/${name}`)], []);
    };
    return { codes, change };
}

describe('checks across imports', () => {
    it('a declaration of the base used only by the importing variant is not unused; factions get their roles from the variant', async () => {
        const ws = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        expect(ws.codes('base.mafia')).toEqual([]);
        expect(ws.codes('variant.mafia')).not.toContain(expect.stringContaining(Codes.UnusedDeclaration));
        expect(ws.codes('variant.mafia')).not.toContain(expect.stringContaining(Codes.FactionWithoutRoles));
    });

    it('on its own, the base has an unused stage and status, and factions without roles', async () => {
        const ws = await workspace({ 'base.mafia': base });
        expect(ws.codes('base.mafia')).toEqual([
            `4:${Codes.UnusedDeclaration}`, `5:${Codes.UnusedDeclaration}`,
            `6:${Codes.FactionWithoutRoles}`, `6:${Codes.WinNamesEmptyFaction}`,
            `7:${Codes.FactionWithoutRoles}`, `7:${Codes.WinNamesEmptyFaction}`,
        ]);
    });

    it('reports, in the variant, two of its abilities that conflict in a stage of the base', async () => {
        const ws = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        expect(ws.codes('variant.mafia')).toEqual([`8:${Codes.ConflictingEffects}`]);
    });

    it('re-validates the variant with fresh facts when the base changes', async () => {
        const ws = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        expect(ws.codes('variant.mafia')).toEqual([`8:${Codes.ConflictingEffects}`]);
        await ws.change('base.mafia', base.replace('stage Ночь', 'stage Ночь simultaneous'));
        expect(ws.codes('variant.mafia')).toEqual([]);
        await ws.change('base.mafia', base);
        expect(ws.codes('variant.mafia')).toEqual([`8:${Codes.ConflictingEffects}`]);
    });

    it('re-validates with the base\'s new status rules: a status that starts blocking makes giving it conflict with a shield', async () => {
        const guarded = `ruleset Вариант
import "base.mafia"
role Громила : Мафия {
    ability Избиение { at night stage Ночь target one player alive other effect give target status Тюрьма this night }
}
role Страж : Город {
    ability Охрана { at night stage Ночь target one player alive effect protect target from everything }
}
`;
        const ws = await workspace({ 'base.mafia': base, 'variant.mafia': guarded });
        expect(ws.codes('variant.mafia')).toEqual([]);
        await ws.change('base.mafia', base.replace('status Тюрьма', 'status Тюрьма { blocks all }'));
        expect(ws.codes('variant.mafia')).toEqual([`7:${Codes.ConflictingEffects}`]);
        const fresh = await workspace({ 'base.mafia': base.replace('status Тюрьма', 'status Тюрьма { blocks all }'), 'variant.mafia': guarded });
        expect(fresh.codes('variant.mafia')).toEqual([`7:${Codes.ConflictingEffects}`]);
    });

    it('the nearest file\'s declaration counts across two levels of imports (the middle overrides the base)', async () => {
        const ws = await workspace({
            'base.mafia': `${base}role Житель : Город { count 3 }\nrole Убийца : Мафия {}\n`,
            'middle.mafia': 'ruleset Середина\nimport "base.mafia"\noverride role Житель : Город { count 1 }\n',
            'top.mafia': 'ruleset Верх\nimport "middle.mafia"\nsetup { players 2 }\n',
        });
        // Three citizens would not fit in two players; the middle's one does.
        expect(ws.codes('top.mafia')).toEqual([]);
    });

    it('an override of an imported declaration is not an ambiguous name; two same-named abilities in one rule set are', async () => {
        const overriding = `${variant}override faction Город { wins when none alive(Мафия) and any alive(Город) }\nrole Сосед : Город {}\n`;
        const ws = await workspace({ 'base.mafia': base, 'variant.mafia': overriding });
        expect(ws.codes('variant.mafia').filter((c) => c.includes(Codes.AmbiguousReference))).toEqual([]);
        const twice = `${variant}role Снайпер : Город {\n    ability Выстрел { at night stage Ночь target one player alive other effect kill target }\n}\n` +
            'role Свидетель : Город {\n    ability Показания { at day target one player alive effect learn role of target unless target killed by Выстрел }\n}\n';
        const ws2 = await workspace({ 'base.mafia': base.replace('stage Ночь', 'stage Ночь simultaneous'), 'variant.mafia': twice });
        expect(ws2.codes('variant.mafia')).toEqual([`15:${Codes.AmbiguousReference}`]);
    });

    it('an import of a file that does not exist is an error on the import line', async () => {
        const ws = await workspace({ 'variant.mafia': variant });
        expect(ws.codes('variant.mafia')).toContain(`2:${Codes.UnresolvedImport}`);
    });

    it('an import of a file that is not a .mafia rule set is refused on its line, and the file is not read as rules', async () => {
        const ws = await workspace({ 'base.txt': base, 'variant.mafia': variant.replace('"base.mafia"', '"base.txt"'), 'base.mafia': base });
        // As a game's `rules "x.txt"`: refused, so nothing of base.txt (nor the base.mafia beside it) is visible.
        expect(ws.codes('variant.mafia')).toContain(`2:${Codes.UnresolvedImport}`);
        expect(ws.codes('variant.mafia')).toContain(`3:${Codes.UnknownReference}`);
    });

    it('an import cycle is a warning on each import that closes it, through a file between too; a chain without a cycle is clean', async () => {
        const middle = 'ruleset Середина\nimport "variant.mafia"\n';
        const ws = await workspace({ 'base.mafia': base.replace('ruleset База\n', 'ruleset База\nimport "middle.mafia"\n'), 'middle.mafia': middle, 'variant.mafia': variant });
        expect(ws.codes('variant.mafia').filter((c) => c.endsWith(Codes.ImportCycle))).toEqual([`2:${Codes.ImportCycle}`]);
        expect(ws.codes('middle.mafia')).toContain(`2:${Codes.ImportCycle}`);
        expect(ws.codes('base.mafia')).toContain(`2:${Codes.ImportCycle}`);
        const chain = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        expect([...chain.codes('variant.mafia'), ...chain.codes('base.mafia')].filter((c) => c.endsWith(Codes.ImportCycle))).toEqual([]);
    });
});
