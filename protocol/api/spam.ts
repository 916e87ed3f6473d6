import { Type, type Static } from '@sinclair/typebox';
import { CAPTCHA_LIMITS, REVIEW_POLICIES, WORD_ACTIONS, WORD_LIST_LIMITS } from '../spamRules';
import { CacheTag } from './cacheTags';
import { contract } from './contract';
import { EmptyEnvelope, Envelope, Paged } from './envelope';
import { OptionalPagingFields } from './paging';

// The spam shield's desk endpoints (docs/behaviour.md §13): the sensitive-word lists (敏感词) and
// the shield's settings. Admin only.

/**
 * The hidden fields of every public form (protocol/spamRules.ts): optional in the schema so an
 * old client gets the shield's own Chinese refusal rather than a bare 400.
 */
export const FormGuardFields = {
  website: Type.Optional(Type.String({ maxLength: 200 })),
  form_started: Type.Optional(Type.Integer({ minimum: 0 })),
  altcha: Type.Optional(Type.String({ maxLength: 4000 })),
};

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));
const Action = Type.Unsafe<(typeof WORD_ACTIONS)[number]>(literals(WORD_ACTIONS));
const Policy = Type.Unsafe<(typeof REVIEW_POLICIES)[number]>(literals(REVIEW_POLICIES));

export const WordList = Type.Object({
  name: Type.String({ maxLength: WORD_LIST_LIMITS.nameMax }),
  action: Action,
  /** One word or phrase an entry; matched on normalised text. */
  words: Type.Array(Type.String({ maxLength: 200 }), { maxItems: WORD_LIST_LIMITS.wordsPerList }),
});
export type WordList = Static<typeof WordList>;

const WordListsBody = Type.Object({ lists: Type.Array(WordList, { maxItems: WORD_LIST_LIMITS.lists }) });

export const SpamSettings = Type.Object({
  /** More links than this in one submission hold it. */
  max_links: Type.Integer({ minimum: 0, maximum: 100 }),
  /** A public form sent sooner than this after it was opened is refused; 0 turns the check off. */
  min_fill_seconds: Type.Integer({ minimum: 0, maximum: 120 }),
  /** The captcha's difficulty: the largest counter a challenge hides (docs/behaviour.md §13.1). */
  captcha_max_number: Type.Integer({ minimum: CAPTCHA_LIMITS.minNumber, maximum: CAPTCHA_LIMITS.maxNumber }),
  review_comment: Policy,
  review_message: Policy,
  review_talk_comment: Policy,
  review_link: Policy,
});
export type SpamSettings = Static<typeof SpamSettings>;

/**
 * An ALTCHA (v2) proof-of-work challenge as the widget takes it: every field of `parameters` is
 * covered by the HMAC `signature`, so all are declared (a field the serializer dropped would break it).
 */
export const CaptchaChallenge = Type.Object({
  parameters: Type.Object({
    algorithm: Type.String(),
    nonce: Type.String(),
    salt: Type.String(),
    cost: Type.Integer(),
    keyLength: Type.Integer(),
    keyPrefix: Type.String(),
    keySignature: Type.Optional(Type.String()),
    memoryCost: Type.Optional(Type.Integer()),
    parallelism: Type.Optional(Type.Integer()),
    expiresAt: Type.Optional(Type.Integer()),
  }),
  signature: Type.String(),
});
export type CaptchaChallenge = Static<typeof CaptchaChallenge>;

const Kind = Type.Union([
  Type.Literal('comment'),
  Type.Literal('talk_comment'),
  Type.Literal('message'),
  Type.Literal('link'),
]);

/** One waiting item as the queue lists it. */
export const HeldItem = Type.Object({
  id: Type.Integer(),
  /** The text (a link application: its name, address and description). */
  content: Type.String(),
  author: Type.String(),
  /** 'spam' once marked; it stays listed so a mistake can be approved. */
  state: Type.String(),
  createdAt: Type.String(),
});
export type HeldItem = Static<typeof HeldItem>;

const DecideBody = Type.Object({
  kind: Kind,
  ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject'), Type.Literal('spam')]),
});

const tag = 'spam';
/** What a decision may change: what readers see of comments, board posts and links. */
const DECIDED = [CacheTag.comments, CacheTag.messages, CacheTag.links, CacheTag.likes];

export const spamContracts = {
  challenge: contract({
    method: 'GET',
    path: '/api/spam/challenge',
    tag,
    summary: '人机验证题（ALTCHA 工作量证明） · A proof-of-work captcha challenge, single use',
    auth: 'public',
    response: Envelope(CaptchaChallenge),
    invalidates: [],
  }),
  queue: contract({
    method: 'GET',
    path: '/api/admin/review',
    tag,
    summary: '审核队列（按类别分页） · The review queue of one kind, paged',
    auth: 'admin',
    querystring: Type.Object({ ...OptionalPagingFields, kind: Kind }),
    response: Paged(HeldItem),
    failures: [400],
    invalidates: [],
  }),
  decide: contract({
    method: 'POST',
    path: '/api/admin/review/decide',
    tag,
    summary: '批量通过、拒绝或标记为垃圾 · Approve, reject or mark as spam, in bulk',
    auth: 'admin',
    body: DecideBody,
    response: Envelope(Type.Object({ count: Type.Integer() })),
    failures: [400],
    invalidates: DECIDED,
  }),
  wordLists: contract({
    method: 'GET',
    path: '/api/admin/spam/words',
    tag,
    summary: '敏感词表 · The sensitive-word lists',
    auth: 'admin',
    response: Envelope(Type.Array(WordList)),
    invalidates: [],
  }),
  saveWordLists: contract({
    method: 'PUT',
    path: '/api/admin/spam/words',
    tag,
    summary: '保存敏感词表（整体替换） · Replace the sensitive-word lists',
    auth: 'admin',
    body: WordListsBody,
    response: EmptyEnvelope(),
    failures: [400],
    invalidates: [],
  }),
  settings: contract({
    method: 'GET',
    path: '/api/admin/spam/settings',
    tag,
    summary: '防垃圾设置 · The spam shield settings',
    auth: 'admin',
    response: Envelope(SpamSettings),
    invalidates: [],
  }),
  saveSettings: contract({
    method: 'PUT',
    path: '/api/admin/spam/settings',
    tag,
    summary: '保存防垃圾设置 · Save the spam shield settings',
    auth: 'admin',
    body: SpamSettings,
    response: Envelope(SpamSettings),
    failures: [400],
    invalidates: [],
  }),
};
