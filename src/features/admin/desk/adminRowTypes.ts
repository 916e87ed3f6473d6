import type {
  AdminAlbumRow,
  AdminArticleRow,
  AdminCategoryRow,
  AdminChatRow,
  AdminCommentRow,
  AdminLinkRow,
  AdminMessageRow,
  AdminPhotoRow,
  AdminSiteRow,
  AdminTalkRow,
  AdminUserRow,
  PageHeaderRow,
} from '@protocol/adminRows';
import type { SeriesSummary } from '@protocol/api/series';
import type { AdminResource } from './resources';

/** The row each admin list answers: the server's response schemas, shared through the protocol. */
export interface AdminRowOf {
  article: AdminArticleRow;
  user: AdminUserRow;
  talk: AdminTalkRow;
  album: AdminAlbumRow;
  photo: AdminPhotoRow;
  link: AdminLinkRow;
  resourceCategory: AdminCategoryRow;
  resourceSite: AdminSiteRow;
  pageHeader: PageHeaderRow;
  comment: AdminCommentRow;
  message: AdminMessageRow;
  chat: AdminChatRow;
  /** A series on the desk: `postCount` counts its posts of any status (docs/behaviour.md §9.6). */
  series: SeriesSummary;
}

/** The fields the desk writes in each area (the server's body schema checks every value). */
interface WrittenFields {
  article: 'is_top';
  user: 'role' | 'disabled';
  talk: 'content' | 'talkImgList' | 'status' | 'is_top';
  album: 'album_name' | 'album_cover' | 'description' | 'status';
  photo: never;
  link: 'status';
  resourceCategory: 'type' | 'key' | 'name' | 'description' | 'sort';
  resourceSite: 'category_id' | 'name' | 'url' | 'description' | 'icon' | 'sort';
  pageHeader: 'route_name' | 'bg_url';
  comment: never;
  message: never;
  chat: never;
  series: 'name' | 'description' | 'cover';
}

/** What a create or an edit in area K sends: some of the row's own fields, typed as the row types them. */
export type AdminBody<K extends AdminResource> = Partial<Pick<AdminRowOf[K], WrittenFields[K] & keyof AdminRowOf[K]>>;

/** A create or an edit of any area, the body matching its area. */
export type AdminWrite = { [K in AdminResource]: { resource: K; body: AdminBody<K> } }[AdminResource];
