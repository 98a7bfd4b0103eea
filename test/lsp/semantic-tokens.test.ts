import { expectSemanticToken, highlightHelper } from 'langium/test';
import { SemanticTokenModifiers, SemanticTokenTypes } from 'vscode-languageserver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI } from './lsp-kit.js';

const kit = createKit();
const highlight = highlightHelper(kit.Mafia);

beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

describe('semantic highlighting', () => {
    it('colours a name by what it refers to: the role Мафия and the faction МафияКлан «Мафия» differ', async () => {
        const text = [
            'ruleset Вариант import "rules.mafia"',
            'role <|Шпион|> "Шпион" : <|МафияКлан|> {',
            '    ability <|Донос|> {',
            '        at <|night|>',
            '        stage <|Проверки|>',
            '        target one player alive other where not (<|target|> is <|Мафия|>)',
            '        effect give target status <|Избит|> this night',
            '    }',
            '}',
        ].join('\n');
        const tokens = await highlight(text, { documentUri: 'file:///seed-002/variant.mafia' });
        expectSemanticToken(tokens, { rangeIndex: 0, tokenType: SemanticTokenTypes.class });      // Шпион, declared
        expectSemanticToken(tokens, { rangeIndex: 1, tokenType: SemanticTokenTypes.namespace });  // МафияКлан: a faction
        expectSemanticToken(tokens, { rangeIndex: 2, tokenType: SemanticTokenTypes.function });   // Донос
        expectSemanticToken(tokens, { rangeIndex: 3, tokenType: SemanticTokenTypes.type });       // night: a phase
        expectSemanticToken(tokens, { rangeIndex: 4, tokenType: SemanticTokenTypes.enum });       // Проверки: a stage
        expectSemanticToken(tokens, { rangeIndex: 5, tokenType: SemanticTokenTypes.variable });   // target: context
        expectSemanticToken(tokens, { rangeIndex: 6, tokenType: SemanticTokenTypes.class });      // Мафия: a role here
        expectSemanticToken(tokens, { rangeIndex: 7, tokenType: SemanticTokenTypes.enumMember }); // Избит: a status
        // The declaration carries the `declaration` modifier; the reference does not.
        const decl = tokens.tokens.find((t) => t.text === 'Шпион')!;
        const use = tokens.tokens.find((t) => t.text === 'МафияКлан')!;
        const declaration = kit.Mafia.lsp.SemanticTokenProvider!.tokenModifiers[SemanticTokenModifiers.declaration];
        expect(decl.tokenModifiers & declaration).toBe(declaration);
        expect(use.tokenModifiers & declaration).toBe(0);
    });

    it('colours players, abilities and roles in a game script, and leaves unknown names uncoloured', async () => {
        const text = GAME_HEADER.replace('Вася: Комиссар', '<|Вася|>: <|Комиссар|>') + '\nnight 1 {\n    Вася: <|Проверка|> <|Петя|>\n    Петя: <|Нет|> Маша\n}\n';
        const tokens = await highlight(text, { documentUri: GAME_URI });
        expectSemanticToken(tokens, { rangeIndex: 0, tokenType: SemanticTokenTypes.variable });
        expectSemanticToken(tokens, { rangeIndex: 1, tokenType: SemanticTokenTypes.class });
        expectSemanticToken(tokens, { rangeIndex: 2, tokenType: SemanticTokenTypes.function });
        expectSemanticToken(tokens, { rangeIndex: 3, tokenType: SemanticTokenTypes.variable });
        const unknown = tokens.ranges[4];
        expect(tokens.tokens.filter((t) => t.offset === unknown[0])).toEqual([]);
    });
});
