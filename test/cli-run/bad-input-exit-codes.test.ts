// Bad input is exit 2 with a message naming what is wrong, the same in every command (DESIGN.md,
// "Contract: command line" and "the host's workflow": 1 the rule set has errors, 2 bad usage or
// unreadable input). Real CLI runs on the seeds and on small rule sets written here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-bad-input-'));
const write = (name: string, text: string) => { const p = join(dir, name); writeFileSync(p, text); return p; };
// A Russian rule set with an error (an unknown faction): exit 1 once it is read.
const broken = write('broken.mafia', 'ruleset Сломано "Сломано"\nrole Житель "Мирный житель" : Нет {}\n');
const missing = join(dir, 'missing');

describe('a missing input file is exit 2 before the rule set is read, in every command', () => {
    it('the broken rule set alone is exit 1 (so the cases below test the order)', async () => {
        const r = await mafia('check', broken);
        expect(r.code).toBe(1);
    });
    it.each([
        ['votes: a page', ['votes', `${missing}.html`, '--rules', broken, '--players', 'Аня,Боря'], `${missing}.html`],
        ['votes: the --game script', ['votes', write('page.html', '<html></html>'), '--rules', broken, '--game', `${missing}.mafia`], `${missing}.mafia`],
        ['deal: the --players file', ['deal', broken, '--players', `${missing}.txt`], `${missing}.txt`],
    ])('%s', async (_, argv, file) => {
        const ru = await mafia(...argv);
        expect(ru.code).toBe(2);
        expect(ru.stderr).toBe(`mafia: ${file}: нет такого файла`);   // the rule set is Russian
        const en = await mafia(...argv, '--lang', 'en');
        expect(en.code).toBe(2);
        expect(en.stderr).toBe(`mafia: ${file}: no such file`);
    });
});
