import { ADMIN_URL_PATTERN, GROUP_PATTERN, isSafeImageUrl, isSafeWebUrl } from '@protocol/urlRules';

/** The server's rule for the desk's address (protocol/urlRules.ts): one `/`, never `//host`. */
const ADMIN_URL = new RegExp(ADMIN_URL_PATTERN, 'u');
/** The server's rule for a group field: its number, one of our uploads or an http(s) address. */
const GROUP = new RegExp(GROUP_PATTERN, 'u');

/** What a set value must be: the server's rule for the field (protocol/api/adminSite.ts). */
type ValueRule = 'image' | 'web' | 'group';

const RULES: Record<ValueRule, { test: (value: string) => boolean; message: string }> = {
  image: { test: isSafeImageUrl, message: '须是上传的图片或 http(s) 地址' },
  web: { test: isSafeWebUrl, message: '须以 http:// 或 https:// 开头' },
  group: { test: (value) => GROUP.test(value), message: '须是 5–12 位群号、上传的图片或 http(s) 地址' },
};

/** The site-config form's fields, their labels and limits. */
export interface ConfigField {
  key: string;
  label: string;
  max: number;
  multiline?: boolean;
  required?: boolean;
  /** Typed in or uploaded (上传…), with a preview: an image, or a link that is a QR code. */
  upload?: boolean;
  rule?: ValueRule;
  helper?: string;
}

const WEB_HELPER = 'http(s) 地址';
const GROUP_HELPER = '群号（5–12 位数字），或入群链接、二维码图片';

export const CONFIG_FIELDS: ConfigField[] = [
  { key: 'blog_name', label: '博客名称', max: 64, required: true },
  { key: 'blog_avatar', label: '博客头像', max: 512, upload: true, rule: 'image' },
  { key: 'personal_say', label: '个性签名', max: 255 },
  { key: 'blog_notice', label: '公告', max: 2000, multiline: true },
  { key: 'typewriter_text', label: '打字机文字', max: 2000, multiline: true, helper: '每行一句' },
  { key: 'chat_title', label: '聊天室标题', max: 64 },
  // The social links the readers' pages show (docs/behaviour.md §2.2 footer); a page or a QR code.
  { key: 'github_link', label: 'GitHub 链接', max: 512, rule: 'image', helper: WEB_HELPER },
  { key: 'git_ee_link', label: 'Gitee 链接', max: 512, rule: 'image', helper: WEB_HELPER },
  { key: 'bilibili_link', label: '哔哩哔哩链接', max: 512, rule: 'image', helper: WEB_HELPER },
  { key: 'qq_link', label: 'QQ 链接', max: 512, rule: 'image', helper: WEB_HELPER },
  { key: 'we_chat_link', label: '微信二维码', max: 512, upload: true, rule: 'image' },
  { key: 'qq_group', label: 'QQ 群', max: 512, rule: 'group', helper: GROUP_HELPER },
  { key: 'we_chat_group', label: '微信群', max: 512, rule: 'group', helper: GROUP_HELPER },
  { key: 'filing_number', label: '备案号', max: 64 },
  { key: 'filing_url', label: '备案链接', max: 512, rule: 'web' },
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
    else if (field.rule && value && !RULES[field.rule].test(value))
      errors[field.key] = `${field.label}${RULES[field.rule].message}`;
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
