// `mafia votes` on saved pages shaped as the audit found real threads written (test/fixtures/threads,
// made by make-pages.mjs): the seed-002 vote with the phrase and the red nickname on separate lines or
// a few words apart, struck-through votes, a look-alike account, a soft-deleted post, the previous
// day's posts on the same page, impossible dates and days. In-process: the count itself with a rule set
// compiled once, `votesCommand` where the game script matters.
import { chmodSync, lstatSync, mkdtempSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { votesCommand, type VotesOptions } from '../../language/cli/votes-command.js';
import { UsageError } from '../../language/cli/errors.js';
import { decodePage } from '../../language/forum/page-encoding.js';
import { countThreadVotes, VotesInputError, type VotesRequest } from '../../language/votes/thread-votes.js';
import { compiledRules } from '../engine/compile.js';
// @ts-expect-error -- the page generator is plain JavaScript (node runs it to write the fixtures)
import { ENGINES } from '../fixtures/threads/make-pages.mjs';

const T = 'test/fixtures/threads';
const SEED2 = 'examples/seed-002/rules.mafia';
const SEED3 = 'examples/seed-003/rules.mafia';
const LINES_PLAYERS = 'Аня,Боря,Вера,Гоша,Даша,Женя,Зоя,Илья,Катя,Лёва,Маша';

interface Report {
    votes: Array<{ voter: string; target: string; kind: string; post: string }>;
    invalid: Array<{ author: string; post: string; reason: string }>;
    not_voted: string[];
    tally: Array<{ target: string; votes: number; voters: string[] }>;
    warnings: string[];
}

/** The count from the pages with `--players` (no game script): what `mafia votes --format json` prints. */
async function count(pages: string[], rules: string, players: string, extra: Partial<VotesRequest> = {}): Promise<Report> {
    const req: VotesRequest = { pages: pages.map((file) => ({ file, html: decodePage(readFileSync(file)) })), rules: await compiledRules(rules), lang: 'en', players: players.split(','), ...extra };
    return countThreadVotes(req) as unknown as Report;
}

async function votes(pages: string[], opts: Partial<VotesOptions> & { rules: string }): Promise<Report> {
    let text = '';
    const code = await votesCommand(pages, { format: 'json', lang: 'en', ...opts }, (s) => { text += s; }, () => {});
    expect(code).toBe(0);
    return JSON.parse(text) as Report;
}

/** The message of the usage error (exit 2) the command stops with. */
async function refusal(pages: string[], opts: Partial<VotesOptions> & { rules: string }, lang: 'en' | 'ru' = 'en'): Promise<string> {
    try {
        await votesCommand(pages, { format: 'json', ...opts }, () => {}, () => {});
    } catch (e) {
        if (e instanceof UsageError) return e.text(lang);
        throw e;
    }
    throw new Error('expected a usage error');
}

const pairs = (r: Report) => r.votes.map((v) => `${v.voter}→${v.target}:${v.post}`);
const rejected = (r: Report) => Object.fromEntries(r.invalid.map((x) => [x.post, x.reason]));

describe('seed 002: how real posts write «Мой голос – [red]Ник[/red]»', () => {
    it.each(['phpbb3', 'xenforo2', 'invision', 'vbulletin5'])('%s: next line, IPB paragraphs, words between, phrase after, emoji, @, reason in red all count', async (engine) => {
        const r = await count([`${T}/${engine}/seed-002-vote-lines.html`], SEED2, LINES_PLAYERS);
        const counted = ['Аня→Гоша:1801', 'Боря→Гоша:1802', 'Вера→Гоша:1803', 'Гоша→Вера:1804', 'Женя→Вера:1806', 'Зоя→Гоша:1807', 'Илья→Гоша:1808', 'Катя→Гоша:1809', 'Лёва→Гоша:1811'];
        expect(pairs(r)).toEqual(counted);
        const why = rejected(r);
        // The phrase is in Даша's post, but not leading the red nickname: the reason says so, not that it is missing.
        expect(why['1805']).toMatch(/the words «Мой голос» do not lead the vote for «Вера»/);
        // «Bера» with a Latin B is another forum account: not Вера, not counted, and Вера's own vote stands.
        expect(why['1810']).toMatch(/Bера is another forum account than Вера/);
        expect(r.tally.find((t) => t.target === 'Маша')).toBeUndefined();
        expect(r.tally[0]).toEqual({ target: 'Гоша', votes: 7, voters: ['Аня', 'Боря', 'Вера', 'Зоя', 'Илья', 'Катя', 'Лёва'] });
        expect(r.warnings).toEqual([]);
    });

    it('vBulletin 5: a post soft-deleted or awaiting approval (`b-post--deleted` / `b-post--unapproved`, shown to a moderator) does not count', async () => {
        for (const page of ['seed-002-vote-lines', 'seed-002-unapproved']) {
            const r = await count([`${T}/vbulletin5/${page}.html`], SEED2, LINES_PLAYERS);
            expect(pairs(r)).not.toContain('Маша→Лёва:1812');
            expect(rejected(r)['1812']).toMatch(/deleted, hidden or awaiting approval/);
            expect(r.not_voted).toEqual(['Даша', 'Маша']);
            expect(r.tally.find((t) => t.target === 'Лёва')).toBeUndefined();
        }
    });

    it('phpBB: a post the host soft-deleted (shown to him as a moderator) does not count', async () => {
        const r = await count([`${T}/phpbb3/seed-002-vote-lines.html`], SEED2, LINES_PLAYERS);
        expect(rejected(r)['1812']).toMatch(/the post is deleted/);
        expect(r.not_voted).toEqual(['Даша', 'Маша']);
    });
});

describe('seed 003: struck-through text is withdrawn, not a vote', () => {
    it.each(['phpbb3', 'xenforo2', 'invision', 'vbulletin4'])('%s: <s>, <del>, <strike>, line-through', async (engine) => {
        const r = await count([`${T}/${engine}/seed-003-struck.html`], SEED3, 'Аня,Боря,Вера,Гоша');
        expect(r.votes.map((v) => `${v.voter}→${v.target}:${v.kind}:${v.post}`)).toEqual(['Аня→Боря:against:1101', 'Вера→Гоша:against:1103']);
        expect(Object.keys(rejected(r))).toEqual(['1102', '1104', '1105', '1106']);
        for (const reason of Object.values(rejected(r))) expect(reason).toMatch(/struck through/);
        expect(r.not_voted).toEqual(['Боря', 'Гоша']);
        // Each: −1 against, −2 for not voting (seed 003's «–2»).
        expect(r.tally).toMatchObject([{ target: 'Боря', votes: -3, against: ['Аня'], for: [], abstained: true }, { target: 'Гоша', votes: -3, against: ['Вера'], for: [], abstained: true }]);
    });
});

describe('the day\'s bounds', () => {
    const page = [`${T}/phpbb3/seed-002-days-1-2.html`];
    it('day 2 begins at day 1\'s recorded deadline: yesterday\'s posts on the page are reported, not counted', async () => {
        const r = await votes(page, { rules: SEED2, game: `${T}/seed-002-days-game.mafia` });
        expect(pairs(r)).toEqual(['Аня→Гоша:2106', 'Боря→Катя:2107']);
        expect(rejected(r)['2103']).toMatch(/posted before this day began \(2026-11-29 21:00 \+03:00\)/);
        expect(r.tally.map((t) => [t.target, t.votes])).toEqual([['Гоша', 1], ['Катя', 1]]);
        const day1 = await votes(page, { rules: SEED2, game: `${T}/seed-002-days-game.mafia`, day: 1 });
        expect(pairs(day1)).toEqual(['Аня→Даша:2102', 'Боря→Гоша:2103']);
    });

    it('a --day the script neither has nor reaches is a usage error', async () => {
        expect(await refusal(page, { rules: SEED2, game: `${T}/seed-002-game.mafia`, day: 3, lang: 'en' })).toMatch(/--day 3: the game script has no День 3 and does not reach it \(its last: День 2\)/);
        expect(await refusal(page, { rules: SEED2, game: `${T}/seed-002-game.mafia`, day: 7 }, 'ru')).toMatch(/--day 7: в сценарии игры нет фазы «День 7»/);
    });

    it.each([
        ['--until', '2026-11-31 21:00'], ['--until', '2026-02-30 21:00'], ['--until', '2026-11-30 25:00'], ['--until', '2026-11-30 21:61'],
        ['--today', '2026-13-45'], ['--today', '2026-02-30'], ['--today', '2026-12-01 25:61'],
    ])('%s %s: a day the calendar lacks or a clock past 23:59 is not rolled over but refused', async (flag, value) => {
        const opts = flag === '--until' ? { until: value } : { today: value };
        await expect(count(page, SEED2, 'Аня,Боря', opts)).rejects.toThrow(VotesInputError);
        await expect(count(page, SEED2, 'Аня,Боря', opts)).rejects.toThrow(`${flag}: not a ${flag === '--until' ? 'time' : 'day'}: «${value}»`);
    });
});

describe('overlapping saves and withdrawn votes', () => {
    it.each(['phpbb3', 'xenforo2', 'invision'])('%s: a post on two pages in two versions counts as it now stands, in either file order', async (engine) => {
        const first = `${T}/${engine}/seed-002-overlap-saved-first.html`, later = `${T}/${engine}/seed-002-overlap-saved-later.html`;
        for (const pages of [[first, later], [later, first]]) {
            const r = await count(pages, SEED2, 'Аня,Боря,Вера,Гоша', { until: '2026-11-30 21:00' });
            expect(pairs(r)).toEqual(['Аня→Гоша:1302', 'Вера→Аня:1304']);
            // The later copy was edited after the deadline (21:20): Боря's vote does not count at all.
            expect(rejected(r)['1303']).toMatch(/edited after the deadline/);
            expect(r.warnings).toEqual([expect.stringMatching(/post 1303 is on two pages in different versions/)]);
        }
    });

    it('mafiascum: UNVOTE withdraws the vote where votes may change', async () => {
        const r = await count([`${T}/phpbb3/mafiascum-unvote.html`], 'test/fixtures/votes/mafiascum-votes.mafia', 'alpha,bravo,charlie,delta,echo,foxtrot,golf');
        expect(pairs(r)).toEqual(['charlie→delta:906', 'delta→charlie:907']);
        expect(rejected(r)).toEqual({ 902: 'the vote is withdrawn (post 903: UNVOTE: bravo ok fine, I take it back)', 904: 'the vote is withdrawn (post 905: UNVOTE)' });
        expect(r.not_voted).toEqual(['alpha', 'bravo', 'echo', 'foxtrot', 'golf']);
    });
});

describe('--append', () => {
    it('keeps the game script\'s mode (0600: it holds the deal) and writes through a symlink to the real script', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-append-'));
        const real = join(dir, 'game.mafia');
        writeFileSync(real, readFileSync(`${T}/seed-002-game.mafia`, 'utf8').replace('"../../../examples/seed-002/rules.mafia"', JSON.stringify(join(process.cwd(), SEED2))));
        chmodSync(real, 0o600);
        const link = join(dir, 'link.mafia');
        symlinkSync(real, link);
        const pages = [`${T}/phpbb3/seed-002-day-2-page-1.html`, `${T}/phpbb3/seed-002-day-2-page-2.html`];
        await votesCommand(pages, { rules: SEED2, game: link, append: link, format: 'json', lang: 'en' }, () => {}, () => {});
        expect(lstatSync(link).isSymbolicLink()).toBe(true);
        expect(statSync(real).mode & 0o777).toBe(0o600);
        expect(readFileSync(real, 'utf8')).toMatch(/day 2 until "2026-11-30 21:00" \{[^}]*vote Аня -> Гоша/);
    });
});

describe('usage errors speak the rule set\'s language (Russian for seed 002) unless --lang says otherwise', () => {
    const page = `${T}/phpbb3/seed-002-day-2-page-1.html`;
    it.each([
        [['/nonexistent.html'], { players: 'Аня' }, /\/nonexistent\.html: нет такого файла/],
        [[page], { game: '/nonexistent.mafia' }, /\/nonexistent\.mafia: нет такого файла/],
        [[page], { game: `${T}/seed-002-game.mafia`, day: 'x' }, /--day: ожидается целое число от 1, а не «x»/],
        [[page], { players: 'Аня,аня,Боря' }, /--players: дважды указано: аня/],
    ] as Array<[string[], Partial<VotesOptions>, RegExp]>)('%j %j', async (pages, opts, message) => {
        // Rendered for an English user: the words were fixed in the rule set's language.
        expect(await refusal(pages, { rules: SEED2, ...opts }, 'en')).toMatch(message);
    });
    it('--lang en wins', async () => {
        expect(await refusal([page], { rules: SEED2, lang: 'en', players: 'Аня,Аня' }, 'ru')).toMatch(/--players names Аня twice/);
    });
});

describe('--today DATE wins over the file\'s modification time', () => {
    it('"30 minutes ago" is not resolved from the mtime when the host gave the day: reported the same whatever the mtime', async () => {
        const file = `${T}/dates/phpbb30-relative-en.html`;
        const html = decodePage(readFileSync(file));
        const results = await Promise.all([Date.parse('2026-12-05T10:00:00Z'), Date.parse('2026-12-01T17:00:00Z')].map(async (saved) =>
            countThreadVotes({ pages: [{ file, html, saved }], rules: await compiledRules(SEED3), lang: 'en', players: ['Аня', 'Боря', 'Вера', 'Гоша'], today: '2026-12-01', until: '2026-12-01 21:00' })));
        expect(results[0].votes).toEqual(results[1].votes);
        expect(results[0].votes.map((v) => v.post)).toEqual(['7102', '7103']);
        for (const r of results) {
            expect(r.invalid.find((x) => x.post === '7105')?.reason).toMatch(/no time for this post that can be read.*give the time the page was saved too/);
            expect(r.warnings).toEqual([]);
        }
    });
});

describe('named colours', () => {
    it('vBulletin 4: LightBlue, DarkSlateBlue, PaleTurquoise, MediumTurquoise are blue (for), Salmon red (against), Wheat another colour', async () => {
        const r = await count([`${T}/vbulletin4/seed-003-palette.html`], SEED3, 'P0,P1,P2,P3,P4,P5,Цель');
        expect(r.votes.map((v) => `${v.voter}:${v.kind}`)).toEqual(['P0:for', 'P1:for', 'P2:for', 'P3:for', 'P4:against']);
        expect(r.invalid).toEqual([expect.objectContaining({ author: 'P5', reason: expect.stringMatching(/is in orange/) })]);
    });
});

describe('invisible characters and composed letters', () => {
    it('a zero-width space or soft hyphen inside a nickname, and a decomposed «ё», still name the player', async () => {
        const html = readFileSync(`${T}/phpbb3/seed-002-vote-lines.html`, 'utf8')
            .replace('Мой голос – <br><span style="color:#FF0000">Гоша</span>', 'Мой голос – <br><span style="color:#FF0000">Го&#8203;ша</span>')
            .replace('Мой голос сегодня уходит – <span style="color:#FF0000">Гоша</span>', 'Мой голос сегодня уходит – <span style="color:#FF0000">Го&shy;ша</span>')
            .replace(/>Лёва</g, '>Ле\u0308ва<');
        const r = countThreadVotes({ pages: [{ file: 'p', html }], rules: await compiledRules(SEED2), lang: 'en', players: LINES_PLAYERS.split(',') }) as unknown as Report;
        expect(pairs(r)).toEqual(expect.arrayContaining(['Аня→Гоша:1801', 'Боря→Гоша:1802', 'Лёва→Гоша:1811']));
    });
});

describe('changed votes', () => {
    it('seed 003: each changed vote names the vote that finally counts, not merely the next one', async () => {
        const posts = [['Против [color=red]Боря[/color].', 1], ['За [color=blue]Вера[/color], передумала.', 2], ['Нет, против [color=red]Гоша[/color].', 3]]
            .map(([body, n]) => ({ id: 400 + Number(n), author: 'Аня', at: `2026-12-02 10:0${n}`, body }));
        posts.unshift({ id: 400, author: 'Ведущий', at: '2026-12-02 10:00', body: 'День 1.' });
        const html = ENGINES.xenforo2({ title: 'Мафия по правилам 003', topic: 5154, host: 'Ведущий' }, 1, 1, posts);
        const r = countThreadVotes({ pages: [{ file: 'p', html }], rules: await compiledRules(SEED3), lang: 'en', players: ['Аня', 'Боря', 'Вера', 'Гоша'] }) as unknown as Report;
        expect(pairs(r)).toEqual(['Аня→Гоша:403']);
        expect(rejected(r)).toEqual({ 401: 'changed: the later vote (post 403, for Гоша) counts', 402: 'changed: the later vote (post 403, for Гоша) counts' });
    });
});

describe('seed 002: a nickname struck through after «Мой голос» is the author\'s correction', () => {
    it('the phrase still leads the nickname after the struck text (a struck name or word, struck inside the red)', async () => {
        const posts = [
            { id: 500, author: 'Ведущий', at: '2026-12-02 10:00', body: 'День 2.' },
            { id: 501, author: 'Аня', at: '2026-12-02 10:01', body: 'Мой голос – [s][color=red]Боря[/color][/s] [color=red]Гоша[/color]. Он вчера защищал Дашу.' },
            { id: 502, author: 'Боря', at: '2026-12-02 10:02', body: 'Мой голос – [s]передумал[/s] [color=red]Гоша[/color]. Он вчера защищал Дашу.' },
            { id: 503, author: 'Гоша', at: '2026-12-02 10:03', body: 'Мой голос – [color=red][s]Аня[/s] Боря[/color]. Он вчера защищал Дашу.' },
            { id: 504, author: 'Вера', at: '2026-12-02 10:04', body: 'Мой голос – [s][color=red]Аня[/color][/s] Он вчера защищал Дашу.' },
        ];
        const html = ENGINES.phpbb3({ title: 'Мафия по правилам 002', topic: 5155, host: 'Ведущий' }, 1, 1, posts);
        const r = countThreadVotes({ pages: [{ file: 'p', html }], rules: await compiledRules(SEED2), lang: 'en', players: ['Аня', 'Боря', 'Вера', 'Гоша'] }) as unknown as Report;
        expect(pairs(r)).toEqual(['Аня→Гоша:501', 'Боря→Гоша:502', 'Гоша→Боря:503']);
        // Only struck: withdrawn, no vote.
        expect(Object.keys(rejected(r))).toEqual(['504']);
        expect(r.not_voted).toEqual(['Вера']);
    });
});
