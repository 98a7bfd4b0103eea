// Relative and localised forum dates: the forms forums show («Сегодня, 20:05», "Yesterday at 11:59 PM",
// «5 минут назад», weekdays, dates without a year, 12-hour clocks), what they are relative to
// (--today, the page's own clock, the file's mtime with a warning), and that a word that only looks
// like a month is never read as one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shownTime, zoneFromShown, zoneOffsetOf } from '../../language/forum/forum-time.js';
import { readThread } from '../../language/forum/read-thread.js';
import { PageClock, parseToday, relativeTime } from '../../language/forum/relative-time.js';

const utc = (iso: string) => Date.parse(iso);
const MSK = 180;
const today = parseToday('2026-12-01')!;
const todayAt = parseToday('2026-12-01 21:50')!;

describe('relative dates against a reference day', () => {
    it.each([
        ['Сегодня, 20:05', '2026-12-01T17:05:00Z'],
        ['Сегодня в 20:05', '2026-12-01T17:05:00Z'],
        ['Вчера, 23:59', '2026-11-30T20:59:00Z'],
        ['вчера в 0:15', '2026-11-29T21:15:00Z'],
        ['Позавчера, 10:00', '2026-11-29T07:00:00Z'],
        ['Today at 8:05 PM', '2026-12-01T17:05:00Z'],
        ['Today, 08:05 PM', '2026-12-01T17:05:00Z'],
        ['Yesterday at 11:59 PM', '2026-11-30T20:59:00Z'],
        ['Yesterday, 12:30 am', '2026-11-29T21:30:00Z'],
        ['Today, 12:00 pm', '2026-12-01T09:00:00Z'],
        // 2026-12-01 is a Tuesday: XenForo's "Sunday at …" is the Sunday before.
        ['Sunday at 9:15 AM', '2026-11-29T06:15:00Z'],
        ['Понедельник в 20:05', '2026-11-30T17:05:00Z'],
        ['Вторник в 20:05', '2026-11-24T17:05:00Z'],
    ])('%s', (text, iso) => {
        expect(relativeTime(text, MSK, today)).toBe(utc(iso));
    });

    it('"N minutes ago" needs a time of day: a day alone cannot resolve it', () => {
        expect(relativeTime('5 minutes ago', MSK, today)).toBeNull();
        expect(relativeTime('5 minutes ago', MSK, todayAt)).toBe(utc('2026-12-01T18:45:00Z'));
        expect(relativeTime('5 минут назад', MSK, todayAt)).toBe(utc('2026-12-01T18:45:00Z'));
        expect(relativeTime('1 минуту назад', MSK, todayAt)).toBe(utc('2026-12-01T18:49:00Z'));
        expect(relativeTime('2 часа назад', MSK, todayAt)).toBe(utc('2026-12-01T16:50:00Z'));
        expect(relativeTime('an hour ago', MSK, todayAt)).toBe(utc('2026-12-01T17:50:00Z'));
        expect(relativeTime('Less than a minute ago', MSK, todayAt)).toBe(utc('2026-12-01T18:50:00Z'));
        expect(relativeTime('меньше минуты назад', MSK, todayAt)).toBe(utc('2026-12-01T18:50:00Z'));
        expect(relativeTime('A moment ago', MSK, todayAt)).toBe(utc('2026-12-01T18:50:00Z'));
        expect(relativeTime('только что', MSK, todayAt)).toBe(utc('2026-12-01T18:50:00Z'));
    });

    it('--today accepts a day, a day and a time, or an exact instant; anything else is refused', () => {
        expect(parseToday('2026-12-01')).toMatchObject({ kind: 'day', minutes: null });
        expect(parseToday('2026-12-01 21:50')).toMatchObject({ kind: 'day', minutes: 21 * 60 + 50 });
        expect(parseToday('2026-12-01T18:50:00Z')).toEqual({ kind: 'instant', ms: utc('2026-12-01T18:50:00Z'), source: 'today' });
        expect(parseToday('вчера')).toBeNull();
        expect(parseToday('01.12.2026')).toBeNull();
    });
});

describe('localised absolute dates', () => {
    it.each([
        ['1 дек 2026, 20:05', '2026-12-01T17:05:00Z'],
        ['1 декабря 2026 в 20:05', '2026-12-01T17:05:00Z'],
        ['01 мая 2026, 09:00', '2026-05-01T06:00:00Z'],
        ['3 марта 2026 в 8:00', '2026-03-03T05:00:00Z'],
        ['Вт дек 01, 2026 20:05', '2026-12-01T17:05:00Z'],
        ['Tue Dec 01, 2026 8:05 pm', '2026-12-01T17:05:00Z'],
        ['December 1st, 2026, 08:05 PM', '2026-12-01T17:05:00Z'],
        ['12-01-2026, 08:05 PM', '2026-12-01T17:05:00Z'],
        ['01.12.2026, 20:05', '2026-12-01T17:05:00Z'],
        ['Dec 1, 2026 at 8:05 PM', '2026-12-01T17:05:00Z'],
    ])('%s', (text, iso) => {
        expect(shownTime(text, MSK)).toBe(utc(iso));
    });

    it('a word that begins like a month is not a month («Марина», "Decided")', () => {
        expect(shownTime('Марина 1, 2026 20:05', MSK)).toBeNull();
        expect(shownTime('Decided 1, 2026 20:05', MSK)).toBeNull();
    });

    it('a date without its year takes the year that does not put it after the reference', () => {
        const clock = new PageClock(today, () => null, null, () => {});
        expect(clock.read('1 дек в 20:05', MSK)).toBe(utc('2026-12-01T17:05:00Z'));
        expect(clock.read('30 декабря в 20:05', MSK)).toBe(utc('2025-12-30T17:05:00Z'));
        expect(clock.read('Nov 30 at 8:05 PM', MSK)).toBe(utc('2026-11-30T17:05:00Z'));
    });
});

describe('what relative times are relative to', () => {
    const saved = utc('2026-12-01T18:50:00Z');
    it('--today first; then the page\'s own clock; then the file\'s mtime, with one warning', () => {
        let warned = 0;
        const withToday = new PageClock(today, () => utc('2026-11-11T11:11:00Z'), saved, () => warned++);
        expect(withToday.read('Сегодня, 20:05', MSK)).toBe(utc('2026-12-01T17:05:00Z'));
        // A day alone cannot say when "5 minutes ago" was: the page's clock does.
        expect(withToday.read('5 минут назад', MSK)).toBe(utc('2026-11-11T11:06:00Z'));
        const fromPage = new PageClock(null, () => utc('2026-12-01T18:50:00Z'), null, () => warned++);
        expect(fromPage.read('Yesterday, 11:59 pm', MSK)).toBe(utc('2026-11-30T20:59:00Z'));
        expect(warned).toBe(0);
        const fromFile = new PageClock(null, () => null, saved, () => warned++);
        expect(fromFile.read('Сегодня, 20:05', MSK)).toBe(utc('2026-12-01T17:05:00Z'));
        expect(fromFile.read('30 minutes ago', MSK)).toBe(utc('2026-12-01T18:20:00Z'));
        expect(warned).toBe(1);
    });

    it('absolute times never look at the reference (no warning), and without any reference a relative time is unread', () => {
        let warned = 0;
        const clock = new PageClock(null, () => null, saved, () => warned++);
        expect(clock.read('30.11.2026, 21:10', MSK)).toBe(utc('2026-11-30T18:10:00Z'));
        // A full date that names its weekday is not relative.
        expect(clock.read('Вторник, 24 ноября 2026, 20:05', MSK)).toBe(utc('2026-11-24T17:05:00Z'));
        expect(clock.read('Monday, November 30, 2026 at 8:05 PM', MSK)).toBe(utc('2026-11-30T17:05:00Z'));
        expect(warned).toBe(0);
        expect(new PageClock(null, () => null, null, () => {}).read('Сегодня, 20:05', MSK)).toBeNull();
    });
});

describe('the page\'s zone and the thread from what the page shows', () => {
    it('the zone from an exact time and its shown clock, relative text included', () => {
        expect(zoneFromShown('Сегодня, 20:05', utc('2026-12-01T17:05:00Z'))).toBe(180);
        expect(zoneFromShown('Yesterday at 11:59 PM', utc('2026-11-30T20:59:00Z'))).toBe(180);
        expect(zoneFromShown('Today, 8:05 pm', utc('2026-12-02T01:05:00Z'))).toBe(-300);
        expect(zoneFromShown('5 minutes ago', utc('2026-12-02T01:05:00Z'))).toBeNull();
    });

    it('phpBB 3.2+ showing relative times and no zone in the footer: the zone comes from <time datetime> and its text', () => {
        const html = readFileSync('test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html', 'utf8');
        const relative = html.replace(/(<time datetime="[^"]*">)[^<]*?(\d{1,2}:\d{2})<\/time>/g, '$1Вчера, $2</time>').replace(/Часовой пояс:[^\n]*<\/li>/, '');
        const exact = readThread([{ file: 'a', html }], 'en');
        const shown = readThread([{ file: 'b', html: relative }], 'en');
        expect(relative).toContain('>Вчера, 12:14</time>');
        expect(relative).not.toContain('UTC+03:00');
        expect(shown.zoneOffset).toBe(180);
        expect(shown.posts.map((p) => p.time)).toEqual(exact.posts.map((p) => p.time));
        expect(shown.warnings).toEqual([]);
    });

    it('pages with no thread id are of one thread when their titles agree', () => {
        const page = (title: string) => readFileSync('test/fixtures/threads/phpbb3/seed-002-day-2-page-1.html', 'utf8')
            .replace(/<link rel="canonical"[^>]*>/, '').replace(/<h2 class="topic-title"><a[^>]*>[^<]*<\/a><\/h2>/, `<h2 class="topic-title">${title}</h2>`);
        expect(readThread([{ file: 'a', html: page('Мафия') }, { file: 'b', html: page('Мафия') }], 'en').posts.length).toBe(10);
        expect(() => readThread([{ file: 'a', html: page('Мафия') }, { file: 'b', html: page('Флудилка') }], 'en')).toThrow(/b: a page of another thread \(Флудилка/);
    });
});

describe('dates that are not, zones and years forums write', () => {
    it.each(['2026-11-31 21:00', '2026-02-30 21:00', '2026-13-45 12:00', '2026-11-30 25:00', '2026-11-30 21:61', '2026-11-30T21:00:61Z', '31.11.2026, 20:05'])('%s is not a time (never rolled over into the next day or month)', (text) => {
        expect(shownTime(text, MSK)).toBeNull();
    });
    it.each(['2026-11-30 21:00 +99:99', '2026-11-30 21:00 +24:00', '2026-11-30 21:00 -13:00', '2026-11-30 21:00 +03:60', '2026-11-30T21:00:00+3000', '30.11.2026, 21:00 +15:00'])('%s has an offset no zone has: not a time', (text) => {
        expect(shownTime(text, MSK)).toBeNull();
    });
    it('the offsets zones have, −12:00 to +14:00, half and quarter hours included', () => {
        expect(shownTime('2026-11-30 21:00 +14:00', 0)).toBe(utc('2026-11-30T07:00:00Z'));
        expect(shownTime('2026-11-30 21:00 -12:00', 0)).toBe(utc('2026-12-01T09:00:00Z'));
        expect(shownTime('2026-11-30 21:00 +0545', 0)).toBe(utc('2026-11-30T15:15:00Z'));
    });
    it('29 February exists in a leap year only', () => {
        expect(shownTime('2028-02-29 12:00', 0)).toBe(utc('2028-02-29T12:00:00Z'));
        expect(shownTime('2026-02-29 12:00', 0)).toBeNull();
    });
    it.each(['2026-13-45', '2026-02-30', '2026-12-01 25:61', '2026-12-01 24:00'])('--today %s is not a day', (text) => {
        expect(parseToday(text)).toBeNull();
    });
    it('vBulletin\'s half-hour zones («GMT +5.5») and two-digit years («30.11.26, 12:10»)', () => {
        expect(zoneOffsetOf('Часовой пояс GMT +5.5, время: 21:50.')).toBe(330);
        expect(zoneOffsetOf('All times are GMT -3.5. The time now is 09:50 PM.')).toBe(-210);
        expect(zoneOffsetOf('Часовой пояс: UTC+03:00')).toBe(180);
        expect(shownTime('30.11.26, 12:10', MSK)).toBe(utc('2026-11-30T09:10:00Z'));
    });
});

describe('phpBB 3.0 summer time', () => {
    it('"All times are UTC + 3 hours [ DST ]" is UTC+4: the shown times are an hour earlier in UTC', () => {
        const plain = readFileSync('test/fixtures/threads/dates/phpbb30-relative-en.html', 'utf8');
        const dst = plain.replace('All times are UTC + 3 hours ', 'All times are UTC + 3 hours [ <abbr title="Daylight Saving Time">DST</abbr> ]');
        const read = (html: string) => readThread([{ file: 'p', html }], 'en', { today: parseToday('2026-12-01 21:50') });
        expect(read(dst).zoneOffset).toBe(240);
        expect(read(plain).zoneOffset).toBe(180);
        const time = (html: string) => read(html).posts.find((p) => p.id === '7104')!.time!;
        expect(time(plain) - time(dst)).toBe(60 * 60_000);
    });
});
