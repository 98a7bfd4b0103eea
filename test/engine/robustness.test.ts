// Nothing throws: random legal play and random garbage (unknown names, wrong targets, dead
// actors, missing options, bad arguments) on every shipped rule set give results, never
// exceptions; and random play is deterministic for a seed.
import { describe, expect, it } from 'vitest';
import type { GameInput, PhaseInput } from '../../engine/model/game-input.js';
import { Prng } from '../../engine/prng.js';
import { randomPhase } from '../../engine/random-orders.js';
import { runGame, startGame } from '../../engine/run.js';
import type { RuleSet } from '../../engine/model/ruleset.js';
import { compiledRules } from './compile.js';

const RULESETS = ['examples/seed-002/rules.mafia', 'examples/seed-000/rules.mafia', 'examples/seed-003/rules.mafia'];

/** A deal that fits the rule set: one role per slot (or one role), from its own roles. */
function randomDeal(rs: RuleSet, n: number, rng: Prng): GameInput['players'] {
    const players: GameInput['players'] = [];
    const unique = new Map<string, Set<string>>();
    for (let i = 0; i < n; i++) {
        const roles: string[] = [];
        const slots = rs.slots.length > 0 ? rs.slots.map((s) => s.id) : [null];
        for (const slot of slots) {
            const pool = rs.roles.filter((r) => r.slot === slot && !(unique.get(slot ?? '')?.has(r.id)));
            if (pool.length === 0) continue;
            const role = pool[rng.int(pool.length)];
            if (rs.slots.find((s) => s.id === slot)?.unique) unique.set(slot!, (unique.get(slot!) ?? new Set()).add(role.id));
            roles.push(role.title);
        }
        players.push({ name: `Игрок ${i + 1}`, roles });
    }
    return players;
}

/** As many players as unique slots allow. */
function maxPlayers(rs: RuleSet): number {
    const unique = rs.slots.filter((s) => s.unique).map((s) => rs.roles.filter((r) => r.slot === s.id).length);
    return unique.length > 0 ? Math.min(...unique) : 30;
}

function garbage(rs: RuleSet, names: string[], rng: Prng): PhaseInput {
    const pick = <T>(a: T[]) => a[rng.int(a.length)];
    const words = [...names, 'Никто', 'ghost', 'ИГРОК 1', 'игрок  2', 'игрок 3 ', ...rs.roles.map((r) => r.title), ...rs.abilities.map((a) => a.title)];
    const actions = Array.from({ length: 1 + rng.int(12) }, () => ({
        actor: pick(words) || 'x',
        ...(rng.next() < 0.8 ? { ability: pick(words) || 'y' } : {}),
        ...(rng.next() < 0.8 ? { targets: Array.from({ length: rng.int(4) }, () => pick(words) || 'z') } : {}),
        ...(rng.next() < 0.3 ? { args: { role: pick(words) || 'r', option: pick(words) || 'o', guise: pick(words) || 'g', число: rng.int(5) } } : {}),
    }));
    const votes = Array.from({ length: rng.int(12) }, () => ({ voter: pick(words) || 'v', target: pick(words) || 't', ...(rng.next() < 0.3 ? { kind: (rng.next() < 0.5 ? 'for' : 'against') as 'for' | 'against' } : {}) }));
    const host = rng.next() < 0.1 ? [{ remove: pick(words) || 'h', reveal: rng.next() < 0.5 }] : [];
    return { actions, votes, host };
}

describe.each(RULESETS)('%s', (path) => {
    it('random legal play: 40 games to the end (or 150 phases), none throws, each replays identically', async () => {
        const rs = await compiledRules(path);
        for (let game = 1; game <= 40; game++) {
            const rng = new Prng(game);
            const players = randomDeal(rs, Math.min(8 + rng.int(14), maxPlayers(rs)), rng);
            const g = startGame(rs, { players, seed: game });
            const phases: PhaseInput[] = [];
            for (let k = 0; k < 150 && !g.winner; k++) {
                const input = randomPhase(g, rng);
                phases.push(input);
                g.runPhase(input);
            }
            const replay = runGame(rs, { players, seed: game, phases }, { trace: true });
            expect(JSON.stringify(replay.winner)).toBe(JSON.stringify(g.winnerJson()));
            expect(JSON.stringify(runGame(rs, { players, seed: game, phases }, { trace: true }))).toBe(JSON.stringify(replay));
        }
    });

    it('garbage orders and votes: results with reasons, never an exception', async () => {
        const rs = await compiledRules(path);
        let rejected = 0;
        for (let game = 1; game <= 40; game++) {
            const rng = new Prng(1000 + game);
            const players = randomDeal(rs, Math.min(6 + rng.int(10), maxPlayers(rs)), rng);
            const names = players.map((p) => p.name);
            const phases = Array.from({ length: 12 }, () => garbage(rs, names, rng));
            const result = runGame(rs, { players, seed: game, phases }, { trace: true });
            for (const p of result.phases) {
                for (const r of p.rejected) expect(r.reason.length).toBeGreaterThan(5);
                rejected += p.rejected.length;
            }
        }
        expect(rejected).toBeGreaterThan(100);
    });
});
