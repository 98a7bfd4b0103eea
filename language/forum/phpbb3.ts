// phpBB 3 (prosilver and styles built on it): `div.post#p123`, the author in `.postprofile`, the
// time in `<time datetime>` (UTC, 3.2+) or the shown text (3.0/3.1), the body in `.content`, quotes
// in <blockquote>, the edit in `.notice`. mafiascum's `[vote]` renders as `span.bbvote`. A post a
// moderator soft-deleted (3.1+, shown to him) has the class `deleted` or a `.post-notice.deleted`.
import type { CheerioAPI } from 'cheerio/slim';
import type { ForumPost } from '../../engine/votes/post-model.js';
import { canonicalUrl, hostOf, type ForumReader, type ReadPage } from './forum-reader.js';
import { isoTime, shownTime, zoneFromShown, zoneOffsetOf } from './forum-time.js';
import type { PageClock } from './relative-time.js';
import { postText, textOf } from './post-text.js';

export const phpbb3: ForumReader = {
    engine: 'phpbb3',
    name: 'phpBB 3',
    marks: (m) => m.body.id === 'phpbb',
    now: pageNow,
    detect: ($) => $('body#phpbb').length > 0 || ($('div.post[id^="p"] .postbody').length > 0 && /phpBB/i.test($('#page-footer, .copyright').text())),
    read($: CheerioAPI, clock: PageClock): ReadPage {
        const footer = $('#page-footer, .page-footer').text();
        let zone = zoneOffsetOf(footer);
        // phpBB 3.0: "All times are UTC + 3 hours [ DST ]" — summer time adds the hour.
        if (zone !== null && /\[\s*(?:DST|летнее время)\s*\]/i.test(footer)) zone += 60;
        const url = canonicalUrl($) ?? topicLink($);
        const topic = url?.searchParams.get('t') ?? '';
        const start = Number(url?.searchParams.get('start') ?? 0);
        const posts: ForumPost[] = [];
        $('div.post[id^="p"]').each((_, el) => {
            const post = $(el);
            const id = post.attr('id')!.slice(1);
            if (!/^\d+$/.test(id)) return;
            const author = textOf(post.find('.postprofile .username, .postprofile .username-coloured').first()) || textOf(post.find('.postprofile dt').first()) || textOf(post.find('.author strong').first());
            const timeEl = post.find('.author time').first();
            let time: number | null = null;
            const attr = timeEl.attr('datetime');
            if (attr) {
                time = isoTime(attr, 0);
                // The shown time is in the reader's zone: the difference is the page's zone.
                if (zone === null && time !== null) zone = zoneFromShown(textOf(timeEl), time);
            } else {
                const author = post.find('.author').clone();
                author.find('a, strong, span.responsive-hide').remove();
                time = clock.read(textOf(author).replace(/^[»\s]+/, ''), zone);
            }
            const notice = post.find('.notice').first().clone();
            notice.find('a').remove();
            const edited = notice.length > 0 ? clock.read(textOf(notice), zone) : null;
            // Soft-deleted, or still waiting for a moderator's approval (prosilver: S_POST_UNAPPROVED →
            // `.post-notice.unapproved`): either way not in the topic the players read.
            const deleted = post.hasClass('deleted') || post.find('.post-notice.deleted, .post-notice.unapproved').length > 0;
            posts.push({ id, author, time, edited, runs: postText($, post.find('.content').first(), { quote: 'blockquote', skip: '.codebox .codebox-title, noscript', voteTag: '.bbvote' }), ...(deleted ? { deleted } : {}) });
        });
        return { title: textOf($('h2.topic-title').first()) || textOf($('h2').first()), key: `phpbb:${hostOf(url)}?t=${topic}`, zoneOffset: zone, first: start === 0, posts };
    },
};

/** «Текущее время: 01 дек 2026, 21:50», "It is currently Tue Dec 01, 2026 9:50 pm" (shown above the topic on many styles). */
function pageNow($: CheerioAPI, zone: number | null): number | null {
    const text = $('p.time, li.time, .time, #page-header .navbar, #nav-main').text().replace(/\u00a0/g, ' ');
    const m = /(?:It is currently|Текущее время:?|Сейчас:?)\s*([^\n]*?\d{1,2}:\d{2}(?:\s*[ap]\.?\s?m\b\.?)?)/i.exec(text);
    return m ? shownTime(m[1], zone) : null;
}

/** The thread's address from its title link (phpBB 3.0/3.1 pages have no canonical link). */
function topicLink($: CheerioAPI): URL | null {
    const href = $('h2.topic-title a, h2 a[href*="viewtopic.php"]').first().attr('href');
    if (!href) return null;
    try { return new URL(href, 'https://forum.invalid/'); } catch { return null; }
}
