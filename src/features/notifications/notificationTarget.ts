import { adminLinkReviewPath } from '@/shared/lib/adminPaths';
import type { Notification } from './notificationsApi';

export type NotificationTarget = { kind: 'route'; to: string } | { kind: 'external'; url: string } | null;

/**
 * docs/behaviour.md §5.1: 1 → /article?id, 2 → /talk?id, 3 → /message/list, 4 → the admin site's
 * friend-link review queue (our own /admin/links unless admin_url names another site).
 */
export function notificationTarget(
  item: Pick<Notification, 'type' | 'to_id'>,
  adminUrl?: string | null,
): NotificationTarget {
  switch (item.type) {
    case 1:
      return { kind: 'route', to: `/article?id=${item.to_id}` };
    case 2:
      return { kind: 'route', to: `/talk?id=${item.to_id}` };
    case 3:
      return { kind: 'route', to: '/message/list' };
    case 4:
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
