import { useCallback, useRef, useState, type ReactNode } from 'react';
import { HONEYPOT_FIELD, type FormGuardInput } from '@protocol/spamRules';
import { useCaptcha } from './useCaptcha';

/** Off-screen, yet laid out: a bot filling every input finds it, a person never sees it. */
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

export interface FormGuard {
  /** The hidden fields and the solved captcha to send with the form (docs/behaviour.md §13.1). */
  fields: () => Promise<FormGuardInput>;
  /** After a send: the next post is a new form, timed from now, with a new captcha. */
  restart: () => void;
  /** After a refusal: a new captcha (the refused one may be spent or expired), the timing kept. */
  retry: () => void;
  /** The honeypot input, to render inside the form. */
  honeypot: ReactNode;
  /** The captcha widget, to render inside the form (nothing for the admin). */
  captcha: ReactNode;
}

export interface FormGuardOptions {
  /** Whether the proof-of-work captcha is asked: every writer but the signed-in admin. */
  captcha: boolean;
}

/**
 * The public forms' guard: a honeypot input a person never reaches (not in the tab order, hidden
 * from assistive technology), the time the form was opened, and the proof-of-work captcha. The
 * server refuses a filled honeypot, a form sent sooner than the desk's minimum fill time, and a
 * missing, bad or reused captcha.
 */
export function useFormGuard(options: FormGuardOptions): FormGuard {
  const started = useRef(Date.now());
  const [trap, setTrap] = useState('');
  const captcha = useCaptcha(options.captcha);
  const { payload, reset } = captcha;
  const fields = useCallback(
    async () => ({ [HONEYPOT_FIELD]: trap, form_started: started.current, altcha: await payload() }),
    [trap, payload],
  );
  const restart = useCallback(() => {
    started.current = Date.now();
    reset();
  }, [reset]);
  const honeypot = (
    <div aria-hidden="true" style={OFF_SCREEN}>
      <input
        type="text"
        name={HONEYPOT_FIELD}
        aria-label="请留空"
        tabIndex={-1}
        autoComplete="off"
        value={trap}
        onChange={(event) => setTrap(event.target.value)}
      />
    </div>
  );
  return { fields, restart, retry: reset, honeypot, captcha: captcha.field };
}
