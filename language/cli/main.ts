import { Command, CommanderError, Option } from 'commander';
import { checkCommand } from './check-command.js';
import { say } from '../../engine/l10n/catalogue.js';
import { RuleErrors, usage, UsageError } from './errors.js';
import { commanderMessage, usageLang } from './usage-lang.js';

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
        // Commander's own complaints (unknown option, missing argument, …) are printed by runCli, in
        // the user's language; subcommands inherit this when they are added below.
        .configureOutput({ writeOut: (s) => out(s.replace(/\n$/, '')), writeErr: (s) => err(s.replace(/\n$/, '')), outputError: () => undefined });

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
        .addOption(new Option('--format <format>', 'output format (bbcode, markdown: posts ready to paste)').choices(['text', 'json', 'bbcode', 'markdown']).default('text'))
        .option('--trace', 'include the resolution trace')
        .addOption(langOption())
        .action(async (game: string, opts: import('./run-command.js').RunOptions) => {
            const { runCommand } = await import('./run-command.js');
            code = await runCommand(game, opts, out, err);
        });

    program.command('rules-book')
        .description('the rules post generated from the rule set: factions, roles, abilities, voting, resolution order')
        .argument('<ruleset>', 'the .mafia rule set')
        .addOption(new Option('--format <format>', 'output format').choices(['bbcode', 'markdown', 'html', 'text']).default('bbcode'))
        .addOption(langOption())
        .action(async (ruleset: string, opts: import('./rules-book-command.js').RulesBookOptions) => {
            const { rulesBookCommand } = await import('./rules-book-command.js');
            code = await rulesBookCommand(ruleset, opts, out);
        });

    program.command('deal')
        .description('deal the rule set\'s setup to the players signed up, with a commitment and the role PMs; --verify checks a revealed deal')
        .argument('[ruleset]', 'the .mafia rule set')
        .option('--players <file>', 'the players: one nickname a line')
        .option('--seed <s>', 'the seed (everything follows from it; default: a fresh 128-bit one, printed)')
        .option('--roles <list>', 'exactly these roles: "Role:N,Role:N" (display names)')
        .option('-o, --out <game>', 'write the game script header (players and deal) to this file')
        .option('--force', 'overwrite the -o file if it exists')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'bbcode']).default('text'))
        .addOption(langOption())
        .option('--verify <reveal>', 'check a revealed deal (the JSON of --format json, or a game script) against its commitment')
        .option('--salt <salt>', 'with --verify: the revealed salt')
        .option('--commitment <hex>', 'with --verify: the commitment posted before the game')
        .action(async (ruleset: string | undefined, opts: import('./deal-command.js').DealOptions) => {
            const { dealCommand } = await import('./deal-command.js');
            code = await dealCommand(ruleset, opts, out, err);
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
        .option('--chart <file>', 'also write the chart (SVG, as --format svg draws it) to this file')
        .addOption(new Option('--progress <mode>', 'progress on stderr: a bar on a terminal (auto), a line "progress DONE TOTAL" per step (lines, for tools), or none').choices(['auto', 'lines', 'none']).default('auto'))
        .addOption(langOption())
        .action(async (ruleset: string, opts: import('./simulate-command.js').SimulateOptions) => {
            const { simulateCommand } = await import('./simulate-command.js');
            code = await simulateCommand(ruleset, opts, out, err);
        });

    program.command('debug')
        .description('start the debug adapter (Debug Adapter Protocol; for VS Code, nvim-dap, dap-mode, ...)')
        .option('--stdio', 'talk DAP over stdin/stdout')
        .action(async () => {
            const { debugCommand } = await import('./debug-command.js');
            debugCommand();
            code = -1; // keep running until the client disconnects
        });

    program.command('votes')
        .description('count the day\'s votes from forum thread pages saved from the browser, by the rule set\'s vote-post rules')
        .argument('<threads...>', 'saved HTML pages of the game thread (phpBB 3, vBulletin 4/5, XenForo 2, IPB/Invision)')
        .requiredOption('--rules <ruleset>', 'the .mafia rule set')
        .option('--players <list>', 'the living players, comma-separated ("Петя=Коля": Коля plays Петя\'s slot)')
        .option('--game <game>', 'the game script (.mafia): living players, substitutes, host, deadline')
        .option('--day <n>', 'the day to count (default: the last day of the game script)', parseInteger('--day'))
        .option('--until <time>', 'the deadline: posts made or edited later do not count ("2026-12-01 20:00", in the page\'s time zone unless an offset is given)')
        .option('--today <date>', 'the day the pages were saved ("2026-12-01", or "2026-12-01 21:50" in the page\'s time zone): what «Сегодня, 20:05», "Yesterday at 8:05 PM" and "5 minutes ago" are relative to (default: the page\'s own clock, else the file\'s modification time, with a warning)')
        .option('--host <nick...>', 'the host\'s nicknames (his posts are not votes; default: the game script\'s host, else the thread\'s first poster)')
        .option('--append <game>', 'write the counted votes into the game script\'s day')
        .option('--force', 'with --append: replace the day\'s votes written before')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json', 'bbcode']).default('text'))
        .addOption(langOption())
        .action(async (threads: string[], opts: import('./votes-command.js').VotesOptions) => {
            const { votesCommand } = await import('./votes-command.js');
            code = await votesCommand(threads, opts, out, err);
        });

    program.command('status')
        .description('the current phase of a game: who has abilities to use and has sent no order, uses left, risk of removal for missed votes')
        .argument('<game>', 'the game script (.mafia)')
        .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
        .addOption(langOption())
        .action(async (game: string, opts: import('./status-command.js').StatusOptions) => {
            const { statusCommand } = await import('./status-command.js');
            code = await statusCommand(game, opts, out);
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
        if (!/^-?\d+$/.test(value)) throw usage('usage.wholeNumber', { flag, value });
        return Number(value);
    };
}

/** Runs the CLI; resolves to the process exit code (-1: a server that keeps running). */
export async function runCli(argv: string[], out = (s: string) => process.stdout.write(s + '\n'), err = (s: string) => process.stderr.write(s + '\n')): Promise<number> {
    const { program, exitCode } = createProgram(out, err);
    const lang = usageLang(argv);
    try {
        await program.parseAsync(argv, { from: 'user' });
        return exitCode();
    } catch (e) {
        // Commander exits 0 only for --help and --version (no command at all prints the help as an
        // error: bad usage).
        if (e instanceof CommanderError) {
            if (e.exitCode !== 0 && e.code !== 'commander.help' && e.code !== 'commander.helpDisplayed') {
                err(say(lang, 'usage.error', { message: commanderMessage(e, lang) }));
                err(say(lang, 'usage.hint'));
            }
            return e.exitCode === 0 ? 0 : 2;
        }
        if (e instanceof UsageError) { err(`mafia: ${e.text(lang)}`); return 2; }
        if (e instanceof RuleErrors) { if (e.message) err(e.message); return 1; }
        err(`mafia: ${say(lang, 'cli.internalError', { message: e instanceof Error ? e.message : String(e) })}`);
        return 3;
    }
}
