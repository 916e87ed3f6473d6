/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one (every row stamp calls this). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Formats a date as 'YYYY-MM-DD HH:mm:ss' in the given IANA zone (docs/behaviour.md §1.2: Times). */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

let zone = 'Asia/Shanghai';

/** Set once at start-up from config so every module stamps rows in the same zone. */
export function setTimeZone(timeZone: string): void {
  zone = timeZone;
}

/** The current time as stored in `createdAt` / `updatedAt`. */
export function now(): string {
  return formatDateTime(new Date(), zone);
}

/**
 * The instant a stored 'YYYY-MM-DD HH:mm:ss' stands for in the given zone (feeds and sitemaps
 * need real instants). Two passes settle the zone's offset, daylight-saving changes included.
 */
export function parseDateTime(text: string, timeZone: string): Date {
  const asUtc = Date.parse(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(asUtc)) throw new Error(`无法解析时间 "${text}"`);
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const shown = Date.parse(`${formatDateTime(new Date(instant), timeZone).replace(' ', 'T')}Z`);
    instant += asUtc - shown;
  }
  return new Date(instant);
}

/** The zone set at start-up (setTimeZone). */
export function currentTimeZone(): string {
  return zone;
}
