// The snippets produce rule sets that check clean: the language server's skeleton (an empty file) in
// both languages, and the extension's snippets put together into one rule set.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { skeleton } from '../../language/lsp/mafia-snippets.js';
import { mafiaBinary } from '../cli-run/cli.js';

const dir = mkdtempSync(join(tmpdir(), 'mafia-snippets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A snippet body as VS Code inserts it with every placeholder left at its default. */
const expand = (body: string) => body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, '$1').replace(/\$\d/g, '');

describe('snippets', () => {
    for (const lang of ['ru', 'en'] as const) {
        it(`the skeleton of an empty file (${lang}) checks clean, with no warning`, () => {
            const file = join(dir, `skeleton-${lang}.mafia`);
            writeFileSync(file, expand(skeleton(lang).body));
            const r = mafiaBinary('check', '--format', 'json', file);
            expect(JSON.parse(r.stdout).files[0].diagnostics).toEqual([]);
            expect(r.code).toBe(0);
        });
    }

    it('the extension\'s rule-set snippet checks clean, and its role and ability fit into it', () => {
        const snippets = JSON.parse(readFileSync('extension/snippets/mafia.json', 'utf8')) as Record<string, { body: string[] }>;
        const role = expand(snippets.Role.body.join('\n')).replace('Name', 'Сыщик').replace('Faction', 'Город').replace('Ability', 'Слежка');
        const text = expand(snippets['Rule set'].body.join('\n')) + '\n' + role + '\n';
        const file = join(dir, 'extension.mafia');
        writeFileSync(file, text);
        const r = mafiaBinary('check', '--format', 'json', file);
        expect(JSON.parse(r.stdout).files[0].diagnostics.filter((d: { severity: string }) => d.severity === 'error')).toEqual([]);
    });
});
