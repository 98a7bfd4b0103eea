// The removal for missed votes says how many were missed and no empty brackets when the voting gives
// no status (outside audit of new rule sets, N3: «did not vote twice and leaves the game ().» after one).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const GAME = 'test/fixtures/audit-novel/charges-miss1.json';

describe('missed 1 votes remove, no status', () => {
    it.each([
        ['en', 'Flo did not vote once and leaves the game.'],
        ['ru', 'Игрок Flo не голосовал 1 раз и выбывает из игры.'],
    ])('%s', (lang, line) => {
        const r = mafia(['run', GAME, '--phases', '1', '--lang', lang]);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain(line);
        expect(r.stdout).not.toContain('()');
    });
});
