import { Type, type Static } from '@sinclair/typebox';
import { contract } from './contract';
import { EmptyEnvelope, Envelope } from './envelope';

// IM push for the author (docs/behaviour.md §5.3.1): webhook channels on the desk's 通知设置, each
// with a test. Admin only; secrets (webhook URLs, tokens, keys) go in, never out.
const tag = 'mail';

/** 企业微信 · 钉钉 · 飞书 · Telegram · Bark · Server酱 · 通用 JSON. */
export const PUSH_TYPES = ['wecom', 'dingtalk', 'feishu', 'telegram', 'bark', 'serverchan', 'generic'] as const;
export type PushType = (typeof PUSH_TYPES)[number];
const PushTypeSchema = Type.Union(PUSH_TYPES.map((type) => Type.Literal(type)));

const publicFields = {
  type: PushTypeSchema,
  name: Type.String({ maxLength: 64 }),
  enabled: Type.Boolean(),
  /** Telegram's API base, Bark's server, Server酱's API base; empty: the service's own. */
  baseUrl: Type.String({ maxLength: 255 }),
  /** Telegram's chat id. */
  chatId: Type.String({ maxLength: 64 }),
};

/** A channel as the desk sees it: each secret only as whether one is stored. */
export const PushChannelView = Type.Object({
  id: Type.Integer(),
  ...publicFields,
  secretsSet: Type.Object({ url: Type.Boolean(), token: Type.Boolean(), key: Type.Boolean(), sign: Type.Boolean() }),
});
export type PushChannelView = Static<typeof PushChannelView>;

/** A new channel (no id) or an edit; a secret left out or empty keeps the stored one. */
export const SavePushChannelBody = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1 })),
  ...publicFields,
  url: Type.Optional(Type.String({ maxLength: 1024 })),
  token: Type.Optional(Type.String({ maxLength: 256 })),
  key: Type.Optional(Type.String({ maxLength: 256 })),
  sign: Type.Optional(Type.String({ maxLength: 256 })),
});
export type SavePushChannelBody = Static<typeof SavePushChannelBody>;

const PushAnswer = Type.Object({
  ok: Type.Boolean(),
  /** The service's answer verbatim: `HTTP 200 {"errcode":0,"errmsg":"ok"}`, or the local failure. */
  response: Type.String(),
});

const byId = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const pushContracts = {
  channels: contract({
    method: 'GET',
    path: '/api/push/channels',
    tag,
    summary: '即时通讯推送渠道（密钥只说是否已设置） · Push channels; secrets only as set or not',
    auth: 'admin',
    response: Envelope(Type.Array(PushChannelView)),
  }),
  save: contract({
    method: 'POST',
    path: '/api/push/channels',
    tag,
    summary: '新增或修改推送渠道（密钥加密保存） · Add or edit a push channel; secrets are sealed',
    auth: 'admin',
    body: SavePushChannelBody,
    response: Envelope(byId),
    failures: [400],
    invalidates: [],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/api/push/channels/:id',
    tag,
    summary: '删除推送渠道 · Delete a push channel',
    auth: 'admin',
    params: byId,
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  test: contract({
    method: 'POST',
    path: '/api/push/test/:id',
    tag,
    summary: '发送测试推送，返回对方服务器的原话 · Send a test push; answers the service’s words',
    auth: 'admin',
    params: byId,
    response: Envelope(PushAnswer),
    failures: [400],
    invalidates: [],
  }),
};
