// The `mafia` binary (bundled to out/cli.cjs; bin/mafia.cjs loads it).
import { runCli } from './main.js';

// A reader that stops early (`mafia check … | head`) closes the pipe: stop quietly, as a Unix
// tool does, instead of an unhandled EPIPE with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
});

runCli(process.argv.slice(2)).then((code) => {
    if (code >= 0) process.exitCode = code;
});
