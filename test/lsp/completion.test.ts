import { expectCompletion } from 'langium/test';
import type { CompletionItem, CompletionList } from 'vscode-languageserver';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createKit, GAME_HEADER, GAME_URI } from './lsp-kit.js';

const kit = createKit();
const complete = expectCompletion(kit.Mafia);

beforeEach(async () => { await kit.loadRules(); });
afterEach(async () => { await kit.clear(); });

/** Labels of the completion items at `<|>` (all of them, in the order the client would sort them). */
async function labelsAt(text: string, uri = GAME_URI): Promise<string[]> {
    let labels: string[] = [];
    await complete({ text, index: 0, parseOptions: { documentUri: uri }, disposeAfterCheck: true, assert: (list: CompletionList) => {
        labels = [...list.items].sort((a, b) => (a.sortText ?? '').localeCompare(b.sortText ?? '')).map((i) => i.label);
    } });
    return labels;
}

async function itemsAt(text: string, uri = GAME_URI): Promise<CompletionItem[]> {
    let items: CompletionItem[] = [];
    await complete({ text, index: 0, parseOptions: { documentUri: uri }, disposeAfterCheck: true, assert: (list: CompletionList) => { items = list.items; } });
    return items;
}

describe('completion in game scripts', () => {
    it('offers only the abilities of the actor\'s role after "Вася:"', async () => {
        // Вася is the Commissioner: Проверка, nothing of the Maniac's or the mafia's.
        expect(await labelsAt(`${GAME_HEADER}\nnight 1 {\n    Вася: <|>\n}`)).toEqual(['Проверка']);
    });

    it('offers a faction\'s shared ability to its members, and both of the Maniac\'s abilities', async () => {
        expect(await labelsAt(`${GAME_HEADER}\nnight 1 {\n    Петя: <|>\n}`)).toEqual(['Выстрел']);
        expect((await labelsAt(`${GAME_HEADER}\nnight 1 {\n    Гена: <|>\n}`)).sort()).toEqual(['Выстрел', 'Избиение']);
        const maniac = await itemsAt(`${GAME_HEADER}\nnight 1 {\n    Коля: <|>\n}`);
        expect(maniac.map((i) => i.label).sort()).toEqual(['Засада', 'УбийствоМаньяка']);
        // The display name travels with the identifier, so typing «Убийство» finds it.
        const kill = maniac.find((i) => i.label === 'УбийствоМаньяка')!;
        expect(kill.labelDetails?.description).toBe('Убийство');
        expect(kill.filterText).toContain('Убийство');
    });

    it('offers the players as targets, quoting a name with a space', async () => {
        const labels = await labelsAt(`${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> <|>\n}`);
        expect(labels).toEqual(expect.arrayContaining(['Вася', 'Петя', 'Маша', '"Дядя Федор"']));
        expect(labels).not.toContain('Комиссар');
        // After a target, the order's extra parameters may follow.
        const afterTarget = await labelsAt(`${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя <|>\n}`);
        expect(afterTarget).toEqual(expect.arrayContaining(['guess', 'option']));
    });

    it('offers players after "vote", in seating order, and the entry keywords at the start of a line', async () => {
        expect(await labelsAt(`${GAME_HEADER}\nday 1 {\n    vote <|>\n}`)).toEqual(['Вася', 'Петя', 'Гена', 'Коля', 'Маша', 'Оля', '"Дядя Федор"']);
        const start = await labelsAt(`${GAME_HEADER}\nday 1 {\n    <|>\n}`);
        expect(start).toEqual(expect.arrayContaining(['vote', 'host', 'Вася']));
    });

    it('offers role names after "guess", with display names and the role card', async () => {
        const items = await itemsAt(`${GAME_HEADER}\nnight 1 {\n    Вася: Проверка -> Петя guess <|>\n}`);
        const labels = items.map((i) => i.label);
        expect(labels).toEqual(expect.arrayContaining(['Комиссар', 'Маньяк', 'ВСБ', 'МирныйЖитель']));
        expect(labels).toHaveLength(12); // the twelve roles of seed 002, and no keyword
        const vsb = items.find((i) => i.label === 'ВСБ')!;
        expect(vsb.labelDetails?.description).toBe('Внебрачный сын босса мафии');
        expect(vsb.detail).toBe('role');
        expect((vsb.documentation as { value: string }).value).toMatch(/\*\*role\*\* \*\*ВСБ\*\*/);
    });

    it('offers the order\'s options after "option" and the actor\'s guises after "guise"', async () => {
        const rules = [
            'ruleset Арсеналы',
            'phase night "Ночь"',
            'role Сталкер "Сталкер" guises(Сталкер, Маг) {',
            '    ability Арсенал "Арсенал" {',
            '        at night',
            '        target one player',
            '        option Пистолет { effect attack target for 1 }',
            '        option Дробовик { effect attack target for 2 }',
            '    }',
            '    ability Маскировка { at night param guise effect add guise Маг to self }',
            '}',
            'role Маг "Маг" {}',
            'role Шут "Шут" {}',
        ].join('\n');
        await kit.parse(rules, { documentUri: 'file:///arsenal/rules.mafia' });
        const game = (line: string) => `game "g" rules "rules.mafia"\nplayers {\n    Вася: Сталкер\n    Петя: Шут\n}\nnight 1 {\n    ${line}\n}`;
        expect((await labelsAt(game('Вася: Арсенал -> Петя option <|>'), 'file:///arsenal/game.mafia')).sort()).toEqual(['Дробовик', 'Пистолет']);
        expect((await labelsAt(game('Вася: Маскировка guise <|>'), 'file:///arsenal/game.mafia')).sort()).toEqual(['Маг', 'Сталкер']);
    });

    it('offers the roles of the rule set in the deal', async () => {
        const labels = await labelsAt('game "g" rules "rules.mafia"\nplayers {\n    Вася: <|>\n}');
        expect(labels).toHaveLength(12);
        expect(labels).toEqual(expect.arrayContaining(['Комиссар', 'Сержант', 'Некромант']));
    });
});

describe('completion in rule sets', () => {
    const ruleSet = (body: string) => `ruleset Вариант import "rules.mafia"\n${body}`;
    const uri = 'file:///seed-002/variant.mafia';

    it('offers nothing inside a comment, line or block, and completes again right after a block comment (outside audit)', async () => {
        expect(await labelsAt(ruleSet('// заметки: <|>\nrole П : Мирные'), uri)).toEqual([]);
        expect(await labelsAt('// <|>', uri)).toEqual([]);
        expect(await labelsAt(ruleSet('/* роли <|> потом */\nrole П : Мирные'), uri)).toEqual([]);
        expect(await labelsAt(ruleSet('/* потом */ <|>'), uri)).toEqual(expect.arrayContaining(['role', 'faction']));
    });

    it('offers the factions after "role X :", once each, with display names', async () => {
        const items = await itemsAt(ruleSet('role Полицейский : <|>'), uri);
        expect(items.map((i) => i.label).sort()).toEqual(['МафияКлан', 'Мирные', 'Одиночки']);
        expect(items.find((i) => i.label === 'МафияКлан')!.labelDetails?.description).toBe('Мафия');
    });

    it('offers the stages after "stage", in resolution order', async () => {
        const labels = await labelsAt(ruleSet('role П : Мирные {\n    ability Наган {\n        at night\n        stage <|>\n    }\n}'), uri);
        expect(labels).toEqual(['Засады', 'Гости', 'Избиения', 'Проверки', 'Защита', 'Убийства', 'ХодНиндзя']);
    });

    it('offers only roles where a guessed role is compared: "guess is"', async () => {
        const labels = await labelsAt(ruleSet('role П : Мирные {\n    ability Наган {\n        at night\n        target one player\n        param role\n        effect if guess is <|> then kill target\n    }\n}'), uri);
        const roles = labels.filter((l) => l !== 'not');
        expect(roles).toHaveLength(13); // the twelve roles of seed 002 and П
        expect(roles).not.toContain('Мирные');
        expect(roles).not.toContain('ВЗасаде');
    });

    it('offers the clause keywords inside an ability, and no top-level keyword', async () => {
        const labels = await labelsAt(ruleSet('role П : Мирные {\n    ability Наган {\n        <|>\n    }\n}'), uri);
        expect(labels).toEqual(expect.arrayContaining(['at', 'target', 'stage', 'limit', 'effect', 'chance', 'option', 'note']));
        expect(labels).not.toContain('role');
        expect(labels).not.toContain('faction');
    });

    it('inserts a phase named by a keyword bare, as the grammar reads it: "at night", never "at \\"night\\""', async () => {
        const items = await itemsAt(ruleSet('role П : Мирные {\n    ability Наган {\n        at <|>\n    }\n}'), uri);
        const night = items.find((i) => i.detail === 'phase' && i.label === 'night');
        expect(night?.insertText).toBe('night');
        expect(items.map((i) => i.label)).not.toContain('"night"');
    });

    it('offers roles after "is ... or", where the operator has already rewritten the expression', async () => {
        const labels = await labelsAt(ruleSet('role П : Мирные {\n    ability Наган {\n        target one player where target is Маньяк or <|>\n    }\n}'), uri);
        expect(labels).toEqual(expect.arrayContaining(['Комиссар', 'Маньяк', 'МафияКлан']));
    });

    it('offers the declarations of the file itself and of what it imports for "knows"', async () => {
        const labels = await labelsAt(ruleSet('role Информатор : Мирные {}\nrole П : Мирные {\n    knows <|>\n}'), uri);
        expect(labels).toEqual(expect.arrayContaining(['Информатор', 'Комиссар', 'МафияКлан']));
        // one item per declaration: the identifier, never the display name or alias as a second item
        expect(labels).not.toContain('коми');
        expect(labels.filter((l) => l === 'ВСБ')).toHaveLength(1);
    });
});

describe('completion of members', () => {
    const RULES = (expr: string) => `ruleset M
    setup { start night }
    phase night "Ночь"
    faction Город "Город" { wins when count alive == 0 }
    resource Очки "Очки" per player = 0
    role Сыщик "Сыщик" : Город {
        ability Осмотр "Осмотр" { at night target one player alive effect if ${expr} then tell self "да" }
    }`;

    it('after "target." offers the catalogue\'s player members and the rule set\'s resources, nothing else', async () => {
        const labels = (await labelsAt(RULES('target.<|>'), 'file:///m/rules.mafia')).sort();
        expect(labels).toEqual(['alive', 'attacked', 'attackers', 'ballot', 'damaged', 'dead', 'executed', 'faction', 'guess', 'guise', 'hp', 'role', 'side', 'targeted', 'visitors', 'visits', 'allVisitors', 'voted', 'votes', 'Очки'].sort());
    });

    it('after "alive." offers the members of a set of players', async () => {
        expect((await labelsAt(RULES('count alive.<|>'), 'file:///m/rules.mafia')).sort()).toEqual(['count', 'roles', 'sides']);
    });
});

describe('completion of a voting\'s tie rule', () => {
    it('offers `last-by-name` after `ties`, with what it means and an example', async () => {
        const text = 'ruleset M\nphase day "День" { voting Суд }\nfaction Город "Город" { wins when count alive == 0 }\nrole Житель "Житель" : Город {}\nvoting Суд "Суд" {\n    plurality\n    ties <|>\n}';
        const items = await itemsAt(text, 'file:///m/rules.mafia');
        expect(items.map((i) => i.label).sort()).toEqual(['all', 'first-to-reach', 'last-by-name', 'nobody', 'random']);
        const last = items.find((i) => i.label === 'last-by-name')!;
        expect(last.detail).toBe('On a tie, the tied player whose name sorts last (code point by code point, case-sensitive: calder/mafia\'s rule).');
        expect((last.documentation as { value: string }).value).toContain('ties last-by-name');
    });
});
