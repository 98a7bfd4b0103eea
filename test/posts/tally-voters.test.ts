// The public tally names the voters the engine counted (the vote events' `against` / `for`), from an
// outside audit of the host's workflow (test/fixtures/audit-flow, /work/audit-flow cases):
//  - a voter whose later vote was refused still voted (seed 002 «менять голос нельзя»: the first vote
//    stands; the Ninja's testament kills the first voter, whom the list used to leave out);
//  - a secret vote is never named (seed 000's Анонимус «голосует тайно (в личку Мастеру)»);
//  - a signed voting's non-voter shows his −2 (seed 003), as `mafia votes` writes it.
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-flow';
const post = (file: string) => {
    const r = mafia(['run', `${DIR}/${file}`, '--format', 'bbcode']);
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
};

describe('the tally\'s voters are those the engine counted', () => {
    it('seed 002: a voter whose second vote was refused keeps his first in the list', () => {
        const out = post('s002-testament.mafia');
        expect(out).toContain('[*]Гоша: 3 голоса (Лёва, Маша, Боря)');
        // The testament kills that first voter.
        expect(out).toMatch(/Игрок Лёва погиб/);
    });

    it('mafiascum, changes allowed: a refused change keeps the earlier vote, and its voter is named', () => {
        expect(post('ms-lastbad.mafia')).toContain('[*]Dee: 2 votes (Ada, Ben)');
    });

    it('seed 000: the Анонимус\'s secret vote counts (+1 weight) but is not named', () => {
        const out = post('s000-anon-vote.mafia');
        expect(out).toContain('Зоя: 4 голоса (Вера)');
        expect(out).not.toMatch(/Зоя: 4 голоса \([^)]*Аня/);
    });

    it('seed 003: a non-voter\'s own −2 is shown as such', () => {
        const out = post('s003-fan.mafia');
        expect(out).toContain('[*]Даша: -4 голоса (Вера, Егор; не голосовал: −2)');
        expect(out).toContain('[*]Аня: -2 голоса (не голосовал: −2)');
    });

    it('the result JSON carries the same voters on each vote event', () => {
        const r = mafia(['run', `${DIR}/s000-anon-vote.mafia`, '--format', 'json']);
        const votes = JSON.parse(r.stdout).phases[0].events.filter((e: { kind: string }) => e.kind === 'vote');
        expect(votes.map((e: { subject: string; against: string[] }) => [e.subject, e.against])).toEqual([['Зоя', ['Вера']], ['Катя', ['Боря']]]);
    });
});

describe('a tie that hangs nobody is said in public (seed 003, ties nobody: 003-E3)', () => {
    it('the day\'s post ends with «Ничья в голосовании (…): никто не казнён.», and the JSON has it as a public message', () => {
        expect(post('s003-tie.mafia')).toContain('Ничья в голосовании (Гоша, Даша): никто не казнён.');
        const r = mafia(['run', `${DIR}/s003-tie.mafia`, '--format', 'json', '--lang', 'en']);
        const day = JSON.parse(r.stdout).phases.find((p: { phase: { kind: string } }) => p.phase.kind === 'day');
        expect(day.events).toContainEqual({ kind: 'message', public: true, text: 'The vote is tied (Гоша, Даша): nobody is executed.' });
    });
});
