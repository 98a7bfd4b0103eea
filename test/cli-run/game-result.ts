// Reading a game's result JSON in CLI tests: the game run through the real CLI, a phase by its label
// («night 1»), who died in it.
import { expect } from 'vitest';
import type { GameResult } from '../../engine/model/result.js';
import { mafia } from './cli.js';

export type Phase = GameResult['phases'][number];

/** `mafia run FILE --format json`, which must succeed with nothing on stderr. */
export async function runJson(file: string): Promise<GameResult> {
    const r = await mafia('run', file, '--format', 'json');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout) as GameResult;
}

/** The phase labelled `kind number` («day 2»). */
export function phaseAt(r: GameResult, label: string): Phase {
    const p = r.phases.find((x) => `${x.phase.kind} ${x.phase.number}` === label);
    if (!p) throw new Error(`no phase ${label}`);
    return p;
}

export const deathsIn = (p: Phase): Array<string | undefined> => p.events.filter((e) => e.kind === 'death').map((e) => e.subject);
