// The lexer keeps Chevrotain's first-character optimisation (the unicode ID terminal says which
// characters it can start with), and lexes every shipped file, and texts the fuzzer would write,
// exactly as the unoptimised lexer does: same token types, images and offsets.
import { EmptyFileSystem } from 'langium';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMafiaServices } from '../../language/mafia-module.js';
import { startCharsHint } from '../../language/parser/mafia-token-builder.js';
import { DEEP_TEXTS, THROWING_TEXTS } from '../fixtures/crash-inputs.js';

const root = join(import.meta.dirname, '..', '..');
const services = createMafiaServices(EmptyFileSystem).Mafia;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const lexer = services.parser.Lexer as any;
const chevrotain = lexer.chevrotainLexer;
// Chevrotain's safe mode: every pattern tried at every position, no first-character table.
const safe = new chevrotain.constructor(Object.values(lexer.definition), { positionTracking: 'full', safeMode: true, skipValidations: true });

type Token = { image: string; startOffset: number; tokenType: { name: string } };
const shape = (r: { tokens: Token[]; groups: Record<string, Token[]>; errors: unknown[] }) => ({
    tokens: r.tokens.map((t) => `${t.tokenType.name}@${t.startOffset}:${t.image}`),
    hidden: (r.groups.hidden ?? []).map((t) => `${t.tokenType.name}@${t.startOffset}:${t.image}`),
    errors: r.errors.length,
});
const sameAsSafe = (text: string) => expect(shape(chevrotain.tokenize(text))).toEqual(shape(safe.tokenize(text)));

function mafiaFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : mafiaFiles(full);
        return name.endsWith('.mafia') ? [full] : [];
    });
}

describe('the lexer', () => {
    it('is optimised: the first character picks the patterns to try', () => {
        expect(chevrotain.canModeBeOptimized).toEqual({ defaultMode: true });
    });

    it('gives the ID terminal the first characters it can start with', () => {
        const hint = startCharsHint(/[_\p{L}][\p{L}\p{N}_]*/u)!;
        expect(hint).toContain('_'.charCodeAt(0));
        expect(hint).toContain('a'.charCodeAt(0));
        expect(hint).toContain('é'.charCodeAt(0));
        expect(hint).toContain('Ж'.charCodeAt(0));
        expect(hint).not.toContain('1'.charCodeAt(0));
        expect(hint).not.toContain(' '.charCodeAt(0));
        expect(startCharsHint(/[a-z]?x/u)).toBeUndefined();
        expect(startCharsHint(/x[a-z]/u)).toBeUndefined();
    });

    const files = [...mafiaFiles(join(root, 'examples')), ...mafiaFiles(join(root, 'bench')), ...mafiaFiles(join(root, 'test'))];
    it(`lexes all ${files.length} shipped .mafia files as the unoptimised lexer does`, () => {
        expect(files.length).toBeGreaterThan(20);
        for (const file of files) sameAsSafe(readFileSync(file, 'utf8'));
    });

    it('lexes broken texts, other scripts and astral letters as the unoptimised lexer does', () => {
        for (const text of [...THROWING_TEXTS, ...DEEP_TEXTS.slice(0, 3), 'role 𝒜𝒷 «Ω» ability Ænima ǅx ٣ ١٢ 𝟘 ＡＢ ｱ 中文 ‿x _1 1_ a1 Ж% 5% 3.5% "\\"" «»']) sameAsSafe(text);
        const pieces = ['role', 'ability', 'damaged', 'damage', 'self', '.', ' ', '\n', '«р»', '"x"', '10%', '7', 'Ёж', '𝒜', 'ǅ', 'é', '_', '/* c */', '// c\n', '{', '}', '#', '\u00a0', '\u2028', 'ß', 'ﬁ'];
        fc.assert(fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 30 }), fc.string({ unit: 'binary', maxLength: 20 }), (parts, noise) => {
            sameAsSafe(parts.join('') + noise);
        }), { numRuns: 2000, seed: 11 });
    });
});
