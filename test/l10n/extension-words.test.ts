// The extension's own words follow one rule (extension/commands.ts): the manifest's contributions are
// in package.nls.json / package.nls.ru.json with the same keys, and the code says everything through
// the catalogue — no vscode.l10n.t bundle, no English sentence written into a message call.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = readdirSync('extension').filter((f) => f.endsWith('.ts')).map((f) => join('extension', f));

describe('the extension\'s own words', () => {
    it('the code speaks through the catalogue: no vscode.l10n.t, no literal text in a message or prompt', () => {
        const offending: string[] = [];
        for (const file of files) {
            readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
                if (/vscode\.l10n\.t\(/.test(line)) offending.push(`${file}:${i + 1}: vscode.l10n.t`);
                // `Mafia: ${cli's message}` passes the CLI's words on (it speaks the same language).
                if (/show(Warning|Error|Information)Message\(\s*['"`](?!Mafia: \$\{)|(placeHolder|prompt|title):\s*['"`][A-Za-z]/.test(line)) offending.push(`${file}:${i + 1}: ${line.trim()}`);
            });
        }
        expect(offending).toEqual([]);
    });

    it('the manifest\'s words are in both package.nls files, with the same keys', () => {
        const en = JSON.parse(readFileSync('package.nls.json', 'utf8')) as Record<string, string>;
        const ru = JSON.parse(readFileSync('package.nls.ru.json', 'utf8')) as Record<string, string>;
        expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
        const manifest = readFileSync('package.json', 'utf8');
        for (const m of manifest.matchAll(/"%([^%"]+)%"/g)) expect(en[m[1]], m[1]).toBeDefined();
        for (const [k, v] of Object.entries(ru)) if (!/^Mafia$/.test(v)) expect(v, k).toMatch(/[\p{Script=Cyrillic}]/u);
    });
});
