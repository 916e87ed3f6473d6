import { formatDateTime } from '../lib/time';

/**
 * Dates as Hexo (moment: ISO 8601, RFC 2822, then what `new Date` reads) and Hugo (Go's
 * cast.ToTime: RFC 3339, RFC 1123/822/850, ANSIC, Unix seconds, `2006-01-02 15:04:05 -0700 MST`…)
 * accept them, turned into our stored form 'YYYY-MM-DD HH:mm:ss' in the blog's zone
 * (docs/import-export.md, Dates). A date without a zone is the blog's wall time as written; one
 * with a zone is that instant shown in the blog's zone.
 */

interface Parts {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
  /** Minutes east of UTC, or null for a wall time. */
  offset: number | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// RFC 822's named zones (Go and moment read these); any other name is ignored as Go does.
const NAMED_ZONES: Record<string, number> = {
  z: 0,
  ut: 0,
  utc: 0,
  gmt: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};

const NUMERIC = new RegExp(
  String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})` +
    String.raw`(?:(?:T|\s+|\s*,\s*)(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?\s*(am|pm)?)?` +
    String.raw`\s*(Z|[+-]\d{2}(?::?\d{2})?)?(?:\s+\(?([A-Za-z]{1,5})\)?)?$`,
  'i',
);
// "Mon, 02 Jan 2006 15:04:05 -0700", "02 Jan 06 15:04 MST", "Jan 2, 2006", "Monday, 02-Jan-06 15:04:05 MST",
// "Mon Jan  2 15:04:05 2006" (ANSIC), "Mon Jan 02 15:04:05 -0700 2006" (RubyDate), "2 January 2006".
const TIME = /(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(am|pm)?/i;
const ZONE = /(?:^|\s)(Z|[+-]\d{2}:?\d{2}|[A-Za-z]{1,4})(?=\s|$)/g;

function zoneMinutes(zone: string | undefined): number | null {
  if (!zone) return null;
  const named = NAMED_ZONES[zone.toLowerCase()];
  if (named !== undefined) return named;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

const hour12 = (h: number, half: string | undefined) =>
  !half ? h : half.toLowerCase() === 'pm' ? (h % 12) + 12 : h % 12;

function numericParts(text: string): Parts | null {
  const m = NUMERIC.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, half, zone, name] = m;
  return {
    y: Number(y),
    mo: Number(mo),
    d: Number(d),
    h: hour12(Number(h ?? 0), half),
    mi: Number(mi ?? 0),
    s: Number(s ?? 0),
    offset: zoneMinutes(zone) ?? zoneMinutes(name),
  };
}

function wordParts(text: string): Parts | null {
  const month = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b/i.exec(text);
  if (!month) return null;
  const time = TIME.exec(text);
  const rest = (time ? text.replace(time[0], ' ') : text).replace(month[0], ' ');
  // A number after +/- is a zone (-0700) unless it has two digits (RFC 850's 02-Jan-06).
  const numbers = [...rest.matchAll(/(?<![+\-\d])\d{1,4}(?!\d)|(?<=-)\d{2}(?!\d)/g)].map((n) => n[0]);
  const yearText = numbers.find((n) => n.length === 4) ?? numbers.find((n, i) => i > 0 && n.length === 2);
  const dayText = numbers.find((n) => n !== yearText && n.length <= 2);
  if (!yearText || !dayText) return null;
  const zones = [...rest.replace(/\b[a-z]+day\b|\b(mon|tue|wed|thu|fri|sat|sun)\b,?/gi, ' ').matchAll(ZONE)];
  const year = Number(yearText);
  return {
    y: yearText.length === 2 ? (year < 69 ? 2000 + year : 1900 + year) : year,
    mo: MONTHS.indexOf(month[1].toLowerCase()) + 1,
    d: Number(dayText),
    h: time ? hour12(Number(time[1]), time[4]) : 0,
    mi: time ? Number(time[2]) : 0,
    s: time ? Number(time[3] ?? 0) : 0,
    offset: zones.map((z) => zoneMinutes(z[1])).find((o) => o !== null) ?? null,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function stored(parts: Parts, timeZone: string): string | null {
  const { y, mo, d, h, mi, s, offset } = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  // 2024-02-30 or 25:00 are not dates (Date.UTC would roll them over).
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 60) return null;
  if (offset === null) return `${pad(y, 4)}-${pad(mo)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
  return formatDateTime(new Date(utc - offset * 60_000), timeZone);
}

/** A front-matter date value as stored, or null when it is no date either engine reads. */
export function toStoredDate(value: unknown, timeZone: string): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : toStoredDate(value.toISOString(), timeZone);
  // Unix time: Hugo reads seconds; moment (Hexo) reads milliseconds. Values past 1e11 can only be ms;
  // small integers (20240102) are typos, not 1970.
  if (typeof value === 'number' && Number.isFinite(value) && value >= 1e9)
    return formatDateTime(new Date(value > 1e11 ? value : value * 1000), timeZone);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{9,13}$/.test(text)) return toStoredDate(Number(text), timeZone);
  const parts = numericParts(text) ?? wordParts(text);
  return parts ? stored(parts, timeZone) : null;
}

/** Hexo's `:year-:month-:day-:title.md` and Hugo's `2006-01-02-slug.md`: the date at midnight, wall time. */
export function dateFromFileName(name: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[-_ ]|\.(?:md|markdown)$)/i.exec(name);
  return m ? stored({ y: +m[1], mo: +m[2], d: +m[3], h: 0, mi: 0, s: 0, offset: null }, 'UTC') : null;
}
