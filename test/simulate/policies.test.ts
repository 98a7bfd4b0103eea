// The bot policies on the shipped rule sets: every order they give is one the engine accepts
// (policy `random` picks among legal targets, so no order is rejected), the random vote is
// uniform among the other living players, and the default deal gives every side its seats.
import { describe, expect, it } from 'vitest';
import { Prng, startGame, type PhaseInput } from '../../engine/index.js';
import { defaultSetup, informedPolicy, randomPolicy, seatRoles, type Policy } from '../../engine/sim/index.js';
import { compiledRules } from '../engine/compile.js';
import { say } from '../../engine/l10n/catalogue.js';

// A target killed earlier in the same phase (a night's earlier stage): no order chosen before the
// phase can foresee it, and the engine now says so in `rejected` rather than only in the trace.
// Likewise an actor killed before his order's stage (the Commissioner shot before the checks).
const DIED_EARLIER = [say('ru', 'reject.target-died', { target: '', g: 'n' }), say('ru', 'reject.actor-died', { actor: '', g: 'n' })].map((t) => t.split(' ').slice(3).join(' '));

const SHIPPED = ['examples/seed-000/rules.mafia', 'examples/seed-002/rules.mafia', 'examples/seed-003/rules.mafia'];

describe('bot policies', () => {
    // Seeds 002 and 003: every order the bots give is accepted. Seed 000 has statuses given in the
    // middle of a phase (Тюрьма from an execution blocks the jailed player's other orders) and
    // limits that read this phase's votes («only when not self.voted»), which no order chosen
    // before the phase can foresee: there only a small share may fail. Seed 003 likewise: a delayed
    // «Поиск маньяка» result gives its holder «Нашёл маньяка» at the next phase's start, after the bots chose
    // (seed 3 meets it since the bots fill named player parameters: «Запугать и убить» became playable).
    it.each(SHIPPED.flatMap((f) => [[f, randomPolicy], [f, informedPolicy]] as Array<[string, Policy]>))('%s, %o: orders are accepted', async (file, policy) => {
        const rs = await compiledRules(file);
        const columns = seatRoles(rs, defaultSetup(rs, 12));
        let orders = 0;
        const refused: string[] = [];
        for (let seed = 1; seed <= 6; seed++) {
            const rng = new Prng(seed);
            const players = columns[0].map((_, i) => ({ name: `Игрок${i + 1}`, roles: columns.map((c) => c[i]) }));
            const g = startGame(rs, { players, seed }, { tables: false });
            const bots = policy.start(g, rng);
            for (let k = 0; k < 40 && !g.winner; k++) {
                // As the simulator plays: the bots are asked once the phase has begun (its passives in force).
                let input: PhaseInput = {};
                const result = g.runPhase(() => (input = bots.decide()));
                orders += input.actions?.length ?? 0;
                // Votes may be refused by the rules (a jailed or silenced voter); orders are what is checked.
                for (const r of result.rejected) if (r.ability !== 'vote' && !DIED_EARLIER.some((d) => r.reason.includes(d))) refused.push(`seed ${seed} phase ${k + 1}: ${r.actor} ${r.ability}: ${r.reason}`);
                bots.observe(result);
            }
        }
        expect(orders).toBeGreaterThan(20);
        if (file.includes('seed-000') || file.includes('seed-003')) expect(refused.length, refused.join('\n')).toBeLessThan(orders * 0.05);
        else expect(refused).toEqual([]);
    });

    it('random votes are uniform among the other living players, never for oneself', async () => {
        const rs = await compiledRules('bench/vanilla.mafia');
        const players = Array.from({ length: 5 }, (_, i) => ({ name: `P${i + 1}`, roles: [i === 0 ? 'Мафиози' : 'Мирный житель'] }));
        const g = startGame(rs, { players, seed: 1 }, { tables: false });
        const bots = randomPolicy.start(g, new Prng(3));
        const counts = new Map<string, number>();
        const rounds = 4000;
        for (let k = 0; k < rounds; k++) {
            const votes = bots.decide().votes ?? [];
            expect(votes).toHaveLength(5);
            const byP1 = votes.find((v) => v.voter === 'P1')!;
            for (const v of votes) expect(v.target).not.toBe(v.voter);
            counts.set(byP1.target, (counts.get(byP1.target) ?? 0) + 1);
        }
        expect([...counts.keys()].sort()).toEqual(['P2', 'P3', 'P4', 'P5']);
        // Each of the four has 1/4: 1000 ± 4.5 standard deviations (27.4).
        for (const n of counts.values()) expect(Math.abs(n - rounds / 4)).toBeLessThan(125);
    });

    it('the default deal gives every side its seats and keeps the player count', async () => {
        const rs = await compiledRules('examples/seed-002/rules.mafia');
        for (const n of [10, 14, 20, 30]) {
            const s = defaultSetup(rs, n);
            const byTitle = Object.fromEntries([...s.counts].map(([id, k]) => [rs.roles.find((r) => r.id === id)!.title, k]));
            expect([...s.counts.values()].reduce((a, b) => a + b, 0)).toBe(n);
            const mafia = rs.roles.filter((r) => r.faction === 'МафияКлан').reduce((a, r) => a + (s.counts.get(r.id) ?? 0), 0);
            expect(mafia).toBe(Math.floor(n / 4));
            expect(byTitle['Маньяк']).toBe(1);
            expect(byTitle['Комиссар']).toBe(1);
            expect(byTitle['Мирный житель']).toBeGreaterThan(0);
        }
    });
});

describe('bot policies on the mafiascum set (named player parameters)', () => {
    const deal = [
        ['Ven', 'Ventriloquist'], ['Mv', 'Mafia Ventriloquist'], ['Cop', 'Cop'], ['Doc', 'Doctor'], ['Bus', 'Busdriver'],
        ['Goo', 'Goon'], ['Ann', 'Villager'], ['Bob', 'Villager'], ['Cat', 'Villager'], ['Dan', 'Villager'],
    ];
    const play = async (policy: Policy, seed: number) => {
        const rs = await compiledRules('examples/mafiascum/rules.mafia');
        const g = startGame(rs, { players: deal.map(([name, role]) => ({ name, roles: [role] })), seed }, { tables: false });
        const bots = policy.start(g, new Prng(seed));
        const phases: Array<{ actions: unknown; rejected: unknown[] }> = [];
        for (let k = 0; k < 8 && !g.winner; k++) {
            let input: PhaseInput = {};
            const result = g.runPhase(() => (input = bots.decide()));
            phases.push({ actions: input.actions, rejected: result.rejected.filter((r) => r.ability !== 'vote') });
            bots.observe(result);
        }
        return phases;
    };

    it.each([['random', randomPolicy], ['informed', informedPolicy]] as Array<[string, Policy]>)('%s: the Ventriloquists possess, with a chosen player drawn, every order accepted; the same seed plays the same orders', async (_name, policy) => {
        let possessions = 0;
        for (let seed = 1; seed <= 4; seed++) {
            const phases = await play(policy, seed);
            for (const p of phases) {
                expect(p.rejected).toEqual([]);
                for (const a of (p.actions as Array<{ actor: string; ability?: string; targets?: string[]; args?: Record<string, string> }>) ?? []) {
                    if (a.ability !== 'Possess') continue;
                    possessions++;
                    expect(deal.map(([n]) => n)).toContain(a.args?.Victim);
                }
            }
            expect(await play(policy, seed)).toEqual(phases);
        }
        expect(possessions).toBeGreaterThan(4);
    });
});
