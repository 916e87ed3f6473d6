import { adminLinkReviewPath } from '@/shared/lib/adminPaths';
import type { Notification } from './notificationsApi';
import { NOTIFY_TYPE } from '@protocol/codes';
import { ACCOUNT_SECURITY_PATH } from '@protocol/pagePaths';

export type NotificationTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

/**
 * docs/behaviour.md §5.1: an article → /article?id, a talk → /talk?id, the board → /message/list, the account →
 * 个人中心's 账号安全, the admin site →
 * its friend-link review queue (our own /admin/links unless admin_url names another site).
 */
export function notificationTarget(
  item: Pick<Notification, 'type' | 'to_id'>,
  adminUrl?: string | null,
): NotificationTarget {
  switch (item.type) {
    case NOTIFY_TYPE.article:
      return { kind: 'route', to: `/article?id=${item.to_id}` };
    case NOTIFY_TYPE.talk:
      return { kind: 'route', to: `/talk?id=${item.to_id}` };
    case NOTIFY_TYPE.messageBoard:
      return { kind: 'route', to: '/message/list' };
    case NOTIFY_TYPE.account:
      return { kind: 'route', to: ACCOUNT_SECURITY_PATH };
    case NOTIFY_TYPE.adminSite:
      if (adminUrl && /^https?:\/\//.test(adminUrl)) return { kind: 'external', url: adminUrl };
      // Only a same-site path is followed; anything else (javascript:, //host) leads nowhere.
      if (!adminUrl || /^\/(?!\/)/.test(adminUrl)) return { kind: 'route', to: adminLinkReviewPath(adminUrl) };
      return null;
    default:
      return null;
  }
}

/** docs/behaviour.md §5.1: unread = loaded messages with isView 1; the badge caps at 9+. */
export function unreadCount(list: readonly Pick<Notification, 'isView'>[]): number {
  return list.filter((n) => n.isView === 1).length;
}
export const UNREAD_BADGE_MAX = 9;
