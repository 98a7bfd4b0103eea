import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER } from './lsp-kit.js';

const kit = createKit();
beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

describe('code lens', () => {
    it('puts "Run phase N" over each phase of a game script, named by the phase\'s title («День»), numbered by the rule set\'s cycle (seed 002 starts with day)', async () => {
        const text = `${GAME_HEADER}\nday 1 {\n    vote Вася -> Петя\n}\nnight 1 {\n    Вася: Проверка -> Петя\n}\nnight 2 {\n}\n`;
        const doc = await kit.loadGame(text);
        const all = await kit.Mafia.lsp.CodeLensProvider!.provideCodeLens(doc, { textDocument: { uri: doc.uri.toString() } });
        const lenses = all!.filter((l) => l.command?.command === 'mafia.runPhasePreview');
        expect(lenses!.map((l) => l.command?.title)).toEqual(['▶ Run phase 1 (День 1)', '▶ Run phase 2 (Ночь 1)', '▶ Run phase 4 (Ночь 2)']);
        expect(lenses!.map((l) => l.range.start.line)).toEqual([10, 13, 16]);
        expect(lenses![2].command).toEqual({
            title: '▶ Run phase 4 (Ночь 2)',
            command: 'mafia.runPhasePreview',
            arguments: [{ uri: doc.uri.toString(), index: 4, kind: 'night', number: 2 }],
        });
    });

    it('puts "Debug phase N" beside each "Run phase N", in the same language as Run phase (the test kit asks for English), with the same arguments', async () => {
        const text = `${GAME_HEADER}\nday 1 {\n    vote Вася -> Петя\n}\nnight 1 {\n}\n`;
        const doc = await kit.loadGame(text);
        const all = (await kit.Mafia.lsp.CodeLensProvider!.provideCodeLens(doc, { textDocument: { uri: doc.uri.toString() } }))!;
        const debug = all.filter((l) => l.command?.command === 'mafia.debugPhase');
        expect(debug.map((l) => l.command?.title)).toEqual(['▷ Debug phase 1 (День 1)', '▷ Debug phase 2 (Ночь 1)']);
        expect(debug.map((l) => l.range.start.line)).toEqual([10, 13]);
        expect(debug[1].command?.arguments).toEqual([{ uri: doc.uri.toString(), index: 2, kind: 'night', number: 1 }]);
    });

    it('offers nothing in a rule set', async () => {
        const rules = kit.services.shared.workspace.LangiumDocuments.all.toArray()[0];
        expect(await kit.Mafia.lsp.CodeLensProvider!.provideCodeLens(rules, { textDocument: { uri: rules.uri.toString() } })).toEqual([]);
    });
});
