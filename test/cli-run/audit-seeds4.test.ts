// Findings of stop 31's outside audits and notes, through the CLI (test/fixtures/audit-seeds4).
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';

const DIR = 'test/fixtures/audit-seeds4';

describe('a game script that leaves out a phase between two it lists', () => {
    const file = `${DIR}/s002-skipped-day.mafia`;
    it('is warned by `mafia check` at the phase after the gap, naming the phase left out', async () => {
        const r = await mafia('check', file, '--format', 'json');
        const diagnostics = (JSON.parse(r.stdout) as { files: Array<{ diagnostics: Array<{ code: string; severity: string; line: number; message: string }> }> }).files[0].diagnostics;
        expect(diagnostics).toEqual([expect.objectContaining({ code: 'phase-skipped', severity: 'warning', line: 14 })]);
        expect(diagnostics[0].message).toContain('day 2');
    });
    it('still runs (the phase empty), with the same warning on stderr in the rule set\'s language', async () => {
        const r = await mafia('run', file, '--format', 'json');
        expect(r.code).toBe(0);
        expect(r.stderr).toBe(`${file}:14:1: warning [phase-skipped] Перед этой фазой сценарий пропускает day 2: она пройдёт без приказов и голосов (если ничего не было, впишите её с пустыми скобками).`);
        // The day left out is played, empty: nobody votes, and seed 002 removes the silent.
        const phases = (JSON.parse(r.stdout) as { phases: Array<{ phase: { kind: string; number: number } }> }).phases;
        expect(phases[2].phase).toMatchObject({ kind: 'day', number: 2 });
        const en = await mafia('run', file, '--lang', 'en');
        expect(en.stderr).toContain('The script leaves out day 2 before this phase');
    });
    it('is not warned when every phase is listed (the seed games)', async () => {
        const r = await mafia('check', `${DIR}/s002-everyone-missing.mafia`, '--format', 'json');
        expect(r.stdout).not.toContain('phase-skipped');
    });
});

describe('mafia status on a game that is over', () => {
    it('says a draw is a draw, in text and JSON (not «игра окончена: » with nobody)', async () => {
        const file = `${DIR}/s002-everyone-missing.mafia`;
        expect((await mafia('status', file)).stdout).toBe('игра окончена: ничья');
        expect((await mafia('status', file, '--lang', 'en')).stdout).toBe('the game is over: a draw');
        expect(JSON.parse((await mafia('status', file, '--format', 'json')).stdout)).toMatchObject({ winner: [], draw: true });
    });
    it('names the winning faction with its players', async () => {
        const file = `${DIR}/s002-mafia-won.mafia`;
        expect((await mafia('status', file)).stdout).toBe('игра окончена: Мафия (Аня)');
        expect(JSON.parse((await mafia('status', file, '--format', 'json')).stdout)).toMatchObject({ winner: ['Аня'], factions: ['Мафия'] });
    });
});

describe('errors in a file the rule set imports', () => {
    const IMPORTS = `${DIR}/imports`;
    for (const kind of ['faction', 'syntax'] as const) {
        const broken = `${IMPORTS}/broken-${kind}.mafia`;
        it(`(${kind === 'faction' ? 'an unknown faction' : 'a syntax error'}) stop run, generate and simulate with exit 1, naming the imported file; check reports them`, async () => {
            const check = await mafia('check', `${IMPORTS}/uses-broken-${kind}.mafia`, '--format', 'json');
            expect(check.code).toBe(1);
            const files = (JSON.parse(check.stdout) as { files: Array<{ file: string; diagnostics: Array<{ severity: string }> }> }).files;
            expect(files.map((f) => f.file)).toEqual([`${IMPORTS}/uses-broken-${kind}.mafia`, broken]);
            expect(files[1].diagnostics.some((d) => d.severity === 'error')).toBe(true);
            const runs = [
                await mafia('run', `${IMPORTS}/game-${kind}.mafia`),
                await mafia('generate', `${IMPORTS}/uses-broken-${kind}.mafia`, '-o', `${IMPORTS}/never-written`),
                await mafia('simulate', `${IMPORTS}/uses-broken-${kind}.mafia`, '--players', '2', '--games', '2'),
            ];
            for (const r of runs) {
                expect(r.code, r.stderr).toBe(1);
                expect(r.stderr).toContain(`${broken}:2:`);
                expect(r.stderr).not.toContain('internal error');
            }
        });
    }
    it('a clean rule set the checked file reads adds no file to check\'s report', async () => {
        // The game script reads examples/seed-002/rules.mafia, which is clean: only the script is reported.
        const r = await mafia('check', `${DIR}/s002-mafia-won.mafia`, '--format', 'json');
        const files = (JSON.parse(r.stdout) as { files: Array<{ file: string }> }).files.map((f) => f.file);
        expect(files).toEqual([`${DIR}/s002-mafia-won.mafia`]);
    });
});

describe('broken texts the checker once threw on (outside fuzzing)', () => {
    for (const file of ['tell-extra-word', 'natural-effect-missing', 'colour-missing', 'announce-unclosed']) {
        it(`${file}.mafia: the problems reported, no internal error`, async () => {
            const r = await mafia('check', `${DIR}/checker/${file}.mafia`, '--format', 'json');
            expect(r.stdout).not.toContain('internal-error');
            expect(r.code).toBeLessThanOrEqual(1);
        });
    }
});

describe('seed 003: the Доктор\'s serum on a living player', () => {
    it('posts her role in words that fit the living and the dead («Роль игрока Вера: Джокер.»), not as a death («Вера была: …»)', async () => {
        const r = await mafia('run', `${DIR}/s003-serum-living.mafia`, '--format', 'json');
        expect(r.code, r.stderr).toBe(0);
        const night = (JSON.parse(r.stdout) as { phases: Array<{ events: Array<{ kind: string; public: boolean; text?: string }> }> }).phases[0];
        const shown = night.events.filter((e) => e.public).map((e) => e.text ?? '');
        expect(shown).toContain('Роль игрока Вера: Джокер.');
        expect(shown.join('\n')).not.toMatch(/Вера была/);
    });
});

describe('the shipped mafiascum rule set and `mafia votes`', () => {
    it('says how a vote is written («VOTE: name», [vote]), so a mafiascum thread is counted with it as with the thread rule set', async () => {
        const page = 'test/fixtures/threads/phpbb3/mafiascum-day-1.html';
        const players = 'alpha,bravo,charlie,delta,echo,foxtrot,golf';
        const shipped = await mafia('votes', page, '--rules', 'examples/mafiascum/rules.mafia', '--players', players, '--format', 'json');
        expect(shipped.code, shipped.stderr).toBe(0);
        const thread = await mafia('votes', page, '--rules', 'test/fixtures/votes/mafiascum-votes.mafia', '--players', players, '--format', 'json');
        const tally = (r: { stdout: string }) => (JSON.parse(r.stdout) as { tally: unknown }).tally;
        expect(tally(shipped)).toEqual(tally(thread));
        expect(tally(shipped)).toContainEqual(expect.objectContaining({ target: 'charlie', votes: 2 }));
    });
});

describe('seed 003: the Повеса\'s mark hanged with him', () => {
    it('is posted as a hanging, as every other is («Также повешен игрок Олег.»), not «Казнён», and without naming the Повеса', async () => {
        const r = await mafia('run', `${DIR}/s003-povesa-cohanged.mafia`, '--format', 'json');
        expect(r.code, r.stderr).toBe(0);
        const day = (JSON.parse(r.stdout) as { phases: Array<{ events: Array<{ kind: string; public: boolean; text?: string; subject?: string }> }> }).phases[1];
        const hanged = day.events.filter((e) => e.kind === 'execution').map((e) => e.text);
        expect(hanged).toEqual(['По итогам голосования повешена Маша.', 'Также повешен игрок Олег.']);
    });
});
