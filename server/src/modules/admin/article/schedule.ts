import { badRequest } from '../../../lib/errors';
import { currentTimeZone, formatDateTime, parseDateTime } from '../../../lib/time';
import type { ArticleStatusWord } from './status';

/** What an article stores about who may read it and when (docs/behaviour.md §11.1). */
export interface Schedule {
  status: ArticleStatusWord;
  publish_at: string | null;
}

/** A time the blog's zone actually shows (not 2026-02-30, not a daylight-saving gap). */
function realTime(text: string): boolean {
  try {
    return formatDateTime(parseDateTime(text, currentTimeZone()), currentTimeZone()) === text;
  } catch {
    return false;
  }
}

/**
 * The stored status of a save (docs/behaviour.md §11.1): `public` or `scheduled` with a publish time
 * after `nowText` is scheduled; `scheduled` without a later time is refused; any other status keeps
 * no publish time, so `publish_at` is set exactly while an article waits.
 */
export function resolveSchedule(status: ArticleStatusWord, publishAt: string | null, nowText: string): Schedule {
  if (publishAt !== null && publishAt > nowText && (status === 'public' || status === 'scheduled')) {
    if (!realTime(publishAt)) throw badRequest('定时发布的时间无效');
    return { status: 'scheduled', publish_at: publishAt };
  }
  if (status === 'scheduled')
    throw badRequest(publishAt === null ? '请填写定时发布的时间' : '定时发布的时间须晚于当前时间');
  return { status, publish_at: null };
}

/** The blog-time text of the clock's now, the form `publish_at` is compared in. */
export function blogNow(now: Date): string {
  return formatDateTime(now, currentTimeZone());
}
