// XenForo 2: `article.message--post` with the author in `data-author` and the id in `data-content`,
// exact times in `time.u-dt[data-time]` (seconds) and `datetime` (with the offset), the body in
// `.bbWrapper`, quotes in `blockquote.bbCodeBlock--quote`, the edit in `.message-lastEdit`; the
// thread is the page's `data-content-key` (`thread-321`). A soft-deleted post or one awaiting approval,
// as a moderator sees it, has `.messageNotice--deleted` / `.messageNotice--moderated` above its body.
import type { CheerioAPI, Cheerio } from 'cheerio/slim';
import type { AnyNode } from 'domhandler';
import type { ForumPost } from '../../engine/votes/post-model.js';
import { canonicalUrl, threadHost, type ForumReader, type ReadPage } from './forum-reader.js';
import { isoTime } from './forum-time.js';
import type { PageClock } from './relative-time.js';
import { postText, textOf } from './post-text.js';

export const xenforo2: ForumReader = {
    engine: 'xenforo2',
    name: 'XenForo 2',
    marks: (m) => m.html.id === 'XF',
    detect: ($) => $('html#XF').length > 0 || ($('html[data-app]').length > 0 && $('article.message--post').length > 0),
    read($: CheerioAPI, clock: PageClock): ReadPage {
        const url = canonicalUrl($);
        const key = $('html').attr('data-content-key') ?? /\.(\d+)\/?(?:page-\d+)?\/?$/.exec(url?.pathname ?? '')?.[0] ?? '';
        let zone: number | null = null;
        const posts: ForumPost[] = [];
        $('article.message--post[data-content^="post-"]').each((_, el) => {
            const post = $(el);
            const stamp = post.find('.message-attribution-main time.u-dt, .message-attribution time.u-dt').first();
            const iso = stamp.attr('datetime');
            if (zone === null && iso) zone = offsetOf(iso);
            const edit = post.find('.message-lastEdit time.u-dt').first();
            posts.push({
                id: post.attr('data-content')!.replace(/^post-/, ''),
                author: post.attr('data-author') ?? textOf(post.find('.message-name').first()),
                time: timeOf(stamp) ?? (stamp.length > 0 ? clock.read(textOf(stamp), zone) : null),
                edited: edit.length > 0 ? timeOf(edit) ?? clock.read(textOf(edit), zone) : null,
                runs: postText($, post.find('.message-body .bbWrapper').first(), { quote: 'blockquote.bbCodeBlock--quote, .bbCodeBlock--quote', skip: '.bbCodeBlock-expandLink, .bbCodeSpoiler-button, .js-extraPhrases' }),
                ...(post.hasClass('message--deleted') || post.find('.messageNotice--deleted, .messageNotice--moderated').length > 0 ? { deleted: true } : {}),
            });
        });
        return { title: textOf($('h1.p-title-value').first()), key: `xenforo2:${threadHost(url)}/${key}`, zoneOffset: zone, first: !/page-\d+\/?$/.test(url?.pathname ?? '') || /page-1\/?$/.test(url?.pathname ?? ''), posts };
    },
};

/** XenForo 2.0/2.1 write the Unix time in `data-time`; 2.2+ in `data-timestamp` (and the shown clock in `data-time`). */
function timeOf(el: Cheerio<AnyNode>): number | null {
    for (const seconds of [el.attr('data-timestamp'), el.attr('data-time')]) if (seconds && /^\d+$/.test(seconds)) return Number(seconds) * 1000;
    const iso = el.attr('datetime');
    return iso ? isoTime(iso, 0) : null;
}

function offsetOf(iso: string): number | null {
    const m = /([+-])(\d{2}):?(\d{2})$/.exec(iso);
    return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : /Z$/i.test(iso) ? 0 : null;
}
