import { ACCOUNT_MESSAGES, checkConfirm, checkPassword } from '@protocol/accountRules';
import type { FormRules } from '@/shared/components/form/formRules';

export interface LoginForm {
  username: string;
  password: string;
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

// The register form's rules and hints live in registerRules.ts: only the dialog, loaded on demand, needs them.

export const OLD_PASSWORD_REQUIRED = '请输入原密码';
export const SAME_AS_OLD = '新密码不能与原密码相同';

/** Personal center password tab (docs/behaviour.md §4.6): the docs/behaviour.md §4.2 password rules, and new must differ from old. */
export const passwordRules: FormRules<PasswordForm> = {
  password: (v) => (v.password ? null : OLD_PASSWORD_REQUIRED),
  password1: (v) => checkPassword(v.password1) ?? (v.password1 === v.password ? SAME_AS_OLD : null),
  password2: (v) => checkConfirm(v.password1, v.password2),
};
