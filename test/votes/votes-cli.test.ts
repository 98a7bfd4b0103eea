// `mafia votes` and `mafia status` as the host runs them (the built binary as a subprocess), on the
// example thread pages of every supported forum engine (test/fixtures/threads, made by
// make-pages.mjs in each engine's markup) with the seeds' own vote rules and the mafiascum syntax.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const T = 'test/fixtures/threads';
const ENGINES = ['phpbb3', 'vbulletin4', 'vbulletin5', 'xenforo2', 'invision'];
const SEED2 = 'examples/seed-002/rules.mafia';
const SEED3 = 'examples/seed-003/rules.mafia';
const expected = JSON.parse(readFileSync(`${T}/seed-002-day-2.expected.json`, 'utf8'));
const pages = (engine: string) => [`${T}/${engine}/seed-002-day-2-page-1.html`, `${T}/${engine}/seed-002-day-2-page-2.html`];

function votes(...args: string[]) {
    const r = mafiaBinary('votes', ...args);
    return { ...r, json: r.code === 0 && args.includes('json') ? JSON.parse(r.stdout) : null };
}

/** A copy of the day-2 game script in a fresh folder (its rule set path made absolute). */
function gameCopy(): string {
    const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-'));
    const path = join(dir, 'game.mafia');
    writeFileSync(path, readFileSync(`${T}/seed-002-game.mafia`, 'utf8').replace('"../../../examples/seed-002/rules.mafia"', JSON.stringify(join(process.cwd(), SEED2))));
    return path;
}

describe('mafia votes: seed 002 day 2 on every engine', () => {
    it.each(ENGINES)('%s: the votes that count, the posts that do not with why, who did not vote, the tally', (engine) => {
        const r = votes(...pages(engine), '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--format', 'json', '--lang', 'en');
        expect(r.stderr).toBe('');
        expect(r.code).toBe(0);
        expect(r.json.votes).toEqual(expected.votes);
        expect(r.json.invalid.map((x: { author: string; post: string }) => [x.author, x.post])).toEqual(expected.invalid.map((x: { author: string; post: string }) => [x.author, x.post]));
        r.json.invalid.forEach((x: { reason: string }, i: number) => expect(x.reason).toContain(expected.invalid[i].reason));
        expect(r.json.not_voted).toEqual(expected.not_voted);
        expect(r.json.tally).toEqual(expected.tally);
        // «Гoшa» with a Latin o and a: read as Гоша, with a warning naming the post.
        expect(r.json.warnings).toEqual([expect.stringMatching(/«Гoшa» in post 9008 is read as Гоша/)]);
        expect(r.json.thread).toMatchObject({ engine, posts: 18, pages: 2 });
    });

    it('gives its reasons in the rule set\'s language (Russian) by default, and the tally as a BBCode post', () => {
        const text = votes(...pages('phpbb3'), '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`);
        expect(text.code).toBe(0);
        expect(text.stdout).toContain('Зритель [сообщение 9015]: Зритель — не живой игрок');
        expect(text.stdout).toContain('«Гошан» — не живой игрок (может быть, Гоша?)');
        const bb = votes(...pages('phpbb3'), '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--format', 'bbcode');
        expect(bb.stdout).toContain('[b]Голосование: День 2[/b]');
        expect(bb.stdout).toContain('[b]Гоша[/b]: 5 — Аня, Боря, Егор, Женя, Илья');
        expect(bb.stdout).toContain('[b]Не голосовали:[/b] Зоя, Катя, Маша');
    });

    it('--until overrides the script\'s deadline; an explicit offset is exact, a bare time is the page\'s zone', () => {
        for (const until of ['2026-11-30 14:10', '2026-11-30T11:10:00Z']) {
            const r = votes(...pages('xenforo2'), '--rules', SEED2, '--game', `${T}/seed-002-game.mafia`, '--until', until, '--format', 'json');
            expect(r.json.votes.map((v: { voter: string }) => v.voter)).toEqual(['Аня', 'Боря', 'Вера', 'Гоша', 'Егор']);
            expect(r.json.invalid.find((x: { post: string }) => x.post === '9008').reason).toContain('после окончания');
        }
    });

    it('--players: a substitute posts for his predecessor\'s slot («Егор=Егорыч»); without --game the host is the thread\'s first poster', () => {
        const r = votes(...pages('vbulletin5'), '--rules', SEED2, '--players', 'Аня,Боря,Вера,Гоша,Егор=Егорыч,Женя,Зоя,Илья,Катя,Маша', '--until', '2026-11-30 21:00', '--format', 'json');
        expect(r.code).toBe(0);
        expect(r.json.votes).toEqual(expected.votes);
        // Лёва is not on the list: not a living player.
        expect(r.json.invalid.find((x: { post: string }) => x.post === '9016').reason).toMatch(/Лёва — не живой игрок/);
        expect(r.json.invalid.some((x: { author: string }) => x.author === 'Ведущий')).toBe(false);
    });
});

describe('mafia votes: seed 003 (red against, blue for, the last vote counts, −2 for not voting)', () => {
    it.each(['xenforo2', 'vbulletin4'])('%s: signed scores with the non-voters\' −2', (engine) => {
        const r = votes(`${T}/${engine}/seed-003-day-1.html`, '--rules', SEED3, '--players', 'Аня,Боря,Вера,Гоша,Даша,Егор', '--format', 'json', '--lang', 'en');
        expect(r.code).toBe(0);
        expect(r.json.votes).toEqual([
            { voter: 'Аня', target: 'Боря', kind: 'against', post: '7002' },
            { voter: 'Боря', target: 'Гоша', kind: 'against', post: '7003' },
            { voter: 'Гоша', target: 'Вера', kind: 'for', post: '7005' },
            { voter: 'Вера', target: 'Аня', kind: 'against', post: '7006' },
        ]);
        // 7002 («Против Бори? Нет, против Боря») counts, for Боря: its misspelt «Бори» is no post that does not count.
        // 7003 («Защищаю [blue]Вера[/blue], а против [red]Гоша[/red]») casts one vote, its last: not listed as changed by itself.
        expect(r.json.invalid.map((x: { post: string; reason: string }) => `${x.post} ${x.reason}`)).toEqual([
            expect.stringMatching(/^7004 changed: the later vote \(post 7006, for Аня\)/),
            expect.stringMatching(/^7007 the nickname «Аня» is in green; a vote is written red against, blue for/),
        ]);
        expect(r.json.warnings).toEqual(['Боря, post 7003: one post names several votes (Вера (for), Гоша (against)); the last counts, for Гоша']);
        expect(r.json.not_voted).toEqual(['Даша', 'Егор']);
        expect(r.json.tally.map((t: { target: string; votes: number }) => [t.target, t.votes])).toEqual([['Даша', -2], ['Егор', -2], ['Боря', -1], ['Гоша', -1], ['Аня', -1], ['Вера', 1]]);
    });
});

describe('mafia votes: the mafiascum syntax (VOTE: name, [vote]name[/vote])', () => {
    it('reads bold VOTE: lines and rendered vote tags; the last vote counts; a quoted vote is the quoted player\'s', () => {
        const r = votes(`${T}/phpbb3/mafiascum-day-1.html`, '--rules', 'test/fixtures/votes/mafiascum-votes.mafia', '--players', 'alpha,bravo,charlie,delta,echo,foxtrot,golf', '--format', 'json');
        expect(r.code).toBe(0);
        expect(r.json.votes.map((v: { voter: string; target: string }) => `${v.voter}>${v.target}`)).toEqual(['bravo>charlie', 'charlie>bravo', 'delta>echo', 'alpha>charlie', 'foxtrot>golf']);
        expect(r.json.invalid.map((x: { author: string }) => x.author)).toEqual(['alpha', 'hotel']);
        expect(r.json.tally[0]).toEqual({ target: 'charlie', votes: 2, voters: ['bravo', 'alpha'] });
    });
});

describe('mafia votes --append', () => {
    it('writes the day\'s votes into the game script so that mafia run adjudicates the day; a second append is refused unless --force', () => {
        const game = gameCopy();
        const before = readFileSync(game, 'utf8');
        const r = votes(...pages('invision'), '--rules', SEED2, '--game', game, '--append', game);
        expect(r.code).toBe(0);
        const after = readFileSync(game, 'utf8');
        expect(after.startsWith(before.slice(0, before.indexOf('day 2')))).toBe(true);   // nothing the script held is lost
        expect(after).toContain('    vote Аня -> Гоша   // #9002\n');
        expect(after).toContain('// mafia votes: 7 голосов с 2 страниц, до 2026-11-30 21:00 +03:00\n');   // the note in the rule set's language
        const run = mafiaBinary('run', game);
        expect(run.code).toBe(0);
        expect(run.stdout).toMatch(/День 2[\s\S]*Голоса: Гоша: 5 голосов; Катя: 2 голоса\.[\s\S]*казнён игрок Гоша/);
        const again = votes(...pages('invision'), '--rules', SEED2, '--game', game, '--append', game);
        expect(again.code).toBe(2);
        expect(again.stderr).toContain('уже записаны');
        expect(readFileSync(game, 'utf8')).toBe(after);
        const forced = votes(...pages('invision'), '--rules', SEED2, '--game', game, '--append', game, '--force');
        expect(forced.code).toBe(0);
        expect(readFileSync(game, 'utf8')).toBe(after);   // the same votes replace the earlier ones
    });

    it('the host\'s verdicts in the script override the rules\' reading, are shown, and mafia run follows them', () => {
        const game = gameCopy();
        writeFileSync(game, readFileSync(game, 'utf8').replace('day 2 until "2026-11-30 21:00" {\n', 'day 2 until "2026-11-30 21:00" {\n    host accept vote Зоя -> Гоша\n    host reject vote Вера\n'));
        const r = votes(...pages('phpbb3'), '--rules', SEED2, '--game', game, '--append', game, '--format', 'json', '--lang', 'en');
        expect(r.code).toBe(0);
        expect(r.json.votes.find((v: { voter: string }) => v.voter === 'Зоя')).toEqual({ voter: 'Зоя', target: 'Гоша', kind: 'against', post: '9010', override: 'accepted' });
        expect(r.json.invalid.find((x: { author: string }) => x.author === 'Вера')).toMatchObject({ post: '9004', override: 'rejected' });
        expect(r.json.not_voted).toEqual(['Вера', 'Катя', 'Маша']);
        expect(readFileSync(game, 'utf8')).toMatch(/\/\/ mafia votes: \d+ from 2 page\(s\), until 2026-11-30 21:00 \+03:00\n/);   // --lang en: the note in English
        expect(mafiaBinary('run', game).stdout).toContain('Гоша: 6 голосов; Катя: 1 голос');
    });
});

describe('mafia votes: bad input is exit 2 and writes nothing', () => {
    const cases: Array<[string, string[], RegExp]> = [
        ['a page of no supported engine', [`${T}/unsupported.html`], /not a thread page of a supported forum engine \(expected phpBB 3, vBulletin 4 or 5, XenForo 2, or IPB\/Invision\)/],
        ['a page with no posts', [`${T}/phpbb3/empty-topic.html`], /a phpBB 3 page with no posts/],
        ['a page of another thread', [`${T}/phpbb3/seed-002-day-2-page-1.html`, `${T}/phpbb3/other-thread.html`], /other-thread\.html: a page of another thread \(Флудилка/],
        ['pages of two engines', [`${T}/phpbb3/seed-002-day-2-page-1.html`, `${T}/xenforo2/seed-002-day-2-page-2.html`], /a XenForo 2 page, the other pages are phpBB 3/],
    ];
    it.each(cases)('%s', (_what, files, message) => {
        const game = gameCopy();
        const before = readFileSync(game, 'utf8');
        const r = votes(...files, '--rules', SEED2, '--game', game, '--append', game, '--lang', 'en');
        expect(r.code).toBe(2);
        expect(r.stderr).toMatch(message);
        expect(r.stdout).toBe('');
        expect(readFileSync(game, 'utf8')).toBe(before);
    });

    it('a deadline that is not a time, and a --players list that leaves out the game\'s living players, are usage errors', () => {
        expect(votes(...pages('phpbb3'), '--rules', SEED2, '--players', 'Аня', '--until', 'завтра', '--lang', 'en')).toMatchObject({ code: 2, stderr: expect.stringContaining('--until: not a time: «завтра»') });
        // An offset no zone has (outside audit: +99:99 was read as +100:39, every vote «late»).
        expect(votes(...pages('phpbb3'), '--rules', SEED2, '--players', 'Аня', '--until', '2026-11-30 21:00 +99:99', '--lang', 'en')).toMatchObject({ code: 2, stderr: expect.stringContaining('--until: not a time: «2026-11-30 21:00 +99:99»') });
        expect(votes(...pages('phpbb3'), '--rules', SEED2, '--players', 'Аня', '--game', `${T}/seed-002-game.mafia`).code).toBe(2);
    });
});

describe('mafia status', () => {
    it('for the script\'s last phase: who has an ability to use and no order, limited uses left, who is one missed vote from removal', () => {
        const game = gameCopy();
        // Day 1 with four votes only (eight living players miss it), night 1 with two orders so far.
        const text = readFileSync(game, 'utf8');
        const day1 = text.slice(text.indexOf('day 1 {'), text.indexOf('night 1 {'));
        writeFileSync(game, text.slice(0, text.indexOf('day 1 {')) + 'day 1 {\n    vote Вера -> Даша\n    vote Гоша -> Даша\n    vote Маша -> Даша\n    vote Аня -> Гоша\n}\nnight 1 {\n    Вера: Выстрел -> Лёва\n    Аня: Проверка -> Гоша\n}\n');
        expect(day1).toContain('Защита от смерти');
        const r = mafiaBinary('status', game, '--format', 'json');
        expect(r.code).toBe(0);
        const s = JSON.parse(r.stdout);
        expect(s.phase).toEqual({ kind: 'night', title: 'Ночь', number: 1 });
        expect(s.missing).toEqual([
            { player: 'Гоша', abilities: ['Избиение'] },
            { player: 'Егор', abilities: ['Убийство'] },
            { player: 'Женя', abilities: ['Спасение'] },
            { player: 'Катя', abilities: ['Беседы о вечном'] },
            { player: 'Маша', abilities: ['Убийство', 'Засада'] },
        ]);
        expect(s.sent).toEqual(['Аня', 'Вера']);
        // The Necromancer has not used his once-per-game ward (this day 1 has no order of his).
        expect(s.usesLeft).toEqual([{ player: 'Илья', ability: 'Защита от смерти', left: 1 }]);
        // Seed 002: «два раза не голосуешь - выбываешь»; one more missed vote removes them.
        expect(s.atRisk.map((a: { player: string }) => a.player)).toEqual(['Боря', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва']);
        expect(s.atRisk[0]).toEqual({ player: 'Боря', missed: 1, count: 2 });
        const en = mafiaBinary('status', game, '--lang', 'en');
        expect(en.stdout).toContain('Ночь 1: orders');
        expect(en.stdout).toContain('  Маша: Убийство, Засада');
        expect(en.stdout).toContain('  Илья: Защита от смерти — 1 use left');
    });
});
