// Findings of an outside audit of seeds 002 and 003 through the CLI (test/fixtures/audit-seeds3).
import { describe, expect, it } from 'vitest';
import { mafia } from '../cli/run-cli.js';

const DIR = 'test/fixtures/audit-seeds3';

describe('mafia status: a faction\'s shared action', () => {
    it('is not taken as sent when another player orders an ability of the same name (the Maniac\'s «Убийство»)', () => {
        const r = mafia(['status', `${DIR}/s002-maniac-kill-not-mafia-shot.mafia`, '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        const report = JSON.parse(r.stdout) as { missing: Array<{ player: string; abilities: string[] }>; sent: string[] };
        expect(report.sent).toEqual(['Боря']);
        expect(report.missing).toContainEqual({ player: 'Аня', abilities: ['Выстрел'] });
    });
});

describe('a syntax error at the end of a game script', () => {
    it('is placed after the last token read, as `mafia check` places it, by run and status alike, and says the file ended', () => {
        const file = `${DIR}/s002-unclosed-day.mafia`;
        const check = mafia(['check', file]);
        const at = /s002-unclosed-day\.mafia:(\d+):(\d+): /.exec(check.stdout)?.slice(1, 3);
        expect(at).toEqual(['5', '21']);
        expect(mafia(['check', file, '--lang', 'en']).stdout).toContain("Expecting token of type '}' but the file ended.");
        for (const command of ['run', 'status']) {
            const r = mafia([command, file]);
            expect(r.code).toBe(2);
            expect(r.stderr).toContain(`s002-unclosed-day.mafia:5:21: синтаксическая ошибка: Ожидался токен '}', а файл кончился.`);
            expect(r.stderr).not.toContain(':-1');
        }
    });
});

describe('seed 003: a cover that spares the vote\'s choice', () => {
    it('the public post says nobody is executed, not which cover (that would name the Idiot\'s killer); the host is told', () => {
        const r = mafia(['run', `${DIR}/s003-idiot-killer-cover.mafia`, '--format', 'json']);
        expect(r.code, r.stderr).toBe(0);
        const day = (JSON.parse(r.stdout) as { phases: Array<{ events: Array<{ kind: string; public: boolean; text?: string; to?: string[] }> }> }).phases[1];
        const shown = day.events.filter((e) => e.public).map((e) => e.text ?? '').join('\n');
        expect(shown).toContain('Игрок Аня отмазан: не вешается никто.');
        expect(shown).not.toContain('Отмазка');
        expect(day.events).toContainEqual(expect.objectContaining({ kind: 'host', public: false, to: ['host'], text: 'Почему никто не казнён: Аня — Отмазка за идиота.' }));
        expect(day.events.some((e) => e.kind === 'execution')).toBe(false);
    });
});
