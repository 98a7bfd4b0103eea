import { Command, CommanderError, Option } from 'commander';
import { checkCommand } from './check-command.js';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';
import { helpInLang } from './help-lang.js';
import { RuleErrors, usage, UsageError, WordedError } from './errors.js';
import { commanderMessage, usageLang } from './usage-lang.js';

/** `--lang ru|en` on every command: the language of the tool's own words (default: the rule set's). */
const langOption = (t: (key: MessageKey) => string) => new Option('--lang <lang>', t('help.lang')).choices(['ru', 'en']);

declare const __MAFIA_VERSION__: string;

/**
 * Builds the `mafia` program; exit codes follow the CLI contract (0 ok, 1 rule errors, 2 usage).
 * `lang`: the language of the help texts (runCli: usageLang, found before parsing).
 */
export function createProgram(out: (s: string) => void, err: (s: string) => void = (s) => process.stderr.write(s + '\n'), lang: Lang = 'en'): { program: Command; exitCode: () => number } {
    let code = 0;
    const t = (key: MessageKey) => say(lang, key);
    const program = new Command('mafia')
        .description(t('help.program'))
        .version(typeof __MAFIA_VERSION__ === 'string' ? __MAFIA_VERSION__ : '0.0.0-dev', '-V, --version', t('help.version'))
        .exitOverride()
        // Commander's own complaints (unknown option, missing argument, …) are printed by runCli, in
        // the user's language; subcommands inherit this when they are added below.
        .configureOutput({ writeOut: (s) => out(s.replace(/\n$/, '')), writeErr: (s) => err(s.replace(/\n$/, '')), outputError: () => undefined });
    helpInLang(program, lang); // before the subcommands: they inherit it

    program.command('check')
        .description(t('help.check'))
        .argument('<paths...>', t('help.check.paths'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['text', 'json']).default('text'))
        .addOption(langOption(t))
        .action(async (paths: string[], opts: { format: 'text' | 'json'; lang?: 'ru' | 'en' }) => {
            code = await checkCommand(paths, opts, out);
        });

    program.command('generate')
        .description(t('help.generate'))
        .argument('<ruleset>', t('help.ruleset'))
        .option('-o, --out <dir>', t('help.generate.out'), 'generated')
        .option('--bundle', t('help.generate.bundle'))
        .addOption(langOption(t))
        .action(async (ruleset: string, opts: { out: string; bundle?: boolean; lang?: 'ru' | 'en' }) => {
            const { generateCommand } = await import('./generate-command.js');
            code = await generateCommand(ruleset, opts, out);
        });

    program.command('run')
        .description(t('help.run'))
        .argument('<game>', t('help.run.game'))
        .option('--seed <n>', t('help.run.seed'), parseInteger('--seed'))
        .option('--phases <k>', t('help.run.phases'), parseInteger('--phases'))
        .addOption(new Option('--format <format>', t('help.run.format')).choices(['text', 'json', 'bbcode', 'markdown']).default('text'))
        .option('--trace', t('help.run.trace'))
        .addOption(langOption(t))
        .action(async (game: string, opts: import('./run-command.js').RunOptions) => {
            const { runCommand } = await import('./run-command.js');
            code = await runCommand(game, opts, out, err);
        });

    program.command('rules-book')
        .description(t('help.rulesBook'))
        .argument('<ruleset>', t('help.ruleset'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['bbcode', 'markdown', 'html', 'text']).default('bbcode'))
        .addOption(langOption(t))
        .action(async (ruleset: string, opts: import('./rules-book-command.js').RulesBookOptions) => {
            const { rulesBookCommand } = await import('./rules-book-command.js');
            code = await rulesBookCommand(ruleset, opts, out);
        });

    program.command('deal')
        .description(t('help.deal'))
        .argument('[ruleset]', t('help.ruleset'))
        .option('--players <file>', t('help.deal.players'))
        .option('--seed <s>', t('help.deal.seed'))
        .option('--roles <list>', t('help.deal.roles'))
        .option('--assign <list>', t('help.deal.assign'))
        .option('-o, --out <game>', t('help.deal.out'))
        .option('--force', t('help.deal.force'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['text', 'json', 'bbcode']).default('text'))
        .addOption(langOption(t))
        .option('--verify <reveal>', t('help.deal.verify'))
        .option('--salt <salt>', t('help.deal.salt'))
        .option('--commitment <hex>', t('help.deal.commitment'))
        .action(async (ruleset: string | undefined, opts: import('./deal-command.js').DealOptions) => {
            const { dealCommand } = await import('./deal-command.js');
            code = await dealCommand(ruleset, opts, out, err);
        });

    program.command('simulate')
        .description(t('help.simulate'))
        .argument('<ruleset>', t('help.ruleset'))
        .option('--players <n>', t('help.simulate.players'))
        .option('--roles <list>', t('help.simulate.roles'))
        .option('--games <g>', t('help.simulate.games'), '1000')
        .addOption(new Option('--policy <policy>', t('help.simulate.policy')).choices(['random', 'informed']).default('random'))
        .option('--workers <k>', t('help.simulate.workers'), '1')
        .option('--seed <s>', t('help.simulate.seed'), '1')
        .option('--exact', t('help.simulate.exact'))
        .option('--max-phases <p>', t('help.simulate.maxPhases'), '300')
        .option('--timing', t('help.simulate.timing'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['text', 'json', 'svg', 'html']).default('text'))
        .option('--chart <file>', t('help.simulate.chart'))
        .addOption(new Option('--progress <mode>', t('help.simulate.progress')).choices(['auto', 'lines', 'none']).default('auto'))
        .addOption(langOption(t))
        .action(async (ruleset: string, opts: import('./simulate-command.js').SimulateOptions) => {
            const { simulateCommand } = await import('./simulate-command.js');
            code = await simulateCommand(ruleset, opts, out, err);
        });

    program.command('debug')
        .description(t('help.debug'))
        .option('--stdio', t('help.debug.stdio'))
        .addOption(langOption(t))
        .action(async (opts: { lang?: Lang }) => {
            const { debugCommand } = await import('./debug-command.js');
            debugCommand(opts);
            code = -1; // keep running until the client disconnects
        });

    program.command('votes')
        .description(t('help.votes'))
        .argument('<threads...>', t('help.votes.threads'))
        .requiredOption('--rules <ruleset>', t('help.ruleset'))
        .option('--players <list>', t('help.votes.players'))
        .option('--game <game>', t('help.votes.game'))
        .option('--day <n>', t('help.votes.day'))
        .option('--until <time>', t('help.votes.until'))
        .option('--today <date>', t('help.votes.today'))
        .option('--tz <zone>', t('help.votes.tz'))
        .option('--host <nick...>', t('help.votes.host'))
        .option('--append <game>', t('help.votes.append'))
        .option('--force', t('help.votes.force'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['text', 'json', 'bbcode']).default('text'))
        .addOption(langOption(t))
        .action(async (threads: string[], opts: import('./votes-command.js').VotesOptions) => {
            const { votesCommand } = await import('./votes-command.js');
            code = await votesCommand(threads, opts, out, err);
        });

    program.command('status')
        .description(t('help.status'))
        .argument('<game>', t('help.status.game'))
        .addOption(new Option('--format <format>', t('help.format')).choices(['text', 'json']).default('text'))
        .addOption(langOption(t))
        .action(async (game: string, opts: import('./status-command.js').StatusOptions) => {
            const { statusCommand } = await import('./status-command.js');
            code = await statusCommand(game, opts, out);
        });

    program.command('lsp')
        .description(t('help.lsp'))
        .option('--stdio', t('help.lsp.stdio'))
        .addOption(langOption(t))
        .allowUnknownOption(true)
        .action(async (opts: { lang?: 'ru' | 'en'; stdio?: boolean }) => {
            // The server speaks only over stdio: without the flag it has no connection (bad usage, not a crash).
            if (!opts.stdio && !process.argv.some((a) => a.startsWith('--node-ipc') || a.startsWith('--socket') || a.startsWith('--pipe'))) throw usage('usage.lspStdio');
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
    const lang = usageLang(argv);
    const { program, exitCode } = createProgram(out, err, lang);
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
        err(`mafia: ${say(lang, 'cli.internalError', { message: e instanceof WordedError ? e.text(lang) : e instanceof Error ? e.message : String(e) })}`);
        return 3;
    }
}
