import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { LoginDialog } from './LoginDialog';
import { RE_ENROL } from './loginFlow';
import { loginDialogOpened } from './userSlice';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/user/login': () => ok({ needSecondFactor: true, ticket: 'tkt-1', methods: ['totp'] }, '需要二次验证'),
    'POST /api/user/login/secondFactor': ({ body }) => {
      const { code } = body as { code: string };
      if (code === '123456') return ok({ token: 'tok-2f', id: 5, username: 'author', role: 1 }, '登录成功');
      if (code === 'abcde-fghij')
        return ok({ token: 'tok-rc', id: 5, username: 'author', role: 1, reEnrol: true }, '登录成功');
      return { body: { code: 1, message: '验证码错误' } };
    },
    'GET /api/user/getUserInfoById/5': () => ok({ id: 5, role: 1, nick_name: '作者', avatar: '' }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  sessionStorage.clear();
});

async function passwordStep() {
  const store = makeStore(undefined, { transport: api.transport });
  render(
    <Provider store={store}>
      <LoginDialog />
    </Provider>,
  );
  act(() => {
    store.dispatch(loginDialogOpened());
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('用户账号', { selector: 'input' }), 'author');
  await user.type(screen.getByLabelText('用户密码', { selector: 'input' }), 'Right1234{Enter}');
  return { store, user, codeField: await screen.findByLabelText('验证码', { selector: 'input' }) };
}

describe('LoginDialog second step (docs/behaviour.md §4.1, docs/security.md "Second factor")', () => {
  it('a correct password asks for 验证码; no token until the code is right', async () => {
    const { store, user, codeField } = await passwordStep();
    expect(store.getState().user.token).toBeNull();
    expect(screen.queryByLabelText('用户密码', { selector: 'input' })).toBeNull();
    await user.type(codeField, '000000{Enter}');
    await waitFor(() => expect(store.getState().notices.items.map((n) => n.message)).toContain('验证码错误'));
    expect(store.getState().user.token).toBeNull();
    await user.clear(codeField);
    await user.type(codeField, '123456{Enter}');
    await waitFor(() => expect(store.getState().user.showLogin).toBe(false));
    expect(store.getState().user.token).toBe('tok-2f');
    expect(api.calls('POST /api/user/login/secondFactor').at(-1)?.body).toEqual({ ticket: 'tkt-1', code: '123456' });
  });

  it('a recovery code signs in and asks to set up two-step sign-in again', async () => {
    const { store, user, codeField } = await passwordStep();
    await user.type(codeField, 'abcde-fghij{Enter}');
    await waitFor(() => expect(store.getState().user.showLogin).toBe(false));
    expect(store.getState().user.token).toBe('tok-rc');
    expect(store.getState().notices.items.map((n) => n.message)).toContain(RE_ENROL);
  });
});
