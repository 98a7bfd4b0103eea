// Relative dates as forums show them («Сегодня, 20:05», «Вчера в 23:59», "Today at 8:05 PM",
// "Yesterday, 11:59 PM", "Monday at 8:05 PM", "5 minutes ago", «5 минут назад», «только что») and the
// reference they are relative to. The reference, in order: the host's `--today` (a day, or a day and
// a time), the page's own clock ("It is currently …", «Текущее время: …»), the saved file's mtime
// (with a warning: a copied file's mtime is not when the page was saved). A time that cannot be
// resolved is null, and the vote finder reports such a post instead of counting it.
import { clockOf, isCalendarDay, isoTime, monthOf, shownTime, type LocalDay } from './forum-time.js';

const DAY_WORDS: ReadonlyArray<[RegExp, number]> = [
    [/(?<!\p{L})(?:today|сегодня)(?!\p{L})/iu, 0],
    [/(?<!\p{L})(?:yesterday|вчера)(?!\p{L})/iu, -1],
    [/(?<!\p{L})позавчера(?!\p{L})/iu, -2],
];

// XenForo shows the weekday for the days of the past week («Понедельник в 20:05», "Monday at 8:05 PM").
const WEEKDAYS: ReadonlyArray<RegExp> = [
    /(?<!\p{L})(?:sunday|воскресенье)(?!\p{L})/iu, /(?<!\p{L})(?:monday|понедельник)(?!\p{L})/iu,
    /(?<!\p{L})(?:tuesday|вторник)(?!\p{L})/iu, /(?<!\p{L})(?:wednesday|сред[аы])(?!\p{L})/iu,
    /(?<!\p{L})(?:thursday|четверг)(?!\p{L})/iu, /(?<!\p{L})(?:friday|пятниц[аы])(?!\p{L})/iu,
    /(?<!\p{L})(?:saturday|суббот[аы])(?!\p{L})/iu,
];

const UNITS: ReadonlyArray<[RegExp, number]> = [
    [/^(?:seconds?|secs?|сек\p{L}*)$/iu, 1_000],
    [/^(?:minutes?|mins?|мин\p{L}*)$/iu, 60_000],
    [/^(?:hours?|hrs?|час\p{L}*)$/iu, 3_600_000],
];

/** What relative times are resolved against: a day in the page's zone (and maybe a time), or an instant. */
export type TimeReference =
    | { kind: 'day'; day: LocalDay; minutes: number | null; source: 'today' | 'page' }
    | { kind: 'instant'; ms: number; source: 'today' | 'page' | 'saved' };

/** `--today 2026-12-01` or `--today "2026-12-01 21:50"` (in the page's zone; an offset makes it exact). */
export function parseToday(value: string): TimeReference | null {
    const m = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(value);
    if (m) return isCalendarDay(+m[1], +m[2], +m[3]) ? { kind: 'day', day: { year: +m[1], month: +m[2], day: +m[3] }, minutes: null, source: 'today' } : null;
    const t = /^\s*(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(value);
    if (t && (!isCalendarDay(+t[1], +t[2], +t[3]) || +t[4] > 23 || +t[5] > 59 || +(t[6] ?? 0) > 59)) return null;
    if (t) return { kind: 'day', day: { year: +t[1], month: +t[2], day: +t[3] }, minutes: +t[4] * 60 + +t[5], source: 'today' };
    const exact = isoTime(value, 0);
    return exact !== null && /(?:Z|[+-]\d{2}:?\d{2})\s*$/i.test(value) ? { kind: 'instant', ms: exact, source: 'today' } : null;
}

/** The reference's day in the zone. */
export function referenceDay(ref: TimeReference, zone: number | null): LocalDay {
    if (ref.kind === 'day') return ref.day;
    const d = new Date(ref.ms + (zone ?? 0) * 60_000);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The reference as an instant, when it has a time of day. */
function referenceInstant(ref: TimeReference, zone: number | null): number | null {
    if (ref.kind === 'instant') return ref.ms;
    if (ref.minutes === null) return null;
    return Date.UTC(ref.day.year, ref.day.month - 1, ref.day.day) + (ref.minutes - (zone ?? 0)) * 60_000;
}

/** Whether the text is a relative time (it needs a reference to be read). */
export function isRelative(text: string): boolean {
    const s = text.replace(/\u00a0/g, ' ');
    return DAY_WORDS.some(([re]) => re.test(s)) || WEEKDAYS.some((re) => re.test(s)) || agoOf(s) !== null;
}

/** A relative time against the reference, in the page's zone; null when it is not one or cannot be resolved. */
export function relativeTime(text: string, zone: number | null, ref: TimeReference): number | null {
    const s = text.replace(/\u00a0/g, ' ');
    const ago = agoOf(s);
    if (ago !== null) {
        const now = referenceInstant(ref, zone);
        return now === null ? null : now - ago;
    }
    const clock = clockOf(s);
    if (!clock) return null;
    const today = referenceDay(ref, zone);
    let shift: number | null = DAY_WORDS.find(([re]) => re.test(s))?.[1] ?? null;
    if (shift === null) {
        const weekday = WEEKDAYS.findIndex((re) => re.test(s));
        if (weekday < 0) return null;
        const todayWeekday = new Date(Date.UTC(today.year, today.month - 1, today.day)).getUTCDay();
        shift = -(((todayWeekday - weekday) + 7) % 7 || 7);
    }
    const local = Date.UTC(today.year, today.month - 1, today.day + shift, clock.hour, clock.minute, clock.second);
    return local - (zone ?? 0) * 60_000;
}

/** "5 minutes ago", «5 минут назад», «минуту назад», "an hour ago", «только что», "Less than a minute ago" → ms. */
function agoOf(s: string): number | null {
    const low = s.toLowerCase().trim();
    if (/(?:just now|a moment ago|less than a minute ago|только что|менее минуты назад|меньше минуты назад)/u.test(low)) return 0;
    const m = /(?:(\d+)|\b(an?)|(?<!\p{L})(одн[ау]|полчаса))?\s*(\p{L}+)\.?\s+(?:ago|назад)(?!\p{L})/u.exec(low);
    if (!m) return null;
    if (m[3] === 'полчаса') return 30 * 60_000;
    const unit = UNITS.find(([re]) => re.test(m[4]))?.[1];
    if (unit === undefined) return null;
    const n = m[1] !== undefined ? Number(m[1]) : 1;
    return n * unit;
}

/**
 * Reads a page's shown times: absolute ones as they are, relative ones against the reference. The
 * reference is looked up only when a relative time is met, in order `--today`, the page's own
 * clock, the file's mtime (`onSaved` is told once when that is used); "5 minutes ago" needs a
 * reference with a time of day, so a `--today` that names only the day passes it on to the page's
 * clock — never to the mtime: the host said which day it was, and a copied file's mtime may be
 * another day (such a time stays unread: reported, never counted).
 */
export class PageClock {
    private own: number | null | undefined;
    private warned = false;
    /** Whether a shown time without its own offset was read while the zone was unknown (as UTC). */
    zoneAssumed = false;
    constructor(
        private readonly today: TimeReference | null,
        /** The page's own clock ("It is currently …") in the zone, as an instant. */
        private readonly pageNow: (zone: number | null) => number | null,
        private readonly saved: number | null,
        private readonly onSaved: () => void,
        /** The host's `--tz`: the zone of a page that states none. */
        private readonly fallbackZone: number | null = null,
    ) {}

    /** The first reference that can resolve the time (one with a time of day when `instant`). */
    reference(zone: number | null, instant = false): TimeReference | null {
        const fits = (r: TimeReference) => !instant || referenceInstant(r, zone) !== null;
        if (this.today && fits(this.today)) return this.today;
        if (this.own === undefined) this.own = this.pageNow(zone);
        if (this.own !== null) return { kind: 'instant', ms: this.own, source: 'page' };
        if (this.saved === null || this.today) return null;
        if (!this.warned) { this.warned = true; this.onSaved(); }
        return { kind: 'instant', ms: this.saved, source: 'saved' };
    }

    /** A shown time (absolute or relative) in the zone, or null. */
    read(text: string, pageZone: number | null): number | null {
        const zone = pageZone ?? this.fallbackZone;
        const ms = this.readIn(text, zone);
        if (ms !== null && zone === null && !/(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:Z|[+-]\d{2}:?\d{2})\b)|\b(?:UTC|GMT)\b/i.test(text)) this.zoneAssumed = true;
        return ms;
    }

    private readIn(text: string, zone: number | null): number | null {
        // A full date first: «Вторник, 1 декабря 2026, 20:05» names a weekday but is not relative.
        const exact = shownTime(text, zone);
        if (exact !== null) return exact;
        if (isRelative(text)) {
            const ref = this.reference(zone, agoOf(text.replace(/\u00a0/g, ' ')) !== null);
            return ref ? relativeTime(text, zone, ref) : null;
        }
        // A date without its year («1 дек в 20:05») takes the reference's year.
        const yearless = clockOf(text) !== null && (text.match(/\p{L}+\.?/gu) ?? []).some((w) => monthOf(w) !== null);
        const ref = yearless ? this.reference(zone) : null;
        return ref ? shownTime(text, zone, referenceDay(ref, zone)) : null;
    }
}

/** A clock with no reference: absolute times only (tests, callers without a file). */
export const ABSOLUTE_ONLY = (): PageClock => new PageClock(null, () => null, null, () => {});
