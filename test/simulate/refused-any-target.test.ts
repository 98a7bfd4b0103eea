// The bots' shortcut: a refusal that holds whatever the targets (the actor blocked, an argument
// missing, a limit whose condition does not name `target`) ends the search for a legal target
// (engine/sim/legal-orders.ts SingleTargets, engine/random-orders.ts). Checked against the search
// without it, target by target, at every phase of random games of the seeds: the legal targets
// found must be the very same, and the shortcut must have been taken.
import { describe, expect, it } from 'vitest';
import { Prng, startGame, type PhaseInput } from '../../engine/index.js';
import { defaultSetup, randomPolicy, seatRoles } from '../../engine/sim/index.js';
import { choicesOf, inComingPhase, legalOrder, orderFor, SingleTargets } from '../../engine/sim/legal-orders.js';
import { compiledRules } from '../engine/compile.js';
import type { Game } from '../../engine/game.js';

/** Every one-target choice of every living player now: the targets found with and without the shortcut. */
function compareChoices(g: Game): { differ: string[]; shortcuts: number; choices: number } {
    const differ: string[] = [];
    let shortcuts = 0;
    let choices = 0;
    inComingPhase(g, () => {
        const alive = g.census().alive;
        for (const p of alive) {
            for (const choice of choicesOf(g, p, alive)) {
                if (!choice.target || choice.target.count !== 1 || choice.target.upTo || choice.roleParam || choice.playerParams.length > 0) continue;
                choices++;
                const found = new SingleTargets(g, choice, null).all().map((t) => t.name);
                let anyTarget = false;
                const each = choice.pool.filter((t) => {
                    const o = legalOrder(g, orderFor(choice, [t], null));
                    if (!o && g.refusedAnyTarget) anyTarget = true;
                    return o !== null;
                }).map((t) => t.name);
                if (anyTarget) shortcuts++;
                if (found.join(',') !== each.join(',')) differ.push(`${g.phase.id} ${g.index}: ${p.name} ${choice.ability.key}: ${found.join(',')} vs ${each.join(',')}`);
                // A refusal said to hold for any target: no target was accepted.
                if (anyTarget) expect(each).toEqual([]);
            }
        }
    });
    return { differ, shortcuts, choices };
}

describe('a refusal whatever the targets ends the search for a legal target', () => {
    it.each(['examples/seed-000/rules.mafia', 'examples/seed-003/rules.mafia', 'examples/mafiascum/rules.mafia'])('%s: the same legal targets as checking each', async (file) => {
        const rs = await compiledRules(file);
        const columns = seatRoles(rs, defaultSetup(rs, 12));
        const differ: string[] = [];
        let shortcuts = 0;
        let choices = 0;
        for (let seed = 1; seed <= 4; seed++) {
            const players = columns[0].map((_, i) => ({ name: `Игрок${i + 1}`, roles: columns.map((c) => c[i]) }));
            const g = startGame(rs, { players, seed }, { tables: false });
            const bots = randomPolicy.start(g, new Prng(seed));
            for (let k = 0; k < 30 && !g.winner; k++) {
                const r = compareChoices(g);
                differ.push(...r.differ);
                shortcuts += r.shortcuts;
                choices += r.choices;
                let input: PhaseInput = {};
                bots.observe(g.runPhase(() => (input = bots.decide())));
                void input;
            }
        }
        expect(differ).toEqual([]);
        expect(choices).toBeGreaterThan(50);
        // Seed 000 has abilities with `param text` and `only when` limits on the holder only: the shortcut is taken there.
        if (file.includes('seed-000')) expect(shortcuts).toBeGreaterThan(10);
    });
});
