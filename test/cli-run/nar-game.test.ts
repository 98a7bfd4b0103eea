// `mafia run` on a game script of the actions-on-actions rule set (resolution natural): the result
// JSON carries the held-over shot and the possession, with their reasons in the trace.
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../engine/model/result.js';
import { mafia } from './cli.js';

describe('mafia run: actions on actions', () => {
    it('adjudicates a held-over shot and a possessed kill, with the reasons in the trace', async () => {
        const run = await mafia('run', 'test/fixtures/nar/game-delay.mafia', '--format', 'json', '--trace');
        expect(run.code).toBe(0);
        const result = JSON.parse(run.stdout) as GameResult;
        const [night1, day1, night2] = result.phases;
        expect(night1.events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['Goon']);
        expect(night1.trace!.map((t) => `${t.actor} ${t.outcome}: ${t.note}`)).toEqual(expect.arrayContaining([
            "Vig blocked: Vig's order is held over to Night 2: no effect now",
            'Goon redirected: Goon is possessed: the first target of the order becomes Goon (was Ann)',
        ]));
        expect(day1.events.filter((e) => e.kind === 'death')).toEqual([]);
        expect(night2.events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['Goon2']);
        // A note step: the contract's outcome `applied`, the engine's kind of step in `detail`.
        expect(night2.trace!.map((t) => `${t.actor} ${t.outcome} (${(t as { detail?: string }).detail}): ${t.note}`)).toContain("Vig applied (info): Vig's order held over from Night 1 resolves first");
        expect(result.winner).toEqual({ factions: ['Town'], players: ['Del', 'Vig', 'Vent', 'Ann', 'Bob'] });
    });
});
