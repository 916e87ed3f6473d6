import type { LikeView } from '@/shared/boot/bootLikes';

export type { LikeView };

/** The view right after a click, before the server answers: flipped, and a count never below 0. */
export function toggledLike(view: LikeView): LikeView {
  return view.liked ? { liked: false, count: Math.max(0, view.count - 1) } : { liked: true, count: view.count + 1 };
}
