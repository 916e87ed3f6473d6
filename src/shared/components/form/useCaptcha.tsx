import { lazy, Suspense, useCallback, useRef, type ReactNode } from 'react';
import type { CaptchaHandle } from './CaptchaWidget';

// Its own chunk: the widget and its solver reach a reader's browser only when a form that needs
// them opens (docs/performance.md, the first-load budget).
const CaptchaWidget = lazy(() => import(/* webpackChunkName: "captcha" */ './CaptchaWidget'));

export interface Captcha {
  /** The widget, to render inside the form; nothing when no captcha is asked. */
  field: ReactNode;
  /** The solved payload to send as `altcha` (waits for the solve); undefined when none is asked. */
  payload: () => Promise<string | undefined>;
  /** After a send: a new challenge for the next one. */
  reset: () => void;
}

/**
 * The proof-of-work captcha of a public form (docs/behaviour.md §13.1). `required` is false for
 * the signed-in admin, who is never asked: the widget is then not even loaded.
 */
export function useCaptcha(required: boolean): Captcha {
  const handle = useRef<CaptchaHandle>(null);
  const payload = useCallback(async () => {
    if (!required) return undefined;
    // A send before the widget's chunk has arrived waits for it (up to 5 s) rather than going
    // without a payload, which the server would refuse with 请先完成人机验证.
    for (let wait = 0; wait < 250 && !handle.current; wait += 1) await new Promise((done) => setTimeout(done, 20));
    return handle.current?.solve();
  }, [required]);
  const reset = useCallback(() => handle.current?.reset(), []);
  const field = required ? (
    <Suspense fallback={null}>
      <CaptchaWidget handle={handle} />
    </Suspense>
  ) : null;
  return { field, payload, reset };
}
