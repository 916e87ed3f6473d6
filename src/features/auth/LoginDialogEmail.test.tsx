import { act, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { STUB_ALTCHA_PAYLOAD } from '@/shared/testing/altchaStub';
import { LoginDialog } from './LoginDialog';
import { loginDialogOpened } from './userSlice';

// The dialog renders on a shared, busy machine: give each wait more room than 1 s.
configure({ asyncUtilTimeout: 4000 });

const ok = (result: unknown) => ({ body: { code: 0, message: '成功', result } });
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/user/register': () => ok({ id: 5, username: 'reader01' }),
    'POST /api/user/login': () => ok({ token: 'tok-1', id: 5, username: 'reader01', role: 2 }),
    'GET /api/user/getUserInfoById/5': () => ok({ id: 5, role: 2, nick_name: '小读者', avatar: '' }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
});

async function openRegister() {
  const store: AppStore = makeStore(undefined, { transport: api.transport });
  render(
    <Provider store={store}>
      <LoginDialog />
    </Provider>,
  );
  act(() => {
    store.dispatch(loginDialogOpened());
  });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
  return { store, user };
}
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

// docs/behaviour.md §4.1, §5.5: the register form's optional 邮箱, for reply mail and never shown.
describe('LoginDialog register 邮箱', () => {
  it('is optional, says what it is for, and refuses a malformed address before sending', async () => {
    const { user } = await openRegister();
    expect(field('邮箱')).toHaveAccessibleDescription('选填，仅用于接收回复提醒，不会公开');
    await user.type(field('邮箱'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText('邮箱格式不正确')).toBeInTheDocument();
    await user.type(field('用户账号'), 'reader01');
    await user.type(field('用户密码'), 'abc123');
    await user.type(field('确认密码'), 'abc123{Enter}');
    expect(screen.getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('sends a given address with the registration', async () => {
    const { store, user } = await openRegister();
    await user.type(field('用户账号'), 'reader01');
    await user.type(field('邮箱'), ' Reader@Example.com ');
    await user.type(field('用户密码'), 'abc123');
    await user.type(field('确认密码'), 'abc123{Enter}');
    await waitFor(() => expect(store.getState().user.token).toBe('tok-1'));
    expect(api.calls('POST /api/user/register')[0].body).toEqual({
      username: 'reader01',
      password: 'abc123',
      nick_name: '',
      email: 'Reader@Example.com',
      altcha: STUB_ALTCHA_PAYLOAD,
    });
  });
});
