// Starts `mafia debug --stdio` (bin/mafia.cjs, the built CLI) and talks DAP to it with the
// maintained test client (@vscode/debugadapter-testsupport's DebugClient) over the child's stdio.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DebugClient } from '@vscode/debugadapter-testsupport';

export const repo = join(import.meta.dirname, '..', '..');
export const seed002 = join(repo, 'examples', 'seed-002');
export const townWins = join(seed002, 'game-town-wins.mafia');
export const rules002 = join(seed002, 'rules.mafia');

export interface Adapter { dc: DebugClient; child: ChildProcess; stderr: () => string; stop: () => Promise<void> }

export async function startAdapter(...flags: string[]): Promise<Adapter> {
    const child = spawn(process.execPath, [join(repo, 'bin', 'mafia.cjs'), 'debug', '--stdio', ...flags], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (d: Buffer) => { err += d.toString(); });
    const dc = new DebugClient('node', 'unused', 'mafia');
    dc.defaultTimeout = 20000;
    // DebugClient.start() spawns `runtime executable` with no arguments; the CLI needs `debug --stdio`.
    (dc as unknown as { connect: (r: NodeJS.ReadableStream, w: NodeJS.WritableStream) => void }).connect(child.stdout!, child.stdin!);
    return {
        dc, child, stderr: () => err,
        stop: async () => {
            if (child.exitCode === null) {
                const exited = new Promise((done) => child.once('exit', done));
                child.kill();
                await exited;
            }
        },
    };
}
