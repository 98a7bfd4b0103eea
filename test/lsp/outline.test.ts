// Document symbols (the outline) and folding ranges.
import { expectFoldings, expectSymbols } from 'langium/test';
import { SymbolKind, type DocumentSymbol, type FoldingRange } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI, RULES_URI, SEED_002 } from './lsp-kit.js';

const kit = createKit();
const symbols = expectSymbols(kit.Mafia);
const foldings = expectFoldings(kit.Mafia);

afterEach(async () => { await kit.clear(); });

const find = (list: DocumentSymbol[] | undefined, name: string): DocumentSymbol => {
    const found = list?.find((s) => s.name === name);
    if (!found) throw new Error(`no symbol ${name} in ${list?.map((s) => s.name).join(', ')}`);
    return found;
};

describe('document symbols', () => {
    it('lists the seed-002 declarations in order, with kinds', async () => {
        await symbols({
            text: SEED_002,
            parseOptions: { documentUri: RULES_URI },
            expectedSymbols: [
                'setup', 'day', 'night', 'Виселица',
                'Засады', 'Гости', 'Избиения', 'Проверки', 'Защита', 'Убийства', 'ХодНиндзя',
                'Пропавший', 'Гость', 'ВЗасаде', 'Избит', 'Промахи',
                'Мирные', 'МафияКлан', 'Одиночки',
                'МирныйЖитель', 'Комиссар', 'Сержант', 'Ниндзя', 'Реаниматор', 'ВСБ', 'Некромант', 'Священник',
                'Мафия', 'Громила', 'Камикадзе', 'Маньяк',
                'setup', // the second setup block at the end: the deal clauses
            ],
        });
    });

    it('nests abilities and triggers under their role and shared abilities under their faction, with details', async () => {
        await symbols({
            text: SEED_002,
            parseOptions: { documentUri: RULES_URI },
            assert: (list: DocumentSymbol[]) => {
                const ninja = find(list, 'Ниндзя');
                expect(ninja.kind).toBe(SymbolKind.Class);
                expect(ninja.detail).toBe('Ниндзя : Мирные');
                expect(ninja.children?.map((c) => [c.name, c.kind])).toEqual([
                    ['УбийствоНиндзя', SymbolKind.Function], ['Харакири', SymbolKind.Event], ['Завещание', SymbolKind.Event],
                ]);
                expect(find(ninja.children, 'УбийствоНиндзя').detail).toBe('Убийство · Ночь · stage Убийства');
                expect(find(ninja.children, 'Завещание').detail).toBe('Завещание ниндзя · on lynch');
                const clan = find(list, 'МафияКлан');
                expect(clan.kind).toBe(SymbolKind.Module);
                expect(clan.children?.map((c) => c.name)).toEqual(['Выстрел']);
                expect(find(list, 'Проверки').detail).toBe('#4 · Проверки');
                expect(find(list, 'Убийства').detail).toBe('#6 · Убийства · simultaneous');
                // The selection is the name, inside the whole declaration's range.
                const commissioner = find(list, 'Комиссар');
                expect(commissioner.selectionRange.start.line).toBe(commissioner.range.start.line);
                expect(commissioner.range.end.line).toBeGreaterThan(commissioner.range.start.line);
            },
        });
    });

    it('outlines a game script: the players, then each phase with its orders and votes', async () => {
        await kit.loadRules();
        await symbols({
            text: `${GAME_HEADER}\nday 1 {\n    vote Вася -> Петя\n}\nnight 1 {\n    Вася: Проверка -> Петя\n    Петя: Выстрел -> Маша\n}\n`,
            parseOptions: { documentUri: GAME_URI },
            assert: (list: DocumentSymbol[]) => {
                expect(list.map((s) => s.name)).toEqual(['players', 'day 1', 'night 1']);
                expect(list[0].children?.map((c) => `${c.name}: ${c.detail}`)).toEqual([
                    'Вася: Комиссар', 'Петя: Мафия', 'Гена: Громила', 'Коля: Маньяк', 'Маша: Реаниматор', 'Оля: Священник', 'Дядя Федор: Мирный житель',
                ]);
                expect(list[1].detail).toBe('День');
                expect(list[1].children?.map((c) => c.name)).toEqual(['vote Вася → Петя']);
                expect(list[2].children?.map((c) => c.name)).toEqual(['Вася: Проверка → Петя', 'Петя: Выстрел → Маша']);
            },
        });
    });
});

describe('folding', () => {
    it('folds braced blocks and runs of comment lines, not single lines', async () => {
        await foldings({
            text: [
                'ruleset Т',
                '<|// a quotation from the seed,',
                '// in two lines|>',
                '<|role Комиссар : Мирные {',
                '    <|ability Проверка {',
                '        at night',
                '        effect learn role of target|>',
                '    }|>',
                '}',
                'faction Мирные { wins when none alive(Комиссар) }',
                'status Гость "Гость" { blocks all }',
            ].join('\n'),
            parseOptions: { documentUri: 'file:///fold/rules.mafia' },
        });
    });

    it('folds the players list and each phase of a game script', async () => {
        await kit.loadRules();
        await foldings({
            text: `${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя\n    Петя: Выстрел -> Маша\n}\n`,
            parseOptions: { documentUri: GAME_URI },
            assert: (ranges: FoldingRange[]) => {
                expect(ranges.map((r) => [r.startLine, r.endLine])).toEqual([[1, 8], [10, 12]]);
            },
        });
    });
});
