import { addLikeRequest, cancelLikeRequest } from '@/features/likes/likeRequests';
import { toggledLike } from '@/features/likes/likeState';
import { API_BASE, apiHeaders } from '@/shared/api/apiHeaders';
import type { ApiEnvelope } from '@/shared/api/envelope';
import {
  LIKE_COUNT_ATTR,
  LIKE_KEY_ATTR,
  bootLikeOf,
  likeLabel,
  recordBootLike,
  type BootLike,
  type LikeView,
} from '@/shared/boot/bootLikes';
import { formatNumber } from '@/shared/lib/formatNumber';
import { TARGET, type LikeTargetType } from '@protocol/interactionRules';

const isLikeTarget = (type: number): type is LikeTargetType => Object.values<number>(TARGET).includes(type);

type LikeRequest = ReturnType<typeof addLikeRequest> | ReturnType<typeof cancelLikeRequest>;

/** What the app's like button renders for `view`, written into the server's button. */
function show(button: HTMLElement, view: LikeView): void {
  button.setAttribute('aria-pressed', String(view.liked));
  button.setAttribute('aria-label', likeLabel(view));
  button.setAttribute(LIKE_COUNT_ATTR, String(view.count));
  const count = [...button.childNodes].reverse().find((node) => node.nodeType === Node.TEXT_NODE);
  if (count) count.nodeValue = formatNumber(view.count);
}

/** The server's state after the like, or `before` when it failed or was refused. */
async function send(request: LikeRequest, before: LikeView, entry: () => BootLike): Promise<LikeView> {
  try {
    const response = await fetch(`${API_BASE}${request.url}`, {
      method: request.method,
      // The app's own headers for an anonymous reader (the visitor id; a signed-in reader boots at
      // arrival and never gets here, docs/architecture.md "Boot on intent").
      headers: apiHeaders({ token: null, serverRender: false, form: false }),
      credentials: 'include',
      body: JSON.stringify(request.body),
    });
    const answer = (await response.json()) as ApiEnvelope<{ is_like: boolean; count: number }>;
    if (!response.ok) entry().failure = { status: response.status, body: answer };
    const result = response.ok && Number(answer.code) === 0 ? answer.result : undefined;
    return result ? { liked: result.is_like, count: result.count } : before;
  } catch {
    return before;
  }
}

/**
 * The boot script answers a tap on 点赞 itself (docs/architecture.md "Boot on intent"): the like is
 * sent with a plain fetch, the button shows it at once, and the app's button starts from it
 * (src/shared/boot/bootLikes.ts). True when `control` is a like button (its tap is then answered,
 * never replayed); a tap while the boot's like is on its way is swallowed, as the app's busy
 * button does.
 */
export function answerLike(control: HTMLElement): boolean {
  const key = control.getAttribute(LIKE_KEY_ATTR);
  if (!key) return false;
  const [type, forId] = key.split('-').map(Number);
  if (!isLikeTarget(type) || !(forId > 0)) return false;
  const earlier = bootLikeOf(key);
  if (earlier?.pending) return true;
  const before: LikeView = {
    liked: control.getAttribute('aria-pressed') === 'true',
    count: Number(control.getAttribute(LIKE_COUNT_ATTR)) || 0,
  };
  const flipped = toggledLike(before);
  show(control, flipped);
  // The entry exists before the answer can arrive: fetch answers in a later task.
  const entry: BootLike = recordBootLike(
    key,
    flipped,
    send((before.liked ? cancelLikeRequest : addLikeRequest)({ type, forId }), before, () => entry),
  );
  void entry.settled.then((answer) => {
    if (!entry.claimed) show(control, answer);
  });
  return true;
}
