// `mafia votes` on copies of the saved fixture pages changed as real saves differ: a page without
// its zone footer, one thread saved from www. and http with a session id, a substitute with a
// handover time, an undeclared windows-1251 page, moderator-only (deleted/hidden) posts on
// vBulletin 4, XenForo 2 and IPB 4, and an UNVOTE where seed 002 forbids changing the vote.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { votesCommand } from '../../language/cli/votes-command.js';
import { decodePage } from '../../language/forum/page-encoding.js';
import { countThreadVotes, type VotesRequest } from '../../language/votes/thread-votes.js';
import { compiledRules } from '../engine/compile.js';
// @ts-expect-error -- the page generator is plain JavaScript (node runs it to write the fixtures)
import { ENGINES } from '../fixtures/threads/make-pages.mjs';

const T = 'test/fixtures/threads';
const SEED2 = 'examples/seed-002/rules.mafia';
const PLAYERS = 'Аня,Боря,Вера,Гоша,Даша,Егор=Егорыч,Женя,Зоя,Илья,Катя,Лёва,Маша'.split(',');
const read = (engine: string, n = 1) => readFileSync(`${T}/${engine}/seed-002-day-2-page-${n}.html`, 'utf8');

async function count(pages: Array<{ file: string; html: string }>, extra: Partial<VotesRequest> = {}, lang: 'en' | 'ru' = 'en') {
    return countThreadVotes({ pages, rules: await compiledRules(SEED2), lang, players: PLAYERS, ...extra });
}
const reasonOf = (r: { invalid: Array<{ post: string | null; reason: string }> }, post: string) => r.invalid.find((x) => x.post === post)?.reason;

describe('a page that states no time zone', () => {
    const html = read('vbulletin4').replace('Часовой пояс GMT +3, время: 21:50.', 'время: 21:50.');
    it('warns, naming the page and UTC, in English and Russian; with --tz the times are the zoned page\'s and nothing is said', async () => {
        const bare = await count([{ file: 'day2.html', html }], { until: '2026-11-30 21:00' });
        expect(bare.warnings).toEqual(expect.arrayContaining([expect.stringMatching(/^day2\.html: the page states no time zone.*read as UTC.*--tz/),
            expect.stringMatching(/--until «2026-11-30 21:00»: the pages state no time zone, so the deadline is read as UTC/)]));
        expect(bare.zoneWarnings).toHaveLength(2);
        const ru = await count([{ file: 'day2.html', html }], {}, 'ru');
        expect(ru.zoneWarnings).toEqual([expect.stringMatching(/^day2\.html: страница не указывает часовой пояс.*как UTC/)]);
        const zoned = await count([{ file: 'day2.html', html: read('vbulletin4') }], { until: '2026-11-30 21:00' });
        const given = await count([{ file: 'day2.html', html }], { until: '2026-11-30 21:00', tz: 'UTC+3' });
        expect(given.zoneWarnings).toEqual([]);
        expect(given.votes).toEqual(zoned.votes);
        expect(given.deadline).toBe(zoned.deadline);
    });

    it('the command says it on stderr with --format json too, and the JSON lists it in warnings', async () => {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-tz-'));
        const file = join(dir, 'day2.html');
        writeFileSync(file, html);
        let out = '';
        const err: string[] = [];
        expect(await votesCommand([file], { rules: SEED2, players: PLAYERS.join(','), format: 'json', lang: 'en' }, (s) => { out += s; }, (s) => err.push(s))).toBe(0);
        expect(err).toEqual([expect.stringMatching(/^mafia: warning: .*day2\.html: the page states no time zone/)]);
        expect(JSON.parse(out).warnings).toEqual(expect.arrayContaining([expect.stringMatching(/the page states no time zone/)]));
    });
});

describe('one thread saved from two addresses', () => {
    it.each([
        ['phpbb3', 'https://forum.example.org/viewtopic.php?t=4242', 'http://WWW.Forum.Example.org:80/viewtopic.php?t=4242&amp;start=10&amp;sid=0123456789abcdef'],
        ['invision', 'https://ipb.example.net/topic/4242-mafiya-gorod/', 'https://www.ipb.example.net:443/topic/4242-mafiya-gorod/page/2/?PHPSESSID=abc'],
    ])('%s: www., case, default port, http/https and a session id are the same thread', async (engine, from, to) => {
        const page2 = read(engine, 2);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page2)![1];
        expect(canonical.startsWith(from)).toBe(true);
        const r = await count([{ file: 'p1.html', html: read(engine) }, { file: 'p2.html', html: page2.replace(`href="${canonical}"`, `href="${to}"`) }]);
        expect(r.thread.posts).toBe(18);
    });
});

describe('a substitute with a handover time (`replaced by Егорыч from "…"`)', () => {
    function game(from: string): string {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-sub-'));
        const path = join(dir, 'game.mafia');
        writeFileSync(path, readFileSync(`${T}/seed-002-game.mafia`, 'utf8')
            .replace('"../../../examples/seed-002/rules.mafia"', JSON.stringify(join(process.cwd(), SEED2)))
            .replace('Егор: Ниндзя replaced by Егорыч', `Егор: Ниндзя replaced by Егорыч from "${from}"`));
        return path;
    }
    async function run(html: string, from: string, lang: 'en' | 'ru' = 'en') {
        const dir = mkdtempSync(join(tmpdir(), 'mafia-votes-pg-'));
        writeFileSync(join(dir, 'p1.html'), html);
        let out = '';
        await votesCommand([join(dir, 'p1.html')], { rules: SEED2, game: game(from), format: 'json', lang }, (s) => { out += s; }, () => {});
        return JSON.parse(out) as { votes: Array<{ voter: string; post: string }>; invalid: Array<{ author: string; post: string; reason: string }> };
    }
    // Егорыч's vote is at 14:02 MSK.
    const page = read('phpbb3');
    const post = [...page.slice(0, page.indexOf('class="username">Егорыч<')).matchAll(/<div id="p(\d+)"/g)].pop()![1];

    it('before the handover the new account\'s post is not the slot\'s vote; after it, it is', async () => {
        const early = await run(read('phpbb3'), '2026-11-30 14:30');
        expect(early.votes.map((v) => v.post)).not.toContain(post);
        expect(early.invalid.find((x) => x.post === post)?.reason).toMatch(/Егорыч took over Егор's slot only from 2026-11-30 14:30 \+03:00: before it the slot was Егор's/);
        const ru = await run(read('phpbb3'), '2026-11-30 14:30', 'ru');
        expect(ru.invalid.find((x) => x.post === post)?.reason).toMatch(/Егорыч заменяет Егор только с 2026-11-30 14:30/);
        const late = await run(read('phpbb3'), '2026-11-30 12:00');
        expect(late.votes).toEqual(expect.arrayContaining([expect.objectContaining({ voter: 'Егор', post })]));
    });

    it('the old account posting after the handover is not counted; before it, it is', async () => {
        const old = read('phpbb3').replace(/class="username">Егорыч</g, 'class="username">Егор<');
        const after = await run(old, '2026-11-30 12:00');
        expect(after.invalid.find((x) => x.post === post)?.reason).toMatch(/Егор was replaced in Егор's slot by Егорыч from 2026-11-30 12:00/);
        const before = await run(old, '2026-11-30 18:00');
        expect(before.votes).toEqual(expect.arrayContaining([expect.objectContaining({ voter: 'Егор', post })]));
    });
});

describe('a windows-1251 page that declares no charset', () => {
    it('is read as windows-1251 (not UTF-8 replacement characters): the same votes as the UTF-8 page', async () => {
        const utf8 = read('phpbb3').replace('<meta charset="utf-8" />', '');
        // Encode by the decoder's own table (bytes 0x80–0xFF), so the test holds no hand-made code page.
        const table = new Map<string, number>();
        const high = new TextDecoder('windows-1251').decode(Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i));
        [...high].forEach((ch, i) => table.set(ch, 0x80 + i));
        const bytes = Uint8Array.from([...utf8].map((ch) => ch.charCodeAt(0) < 0x80 ? ch.charCodeAt(0) : table.get(ch) ?? 0x3f));
        expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
        const cp1251 = await count([{ file: 'p1.html', html: decodePage(bytes) }]);
        const original = await count([{ file: 'p1.html', html: utf8 }]);
        expect(cp1251.votes.length).toBeGreaterThan(0);
        expect(cp1251.votes).toEqual(original.votes);
    });
});

describe('posts only a moderator sees', () => {
    it.each([
        ['vbulletin4', (h: string) => h.replace('<li class="postbitlegacy postbitim postcontainer old" id="post_9003">', '<li class="postbitdeleted postbitim postcontainer" id="post_9003">')],
        ['xenforo2', (h: string) => h.replace(/(data-content="post-9003"[^]*?<div class="message-content js-messageContent">)/, '$1<div class="messageNotice messageNotice--deleted">Deleted by Модератор</div>')],
        ['xenforo2', (h: string) => h.replace(/(data-content="post-9003"[^]*?<div class="message-content js-messageContent">)/, '$1<div class="messageNotice messageNotice--moderated">This message is awaiting moderator approval, and is invisible to normal visitors.</div>')],
        ['invision', (h: string) => h.replace('<article  id="elComment_9003" class="cPost ipsBox ipsResponsive_pull  ipsComment  ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone    ">', '<article  id="elComment_9003" class="cPost ipsBox ipsResponsive_pull  ipsComment  ipsComment_parent ipsClearfix ipsClear ipsColumns ipsColumns_noSpacing ipsColumns_collapsePhone   ipsModerated ">')],
    ])('%s: a deleted, hidden or unapproved post does not count', async (engine, change) => {
        const html = change(read(engine));
        expect(html).not.toBe(read(engine));
        const before = await count([{ file: 'p1.html', html: read(engine) }]);
        expect(before.votes.map((v) => v.post)).toContain('9003');
        const r = await count([{ file: 'p1.html', html }]);
        expect(r.votes.map((v) => v.post)).not.toContain('9003');
        expect(reasonOf(r, '9003')).toMatch(/deleted, hidden or awaiting approval/);
    });
});

describe('UNVOTE where the voting forbids changes (seed 002: «Менять отданный голос не разрешается»)', () => {
    const thread = (bodies: string[]) => {
        const posts = [{ id: 500, author: 'Ведущий', at: '2026-11-30 10:00', body: 'День 2.' },
            ...bodies.map((body, i) => ({ id: 501 + i, author: 'Аня', at: `2026-11-30 10:1${i}`, body }))];
        return ENGINES.xenforo2({ title: 'Мафия «Город»', topic: 4243, host: 'Ведущий' }, 1, 1, posts) as string;
    };
    const vote = 'Мой голос – [color=red]Гоша[/color], потому что он весь день молчит и путается в своих же словах.';
    it('is reported as not accepted with the reason, and the first vote stands', async () => {
        const r = await count([{ file: 'p', html: thread([vote, 'Снимаю голос, передумала.']) }]);
        expect(r.votes.map((v) => `${v.voter}→${v.target}:${v.post}`)).toEqual(['Аня→Гоша:501']);
        expect(reasonOf(r, '502')).toMatch(/vote changes are not allowed: «Снимаю голос.*» is not accepted, the first vote \(post 501, for Гоша\) stands/);
        const ru = await count([{ file: 'p', html: thread([vote, 'Снимаю голос, передумала.']) }], {}, 'ru');
        expect(reasonOf(ru, '502')).toMatch(/менять голос нельзя: «Снимаю голос.*» не принято, в силе первый голос/);
    });
    it('with no vote before it, it is reported too', async () => {
        const r = await count([{ file: 'p', html: thread(['Отзываю свой голос.']) }]);
        expect(reasonOf(r, '501')).toMatch(/there is no vote to withdraw/);
    });
});
