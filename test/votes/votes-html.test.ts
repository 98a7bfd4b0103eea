// The Import Votes review page (extension/votes-html.ts): no script at all, the one style block
// with the nonce, every name and reason escaped.
import { describe, expect, it } from 'vitest';
import { votesReviewHtml } from '../../extension/votes-html.js';

const evil = '<img src=x onerror=alert(1)>';
const data = {
    votes: [{ voter: evil, target: 'Гоша', kind: 'against', post: '9002' }, { voter: 'Зоя', target: 'Гоша', kind: 'against', post: '9010', override: 'accepted' }],
    invalid: [{ author: 'Катя', post: '9013', reason: `«${evil}» — не живой игрок` }],
    not_voted: ['Маша', evil],
    tally: [{ target: 'Гоша', votes: 2, voters: [evil, 'Зоя'] }],
    warnings: ['«Гoшa» в сообщении 9008 прочитан как Гоша'],
    thread: { engine: 'phpbb3', title: 'Мафия "Город"', posts: 18, pages: 2 },
    day: 2, deadline: '2026-11-30 21:00 +03:00',
};

describe('votesReviewHtml', () => {
    it('runs no script, allows only its own nonce\'d style, and escapes every name', () => {
        const html = votesReviewHtml(data, { cspSource: 'https://x', nonce: 'QUJDREVGR0hJSktMTU5PUA==', title: 'Votes' });
        const csp = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)![1];
        expect(csp).toBe("default-src 'none'; style-src 'nonce-QUJDREVGR0hJSktMTU5PUA=='; script-src 'none'");
        expect(html).not.toMatch(/<script|<img|<[^>]*\son[a-z]+=/i);
        expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
        expect(html).toContain('<td>accepted by the host</td>');
        expect(html).toContain('<td>against</td>');
        expect(html).toContain('Мафия &quot;Город&quot; — phpbb3, 2 pages, 18 posts');
        expect(html).toContain('Day 2, votes until 2026-11-30 21:00 +03:00');
    });
    it('speaks Russian with lang ru: headings, columns, the host\'s overrides; no English word of its own', () => {
        const html = votesReviewHtml(data, { cspSource: 'https://x', nonce: 'QUJDREVGR0hJSktMTU5PUA==', title: 'Голоса', lang: 'ru' });
        expect(html).toContain('<html lang="ru"');
        expect(html).toContain('Засчитанные голоса (2)');
        expect(html).toContain('<td>принят ведущим</td>');
        expect(html).toContain('Мафия &quot;Город&quot; — phpbb3, 2 страницы, 18 постов');
        expect(html).toContain('День 2, голосование до 2026-11-30 21:00 +03:00');
        const text = html.replace(/<style[\s\S]*?<\/style>/, '').replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
        expect((text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['img', 'src', 'onerror', 'alert', 'phpbb'].includes(w))).toEqual([]);
    });
    it('refuses a weak nonce', () => {
        expect(() => votesReviewHtml(data, { cspSource: 'x', nonce: 'abc', title: 't' })).toThrow(/nonce/);
    });
});
