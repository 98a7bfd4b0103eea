// Several saved pages of one thread → the thread: each page's engine is detected (detect order:
// the most specific marks first), every page must be of the same engine and thread, posts are
// merged in thread order (forums number posts in the order written) without repeats. A post on two
// overlapping pages in two versions is taken as it now stands, whatever the order of the files: the
// copy edited later, else the one from the page saved later; the host is told the copies differ.
import { load, type CheerioAPI } from 'cheerio/slim';
import { say, type Lang } from '../../engine/l10n/catalogue.js';
import type { ForumPost, ForumThread } from '../../engine/votes/post-model.js';
import { pageMarks, type ForumReader } from './forum-reader.js';
import { PageClock, type TimeReference } from './relative-time.js';
import { invision } from './invision.js';
import { phpbb3 } from './phpbb3.js';
import { vbulletin4 } from './vbulletin4.js';
import { vbulletin5 } from './vbulletin5.js';
import { xenforo2 } from './xenforo2.js';

export const READERS: readonly ForumReader[] = [xenforo2, invision, vbulletin5, vbulletin4, phpbb3];

/** A page that cannot be read as part of the thread (exit 2; nothing is written). */
export class ForumPageError extends Error {}

export function detectEngine(html: string): ForumReader | null {
    return readerOf(load(html));
}

/** The page's marks first (vBulletin 4 before phpBB: a vB4 style may imitate others' ids), then the post markup. */
function readerOf($: CheerioAPI): ForumReader | null {
    const marks = pageMarks($);
    return READERS.find((r) => r.marks(marks)) ?? READERS.find((r) => r.detect($)) ?? null;
}

/** A saved page: its file name (for messages), its HTML and, when known, the file's mtime (ms). */
export interface SavedPage { file: string; html: string; saved?: number | null }

/** How relative times («Сегодня, 20:05», "5 minutes ago") are resolved: the host's `--today`, when given. */
export interface ReadOptions {
    today?: TimeReference | null;
    /** `--tz`: the time zone (minutes east of UTC) of pages that state none. */
    zone?: number | null;
}

/**
 * Whether a page is of the thread read so far: the same thread id where both pages show one (a
 * thread renamed between saves is still the thread), else the same title.
 */
function sameThread(thread: ForumThread, page: { key: string; title: string }): boolean {
    const hasId = (key: string) => !/[=/]$/.test(key);
    if (hasId(thread.key) && hasId(page.key)) return thread.key === page.key;
    const norm = (t: string) => t.trim().toLowerCase().replace(/\s+/g, ' ');
    return norm(thread.title) === norm(page.title);
}

export function readThread(pages: ReadonlyArray<SavedPage>, lang: Lang, options: ReadOptions = {}): ForumThread {
    if (pages.length === 0) throw new ForumPageError(say(lang, 'votes.error.no-files'));
    let thread: ForumThread | null = null;
    const seen = new Map<string, { post: ForumPost; saved: number | null; file: string }>();
    const warnings: string[] = [];
    const zoneWarnings: string[] = [];
    // Each page's stated zone and its first post (pages saved under different profiles may differ).
    const zones: Array<{ file: string; zone: number; first: number }> = [];
    for (const { file, html, saved } of pages) {
        if (html.trim() === '') throw new ForumPageError(say(lang, 'votes.error.empty-file', { file }));
        const $ = load(html);
        const reader = readerOf($);
        // Chrome's «Веб-страница, один файл» (MHTML): the page is there, quoted-printable inside a MIME message.
        if (!reader && /^\s*(?:From: <Saved by |MIME-Version: 1\.0)[\s\S]{0,2000}Content-Type: multipart\/related/iu.test(html.slice(0, 4000))) throw new ForumPageError(say(lang, 'votes.error.mhtml', { file }));
        if (!reader) throw new ForumPageError(say(lang, 'votes.error.unsupported', { file }));
        const clock = new PageClock(options.today ?? null, (zone) => reader.now?.($, zone) ?? null, saved ?? null,
            () => warnings.push(say(lang, 'votes.warning.saved-time', { file, saved: new Date(saved!).toISOString().slice(0, 16).replace('T', ' ') + ' UTC' })),
            options.zone ?? null);
        const page = reader.read($, clock);
        // A page that states no zone, read without --tz: its shown times were taken as UTC.
        if (page.zoneOffset === null && clock.zoneAssumed) zoneWarnings.push(say(lang, 'votes.warning.no-zone', { file }));
        page.zoneOffset ??= options.zone ?? null;
        if (page.posts.length === 0) throw new ForumPageError(say(lang, 'votes.error.empty', { file, engine: reader.name }));
        if (!thread) thread = { engine: reader.engine, engineName: reader.name, title: page.title, key: page.key, zoneOffset: page.zoneOffset, hasFirstPost: false, posts: [], warnings, zoneWarnings };
        else if (thread.engine !== reader.engine) throw new ForumPageError(say(lang, 'votes.error.other-engine', { file, engine: reader.name, expected: READERS.find((r) => r.engine === thread!.engine)!.name }));
        else if (!sameThread(thread, page)) throw new ForumPageError(say(lang, 'votes.error.other-thread', { file, key: `${page.title} — ${page.key}`, expected: `${thread.title} — ${thread.key}` }));
        thread.zoneOffset ??= page.zoneOffset;
        if (page.zoneOffset !== null) zones.push({ file, zone: page.zoneOffset, first: Math.min(...page.posts.map((p) => (p.id !== null && /^\d+$/.test(p.id) ? Number(p.id) : Infinity))) });
        thread.hasFirstPost ||= page.first;
        for (const post of page.posts) {
            if (post.id !== null) {
                const copy = seen.get(post.id);
                if (copy) {
                    if (sameVersion(copy.post, post)) continue;
                    // A moderator's deletion comes after the post, whatever the file order (saves may carry no time).
                    const deletion = !!post.deleted !== !!copy.post.deleted && sameVersion({ ...copy.post, deleted: undefined }, { ...post, deleted: undefined });
                    const later = deletion ? !!post.deleted : (post.edited ?? -Infinity) > (copy.post.edited ?? -Infinity)
                        || ((post.edited ?? -Infinity) === (copy.post.edited ?? -Infinity) && (saved ?? -Infinity) > (copy.saved ?? -Infinity));
                    const kept = later ? file : copy.file;
                    warnings.push(say(lang, 'votes.warning.copies-differ', { post: post.id, file: kept }));
                    if (later) { thread.posts[thread.posts.indexOf(copy.post)] = post; seen.set(post.id, { post, saved: saved ?? null, file }); }
                    continue;
                }
                seen.set(post.id, { post, saved: saved ?? null, file });
            }
            thread.posts.push(post);
        }
    }
    if (thread!.posts.every((p) => p.id !== null && /^\d+$/.test(p.id))) thread!.posts.sort((a, b) => Number(a.id) - Number(b.id));
    // Pages that state different zones: each page's times are read in its own; the deadline and the
    // times shown are in the zone of the page with the thread's earliest post, whatever the file order.
    if (new Set(zones.map((z) => z.zone)).size > 1) {
        const earliest = zones.reduce((a, b) => (b.first < a.first ? b : a));
        thread!.zoneOffset = earliest.zone;
        zoneWarnings.push(say(lang, 'votes.warning.zones-differ', {
            list: zones.map((z) => `${z.file} ${zoneName(z.zone)}`).join(', '), file: earliest.file, zone: zoneName(earliest.zone),
        }));
    }
    return thread!;
}

/** A zone offset as the pages write it: UTC+3, UTC−5:30. */
function zoneName(minutes: number): string {
    if (minutes === 0) return 'UTC';
    const h = Math.floor(Math.abs(minutes) / 60), m = Math.abs(minutes) % 60;
    return `UTC${minutes > 0 ? '+' : '−'}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** Whether two copies of a post say the same (its text, colours and edit time). */
function sameVersion(a: ForumPost, b: ForumPost): boolean {
    return a.author === b.author && a.edited === b.edited && !!a.deleted === !!b.deleted && JSON.stringify(a.runs) === JSON.stringify(b.runs);
}
