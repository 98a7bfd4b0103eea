// The second black-box audit of the mafiascum role set (test/fixtures/audit-ms2/, copied from the audit's
// cases with their rule-set path fixed): each finding fixed, on the audit's own game file, against the
// section of shared/peer/ROLES.md it found broken.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RunResult } from '../../engine/run.js';
import { runGame } from '../../engine/run.js';
import { compiledRules } from './compile.js';

const MS = 'examples/mafiascum/rules.mafia';
const play = async (name: string): Promise<RunResult> =>
    runGame(await compiledRules(MS), JSON.parse(readFileSync(`test/fixtures/audit-ms2/${name}.json`, 'utf8')));
const learned = (r: RunResult, phase: number) => r.phases[phase].events.filter((e) => e.kind === 'learn').map((e) => e.text);

describe('G8: the Lyncher\'s fate looks only at his target (ROLES 7)', () => {
    it('i_dead_lyncher_wins: killed on Night 0, he wins when his target is lynched on Day 1', async () => {
        const r = await play('i_dead_lyncher_wins');
        expect(r.winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['L', 'T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
    it('d_lyncher_target_killed: a target who died otherwise still loses him the game', async () => {
        const r = await play('d_lyncher_target_killed');
        expect(r.winner).toEqual({ factions: ['Town'], players: ['T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
    it('d_lyncher_then_town: alive, he wins with Town as before', async () => {
        const r = await play('d_lyncher_then_town');
        expect(r.winner).toEqual({ factions: ['Town', 'Third-Party'], players: ['L', 'T', 'Vig', 'F1', 'F2', 'F3', 'F4'] });
    });
});
