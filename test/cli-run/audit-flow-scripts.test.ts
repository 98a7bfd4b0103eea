// The audit of the host's workflow (audit-flow), its bad game scripts (test/fixtures/audit-flow/bad/):
// `status` gives a syntax error's line and column as `run` does (F16); `check` reports a phase listed
// twice as `run` refuses it (F7); a rule set that is not a `.mafia` file is refused by the script as by
// the game JSON, exit 2, in the game's language (F21).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const B = 'test/fixtures/audit-flow/bad';

describe('bad game scripts (audit-flow)', () => {
    it('F16: status reports a syntax error with line and column, as run does', () => {
        const run = mafia(['run', `${B}/syntax.mafia`]);
        const status = mafia(['status', `${B}/syntax.mafia`]);
        expect(run.code).toBe(2);
        expect(status.code).toBe(2);
        expect(status.stderr).toMatch(/syntax\.mafia:19:18: синтаксическая ошибка: /);
        expect(status.stderr).toBe(run.stderr);
        expect(mafia(['status', `${B}/syntax.mafia`, '--lang', 'en']).stderr).toMatch(/syntax\.mafia:19:18: syntax error: /);
    });

    it('F7: check reports a phase listed twice, at the second, worded as run refuses it', () => {
        const run = mafia(['run', `${B}/phase-twice.mafia`]);
        expect(run.code).toBe(2);
        expect(run.stderr).toContain('phase-twice.mafia:19: фаза day 1 указана дважды');
        const check = mafia(['check', `${B}/phase-twice.mafia`]);
        expect(check.code).toBe(1);
        expect(check.stdout).toMatch(/phase-twice\.mafia:19:1: error \[duplicate-name\] фаза day 1 указана дважды/);
    });

    it('F21: a rule set that is not a .mafia file: the script refused as the game JSON is, exit 2, in the game\'s language', () => {
        const message = 'ruleset: rules.txt — не файл .mafia';
        for (const cmd of ['run', 'status']) {
            const r = mafia([cmd, `${B}/txtrules.mafia`]);
            expect(r.code, cmd).toBe(2);
            expect(r.stderr).toContain(message);
            expect(r.stdout).toBe('');
        }
        const json = mafia(['run', `${B}/txtrules.json`]);
        expect(json.code).toBe(2);
        expect(json.stderr).toContain(`txtrules.json: ${message}`);
        expect(mafia(['run', `${B}/txtrules.json`, '--lang', 'en']).stderr).toContain('ruleset: rules.txt is not a .mafia file');
        const check = mafia(['check', `${B}/txtrules.mafia`]);
        expect(check.code).toBe(1);
        expect(check.stdout).toContain(`error [unresolved-import] ${message}`);
    });
});
