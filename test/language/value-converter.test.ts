import { EmptyFileSystem } from 'langium';
import { parseHelper } from 'langium/test';
import { describe, expect, it } from 'vitest';
import type { Ability, Document, Role, RuleSet } from '../../language/generated/ast.js';
import { createMafiaServices } from '../../language/mafia-module.js';
import { setMessageLanguage } from '../../language/l10n/message-lang.js';

// Behaviour tests, worded in English (test/l10n checks the Russian words).
setMessageLanguage({ explicit: 'en' });

const services = createMafiaServices(EmptyFileSystem).Mafia;
const parse = parseHelper<Document>(services);

describe('number values in the AST', () => {
    it('reads percentages and count words as numbers, not NaN', async () => {
        const doc = await parse(`ruleset T "Т"
role Р "Р" {
    ability А "А" {
        target two players
        chance 75%
        limit once per game
    }
}`);
        const role = (doc.parseResult.value as RuleSet).elements[0] as Role;
        const ability = role.members[0] as Ability;
        const target = ability.clauses.find((c) => c.$type === 'TargetClause') as { count: { value: number } };
        const chance = ability.clauses.find((c) => c.$type === 'ChanceClause') as { value: number };
        const limit = ability.clauses.find((c) => c.$type === 'LimitClause') as { limits: Array<{ count: number }> };
        expect(target.count.value).toBe(2);
        expect(chance.value).toBe(75);
        expect(limit.limits[0].count).toBe(1);
    });
});
