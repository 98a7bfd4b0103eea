// Checks run while the host types: on half-written rule sets they must report, never throw.
// Langium turns a throwing check into an "An error occurred during validation" diagnostic; none may appear.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EmptyFileSystem } from 'langium';
import { clearDocuments, validationHelper } from 'langium/test';
import type { Diagnostic } from 'vscode-languageserver';
import { afterEach, describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';

const { Mafia } = createMafiaServices(EmptyFileSystem);
const validate = validationHelper(Mafia);
afterEach(() => clearDocuments(Mafia.shared));

const examples = fileURLToPath(new URL('../../examples/', import.meta.url));
const seeds = readdirSync(examples).filter((d) => d.startsWith('seed-')).map((d) => `${examples}${d}/rules.mafia`)
    .filter((f) => { try { readFileSync(f); return true; } catch { return false; } });
const diagnostics = readdirSync(`${examples}diagnostics`).filter((f) => f.endsWith('.mafia')).map((f) => `${examples}diagnostics/${f}`);

function messageOf(d: Diagnostic): string {
    return typeof d.message === 'string' ? d.message : d.message.value;
}

/** Prefixes of the text cut at `cuts` evenly spread points, plus the text with one line dropped. */
function damaged(text: string, cuts: number): string[] {
    const result: string[] = [];
    for (let i = 1; i <= cuts; i++) result.push(text.slice(0, Math.floor((text.length * i) / (cuts + 1))));
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i += Math.max(1, Math.floor(lines.length / cuts))) {
        result.push([...lines.slice(0, i), ...lines.slice(i + 1)].join('\n'));
    }
    return result;
}

describe('checks on half-written rule sets', () => {
    it.each(seeds)('never throw on cut or damaged versions of %s', async (file) => {
        for (const text of damaged(readFileSync(file, 'utf8'), 8)) {
            const { diagnostics: found } = await validate(text);
            const crashes = found.map(messageOf).filter((m) => m.includes('An error occurred'));
            expect(crashes).toEqual([]);
            clearDocuments(Mafia.shared);
        }
    });

    it('never throw on cut versions of the diagnostics examples', async () => {
        for (const file of diagnostics) {
            for (const text of damaged(readFileSync(file, 'utf8'), 6)) {
                const { diagnostics: found } = await validate(text);
                expect(found.map(messageOf).filter((m) => m.includes('An error occurred')).map((m) => `${file}: ${m}`)).toEqual([]);
                clearDocuments(Mafia.shared);
            }
        }
    });
});
