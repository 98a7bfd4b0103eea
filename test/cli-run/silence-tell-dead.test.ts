// Seed 003: «Вы лишены голоса…» (003-E30) is told at the night's end and only to a player alive
// then: the Девочка's 50% silence of a player the mafia kills the same night, the boss's
// intimidation of one the Маньяк kills, reach nobody (the dead never vote; it would tell him he was visited).
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from './cli.js';

const F = 'test/fixtures/audit-flow';

interface Ev { kind: string; to?: string[]; text: string; deal?: boolean }
function night(game: string, index: number, ...args: string[]): Ev[] {
    const r = mafiaBinary('run', game, '--format', 'json', ...args);
    expect(r.code, r.stderr).toBe(0);
    return (JSON.parse(r.stdout) as { phases: Array<{ events: Ev[] }> }).phases[index].events.filter((e) => !e.deal);
}
const told = (events: Ev[]) => events.filter((e) => e.kind === 'message' && e.text.startsWith('Вы лишены голоса')).map((e) => e.to);

describe('a silence is told only to a player alive at the end of the night', () => {
    it('the Девочка visits Лёва, the mafia kills him: Лёва dies and is told nothing', () => {
        const events = night(`${F}/s003-girl-victim-dies.mafia`, 0);
        expect(events.find((e) => e.kind === 'death')?.text).toBe('Погиб игрок Лёва.');
        expect(told(events)).toEqual([]);
    });

    it('the same draw on a visited player who lives: he is told, in his PM', () => {
        expect(told(night(`${F}/s003-girl-visit-lives.mafia`, 0))).toEqual([['Илья']]);
        const r = mafiaBinary('run', `${F}/s003-girl-visit-lives.mafia`, '--format', 'bbcode');
        expect(r.stdout).toMatch(/ЛС — Илья ────\n[^─]*Вы лишены голоса на следующий день\./);
    });

    it('the boss intimidates Лёва and Илья, the Маньяк kills Лёва: only Илья is told', () => {
        const events = night(`${F}/s003-scared-victim-dies.mafia`, 2);
        expect(events.filter((e) => e.kind === 'death').map((e) => e.text)).toEqual(['Погиб игрок Лёва.']);
        expect(told(events)).toEqual([['Илья']]);
    });
});
