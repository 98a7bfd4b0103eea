// Runs the `mafia` CLI: in-process (fast) or as the built binary (what users run).
import { spawnSync } from 'node:child_process';
import { runCli } from '../../language/cli/main.js';

export interface CliRun { code: number; stdout: string; stderr: string }

export async function mafia(...argv: string[]): Promise<CliRun> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, (s) => { out.push(s); return true; }, (s) => { err.push(s); return true; });
    return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

/** The bundled binary, as `npx mafia` runs it (needs `node scripts/build.mjs` first: `npm test` does it). */
export function mafiaBinary(...argv: string[]): CliRun {
    const r = spawnSync(process.execPath, ['bin/mafia.cjs', ...argv], { encoding: 'utf8' });
    return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
}
