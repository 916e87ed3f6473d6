import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { describeHttpFailure } from '@/shared/api/errorCatalogue';
import { claimBootLike, likeKey } from '@/shared/boot/bootLikes';
import { noticeShown } from '@/shared/notices/noticesSlice';
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
  /** `<type>-<id>`: the button's key for the boot script (src/shared/boot/bootLikes.ts). */
  key: string;
}

type Local = (LikeView & { key: string }) | null;

/**
 * Like state of one thing for the current user or anonymous visitor. A click flips the view at
 * once; the server's answer then sets the real count, and a failure or a refusal puts the view
 * back (the notice for an HTTP failure comes from the base query). A like the boot script sent
 * before the app was up is the starting view, and its answer is awaited like the app's own
 * (docs/architecture.md "Boot on intent").
 */
export function useLike({ type, forId, liked, count = 0 }: UseLikeOptions): UseLike {
  const key = likeKey(type, forId);
  const known = useGetIsLikeQuery({ type, forId }, { skip: liked !== undefined });
  const [add, adding] = useAddLikeMutation();
  const [cancel, cancelling] = useCancelLikeMutation();
  // The reader's own changes, tied to the thing they were made on; the first render (the hydration)
  // starts from what the boot script showed.
  const [local, setLocal] = useState<Local>(() => {
    const boot = claimBootLike(key);
    return boot ? { key, ...boot.view } : null;
  });
  const [bootWaiting, setBootWaiting] = useState(false);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const boot = claimBootLike(key);
    if (!boot) return;
    let live = true;
    if (boot.pending) setBootWaiting(true);
    void boot.settled.then((answer) => {
      if (!live) return;
      setLocal({ key, ...answer });
      setBootWaiting(false);
      // The notice the app's base query would have shown for the boot's request (docs/behaviour.md §1.3).
      const { failure } = boot;
      boot.failure = undefined;
      const notice = failure && describeHttpFailure(failure.status, failure.body).notice;
      if (notice) dispatch(noticeShown(notice));
    });
    return () => {
      live = false;
    };
  }, [key, dispatch]);
  const view: LikeView = local?.key === key ? local : { liked: liked ?? known.data ?? false, count };
  const busy = adding.isLoading || cancelling.isLoading || bootWaiting;

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

  return { ...view, toggle, busy, key };
}
