// `message <id> "…"` replaces a host text by its id. Texts whose catalogue key has a hyphen
// (`did-nothing`, `role-slot`, `new-role`, `status-on`…) are named without it: `message didNothing`.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runGame } from '../../engine/run.js';
import { compiledRules } from './compile.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('message overrides by id', () => {
    it('the deal PM\'s role line (role) and a hyphenated key (statusOn for status-on) speak the rule set\'s words', async () => {
        const vanilla = readFileSync('bench/vanilla.mafia', 'utf8');
        const file = join(dir, 'rules.mafia');
        writeFileSync(file, `${vanilla}
status Метка "Метка" { public }
role Метчик "Метчик" : Город {
    ability Пометить "Пометить" { at night  target one player alive other  effect give target status Метка for game }
}
message role "Вам выпала роль: {role}."
message statusOn "Ведущий: у игрока {player} теперь {status}."
`);
        const rules = await compiledRules(file);
        const result = runGame(rules, {
            players: [{ name: 'Аня', roles: ['Метчик'] }, { name: 'Боря', roles: ['Мафиози'] }, { name: 'Вера', roles: ['Мирный житель'] }, { name: 'Гоша', roles: ['Мирный житель'] }],
            phases: [{ votes: [] }, { actions: [{ actor: 'Аня', ability: 'Пометить', targets: ['Вера'] }] }],
        });
        const texts = result.phases.flatMap((p) => p.events.map((e) => e.text));
        expect(texts).toContain('Вам выпала роль: Метчик.');
        expect(texts).toContain('Ведущий: у игрока Вера теперь Метка.');
    });
});
