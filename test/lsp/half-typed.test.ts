// While the host types, the text is half-written most of the time: an order with no ability yet, a
// `vote` without its target, an `import` without its path. Every editor feature must answer on such
// text (never throw: the editor would show nothing) and still say what it can.
import type { LangiumDocument } from 'langium';
import type { DocumentSymbol } from 'vscode-languageserver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI } from './lsp-kit.js';

const kit = createKit();
beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

const VARIANT_URI = 'file:///seed-002/variant.mafia';

/** Runs every position-free feature and hover, completion and definition at every offset. */
async function everyFeature(doc: LangiumDocument): Promise<DocumentSymbol[]> {
    const lsp = kit.Mafia.lsp;
    const textDocument = { uri: doc.uri.toString() };
    const text = doc.textDocument.getText();
    const symbols = await lsp.DocumentSymbolProvider!.getSymbols(doc, { textDocument });
    await lsp.FoldingRangeProvider!.getFoldingRanges(doc, { textDocument });
    await lsp.SemanticTokenProvider!.semanticHighlight(doc, { textDocument });
    await lsp.CodeLensProvider!.provideCodeLens(doc, { textDocument });
    await lsp.InlayHintProvider!.getInlayHints(doc, { textDocument, range: { start: { line: 0, character: 0 }, end: doc.textDocument.positionAt(text.length) } });
    await lsp.CodeActionProvider!.getCodeActions(doc, { textDocument, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: doc.diagnostics ?? [] } });
    for (let offset = 0; offset <= text.length; offset++) {
        const position = doc.textDocument.positionAt(offset);
        await lsp.HoverProvider!.getHoverContent(doc, { textDocument, position });
        await lsp.DefinitionProvider!.getDefinition(doc, { textDocument, position });
    }
    await lsp.CompletionProvider!.getCompletion(doc, { textDocument, position: doc.textDocument.positionAt(text.length) });
    return symbols;
}

describe('editor features on half-typed text', () => {
    it('a game script: an order without its ability, a vote without its target, a bare host line', async () => {
        const doc = await kit.parse(`${GAME_HEADER}\nnight 1 {\n    Вася:\n}\nday 1 {\n    vote Петя\n}\nnight 2 {\n    host remove\n}\n`, { documentUri: GAME_URI });
        const symbols = await everyFeature(doc);
        expect(symbols.map((s) => s.name)).toEqual(['players', 'night 1', 'day 1', 'night 2']);
        expect(symbols[1].children?.map((c) => c.name)).toEqual(['Вася: ?']);
        expect(symbols[2].children?.map((c) => c.name)).toEqual(['vote Петя → ?']);
    });

    it('a rule set: an import without its path, a trigger without its event, a faction\'s bare `shared`, a stage clause without its stage', async () => {
        const text = [
            'ruleset Вариант',
            'import "rules.mafia"',
            'import',
            'faction Тайные { shared }',
            'role Шпион : Тайные {',
            '    trigger Месть on',
            '    ability Донос { at night stage }',
            '}',
        ].join('\n');
        const doc = await kit.parse(text, { documentUri: VARIANT_URI });
        const symbols = await everyFeature(doc);
        expect(symbols.map((s) => s.name)).toEqual(expect.arrayContaining(['Тайные', 'Шпион']));
    });

    it('a validation run on a half-typed `import` and `wins when … and` reports syntax errors, not a crashed check', async () => {
        const doc = await kit.parse('ruleset Вариант\nimport\nfaction Тайные { wins when none alive(Мафия) and }\n', { documentUri: VARIANT_URI, validation: true });
        const messages = (doc.diagnostics ?? []).map((d) => (typeof d.message === 'string' ? d.message : d.message.value));
        expect(messages.filter((m) => m.includes('An error occurred'))).toEqual([]);
        expect(messages.length).toBeGreaterThan(0);
    });
});
