import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SPAM_MESSAGES, type FormGuardInput } from '@protocol/spamRules';
import type { SpamSettings } from '@protocol/api/spam';
import { businessError } from '../../lib/errors';
import { ADMIN_ROLE, type AuthUser } from '../../lib/auth-user';
import { akismetVerdict } from './akismet';
import { readAkismet } from './akismet-settings';
import type { Captcha } from './captcha';
import { readSettings, readWordLists } from './settings';
import { countLinks, foldLists, screenWords, type FoldedList } from './words';
import { policyOf, type ReviewKind } from './review';

/** What the shield needs of the app: its database, the deploy's defaults and the captcha. */
export type ShieldHost = Pick<FastifyInstance, 'db' | 'config' | 'secretBox' | 'log'> & { captcha: Captcha };

/** A new submission's form: its hidden fields and captcha, and who sends it (null: anonymous). */
export interface SubmittedForm {
  fields: FormGuardInput;
  writer: AuthUser | null;
  /** The request and the queue's kind, for the Akismet-compatible check (docs/behaviour.md §13.3). */
  request: FastifyRequest;
  kind: ReviewKind;
  /** The writer's address when the form has one (an anonymous board post's). */
  email?: string;
}

export const shieldSettings = (host: ShieldHost): Promise<SpamSettings> => readSettings(host.db, host.config);

const foldedLists = async (host: ShieldHost): Promise<FoldedList[]> => foldLists(await readWordLists(host.db));

/**
 * The honeypot and the minimum fill time (docs/behaviour.md §13.1). The start time comes from the
 * reader's clock, so a start in the future (a clock ahead of ours) is not held against them.
 */
export function checkForm(settings: SpamSettings, form: FormGuardInput, nowMs = Date.now()): void {
  if (form.website && form.website.trim() !== '') throw businessError(SPAM_MESSAGES.honeypot);
  if (settings.min_fill_seconds === 0) return;
  if (form.form_started === undefined) throw businessError(SPAM_MESSAGES.formExpired);
  const elapsed = nowMs - form.form_started;
  if (elapsed >= 0 && elapsed < settings.min_fill_seconds * 1000) throw businessError(SPAM_MESSAGES.tooFast);
}

export interface Screened<T> {
  /** The texts as they will be stored (masked words replaced). */
  texts: T;
  /** The checks say this needs a look: a 'hold' word, or more links than the desk allows. */
  flagged: boolean;
  settings: SpamSettings;
}

/**
 * Screens one public submission before anything is stored: the form's hidden fields and its
 * captcha, then every text against the word lists, then the links they carry. A refusal throws the
 * Chinese message and nothing is written; the captcha's solution is spent only once all passed, so
 * a reader who fixes a refused word sends it again. `markup` texts may hold our sanitised markup,
 * which masking never breaks.
 */
export async function screenSubmission<T extends Record<string, string>>(
  host: ShieldHost,
  /** The new submission's form; null for an edit of something already posted (no form, no captcha). */
  form: SubmittedForm | null,
  texts: T,
  markup = false,
): Promise<Screened<T>> {
  const settings = await shieldSettings(host);
  if (form) checkForm(settings, form.fields);
  const ticket = form ? await host.captcha.verify(form.fields.altcha, form.writer) : null;
  const lists = await foldedLists(host);
  let flagged = false;
  let links = 0;
  const out: Record<string, string> = {};
  for (const [field, text] of Object.entries(texts)) {
    const screened = screenWords(text, lists, markup);
    if (screened.reject) throw businessError(SPAM_MESSAGES.rejectedWord);
    flagged ||= screened.hold;
    links += countLinks(text);
    out[field] = screened.text;
  }
  await host.captcha.spend(ticket);
  flagged ||= links > settings.max_links;
  if (form && !flagged) flagged = await akismetSaysSpam(host, settings, form, Object.values(texts).join('\n'));
  return { texts: out as T, flagged, settings };
}

/**
 * The Akismet-compatible check (docs/behaviour.md §13.3), asked only when its verdict can hold the
 * item: the check is on, the writer is not the admin and the kind's policy looks at the checks.
 * Only 'spam' flags; 'ham' and 'unknown' (no answer in time) leave the item as the other checks did.
 */
async function akismetSaysSpam(host: ShieldHost, settings: SpamSettings, form: SubmittedForm, content: string) {
  if (form.writer?.role === ADMIN_ROLE) return false;
  const policy = policyOf(settings, form.kind);
  if (policy === 'open' || policy === 'all') return false;
  const config = await readAkismet(host);
  if (!config.enabled || !config.key) return false;
  const subject = { ...form, author: form.writer?.username ?? '', email: form.email ?? '', content };
  return (await akismetVerdict(config, subject, host.log)) === 'spam';
}

/**
 * Chat text against the word lists (docs/behaviour.md §13.1): masked, or refused when a 'reject' or
 * 'hold' word is in it (a chat message cannot wait for review).
 */
export async function screenChatText(host: ShieldHost, text: string): Promise<string> {
  const screened = screenWords(text, await foldedLists(host), true);
  if (screened.reject || screened.hold) throw businessError(SPAM_MESSAGES.chatRejectedWord);
  return screened.text;
}
