/**
 * A reader's e-mail (docs/behaviour.md §5.5), shared by the SPA's forms (a convenience check) and the
 * server (which enforces it on 个人中心's 邮箱, registration and anonymous board posts).
 */

/** Loose on purpose: the SMTP server is the judge of an address; this stops typos and header injection. */
export const MAIL_ADDRESS = /^[^\s@<>()",;:\\]+@[^\s@<>()",;:\\]+\.[^\s@<>()",;:\\]+$/;

export const EMAIL_FORMAT_MESSAGE = '邮箱格式不正确';
/** Under the optional 邮箱 of the register and board forms (docs/behaviour.md §4.1, §5.5). */
export const READER_EMAIL_HINT = '选填，仅用于接收回复提醒，不会公开';

/** The address as stored: trimmed and lower-cased; '' means none. */
export const normalisedEmail = (raw: string | undefined): string => (raw ?? '').trim().toLowerCase();

/** docs/behaviour.md §5.5: empty (none) or an address. Returns the message, or null when valid. */
export function checkReaderEmail(raw: string | undefined): string | null {
  const email = normalisedEmail(raw);
  return email && !MAIL_ADDRESS.test(email) ? EMAIL_FORMAT_MESSAGE : null;
}
