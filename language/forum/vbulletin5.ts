// vBulletin 5: `li.b-post[data-node-id]`, the author in `.b-userinfo__details .author`, the time in
// `data-node-publishdate` (Unix) and `<time datetime>` (the reader's zone, which the footer states: «Часовой пояс GMT+3»), the body in
// `.js-post__content-text`, quotes in `.bbcode_container`, the edit in `.b-post__edit`. A post soft-deleted
// or awaiting approval, as a moderator still sees it, is `li.b-post--deleted` / `li.b-post--unapproved`
// (vBulletin's master style, css_b_post.css).
import type { CheerioAPI } from 'cheerio/slim';
import type { ForumPost } from '../../engine/votes/post-model.js';
import { canonicalUrl, threadHost, type ForumReader, type ReadPage } from './forum-reader.js';
import { isoTime, zoneOffsetOf } from './forum-time.js';
import type { PageClock } from './relative-time.js';
import { postText, textOf } from './post-text.js';

export const vbulletin5: ForumReader = {
    engine: 'vbulletin5',
    name: 'vBulletin 5',
    marks: (m) => /^vBulletin 5/i.test(m.generator) || m.body.id === 'vb-page-body',
    detect: ($) => /^vBulletin 5/i.test($('meta[name="generator"]').attr('content') ?? '') || ($('body#vb-page-body').length > 0 && $('.b-post[data-node-id]').length > 0),
    read($: CheerioAPI, clock: PageClock): ReadPage {
        let zone = zoneOffsetOf($('.footer-current-datetime, #footer-copyright, footer, .footer').text());
        const url = canonicalUrl($);
        const path = url?.pathname ?? '';
        const thread = /\/(\d+)-[^/]*(?:\/page\d+)?\/?$/.exec(path)?.[1] ?? $('[data-node-id]').first().attr('data-node-id') ?? '';
        const posts: ForumPost[] = [];
        $('li.b-post[data-node-id], div.b-post[data-node-id]').each((_, el) => {
            const post = $(el);
            const id = post.attr('data-node-id')!;
            const timeEl = post.find('.b-post__timestamp time, time[itemprop="dateCreated"]').first();
            const stamp = timeEl.attr('datetime');
            // `data-node-publishdate` is the exact Unix time; `datetime` is the reader's local time:
            // their difference is the page's zone when the footer does not state it.
            const unix = /^\d+$/.test(post.attr('data-node-publishdate') ?? '') ? Number(post.attr('data-node-publishdate')) * 1000 : null;
            const local = stamp ? isoTime(stamp, 0) : null;
            if (zone === null && unix !== null && local !== null && !/(?:Z|[+-]\d{2}:?\d{2})$/i.test(stamp!)) zone = Math.round((local - unix) / 60_000);
            const editTime = post.find('.b-post__edit__time').first();
            const edit = post.find('.b-post__edit').first();
            const editStamp = edit.find('time[datetime]').first().attr('datetime');
            posts.push({
                id,
                author: textOf(post.find('.b-userinfo__details .author, .b-post__author').first()),
                time: unix ?? (stamp ? isoTime(stamp, zone) : null) ?? clock.read(textOf(timeEl), zone),
                edited: edit.length === 0 ? null : (editStamp ? isoTime(editStamp, zone) : null) ?? clock.read(textOf(editTime.length > 0 ? editTime : edit), zone),
                runs: postText($, post.find('.js-post__content-text').first(), { quote: '.bbcode_container', skip: '.bbcode_description' }),
                ...(post.hasClass('b-post--deleted') || post.hasClass('b-post--unapproved') ? { deleted: true } : {}),
            });
        });
        return { title: textOf($('h1.main-title, .b-post__title, h2.b-post__title').first()), key: `vbulletin5:${threadHost(url)}?t=${thread}`, zoneOffset: zone, first: !/\/page\d+\/?$/.test(path) || /\/page1\/?$/.test(path), posts };
    },
};
