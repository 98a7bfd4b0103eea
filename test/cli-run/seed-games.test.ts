// The shipped seed-003 and seed-000 example games (examples/seed-00N/game-*.mafia) run through the real CLI to
// their winners: the winner, a few events a host would post or send, and byte-identical reruns.
import { describe, expect, it } from 'vitest';
import { mafia } from './cli.js';
import { deathsIn, phaseAt, runJson, type Phase } from './game-result.js';

const EX3 = 'examples/seed-003';
const EX0 = 'examples/seed-000';

const run = runJson;
const at = phaseAt;
const deaths = deathsIn;
const reveals = (p: Phase) => Object.fromEntries(p.events.filter((e) => e.kind === 'reveal').map((e) => [e.subject, e.value]));
const tally = (p: Phase) => Object.fromEntries(p.events.filter((e) => e.kind === 'vote').map((e) => [e.subject, e.value]));
const posts = (p: Phase) => p.events.filter((e) => e.public).map((e) => e.text);

describe('seed 003: game-town-wins.mafia', () => {
    it('the town wins after four days; the dead town players win too', async () => {
        const r = await run(`${EX3}/game-town-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Город'], players: ['Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша', 'Нина', 'Олег'] });
        expect(r.phases).toHaveLength(8);
    });

    it('night 1: the healed Doctor survives the double kill, the check reaches the Sergeant, the boss leaves evidence', async () => {
        const n1 = at(await run(`${EX3}/game-town-wins.mafia`), 'night 1');
        expect(deaths(n1)).toEqual(['Лёва']);
        expect(reveals(n1)).toEqual({ Лёва: 'Мирный житель' });
        expect(n1.events).toContainEqual(expect.objectContaining({ kind: 'learn', public: false, to: ['Егор', 'Женя'], subject: 'Боря', value: 'мафия' }));
        expect(posts(n1)).toContain('Босс мафии оставил улики: это Аня.');
    });

    it('day 1: the boss\'s vote is not counted, a non-voter gets −2; the hanged boss is revealed', async () => {
        const d1 = at(await run(`${EX3}/game-town-wins.mafia`), 'day 1');
        // «вслух о лишении голоса не сообщается»: the public tally shows Аня's red vote on Егор as cast (−1);
        // it is not counted, so it decides nothing (the engine's trace gives it weight 0).
        expect(tally(d1)).toEqual({ Аня: -7, Маша: -3, Гоша: -2, Егор: -1 });
        expect(deaths(d1)).toEqual(['Аня']);
        expect(reveals(d1)).toEqual({ Аня: 'Мафия' });
    });

    it('night 2 / day 2: the Sergeant becomes the Commissioner, whose role is announced (12 alive at nightfall), the dead Advocate\'s cover holds', async () => {
        const r = await run(`${EX3}/game-town-wins.mafia`);
        const n2 = at(r, 'night 2');
        expect(deaths(n2)).toEqual(['Егор', 'Вера']);
        expect(reveals(n2)).toEqual({ Егор: 'Комиссар' });     // Вера, the Sheriff's victim, keeps hers by his 50 % roll
        expect(n2.events).toContainEqual(expect.objectContaining({ kind: 'message', to: ['Женя'], text: 'Ваша новая роль: Комиссар.' }));
        const d2 = at(r, 'day 2');
        expect(deaths(d2)).toEqual([]);
        expect(tally(d2)).toEqual({ Боря: -8, Нина: -2 });
    });

    it('night 3: the serum is allowed after a heal (only two serums in a row are barred)', async () => {
        const n3 = at(await run(`${EX3}/game-town-wins.mafia`), 'night 3');
        expect(n3.rejected).toEqual([]);
        expect(reveals(n3)).toEqual({ Даша: 'Маньяк' });
        expect(deaths(n3)).toEqual(['Боря', 'Маша']);     // the Girl at the boss's: Женя lives
    });
});

describe('seed 003: game-mafia-wins.mafia', () => {
    it('the mafia wins at parity after night 3', async () => {
        const r = await run(`${EX3}/game-mafia-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Мафия'], players: ['Аня', 'Боря', 'Вера', 'Гоша'] });
        expect(r.phases.map((p) => `${p.phase.kind} ${p.phase.number}`).pop()).toBe('night 3');
    });

    it('the Хохол takes the boss with him; both roles are revealed', async () => {
        const n1 = at(await run(`${EX3}/game-mafia-wins.mafia`), 'night 1');
        expect(deaths(n1)).toEqual(['Катя', 'Аня']);
        expect(reveals(n1)).toEqual({ Катя: 'Хохол', Аня: 'Мафия' });
    });

    it('silenced voters count 0 and their votes are rejected; a non-voter\'s −2 hangs the Sergeant', async () => {
        const r = await run(`${EX3}/game-mafia-wins.mafia`);
        const d1 = at(r, 'day 1');
        expect(d1.rejected).toEqual([expect.objectContaining({ actor: 'Маша', ability: 'vote' })]);
        expect(deaths(d1)).toEqual([]);     // the covered Journalist is not hanged
        const d2 = at(r, 'day 2');
        expect(tally(d2)).toEqual({ Женя: -3, Даша: -2, Вера: -1 });
        expect(deaths(d2)).toEqual(['Женя']);
        expect(reveals(d2)).toEqual({});
    });

    it('the bloody kill takes the visiting Мент; 11 alive at nightfall, so both roles are announced', async () => {
        const n2 = at(await run(`${EX3}/game-mafia-wins.mafia`), 'night 2');
        expect(deaths(n2)).toEqual(['Лёва', 'Илья']);
        expect(reveals(n2)).toEqual({ Лёва: 'Мирный житель', Илья: 'Мент' });
    });
});

describe('seed 003: game-maniac-wins.mafia', () => {
    it('the Maniac\'s side wins one against one, the dead Fan with her', async () => {
        const r = await run(`${EX3}/game-maniac-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Сторона маньяка'], players: ['Даша', 'Егор'] });
    });

    it('the Fan finds the Maniac, then dies in her place and is announced as the Maniac', async () => {
        const r = await run(`${EX3}/game-maniac-wins.mafia`);
        expect(at(r, 'night 1').events).toContainEqual(expect.objectContaining({ kind: 'learn', to: ['Егор'], subject: 'Даша', value: 'маньяк' }));
        expect(deaths(at(r, 'night 1'))).toEqual([]);
        const n2 = at(r, 'night 2');
        expect(deaths(n2)).toEqual(['Егор', 'Женя']);
        expect(reveals(n2)).toEqual({ Егор: 'Маньяк', Женя: 'Комиссар' });
    });

    it('the Priest confessing a bloody Maniac dies and learns nothing', async () => {
        const n3 = at(await run(`${EX3}/game-maniac-wins.mafia`), 'night 3');
        expect(deaths(n3)).toContain('Илья');
        expect(n3.events.filter((e) => !e.public && e.to?.includes('Илья'))).toEqual([]);
    });

    it('day 4: the boss\'s vote after her double kill is silently dropped', async () => {
        const d4 = at(await run(`${EX3}/game-maniac-wins.mafia`), 'day 4');
        // Publicly Нина shows −1 (the vote as cast, nothing said aloud); really she keeps 0.
        expect(tally(d4)).toEqual({ Вера: -2, Нина: -1 });
        expect(deaths(d4)).toEqual(['Вера']);
    });
});

describe('seed 003: the JSON twin', () => {
    it('game-town-wins.json is the same game as the script: identical results', async () => {
        const a = await mafia('run', `${EX3}/game-town-wins.json`, '--format', 'json', '--trace');
        const b = await mafia('run', `${EX3}/game-town-wins.mafia`, '--format', 'json', '--trace');
        expect(a.code).toBe(0);
        expect(a.stdout).toBe(b.stdout);
    });
});

for (const [seed, folder, files] of [
    ['003', EX3, ['game-town-wins.mafia', 'game-mafia-wins.mafia', 'game-maniac-wins.mafia', 'game-town-wins.json']],
    ['000', EX0, ['game-law-wins.mafia', 'game-mafia-wins.mafia']],
] as const) {
    describe(`seed ${seed} games are deterministic`, () => {
        it.each(files)('%s: two runs give byte-identical JSON', async (file) => {
            const a = await mafia('run', `${folder}/${file}`, '--format', 'json', '--trace');
            const b = await mafia('run', `${folder}/${file}`, '--format', 'json', '--trace');
            expect(a.stdout.length).toBeGreaterThan(1000);
            expect(a.stdout).toBe(b.stdout);
        });

        it('the example folder checks clean', async () => {
            const r = await mafia('check', folder);
            expect(r.code).toBe(0);
            expect(r.stdout).toMatch(/ошибок: 0, предупреждений: 0/);
        });
    });
}

// Seed 000 (examples/seed-000/game-*.mafia): two roles per player, lives and the Hospital, guises,
// voting in every phase at ≥ 40 % of the living, cards.
const statusLines = (p: Phase) => p.events.filter((e) => e.kind === 'status').map((e) => e.text);
const hpOf = (p: Phase, who: string) => p.players.find((x) => x.name === who)!.hp;

describe('seed 000: game-law-wins.mafia', () => {
    it('the Law wins after night 2 once both mafiosi are dead; the Маг (no Колдун) and the Лепрекон win with it', async () => {
        const r = await run(`${EX0}/game-law-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Закон', 'Нейтралы'], players: ['Аня', 'Боря', 'Вера', 'Гоша', 'Женя', 'Зоя'] });
        expect(r.phases).toHaveLength(4);
        // The public line names who won and by what: the Маг Женя by her own clause «Закон», the Лепрекон Зоя by hers (audit-flow F22).
        expect(posts(at(r, 'night 2'))).toContain('Игра окончена. Победа: Закон (Аня, Боря, Вера, Гоша, Женя), Не догонишь, не догонишь! (Зоя).');
    });

    it('day 1: Диверсия puts the Killer in the Hospital at 1 HP; a guise by PM; 4 of 10 votes execute, 3 do not', async () => {
        const d1 = at(await run(`${EX0}/game-law-wins.mafia`), 'day 1');
        expect(statusLines(d1)).toEqual(['Егор: Госпиталь.']);
        expect(hpOf(d1, 'Егор')).toBe(1);
        expect(d1.events).toContainEqual(expect.objectContaining({ kind: 'learn', public: false, to: ['Аня'], subject: 'Даша', property: 'guise', text: 'Проверка документов: Даша — Злой Гений.' }));
        expect(tally(d1)).toEqual({ Даша: 4, Гоша: 3 });
        expect(d1.events).toContainEqual(expect.objectContaining({ kind: 'learn', to: ['Боря', 'Вера', 'Гоша'], subject: 'Даша', value: 'Босс' }));
    });

    it('night 1: the hunted Лепрекон (3 HP) is in the Hospital at 2; a second execution jails', async () => {
        const n1 = at(await run(`${EX0}/game-law-wins.mafia`), 'night 1');
        expect(statusLines(n1)).toEqual(['Зоя: Госпиталь.', 'Даша: Тюрьма.']);
        expect(hpOf(n1, 'Зоя')).toBe(2);
        expect(hpOf(n1, 'Гоша')).toBe(2);     // his hunt's Защита stopped the pistol
    });

    it('day 2 / night 2: the mob beating kills the Boss; Банк blocks the shot; the Наган kills the Killer', async () => {
        const r = await run(`${EX0}/game-law-wins.mafia`);
        expect(deaths(at(r, 'day 2'))).toEqual(['Даша']);
        const n2 = at(r, 'night 2');
        expect(deaths(n2)).toEqual(['Егор']);
        expect(hpOf(n2, 'Аня')).toBe(2);
        expect(n2.events).toContainEqual(expect.objectContaining({ kind: 'learn', to: ['Илья'], subject: 'Аня', value: 'Сыщик' }));   // Крупье
    });
});

describe('seed 000: game-mafia-wins.mafia', () => {
    it('the Mafia wins after night 4 with no Law member alive; the Лепрекон wins with it', async () => {
        const r = await run(`${EX0}/game-mafia-wins.mafia`);
        expect(r.winner).toEqual({ factions: ['Мафия', 'Нейтралы'], players: ['Гоша', 'Даша', 'Женя'] });
        expect(r.phases.map((p) => `${p.phase.kind} ${p.phase.number}`).pop()).toBe('night 4');
    });

    it('day 1: VIP caps enhanced votes (4 of the 5 needed among 11); the Hospital blocks the Наган later', async () => {
        const r = await run(`${EX0}/game-mafia-wins.mafia`);
        expect(tally(at(r, 'day 1'))).toEqual({ Гоша: 5, Вера: 4 });
        expect(at(r, 'night 2').rejected).toEqual([expect.objectContaining({ actor: 'Боря', ability: 'Наган', reason: expect.stringMatching(/Госпиталь/) })]);
    });

    it('night 2 / day 3: Запрещённые препараты keep the Avenger at 1 HP, never in the Hospital, jailed a phase later', async () => {
        const r = await run(`${EX0}/game-mafia-wins.mafia`);
        const n2 = at(r, 'night 2');
        expect(deaths(n2)).toEqual([]);
        expect(posts(n2)).toEqual(expect.arrayContaining(['Аня: сработали Запрещённые препараты.', 'Дробовик применил Даша.']));
        expect(hpOf(n2, 'Аня')).toBe(1);
        expect(statusLines(at(r, 'day 3'))).toEqual(['Даша: Госпиталь.', 'Аня: Тюрьма.']);
    });

    it('night 3: two deaths lower the threshold: 4 votes of 9 alive execute', async () => {
        const n3 = at(await run(`${EX0}/game-mafia-wins.mafia`), 'night 3');
        expect(deaths(n3)).toEqual(['Боря', 'Вера']);
        expect(tally(n3)).toEqual({ Лёва: 4 });
        expect(n3.events.filter((e) => e.kind === 'execution').map((e) => e.subject)).toEqual(['Лёва']);
    });
});

