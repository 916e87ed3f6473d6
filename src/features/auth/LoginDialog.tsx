import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { cancelPasskeyCeremony, passkeyAutofillSupported } from '@/shared/lib/passkeyCeremony';
import { EnrolmentForm } from './EnrolmentForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import type { LoginResult } from './authApi';
import { finishLogin, loginRequested, registerRequested, secondFactorRequested, type LoginOutcome } from './loginFlow';
import { passkeyLoginRequested } from './passkeyLogin';
import { LoginForm } from './LoginForm';
import { readRememberedLogin } from './rememberedLogin';
import { RegisterForm } from './RegisterForm';
import { SecondFactorForm } from './SecondFactorForm';
import { useValidatedForm } from '@/shared/components/form/useValidatedForm';
import { loginDialogClosed, selectShowLogin } from './userSlice';
import { BUTTON_SX } from './formSpacing';
import { loginRules, type LoginForm as LoginFields } from './validators';
import { registerRules, type RegisterForm as RegisterFields } from './registerRules';

const EMPTY_LOGIN: LoginFields = { username: '', password: '' };
const EMPTY_REGISTER: RegisterFields = { username: '', nick_name: '', email: '', password: '', confirm: '' };
const TITLES = { login: '登录', register: '注册', forgot: '忘记密码' } as const;
/** docs/behaviour.md §2.2: dialog and drawer layer index 9999. */
export const DIALOG_Z_INDEX = 9999;

/**
 * docs/behaviour.md §4.1 login/register dialog, mounted once by the app shell; visibility is the user
 * store's showLogin (header entry, mobile avatar, or any 401 opens it).
 */
export function LoginDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectShowLogin);
  const [mode, setMode] = useState<'login' | 'register' | 'forgot'>('login');
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The ticket of a correct password for an account with a second factor (docs/security.md "Second factor"). */
  const [secondStep, setSecondStep] = useState<Exclude<LoginOutcome, boolean> | null>(null);
  const ticket = secondStep?.ticket ?? null;
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
    setSecondStep(null);
  }, [open, resetLogin, resetRegister]);

  // docs/behaviour.md §4.1: where the browser supports it, the username field offers the site's
  // passkeys in its autofill (conditional UI); the request waits until one is picked or the dialog closes.
  useEffect(() => {
    if (!open || mode !== 'login' || ticket) return;
    let live = true;
    void passkeyAutofillSupported().then((supported) => {
      if (supported && live) void dispatch(passkeyLoginRequested(undefined, EMPTY_LOGIN, { autofill: true }));
    });
    return () => {
      live = false;
      void cancelPasskeyCeremony();
    };
  }, [open, mode, ticket, dispatch]);

  /** Runs one step; answers whether it went through (a refusal: false). */
  const run = async (action: () => Promise<LoginOutcome>) => {
    setBusy(true);
    try {
      const outcome = await action();
      if (!outcome) return false;
      if (typeof outcome === 'object') setSecondStep(outcome);
      else if (outcome) {
        setSecondStep(null);
        resetLogin();
        resetRegister();
      }
      return true;
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
  const submitPasskey = () => {
    if (busy) return;
    if (ticket) void run(() => dispatch(passkeyLoginRequested(ticket, { ...login.values }, { remember })));
    else void run(() => dispatch(passkeyLoginRequested(undefined, EMPTY_LOGIN)));
  };
  const enrolled = (answer: LoginResult) => {
    void run(() => finishLogin(dispatch, answer, { ...login.values }, { remember }));
  };
  const submitRegister = async (altcha: string | undefined) => {
    if (busy || !register.validate()) return true;
    const { username, password, nick_name } = register.values;
    const email = register.values.email.trim();
    // docs/behaviour.md §5.5: the 邮箱 is optional; an empty one is not sent.
    return run(() =>
      dispatch(registerRequested({ username, password, nick_name, ...(email ? { email } : {}), altcha })),
    );
  };

  return (
    <Dialog
      open={open}
      onClose={() => dispatch(loginDialogClosed())}
      fullWidth
      maxWidth="xs"
      sx={{ zIndex: DIALOG_Z_INDEX }}
    >
      <DialogTitle>{TITLES[mode]}</DialogTitle>
      <DialogContent>
        {ticket && secondStep?.enrol ? (
          <EnrolmentForm ticket={ticket} onSignedIn={enrolled} onBack={() => setSecondStep(null)} />
        ) : ticket ? (
          <SecondFactorForm
            busy={busy}
            methods={secondStep?.methods ?? []}
            onSubmit={submitCode}
            onPasskey={submitPasskey}
            onBack={() => setSecondStep(null)}
          />
        ) : mode === 'login' ? (
          <LoginForm
            form={login}
            remember={remember}
            onRememberChange={setRemember}
            busy={busy}
            onSubmit={submitLogin}
            onPasskey={submitPasskey}
            onForgot={() => setMode('forgot')}
          />
        ) : mode === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setMode('login')} />
        ) : (
          <RegisterForm form={register} busy={busy} onSubmit={submitRegister} />
        )}
        {!ticket && mode !== 'forgot' && (
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
