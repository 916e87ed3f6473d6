import { Type, type Static } from '@sinclair/typebox';

// The rows of the admin desk's lists, as TypeBox schemas: the server answers (and serializes) each
// list with these, and the desk (src/features/admin) types its tables with their Static types, so a
// field has one definition for both ends (docs/admin-desk.md "Typed rows"). The desk imports them as
// types only: TypeBox itself never reaches the browser.

export const PublicStatus = Type.Union([Type.Literal('public'), Type.Literal('private')]);
export type PublicStatus = Static<typeof PublicStatus>;

export const ArticleStatus = Type.Union([
  Type.Literal('draft'),
  Type.Literal('public'),
  Type.Literal('private'),
  Type.Literal('scheduled'),
]);
export type ArticleStatus = Static<typeof ArticleStatus>;

export const LinkStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);

/** A scheduled article's publish minute (`YYYY-MM-DD HH:mm:ss`, blog time); null unless scheduled. */
const PublishAt = Type.Union([Type.String(), Type.Null()], {
  description: '定时发布时间（博客时区），仅定时文章有 · when a scheduled article goes public',
});

/** 1 pinned, 2 not (docs/behaviour.md §1.2). */
export const TopFlag = Type.Union([Type.Literal(1), Type.Literal(2)]);

export const AdminArticleRow = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  status: ArticleStatus,
  publish_at: PublishAt,
  is_top: Type.Integer(),
  category_name: Type.String(),
  tagNameList: Type.Array(Type.String()),
  view_times: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminArticleRow = Static<typeof AdminArticleRow>;

/** The whole article as the editor loads it. */
export const AdminArticle = Type.Object({
  id: Type.Integer(),
  article_title: Type.String(),
  article_description: Type.String(),
  article_content: Type.String(),
  article_cover: Type.String(),
  category_name: Type.String(),
  tagNameList: Type.Array(Type.String()),
  status: ArticleStatus,
  publish_at: PublishAt,
  version: Type.Integer({ description: '版本号，保存时原样带回 · send it back with PUT; a stale one is a 409' }),
  is_top: Type.Integer(),
  type: Type.Integer(),
  origin_url: Type.String(),
  view_times: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Whether an access password is set (docs/behaviour.md §11.4); the password is never answered. */
  access_protected: Type.Boolean(),
  access_hint: Type.String(),
  hide_description: Type.Boolean(),
  /** 所属专栏 (docs/behaviour.md §9.6); null: none. */
  series_id: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminArticle = Static<typeof AdminArticle>;

export const AdminTalkRow = Type.Object({
  id: Type.Integer(),
  content: Type.String(),
  status: PublicStatus,
  is_top: Type.Integer(),
  like_times: Type.Integer(),
  talkImgList: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminTalkRow = Static<typeof AdminTalkRow>;

export const AdminAlbumRow = Type.Object({
  id: Type.Integer(),
  album_name: Type.String(),
  album_cover: Type.String(),
  description: Type.String(),
  status: PublicStatus,
  photoCount: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminAlbumRow = Static<typeof AdminAlbumRow>;

export const AdminPhotoRow = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  sort: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminPhotoRow = Static<typeof AdminPhotoRow>;

export const AdminLinkRow = Type.Object({
  id: Type.Integer(),
  site_name: Type.String(),
  site_desc: Type.String(),
  site_avatar: Type.String(),
  url: Type.String(),
  status: LinkStatus,
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  nick_name: Type.String(),
  createdAt: Type.String(),
});
export type AdminLinkRow = Static<typeof AdminLinkRow>;

export const AdminCommentRow = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  for_id: Type.Integer(),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
  from_id: Type.Integer(),
  from_name: Type.String(),
  to_id: Type.Union([Type.Integer(), Type.Null()]),
  to_name: Type.String(),
  content: Type.String(),
  thumbs_up: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminCommentRow = Static<typeof AdminCommentRow>;

export const AdminMessageRow = Type.Object({
  id: Type.Integer(),
  message: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  nick_name: Type.String(),
  tag: Type.String(),
  like_times: Type.Integer(),
  createdAt: Type.String(),
});
export type AdminMessageRow = Static<typeof AdminMessageRow>;

export const AdminChatRow = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  nick_name: Type.String(),
  content: Type.String(),
  content_type: Type.String(),
  createdAt: Type.String(),
});
export type AdminChatRow = Static<typeof AdminChatRow>;

export const AdminCategoryRow = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  sort: Type.Integer(),
  siteCount: Type.Integer(),
});
export type AdminCategoryRow = Static<typeof AdminCategoryRow>;

export const AdminSiteRow = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  sort: Type.Integer(),
});
export type AdminSiteRow = Static<typeof AdminSiteRow>;

/** A page banner: one background image per route name (readers' GET /api/pageHeader/getAll too). */
export const PageHeaderRow = Type.Object({
  id: Type.Integer(),
  route_name: Type.String(),
  bg_url: Type.String(),
});
export type PageHeaderRow = Static<typeof PageHeaderRow>;

export const AdminUserRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nick_name: Type.String(),
  avatar: Type.String(),
  role: Type.Integer(),
  disabled: Type.Boolean(),
  createdAt: Type.String(),
});
export type AdminUserRow = Static<typeof AdminUserRow>;
