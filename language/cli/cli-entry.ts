// The `mafia` binary (bundled to out/cli.cjs; bin/mafia.cjs loads it).
import { runCli } from './main.js';
import { say } from '../../engine/l10n/catalogue.js';
import { usageLang } from './usage-lang.js';

// A reader that stops early (`mafia check … | head`) closes the pipe: the rest of the output is
// dropped quietly, as a Unix tool does, instead of an unhandled EPIPE with a stack trace; the exit
// code is still the command's (a `pipefail` script sees the errors `check` found).
for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (e: NodeJS.ErrnoException) => {
        if (e.code === 'EPIPE') return;
        if (stream !== process.stderr) process.stderr.write(`mafia: ${say(usageLang(process.argv.slice(2)), 'cli.cannotWriteOutput', { message: e.message })}\n`);
        process.exit(3);
    });
}

runCli(process.argv.slice(2)).then((code) => {
    if (code >= 0) process.exitCode = code;
});
