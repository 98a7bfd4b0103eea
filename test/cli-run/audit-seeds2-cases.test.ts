// The black-box audit of seeds 000/002/003 (second round): its own game files, run through the real CLI,
// each against the Russian rule line it found broken (test/fixtures/audit-seeds2/, copied from the audit).
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../../engine/model/result.js';
import { phaseAt, runJson, type Phase } from './game-result.js';

const CASES = 'test/fixtures/audit-seeds2';
const posts = (p: Phase) => p.events.filter((e) => e.public).map((e) => e.text);
const tally = (p: Phase) => Object.fromEntries(p.events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value]));
/** A player's statuses during a phase: a row is the end-of-phase snapshot, so the previous phase's row. */
function statusesIn(r: GameResult, label: string, who: string): string[] {
    const i = r.phases.indexOf(phaseAt(r, label));
    return r.phases[i - 1].players.find((p) => p.name === who)!.statuses;
}

describe('seed 000: Амнистия puts off the Мститель\'s permanent Тюрьма for its one phase (audit finding 1)', () => {
    // «Амнистия - … На следующую фазу цель не попадёт в Тюрьму.» (000 l.37); «…а в конце следующей фазы он попадает
    // в Тюрьму до конца игры» (l.48); 000-E51: «not blockable except Амнистия for its one phase».
    it('m01b: Лёва, amnestied in day 2, watches and votes in night 2 and is jailed from day 3 on', async () => {
        const r = await runJson(`${CASES}/s000-m01b_avenger_amnesty_act_in_next_phase.json`);
        const n2 = phaseAt(r, 'night 2');
        expect(statusesIn(r, 'night 2', 'Лёва')).not.toContain('Тюрьма');
        expect(n2.rejected).toEqual([]);
        expect(tally(n2)).toEqual({ Аня: 1 });
        expect(statusesIn(r, 'day 3', 'Лёва')).toContain('Тюрьма');
        expect(phaseAt(r, 'day 3').rejected.map((x) => x.actor)).toEqual(['Лёва']);
    });
});

describe('seed 000: a Тюрьма put off by Амнистия is announced in the post before it begins (audit finding 3)', () => {
    // «Все случаи получения или потери любым персонажем любого их этих статусов объявляются публично в посте мастера» (000 l.8)
    it('j14e: night-1 Арест + Амнистия: nothing in the night-1 post, «Гоша: Тюрьма.» in the day-2 post, its end in the night-2 post', async () => {
        const r = await runJson(`${CASES}/s000-j14e_amnesty_vs_arrest_act_each_phase.json`);
        expect(posts(phaseAt(r, 'night 1')).join('\n')).not.toContain('Гоша');
        expect(statusesIn(r, 'day 2', 'Гоша')).not.toContain('Тюрьма');
        expect(posts(phaseAt(r, 'day 2'))).toContain('Гоша: Тюрьма.');
        expect(statusesIn(r, 'night 2', 'Гоша')).toContain('Тюрьма');
        expect(posts(phaseAt(r, 'night 2'))).toContain('Гоша: Тюрьма больше не действует.');
    });
    it('j14f: the same one phase earlier (a day-1 Арест + Амнистия)', async () => {
        const r = await runJson(`${CASES}/s000-j14f_arrest_and_amnesty_same_day_act.json`);
        expect(posts(phaseAt(r, 'day 1')).join('\n')).not.toContain('Гоша');
        expect(posts(phaseAt(r, 'night 1'))).toContain('Гоша: Тюрьма.');
        expect(posts(phaseAt(r, 'day 2'))).toContain('Гоша: Тюрьма больше не действует.');
    });
    it('m01b: the Мститель\'s Тюрьма, put off to day 3, is announced in the night-2 post, not in day 2\'s', async () => {
        const r = await runJson(`${CASES}/s000-m01b_avenger_amnesty_act_in_next_phase.json`);
        expect(posts(phaseAt(r, 'day 2')).join('\n')).not.toContain('Тюрьма');
        expect(posts(phaseAt(r, 'night 2'))).toContain('Лёва: Тюрьма.');
    });
});

describe('seed 000: the Мародер\'s gain is public at the start of the next phase (audit finding 8)', () => {
    // «В начале следующей фазы публично получает все способности его Явной роли.» (000 l.45, 000-E53)
    it('n04: day-2 Гробокопательство → Вера (Прокурор): announced in the day-2 post; in night 2 his vote weighs 2', async () => {
        const r = await runJson(`${CASES}/s000-n04_marauder_digs_prosecutor_votes_weight.json`);
        expect(posts(phaseAt(r, 'day 2'))).toContain('Петя получает способности роли Прокурор.');
        expect(posts(phaseAt(r, 'night 2')).join('\n')).not.toContain('получает способности');
        expect(tally(phaseAt(r, 'night 2'))).toEqual({ Гоша: 7 });
    });
});

describe('seed 002: a check on the Priest who dies in the Maniac\'s ambush still answers (audit finding 5)', () => {
    // «Игрок, имеющий право раз в ход выяснить роль одного из игроков» (002 l.27); the result is withheld only «При убийстве
    // комиссара ночным выстрелом мафии или будучи избитым громилой» (l.28, 002-E10 literal) — as for a target of the night's kills.
    it('x11: Катя dies taking the ambushing Маша; Аня and her Сержант Боря learn «Катя — Священник»', async () => {
        const r = await runJson(`${CASES}/s002-x11_maniac_ambush_and_priest_dies_guest_effect.json`);
        const n1 = phaseAt(r, 'night 1');
        expect(n1.events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['Катя']);
        expect(n1.events).toContainEqual(expect.objectContaining({ kind: 'learn', to: ['Аня', 'Боря'], subject: 'Катя', value: 'Священник' }));
        expect(n1.rejected).toEqual([]);
    });
});
