// `description "…"` on a role, faction, ability or option: optional; where given, the rules book,
// the role PM and the hover card show it in place of the text generated from the definition; where
// absent, they show the generated one (phase, target, limits, effect) in the rule set's language.
import { clearDocuments } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../engine/posts/markup.js';
import type { RuleSet } from '../../language/generated/ast.js';
import { rulesBook } from '../../language/posts/rules-book.js';
import { rolePm } from '../../language/posts/role-pm.js';
import { collectRuleModel } from '../../language/generator/rule-model.js';
import { at, createKit, RULES_URI } from '../lsp/lsp-kit.js';

const kit = createKit();
afterEach(async () => { await kit.clear(); });

const RULES = `ruleset Описания "Описания"
phase day "День"
phase night "Ночь"
faction Город "Город" {
    description "Мирные жители, которые ищут мафию."
    wins when none alive(Мафия)
}
faction Мафия "Мафия" { wins when count alive(Мафия) >= count alive - count alive(Мафия) }
role Комиссар "Комиссар" : Город {
    description "Главный сыщик города."
    ability Проверка "Проверка" {
        description "Ночью узнаёт, мафия ли выбранный игрок."
        at night target one player alive other
        effect learn faction of target
    }
}
role Доктор "Доктор" : Город {
    ability Лечение "Лечение" {
        at night target one player alive
        limit not same target twice in a row
        effect protect target from kills this night
    }
}
role Мафиози "Мафиози" : Мафия {}
`;

async function load() {
    await kit.clear();
    const doc = await kit.parse(RULES, { documentUri: RULES_URI });
    expect(doc.parseResult.parserErrors).toEqual([]);
    return doc;
}

describe('descriptions', () => {
    it('the rules book shows the own description, else the generated text', async () => {
        const doc = await load();
        const root = doc.parseResult.value as RuleSet;
        const book = render(rulesBook(root, kit.services.shared.workspace.LangiumDocuments, 'ru'), 'text');
        expect(book).toContain('Мирные жители, которые ищут мафию.');
        expect(book).toContain('Главный сыщик города.');
        expect(book).toContain('Проверка — Фаза: Ночь; цель: 1 игрок (живой, не себя). Ночью узнаёт, мафия ли выбранный игрок.');
        expect(book).not.toContain('Узнаёт фракция');
        expect(book).toContain('Лечение — Фаза: Ночь; цель: 1 игрок (живой); одну цель — не два раза подряд. Защищает от убийств: цель.');
        const en = render(rulesBook(root, kit.services.shared.workspace.LangiumDocuments, 'en'), 'text');
        expect(en).toContain('Лечение — Phase: Ночь; target: one player (alive); not the same target twice in a row. Protects from kills: the target.');
        await clearDocuments(kit.services.shared, [doc]);
    });

    it('the role PM: «Ваша роль», the abilities with their descriptions, the faction and its win condition', async () => {
        const doc = await load();
        const model = collectRuleModel(doc.parseResult.value as RuleSet, kit.services.shared.workspace.LangiumDocuments);
        const pm = render(rolePm(model, { roles: ['Комиссар'], known: ['Вам известно: Вася — Доктор.'] }, 'ru'), 'bbcode');
        expect(pm).toMatch(/^\[b\]Ваша роль: Комиссар\[\/b\]/);
        expect(pm).toContain('Ночью узнаёт, мафия ли выбранный игрок.');
        expect(pm).toContain('Ваша фракция: Город');
        expect(pm).toContain('Победа: когда нет живых игроков из фракции «Мафия»');
        expect(pm).toContain('Вам известно: Вася — Доктор.');
        await clearDocuments(kit.services.shared, [doc]);
    });

    it('hover shows the description (own or generated)', async () => {
        await kit.clear();
        for (const [word, expected] of [['Прове|рка "Проверка" {', 'Ночью узнаёт, мафия ли выбранный игрок.'], ['Лече|ние "Лечение" {', 'Защищает от убийств: цель.']] as const) {
            const { text, offset } = at(RULES.replace(word.replace('|', ''), word));
            const doc = await kit.parse(text, { documentUri: RULES_URI });
            const hover = await kit.Mafia.lsp.HoverProvider!.getHoverContent(doc, { textDocument: { uri: RULES_URI }, position: doc.textDocument.positionAt(offset) });
            expect((hover?.contents as { value: string }).value.replace(/\\/g, '')).toContain(expected);
            await clearDocuments(kit.services.shared, [doc]);
        }
    });
});
