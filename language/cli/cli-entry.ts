// The `mafia` binary (bundled to out/cli.cjs; bin/mafia.cjs loads it).
import { runCli } from './main.js';

runCli(process.argv.slice(2)).then((code) => {
    if (code >= 0) process.exitCode = code;
});
