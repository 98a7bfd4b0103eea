// Times as forum pages write them. Machine-readable attributes (`<time datetime>`, XenForo's
// `data-time`) are exact; a shown text («30.11.2026, 20:05», «Пн ноя 30, 2026 8:05 pm») is read
// in the page's time zone, which the page's footer states («Часовой пояс: UTC+03:00», «All times
// are GMT +3»). Reading text is tokenising plain strings, never HTML.

// The month as forums write it: English and Russian names, full (any case form) or abbreviated.
// An exact list, so that a word such as "Decided" or «Марина» is never read as a month.
const MONTHS: ReadonlyMap<string, number> = new Map([
    ['jan', 'january', 'янв', 'январь', 'января'], ['feb', 'february', 'фев', 'февр', 'февраль', 'февраля'],
    ['mar', 'march', 'мар', 'март', 'марта'], ['apr', 'april', 'апр', 'апрель', 'апреля'], ['may', 'мая', 'май'],
    ['jun', 'june', 'июн', 'июнь', 'июня'], ['jul', 'july', 'июл', 'июль', 'июля'], ['aug', 'august', 'авг', 'август', 'августа'],
    ['sep', 'sept', 'september', 'сен', 'сент', 'сентябрь', 'сентября'], ['oct', 'october', 'окт', 'октябрь', 'октября'],
    ['nov', 'november', 'ноя', 'нояб', 'ноябрь', 'ноября'], ['dec', 'december', 'дек', 'декабрь', 'декабря'],
].flatMap((names, i) => names.map((n) => [n, i + 1] as [string, number])));

export function monthOf(word: string): number | null {
    return MONTHS.get(word.toLowerCase().replace(/\.$/, '')) ?? null;
}

/** A time zone offset in minutes from a text such as `UTC+03:00`, `GMT +3`, `GMT-5`, `GMT +5.5` (vBulletin's half hours), `UTC`; null if none. */
export function zoneOffsetOf(text: string): number | null {
    const m = /\b(?:UTC|GMT)\s*(?:([+−-])\s*(\d{1,2})(?:[.,](\d{1,2})|:?(\d{2}))?)?(?![\d:])/u.exec(text);
    if (!m) return null;
    if (!m[1]) return 0;
    const sign = m[1] === '+' ? 1 : -1;
    const fraction = m[3] !== undefined ? Math.round(Number(`0.${m[3]}`) * 60) : Number(m[4] ?? 0);
    return sign * (Number(m[2]) * 60 + fraction);
}

/** An ISO time (`2026-11-30T17:05:00+03:00`, `…Z`, `…+0300`); without an offset it is in `zone` (UTC when unknown). */
export function isoTime(value: string, zone: number | null): number | null {
    const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(value.trim());
    if (!m) return null;
    const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
    if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
    const offset = offsetMinutes(m[7], zone);
    if (offset === null) return null;
    return Date.UTC(year, month - 1, day, hour, minute, second) - offset * 60_000;
}

/** Whether the day exists in the calendar (no 31 November, no 30 February, no month 13): never rolled over. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
    if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return false;
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A written offset in minutes, or null when it is none the world uses (`+99:99`, `+24:00`: beyond −12:00…+14:00, or minutes past 59). */
function offsetMinutes(suffix: string | undefined, zone: number | null): number | null {
    if (!suffix) return zone ?? 0;
    if (suffix.toUpperCase() === 'Z') return 0;
    const digits = suffix.replace(':', '');
    const sign = digits[0] === '-' ? -1 : 1;
    const hours = Number(digits.slice(1, 3)), minutes = Number(digits.slice(3, 5));
    const offset = sign * (hours * 60 + minutes);
    return minutes > 59 || offset < -12 * 60 || offset > 14 * 60 ? null : offset;
}

/** A clock time in a shown date: h:mm[:ss] with an optional am/pm (12-hour clocks), as 24-hour parts. */
export interface Clock { hour: number; minute: number; second: number; index: number; length: number }

export function clockOf(s: string): Clock | null {
    const clock = /(?<![\d:])(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap])\.?\s?m\b\.?)?/i.exec(s);
    if (!clock) return null;
    let hour = Number(clock[1]);
    const ampm = clock[4]?.toLowerCase();
    if (ampm === 'p' && hour < 12) hour += 12;
    if (ampm === 'a' && hour === 12) hour = 0;
    if (hour > 23 || Number(clock[2]) > 59 || Number(clock[3] ?? 0) > 59) return null;
    return { hour, minute: Number(clock[2]), second: Number(clock[3] ?? 0), index: clock.index, length: clock[0].length };
}

/**
 * The page's zone from a shown time and the exact instant it shows (`<time datetime>` and its text):
 * the clock alone is enough, so a relative text («Сегодня, 20:05») tells the zone as well as a full
 * date. Null without a clock; offsets are taken in −12:00…+14:00.
 */
export function zoneFromShown(text: string, exact: number): number | null {
    const clock = clockOf(text.replace(/\u00a0/g, ' '));
    if (!clock) return null;
    const utc = new Date(exact);
    let diff = clock.hour * 60 + clock.minute - (utc.getUTCHours() * 60 + utc.getUTCMinutes());
    while (diff <= -12 * 60) diff += 24 * 60;
    while (diff > 14 * 60) diff -= 24 * 60;
    return diff;
}

/** A calendar day in the page's zone (month 1–12). */
export interface LocalDay { year: number; month: number; day: number }

/**
 * A shown date and time in the page's zone: day, month (a number or a name in English or Russian)
 * and a four-digit year in the orders forums use (d.m.Y, m-d-Y, Y-m-d, «D M d, Y», «d M Y»),
 * then h:mm with an optional am/pm and an optional offset. A date without a year («1 дек в 20:05»)
 * takes it from `today` (the year that does not put it after today). Null when it is not a full date.
 */
export function shownTime(text: string, zone: number | null, today?: LocalDay | null): number | null {
    const iso = isoTime(text, zone);
    if (iso !== null) return iso;
    const s = text.replace(/\u00a0/g, ' ');
    const clock = clockOf(s);
    if (!clock) return null;
    const datePart = s.slice(0, clock.index) + ' ' + s.slice(clock.index + clock.length);
    let day: number | null = null, month: number | null = null, year: number | null = null;
    let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(datePart);
    if (m) { year = Number(m[1]); month = Number(m[2]); day = Number(m[3]); }
    if (year === null && (m = /(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(datePart))) { day = Number(m[1]); month = Number(m[2]); year = Number(m[3]); }
    if (year === null && (m = /(\d{1,2})[-/](\d{1,2})[-/](\d{4})/.exec(datePart))) { month = Number(m[1]); day = Number(m[2]); year = Number(m[3]); }
    // vBulletin's d.m.y: «30.11.26, 12:10» (a two-digit year is this century's).
    if (year === null && (m = /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{2})(?![\d.])/.exec(datePart))) { day = Number(m[1]); month = Number(m[2]); year = 2000 + Number(m[3]); }
    if (year === null) {
        const words = datePart.match(/[\p{L}]+\.?|\d+/gu) ?? [];
        const numbers: number[] = [];
        for (const w of words) {
            if (/^\d+$/.test(w)) { if (w.length === 4) year = Number(w); else numbers.push(Number(w)); }
            else if (month === null) month = monthOf(w);
        }
        day = numbers[0] ?? null;
        if (year === null && month !== null && day !== null && today) {
            year = today.year - (month * 100 + day > today.month * 100 + today.day ? 1 : 0);
        }
    }
    if (day === null || month === null || year === null || !isCalendarDay(year, month, day)) return null;
    const after = s.slice(clock.index + clock.length);
    const off = /^\s*(Z|[+-]\d{2}:?\d{2})\b/.exec(after);
    const offset = offsetMinutes(off?.[1], zone);
    if (offset === null) return null;
    return Date.UTC(year, month - 1, day, clock.hour, clock.minute, clock.second) - offset * 60_000;
}

/** A time as `2026-11-30 20:05` in the zone (with its offset when it is not UTC). */
export function formatTime(ms: number, zone: number | null): string {
    const z = zone ?? 0;
    const d = new Date(ms + z * 60_000);
    const p = (n: number) => String(n).padStart(2, '0');
    const off = z === 0 ? ' UTC' : ` ${z > 0 ? '+' : '-'}${p(Math.floor(Math.abs(z) / 60))}:${p(Math.abs(z) % 60)}`;
    return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}${off}`;
}
