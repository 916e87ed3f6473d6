/** A field rule: the message to show, or null when the value is fine. */
export type FieldRule<F> = (values: F) => string | null;
export type FormRules<F> = { [K in keyof F]?: FieldRule<F> };

/** Every message the rules give for `values`, keyed by field (empty when valid). */
export function validateAll<F>(rules: FormRules<F>, values: F): Partial<Record<keyof F, string>> {
  const errors: Partial<Record<keyof F, string>> = {};
  for (const key of Object.keys(rules) as (keyof F)[]) {
    const message = rules[key]?.(values);
    if (message) errors[key] = message;
  }
  return errors;
}
