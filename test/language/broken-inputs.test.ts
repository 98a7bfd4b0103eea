// Broken rule sets — truncated seed files, stray braces, unknown keywords, unterminated strings — give
// syntax errors at the right place, and neither parsing nor validation ever throws.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem, URI, type LangiumDocument } from 'langium';
import { clearDocuments } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import type { MafiaAstType } from '../../language/generated/ast.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// An editor that asked for English: the messages asserted here are the English ones.
setMessageLanguage({ explicit: 'en' });
const { shared } = createMafiaServices(EmptyFileSystem);
const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
let counter = 0;

afterEach(() => clearDocuments(shared));

/** Parses, links and validates; a throw fails the test (the promise rejects). */
async function check(text: string): Promise<{ document: LangiumDocument; errors: Diagnostic[] }> {
    const document = shared.workspace.LangiumDocumentFactory.fromString(text, URI.file(`/broken/${counter++}.mafia`));
    shared.workspace.LangiumDocuments.addDocument(document);
    await shared.workspace.DocumentBuilder.build([document], { validation: true });
    const errors = (document.diagnostics ?? []).filter((d) => d.severity === 1);
    return { document, errors };
}

const syntax = (d: Diagnostic): boolean => {
    const code = (d.data as { code?: string } | undefined)?.code ?? d.code;
    return code === 'parsing-error' || code === 'lexing-error';
};

/** 1-based line:column of a diagnostic's start. */
const at = (d: Diagnostic): string => `${d.range.start.line + 1}:${d.range.start.character + 1}`;

/** The 1-based line:column just after the last character of the text. */
function endOf(text: string): string {
    const lines = text.split('\n');
    return `${lines.length}:${lines[lines.length - 1].length + 1}`;
}

function inBounds(text: string, d: Diagnostic): boolean {
    const lines = text.split('\n');
    const { start, end } = d.range;
    return start.line < lines.length && end.line < lines.length && start.character <= lines[start.line].length + 1;
}

describe('truncated seed files', () => {
    for (const seed of ['seed-000', 'seed-003']) {
        const text = readFileSync(`${examples}${seed}/rules.mafia`, 'utf8');
        // Cut right after block-opening braces (a `{` that ends its line) all over the file: each cut
        // leaves a block unclosed. Braces in strings («{player}») are placeholders, not blocks.
        const braces = [...text.matchAll(/ \{(?=[ \t]*(\/\/[^\n]*)?\n)/g)].map((m) => m.index! + 2);
        const cuts = braces.filter((_, i) => i % Math.ceil(braces.length / 25) === 0);
        it(`${seed}: ${cuts.length} cuts each give a syntax error at the end of the text, and nothing throws`, async () => {
            expect(cuts.length).toBeGreaterThan(15);
            for (const cut of cuts) {
                const truncated = text.slice(0, cut);
                const { errors } = await check(truncated);
                const syntaxErrors = errors.filter(syntax);
                expect(syntaxErrors.length, `cut at ${cut}`).toBeGreaterThan(0);
                expect(syntaxErrors.map(at), `cut at ${cut}`).toContain(endOf(truncated));
                expect(errors.every((d) => inBounds(truncated, d)), `cut at ${cut}`).toBe(true);
                clearDocuments(shared);
            }
        });
    }

    it('cuts in the middle of words and strings never throw and always point inside the text', async () => {
        const text = readFileSync(`${examples}seed-003/rules.mafia`, 'utf8');
        for (let cut = 7; cut < text.length; cut += Math.floor(text.length / 40)) {
            const truncated = text.slice(0, cut);
            const { document, errors } = await check(truncated);
            expect(document.parseResult.value, `cut at ${cut}`).toBeDefined();
            expect(errors.every((d) => inBounds(truncated, d)), `cut at ${cut}`).toBe(true);
            clearDocuments(shared);
        }
    });
});

describe('stray braces, unknown keywords, bad tokens', () => {
    it('a stray closing brace is reported on that brace', async () => {
        const { errors } = await check('ruleset Т\nrole А {\n    ability Б { target one player effect kill target }\n}\n}\nrole В {}\n');
        expect(errors.filter(syntax).map(at)).toEqual(['5:1']);
    });

    it('a stray opening brace leaves the block unclosed: reported at the end of the file', async () => {
        const text = 'ruleset Т\nrole А {\n    ability Б { { target one player }\n}\n';
        const { errors } = await check(text);
        expect(errors.filter(syntax).length).toBeGreaterThan(0);
        expect(errors.filter(syntax).map(at)[0]).toBe('3:17');
    });

    it('an unknown keyword at the top level is reported on that word', async () => {
        const { errors } = await check('ruleset Т\nrol А {}\nrole В {}\n');
        expect(errors.filter(syntax).map(at)).toEqual(['2:1']);
        expect(errors.filter(syntax)[0].message).toContain('rol');
    });

    it('an unknown clause inside an ability is reported on that word', async () => {
        const { errors } = await check('ruleset Т\nrole А {\n    ability Б {\n        target one player\n        efect kill target\n    }\n}\n');
        expect(errors.filter(syntax).map(at)[0]).toBe('5:9');
    });

    it('an unknown effect keyword is reported on that word', async () => {
        const { errors } = await check('ruleset Т\nrole А {\n    ability Б {\n        effect murder target\n    }\n}\n');
        expect(errors.filter(syntax).map(at)[0]).toBe('4:16');
    });

    it('an unterminated string is a lexing error at its quote', async () => {
        const { errors } = await check('ruleset Т\nrole А { note "abc }\n');
        expect(errors.filter(syntax).map(at)[0]).toBe('2:15');
    });

    it('a broken expression is reported where it breaks, and the rest of the file still links', async () => {
        const { document, errors } = await check('ruleset Т\nstatus С\nrole А {\n    ability Б { limit only when count alive > effect kill target }\n}\nrole В {}\n');
        expect(errors.filter(syntax).map(at)[0]).toBe('4:47');
        expect(document.parseResult.value.$type).toBe('RuleSet');
    });

    it('brackets nested too deeply to parse: one syntax error at the deepest bracket, and the next text parses normally', async () => {
        const depth = 20000; // beyond the stack of any thread (test workers have more than the CLI)
        const text = `ruleset Т\nrole А {\n    ability Б { target one player where ${'('.repeat(depth)}true${')'.repeat(depth)} effect kill target }\n}\n`;
        const { errors } = await check(text);
        const deepest = text.split('\n')[2].indexOf('(') + depth; // 1-based column of the innermost '('
        expect(errors.filter(syntax).map((d) => `${at(d)} ${d.message}`)).toEqual([`3:${deepest} This text is nested too deeply to be read (hundreds of brackets, or thousands of parts in one condition). Split it into simpler parts.`]);
        const after = await check('ruleset Т\nphase night\nrole А {\n    ability Б { at night target one player effect kill target }\n}\n');
        expect(after.errors).toEqual([]);
        expect(after.document.parseResult.value.$type).toBe('RuleSet');
    });

    it.each([
        ['an empty file', ''],
        ['only a brace', '{'],
        ['only the keyword', 'ruleset'],
        ['binary noise', '\u0000\u0001ruleset \u00ff\u0002 {{{ }}} «««'],
        ['deep nesting', `ruleset Т\nrole А { ability Б { effect ${'{ '.repeat(200)}kill self${' }'.repeat(200)} } }`],
        ['a game script without players', 'game "x" rules "nowhere.mafia"\nnight 1 { Вася: Убить -> Петя }'],
    ])('%s: errors, never a throw', async (_name, text) => {
        const { errors } = await check(text);
        expect(errors.every((d) => inBounds(text, d))).toBe(true);
        if (text.trim() !== '' && !text.startsWith('ruleset Т\nrole')) expect(errors.length).toBeGreaterThan(0);
    });
});

// Inputs the fuzzer of issue 11 found: each made the checker throw (a diagnostic «An error occurred
// during validation: …» instead of the real problem) or crashed the parser.
describe('inputs that made the checker throw', () => {
    const thrown = (d: Diagnostic): boolean => /error occurred/i.test(typeof d.message === 'string' ? d.message : d.message.value);

    it('a loop variable used in its own set (`for each p in those p`) is an unknown name, not a stack overflow', async () => {
        const { errors } = await check('ruleset Т\nrole А {\n    ability Б {\n        effect for each p in those p kill p\n    }\n}\n');
        expect(errors.filter(thrown)).toEqual([]);
        expect(errors.map((d) => `${at(d)} ${(d.data as { code?: string })?.code}`)).toEqual(['4:36 unknown-reference']);
    });

    it('the loop variable stays visible in the loop body and the set still sees outer names', async () => {
        const { errors } = await check('ruleset Т\nrole А {\n    ability Б {\n        target one player\n        effect for each p in those alive where (it != target) kill p\n    }\n}\n');
        expect(errors).toEqual([]);
    });

    it.each([
        ['a game script', 'game "Г" rules "a\uD800b.mafia"\nplayers { Вася: Мирный }\n'],
        ['an import', 'ruleset Т\nimport "a\uDC00b.mafia"\n'],
    ])('a lone surrogate in the path of %s is an unresolved import, not «URI malformed»', async (_kind, text) => {
        const { errors } = await check(text);
        expect(errors.filter(thrown)).toEqual([]);
        expect(errors.map((d) => (d.data as { code?: string })?.code)).toContain('unresolved-import');
    });

    it.each([
        ['alone', 'ruleset Т\ncommon ability{'],
        ['with clauses', 'ruleset Т\ncommon ability{ target one player\n effect kill target\n}\nrole Р {}\n'],
        ['in a role', 'ruleset Т\nrole Р {\n    ability{ effect kill self }\n}\n'],
    ])('an ability without a name yet (%s) gets syntax errors only', async (_kind, text) => {
        const { errors } = await check(text);
        expect(errors.filter(thrown)).toEqual([]);
        expect(errors.some(syntax)).toBe(true);
    });

    it.each([
        ['an unknown member', 'ruleset resource per"role y ability{limit only when self.П'],
        ['a learned property', 'ruleset Т\nresource per player\nrole Р { ability А { target one player effect learn Карты of target } }\n'],
    ])('a resource still without its name does not break the suggestions for %s', async (_kind, text) => {
        const { errors } = await check(text);
        expect(errors.filter(thrown)).toEqual([]);
        expect(errors.some(syntax)).toBe(true);
    });
});

describe('a check that throws', () => {
    it('gives one located `internal-error` diagnostic on the node it was checking, and prints nothing', async () => {
        const own = createMafiaServices(EmptyFileSystem);
        own.Mafia.validation.ValidationRegistry.register<MafiaAstType>({ Role: (node) => { if (node.name === 'Б') throw new TypeError('boom'); } });
        const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        try {
            const text = 'ruleset Т\nrole А {}\nrole Б {}\n';
            const document = own.shared.workspace.LangiumDocumentFactory.fromString(text, URI.file('/broken/throwing-check.mafia'));
            own.shared.workspace.LangiumDocuments.addDocument(document);
            await own.shared.workspace.DocumentBuilder.build([document], { validation: true });
            const internal = (document.diagnostics ?? []).filter((d) => d.code === 'internal-error');
            expect(internal.map((d) => `${at(d)} ${d.severity}`)).toEqual(['3:1 1']);
            expect(internal[0].message).toMatch(/boom/);
            expect(internal[0].message).not.toMatch(/\n\s+at /);
            expect(printed).not.toHaveBeenCalled();
        } finally {
            printed.mockRestore();
        }
    });
});

// The fuzzer's huge lines: error recovery per stray token made them take from 12 s to minutes, and
// thousands of copies of one player name made the duplicate check quadratic.
describe('huge lines and huge documents check in seconds', () => {
    const game = readFileSync(`${examples}seed-002/game-town-wins.mafia`, 'utf8').split('\n');
    const withLine = (at: number, line: string): string => [...game.slice(0, at), line, ...game.slice(at)].join('\n');

    it.each([
        ['x.x.x… in the players block', withLine(5, 'x.'.repeat(24_460))],
        ['x.x.x… among the orders', withLine(20, 'x.'.repeat(24_460))],
        ['p p p… in the players block', withLine(5, 'p '.repeat(47_000))],
        ['p p p… after the last phase', withLine(70, 'p '.repeat(47_000))],
    ])('%s: at most 100 syntax errors and one «more than 100», in under 10 s', async (_kind, text) => {
        const started = Date.now();
        const { errors } = await check(text);
        expect(Date.now() - started).toBeLessThan(10_000);
        const syntaxErrors = errors.filter(syntax);
        expect(syntaxErrors.length).toBeLessThanOrEqual(101);
        expect(syntaxErrors.at(-1)?.message).toMatch(/^More than 100 syntax errors: the text after this point was not read/);
        expect(errors.length).toBeLessThan(400);
    }, 30_000);

    it('a document with 100 syntax errors or fewer lists them all, with no «more than 100»', async () => {
        const text = withLine(20, 'x. '.repeat(90));
        const { errors } = await check(text);
        expect(errors.filter(syntax).length).toBeGreaterThan(50);
        expect(errors.some((d) => /More than 100/.test(String(d.message)))).toBe(false);
    });

    it('20,000 players of one name: one duplicate-name error each, each offering a fresh name, in under 10 s', async () => {
        const text = `game "Г" rules "nowhere.mafia"\nplayers {\n${'    Вася: Мирный\n'.repeat(20_000)}}\n`;
        const started = Date.now();
        const document = shared.workspace.LangiumDocumentFactory.fromString(text, URI.file(`/broken/${counter++}.mafia`));
        shared.workspace.LangiumDocuments.addDocument(document);
        await shared.workspace.DocumentBuilder.build([document], { validation: true });
        expect(Date.now() - started).toBeLessThan(10_000);
        const duplicates = (document.diagnostics ?? []).filter((d) => d.code === 'duplicate-name');
        expect(duplicates).toHaveLength(19_999);
        const renames = duplicates.map((d) => (d.data as { fixes: Array<{ title: string }> }).fixes[0].title);
        expect(new Set(renames).size).toBe(19_999);
        expect(renames.slice(0, 2)).toEqual(["Rename to 'Вася2'", "Rename to 'Вася3'"]);
    }, 30_000);
});
