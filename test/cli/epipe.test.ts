// `mafia check … | head`: the reader closes the pipe early; the CLI stops quietly (no EPIPE stack
// trace) and still exits with the command's own code (examples/ holds files with errors: 1).
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

it('a reader that closes the pipe early gets no stack trace, and the exit code is the command\'s', async () => {
    const child = spawn(process.execPath, ['bin/mafia.cjs', 'check', 'examples/'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise<number | null>((done) => child.on('close', done));
    expect(stderr).toBe('');
    expect(code).toBe(1);
});
