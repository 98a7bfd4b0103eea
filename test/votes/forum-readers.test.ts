// The page readers and the vote finder's pieces on inputs beyond the shipped pages: older markup
// (phpBB 3.0 without <time>, a vBulletin 4 board in US dates and GMT −5), the time and colour forms
// forums write, nicknames with look-alike letters.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatTime, shownTime, zoneOffsetOf } from '../../language/forum/forum-time.js';
import { readThread } from '../../language/forum/read-thread.js';
import { colourFamily, colourName } from '../../engine/votes/vote-post-rules.js';
import { Roster } from '../../engine/votes/nicknames.js';

const T = 'test/fixtures/threads';
const utc = (iso: string) => Date.parse(iso);

describe('times as forums write them', () => {
    it('reads the zone from footers', () => {
        expect(zoneOffsetOf('Часовой пояс: UTC+03:00')).toBe(180);
        expect(zoneOffsetOf('All times are GMT -5. The time now is 08:10 PM.')).toBe(-300);
        expect(zoneOffsetOf('Часовой пояс GMT +3, время: 21:50.')).toBe(180);
        expect(zoneOffsetOf('All times are UTC')).toBe(0);
        expect(zoneOffsetOf('no zone here')).toBeNull();
    });
    it('reads shown dates in the page\'s zone, and ISO times exactly', () => {
        expect(shownTime('Mon Nov 30, 2026 8:05 pm', 180)).toBe(utc('2026-11-30T17:05:00Z'));
        expect(shownTime('Пн ноя 30, 2026 20:05', 180)).toBe(utc('2026-11-30T17:05:00Z'));
        expect(shownTime('11-30-2026, 08:05 PM', -300)).toBe(utc('2026-12-01T01:05:00Z'));
        expect(shownTime('30.11.2026 в 21:10', 180)).toBe(utc('2026-11-30T18:10:00Z'));
        expect(shownTime('30 ноя 2026 в 20:05', 0)).toBe(utc('2026-11-30T20:05:00Z'));
        expect(shownTime('2026-11-30T20:05:00+0300', null)).toBe(utc('2026-11-30T17:05:00Z'));
        expect(shownTime('Сегодня, 20:05', 180)).toBeNull();   // a relative date: no day to read
        expect(formatTime(utc('2026-11-30T18:00:00Z'), 180)).toBe('2026-11-30 21:00 +03:00');
    });
});

describe('colours as forum editors write them', () => {
    it('falls into the families a rule set names', () => {
        expect(['#FF0000', '#e74c3c', 'rgb(226, 80, 65)', 'DarkRed', 'red', '#f00'].map(colourFamily)).toEqual(Array(6).fill('red'));
        expect(['#0000FF', '#3498db', 'rgb(44, 130, 201)', 'Blue', 'navy'].map(colourFamily)).toEqual(Array(5).fill('blue'));
        expect(['#00BF00', 'Green', '#2ecc71'].map(colourFamily)).toEqual(Array(3).fill('green'));
        expect(colourFamily('#808080')).toBe('grey');
        expect(colourFamily('inherit')).toBeNull();
        expect(colourName('красный')).toBe('red');
        expect(colourName('"#FF0000"')).toBe('#ff0000');
    });
});

describe('nicknames', () => {
    const roster = new Roster([{ name: 'Гоша', posters: [] }, { name: 'Егор', posters: ['Егорыч'] }, { name: 'Лёва', posters: [] }]);
    it('match ignoring case and «ё», and Latin look-alikes with a flag', () => {
        expect(roster.find('гоша')).toMatchObject({ slot: { name: 'Гоша' }, lookAlike: false });
        expect(roster.find('Лева')).toMatchObject({ slot: { name: 'Лёва' }, lookAlike: false });
        expect(roster.find('ГOШA')).toMatchObject({ slot: { name: 'Гоша' }, lookAlike: true });
        expect(roster.find('«Егорыч»,')).toMatchObject({ slot: { name: 'Егор' } });
        expect(roster.find('Гошан')).toBeUndefined();
        expect(roster.nearest('Гошан')).toEqual(['Гоша']);
        expect(roster.findAtStart('Гоша, потому что')).toMatchObject({ written: 'Гоша' });
        expect(roster.findAtStart('Гошан потому что')).toBeUndefined();
    });
});

describe('older and differently configured markup', () => {
    it('phpBB 3.0/3.1 (no <time>, no canonical link): the shown time in the footer\'s zone, the thread from the title link', () => {
        const pages = ['1', '2'].map((n) => {
            const html = readFileSync(`${T}/phpbb3/seed-002-day-2-page-${n}.html`, 'utf8')
                .replace(/<link rel="canonical"[^>]*>/, '')
                .replace(/<time datetime="[^"]*">([^<]*)<\/time>/g, '$1');
            return { file: `page-${n}.html`, html };
        });
        const modern = readThread(['1', '2'].map((n) => ({ file: n, html: readFileSync(`${T}/phpbb3/seed-002-day-2-page-${n}.html`, 'utf8') })), 'en');
        const old = readThread(pages, 'en');
        expect(old.posts.map((p) => [p.id, p.author, p.time, p.edited])).toEqual(modern.posts.map((p) => [p.id, p.author, p.time, p.edited]));
        expect(old.key).toBe('phpbb:?t=4242');
    });

    it('vBulletin 4 in US dates and GMT −5 reads the same instants', () => {
        const html = readFileSync(`${T}/vbulletin4/seed-002-day-2-page-1.html`, 'utf8')
            .replace(/<span class="date">(\d\d)\.(\d\d)\.(\d{4}),&nbsp;<span class="time">(\d\d):(\d\d)<\/span><\/span>/g, (_, d, m, y, h, mi) => {
                const t = new Date(Date.UTC(+y, +m - 1, +d, +h - 3 - 5, +mi));   // MSK → GMT −5
                const hh = t.getUTCHours() % 12 || 12;
                return `<span class="date">${String(t.getUTCMonth() + 1).padStart(2, '0')}-${String(t.getUTCDate()).padStart(2, '0')}-${t.getUTCFullYear()},&nbsp;<span class="time">${String(hh).padStart(2, '0')}:${String(t.getUTCMinutes()).padStart(2, '0')} ${t.getUTCHours() >= 12 ? 'PM' : 'AM'}</span></span>`;
            })
            .replace('Часовой пояс GMT +3, время: 21:50.', 'All times are GMT -5. The time now is 01:50 PM.');
        const original = readThread([{ file: 'a', html: readFileSync(`${T}/vbulletin4/seed-002-day-2-page-1.html`, 'utf8') }], 'en');
        const us = readThread([{ file: 'b', html }], 'en');
        expect(us.zoneOffset).toBe(-300);
        expect(us.posts.map((p) => p.time)).toEqual(original.posts.map((p) => p.time));
        expect(us.posts[1].time).toBe(utc('2026-11-30T09:14:00Z'));
    });

    it('a signature outside the post body is never read (phpBB\'s «Мой голос – всегда за город!»)', () => {
        const t = readThread([{ file: 'a', html: readFileSync(`${T}/phpbb3/seed-002-day-2-page-1.html`, 'utf8') }], 'en');
        expect(t.posts.every((p) => p.runs.every((r) => !r.text.includes('– всегда за город!')))).toBe(true);
        const quoted = t.posts.find((p) => p.id === '9004')!;
        expect(quoted.runs.filter((r) => r.quoted).map((r) => r.text).join('')).toContain('Гоша');
        expect(quoted.runs.filter((r) => !r.quoted && r.colour).map((r) => [r.text, colourFamily(r.colour!)])).toEqual([['Катя', 'red']]);
    });
});
