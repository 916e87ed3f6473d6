/**
 * Account rules of docs/behaviour.md §4.2, shared by the SPA (form validation) and the server (which enforces
 * them again, since a client can be bypassed). Messages are the spec's Chinese text verbatim.
 */

/** docs/behaviour.md §4.2: username 5-16 characters. */
export const USERNAME_MIN = 5;
export const USERNAME_MAX = 16;
/** docs/behaviour.md §4.2: password 6-18 characters. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
/** Nickname has no rule in docs/behaviour.md §4.2; the bound only keeps rows sane. */
export const NICKNAME_MAX = 20;

export const ACCOUNT_MESSAGES = {
  usernameRequired: '请输入用户账号',
  usernameLength: '用户账号长度应该在5-16之间',
  passwordRequired: '请输入密码',
  passwordFormat: '密码格式应为6-18位数字、字母、符号的任意两种组合',
  confirmRequired: '请输入二次确认密码',
  confirmMismatch: '两次密码不一致',
  loginPasswordRequired: '请输入用户密码',
  // Our own wording (the spec names none for these).
  usernameInvisible: '用户账号不能包含控制字符或不可见字符',
  usernameEdgeSpaces: '用户账号首尾不能有空格',
  nicknameControl: '昵称不能包含控制字符',
} as const;

/**
 * Characters that make two usernames look alike or hide text: controls (Cc), format characters
 * (Cf: zero-width spaces and joiners, bidi overrides and isolates, BOM, soft hyphen), every space
 * except the plain one (NBSP, ideographic space…), line/paragraph separators, and the blank-looking
 * Hangul fillers, braille blank and combining grapheme joiner.
 */
const INVISIBLE_IN_USERNAME =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u115F\u1160\u3164\uFFA0\u2800]|\u034F/u;
/**
 * In nicknames: controls, the bidi controls that reorder the text around them, and the zero-width
 * space, word joiner and BOM that make two names look alike (a nickname may still use emoji, whose
 * sequences need the zero-width joiner, and scripts that need the non-joiner).
 */
const CONTROL_IN_NICKNAME = /[\p{Cc}\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const CONTROLS_IN_NICKNAME = new RegExp(CONTROL_IN_NICKNAME.source, 'gu');

/** Length in characters (code points), so an emoji counts once. */
export function charLength(text: string): number {
  return Array.from(text).length;
}

const HAN = /\p{Script=Han}/u;

/** docs/behaviour.md §4.2: register username — required, length 5-16. Returns the message, or null when valid. */
export function checkUsername(username: string): string | null {
  if (!username) return ACCOUNT_MESSAGES.usernameRequired;
  const length = charLength(username);
  if (length < USERNAME_MIN || length > USERNAME_MAX) return ACCOUNT_MESSAGES.usernameLength;
  if (INVISIBLE_IN_USERNAME.test(username)) return ACCOUNT_MESSAGES.usernameInvisible;
  if (username.trim() !== username) return ACCOUNT_MESSAGES.usernameEdgeSpaces;
  return null;
}

/** Nicknames: any visible text, no control characters. Returns the message, or null when valid. */
export function checkNickname(nickname: string): string | null {
  return CONTROL_IN_NICKNAME.test(nickname) ? ACCOUNT_MESSAGES.nicknameControl : null;
}

/**
 * A nickname from elsewhere (an imported commenter's name), which cannot be refused: the characters
 * checkNickname refuses removed and the edges trimmed, so it passes the same rule as a registration.
 */
export function cleanNickname(nickname: string): string {
  return nickname.replace(CONTROLS_IN_NICKNAME, '').trim();
}

/**
 * docs/behaviour.md §4.2: password — required; 6-18 characters combining at least two of digits, letters and
 * symbols (anything else that is not Chinese); no Chinese characters.
 */
export function checkPassword(password: string): string | null {
  if (!password) return ACCOUNT_MESSAGES.passwordRequired;
  const chars = Array.from(password);
  if (chars.length < PASSWORD_MIN || chars.length > PASSWORD_MAX || HAN.test(password)) {
    return ACCOUNT_MESSAGES.passwordFormat;
  }
  const kinds = new Set(chars.map((ch) => (/[0-9]/.test(ch) ? 'digit' : /[a-zA-Z]/.test(ch) ? 'letter' : 'symbol')));
  return kinds.size >= 2 ? null : ACCOUNT_MESSAGES.passwordFormat;
}

/** docs/behaviour.md §4.2: confirm password — required, equal to the password. */
export function checkConfirm(password: string, confirm: string): string | null {
  if (!confirm) return ACCOUNT_MESSAGES.confirmRequired;
  return confirm === password ? null : ACCOUNT_MESSAGES.confirmMismatch;
}

/** A passkey's name, what its owner calls the device it lives on (docs/behaviour.md §4.7): at most this many characters. */
export const PASSKEY_NAME_MAX = 32;

/**
 * Second factor required for administrators (docs/security.md "Second factor"): refused while the
 * admin who asks has no factor — the 账号安全 tab says it before asking, the server enforces it.
 */
export const ADMIN_FACTOR_FIRST = '请先添加通行密钥或启用两步验证，再要求管理员使用二次验证';

/** The password rule as a form shows it under the field (docs/behaviour.md §4.2), built from the bounds. */
export const PASSWORD_HINT = `${PASSWORD_MIN}-${PASSWORD_MAX} 位，数字、字母、符号至少两种，不含中文`;
