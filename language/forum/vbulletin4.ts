// vBulletin 4: `ol#posts > li.postcontainer#post_123`, the author in `.username`, the shown date in
// `.postdate .date` (in the zone the footer states: «Часовой пояс GMT +3»), the body in
// `.postcontent`, quotes in `.bbcode_container`, the edit in `.lastedited`. A post a moderator
// soft-deleted, as he still sees it, is `li.postbitdeleted`.
import type { CheerioAPI } from 'cheerio/slim';
import type { ForumPost } from '../../engine/votes/post-model.js';
import { canonicalUrl, hostOf, type ForumReader, type ReadPage } from './forum-reader.js';
import { zoneOffsetOf } from './forum-time.js';
import type { PageClock } from './relative-time.js';
import { postText, textOf } from './post-text.js';

export const vbulletin4: ForumReader = {
    engine: 'vbulletin4',
    name: 'vBulletin 4',
    marks: (m) => /^vBulletin 4/i.test(m.generator) || m.html.id === 'vbulletin_html',
    detect: ($) => /^vBulletin 4/i.test($('meta[name="generator"]').attr('content') ?? '') || ($('html#vbulletin_html').length > 0 && $('li.postcontainer').length > 0),
    read($: CheerioAPI, clock: PageClock): ReadPage {
        const zone = zoneOffsetOf($('#footer_time, .footer_time, #footer').text());
        const url = canonicalUrl($);
        const thread = url?.searchParams.get('t') ?? /(?:^|\/)(\d+)(?:-[^/]*)?(?:\/page\d+)?\/?$/.exec(url?.pathname ?? '')?.[1] ?? $('input[name="t"]').attr('value') ?? '';
        const posts: ForumPost[] = [];
        let first = false;
        $('li.postcontainer[id^="post_"], ol#posts > li[id^="post_"]').each((_, el) => {
            const post = $(el);
            const id = post.attr('id')!.replace(/^post_/, '');
            if (!/^\d+$/.test(id)) return;
            if (textOf(post.find('a.postcounter').first()) === '#1') first = true;
            const edit = post.find('.lastedited').first().clone();
            edit.find('a').remove();
            posts.push({
                id,
                author: textOf(post.find('.username').first()),
                time: clock.read(textOf(post.find('.postdate .date, .postdate').first()), zone),
                edited: edit.length > 0 ? clock.read(textOf(edit), zone) : null,
                runs: postText($, post.find('.postcontent').not('.lastedited').first(), { quote: '.bbcode_container', skip: '.bbcode_description' }),
                ...(post.hasClass('postbitdeleted') ? { deleted: true } : {}),
            });
        });
        return { title: textOf($('.threadtitle a, span.threadtitle, #pagetitle .threadtitle').first()), key: `vbulletin4:${hostOf(url)}?t=${thread}`, zoneOffset: zone, first, posts };
    },
};
