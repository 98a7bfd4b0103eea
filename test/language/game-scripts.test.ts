import { EmptyFileSystem } from 'langium';
import { clearDocuments, parseHelper } from 'langium/test';
import { afterEach, describe, expect, it } from 'vitest';
import type { Document, GameScript } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const services = createMafiaServices(EmptyFileSystem).Mafia;
const parse = parseHelper<Document>(services);
afterEach(() => clearDocuments(services.shared));

const RULES = `ruleset Р "Р"
phase night "Ночь"
faction Город "Город" { wins when none alive(Маньяк) }
role Маньяк "Маньяк" : Город {
    ability Засада "Засада" { at night effect give self status ВЗасаде this night }
}
role Священник "Священник" : Город {
    ability Беседы "Беседы о вечном" { at night target one player effect block target }
}
status ВЗасаде "В засаде"
`;

describe('game scripts', () => {
    it('keeps an order without targets apart from the next order (the arrow introduces targets)', async () => {
        await parse(RULES, { documentUri: 'file:///g/rules.mafia' });
        const doc = await parse(`game "g" rules "rules.mafia"
players {
    Маша: Маньяк
    "Катя К.": Священник
}
night 1 {
    Маша: Засада
    "Катя К.": "Беседы о вечном" -> Маша
}`, { documentUri: 'file:///g/game.mafia', validation: true });
        expect(doc.parseResult.parserErrors).toEqual([]);
        expect(doc.diagnostics?.filter((d) => d.severity === 1)).toEqual([]);
        const [first, second] = (doc.parseResult.value as GameScript).phases[0].entries as Array<{ actor: { ref?: { name: string } }; ability: { ref?: { name: string } }; targets: Array<{ ref?: { name: string } }> }>;
        expect([first.actor.ref?.name, first.ability.ref?.name, first.targets.length]).toEqual(['Маша', 'Засада', 0]);
        expect([second.actor.ref?.name, second.ability.ref?.name, second.targets.map((t) => t.ref?.name)]).toEqual(['Катя К.', 'Беседы', ['Маша']]);
    });
});
