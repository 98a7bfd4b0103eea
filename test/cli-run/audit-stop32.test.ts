// Findings of stop 32's and stop 33's outside audits and notes, through the CLI (test/fixtures/audit-stop32, audit-stop33).
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';

const DIR = 'test/fixtures/audit-stop32';

describe('a game script that writes a phase after one that comes later in the game', () => {
    const file = `${DIR}/s002-out-of-order.mafia`;
    it('is warned by `mafia check` at the phase written out of place', async () => {
        const r = await mafia('check', file, '--format', 'json');
        const diagnostics = (JSON.parse(r.stdout) as { files: Array<{ diagnostics: Array<{ code: string; line: number; message: string }> }> }).files[0].diagnostics;
        expect(diagnostics).toEqual([expect.objectContaining({ code: 'phase-out-of-order', severity: 'warning', line: 15 })]);
        expect(diagnostics[0].message).toBe('night 1 записана после day 2, но в игре идёт раньше: она пройдёт на своём месте, до day 2. Перенесите её выше.');
    });
    it('runs night 1 in its place, before day 2, and says so on stderr', async () => {
        const r = await mafia('run', file, '--format', 'json', '--lang', 'en');
        expect(r.code).toBe(0);
        expect(r.stderr).toBe(`${file}:15:1: warning [phase-out-of-order] night 1 is written after day 2 but comes before it in the game: it is played in its place, before day 2. Move it up.`);
        const phases = (JSON.parse(r.stdout) as { phases: Array<{ phase: { kind: string; number: number } }> }).phases;
        expect(phases.map((p) => `${p.phase.kind} ${p.phase.number}`)).toEqual(['day 1', 'night 1', 'day 2']);
    });
});

describe('an order argument the ability takes no parameter for (outside audit, stop 33)', () => {
    const file = 'test/fixtures/audit-stop33/ms-guess.mafia';
    it('`mafia run` says on stderr, as `mafia check` does, that the guess is not used, and carries the order out', async () => {
        const r = await mafia('run', file, '--format', 'json', '--lang', 'en');
        expect(r.code).toBe(0);
        expect(r.stderr).toBe(`${file}:11:29: warning [unknown-parameter] 'Investigate' takes no 'guess': it declares no such parameter (and no options), so the engine carries the order out without it.`);
        const result = JSON.parse(r.stdout) as { phases: Array<{ events: Array<{ to?: string[]; text?: string }> }> };
        expect(result.phases[0].events.some((e) => e.to?.includes('Cop') && /Gus/.test(e.text ?? ''))).toBe(true);
    });
});
