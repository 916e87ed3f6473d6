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

/** Trimmed values, numbers for numeric fields named in `numeric`. */
export function recordBody(values: RecordValues, numeric: string[] = []): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    body[key] = numeric.includes(key) ? Number(trimmed) || 0 : trimmed;
  }
  return body;
}
