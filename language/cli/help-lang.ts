// Commander's help in the catalogue's words: the headings (Usage:, Options:, …), the help option and
// command, and the «(choices: …, default: …)» it appends to a description. The descriptions
// themselves are given in `lang` by createProgram.
import { Help, type Command } from 'commander';
import { say, type MessageKey } from '../../engine/l10n/catalogue.js';
import type { Lang } from '../../engine/l10n/lang.js';

const TITLES: Record<string, MessageKey> = {
    'Usage:': 'help.title.usage', 'Options:': 'help.title.options', 'Commands:': 'help.title.commands', 'Arguments:': 'help.title.arguments',
};

/** Sets the help words of `program` (and of the subcommands added after) to `lang`. */
export function helpInLang(program: Command, lang: Lang): void {
    program.helpOption('-h, --help', say(lang, 'help.help')).helpCommand('help [command]', say(lang, 'help.helpCommand'));
    if (lang === 'en') return;
    const base = new Help();
    // Commander ends a description with «(choices: "a", "b", default: "a")»: its two labels reworded.
    const extra = (s: string) => s.replace(/\((choices: [^()]*|default: [^()]*)\)$/, (m) =>
        m.replace('choices: ', `${say(lang, 'help.choices')}: `).replace('default: ', `${say(lang, 'help.default')}: `));
    // The usage line's placeholders (`mafia [options] [command]`, `run [options] <game>`).
    const terms = (s: string) => s.replace('[options]', `[${say(lang, 'help.term.options')}]`).replace('[command]', `[${say(lang, 'help.term.command')}]`);
    program.configureHelp({
        styleTitle: (s) => (TITLES[s] ? say(lang, TITLES[s]) : s),
        commandUsage: (c) => terms(base.commandUsage(c)),
        subcommandTerm: (c) => terms(base.subcommandTerm(c)),
        optionDescription: (o) => extra(base.optionDescription(o)),
        argumentDescription: (a) => extra(base.argumentDescription(a)),
    });
}
