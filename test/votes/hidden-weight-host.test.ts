// F16: seed 003's Doctor's blue vote counts three «однако вслух об этом не сообщается». The public
// post keeps the public count; the host alone is told the real one (his block of the posts, the
// result JSON's host event `totals`, `mafia votes --game`'s text and JSON), so his own count agrees
// with whom the engine hangs.
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const GAME = 'test/fixtures/audit-flow/s003-doctor-hidden.mafia';
const A = 'test/fixtures/threads/audit';

describe('hidden vote weights: the real count for the host, the public count in public', () => {
    it('mafia run: the public post shows Нина −4 and the hanging of Лёва; the host block gives Нина −2', () => {
        const r = mafiaBinary('run', GAME, '--format', 'bbcode');
        expect(r.code, r.stderr).toBe(0);
        const day = r.stdout.slice(r.stdout.indexOf('──── День 1 · публичный пост'));
        const [pub, host] = day.split('──── День 1 · для ведущего ────');
        expect(pub).toContain('[*]Нина: -4 голоса (против: Аня, Боря, Вера, Гоша, Даша; за: Зоя)');
        expect(pub).toContain('повешен игрок Лёва');
        expect(pub).not.toContain('-2 голоса (публично');
        expect(host).toContain('Настоящий подсчёт (со скрытыми весами голосов и тайно отменёнными голосами; в публичном итоге голоса — как отданы): Нина: -2 голоса (публично: -4 голоса).');
        const en = mafiaBinary('run', GAME, '--format', 'bbcode', '--lang', 'en');
        expect(en.stdout).toContain('The real count (hidden vote weights and silently cancelled votes included; the public tally shows the votes as cast): Нина: -2 votes (public: -4 votes).');
    });

    it('mafia run --format json: the public vote event keeps value −4 and tells no real count; the host event lists every real total', () => {
        const r = mafiaBinary('run', GAME, '--format', 'json');
        const events = (JSON.parse(r.stdout) as { phases: Array<{ events: Array<Record<string, unknown>> }> }).phases[1].events;
        // «вслух об этом не сообщается»: a public event carries nothing a bot publishing it could leak.
        expect(events.find((e) => e.kind === 'vote' && e.subject === 'Нина')).toMatchObject({ public: true, value: -4 });
        expect(events.filter((e) => e.public).map((e) => Object.keys(e))).not.toContainEqual(expect.arrayContaining(['actual']));
        const host = events.find((e) => e.kind === 'host' && e.totals);
        expect(host).toMatchObject({ public: false, to: ['host'] });
        expect(host!.totals).toEqual(expect.arrayContaining([{ subject: 'Нина', value: -2, shown: -4 }, { subject: 'Лёва', value: -3, shown: -3 }]));
    });

    it('a rule set without hidden weights gets no host count', () => {
        const r = mafiaBinary('run', 'examples/seed-002/game-town-wins.mafia', '--format', 'json');
        expect(r.stdout).not.toContain('"actual"');
        expect(r.stdout).not.toContain('"totals"');
    });

    it('mafia votes --game: the text gives the real total beside the public one; the BBCode post does not; JSON `actual`', () => {
        const args = [`${A}/seed-003-doctor.html`, '--rules', 'examples/seed-003/rules.mafia', '--game', `${A}/seed-003-doctor-game.mafia`];
        const text = mafiaBinary('votes', ...args, '--lang', 'en');
        expect(text.code, text.stderr).toBe(0);
        expect(text.stdout).toContain('Маша: −2 (against: Аня, Боря, Вера; for: Зоя)  [really +1 (a hidden weight or a silently cancelled vote; for the host only)]');
        expect(text.stdout).toMatch(/ Гоша: −1 \(against: Даша\)\n/);
        const ru = mafiaBinary('votes', ...args);
        expect(ru.stdout).toContain('[на самом деле +1 (скрытый вес или тайно отменённый голос; только для ведущего)]');
        const bb = mafiaBinary('votes', ...args, '--format', 'bbcode');
        expect(bb.stdout).toContain('[b]Маша[/b]: −2 ([color=red]против[/color]: Аня, Боря, Вера; [color=blue]за[/color]: Зоя)\n');
        expect(bb.stdout).not.toMatch(/на самом деле|\+1 \(скрыт/);
        const json = JSON.parse(mafiaBinary('votes', ...args, '--format', 'json').stdout) as { tally: Array<{ target: string; votes: number; actual?: number }> };
        expect(json.tally.find((t) => t.target === 'Маша')).toMatchObject({ votes: -2, actual: 1 });
        expect(json.tally.find((t) => t.target === 'Гоша')).not.toHaveProperty('actual');
    });
});
