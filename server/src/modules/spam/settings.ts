import type { SpamSettings, WordList } from '@protocol/api/spam';
import { SPAM_MESSAGES, WORD_LIST_LIMITS, type ReviewPolicy, type WordAction } from '@protocol/spamRules';
import type { AppConfig } from '../../config';
import type { DB } from '../../db/database';
import { businessError } from '../../lib/errors';
import { now } from '../../lib/time';

/** The deploy's defaults (FORM_MIN_FILL_SECONDS, CAPTCHA_MAX_NUMBER) for what the desk has not set. */
export type ShieldDefaults = Pick<AppConfig, 'formMinFillSeconds' | 'captchaMaxNumber'>;

/** The settings until the author saves the desk page (docs/behaviour.md §13). */
export function defaultSettings(defaults: ShieldDefaults): SpamSettings {
  return {
    max_links: 2,
    min_fill_seconds: defaults.formMinFillSeconds,
    captcha_max_number: defaults.captchaMaxNumber,
    review_comment: 'flagged',
    review_message: 'flagged',
    review_talk_comment: 'flagged',
    // Friend links were always approved by hand before they show.
    review_link: 'all',
  };
}

const SETTINGS_ID = 1;

export async function readSettings(db: DB, defaults: ShieldDefaults): Promise<SpamSettings> {
  const row = await db.selectFrom('spam_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  if (!row) return defaultSettings(defaults);
  return {
    max_links: Number(row.max_links),
    min_fill_seconds: Number(row.min_fill_seconds),
    captcha_max_number: row.captcha_max_number === null ? defaults.captchaMaxNumber : Number(row.captcha_max_number),
    review_comment: row.review_comment as ReviewPolicy,
    review_message: row.review_message as ReviewPolicy,
    review_talk_comment: row.review_talk_comment as ReviewPolicy,
    review_link: row.review_link as ReviewPolicy,
  };
}

export async function saveSettings(db: DB, settings: SpamSettings): Promise<void> {
  const values = { ...settings, updatedAt: now() };
  await db
    .insertInto('spam_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

export async function readWordLists(db: DB): Promise<WordList[]> {
  const rows = await db.selectFrom('word_lists').select(['name', 'action', 'words']).orderBy('id').execute();
  return rows.map((row) => ({
    name: row.name,
    action: row.action as WordAction,
    words: row.words.split('\n').filter((word) => word !== ''),
  }));
}

/** Trims names and words, drops empty and repeated words, refuses what breaks the limits. */
function cleanList(list: WordList): WordList {
  const name = list.name.trim();
  if (!name) throw businessError(SPAM_MESSAGES.listNameRequired);
  const lines = list.words.flatMap((word) => word.split('\n')).map((word) => word.trim());
  const words = [...new Set(lines.filter((word) => word !== ''))];
  if (words.some((word) => Array.from(word).length > WORD_LIST_LIMITS.wordMax))
    throw businessError(SPAM_MESSAGES.wordTooLong);
  return { name, action: list.action, words };
}

/** Replaces every list in one transaction. */
export async function saveWordLists(db: DB, lists: WordList[]): Promise<void> {
  const clean = lists.map(cleanList);
  const stamp = now();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('word_lists').execute();
    for (const list of clean)
      await trx
        .insertInto('word_lists')
        .values({ name: list.name, action: list.action, words: list.words.join('\n'), updatedAt: stamp })
        .execute();
  });
}
