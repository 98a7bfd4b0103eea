import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const mafiaBin = join(repoRoot, 'bin', 'mafia.cjs');

export interface CliResult { code: number | null; stdout: string; stderr: string }

/** Runs the built `mafia` binary as a user would (the bundle must be built: `npm test` does). */
export function mafia(args: string[], cwd = repoRoot): CliResult {
    const r = spawnSync(process.execPath, [mafiaBin, ...args], { cwd, encoding: 'utf8', timeout: 60000 });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
