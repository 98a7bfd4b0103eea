// `mafia votes` on the outside audit of stop 33: a post that names a vote and then withdraws it
// («VOTE: charlie … UNVOTE», «Мой голос – Гоша… снимаю голос») is read in the order written, and
// another player's nickname in a vote colour beside the counted vote is a warning, not silence.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const T = 'test/fixtures/threads/phpbb3';
const SEED2 = 'examples/seed-002/rules.mafia';
const SEED2_PLAYERS = 'Аня,Боря,Вера,Гоша,Катя,Илья';

interface Report {
    votes: Array<{ voter: string; target: string; post: string }>;
    invalid: Array<{ author: string; post: string; reason: string }>;
    not_voted: string[]; warnings: string[];
}

function votes(lang: 'en' | 'ru', ...args: string[]): Report {
    const r = mafiaBinary('votes', ...args, '--format', 'json', '--lang', lang);
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as Report;
}
const pairs = (r: Report) => r.votes.map((v) => `${v.voter}→${v.target}:${v.post}`);
const rejected = (r: Report) => Object.fromEntries(r.invalid.map((x) => [x.post, x.reason]));

/** Seed 002 with vote changes allowed (the same «Мой голос» phrase and red nickname). */
function seed002ChangesAllowed(): string {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-changes-'));
    const text = readFileSync(SEED2, 'utf8');
    expect(text).toMatch(/changes forbidden/);
    writeFileSync(join(dir, 'rules.mafia'), text.replace('changes forbidden', 'changes allowed'));
    return resolve(dir, 'rules.mafia');
}

describe('a vote withdrawn later in the same post', () => {
    it('mafiascum: «VOTE: charlie» then «UNVOTE» in one post counts no vote; «VOTE: echo UNVOTE: charlie» votes for echo', () => {
        const r = votes('en', `${T}/mafiascum-vote-then-unvote.html`, '--rules', 'test/fixtures/votes/mafiascum-votes.mafia', '--players', 'alpha,bravo,charlie,delta,echo,foxtrot,golf');
        expect(pairs(r)).toEqual(['delta→echo:915']);
        expect(rejected(r)).toEqual({ 914: 'the vote is withdrawn (post 915: UNVOTE: charlie echo is worse)', 916: 'the vote is withdrawn (post 917: UNVOTE for now)' });
        expect(r.not_voted).toEqual(['alpha', 'bravo', 'charlie', 'echo', 'foxtrot', 'golf']);
        expect(r.warnings).toEqual([
            'alpha, post 912: the post names a vote (charlie) and then withdraws it («UNVOTE: charlie»): read as a withdrawal',
            'bravo, post 913: the post names a vote (charlie) and then withdraws it («UNVOTE»): read as a withdrawal',
            'echo, post 917: the post names a vote (alpha) and then withdraws it («UNVOTE for now»): read as a withdrawal',
        ]);
    });

    it('Russian, changes allowed: «снимаю голос с Гоши» after the vote for Гоша withdraws it; «снимаю голос с Кати» after a vote for Гоша is a vote for Гоша', () => {
        const r = votes('ru', `${T}/seed-002-vote-then-unvote.html`, '--rules', seed002ChangesAllowed(), '--players', SEED2_PLAYERS);
        expect(pairs(r)).toEqual(['Аня→Гоша:1503', 'Вера→Катя:1505']);
        expect(rejected(r)).toEqual({ 1502: 'голос снят (сообщение 1503: снимаю голос с Кати, Гоша подозрительнее.)' });
        expect(r.not_voted).toEqual(['Боря', 'Гоша', 'Катя', 'Илья']);
        expect(r.warnings).toEqual([
            'Боря, сообщение 1504: в сообщении голос (Гоша), а после него он снят («снимаю голос с Гоши, подумаю ещё.»): прочитано как снятие голоса',
            'Вера, сообщение 1505: слова «Мой голос» не стоят перед голосом «Илья» (голос пишется так: «Мой голос» – ник); засчитан голос — Катя',
            'Гоша, сообщение 1506: в сообщении голос (Вера), а после него он снят («Снимаю голос, передумал.»): прочитано как снятие голоса',
        ]);
    });

    it('seed 002 («Менять отданный голос не разрешается»): the vote written before the withdrawal stands, with a warning', () => {
        const r = votes('en', `${T}/seed-002-vote-then-unvote.html`, '--rules', SEED2, '--players', SEED2_PLAYERS);
        // Аня's first vote (for Катя) stands too: changing it is forbidden.
        expect(pairs(r)).toEqual(['Аня→Катя:1502', 'Боря→Гоша:1504', 'Вера→Катя:1505', 'Гоша→Вера:1506']);
        expect(r.warnings).toContain('Боря, post 1504: the post names a vote (Гоша) and then withdraws it («снимаю голос с Гоши, подумаю ещё.»); vote changes are not allowed: the vote for Гоша stands');
        expect(r.warnings).toContain('Вера, post 1505: the words «Мой голос» do not lead the vote for «Илья» (a vote is written «Мой голос» – nickname); the post counts for Катя');
    });
});
