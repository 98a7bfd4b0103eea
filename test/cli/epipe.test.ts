// `mafia check … | head`: the reader closes the pipe early; the CLI stops quietly (no EPIPE stack trace).
import { spawn } from 'node:child_process';
import { expect, it } from 'vitest';

it('a reader that closes the pipe early gets no stack trace on stderr', async () => {
    const child = spawn(process.execPath, ['bin/mafia.cjs', 'check', 'examples/'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    child.stdout.once('data', () => child.stdout.destroy());
    await new Promise((done) => child.on('close', done));
    expect(stderr).toBe('');
});
