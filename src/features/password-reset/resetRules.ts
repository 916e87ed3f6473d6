import { checkConfirm, checkPassword } from '@protocol/accountRules';
import type { FormRules } from '@/shared/components/form/formRules';

export interface ResetForm {
  password: string;
  confirm: string;
}

/** docs/behaviour.md §4.8 重设密码: the registration's password and confirm rules (docs/behaviour.md §4.2). */
export const resetRules: FormRules<ResetForm> = {
  password: (v) => checkPassword(v.password),
  confirm: (v) => checkConfirm(v.password, v.confirm),
};
