// What each forum engine's reader gives: whether a saved page is its own, and the thread's posts.
import type { CheerioAPI } from 'cheerio/slim';
import type { Element } from 'domhandler';
import type { ForumPost } from '../../engine/votes/post-model.js';
import type { PageClock } from './relative-time.js';

export interface ReadPage {
    title: string;
    /** The thread's identity: the forum's address and the thread id (`forum.example/t=123`). */
    key: string;
    /** The page's time zone (minutes east of UTC) when the page states or shows it. */
    zoneOffset: number | null;
    /** Whether this page starts the thread (its first post is the host's opening post). */
    first: boolean;
    posts: ForumPost[];
}

export interface ForumReader {
    /** Stable id (`phpbb3`, `vbulletin4`, `vbulletin5`, `xenforo2`, `invision`). */
    engine: string;
    /** The engine's name as messages show it. */
    name: string;
    /** The page's own marks: attributes of <html> and <body>, the generator <meta> (no walk of the whole page). */
    marks(page: PageMarks): boolean;
    /** The engine's post markup, for a page whose marks a custom style removed (walks the page). */
    detect($: CheerioAPI): boolean;
    /** Reads the page; shown times (relative ones too) go through the clock. */
    read($: CheerioAPI, clock: PageClock): ReadPage;
    /** The page's own clock ("It is currently …", «Текущее время: …») as an instant, where the engine shows one. */
    now?($: CheerioAPI, zone: number | null): number | null;
}

/** What identifies a page cheaply: the <html> and <body> attributes and the generator meta. */
export interface PageMarks { html: Record<string, string>; body: Record<string, string>; generator: string }

export function pageMarks($: CheerioAPI): PageMarks {
    const html = $.root().children().toArray().find((e) => e.type === 'tag' && e.name === 'html') as Element | undefined;
    const kids = (html?.children ?? []).filter((e): e is Element => e.type === 'tag');
    const head = kids.find((e) => e.name === 'head');
    const body = kids.find((e) => e.name === 'body');
    const meta = head ? $(head).children('meta[name="generator"]').attr('content') ?? '' : '';
    return { html: html?.attribs ?? {}, body: body?.attribs ?? {}, generator: meta };
}

/** Whether a class attribute holds the class. */
export function hasClass(attrs: Record<string, string>, name: string): boolean {
    return (attrs.class ?? '').split(/\s+/).includes(name);
}

/** The page's own address (`<link rel="canonical">`, `og:url`), as a URL when it parses. */
export function canonicalUrl($: CheerioAPI): URL | null {
    const href = $('link[rel="canonical"]').attr('href') ?? $('meta[property="og:url"]').attr('content');
    if (!href) return null;
    try { return new URL(href, 'https://forum.invalid/'); } catch { return null; }
}

/**
 * The forum's address in a thread key, so that one thread saved from www.forum.ru and from
 * forum.ru is one thread: the host lowercased without `www.` and without a default port (http or
 * https alike), and, with `folder`, the folder of the script (`/forum`) without repeated or
 * trailing slashes. Empty for a relative address. Session ids (sid, s, PHPSESSID) are query
 * parameters, never part of a key.
 */
export function threadHost(url: URL | null, folder = false): string {
    if (!url || url.host === 'forum.invalid') return '';
    const host = url.hostname.toLowerCase().replace(/^www\./, '').replace(/\.$/, '');
    const port = url.port === '' || url.port === '80' || url.port === '443' ? '' : `:${url.port}`;
    const dir = folder ? url.pathname.replace(/\/[^/]*$/, '').replace(/\/{2,}/g, '/').replace(/\/+$/, '') : '';
    return host + port + dir;
}

/** The host and folder part of a thread key (empty for a relative address). */
export function hostOf(url: URL | null): string {
    return threadHost(url, true);
}

/** The page's zone from a footer text such as «Часовой пояс: UTC+03:00» or «All times are GMT +3». */
export { zoneOffsetOf } from './forum-time.js';
