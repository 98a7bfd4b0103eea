import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAstNode, isReference, type LangiumDocument } from 'langium';
import { expectFormatting } from 'langium/test';
import { TextDocument } from 'langium';
import { afterEach, describe, expect, it } from 'vitest';
import { createKit, repoRoot } from './lsp-kit.js';

const kit = createKit();
const formatting = expectFormatting(kit.Mafia);
afterEach(async () => { await kit.clear(); });

const options = { insertSpaces: true, tabSize: 4 };

async function format(text: string, uri: string): Promise<{ text: string; doc: LangiumDocument }> {
    const doc = await kit.parse(text, { documentUri: uri });
    const edits = await kit.Mafia.lsp.Formatter!.formatDocument(doc, { textDocument: { uri }, options });
    return { text: TextDocument.applyEdits(TextDocument.create(uri, 'mafia', 1, text), edits), doc };
}

/** The AST as plain data without positions, containers or resolved targets: what the text means. */
function shape(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(shape);
    if (isReference(value)) return { ref: value.$refText };
    if (isAstNode(value)) {
        const out: Record<string, unknown> = { $type: value.$type };
        for (const [key, v] of Object.entries(value)) if (!key.startsWith('$')) out[key] = shape(v);
        return out;
    }
    return value;
}

const comments = (text: string): string[] => text.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];

/** Whichever shipped seed rule sets exist (others are being written in parallel). */
const seeds = readdirSync(join(repoRoot, 'examples'))
    .filter((d) => /^seed-00\d$/.test(d) && existsSync(join(repoRoot, 'examples', d, 'rules.mafia')))
    .map((d) => join('examples', d, 'rules.mafia'));

describe('formatting the shipped seed rule sets', () => {
    it('finds the seed rule sets', () => {
        expect(seeds).toContain(join('examples', 'seed-002', 'rules.mafia'));
    });

    for (const seed of seeds) {
        it(`${seed}: keeps the meaning and every comment, and formatting again changes nothing`, async () => {
            const original = readFileSync(join(repoRoot, seed), 'utf8');
            const once = await format(original, `file:///fmt/a/${seed}`); // once.doc: the original parsed
            expect(once.doc.parseResult.parserErrors).toEqual([]);
            const twice = await format(once.text, `file:///fmt/b/${seed}`); // twice.doc: the formatted text parsed
            expect(twice.doc.parseResult.parserErrors).toEqual([]);
            expect(shape(twice.doc.parseResult.value)).toEqual(shape(once.doc.parseResult.value));
            expect(comments(once.text)).toEqual(comments(original));
            expect(twice.text).toBe(once.text);
            expect(once.text.replace(/\s+/g, '')).toBe(original.replace(/\s+/g, ''));
        });
    }
});

describe('formatting rules', () => {
    it('indents blocks, puts members on their own lines, normalises spacing, keeps comments and one-line blocks', async () => {
        await formatting({
            before: [
                '',
                'ruleset   Тест "Тест"   phase day "День" {voting   Виселица}',
                'voting Виселица "Голосование" { plurality',
                'ties   first-to-reach }',
                'resource Промахи per player = -1 { min -2 max 3 }',
                'role Шут { ability Минус { effect vote weight of self by -  3 - 1 } }',
                '  faction Мирные "Мирные"{',
                '// «Побеждает в том случае, если все мафиози и маньяк погибли»',
                'wins when none alive( Мафия ,Маньяк ) and count alive>=2',
                '',
                '',
                '',
                '  }',
                'role Мафия : Мирные {',
                'ability Выстрел { at night stage Убийства',
                'target one player alive other where not(target is Мафия)',
                '   effect if target has Х then kill self  // aligned comment',
                '      else { kill target',
                '  give target status Х this night }',
                '   }',
                '  trigger T on condition when self . Промахи >= 2 { effect kill self }',
                '}',
                'role Маньяк{}',
            ].join('\n'),
            after: [
                'ruleset Тест "Тест"',
                'phase day "День" { voting Виселица }',
                'voting Виселица "Голосование" {',
                '    plurality',
                '    ties first-to-reach',
                '}',
                'resource Промахи per player = -1 { min -2 max 3 }',
                'role Шут { ability Минус { effect vote weight of self by -3 - 1 } }',
                'faction Мирные "Мирные" {',
                '    // «Побеждает в том случае, если все мафиози и маньяк погибли»',
                '    wins when none alive(Мафия, Маньяк) and count alive >= 2',
                '}',
                'role Мафия : Мирные {',
                '    ability Выстрел {',
                '        at night',
                '        stage Убийства',
                '        target one player alive other where not (target is Мафия)',
                '        effect if target has Х then kill self  // aligned comment',
                '            else {',
                '                kill target',
                '                give target status Х this night',
                '            }',
                '    }',
                '    trigger T on condition when self.Промахи >= 2 { effect kill self }',
                '}',
                'role Маньяк {}',
                '',
            ].join('\n'),
            parseOptions: { documentUri: 'file:///fmt/rules.mafia' },
        });
    });

    it('formats a game script: `Вася: Проверка -> Петя`, `vote Вася -> Петя`, quoted names', async () => {
        await formatting({
            before: 'game "Город" rules "rules.mafia"   seed 7\nplayers {\n  Вася :Комиссар\n    "Дядя Федор":"Мирный житель" , коми\nПетя: Мафия }\nday 1 { vote Вася->Петя\nvote Петя   -> Вася }\nnight 1 {\n\n    Вася:Проверка -> Петя,Коля guess Мафия\nhost remove Петя reveal\n}',
            after: 'game "Город" rules "rules.mafia" seed 7\nplayers {\n    Вася: Комиссар\n    "Дядя Федор": "Мирный житель", коми\n    Петя: Мафия\n}\nday 1 {\n    vote Вася -> Петя\n    vote Петя -> Вася\n}\nnight 1 {\n    Вася: Проверка -> Петя, Коля guess Мафия\n    host remove Петя reveal\n}\n',
            parseOptions: { documentUri: 'file:///fmt/game.mafia' },
        });
    });

    it('uses tabs when asked, formats only the requested range, and leaves a broken document alone', async () => {
        await formatting({
            before: 'ruleset Т\nrole А {\nability Б { at night\neffect kill target }\n}\nrole В {\n  knows   А\n}',
            after: 'ruleset Т\nrole А {\n\tability Б {\n\t\tat night\n\t\teffect kill target\n\t}\n}\nrole В {\n\tknows А\n}\n',
            options: { insertSpaces: false, tabSize: 4 },
            parseOptions: { documentUri: 'file:///fmt/tabs.mafia' },
        });
        await formatting({
            before: 'ruleset Т\nrole А {\n  knows   В\n}\nrole В {\n  knows   А\n}\n',
            after: 'ruleset Т\nrole А {\n  knows   В\n}\nrole В {\n    knows А\n}\n',
            range: { start: { line: 5, character: 0 }, end: { line: 5, character: 5 } },
            parseOptions: { documentUri: 'file:///fmt/range.mafia' },
        });
        await formatting({
            before: 'ruleset Т\nrole А {\n  knows   \n',
            after: 'ruleset Т\nrole А {\n  knows   \n',
            parseOptions: { documentUri: 'file:///fmt/broken.mafia' },
        });
    });
});
