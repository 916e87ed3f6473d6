// Demo dates are 'YYYY-MM-DD HH:mm:ss' in the blog's zone (docs/behaviour.md §1.2: Times); the
// arithmetic reads them as UTC so that no host zone shifts a day or an hour.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const parse = (at: string) => new Date(Date.parse(`${at.replace(' ', 'T')}Z`));

/** `at` moved on by `ms`. */
export const later = (at: string, ms: number) =>
  new Date(parse(at).getTime() + ms).toISOString().replace('T', ' ').slice(0, 19);

/** When a demo text's words can have been written (server/test/seed/demo-dates.test.ts). */
export interface Fit {
  /** After this moment, e.g. the date of an article the words name. */
  after?: string;
  /** On a Saturday or Sunday ('周末终于…'). */
  weekend?: true;
  /** Between 08:00 and 20:59 ('…今晚写一篇' is said before the evening). */
  daytime?: true;
}

const fits = (at: string, fit: Fit) => {
  const date = parse(at);
  const hour = date.getUTCHours();
  return (
    (!fit.after || at > fit.after) &&
    (!fit.weekend || [0, 6].includes(date.getUTCDay())) &&
    (!fit.daytime || (hour >= 8 && hour <= 20))
  );
};

/** The first moment from `at` on (hour by hour, after `fit.after` when given) that fits. */
export function fitted(at: string, fit: Fit | undefined): string {
  if (!fit) return at;
  let moment = fit.after && at <= fit.after ? later(fit.after, DAY) : at;
  while (!fits(moment, fit)) moment = later(moment, HOUR);
  return moment;
}
