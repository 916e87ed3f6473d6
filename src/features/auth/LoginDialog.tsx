import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { loginRequested, registerRequested, secondFactorRequested, type LoginOutcome } from './loginFlow';
import { LoginForm } from './LoginForm';
import { readRememberedLogin } from './rememberedLogin';
import { RegisterForm } from './RegisterForm';
import { SecondFactorForm } from './SecondFactorForm';
import { useValidatedForm } from '@/shared/components/form/useValidatedForm';
import { loginDialogClosed, selectShowLogin } from './userSlice';
import { BUTTON_SX } from './formSpacing';
import {
  loginRules,
  registerRules,
  type LoginForm as LoginFields,
  type RegisterForm as RegisterFields,
} from './validators';

const EMPTY_LOGIN: LoginFields = { username: '', password: '' };
const EMPTY_REGISTER: RegisterFields = { username: '', nick_name: '', password: '', confirm: '' };
/** docs/behaviour.md §2.2: dialog and drawer layer index 9999. */
export const DIALOG_Z_INDEX = 9999;

/**
 * docs/behaviour.md §4.1 login/register dialog, mounted once by the app shell; visibility is the user
 * store's showLogin (header entry, mobile avatar, or any 401 opens it).
 */
export function LoginDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectShowLogin);
  const [mode, setMode] = useState<'login' | 'register'>('login');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The ticket of a correct password for an account with a second factor (docs/security.md "Second factor"). */
  const [ticket, setTicket] = useState<string | null>(null);
  const login = useValidatedForm(EMPTY_LOGIN, loginRules);
  const register = useValidatedForm(EMPTY_REGISTER, registerRules);
  const { reset: resetLogin } = login;
  const { reset: resetRegister } = register;

  // docs/behaviour.md §4.1: on open — login mode, forms cleared, remembered credentials refilled with remember me ticked.
  useEffect(() => {
    if (!open) return;
    const saved = readRememberedLogin();
    setMode('login');
    resetRegister();
    resetLogin(saved ?? undefined);
    setRemember(!!saved);
    setTicket(null);
  }, [open, resetLogin, resetRegister]);

  const run = async (action: () => Promise<LoginOutcome>) => {
    setBusy(true);
    try {
      const outcome = await action();
      if (typeof outcome === 'object') setTicket(outcome.ticket);
      else if (outcome) {
        setTicket(null);
        resetLogin();
        resetRegister();
      }
    } finally {
      setBusy(false);
    }
  };

  const submitLogin = () => {
    if (busy || !login.validate()) return;
    void run(() => dispatch(loginRequested({ ...login.values }, { remember })));
  };
  const submitCode = (code: string) => {
    if (busy || !ticket) return;
    void run(() => dispatch(secondFactorRequested(ticket, code, { ...login.values }, { remember })));
  };
  const submitRegister = () => {
    if (busy || !register.validate()) return;
    const { username, password, nick_name } = register.values;
    void run(() => dispatch(registerRequested({ username, password, nick_name })));
  };

  return (
    <Dialog
      open={open}
      onClose={() => dispatch(loginDialogClosed())}
      fullWidth
      maxWidth="xs"
      sx={{ zIndex: DIALOG_Z_INDEX }}
    >
      <DialogTitle>{mode === 'login' ? '登录' : '注册'}</DialogTitle>
      <DialogContent>
        {ticket ? (
          <SecondFactorForm busy={busy} onSubmit={submitCode} onBack={() => setTicket(null)} />
        ) : mode === 'login' ? (
          <LoginForm
            form={login}
            remember={remember}
            onRememberChange={setRemember}
            busy={busy}
            onSubmit={submitLogin}
          />
        ) : (
          <RegisterForm form={register} busy={busy} onSubmit={submitRegister} />
        )}
        {!ticket && (
          <Button
            fullWidth
            size="small"
            sx={BUTTON_SX}
            onClick={() => setMode(mode === 'login' ? 'register' : 'login')}
          >
            {mode === 'login' ? '没有账号？去注册' : '已有账号？去登录'}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
