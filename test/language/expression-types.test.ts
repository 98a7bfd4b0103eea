// The expression type checker (language/validation/expression-types.ts): what a host gets when an
// expression has the wrong type, on small rule sets in the seeds' style; and the seeds type-check clean.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, URI } from 'langium';
import { clearDocuments, validationHelper } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { TypeMismatch, UnknownMember } from '../../language/validation/expression-types.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const { Mafia, shared } = createMafiaServices(EmptyFileSystem);
const validate = validationHelper(Mafia);
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));

afterEach(() => clearDocuments(shared));

const prelude = `ruleset Т
slot Тайная "Тайная роль"
resource Карты per player = 0
resource ВаБанк global = 0
status Госпиталь
tag Новичок
phase night
faction Закон { wins when none alive(Маньяк) }
role Маньяк : Закон in Тайная {}
`;

const codeOf = (d: Diagnostic): string | undefined => (d.data as { code?: string } | undefined)?.code;

/** Type diagnostics of an ability with the given clauses, as `line:column code message` (lines of the clauses, from 1). */
async function typeIssues(clauses: string): Promise<string[]> {
    const text = `${prelude}role Р in Тайная {\n    ability А {\n${clauses}\n    }\n}\n`;
    const offset = prelude.split('\n').length + 1;
    const { diagnostics } = await validate(text);
    return diagnostics.filter((d) => codeOf(d) === TypeMismatch || codeOf(d) === UnknownMember)
        .map((d) => `${d.range.start.line + 1 - offset}:${d.range.start.character + 1} ${codeOf(d)} ${d.message}`);
}

describe('type errors', () => {
    it('a condition that is a number', async () => {
        expect(await typeIssues('        limit only when count alive + 1')).toEqual([
            `1:25 ${TypeMismatch} Expected a boolean here, but this is a number.`,
        ]);
    });

    it("'and' on a number, and a kill of a number", async () => {
        expect(await typeIssues('        target one player\n        effect if target.Карты and true then kill 2')).toEqual([
            `2:19 ${TypeMismatch} 'and' needs a boolean on its left, but this is a number.`,
            `2:51 ${TypeMismatch} Expected a player or a set of players here, but this is a number.`,
        ]);
    });

    it('comparing a guessed role with a player', async () => {
        expect(await typeIssues('        target one player\n        param role\n        effect if guess == target then kill target')).toEqual([
            `3:19 ${TypeMismatch} Cannot compare a role with a player.`,
        ]);
    });

    it('an amount that is text', async () => {
        expect(await typeIssues('        target one player\n        effect damage target for "много"')).toEqual([
            `2:34 ${TypeMismatch} Expected a number here, but this is text.`,
        ]);
    });

    it("'is' naming a role for the phase", async () => {
        expect(await typeIssues('        effect if phase is Маньяк then kill self')).toEqual([
            `1:28 ${TypeMismatch} A phase cannot be role 'Маньяк'.`,
        ]);
    });

    it('a per-player resource without its owner', async () => {
        expect(await typeIssues('        limit only when Карты > 0')).toEqual([
            `1:25 ${TypeMismatch} 'Карты' is kept per player: write whose it is, e.g. 'self.Карты'.`,
        ]);
    });

    it('an aggregate over a number, and a where condition that is a number', async () => {
        expect(await typeIssues('        limit only when count 3 > 1, only when any alive where (1)')).toEqual([
            `1:31 ${TypeMismatch} 'count' needs a set of players, but this is a number.`,
            `1:64 ${TypeMismatch} A 'where' condition must be a boolean, but this is a number.`,
        ]);
    });

    it('a misspelt member, with the nearest names suggested', async () => {
        const issues = await typeIssues('        target one player\n        effect if target.Крты > 1 then kill target');
        expect(issues).toEqual([`2:26 ${UnknownMember} A player has no member 'Крты'. Did you mean 'Карты'?`]);
        const { diagnostics } = await validate(`${prelude}role Р { ability А { target one player effect if target.Тайна == Маньяк then kill target } }`);
        const member = diagnostics.find((d) => codeOf(d) === UnknownMember)!;
        expect((member.data as { suggestions: string[] }).suggestions).toEqual(['Тайная']);
    });

    it("a member the value's type does not have (phase.streak)", async () => {
        expect(await typeIssues('        limit only when phase.streak > 1')).toEqual([
            `1:31 ${UnknownMember} A phase has no member 'streak'. Known members: 'number', 'index'.`,
        ]);
    });

    it('a `for each` over a single number', async () => {
        expect(await typeIssues('        effect for each p in 3 kill p')).toEqual([
            `1:30 ${TypeMismatch} Expected a set of players here, but this is a number.`,
        ]);
    });
});

describe('well-typed expressions', () => {
    it('every form the seeds use is accepted', async () => {
        expect(await typeIssues(`        target one player
        param role
        param guise
        limit only when self.Карты >= 1 and ВаБанк == 0, only when phase.number > 1 and not self.voted
        effect {
            if guess == target.Тайная and target.guise == chosen then kill target
            if count alive where (it has Госпиталь) * 2 > count alive(Закон) then kill target
            for each p in those alive where (it is Новичок or it.Тайная == Маньяк) add p.Карты to Карты of p
            if target uses abilities except А on self and self in alive then damage target for 1
            if any target.targeted where (it != target) then learn alignment of target as "да"
            if count (those alive where (it is Закон)).sides > 1 then vote bonus of self by -3
        }`)).toEqual([]);
    });

    it('slots and resources of an imported rule set are members of a player', async () => {
        const base = shared.workspace.LangiumDocumentFactory.fromString(prelude, URI.file('/types/base.mafia'));
        const variant = shared.workspace.LangiumDocumentFactory.fromString(
            'ruleset В\nimport "base.mafia"\nrole Р { ability А { target one player effect if target.Карты > 0 and target.Тайная == Маньяк then kill target } }\n',
            URI.file('/types/variant.mafia'));
        shared.workspace.LangiumDocuments.addDocument(base);
        shared.workspace.LangiumDocuments.addDocument(variant);
        await shared.workspace.DocumentBuilder.build([base, variant], { validation: true });
        expect((variant.diagnostics ?? []).filter((d) => codeOf(d) === TypeMismatch || codeOf(d) === UnknownMember)).toEqual([]);
    });

    it.each(['seed-000', 'seed-002', 'seed-003'])('%s type-checks without errors', async (seed) => {
        const text = readFileSync(`${examples}${seed}/rules.mafia`, 'utf8');
        const { diagnostics } = await validate(text);
        expect(diagnostics.filter((d) => codeOf(d) === TypeMismatch || codeOf(d) === UnknownMember).map((d) => d.message)).toEqual([]);
    });
});
