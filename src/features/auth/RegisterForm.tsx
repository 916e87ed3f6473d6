import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { KeyboardEvent } from 'react';
import { FormTextField } from '@/shared/components/form/FormTextField';
import { useCaptcha } from '@/shared/components/form/useCaptcha';
import type { ValidatedForm } from '@/shared/components/form/useValidatedForm';
import { REGISTER_HINTS, type RegisterForm as RegisterFields } from './registerRules';
import { BUTTON_SX, FORM_SX } from './formSpacing';

interface Props {
  form: ValidatedForm<RegisterFields>;
  busy: boolean;
  /** Sends the form with the solved captcha; answers false when the server refused it. */
  onSubmit: (altcha: string | undefined) => Promise<boolean>;
}

/**
 * docs/behaviour.md §4.1 register mode: username, nickname, an optional 邮箱, password, confirm password. docs/behaviour.md §4.1: Enter submits
 * only from the confirm-password field (no <form>, so Enter elsewhere does nothing). A
 * registration carries the proof-of-work captcha (docs/behaviour.md §13.1), renewed after a refusal
 * (it may have been spent).
 */
export function RegisterForm({ form, busy, onSubmit }: Props) {
  const captcha = useCaptcha(true);
  const submit = async () => {
    if (busy || !form.validate()) return;
    if (!(await onSubmit(await captcha.payload()))) captcha.reset();
  };
  const enterFromConfirm = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void submit();
  };
  return (
    <Box aria-label="注册表单" sx={FORM_SX}>
      <FormTextField
        form={form}
        name="username"
        label="用户账号"
        autoComplete="username"
        hint={REGISTER_HINTS.username}
      />
      <FormTextField
        form={form}
        name="nick_name"
        label="用户昵称"
        autoComplete="nickname"
        hint={REGISTER_HINTS.nick_name}
      />
      <FormTextField
        form={form}
        name="email"
        label="邮箱"
        type="email"
        autoComplete="email"
        hint={REGISTER_HINTS.email}
      />
      <FormTextField
        form={form}
        name="password"
        label="用户密码"
        type="password"
        autoComplete="new-password"
        hint={REGISTER_HINTS.password}
      />
      <FormTextField
        form={form}
        name="confirm"
        label="确认密码"
        type="password"
        autoComplete="new-password"
        onKeyDown={enterFromConfirm}
        hint={REGISTER_HINTS.confirm}
      />
      {captcha.field}
      <Button variant="contained" fullWidth disabled={busy} onClick={() => void submit()} sx={BUTTON_SX}>
        注册
      </Button>
    </Box>
  );
}
