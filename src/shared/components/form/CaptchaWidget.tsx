import { useCallback, useEffect, useRef, type Ref } from 'react';
import 'altcha';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useLazyCaptchaChallengeQuery } from './captchaApi';

/** What a form asks of the widget: a solved payload (solving now if needed), and a fresh start. */
export interface CaptchaHandle {
  /** The solved payload, or undefined when solving failed (the server then asks again). */
  solve: () => Promise<string | undefined>;
  /** After a send: the next submission needs a new challenge, solved at once in the background. */
  reset: () => void;
}

/** The widget's words, in Chinese (registered as its 'zh-cn' strings). */
const STRINGS = {
  ariaLinkLabel: 'ALTCHA（官方网站）',
  enterCode: '输入验证码',
  enterCodeAria: '输入你听到的验证码，按空格键播放音频',
  error: '人机验证失败，请稍后重试',
  expired: '人机验证已过期，请重试',
  footer: '由 ALTCHA 工作量证明保护，不收集个人信息',
  getAudioChallenge: '获取音频验证码',
  label: '人机验证',
  loading: '加载中…',
  reload: '重新加载',
  verify: '验证',
  verificationRequired: '请先完成人机验证',
  verified: '已通过人机验证',
  verifying: '正在进行人机验证…',
  waitAlert: '正在进行人机验证，请稍候…',
  cancel: '取消',
  enterCodeFromImage: '请输入图中的验证码',
};
const LANGUAGE = 'zh-cn';

/**
 * The widget is a Svelte custom element: its methods (configure, verify, reset) appear once Svelte has
 * mounted it, a task after React connects it, so a call from the first effect would find none. Waits
 * for them (a few frames at most); false if they never come.
 */
async function mounted(widget: AltchaWidgetElement): Promise<boolean> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (typeof widget.configure === 'function') return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return false;
}

/**
 * The ALTCHA proof-of-work widget (docs/behaviour.md §13.1), in a chunk of its own that loads only
 * when a form that needs it opens. It starts solving as soon as it shows, so the payload is usually
 * ready when the reader sends; the challenge comes through the API's own query.
 */
export default function CaptchaWidget({ handle }: { handle: Ref<CaptchaHandle> }) {
  const element = useRef<AltchaWidgetElement>(null);
  const [fetchChallenge] = useLazyCaptchaChallengeQuery();
  // Settles once the widget is configured (true) or will never be (false): a send before then
  // must not verify an unconfigured widget, which has no way to fetch its challenge.
  const configured = useRef<Promise<boolean>>(Promise.resolve(false));
  // The one verification under way. The widget's own auto-start beside a send's verify() ran two
  // solvers at once and one failed ("Failed to find solution"), so the form went without a payload;
  // every start goes through here instead.
  const verifying = useRef<Promise<string | undefined> | null>(null);
  const verifyOnce = useCallback((widget: AltchaWidgetElement) => {
    if (verifying.current) return verifying.current;
    const started: Promise<string | undefined> = widget
      .verify()
      .then((result) => result?.payload)
      .catch(() => undefined)
      .finally(() => {
        if (verifying.current === started) verifying.current = null;
      });
    verifying.current = started;
    return started;
  }, []);

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    let gone = false;
    configured.current = mounted(widget).then(async (ready) => {
      if (!ready || gone) return false;
      globalThis.$altcha.i18n.set(LANGUAGE, STRINGS);
      await widget.configure({
        language: LANGUAGE,
        fetch: async () =>
          new Response(JSON.stringify(await fetchChallenge().unwrap()), {
            headers: { 'content-type': 'application/json' },
          }),
      });
      // Solving starts as soon as the widget shows, so the payload is usually ready at the send.
      void verifyOnce(widget);
      return true;
    });
    return () => {
      gone = true;
    };
  }, [fetchChallenge, verifyOnce]);

  useEffect(() => {
    const value: CaptchaHandle = {
      async solve() {
        const widget = element.current;
        if (!widget || !(await configured.current)) return undefined;
        if (verifying.current) return verifying.current;
        if (widget.getState() === 'verified') {
          const input = widget.querySelector<HTMLInputElement>('input[name="altcha"]');
          if (input?.value) return input.value;
        }
        return verifyOnce(widget);
      },
      reset() {
        const widget = element.current;
        if (!widget || typeof widget.reset !== 'function') return;
        // A new challenge: whatever was under way belongs to the spent one.
        verifying.current = null;
        widget.reset();
        void verifyOnce(widget);
      },
    };
    if (typeof handle === 'function') return handle(value) ?? undefined;
    if (handle) handle.current = value;
    return () => {
      if (handle) handle.current = null;
    };
  }, [handle, verifyOnce]);

  return <altcha-widget ref={element} name="altcha" />;
}
