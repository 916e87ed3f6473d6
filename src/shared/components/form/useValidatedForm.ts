import { useCallback, useMemo, useState } from 'react';
import { validateAll, type FormRules } from './formRules';

/** Any form whose fields are all strings (interfaces included). */
export type StringFields<F> = { [K in keyof F]: string };

/**
 * Form state with docs/behaviour.md §4.2 behaviour: a field is checked when it loses focus, and everything is
 * checked before submission. `reset` clears values and messages (docs/behaviour.md §4.1: forms cleared on open).
 */
export function useValidatedForm<F extends StringFields<F>>(empty: F, rules: FormRules<F>) {
  const [values, setValues] = useState<F>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});

  const setValue = useCallback((name: keyof F, value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const blur = useCallback(
    (name: keyof F) => {
      const message = rules[name]?.(values) ?? undefined;
      setErrors((prev) => ({ ...prev, [name]: message }));
    },
    [rules, values],
  );

  /** Checks every field; returns true when the form may be submitted. */
  const validate = useCallback((): boolean => {
    const found = validateAll(rules, values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [rules, values]);

  const reset = useCallback(
    (next?: Partial<F>) => {
      setValues({ ...empty, ...next });
      setErrors({});
    },
    // `empty` is a module constant at every call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return useMemo(
    () => ({ values, errors, setValue, blur, validate, reset }),
    [values, errors, setValue, blur, validate, reset],
  );
}

export type ValidatedForm<F extends StringFields<F>> = ReturnType<typeof useValidatedForm<F>>;
