// IPB / Invision Community 4: `article#elComment_123`, the author in `.cAuthorPane_author` (and the
// post's `data-quotedata` JSON: username, topic id), the time in `<time datetime>` (UTC) whose
// `title` shows the reader's zone, the body in `[data-role="commentContent"]`, quotes in
// `blockquote.ipsQuote`, the edit notice in `[data-excludequote]` inside the body. A hidden (deleted)
// or unapproved post, as a moderator sees it, is `article.ipsModerated` (IPB 4).
import type { CheerioAPI } from 'cheerio/slim';
import type { ForumPost } from '../../engine/votes/post-model.js';
import { canonicalUrl, threadHost, hasClass, type ForumReader, type ReadPage } from './forum-reader.js';
import { isoTime, zoneFromShown } from './forum-time.js';
import type { PageClock } from './relative-time.js';
import { postText, textOf } from './post-text.js';

interface QuoteData { username?: string; contentid?: number; contentcommentid?: number }

export const invision: ForumReader = {
    engine: 'invision',
    name: 'IPB/Invision',
    marks: (m) => hasClass(m.body, 'ipsApp'),
    detect: ($) => $('body.ipsApp').length > 0 || $('article[id^="elComment_"]').length > 0,
    read($: CheerioAPI, clock: PageClock): ReadPage {
        const url = canonicalUrl($);
        const path = url?.pathname ?? '';
        let topic = /\/topic\/(\d+)/.exec(path)?.[1] ?? /showtopic=(\d+)/.exec(url?.search ?? '')?.[1] ?? '';
        let zone: number | null = null;
        const posts: ForumPost[] = [];
        $('article[id^="elComment_"]').each((_, el) => {
            const post = $(el);
            const id = post.attr('id')!.replace(/^elComment_/, '');
            let data: QuoteData = {};
            try { data = JSON.parse(post.find('[data-quotedata]').first().attr('data-quotedata') ?? '{}') as QuoteData; } catch { /* no data: the visible name is used */ }
            if (!topic && data.contentid) topic = String(data.contentid);
            // IPB 4 writes the post's time in `.ipsComment_meta`; Invision 5 (`article.ipsEntry`) in its header: the
            // first <time datetime> of the post that is not in its text (a quote's or an edit notice's).
            let stamp = post.find('.ipsComment_meta time[datetime]').first();
            if (stamp.length === 0) stamp = post.find('time[datetime]').filter((_, t) => $(t).closest('[data-role="commentContent"]').length === 0).first();
            const time = (stamp.attr('datetime') ? isoTime(stamp.attr('datetime')!, 0) : null) ?? (stamp.length > 0 ? clock.read(textOf(stamp), zone) : null);
            // The title (or the text) shows the reader's local time: its clock against the exact time is the zone.
            if (zone === null && time !== null) zone = zoneFromShown(stamp.attr('title') ?? '', time) ?? zoneFromShown(textOf(stamp), time);
            const body = post.find('[data-role="commentContent"]').first();
            const edit = body.find('[data-excludequote] time[datetime]').first();
            posts.push({
                id,
                author: textOf(post.find('.cAuthorPane_author, .ipsEntry__username').first()) || data.username || '',
                time,
                edited: edit.length > 0 ? isoTime(edit.attr('datetime')!, 0) ?? clock.read(textOf(edit), zone) : null,
                runs: postText($, body, { quote: 'blockquote.ipsQuote', skip: '[data-excludequote], .ipsSpoiler_header' }),
                ...(post.hasClass('ipsModerated') ? { deleted: true } : {}),
            });
        });
        return { title: textOf($('h1.ipsType_pageTitle, h1.ipsPageHeader__title').first()), key: `invision:${threadHost(url)}/topic/${topic}`, zoneOffset: zone, first: !/\/page\/\d+/.test(path) || /\/page\/1\/?$/.test(path), posts };
    },
};
