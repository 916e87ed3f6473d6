import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Times are stored as 'YYYY-MM-DD HH:mm:ss' text in the configured zone (docs/behaviour.md §1.2: Times), so they sort as text. */
export interface UserTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  nick_name: string;
  avatar: string;
  /** 1 admin, 2 user (docs/behaviour.md §4.4). */
  role: number;
  /** Bumped on password change so older tokens stop working. */
  token_version: Generated<number>;
  /** docs/behaviour.md §5.5: mailed only once verified (email_verified 1). */
  email: Generated<string | null>;
  email_verified: Generated<number>;
  /** 1: login refused and every token rejected (migration 008). */
  disabled: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface ConfigTable {
  id: Generated<number>;
  blog_name: string;
  blog_avatar: string;
  avatar_bg: string;
  personal_say: string;
  blog_notice: string;
  typewriter_text: string;
  chat_title: string;
  qq_link: string;
  we_chat_link: string;
  github_link: string;
  git_ee_link: string;
  bilibili_link: string;
  qq_group: string;
  we_chat_group: string;
  admin_url: string;
  /** The footer's filing number and its link (migration 008). */
  filing_number: Generated<string>;
  filing_url: Generated<string>;
  view_time: number;
  createdAt: string;
  updatedAt: string;
}

export interface PageHeaderTable {
  id: Generated<number>;
  route_name: string;
  bg_url: string;
}

export interface CategoryTable {
  id: Generated<number>;
  category_name: string;
  createdAt: string;
}

export interface TagTable {
  id: Generated<number>;
  tag_name: string;
  createdAt: string;
}

export interface ArticleTable {
  id: Generated<number>;
  article_title: string;
  article_description: string;
  article_content: string;
  article_cover: string;
  category_id: number | null;
  author_id: number;
  /** 1 pinned, 2 not. */
  is_top: number;
  /** ARTICLE_STATUS (protocol/codes.ts): 1 public, 2 private, 3 draft, 4 scheduled — only 1 is ever public. */
  status: number;
  /** 1 原创, 2 转载, 3 翻译. */
  type: number;
  origin_url: string;
  view_times: number;
  thumbs_up_times: number;
  reading_duration: number;
  createdAt: string;
  updatedAt: string;
  /** Markdown file an import came from, relative to the imported folder; NULL when written here (migration 009). */
  source_path: Generated<string | null>;
  /** When a scheduled article goes public, 'YYYY-MM-DD HH:mm:ss' in BLOG_TZ; set only while status is scheduled (migration 017). */
  publish_at: Generated<string | null>;
  /** Raised by every edit; an editor's save names the version it read (migration 017, docs/behaviour.md §11.2). */
  version: Generated<number>;
  /** The blog an imported article came from (migration 010); NULL for rows imported before it. */
  source_blog: Generated<string | null>;
  /** bcrypt hash of the access password; NULL when not protected (migration 020, docs/behaviour.md §11.4). */
  access_hash: Generated<string | null>;
  /** Shown beside the password field of a protected article. */
  access_hint: Generated<string>;
  /** 1: a protected article's description is withheld with its body. */
  hide_description: Generated<number>;
  /** countWords of the body, written with it (migration 024): the dashboard's 累计字数 sums it. */
  word_count: number;
  /** The series (专栏) the post belongs to; NULL: none (migration 025, docs/behaviour.md §9.6). */
  series_id: Generated<number | null>;
  /** The post's place in its series, ascending. */
  series_order: Generated<number>;
}

/** A series (专栏) of posts in the author's order (migration 025, docs/behaviour.md §9.6). */
export interface SeriesTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  cover: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/** A copy of an article at a save or an autosave (migration 019, docs/behaviour.md §11.3). */
export interface ArticleRevisionTable {
  id: Generated<number>;
  article_id: number;
  /** Who saved: the signed-in admin, or the article's author for the importer's saves. */
  author_id: number;
  kind: 'manual' | 'autosave';
  article_title: string;
  article_content: string;
  article_cover: string;
  category_name: string;
  /** The tag names as a JSON array. */
  tags: string;
  /** The admin API's status word (draft, public, private, scheduled). */
  status: string;
  word_count: number;
  /** word_count minus the previous revision's (the whole count for the first). */
  word_delta: number;
  /** The body's UTF-8 size: the autosaves kept are bounded by it. */
  bytes: number;
  createdAt: string;
}

export interface ArticleTagTable {
  id: Generated<number>;
  article_id: number;
  tag_id: number;
}

export interface TalkTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  /** 1 public, 2 private, 3 recycled. */
  status: number;
  is_top: number;
  like_times: number;
  createdAt: string;
  updatedAt: string;
}

export interface TalkPhotoTable {
  id: Generated<number>;
  talk_id: number;
  url: string;
  sort: number;
}

export interface AlbumTable {
  id: Generated<number>;
  album_name: string;
  album_cover: string;
  description: string;
  /** 1 public, 2 private (migration 007); only 1 is ever shown to readers. */
  status: Generated<number>;
  /** Display order, ascending, then id (migration 007). */
  sort: Generated<number>;
  createdAt: string;
}

export interface PhotoTable {
  id: Generated<number>;
  album_id: number;
  url: string;
  /** 1 public, 2 private (migration 007); a photo shows only when it and its album are public. */
  status: Generated<number>;
  /** Display order within the album, then id (migration 008). */
  sort: Generated<number>;
  createdAt: string;
}

export interface LinkTable {
  id: Generated<number>;
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
  /** 1 pending, 2 approved, 3 rejected (migration 007); only 2 is ever listed for readers. */
  status: number;
  user_id: number | null;
  createdAt: string;
  /** Set on every application and edit (migration 007). */
  updatedAt: Generated<string>;
}

export interface MessageTable {
  id: Generated<number>;
  message: string;
  color: string;
  font_size: number;
  font_weight: number;
  bg_color: string;
  bg_url: string;
  user_id: number | null;
  nick_name: string;
  tag: string;
  like_times: number;
  createdAt: string;
  updatedAt: string;
  /** An anonymous writer's address for reply mail (docs/behaviour.md §5.5); never answered. */
  email: Generated<string | null>;
  /** 'published', 'held' or 'spam' (migration 015, docs/behaviour.md §13.2). */
  review_state: Generated<ReviewState>;
}

export interface CommentTable {
  id: Generated<number>;
  parent_id: number | null;
  /** 1 article, 2 talk, 3 message-board post, 4 comment. */
  type: number;
  for_id: number;
  from_id: number;
  to_id: number | null;
  content: string;
  thumbs_up: number;
  createdAt: string;
  /** 'published', 'held' or 'spam' (migration 015, docs/behaviour.md §13.2). */
  review_state: Generated<ReviewState>;
}

export interface LikeTable {
  id: Generated<number>;
  type: number;
  for_id: number;
  user_id: number | null;
  /** The anonymous visitor's id (the X-Visitor-Id header) for anonymous likes. */
  visitor: string | null;
  /** Keyed hash of the client address of an anonymous like (migration 011); null for users' likes. */
  address: string | null;
  createdAt: string;
}

export interface NotificationTable {
  id: Generated<number>;
  user_id: number;
  /** 1 article, 2 talk, 3 message board, 4 admin site. */
  type: number;
  to_id: number;
  message: string;
  /** 1 unread, 2 read. */
  isView: number;
  createdAt: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  user_id: number;
  content: string;
  content_type: 'text' | 'image';
  createdAt: string;
}

/** A resource (recommendation) category of the frontend or backend list (migration 007). */
export interface ResourceCategoryTable {
  id: Generated<number>;
  type: 'front' | 'back';
  /** Stable identifier used in /siteList?type&category URLs; unique per type. */
  key: string;
  name: string;
  description: string;
  /** Display order, ascending, then id. */
  sort: number;
  createdAt: string;
}

/** One recommended site of a resource category (migration 007). */
export interface ResourceSiteTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  url: string;
  description: string;
  /** '' or one of our uploads; the client shows the name's first letter when empty. */
  icon: string;
  sort: number;
  createdAt: string;
}

/** One row per stored upload: the daily byte quota sums these (migration 005). */
export interface UploadTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  size: number;
  createdAt: string;
}

/** Page views per day (PUT /api/config/addView), for the dashboard's chart (migration 008). */
export interface DailyViewsTable {
  /** 'YYYY-MM-DD' in the configured zone. */
  day: string;
  views: number;
}

/** One row (id 1) bumped by writers in another process so a PostgreSQL server drops its cache (migration 009). */
export interface CacheEpochTable {
  id: number;
  epoch: number | string;
}

/**
 * One row per login (migration 012, docs/security.md "Sessions"): the token's `sid` names it; a
 * revoked or missing row refuses the token.
 */
export interface SessionTable {
  /** A random UUID. */
  id: string;
  user_id: number;
  /** Browser and system in a few words (`Chrome · Windows`), for a device list; never the raw header. */
  user_agent: Generated<string>;
  createdAt: string;
  /** Updated at most once an hour (docs/security.md "Sessions"). */
  lastSeenAt: string;
  /** The token's own expiry: past it the row is only history, pruned at the user's next login. */
  expiresAt: string;
  /** Set by logout, a password change or disabling the account; null while the session lives. */
  revokedAt: string | null;
  /** The client's /24 or /48 network (migration 016), never the full address; '' when unknown. */
  address_prefix: Generated<string>;
}

/** An authenticator app (migration 016, docs/security.md "Second factor"): seeds sealed ('totp-seed'). */
export interface TotpFactorTable {
  user_id: number;
  /** The confirmed seed, sealed; null until the first code confirms `pending`. */
  secret: string | null;
  /** A seed shown at enrolment and not yet confirmed, sealed. */
  pending: string | null;
  /** The newest 30-second step accepted: a code of this step or older is refused (no replay). */
  last_step: Generated<number>;
  enabledAt: string | null;
}

/** A one-time recovery code (migration 016): its SHA-256 only. */
export interface RecoveryCodeTable {
  code_hash: string;
  user_id: number;
  usedAt: string | null;
}

/** A correct password's ticket for the second step (migration 016): its SHA-256 only. */
export interface LoginTicketTable {
  ticket_hash: string;
  user_id: number;
  /** Seconds since the epoch. */
  expiresAt: number;
  usedAt: string | null;
  /** 'second' (after the password) or 'enrol' (an administrator's enrolment, migration 022). */
  purpose: Generated<string>;
}

/** Who must have a second factor (migration 022, docs/security.md "Second factor"): one row, id 1. */
export interface AccountPolicyTable {
  id: number;
  /** 1: an administrator without a second factor signs in only by enrolling one. */
  admin_second_factor: number;
  updatedAt: string;
}

/** A WebAuthn credential (migration 018, docs/security.md "Passkeys"). */
export interface PasskeyTable {
  /** The credential ID, base64url. */
  id: string;
  user_id: number;
  name: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The newest signature counter seen (bigint: a string on PostgreSQL, read with Number()). */
  counter: Generated<number | string>;
  /** The authenticator's transports, comma-separated. */
  transports: Generated<string>;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A ceremony's challenge (migration 018): single-use, bound to what asked, five minutes. */
export interface WebauthnChallengeTable {
  challenge: string;
  purpose: string;
  /** A session ID, a login ticket's hash, or '' for a passkey-only sign-in. */
  bound_to: string;
  user_id: number | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** An old address of an imported post (migration 013, docs/behaviour.md §9.5). */
export interface RedirectTable {
  old_path: string;
  article_id: number;
}

/** The desk's 通知设置 (docs/behaviour.md §5.3): one row, id 1; the password sealed. */
export interface MailSettingsTable {
  id: number;
  host: string;
  port: number;
  tls: string;
  username: string;
  password_sealed: string;
  from_name: string;
  from_address: string;
  notify_address: string;
  updatedAt: string;
  /** 1: the author's notices go as one daily digest, 0: each at once (migration 027, docs/behaviour.md §5.4). */
  author_digest: Generated<number>;
  /** The digest's hour, 0–23 in BLOG_TZ. */
  digest_hour: Generated<number>;
  /** The blog-time date ('YYYY-MM-DD') of the last digest run; '' before the first. */
  digest_day: Generated<string>;
}

/** An author's notice waiting for the daily digest (migration 027, docs/behaviour.md §5.4). */
/** An upload name to check again once its file is old enough to delete (migration 028). */
export interface UploadRecheckTable {
  name: string;
  /** ISO UTC: when the name is due; a sweep that claims it moves it on by its lease. */
  due_at: string;
}

export interface AuthorDigestItemTable {
  id: Generated<number>;
  heading: string;
  quoted: string;
  /** Absolute link to the exact place, as the single mail would carry. */
  link: string;
  createdAt: string;
}

/** One mail to send (docs/behaviour.md §5.4); times the worker compares are ISO UTC strings. */
export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  channel: Generated<string>;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  headers: Generated<string>;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claim: string | null;
  lease_until: string | null;
  last_response: Generated<string>;
  createdAt: string;
  sentAt: string | null;
  /** A push row's channel (migration 023); null for mail. */
  push_channel_id: number | null;
  /** A push row's link, apart from its words (migration 023); '' for mail. */
  link: Generated<string>;
}

/** The desk's IM push channels (migration 023, docs/behaviour.md §5.3.1). */
export interface PushChannelTable {
  id: Generated<number>;
  type: string;
  name: string;
  enabled: Generated<number>;
  base_url: Generated<string>;
  chat_id: Generated<string>;
  /** JSON of the channel's secrets, sealed by the secret box (docs/security.md "Secrets at rest"). */
  secrets_sealed: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

export interface MailOptoutTable {
  address: string;
  createdAt: string;
}

export type ReviewState = 'published' | 'held' | 'spam';

/** A sensitive-word list (migration 015, docs/behaviour.md §13.1): one word a line. */
export interface WordListTable {
  id: Generated<number>;
  name: string;
  /** 'hold', 'reject' or 'mask'. */
  action: string;
  words: string;
  updatedAt: string;
}

/** The spam shield's desk settings, one row with id 1 (migration 015, docs/behaviour.md §13). */
export interface SpamSettingsTable {
  id: number;
  max_links: number;
  min_fill_seconds: number;
  review_comment: string;
  review_message: string;
  review_talk_comment: string;
  review_link: string;
  /** Null until the desk saves one: the deploy's CAPTCHA_MAX_NUMBER. */
  captcha_max_number: number | null;
  updatedAt: string;
}

/** The Akismet-compatible check's desk settings, one row (docs/behaviour.md §13.3). */
export interface AkismetSettingsTable {
  id: number;
  enabled: Generated<number>;
  endpoint: string;
  /** The API key, sealed by the secret box (docs/security.md "Secrets at rest"); '' when none. */
  key_sealed: Generated<string>;
  updatedAt: string;
}

export interface CaptchaUseTable {
  signature: string;
  expires_at: string;
}

export interface Database {
  users: UserTable;
  config: ConfigTable;
  page_headers: PageHeaderTable;
  categories: CategoryTable;
  tags: TagTable;
  articles: ArticleTable;
  article_tag: ArticleTagTable;
  article_revisions: ArticleRevisionTable;
  talks: TalkTable;
  talk_photos: TalkPhotoTable;
  albums: AlbumTable;
  photos: PhotoTable;
  links: LinkTable;
  messages: MessageTable;
  comments: CommentTable;
  likes: LikeTable;
  notifications: NotificationTable;
  chat_messages: ChatMessageTable;
  uploads: UploadTable;
  resource_categories: ResourceCategoryTable;
  resource_sites: ResourceSiteTable;
  daily_views: DailyViewsTable;
  cache_epoch: CacheEpochTable;
  sessions: SessionTable;
  redirects: RedirectTable;
  totp_factors: TotpFactorTable;
  recovery_codes: RecoveryCodeTable;
  login_tickets: LoginTicketTable;
  passkeys: PasskeyTable;
  webauthn_challenges: WebauthnChallengeTable;
  mail_settings: MailSettingsTable;
  mail_outbox: MailOutboxTable;
  author_digest_items: AuthorDigestItemTable;
  mail_optouts: MailOptoutTable;
  word_lists: WordListTable;
  spam_settings: SpamSettingsTable;
  captcha_uses: CaptchaUseTable;
  akismet_settings: AkismetSettingsTable;
  account_policy: AccountPolicyTable;
  push_channels: PushChannelTable;
  series: SeriesTable;
  upload_rechecks: UploadRecheckTable;
}

export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type UserUpdate = Updateable<UserTable>;
export type Article = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
export type SiteConfig = Selectable<ConfigTable>;
export type Notification = Selectable<NotificationTable>;
export type ChatMessage = Selectable<ChatMessageTable>;
