import { useCallback, useRef, useState, type ReactNode } from 'react';
import { HONEYPOT_FIELD, type FormGuardInput } from '@protocol/spamRules';

/** Off-screen, yet laid out: a bot filling every input finds it, a person never sees it. */
const OFF_SCREEN = { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' } as const;

export interface FormGuard {
  /** The hidden fields to send with the form (docs/behaviour.md §14.1). */
  fields: () => FormGuardInput;
  /** After a successful send: the next post is a new form, timed from now. */
  restart: () => void;
  /** The honeypot input, to render inside the form. */
  honeypot: ReactNode;
}

/**
 * The public forms' hidden fields: a honeypot input a person never reaches (not in the tab order,
 * hidden from assistive technology) and the time the form was opened. The server refuses a filled
 * honeypot and a form sent sooner than the desk's minimum fill time.
 */
export function useFormGuard(): FormGuard {
  const started = useRef(Date.now());
  const [trap, setTrap] = useState('');
  const fields = useCallback(() => ({ [HONEYPOT_FIELD]: trap, form_started: started.current }), [trap]);
  const restart = useCallback(() => void (started.current = Date.now()), []);
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
  return { fields, restart, honeypot };
}
