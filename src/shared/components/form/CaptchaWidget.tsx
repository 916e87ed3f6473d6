import { useEffect, useRef, type Ref } from 'react';
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

  useEffect(() => {
    const widget = element.current;
    if (!widget) return;
    let gone = false;
    void mounted(widget).then((ready) => {
      if (!ready || gone) return;
      globalThis.$altcha.i18n.set(LANGUAGE, STRINGS);
      void widget.configure({
        language: LANGUAGE,
        auto: 'onload',
        fetch: async () =>
          new Response(JSON.stringify(await fetchChallenge().unwrap()), {
            headers: { 'content-type': 'application/json' },
          }),
      });
    });
    return () => {
      gone = true;
    };
  }, [fetchChallenge]);

  useEffect(() => {
    const settled = (widget: AltchaWidgetElement) =>
      new Promise<string | undefined>((resolve) => {
        const listen = (event: Event) => {
          const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
          if (state === 'verifying') return;
          widget.removeEventListener('statechange', listen);
          resolve(state === 'verified' ? payload : undefined);
        };
        widget.addEventListener('statechange', listen);
      });
    const value: CaptchaHandle = {
      async solve() {
        const widget = element.current;
        if (!widget || !(await mounted(widget))) return undefined;
        const state = widget.getState();
        if (state === 'verifying') return settled(widget);
        if (state === 'verified') {
          const input = widget.querySelector<HTMLInputElement>('input[name="altcha"]');
          if (input?.value) return input.value;
        }
        return (await widget.verify())?.payload;
      },
      reset() {
        const widget = element.current;
        if (!widget || typeof widget.reset !== 'function') return;
        widget.reset();
        void widget.verify();
      },
    };
    if (typeof handle === 'function') return handle(value) ?? undefined;
    if (handle) handle.current = value;
    return () => {
      if (handle) handle.current = null;
    };
  }, [handle]);

  return <altcha-widget ref={element} name="altcha" />;
}
