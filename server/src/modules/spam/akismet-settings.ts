import type { FastifyInstance } from 'fastify';
import { AKISMET_DEFAULT_ENDPOINT, type AkismetView, type SaveAkismetBody } from '@protocol/api/akismet';
import { businessError } from '../../lib/errors';
import { checkHttpUrl } from '../../lib/http-url';
import { now } from '../../lib/time';

/** The secret box's purpose for the stored API key (docs/security.md "Secrets at rest"). */
export const AKISMET_KEY_PURPOSE = 'akismet-key';

const SETTINGS_ID = 1;

export type AkismetHost = Pick<FastifyInstance, 'db' | 'secretBox'>;

/** The check as the server uses it: the key in clear, never answered to a browser. */
export interface AkismetConfig {
  enabled: boolean;
  /** The base address without a trailing slash. */
  endpoint: string;
  key: string;
}

/** The stored settings; off with Akismet's own address until the desk saves them (docs/behaviour.md §13.3). */
export async function readAkismet(host: AkismetHost): Promise<AkismetConfig> {
  const row = await host.db.selectFrom('akismet_settings').selectAll().where('id', '=', SETTINGS_ID).executeTakeFirst();
  if (!row) return { enabled: false, endpoint: AKISMET_DEFAULT_ENDPOINT, key: '' };
  const key = row.key_sealed ? (host.secretBox(AKISMET_KEY_PURPOSE).open(row.key_sealed) ?? '') : '';
  return { enabled: Number(row.enabled) === 1, endpoint: row.endpoint, key };
}

export const akismetView = (config: AkismetConfig): AkismetView => ({
  enabled: config.enabled,
  endpoint: config.endpoint,
  keySet: config.key !== '',
});

/** Saves the desk's settings; an empty key keeps the stored one. Refuses an unusable address or a missing key. */
export async function saveAkismet(host: AkismetHost, input: SaveAkismetBody): Promise<AkismetConfig> {
  const endpoint = input.endpoint.trim().replace(/\/+$/, '') || AKISMET_DEFAULT_ENDPOINT;
  checkHttpUrl('服务地址', endpoint);
  const stored = await readAkismet(host);
  const key = input.key?.trim() || stored.key;
  if (input.enabled && !key) throw businessError('请填写 API 密钥');
  const values = {
    enabled: input.enabled ? 1 : 0,
    endpoint,
    key_sealed: key ? host.secretBox(AKISMET_KEY_PURPOSE).seal(key) : '',
    updatedAt: now(),
  };
  await host.db
    .insertInto('akismet_settings')
    .values({ id: SETTINGS_ID, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
  return { enabled: input.enabled, endpoint, key };
}
