import { ADMIN_URL_PATTERN, isSafeImageUrl, isSafeWebUrl } from '@protocol/urlRules';

/** The server's rule for the desk's address (protocol/urlRules.ts): one `/`, never `//host`. */
const ADMIN_URL = new RegExp(ADMIN_URL_PATTERN, 'u');

/** The site-config form's fields, their labels and limits. */
export interface ConfigField {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
  /** An image field: '', one of our uploads or an http(s) address. */
  image?: boolean;
  /** An http(s) link. */
  url?: boolean;
  helper?: string;
}

export const CONFIG_FIELDS: ConfigField[] = [
  { key: 'blog_name', label: '博客名称', max: 64, required: true },
  { key: 'blog_avatar', label: '博客头像', max: 512, image: true },
  { key: 'personal_say', label: '个性签名', max: 255 },
  { key: 'blog_notice', label: '公告', max: 2000, multiline: true },
  { key: 'typewriter_text', label: '打字机文字', max: 2000, multiline: true, helper: '每行一句' },
  { key: 'chat_title', label: '聊天室标题', max: 64 },
  { key: 'filing_number', label: '备案号', max: 64 },
  { key: 'filing_url', label: '备案链接', max: 512, url: true },
  { key: 'admin_url', label: '后台地址', max: 255, helper: '以 / 开头的站内路径，默认 /admin' },
];

export type ConfigValues = Record<string, string>;

/** Field → Chinese message for each invalid field (empty when the form may be saved). */
export function validateConfig(values: ConfigValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CONFIG_FIELDS) {
    const value = (values[field.key] ?? '').trim();
    if (field.required && !value) errors[field.key] = `请填写${field.label}`;
    else if (value.length > field.max) errors[field.key] = `${field.label}不能超过 ${field.max} 个字符`;
    else if (field.image && value && !isSafeImageUrl(value))
      errors[field.key] = `${field.label}须是上传的图片或 http(s) 地址`;
    else if (field.url && value && !isSafeWebUrl(value))
      errors[field.key] = `${field.label}须以 http:// 或 https:// 开头`;
  }
  const adminUrl = (values.admin_url ?? '').trim();
  if (!errors.admin_url && adminUrl && !ADMIN_URL.test(adminUrl)) errors.admin_url = '后台地址须以 / 开头';
  return errors;
}

/** The form's starting values from the stored config (missing fields empty, admin_url /admin). */
export function initialConfigValues(config: Record<string, unknown> | null | undefined): ConfigValues {
  const values: ConfigValues = {};
  for (const field of CONFIG_FIELDS) {
    const value = config?.[field.key];
    values[field.key] = typeof value === 'string' ? value : '';
  }
  values.admin_url ||= '/admin';
  return values;
}
