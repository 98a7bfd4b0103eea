// `npm run bench`, the forum part: votes read per second (vote posts judged: counted, or set aside with a reason) from a generated 2,000-post game thread,
// on each supported engine's markup (test/fixtures/threads/make-pages.mjs renders the pages), read
// as `mafia votes` reads them: the HTML parsed (cheerio), the posts found, the vote rules of seed 002
// applied (quotes, colours, phrases, look-alike nicknames, changes).
import { resolve } from 'node:path';
import { findVotes } from '../engine/votes/find-votes.js';
import { readThread } from '../language/forum/read-thread.js';
import { compiledRules } from '../test/engine/compile.js';
// @ts-expect-error a plain .mjs module without types
import { ENGINES } from '../test/fixtures/threads/make-pages.mjs';

const POSTS = 2000;
const ROUNDS = Number(process.env.BENCH_VOTE_ROUNDS ?? 5);
const root = resolve(import.meta.dirname, '..');
const players = ['Аня', 'Боря', 'Вера', 'Гоша', 'Даша', 'Егор', 'Женя', 'Зоя', 'Илья', 'Катя', 'Лёва', 'Маша', 'Нина', 'Олег', 'Петя', 'Рита', 'Саша', 'Таня', 'Ульяна', 'Фёдор'];

/** A day of chatter and votes: every fifth post votes, some quote a vote, some use the wrong colour. */
function thread(): { title: string; topic: number; host: string; posts: unknown[] } {
    const posts = [];
    for (let i = 0; i < POSTS; i++) {
        const author = i === 0 ? 'Ведущий' : players[(i * 7) % players.length];
        const target = players[(i * 13 + 5) % players.length];
        const minute = 9 * 60 + Math.floor(i / 3);
        const at = `2026-11-30 ${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const body = i % 5 === 0 ? `Мой голос – [color=red]${target}[/color]. Он слишком уверенно защищал вчерашнего повешенного.`
            : i % 5 === 1 ? `[quote=${players[i % players.length]}]Мой голос – [color=red]${target}[/color], аргументы выше[/quote]\nНе согласен, посмотрите на ночные итоги и на то, кто молчит.`
            : i % 5 === 2 ? `Мой голос – [color=green]${target}[/color], потому что так подсказывает интуиция.`
            : `Обсуждаем: ${target} вчера писал одно, сегодня другое. [b]Подозрительно[/b], но голос пока не отдаю.`;
        posts.push({ id: 100_000 + i, author, at, body });
    }
    return { title: 'Мафия — нагрузочная тема', topic: 31337, host: 'Ведущий', posts };
}

const rules = await compiledRules(resolve(root, 'examples/seed-002/rules.mafia'));
const voting = rules.votings[0];
const data = thread();
console.log(`votes read per second from a ${POSTS}-post thread (seed 002 vote rules, best of ${ROUNDS} runs, Node ${process.version})`);
for (const [engine, render] of Object.entries(ENGINES as Record<string, (t: unknown, page: number, pages: number, posts: unknown[]) => string>)) {
    const html = render(data, 1, 1, data.posts);
    let best = Infinity;
    let votes = 0;
    for (let r = 0; r < ROUNDS; r++) {
        const start = performance.now();
        const t = readThread([{ file: `${engine}.html`, html }], 'en');
        const found = findVotes({ voting, alive: players.map((name) => ({ name, posters: [] })), posts: t.posts, hosts: ['Ведущий'], lang: 'en' });
        best = Math.min(best, performance.now() - start);
        votes = found.votes.length + found.invalid.length;
    }
    const mb = Buffer.byteLength(html) / 1024 / 1024;
    console.log(`  ${engine.padEnd(12)} ${(POSTS / (best / 1000)).toFixed(0).padStart(7)} posts/s  ${(votes / (best / 1000)).toFixed(0).padStart(6)} votes/s   (${best.toFixed(0)} ms for ${mb.toFixed(1)} MB, ${votes} vote posts judged)`);
}
