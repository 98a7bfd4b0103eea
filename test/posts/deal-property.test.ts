// Property test (fast-check): for every player count of each shipped rule set's setup and any seed,
// the deal `mafia deal` makes satisfies the setup — each listed role as many times as it says, the
// picked roles drawn from their pool and each at most once, the rest filled with the rest role,
// every player one role per slot — and the engine's own deal rules accept it; the same seed always
// gives the same deal and commitment.
import fc from 'fast-check';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deal as engineDeal } from '../../engine/deal.js';
import type { DealSetupDef, RuleSet as Compiled } from '../../engine/model/ruleset.js';
import { loadWorkspace } from '../../language/cli/workspace.js';
import { makeDeal } from '../../language/deal/make-deal.js';
import type { RuleSet } from '../../language/generated/ast.js';
import { compileRuleSet } from '../../language/run/compile-ruleset.js';
import type { LangiumDocuments } from 'langium';

const root = join(import.meta.dirname, '..', '..');
const loaded = new Map<string, { root: RuleSet; documents: LangiumDocuments; rs: Compiled }>();

beforeAll(async () => {
    for (const seed of ['seed-000', 'seed-002', 'seed-003']) {
        const { services, documents } = await loadWorkspace([join(root, 'examples', seed, 'rules.mafia')]);
        const all = services.shared.workspace.LangiumDocuments;
        const ast = documents[0].parseResult.value as RuleSet;
        loaded.set(seed, { root: ast, documents: all, rs: compileRuleSet(ast, all) });
    }
}, 120_000);

/** Checks a dealt set against the setup clause by reading the clause, independently of drawRoles. */
function satisfies(rs: Compiled, def: DealSetupDef, n: number, players: Array<{ roles: string[] }>): string[] {
    const problems: string[] = [];
    const slotOf = new Map(rs.roles.map((r) => [r.id, r.slot]));
    const slots = rs.slots.length === 0 ? [null] : rs.slots.map((s) => s.id);
    for (const p of players) {
        const mine = p.roles.map((r) => slotOf.get(r) ?? null);
        if (mine.length !== slots.length || slots.some((s) => !mine.includes(s))) problems.push(`a player's roles ${p.roles} are not one per slot`);
    }
    const counts = new Map<string, number>();
    for (const p of players) for (const r of p.roles) counts.set(r, (counts.get(r) ?? 0) + 1);
    const amount = (a: DealSetupDef['entries'][number]['amount']) => (a.kind === 'count' ? a.value : a.kind === 'players' ? Math.floor(n / a.divisor) : null);
    const explained = new Map<string, number>();
    for (const slot of slots) {
        const entries = def.entries.filter((e) => slot === null || slotOf.get(e.roles[0]) === slot);
        const fixed = entries.reduce((s, e) => s + (amount(e.amount) ?? 0), 0);
        const listed = new Set(entries.filter((e) => !e.pick).flatMap((e) => e.roles));
        for (const e of entries) {
            const want = amount(e.amount) ?? n - fixed;
            if (!e.pick) {
                if ((counts.get(e.roles[0]) ?? 0) < want) problems.push(`${e.roles[0]}: ${counts.get(e.roles[0]) ?? 0} < ${want}`);
                explained.set(e.roles[0], (explained.get(e.roles[0]) ?? 0) + want);
            } else {
                const drawn = e.roles.filter((r) => !listed.has(r) && counts.has(r) && !explained.has(r));
                if (drawn.length !== want) problems.push(`pick ${want} of ${e.roles}: drew ${drawn.length}`);
                for (const r of drawn) { if (counts.get(r) !== 1) problems.push(`${r} picked ${counts.get(r)} times`); explained.set(r, 1); }
            }
        }
    }
    for (const [r, k] of counts) if (explained.get(r) !== k) problems.push(`${r}: dealt ${k}, the setup gives ${explained.get(r) ?? 0}`);
    return problems;
}

describe('mafia deal: every dealt set satisfies the setup', () => {
    for (const seed of ['seed-000', 'seed-002', 'seed-003']) {
        it(`${seed}: any player count of its setups, any seed`, () => {
            const { root: ast, documents, rs } = loaded.get(seed)!;
            const deals = rs.setup.deals ?? [];
            expect(deals.length).toBeGreaterThan(0);
            const min = Math.min(...deals.map((d) => d.min));
            const max = Math.max(...deals.map((d) => d.max));
            fc.assert(fc.property(fc.integer({ min, max }), fc.string({ minLength: 16, maxLength: 40 }), (n, s) => {
                const names = Array.from({ length: n }, (_, i) => `Игрок${i + 1}`);
                const dealt = makeDeal(ast, documents, rs, { names, seed: s, lang: 'ru' });
                expect(dealt.source).toBe('setup');
                const def = deals.find((d) => n >= d.min && n <= d.max)!;
                const players = dealt.roleIds.map((roles) => ({ roles }));
                expect(satisfies(rs, def, n, players)).toEqual([]);
                // The engine's deal rules (role counts, unique slots) accept it as a game's deal.
                expect(() => engineDeal(rs, { players: names.map((name, i) => ({ name, roles: dealt.roleIds[i] })) })).not.toThrow();
                expect(dealt.commitment).toMatch(/^[0-9a-f]{64}$/);
                // Same seed, same deal and commitment.
                const again = makeDeal(ast, documents, rs, { names, seed: s, lang: 'ru' });
                expect(again.players).toEqual(dealt.players);
                expect(again.commitment).toBe(dealt.commitment);
            }), { numRuns: 40 });
        }, 300_000);
    }

    it('seed 000: every player gets an explicit and a secret role, each role at most once', () => {
        const { root: ast, documents, rs } = loaded.get('seed-000')!;
        const names = Array.from({ length: 13 }, (_, i) => `P${i}`);
        const dealt = makeDeal(ast, documents, rs, { names, seed: 'a long enough seed for the test', lang: 'ru' });
        const all = dealt.roleIds.flat();
        expect(new Set(all).size).toBe(26);
        for (const roles of dealt.roleIds) expect(roles.map((r) => rs.roles.find((x) => x.id === r)!.slot).sort()).toEqual(['Тайная', 'Явная']);
        for (const core of ['Босс', 'Киллер', 'Сыщик', 'Полицейский', 'МирныйЖитель']) expect(all).toContain(core);
    });

    it('different seeds give different deals', () => {
        const { root: ast, documents, rs } = loaded.get('seed-003')!;
        const names = Array.from({ length: 24 }, (_, i) => `P${i}`);
        const deals = new Set(Array.from({ length: 8 }, (_, k) => JSON.stringify(makeDeal(ast, documents, rs, { names, seed: `seed number ${k} of eight`, lang: 'ru' }).players)));
        expect(deals.size).toBe(8);
    });
});
