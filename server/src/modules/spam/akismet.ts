import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { siteOrigin } from '../../lib/site-url';
import type { AkismetConfig } from './akismet-settings';
import type { ReviewKind } from './review';

/** What an Akismet-compatible service said of one submission (docs/behaviour.md §13.3). */
export type AkismetVerdict = 'spam' | 'ham' | 'unknown';

/** A slow or unreachable service never holds a post up for longer than this. */
export const AKISMET_TIMEOUT_MS = 2000;

/** Akismet's `comment_type` for each kind the shield checks. */
const COMMENT_TYPE: Record<ReviewKind, string> = {
  comment: 'comment',
  talk_comment: 'comment',
  message: 'message',
  link: 'contact-form',
};

/** One new submission as Akismet's `comment-check` takes it. */
export interface AkismetSubject {
  request: FastifyRequest;
  kind: ReviewKind;
  author: string;
  email: string;
  content: string;
}

/** The form fields of Akismet's protocol (`/1.1/comment-check`). */
export function akismetForm(key: string, subject: AkismetSubject): URLSearchParams {
  const { request } = subject;
  return new URLSearchParams({
    api_key: key,
    blog: siteOrigin(request),
    user_ip: request.ip,
    user_agent: request.headers['user-agent'] ?? '',
    referrer: request.headers.referer ?? '',
    comment_type: COMMENT_TYPE[subject.kind],
    comment_author: subject.author,
    comment_author_email: subject.email,
    comment_content: subject.content,
    blog_lang: 'zh_cn',
    blog_charset: 'UTF-8',
  });
}

/**
 * Asks the service about one submission. `true` is spam and `false` ham; anything else — an invalid
 * key (`invalid`, or an `X-akismet-debug-help` header), an error status, a timeout, no answer — is
 * unknown and logged as a warning: the service is optional, so it never blocks or fails a post.
 */
export async function akismetVerdict(
  config: AkismetConfig,
  subject: AkismetSubject,
  log: FastifyBaseLogger,
): Promise<AkismetVerdict> {
  const url = `${config.endpoint}/1.1/comment-check`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: akismetForm(config.key, subject),
      signal: AbortSignal.timeout(AKISMET_TIMEOUT_MS),
    });
    const body = (await response.text()).trim();
    const help = response.headers.get('x-akismet-debug-help');
    if (response.ok && !help && body === 'true') return 'spam';
    if (response.ok && !help && body === 'false') return 'ham';
    log.warn({ url, status: response.status, body: body.slice(0, 200), help }, 'akismet check gave no verdict');
  } catch (error) {
    log.warn({ url, err: error }, 'akismet check unreachable');
  }
  return 'unknown';
}
