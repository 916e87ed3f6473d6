import { formatNumber } from '../lib/formatNumber';

/**
 * A 点赞 answered by the boot script before the app is up (docs/architecture.md "Boot on intent"):
 * the boot sends it and shows it in the server's DOM at once; the app's like button starts from it,
 * so its first render (the hydration) matches that DOM and the like is neither sent twice nor put
 * back. The boot entry and the app share one webpack runtime, so both see this one module instance.
 */

/** What a like button shows. */
export interface LikeView {
  liked: boolean;
  count: number;
}

/** The like button's attributes the boot script reads and writes (the same in both renders). */
export const LIKE_KEY_ATTR = 'data-like';
export const LIKE_COUNT_ATTR = 'data-count';

/** One thing's like key: `<target type>-<id>`. */
export const likeKey = (type: number, forId: number): string => `${type}-${forId}`;

/** The button's name holds the visible count (WCAG 2.5.3, docs/accessibility.md): "点赞 12". */
export const likeLabel = ({ liked, count }: LikeView): string =>
  `${liked ? '取消点赞' : '点赞'} ${formatNumber(count)}`;

export interface BootLike {
  /** What the button shows now: the boot's flip, then the server's answer. */
  view: LikeView;
  /** The server's answer, or the view before the tap when the like failed or was refused. */
  settled: Promise<LikeView>;
  /** An HTTP failure, for the app to show as its base query would (taken once). */
  failure?: { status: number; body: unknown };
  /** Until the server has answered. */
  pending: boolean;
  /** Set once the app's button has taken the like over: the boot then leaves the DOM to React. */
  claimed: boolean;
}

const likes = new Map<string, BootLike>();

/** Records a like the boot sent; the entry's view follows the server's answer. */
export function recordBootLike(key: string, view: LikeView, settled: Promise<LikeView>): BootLike {
  const entry: BootLike = { view, settled, pending: true, claimed: false };
  likes.set(key, entry);
  void settled.then((answer) => {
    entry.view = answer;
    entry.pending = false;
  });
  return entry;
}

/** The boot's like on `key`, if any. */
export const bootLikeOf = (key: string): BootLike | undefined => likes.get(key);

/** The app's button takes the boot's like over (its view from now on is React's). */
export function claimBootLike(key: string): BootLike | undefined {
  const entry = likes.get(key);
  if (entry) entry.claimed = true;
  return entry;
}
