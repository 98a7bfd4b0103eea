// Expressions in words (language/posts/expression-words.ts): every form of the expression grammar reads
// as a sentence in Russian and in English (unit cases over one rule set), and the rules book of every
// seed rule set, generated in-process, quotes no expression syntax and speaks the book's language.
import { AstUtils, URI, type AstNode } from 'langium';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { render } from '../../engine/posts/markup.js';
import * as ast from '../../language/generated/ast.js';
import { conditionText, nounText } from '../../language/posts/expression-words.js';
import { rulesBook } from '../../language/posts/rules-book.js';
import { createKit, repoRoot } from '../lsp/lsp-kit.js';

const kit = createKit();
afterAll(async () => { await kit.clear(); });

// One condition per `wins when`, in order; CASES below names what each line tests.
const RULES = `ruleset Формы "Формы"
phase day "День"
phase night "Ночь"
slot Тайная "Тайная роль"
status Тюрьма "Тюрьма"
tag Злые "Злые"
resource Карты "Карты" per player = 0
faction Город "Город" {}
faction Мафия "Мафия" {}
faction Маньяки "Маньяки" {}
role Мафиози "Мафиози" : Мафия {
    tagged Злые
    ability Выстрел "Выстрел" { at night target one player alive effect kill target }
}
role Маньяк "Маньяк" : Маньяки {}
role Комиссар "Комиссар" : Город {
    ability Проверка "Проверка" { at night target one player alive other effect learn faction of target }
    wins when none alive(Мафия, Маньяки) and any alive(Город)
    wins when count alive(Мафия) >= count alive - count alive(Мафия)
    wins when count alive <= 2
    wins when not (self has Тюрьма or self is Мафиози)
    wins when all alive where (it has Тюрьма or it is Злые)
    wins when any dead(Маньяк)
    wins when count players(Злые) * 2 > count alive
    wins when target targeted by Выстрел and not (self killed by Мафия)
    wins when self hit by Мафиози or self protected by Проверка
    wins when target in alive and not (target in dead)
    wins when self in target.ballot
    wins when self == Мафия.leader or target.role == Комиссар
    wins when self.Карты + 1 >= 3 and target.Тайная == Маньяк
    wins when phase is night and phase.number > 1
    wins when count alive where (it != self and not (it has Тюрьма)) > 50% * count players
    wins when first voters where (it uses Выстрел on self) == target
    wins when none targets where (it uses abilities except Проверка)
    wins when (any alive(Мафия) or count alive < 3) and not self.alive
    wins when count alive(Мафия, Маньяки) % 2 == 1
}
`;

const CASES: Array<[string, string, string]> = [
    // [what, Russian, English]
    ['none/any alive(R…), and', 'нет живых игроков из фракций «Мафия» и «Маньяки» и есть живые игроки из фракции «Город»',
        'there are no living players of factions Мафия or Маньяки and there are living players of faction Город'],
    ['count, arithmetic, >=', 'число живых игроков из фракции «Мафия» не меньше, чем число живых игроков минус число живых игроков из фракции «Мафия»',
        'the number of living players of faction Мафия is at least the number of living players minus the number of living players of faction Мафия'],
    ['count alive, <= a number', 'число живых игроков не больше 2', 'the number of living players is at most 2'],
    ['not (has or is): De Morgan', 'у самого игрока нет статуса «Тюрьма» и сам игрок — не «Мафиози»',
        'the player does not have status Тюрьма and the player does not have role Мафиози'],
    ['all … where: qualifiers', 'все живые игроки — со статусом «Тюрьма» или с меткой «Злые»', 'all living players are with status Тюрьма or tagged Злые'],
    ['dead(R)', 'есть мёртвые игроки с ролью «Маньяк»', 'there are dead players with role Маньяк'],
    ['players(tag), *', 'число игроков с меткой «Злые», умноженное на 2, больше, чем число живых игроков',
        'the number of players tagged Злые times 2 is more than the number of living players'],
    ['targeted by, not killed by', 'цель стала целью способности «Выстрел» в этой фазе и сам игрок не погиб от фракции «Мафия» в этой фазе',
        'the target was targeted by Выстрел this phase and the player was not killed by Мафия this phase'],
    ['hit by, protected by', 'сам игрок пострадал от роли «Мафиози» в этой фазе или сам игрок был под защитой способности «Проверка» в этой фазе',
        'the player was hit by Мафиози this phase or the player was protected by Проверка this phase'],
    ['in alive, not in dead', 'цель жива и цель жива', 'the target is alive and the target is alive'],
    ['in a member set', 'сам игрок — среди тех, против кого голосовала цель в этой фазе', 'the player is among those the target voted against this phase'],
    ['== a leader, a role', 'сам игрок — лидер фракции «Мафия» или роль цели — роль «Комиссар»', 'the player is the leader of Мафия or the role of the target is Комиссар'],
    ['resource, slot', 'значение «Карты» у самого игрока плюс 1 не меньше 3 и роль цели в слоте «Тайная роль» — роль «Маньяк»',
        'the Карты of the player plus 1 is at least 3 and the Тайная роль of the target is Маньяк'],
    ['phase is, phase.number', 'сейчас «Ночь» и номер фазы больше 1', 'it is Ночь and the number of the phase is more than 1'],
    ['where: except, without; percentage of', 'число живых игроков кроме самого игрока и без статуса «Тюрьма» больше, чем 50% от числа всех игроков',
        'the number of living players other than the player and without status Тюрьма is more than 50% of the number of all players'],
    ['first … where: a relative clause', 'первый из голосовавших, которые применяют «Выстрел» в отношении самого игрока в этой фазе, — цель',
        'the first of the voters who use Выстрел on the player this phase is the target'],
    ['none … where uses abilities except', 'нет целей, которые применяют способности, кроме «Проверка», в этой фазе',
        'there are no the targets who use abilities other than Проверка this phase'],
    ['(or) and not member', 'либо есть живые игроки из фракции «Мафия», либо число живых игроков меньше 3 и сам игрок мёртв',
        'either there are living players of faction Мафия or the number of living players is less than 3 and the player is dead'],
    ['% (remainder), plural of factions', 'остаток от деления числа живых игроков из фракций «Мафия» и «Маньяки» на 2 равен 1',
        'the remainder of the number of living players of factions Мафия or Маньяки divided by 2 is 1'],
];

let parsed: Promise<ast.Expression[]> | undefined;
const conditions = () => (parsed ??= parseConditions());

async function parseConditions(): Promise<ast.Expression[]> {
    const doc = await kit.parse(RULES, { documentUri: 'file:///forms/rules.mafia' });
    expect(doc.parseResult.parserErrors).toEqual([]);
    const wins = AstUtils.streamAst(doc.parseResult.value).filter(ast.isWinClause).toArray();
    for (const w of wins) for (const ref of AstUtils.streamReferences(w.condition!)) expect((ref.reference as { ref?: unknown }).ref, ref.reference.$refText).toBeDefined();
    return wins.map((w) => w.condition!);
}

describe('expressions in words', () => {
    it('every form reads as a sentence, in Russian and in English', async () => {
        const conds = await conditions();
        expect(conds.length).toBe(CASES.length);
        const got = conds.map((c, k) => [CASES[k][0], conditionText(c, 'ru'), conditionText(c, 'en')]);
        expect(got).toEqual(CASES);
    });

    it('a role\'s hover card gives its win conditions as written and in words', async () => {
        await conditions();
        const doc = kit.services.shared.workspace.LangiumDocuments.getDocument(URI.parse('file:///forms/rules.mafia'))!;
        const at = doc.textDocument.positionAt(RULES.indexOf('role Комиссар') + 'role '.length + 1);
        const hover = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: doc.uri.toString() }, position: at });
        const value = (hover?.contents as { value: string } | undefined)?.value ?? '';
        expect(value).toContain('none alive(Мафия, Маньяки)');
        expect(value).toContain(CASES[0][2]); // the kit's editor asked for English
    });

    it('values read as noun phrases in the nominative', async () => {
        const conds = await conditions();
        const count = (conds[1] as ast.BinaryExpression).left;
        expect(nounText(count, 'ru')).toBe('число живых игроков из фракции «Мафия»');
        expect(nounText(count, 'en')).toBe('the number of living players of faction Мафия');
    });
});

// ---------------------------------------------------------------- the seeds' rules books

const SEEDS = ['seed-000', 'seed-002', 'seed-003', 'mafiascum'];

/** The words a rule set writes itself: names, display names, aliases and texts (its own language). */
function ownWords(root: AstNode): Set<string> {
    const words = new Set<string>();
    for (const node of AstUtils.streamAst(root)) {
        for (const [key, value] of Object.entries(node)) {
            if (key.startsWith('$')) continue;
            const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
            for (const t of texts) for (const m of t.matchAll(/[\p{L}]+/gu)) words.add(m[0].toLowerCase());
        }
    }
    return words;
}

// The expression language's own syntax: calls, operators, member access, keywords between words.
const SYNTAX = [/\b(alive|dead|players)\(/, /==|!=|<=|>=|\s[<>*]\s|\s%\s/, /\p{L}\.\p{L}/u];

describe('the seeds\' rules books quote no expression syntax', () => {
    for (const seed of SEEDS) {
        it(`${seed}: Russian and English books`, async () => {
            // Parsed and linked in the shared in-process services (the seeds import nothing).
            const doc = await kit.parse(readFileSync(join(repoRoot, 'examples', seed, 'rules.mafia'), 'utf8'), { documentUri: `file:///${seed}/rules.mafia` });
            const root = doc.parseResult.value as ast.RuleSet;
            const own = ownWords(root);
            for (const lang of ['ru', 'en'] as const) {
                const book = render(rulesBook(root, kit.services.shared.workspace.LangiumDocuments, lang), 'text');
                // The rule set's own texts («…» and {placeholders} of its messages) may hold anything.
                // The text format underlines headings with = and -.
                const words = book.replace(/«[^»]*»/g, ' ').replace(/\{[^}]*\}/g, ' ').replace(/^[=-]+$/gm, '');
                for (const re of SYNTAX) expect(words.match(re)?.[0], `${seed} ${lang}: ${re}`).toBeUndefined();
                const foreign = lang === 'ru' ? /[A-Za-z]{2,}/g : /[\p{Script=Cyrillic}]+/gu;
                const strays = [...new Set([...words.matchAll(foreign)].map((m) => m[0]).filter((w) => !own.has(w.toLowerCase())))];
                expect(strays, `${seed} ${lang}`).toEqual([]);
                if (seed === 'mafiascum') expect(book).toContain(lang === 'ru' ? 'Меняет местами заявки на две свои цели на 2 фазы.' : 'Swaps the orders aimed at its two targets for 2 phases.');
            }
        });
    }
});
