import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { signWithPasskey } from '@/shared/lib/passkeyCeremony';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { LoginDialog } from './LoginDialog';
import { loginDialogOpened } from './userSlice';

// The browser's ceremony is WebAuthn's (e2e/passkeys.spec.ts drives a real one); here it signs at once.
jest.mock('@/shared/lib/passkeyCeremony', () => ({
  PASSKEY_CANCELLED: '通行密钥操作已取消或不可用',
  passkeyAutofillSupported: async () => false,
  cancelPasskeyCeremony: async () => undefined,
  signWithPasskey: jest.fn(async () => ({ id: 'key-1', response: { signature: 'sig' } })),
}));

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const SIGNED_IN = ok({ token: 'tok-pk', id: 5, username: 'author', role: 1 }, '登录成功');
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/user/login': () =>
      ok({ needSecondFactor: true, ticket: 'tkt-9', methods: ['totp', 'passkey'] }, '需要二次验证'),
    'POST /api/user/login/passkeyOptions': () => ok({ challenge: 'login-challenge' }),
    'POST /api/user/login/passkey': () => SIGNED_IN,
    'GET /api/user/getUserInfoById/5': () => ok({ id: 5, role: 1, nick_name: '作者', avatar: '' }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function open() {
  const store = makeStore(undefined, { transport: api.transport });
  render(
    <Provider store={store}>
      <LoginDialog />
    </Provider>,
  );
  act(() => {
    store.dispatch(loginDialogOpened());
  });
  return { store, user: userEvent.setup() };
}

describe('LoginDialog passkeys (docs/behaviour.md §4.1, docs/security.md "Passkeys")', () => {
  it('使用通行密钥登录 signs in with a passkey alone', async () => {
    const { store, user } = open();
    await user.click(screen.getByRole('button', { name: '使用通行密钥登录' }));
    await waitFor(() => expect(store.getState().user.token).toBe('tok-pk'));
    expect(api.calls('POST /api/user/login/passkeyOptions')[0].body).toEqual({});
    expect(signWithPasskey).toHaveBeenCalledWith({ challenge: 'login-challenge' }, undefined);
    expect(api.calls('POST /api/user/login/passkey')[0].body).toEqual({
      credential: { id: 'key-1', response: { signature: 'sig' } },
    });
  });

  it('after the password the second step offers the passkey besides 验证码', async () => {
    const { store, user } = open();
    await user.type(screen.getByLabelText('用户账号', { selector: 'input' }), 'author');
    await user.type(screen.getByLabelText('用户密码', { selector: 'input' }), 'Right1234{Enter}');
    expect(await screen.findByLabelText('验证码', { selector: 'input' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '使用通行密钥验证' }));
    await waitFor(() => expect(store.getState().user.token).toBe('tok-pk'));
    expect(api.calls('POST /api/user/login/passkeyOptions')[0].body).toEqual({ ticket: 'tkt-9' });
    expect(api.calls('POST /api/user/login/passkey')[0].body).toMatchObject({ ticket: 'tkt-9' });
  });
});
