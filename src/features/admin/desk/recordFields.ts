import type { PublicStatus } from '@protocol/adminRows';

/** One field of a RecordDialog. */
export interface RecordField {
  key: string;
  label: string;
  kind?: 'text' | 'multiline' | 'select' | 'image' | 'images' | 'url';
  required?: boolean;
  max?: number;
  options?: { value: string; label: string }[];
  helper?: string;
}

export type RecordValues = Record<string, string>;

/** Field → Chinese message for each invalid field. */
export function validateRecord(fields: RecordField[], values: RecordValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (values[field.key] ?? '').trim();
    if (field.required && !value) errors[field.key] = `请填写${field.label}`;
    else if (field.max && value.length > field.max) errors[field.key] = `${field.label}不能超过 ${field.max} 个字符`;
    else if (field.kind === 'url' && value && !/^https?:\/\/\S+$/.test(value))
      errors[field.key] = `${field.label}须以 http:// 或 https:// 开头`;
    else if (field.kind === 'image' && value && !/^(\/uploads\/|https?:\/\/)/.test(value))
      errors[field.key] = `${field.label}须是上传的图片或 http(s) 地址`;
  }
  return errors;
}

/**
 * The body of a save: the `text` fields trimmed, the `numeric` ones as numbers (0 when not a number);
 * fields not named are left out. Typed by the names, so each area's body type checks it.
 */
export function recordBody<T extends string, N extends string = never>(
  values: RecordValues,
  text: readonly T[],
  numeric: readonly N[] = [],
): Record<T, string> & Record<N, number> {
  const body: Record<string, string | number> = {};
  for (const key of text) body[key] = (values[key] ?? '').trim();
  for (const key of numeric) body[key] = Number((values[key] ?? '').trim()) || 0;
  return body as Record<T, string> & Record<N, number>;
}

/** A row's fields as a RecordDialog's starting values (numbers as their text). */
export function recordValues<R>(row: R, keys: readonly (keyof R & string)[]): RecordValues {
  return Object.fromEntries(keys.map((key) => [key, String(row[key] ?? '')]));
}

/** A 可见性 select's value as the status it stands for (public unless private was picked). */
export const publicStatus = (value: string | undefined): PublicStatus => (value === 'private' ? 'private' : 'public');

/** The 可见性 select of the areas with public / private records (talks, albums). */
export const VISIBILITY = [
  { value: 'public', label: '公开' },
  { value: 'private', label: '私密' },
];
