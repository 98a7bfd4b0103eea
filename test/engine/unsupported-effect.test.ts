// An effect the runtime does not implement is never skipped: the host is told, in the rule set's
// language (or the one asked for), from the one catalogue.
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../engine/context.js';
import { unsupported } from '../../engine/effects/messages.js';
import type { GameInput } from '../../engine/model/game-input.js';
import type { RuleSet } from '../../engine/model/ruleset.js';
import { runGame } from '../../engine/run.js';
import { rules } from './inline.js';

const TEXT = `
ruleset Тест "Тест"
setup { players 2..4 }
phase night "Ночь"
faction Город "Город" { wins when count alive == 99 }
role Житель "Житель" : Город {
    ability Стук "Стук" {
        at night
        target one player alive other
        effect kill target
    }
}
`;

/** The rule set with Стук's compiled effect replaced by one the runtime does not implement. */
async function withUnsupported(): Promise<RuleSet> {
    const rs = await rules(TEXT);
    const ability = rs.abilities.find((a) => a.key.endsWith('Стук'))!;
    const src = { file: 'inline.mafia', line: 10 };
    return { ...rs, abilities: rs.abilities.map((a) => (a === ability ? { ...a, effect: (c) => unsupported(c as Ctx, 'FutureEffect', src as never) } : a)) };
}

const game: GameInput = {
    seed: 1,
    players: [{ name: 'Аня', roles: ['Житель'] }, { name: 'Боря', roles: ['Житель'] }, { name: 'Вера', roles: ['Житель'] }],
    phases: [{ actions: [{ actor: 'Аня', ability: 'Стук', targets: ['Боря'] }] }],
};

describe('unsupported effects', () => {
    it('tell the host in Russian for a Russian rule set, in English with lang en', async () => {
        const rs = await withUnsupported();
        const host = (lang?: 'en') => runGame(rs, game, lang ? { lang } : {}).phases[0].events.filter((e) => e.kind === 'host').map((e) => e.text);
        expect(host()).toEqual(['Ведущему: эффект FutureEffect (строка 10) движок пока не разбирает — решите вручную.']);
        expect(host('en')).toEqual(['For the host: the effect FutureEffect (line 10) is not handled by the engine yet — adjudicate it by hand.']);
    });
});
