import {
  ACCOUNT_MESSAGES,
  checkConfirm,
  checkPassword,
  checkUsername,
  NICKNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/accountRules';
import type { FormRules } from '@/shared/components/form/formRules';

export interface LoginForm {
  username: string;
  password: string;
}
export interface RegisterForm {
  username: string;
  nick_name: string;
  password: string;
  confirm: string;
}
export interface PasswordForm {
  password: string;
  password1: string;
  password2: string;
}

/** docs/behaviour.md §4.2 Login: both fields required, checked on blur. */
export const loginRules: FormRules<LoginForm> = {
  username: (v) => (v.username ? null : ACCOUNT_MESSAGES.usernameRequired),
  password: (v) => (v.password ? null : ACCOUNT_MESSAGES.loginPasswordRequired),
};

/** docs/behaviour.md §4.2 Register: username, password and confirm rules; nickname has none. */
export const registerRules: FormRules<RegisterForm> = {
  username: (v) => checkUsername(v.username),
  password: (v) => checkPassword(v.password),
  confirm: (v) => checkConfirm(v.password, v.confirm),
};

/**
 * docs/behaviour.md §4.2: each register field's rule, shown under it from the start (a reader should not
 * learn the rules from a failed submit); built from the same bounds the checks use.
 */
export const REGISTER_HINTS: Record<keyof RegisterForm, string> = {
  username: `${USERNAME_MIN}-${USERNAME_MAX} 个字符`,
  nick_name: `选填，最多 ${NICKNAME_MAX} 个字符`,
  password: `${PASSWORD_MIN}-${PASSWORD_MAX} 位，数字、字母、符号至少两种，不含中文`,
  confirm: '再输入一次密码',
};

export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const SAME_AS_OLD = '新密码不能与原密码相同';

/** Personal center password tab (docs/behaviour.md §4.6): the docs/behaviour.md §4.2 password rules, and new must differ from old. */
export const passwordRules: FormRules<PasswordForm> = {
  password: (v) => (v.password ? null : OLD_PASSWORD_REQUIRED),
  password1: (v) => checkPassword(v.password1) ?? (v.password1 === v.password ? SAME_AS_OLD : null),
  password2: (v) => checkConfirm(v.password1, v.password2),
};

export interface ResetForm {
  password: string;
  confirm: string;
}

/** docs/behaviour.md §4.8 重设密码: the registration's password and confirm rules (docs/behaviour.md §4.2). */
export const resetRules: FormRules<ResetForm> = {
  password: (v) => checkPassword(v.password),
  confirm: (v) => checkConfirm(v.password, v.confirm),
};
