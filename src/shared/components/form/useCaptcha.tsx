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
  const payload = useCallback(async () => (required ? handle.current?.solve() : undefined), [required]);
  const reset = useCallback(() => handle.current?.reset(), []);
  const field = required ? (
    <Suspense fallback={null}>
      <CaptchaWidget handle={handle} />
    </Suspense>
  ) : null;
  return { field, payload, reset };
}
