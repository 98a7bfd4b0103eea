// `mafia votes` on saved pages whose times are relative or localised (test/fixtures/threads/dates:
// hand-written after each engine's real markup — vBulletin 4 «Сегодня, 20:05», phpBB 3.0 "Today,
// 8:05 pm" / "30 minutes ago", XenForo 2.2 data-timestamp, IPB 4 «Вчера в 23:59» over <time datetime>,
// vBulletin 5 data-node-publishdate in US Eastern time), and the bad input of issue 14 that these
// new paths add: a roster that does not match the game, an empty file, an unreadable time, a bad --today.
import { copyFileSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mafiaBinary } from '../cli-run/cli.js';

const D = 'test/fixtures/threads/dates';
const T = 'test/fixtures/threads';
const SEED2 = 'examples/seed-002/rules.mafia';
const PLAYERS = 'Аня,Боря,Вера,Гоша,Егор';
// 21:00 Moscow time; exact, since the vBulletin 5 page is in US Eastern time.
const UNTIL = '2026-12-01T18:00:00Z';

function votes(...args: string[]) {
    const r = mafiaBinary('votes', ...args);
    return { ...r, json: r.code === 0 && args.includes('json') ? JSON.parse(r.stdout) : null };
}

const tmp = () => mkdtempSync(join(tmpdir(), 'mafia-dates-'));

/** The day as every page tells it: two votes count, one is edited after the deadline, one is posted after it. */
function expectTheDay(json: { votes: unknown; invalid: Array<{ author: string; post: string; reason: string }>; not_voted: unknown }) {
    expect(json.votes).toEqual([
        { voter: 'Аня', target: 'Гоша', kind: 'against', post: '7102' },
        { voter: 'Боря', target: 'Гоша', kind: 'against', post: '7103' },
    ]);
    expect(json.invalid.map((x) => [x.author, x.post])).toEqual([['Вера', '7104'], ['Гоша', '7105']]);
    expect(json.invalid[0].reason).toContain('edited after the deadline (2026-12-01 ');
    expect(json.invalid[1].reason).toContain('posted after the deadline');
    expect(json.not_voted).toEqual(['Вера', 'Гоша', 'Егор']);
}

describe('relative and localised times on each engine', () => {
    it.each([
        ['vbulletin4-today-ru.html', 'vbulletin4'],
        ['phpbb30-relative-en.html', 'phpbb3'],
        ['xenforo22-relative-en.html', 'xenforo2'],
        ['invision-relative-ru.html', 'invision'],
        ['vbulletin5-relative-en.html', 'vbulletin5'],
    ])('%s with --today', (file, engine) => {
        const r = votes(`${D}/${file}`, '--rules', SEED2, '--players', PLAYERS, '--until', UNTIL, '--today', '2026-12-01 21:50', '--format', 'json', '--lang', 'en');
        expect(r.stderr).toBe('');
        expect(r.json.thread).toMatchObject({ engine, posts: 5 });
        expectTheDay(r.json);
        expect(r.json.warnings).toEqual([]);
    });

    it('machine-readable times need no reference: XenForo and IPB read the same without --today, with no warning', () => {
        for (const file of ['xenforo22-relative-en.html', 'invision-relative-ru.html']) {
            const r = votes(`${D}/${file}`, '--rules', SEED2, '--players', PLAYERS, '--until', UNTIL, '--format', 'json', '--lang', 'en');
            expectTheDay(r.json);
            expect(r.json.warnings).toEqual([]);
        }
    });

    it('without --today, «Сегодня» is the file\'s modification day, with a warning naming it', () => {
        const dir = tmp();
        const page = join(dir, 'page.html');
        copyFileSync(`${D}/vbulletin4-today-ru.html`, page);
        utimesSync(page, new Date('2026-12-01T18:50:00Z'), new Date('2026-12-01T18:50:00Z'));
        const r = votes(page, '--rules', SEED2, '--players', PLAYERS, '--until', UNTIL, '--format', 'json', '--lang', 'en');
        expectTheDay(r.json);
        expect(r.json.warnings).toEqual([expect.stringMatching(/page\.html: relative times .* modification time \(2026-12-01 18:50 UTC\); give the day the page was saved with --today/)]);
    });

    it('a post whose time cannot be read is reported, not counted before the deadline', () => {
        const dir = tmp();
        const page = join(dir, 'page.html');
        writeFileSync(page, readFileSync(`${D}/vbulletin4-today-ru.html`, 'utf8').replace('<span class="date">Сегодня,&nbsp;<span class="time">20:05</span></span>', '<span class="date">недавно</span>'));
        const r = votes(page, '--rules', SEED2, '--players', PLAYERS, '--until', UNTIL, '--today', '2026-12-01', '--format', 'json', '--lang', 'en');
        expect(r.json.votes.map((v: { voter: string }) => v.voter)).toEqual(['Аня']);
        expect(r.json.invalid.find((x: { post: string }) => x.post === '7103').reason).toMatch(/^the page shows no time for this post that can be read, so it cannot be counted before the deadline \(2026-12-01 21:00 \+03:00\)/);
        // Without a deadline there is nothing to check the time against: the vote counts.
        const open = votes(page, '--rules', SEED2, '--players', PLAYERS, '--format', 'json', '--lang', 'en');
        expect(open.json.votes.map((v: { voter: string }) => v.voter)).toEqual(['Аня', 'Боря', 'Вера', 'Гоша']);
    });

    it('a page saved in windows-1251 (as Russian forums serve it) reads the same', () => {
        const dir = tmp();
        const page = join(dir, 'page.html');
        const html = readFileSync(`${D}/vbulletin4-today-ru.html`, 'utf8').replace('charset=UTF-8', 'charset=windows-1251');
        writeFileSync(page, Buffer.from([...html].map((ch) => cp1251(ch))));
        const r = votes(page, '--rules', SEED2, '--players', PLAYERS, '--until', UNTIL, '--today', '2026-12-01', '--format', 'json', '--lang', 'en');
        expectTheDay(r.json);
    });
});

/** One character in windows-1251 (the letters these pages use; anything else as '?'). */
function cp1251(ch: string): number {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) return c;
    if (c >= 0x410 && c <= 0x44f) return c - 0x410 + 0xc0;
    const extra: Record<string, number> = { 'Ё': 0xa8, 'ё': 0xb8, '«': 0xab, '»': 0xbb, '–': 0x96, '—': 0x97, '\u00a0': 0xa0, '©': 0xa9, '®': 0xae };
    return extra[ch] ?? 0x3f;
}

describe('bad input: exit 2, a message naming what was expected, nothing written', () => {
    function gameCopy(): string {
        const path = join(tmp(), 'game.mafia');
        writeFileSync(path, readFileSync(`${T}/seed-002-game.mafia`, 'utf8').replace('"../../../examples/seed-002/rules.mafia"', JSON.stringify(join(process.cwd(), SEED2))));
        return path;
    }
    const ALIVE = 'Аня, Боря, Вера, Гоша, Егор, Женя, Зоя, Илья, Катя, Маша';
    const pages = [`${T}/phpbb3/seed-002-day-2-page-1.html`, `${T}/phpbb3/seed-002-day-2-page-2.html`];
    const cases: Array<[string, string[], string[], RegExp]> = [
        ['--players naming someone the game does not have', pages, ['--players', `${ALIVE}, Петя`], new RegExp(`--players does not match the game script: Петя is not in the game \\(alive on День 2 by the script: ${ALIVE}\\)`)],
        ['--players naming a player the script has removed', pages, ['--players', `${ALIVE}, Даша`], /Даша is no longer alive/],
        ['--players leaving out living players', pages, ['--players', 'Аня, Боря'], /Вера, Гоша, Егор, Женя, Зоя, Илья, Катя, Маша are alive but not listed/],
        ['an empty file', [join(tmp(), 'empty.html')], [], /empty\.html: an empty file \(expected a thread page saved from the browser\)/],
        ['--today that is not a day', pages, ['--today', 'вчера'], /--today: not a day: «вчера» \(expected 2026-12-01, or 2026-12-01 21:50/],
    ];
    it.each(cases)('%s', (_what, files, extra, message) => {
        for (const f of files) if (f.endsWith('empty.html')) writeFileSync(f, '');
        const game = gameCopy();
        const before = readFileSync(game, 'utf8');
        const r = votes(...files, '--rules', SEED2, '--game', game, '--append', game, ...extra, '--lang', 'en');
        expect(r.stderr).toMatch(message);
        expect(r.code).toBe(2);
        expect(r.stdout).toBe('');
        expect(readFileSync(game, 'utf8')).toBe(before);
    });

    it('a --players list that matches the game is accepted in any case and counts as the script does', () => {
        const game = gameCopy();
        const r = votes(...pages, '--rules', SEED2, '--game', game, '--players', ALIVE.replace('Аня', 'аня'), '--format', 'json', '--lang', 'en');
        expect(r.stderr).toBe('');
        const plain = votes(...pages, '--rules', SEED2, '--game', game, '--format', 'json', '--lang', 'en');
        expect(r.json.votes).toEqual(plain.json.votes);
        expect(r.json.not_voted).toEqual(plain.json.not_voted);
    });
});
