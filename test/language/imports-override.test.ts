// Imports and overrides with two files: a variant that imports a base and replaces parts of it.
// References from the variant (and from a game script on the variant) see the variant's declarations;
// the base keeps its own; `override` is checked; the effective rule set has each replacement in place.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AstUtils, EmptyFileSystem, URI, isReference, type AstNode, type LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import * as ast from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { compileRuleSet } from '../../language/run/compile-ruleset.js';
import { effectiveElements } from '../../language/scoping/overrides.js';
import { ImplicitOverride, NothingToOverride } from '../../language/validation/override-checks.js';
import { ruleSetModels } from '../../language/model/rule-set-model.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { shared, Mafia } = createMafiaServices(EmptyFileSystem);
const examples = fileURLToPath(new URL('../../examples/imports/', import.meta.url));

afterEach(() => clearDocuments(shared));

/** Adds the files (name → text) under /rules/ and builds them together. */
async function workspace(files: Record<string, string>): Promise<Record<string, LangiumDocument>> {
    const documents: Record<string, LangiumDocument> = {};
    for (const [name, text] of Object.entries(files)) {
        const document = shared.workspace.LangiumDocumentFactory.fromString(text, URI.file(`/rules/${name}`));
        shared.workspace.LangiumDocuments.addDocument(document);
        documents[name] = document;
    }
    await shared.workspace.DocumentBuilder.build(Object.values(documents), { validation: true });
    return documents;
}

const codeOf = (d: Diagnostic): string | undefined => (d.data as { code?: string } | undefined)?.code ?? (d.code as string | undefined);
const codes = (document: LangiumDocument): string[] => (document.diagnostics ?? []).map((d) => `${d.range.start.line + 1}:${codeOf(d)}`);

/** The declaration a reference written as `text` resolves to, and the file it is in. */
function resolved(document: LangiumDocument, text: string): { node: AstNode; file: string } {
    for (const node of AstUtils.streamAllContents(document.parseResult.value)) {
        for (const { reference } of AstUtils.streamReferences(node)) {
            if (isReference(reference) && reference.$refText === text && reference.ref) {
                const target = reference.ref;
                return { node: target, file: AstUtils.getDocument(target).uri.path.split('/').pop()! };
            }
        }
    }
    throw new Error(`no resolved reference '${text}'`);
}

const base = readFileSync(`${examples}base.mafia`, 'utf8');
const variant = readFileSync(`${examples}variant.mafia`, 'utf8');

describe('the shipped base and variant (examples/imports)', () => {
    it('both validate without errors', async () => {
        const docs = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        for (const document of Object.values(docs)) {
            expect((document.diagnostics ?? []).filter((d) => d.severity === 1).map((d) => d.message)).toEqual([]);
        }
    });

    it("the variant's references resolve to its own overrides; the base's to the base", async () => {
        const docs = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        // `override role Доктор … : Город` — the variant's Город (it overrides the base's)
        const town = resolved(docs['variant.mafia'], 'Город');
        expect(town.file).toBe('variant.mafia');
        expect(ast.isFaction(town.node) && town.node.override).toBe(true);
        // the base's `role Комиссар … : Город` still means the base's faction
        expect(resolved(docs['base.mafia'], 'Город').file).toBe('base.mafia');
        // what the variant does not override comes from the base
        expect(resolved(docs['variant.mafia'], 'Мафия').file).toBe('base.mafia');
        expect(resolved(docs['variant.mafia'], 'Защиты').file).toBe('base.mafia');
    });

    it('the effective rule set has the replacements in place and the additions at the end', async () => {
        const docs = await workspace({ 'base.mafia': base, 'variant.mafia': variant });
        const root = docs['variant.mafia'].parseResult.value as ast.RuleSet;
        const elements = effectiveElements(root, docs['variant.mafia'], shared.workspace.LangiumDocuments);
        const roles = elements.filter(ast.isRole);
        expect(roles.map((r) => r.name)).toEqual(['МирныйЖитель', 'Мафиози', 'Комиссар', 'Доктор', 'Маньяк']);
        const doctor = roles.find((r) => r.name === 'Доктор')!;
        expect(AstUtils.getDocument(doctor).uri.path).toMatch(/variant\.mafia$/);
        expect(doctor.members.filter(ast.isAbility).map((a) => a.name)).toEqual(['ЛечениеБезСебя']);
        const factions = elements.filter(ast.isFaction);
        expect(factions.map((f) => `${f.name}@${AstUtils.getDocument(f).uri.path.split('/').pop()}`)).toEqual(['Город@variant.mafia', 'Мафия@base.mafia']);
        expect(elements.filter(ast.isSetup)).toHaveLength(1);
    });

    it('setups add up clause by clause, and the compiled rule set is the effective one the checks see', async () => {
        const amended = `${variant}\nsetup { players 8..9 }\n`;
        const docs = await workspace({ 'base.mafia': base, 'variant.mafia': amended });
        const root = docs['variant.mafia'].parseResult.value as ast.RuleSet;
        const compiled = compileRuleSet(root, shared.workspace.LangiumDocuments);
        // the variant's `players` replaces the base's; the base's `start night` stays
        expect(compiled.setup.players).toEqual({ min: 8, max: 9, recommended: false });
        expect(compiled.setup.start).toBe('night');
        expect(compiled.roles.map((r) => r.id)).toEqual(['МирныйЖитель', 'Мафиози', 'Комиссар', 'Доктор', 'Маньяк']);
        // the checks see the same rule set: the same players range and start phase, the same roles
        const model = ruleSetModels(Mafia).of(root);
        expect([model.players.min, model.players.max, model.players.recommended, model.startPhase?.name]).toEqual([8, 9, false, 'night']);
        expect(model.roles.map((r) => r.name)).toEqual(compiled.roles.map((r) => r.id));
    });

    it('an overridden common ability is one ability for the checks and the compiled rule set', async () => {
        const small = 'ruleset База\nphase night "Ночь"\nfaction Город "Город" {}\nrole Житель "Житель" : Город {}\n'
            + 'common ability Ход "Ход" {\n    at night\n    target one player\n    effect learn role of target\n}\n';
        const amended = 'ruleset Вариант\nimport "base.mafia"\n'
            + 'override common ability Ход "Ход" {\n    at night\n    target one player other\n    effect learn faction of target\n}\n';
        const docs = await workspace({ 'base.mafia': small, 'variant.mafia': amended });
        const root = docs['variant.mafia'].parseResult.value as ast.RuleSet;
        const abilities = ruleSetModels(Mafia).of(root).abilities;
        expect(abilities.map((a) => AstUtils.getDocument(a).uri.path.split('/').pop())).toEqual(['variant.mafia']);
        expect(compileRuleSet(root, shared.workspace.LangiumDocuments).abilities.map((a) => a.id)).toEqual(['Ход']);
    });

    it('a game script on the variant sees the overrides, by identifier or display name', async () => {
        const game = 'game "Проба" rules "variant.mafia"\nplayers {\n    Вася: Доктор\n    Петя: "Мирный житель"\n    Коля: "Маньяк"\n}\n';
        const docs = await workspace({ 'base.mafia': base, 'variant.mafia': variant, 'game.mafia': game });
        expect(resolved(docs['game.mafia'], 'Доктор').file).toBe('variant.mafia');
        expect(resolved(docs['game.mafia'], 'Мирный житель').file).toBe('base.mafia');    // written "Мирный житель"
        expect(resolved(docs['game.mafia'], 'Маньяк').file).toBe('variant.mafia');
    });
});

describe('override checks', () => {
    const small = 'ruleset База\nfaction Город "Город" {}\nrole Житель "Житель" : Город {}\nstatus Тюрьма "Тюрьма"\n';

    it('replacing an imported declaration without `override` is a warning with a fix that adds the keyword', async () => {
        const docs = await workspace({
            'base.mafia': small,
            'variant.mafia': 'ruleset Вариант\nimport "base.mafia"\nrole Житель "Житель" : Город {}\n',
        });
        expect(codes(docs['variant.mafia'])).toEqual([`3:${ImplicitOverride}`]);
        const diagnostic = docs['variant.mafia'].diagnostics!.find((d) => codeOf(d) === ImplicitOverride)!;
        expect(diagnostic.severity).toBe(2);
        const fixes = (diagnostic.data as { fixes?: Array<{ edits: Array<{ newText: string; range: { start: { line: number; character: number } } }> }> }).fixes;
        expect(fixes?.[0].edits[0]).toMatchObject({ newText: 'override ', range: { start: { line: 2, character: 0 } } });
    });

    it('with `override` the same replacement is clean', async () => {
        const docs = await workspace({
            'base.mafia': small,
            'variant.mafia': 'ruleset Вариант\nimport "base.mafia"\noverride role Житель "Житель" : Город {}\n',
        });
        expect(codes(docs['variant.mafia'])).toEqual([]);
    });

    it('`override` that replaces nothing is an error on the keyword', async () => {
        const docs = await workspace({
            'base.mafia': small,
            'variant.mafia': 'ruleset Вариант\nimport "base.mafia"\noverride status Тюрма "Тюрьма"\noverride role Житель "Житель" : Город {}\n',
        });
        const diagnostics = docs['variant.mafia'].diagnostics!.filter((d) => codeOf(d) === NothingToOverride);
        expect(diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1}`)).toEqual(['3:1']);
        expect(diagnostics[0].severity).toBe(1);
        expect(diagnostics[0].message).toContain('Тюрма');
    });

    it('a declaration of another kind with the same identifier is not an override', async () => {
        const docs = await workspace({
            'base.mafia': small,
            'variant.mafia': 'ruleset Вариант\nimport "base.mafia"\noverride tag Тюрьма "Тюрьма"\n',
        });
        expect(codes(docs['variant.mafia'])).toContain(`3:${NothingToOverride}`);
    });

    it('the nearest file wins across two levels of imports', async () => {
        const docs = await workspace({
            'base.mafia': small,
            'middle.mafia': 'ruleset Середина\nimport "base.mafia"\noverride status Тюрьма "Карцер"\n',
            'top.mafia': 'ruleset Верх\nimport "middle.mafia"\nrole Вор "Вор" : Город { ability Арест { target one player effect give target status Тюрьма next phase } }\n',
        });
        const jail = resolved(docs['top.mafia'], 'Тюрьма');
        expect([jail.file, (jail.node as ast.Status).title]).toEqual(['middle.mafia', 'Карцер']);
        expect(resolved(docs['top.mafia'], 'Город').file).toBe('base.mafia');
    });
});
