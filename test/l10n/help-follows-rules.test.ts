// The help of a command about a rule set speaks that rule set's language (`--lang` still wins; no file:
// the terminal's locale), and system errors inside messages read as sentences in the chosen language
// with the code kept in brackets. In-process: runCli and the output writer, no subprocess.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { say } from '../../engine/l10n/catalogue.js';
import { UsageError } from '../../language/cli/errors.js';
import { runCli } from '../../language/cli/main.js';
import { systemReason } from '../../language/cli/system-error.js';
import { writeFilesWhole } from '../../language/cli/write-output.js';

const saved = { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL, LC_MESSAGES: process.env.LC_MESSAGES };
afterEach(() => { for (const [k, v] of Object.entries(saved)) { if (v === undefined) delete process.env[k]; else process.env[k] = v; } });

async function help(...argv: string[]): Promise<{ code: number; text: string }> {
    const lines: string[] = [];
    const code = await runCli(argv, (s) => lines.push(s) > 0, (s) => lines.push(s) > 0);
    return { code, text: lines.join('\n').replace(/\s+/g, ' ') };
}

describe('help follows the rule set\'s language', () => {
    it('a Russian rule set: Russian help, even in an English terminal; --lang en wins', async () => {
        process.env.LC_ALL = 'en_US.UTF-8';
        const ru = await help('check', 'examples/seed-002/rules.mafia', '--help');
        expect(ru.code).toBe(0);
        expect(ru.text).toContain(say('ru', 'help.title.usage'));
        expect(ru.text).toContain(say('ru', 'help.check'));
        const en = await help('check', 'examples/seed-002/rules.mafia', '--help', '--lang', 'en');
        expect(en.text).toContain(say('en', 'help.title.usage'));
        expect(en.text).not.toContain(say('ru', 'help.check'));
    });

    it('a game script speaks the language of the rule set it names; an English rule set, English', async () => {
        process.env.LC_ALL = 'ru_RU.UTF-8';
        expect((await help('run', 'examples/seed-003/game-town-wins.mafia', '-h')).text).toContain(say('ru', 'help.run'));
        const en = await help('check', 'examples/mafiascum/rules.mafia', '--help');
        expect(en.text).toContain(say('en', 'help.check'));
        // No rule set on the line: the terminal's locale.
        expect((await help('check', '--help')).text).toContain(say('ru', 'help.check'));
    });
});

describe('system errors in words', () => {
    const enoent = (() => { try { readFileSync('/nonexistent-mafia-folder/x'); } catch (e) { return e; } })();

    it('a known code reads as a sentence with the code in brackets; an unknown one as it is', () => {
        expect(systemReason('ru', enoent)).toBe('нет такого файла или папки [ENOENT]');
        expect(systemReason('en', enoent)).toBe('no such file or folder [ENOENT]');
        expect(systemReason('ru', Object.assign(new Error('x'), { code: 'EWHATEVER' }))).toBe('EWHATEVER');
        expect(systemReason('en', new Error('plain'))).toBe('plain');
    });

    it('a file that cannot be written says why, in the chosen language', () => {
        let error: unknown;
        try { writeFilesWhole([{ path: '/nonexistent-mafia-folder/out.txt', contents: 'x' }]); } catch (e) { error = e; }
        expect(error).toBeInstanceOf(UsageError);
        expect((error as UsageError).text('ru')).toMatch(/^\/nonexistent-mafia-folder: не удаётся записать туда \(нет такого файла или папки \[ENOENT\]\)$/);
        expect((error as UsageError).text('en')).toMatch(/\(no such file or folder \[ENOENT\]\)$/);
    });
});
