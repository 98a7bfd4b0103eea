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

describe('an empty answer is a sentence, not «X — —» (audit finding 6)', () => {
    const learns = (p: Phase, to: string) => p.events.filter((e) => e.kind === 'learn' && e.to?.includes(to));
    // seed 003: «если этого человека убивали, ведущий открывает свидетелю имя убийцы» (003 l.205): nobody did.
    it('y11: the Свидетель Саша watching Даша, whom nobody attacked', async () => {
        const n1 = phaseAt(await runJson(`${CASES}/s003-y11_witness_nobody_attacked.json`), 'night 1');
        expect(learns(n1, 'Саша')).toEqual([expect.objectContaining({ subject: 'Даша', property: 'attackers', value: 'никто', text: 'Наблюдение: на игрока Даша никто не нападал.' })]);
    });
    it('y08: the boss who shot at the Sniper died first: nobody attacked Петя', async () => {
        const n1 = phaseAt(await runJson(`${CASES}/s003-y08_witness_sees_sniper_counter.json`), 'night 1');
        expect(learns(n1, 'Саша').map((e) => e.text)).toEqual(['Наблюдение: на игрока Петя никто не нападал.']);
    });
    // seed 000's Слежка on a player who targeted nobody (the same empty list of players).
    it('m01b: Лёва\'s Слежка on Аня, who gave no order', async () => {
        const n2 = phaseAt(await runJson(`${CASES}/s000-m01b_avenger_amnesty_act_in_next_phase.json`), 'night 2');
        expect(learns(n2, 'Лёва').map((e) => e.text)).toContain('Слежка: игрок Аня ни на кого не применял способностей.');
        expect(learns(n2, 'Лёва').map((e) => e.text).join(' ')).not.toContain('— —');
    });
});

describe('seed 000: a status held by two records ends with one line (found while re-recording the golden corpus)', () => {
    // Day 2: Карательная кулинария (Аня) and Отравление (Даша) both put Боря in Госпиталь for night 2.
    it('golden game 10: «Боря: Госпиталь больше не действует.» once in the night-2 post', async () => {
        const r = await runJson('test/fixtures/seed-000-hospital-two-records.json');
        expect(posts(phaseAt(r, 'day 2')).filter((t) => t === 'Боря: Госпиталь.')).toHaveLength(1);
        expect(posts(phaseAt(r, 'night 2')).filter((t) => t === 'Боря: Госпиталь больше не действует.')).toHaveLength(1);
    });
});

describe('an order whose target died earlier in the phase is refused with a reason, not only in the trace', () => {
    // «every order is carried out or rejected with a reason»: Петя's night Раздача (stage Итоги) on Аня, whom the
    // Дробовик killed at stage Урон, reaches the host's list of refused orders with why.
    // «до трех разных целей. Каждая получает +1 карту»: each target on its own, so Боря still gets his card;
    // only the part on Аня is refused.
    it('seed 000: Петя: Раздача → Аня, Боря; Аня dies of the Дробовик; Боря gets his card', async () => {
        const r = await runJson(`${CASES}/s000-target-died-earlier.json`);
        const n1 = phaseAt(r, 'night 1');
        expect(n1.events.filter((e) => e.kind === 'death').map((e) => e.subject)).toEqual(['Аня']);
        expect(n1.rejected).toEqual([{ actor: 'Петя', ability: 'Раздача', reason: 'Аня погибла раньше в этой фазе: для этой цели заявка не выполнена, для остальных (Боря) выполнена', targets: ['Аня'] }]);
        const cards = (name: string) => (n1 as unknown as { players: Array<{ name: string; resources: Record<string, number> }> }).players.find((p) => p.name === name)!.resources['Карты'];
        expect([cards('Аня'), cards('Боря')]).toEqual([0, 1]);
    });
});
