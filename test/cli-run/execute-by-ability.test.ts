// An execution by an ability (`execute target`, a Judge's day sentence) is not announced as a vote's:
// no «by the vote», no count of 0 votes (outside audit of new rule sets, N10).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

describe("the Judge's sentence", () => {
    it.each([
        ['en', 'Ann is executed.', 'By the vote, Ann'],
        ['ru', 'Казнён игрок Ann.', 'По итогам голосования казнён игрок Ann'],
    ])('%s', (lang, said, notSaid) => {
        const r = mafia(['run', 'test/fixtures/audit-novel/misc-game.mafia', '--phases', '2', '--format', 'bbcode', '--lang', lang]);
        expect(r.code, r.stderr).toBe(0);
        expect(r.stdout).toContain(said);
        expect(r.stdout).not.toContain(notSaid);
    });
});
