// `mafia votes` on the items the outside audit (/work/audit-votes-REPORT.md) left open: a vote changed
// within one post, seed 003's Doctor's hidden triple vote in the host's own count (F16), and the
// re-checked findings, each on a saved forum page run through the CLI.
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const T = 'test/fixtures/threads';
const SEED2 = 'examples/seed-002/rules.mafia';
const SEED3 = 'examples/seed-003/rules.mafia';

interface Report {
    votes: Array<{ voter: string; target: string; kind: string; post: string }>;
    invalid: Array<{ author: string; post: string; reason: string }>;
    not_voted: string[]; warnings: string[];
    tally: Array<{ target: string; votes: number; shown?: number; voters: string[]; for?: string[]; against?: string[] }>;
    executed?: string[];
}

function votes(...args: string[]): Report {
    const r = mafiaBinary('votes', ...args, '--format', 'json', '--lang', 'en');
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Report;
}

const pairs = (r: Report) => r.votes.map((v) => `${v.voter}→${v.target}:${v.post}`);

describe('a vote changed within one post', () => {
    it('seed 003 (changes allowed): «против Гоша… нет, против Вера» is one vote, for Вера, and the post is not listed as discarded', () => {
        const r = votes(`${T}/xenforo2/seed-003-votes-in-one-post.html`, '--rules', SEED3, '--players', 'Аня,Боря,Вера,Гоша');
        expect(pairs(r)).toEqual(['Аня→Вера:1301', 'Боря→Вера:1302', 'Вера→Боря:1303', 'Гоша→Вера:1304']);
        expect(r.invalid).toEqual([]);
        expect(r.tally).toEqual([
            { target: 'Вера', votes: -3, voters: ['Аня', 'Боря', 'Гоша'], for: [], against: ['Аня', 'Боря', 'Гоша'] },
            { target: 'Боря', votes: -1, voters: ['Вера'], for: [], against: ['Вера'] },
        ]);
        // Аня's first red and Боря's blue for Аня leave no row; the host is told which post named several.
        expect(r.tally.map((t) => t.target)).not.toContain('Гоша');
        expect(r.warnings).toEqual([
            'Аня, post 1301: one post names several votes (Гоша (against), Вера (against)); the last counts, for Вера',
            'Боря, post 1302: one post names several votes (Аня (for), Вера (against)); the last counts, for Вера',
        ]);
    });

    it('seed 002 (changes forbidden): the post\'s last vote is the one cast; a later post\'s other vote is still a forbidden change', () => {
        const r = votes(`${T}/phpbb3/seed-002-votes-in-one-post.html`, '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Катя');
        expect(pairs(r)).toEqual(['Аня→Катя:1401', 'Боря→Катя:1402']);
        expect(r.invalid.map((x) => x.post)).toEqual(['1403']);
        expect(r.invalid[0].reason).toMatch(/post 1401.*Катя/);
        expect(r.tally).toEqual([{ target: 'Катя', votes: 2, voters: ['Аня', 'Боря'] }]);
        const text = mafiaBinary('votes', `${T}/phpbb3/seed-002-votes-in-one-post.html`, '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Катя');
        expect(text.stdout).toContain('Аня, сообщение 1401: в одном сообщении несколько голосов (Гоша, Катя), засчитан последний — Катя');
        expect(text.stdout).not.toMatch(/Аня \[сообщение 1401\]:/);
    });
});
