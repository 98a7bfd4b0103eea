// The checker on actions on actions and `resolution natural`: loop pairs as information (nar-loop),
// the quick fix that writes the ruling, types of the new effects, an unknown retarget parameter, and
// the editor's completion and hover for the new words.
import { readFileSync } from 'node:fs';
import { EmptyFileSystem, TextDocument, type LangiumDocument } from 'langium';
import { clearDocuments, expectCompletion, validationHelper } from 'langium/test';
import type { CodeAction, CompletionList, Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';

const { Mafia } = createMafiaServices(EmptyFileSystem);
const validate = validationHelper(Mafia);
afterEach(() => clearDocuments(Mafia.shared));

const FIXTURE = readFileSync('test/fixtures/nar/actions.mafia', 'utf8');
const codeOf = (d: Diagnostic) => (d.data as { code?: string } | undefined)?.code;
const lineOf = (text: string, d: Diagnostic) => text.split('\n')[d.range.start.line];

async function actionsFor(document: LangiumDocument, diagnostic: Diagnostic): Promise<CodeAction[]> {
    return (await Mafia.lsp.CodeActionProvider!.getCodeActions(document, {
        textDocument: { uri: document.textDocument.uri }, range: diagnostic.range, context: { diagnostics: [diagnostic], triggerKind: 1 },
    }) ?? []) as CodeAction[];
}

describe('nar-loop', () => {
    it('reports, as information, each pair of abilities whose orders can wait for each other', async () => {
        const { diagnostics } = await validate(FIXTURE);
        const loops = diagnostics.filter((d) => codeOf(d) === 'nar-loop');
        expect(loops.every((d) => d.severity === 3)).toBe(true);
        expect(loops.map((d) => String(d.message).split(' can wait')[0]).sort()).toEqual(["'Roleblock' and 'Busdrive'", "Two holders of 'Busdrive'", "Two holders of 'Roleblock'"]);
        expect(lineOf(FIXTURE, loops[0])).toContain('ability Roleblock');
        expect(diagnostics.filter((d) => d.severity === 1 || d.severity === 2)).toEqual([]);
    });

    it('is silent under the stage order, and once the ruling is written; the quick fix writes it', async () => {
        expect((await validate(FIXTURE.replace('resolution natural', 'resolution stages'))).diagnostics.filter((d) => codeOf(d) === 'nar-loop')).toEqual([]);
        expect((await validate(FIXTURE.replace('resolution natural', ''))).diagnostics.filter((d) => codeOf(d) === 'nar-loop')).toEqual([]);
        const before = await validate(FIXTURE);
        const d = before.diagnostics.find((x) => codeOf(x) === 'nar-loop')!;
        const [fix] = await actionsFor(before.document, d);
        expect(fix.title).toBe('Rule: loops are broken by order of submission');
        const fixed = TextDocument.applyEdits(before.document.textDocument, fix.edit!.changes![before.document.textDocument.uri]);
        expect(fixed).toContain('resolution natural loops by submission');
        expect((await validate(fixed)).diagnostics.filter((x) => codeOf(x) === 'nar-loop')).toEqual([]);
    });

    it('does not report abilities that cannot change other orders', async () => {
        const text = FIXTURE.replace(/role Roleblocker[\s\S]*?\n}\nrole Busdriver[\s\S]*?\n}\n/, '');
        expect((await validate(text)).diagnostics.filter((d) => codeOf(d) === 'nar-loop')).toEqual([]);
    });
});

describe('types and parameters of the new effects', () => {
    it('a swap partner must be a player', async () => {
        const text = FIXTURE.replace('effect swap orders on targets', 'effect swap orders on target with 3');
        const errors = (await validate(text)).diagnostics.filter((d) => d.severity === 1);
        expect(errors.map(codeOf)).toEqual(['type-mismatch']);
    });

    it('`retarget … replacing P` naming no declared player parameter is a warning', async () => {
        const text = FIXTURE.replace('replacing Victim', 'replacing Victm');
        const warnings = (await validate(text)).diagnostics.filter((d) => codeOf(d) === 'retarget-unknown-parameter');
        expect(warnings.map((d) => d.message)).toEqual(["No ability declares a player parameter 'Victm': `retarget … replacing Victm` would never replace anything."]);
    });
});

describe('editor support', () => {
    const complete = expectCompletion(Mafia);
    async function labelsAt(text: string): Promise<string[]> {
        let labels: string[] = [];
        await complete({ text, index: 0, parseOptions: { documentUri: 'file:///nar/rules.mafia' }, disposeAfterCheck: true, assert: (list: CompletionList) => { labels = list.items.map((i) => i.label); } });
        return labels;
    }

    it('completion offers the actions on actions where an effect starts, and `resolution` in the setup', async () => {
        const effect = await labelsAt(FIXTURE.replace('effect swap orders on targets', 'effect <|>'));
        expect(effect).toEqual(expect.arrayContaining(['swap', 'retarget', 'hold', 'double', 'block', 'redirect']));
        const setup = await labelsAt(FIXTURE.replace('    resolution natural\n', '    <|>\n'));
        expect(setup).toContain('resolution');
        const mode = await labelsAt(FIXTURE.replace('resolution natural', 'resolution <|>'));
        expect(mode.sort()).toEqual(['natural', 'stages']);
    });

    it('hover on an ability says what it does to other orders', async () => {
        const offset = FIXTURE.indexOf('ability Busdrive') + 'ability Bus'.length;
        const doc = await (await import('langium/test')).parseHelper(Mafia)(FIXTURE, { documentUri: 'file:///nar/hover.mafia' });
        const hover = await Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: doc.textDocument.uri }, position: doc.textDocument.positionAt(offset) });
        const value = (hover?.contents as { value: string }).value;
        expect(value).toContain('| On orders | swaps the orders aimed at its two targets (under `resolution natural` orders sharing a target wait for it) |');
    });
});
