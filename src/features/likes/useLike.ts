import { useState } from 'react';
import { useAddLikeMutation, useCancelLikeMutation, useGetIsLikeQuery, type LikeTarget } from './likesApi';
import { toggledLike, type LikeView } from './likeState';

export interface UseLikeOptions extends LikeTarget {
  /** Whether the reader already likes it, when the list that shows it says so (skips a request). */
  liked?: boolean;
  /** The like count as loaded with the thing itself. */
  count?: number;
}

export interface UseLike extends LikeView {
  toggle: () => Promise<void>;
  busy: boolean;
}

/**
 * Like state of one thing for the current user or anonymous visitor. A click flips the view at
 * once; the server's answer then sets the real count, and a failure or a refusal puts the view
 * back (the notice for an HTTP failure comes from the base query).
 */
export function useLike({ type, forId, liked, count = 0 }: UseLikeOptions): UseLike {
  const known = useGetIsLikeQuery({ type, forId }, { skip: liked !== undefined });
  const [add, adding] = useAddLikeMutation();
  const [cancel, cancelling] = useCancelLikeMutation();
  // The reader's own changes, tied to the thing they were made on.
  const [local, setLocal] = useState<(LikeView & { key: string }) | null>(null);
  const key = `${type}-${forId}`;
  const view: LikeView = local?.key === key ? local : { liked: liked ?? known.data ?? false, count };
  const busy = adding.isLoading || cancelling.isLoading;

  const toggle = async () => {
    if (busy) return;
    const before = view;
    setLocal({ key, ...toggledLike(before) });
    try {
      const result = await (before.liked ? cancel : add)({ type, forId }).unwrap();
      setLocal({ key, liked: result.is_like, count: result.count });
    } catch {
      setLocal({ key, ...before });
    }
  };

  return { ...view, toggle, busy };
}
