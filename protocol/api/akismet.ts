import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { Envelope } from './envelope';

// The optional Akismet-compatible check of the spam shield (docs/behaviour.md §13.3), edited on the
// desk's 敏感词 page. Admin only; the API key goes in, never out.
const tag = 'spam';

/** Akismet's own service: the address the desk offers until the author names another. */
export const AKISMET_DEFAULT_ENDPOINT = 'https://rest.akismet.com';

const publicFields = {
  enabled: Type.Boolean(),
  /** The service's base address (`https://rest.akismet.com` or any compatible server). */
  endpoint: Type.String({ maxLength: 255 }),
};

/** The settings as the desk sees them: the key only as whether one is stored. */
export const AkismetView = Type.Object({ ...publicFields, keySet: Type.Boolean() });
export type AkismetView = Static<typeof AkismetView>;

/** A key left out or empty keeps the stored one. */
export const SaveAkismetBody = Type.Object({
  ...publicFields,
  key: Type.Optional(Type.String({ maxLength: 128 })),
});
export type SaveAkismetBody = Static<typeof SaveAkismetBody>;

export const akismetContracts = {
  settings: contract({
    method: 'GET',
    path: '/api/admin/spam/akismet',
    tag,
    summary: 'Akismet 兼容检查设置（密钥只说是否已设置） · The Akismet check; the key only as set or not',
    auth: 'admin',
    response: Envelope(AkismetView),
    invalidates: [],
  }),
  save: contract({
    method: 'PUT',
    path: '/api/admin/spam/akismet',
    tag,
    summary: '保存 Akismet 兼容检查设置 · Save the Akismet check',
    auth: 'admin',
    body: SaveAkismetBody,
    response: Envelope(AkismetView),
    failures: [400],
    invalidates: [],
  }),
};
