import {
  checkConfirm,
  checkPassword,
  checkUsername,
  NICKNAME_MAX,
  PASSWORD_HINT,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/accountRules';
import { checkReaderEmail, READER_EMAIL_HINT } from '@protocol/mailRules';
import type { FormRules } from '@/shared/components/form/formRules';

// The register form's rules, apart from validators.ts (which the personal center's password tab
// shares): only the login dialog, loaded on demand, needs these.

export interface RegisterForm {
  username: string;
  nick_name: string;
  /** Optional, for reply mail (docs/behaviour.md §5.5); '' means none. */
  email: string;
  password: string;
  confirm: string;
}

/** docs/behaviour.md §4.2 Register: username, password and confirm rules; nickname has none; 邮箱 is optional. */
export const registerRules: FormRules<RegisterForm> = {
  username: (v) => checkUsername(v.username),
  email: (v) => checkReaderEmail(v.email),
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
  email: READER_EMAIL_HINT,
  password: PASSWORD_HINT,
  confirm: '再输入一次密码',
};
