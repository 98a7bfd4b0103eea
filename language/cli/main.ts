import { Command, CommanderError, Option } from 'commander';
import { checkCommand } from './check-command.js';
import { RuleErrors, UsageError } from './errors.js';

/** `--lang ru|en` on every command: the language of the tool's own words (default: the rule set's). */
const langOption = () => new Option('--lang <lang>', 'language of the tool\'s own words (default: the rule set\'s)').choices(['ru', 'en']);

declare const __MAFIA_VERSION__: string;

/** Builds the `mafia` program; exit codes follow the CLI contract (0 ok, 1 rule errors, 2 usage). */
export function createProgram(out: (s: string) => void, err: (s: string) => void = (s) => process.stderr.write(s + '\n')): { program: Command; exitCode: () => number } {
    let code = 0;
    const program = new Command('mafia')
        .description('Rules language, compiler and engine for forum Mafia games.')
        .version(typeof __MAFIA_VERSION__ === 'string' ? __MAFIA_VERSION__ : '0.0.0-dev', '-V, --version')
        .exitOverride()
        .showHelpAfterError('(run mafia --help for usage)');

    program.command('check')
        .description('parse and validate rule sets and game scripts (a folder means every .mafia file under it)')
        .argument('<paths...>', 'files or folders')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
        .addOption(langOption())
        .action(async (paths: string[], opts: { format: 'text' | 'json'; lang?: 'ru' | 'en' }) => {
            code = await checkCommand(paths, opts, out);
        });

    program.command('generate')
        .description('compile a rule set into an executable engine module')
        .argument('<ruleset>', 'the .mafia rule set')
        .option('-o, --out <dir>', 'output folder', 'generated')
        .option('--bundle', 'bundle the module and the runtime into one standalone file')
        .addOption(langOption())
        .action(async (ruleset: string, opts: { out: string; bundle?: boolean; lang?: 'ru' | 'en' }) => {
            const { generateCommand } = await import('./generate-command.js');
            code = await generateCommand(ruleset, opts, out);
        });

    program.command('run')
        .description('run a game script (text or JSON) phase by phase and print each phase\'s result')
        .argument('<game>', 'game script (.mafia) or game JSON (.json)')
        .option('--seed <n>', 'override the game\'s seed', parseInteger('--seed'))
        .option('--phases <k>', 'run only the first K phases', parseInteger('--phases'))
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
        .option('--trace', 'include the resolution trace')
        .addOption(langOption())
        .action(async (game: string, opts: { seed?: number; phases?: number; format: 'text' | 'json'; trace?: boolean; lang?: 'ru' | 'en' }) => {
            const { runCommand } = await import('./run-command.js');
            code = await runCommand(game, opts, out, err);
        });

    program.command('simulate')
        .description('play many bot games per player count and report each faction\'s win rate with a 95% interval')
        .argument('<ruleset>', 'the .mafia rule set')
        .option('--players <n>', 'a player count N or a range A..B (default: the rule set\'s players range)')
        .option('--roles <list>', 'exactly these roles: "Role:N,Role:N" (display names; fixes the player count)')
        .option('--games <g>', 'games per player count', '1000')
        .addOption(new Option('--policy <policy>', 'how the bots play').choices(['random', 'informed']).default('random'))
        .option('--workers <k>', 'worker threads (the figures do not depend on it)', '1')
        .option('--seed <s>', 'seed of the whole run', '1')
        .option('--exact', 'also compute the exact win probabilities (rule sets that reduce to counts)')
        .option('--max-phases <p>', 'phase cap: a game still running then is unfinished', '300')
        .option('--timing', 'print the games per second on stderr')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'svg', 'html']).default('text'))
        .addOption(langOption())
        .action(async (ruleset: string, opts: import('./simulate-command.js').SimulateOptions) => {
            const { simulateCommand } = await import('./simulate-command.js');
            code = await simulateCommand(ruleset, opts, out, err);
        });

    program.command('lsp')
        .description('start the language server (for Neovim, Helix, Emacs, ...)')
        .option('--stdio', 'talk LSP over stdin/stdout')
        .addOption(langOption())
        .allowUnknownOption(true)
        .action(async (opts: { lang?: 'ru' | 'en' }) => {
            const { startServer } = await import('../main.js');
            startServer({ lang: opts.lang });
            code = -1; // keep running until the client exits
        });

    return { program, exitCode: () => code };
}

function parseInteger(flag: string) {
    return (value: string): number => {
        if (!/^-?\d+$/.test(value)) throw new UsageError(`${flag} expects a whole number, got '${value}'`);
        return Number(value);
    };
}

/** Runs the CLI; resolves to the process exit code (-1: a server that keeps running). */
export async function runCli(argv: string[], out = (s: string) => process.stdout.write(s + '\n'), err = (s: string) => process.stderr.write(s + '\n')): Promise<number> {
    const { program, exitCode } = createProgram(out, err);
    program.configureOutput({ writeOut: (s) => out(s.replace(/\n$/, '')), writeErr: (s) => err(s.replace(/\n$/, '')) });
    try {
        await program.parseAsync(argv, { from: 'user' });
        return exitCode();
    } catch (e) {
        // Commander has printed the message; it exits 0 only for --help and --version (no command
        // at all prints the help as an error: bad usage).
        if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
        if (e instanceof UsageError) { err(`mafia: ${e.message}`); return 2; }
        if (e instanceof RuleErrors) { if (e.message) err(e.message); return 1; }
        err(`mafia: internal error: ${e instanceof Error ? e.message : String(e)}`);
        return 3;
    }
}
