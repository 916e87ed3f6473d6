import { request } from '@/shared/api/contractTypes';
import type { LikeTargetType } from '@protocol/interactionRules';

export interface LikeTarget {
  /** 1 article, 2 talk, 3 message-board post, 4 comment. */
  type: LikeTargetType;
  forId: number;
}

// The like requests, built once for both senders: the app's RTK Query endpoints (likesApi.ts) and
// the boot script's first 点赞 (docs/architecture.md "Boot on intent"), which cannot load RTK Query.
const body = ({ type, forId }: LikeTarget) => ({ type, for_id: forId });

export const isLikedRequest = (target: LikeTarget) =>
  request('like.isLiked', { url: '/like/getIsLikeByIdOrIpAndType', method: 'POST', body: body(target) });
export const addLikeRequest = (target: LikeTarget) =>
  request('like.add', { url: '/like/addLike', method: 'POST', body: body(target) });
export const cancelLikeRequest = (target: LikeTarget) =>
  request('like.cancel', { url: '/like/cancelLike', method: 'POST', body: body(target) });
