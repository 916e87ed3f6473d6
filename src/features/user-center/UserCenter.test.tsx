import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore, type AppStore } from '@/app/store';
import { tokenReceived, userInfoLoaded } from '@/features/auth';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ACCOUNT_SECURITY_PATH } from '@protocol/pagePaths';
import { UserCenter } from './UserCenter';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/mail/myEmail': () => ({ body: { code: 0, message: '', result: { email: '', verified: false } } }),
    'POST /api/mail/myEmail': () => ({ body: { code: 0, message: '验证邮件已发送，请查收', result: null } }),
    'PUT /api/user/updatePassword': () => ({ body: { code: 0, message: '修改成功，请重新登录', result: null } }),
    'PUT /api/user/updateOwnUserInfo': ({ body }) => ({
      body: { code: 0, message: '修改成功', result: { id: 5, role: 2, avatar: '', ...(body as object) } },
    }),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

function setup(loggedIn: boolean, address = '/userCenter') {
  const store: AppStore = makeStore(undefined, { transport: api.transport });
  if (loggedIn) {
    store.dispatch(tokenReceived('tok'));
    store.dispatch(userInfoLoaded({ id: 5, role: 2, nick_name: '旧昵称', avatar: '' }));
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[address]}>
        <UserCenter />
      </MemoryRouter>
    </Provider>,
  );
  return { store, user: userEvent.setup() };
}
/** Requests that change something: the 邮箱 panel's own read does not count. */
const writes = () => api.requests.filter((r) => r.method !== 'GET');
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('UserCenter (docs/behaviour.md §4.6 personal center)', () => {
  it('logged out: opens the login dialog and shows nothing private', () => {
    const { store } = setup(false);
    expect(store.getState().user.showLogin).toBe(true);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('用户昵称')).toBeNull();
  });

  it('?tab=security opens 账号安全, where a notice about the account leads (docs/behaviour.md §4.7)', async () => {
    const { user } = setup(true, ACCOUNT_SECURITY_PATH);
    expect(screen.getByRole('tab', { name: '账号安全' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: '个人资料' }));
    expect(screen.getByRole('tab', { name: '个人资料' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('用户昵称')).toBeInTheDocument();
  });

  it('profile: saves the nickname only after confirmation', async () => {
    const { store, user } = setup(true);
    await user.clear(field('用户昵称'));
    await user.type(field('用户昵称'), '新昵称');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(writes()).toHaveLength(0);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(store.getState().user.userInfo?.nick_name).toBe('新昵称'));
    expect(api.calls('PUT /api/user/updateOwnUserInfo')[0].body).toEqual({ nick_name: '新昵称', avatar: '' });
  });

  it('password: the account rules and new ≠ old; success logs out and asks to log in again', async () => {
    const { store, user } = setup(true);
    await user.click(screen.getByRole('tab', { name: '修改密码' }));
    await user.type(field('原密码'), 'abc123');
    await user.type(field('新密码'), 'abc123');
    await user.tab();
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'xyz789');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    expect(await screen.findByText('请输入二次确认密码')).toBeInTheDocument();
    expect(writes()).toHaveLength(0);
    await user.type(field('确认新密码'), 'xyz789');
    await user.click(screen.getByRole('button', { name: '修改密码' }));
    await waitFor(() => expect(store.getState().user).toMatchObject({ token: null, userInfo: null, showLogin: true }));
    expect(api.calls('PUT /api/user/updatePassword')[0].body).toEqual({
      password: 'abc123',
      password1: 'xyz789',
      password2: 'xyz789',
    });
    expect(store.getState().notices.items.at(-1)).toMatchObject({
      kind: 'success',
      message: '密码修改成功，请重新登录',
    });
  });

  it('邮箱: 发送验证邮件 sends the address and says so (docs/behaviour.md §5.5)', async () => {
    const { store, user } = setup(true);
    expect(await screen.findByText('未设置邮箱：有人回复你时不会收到邮件。')).toBeInTheDocument();
    await user.type(field('邮箱'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: '发送验证邮件' }));
    await waitFor(() => expect(api.calls('POST /api/mail/myEmail')).toHaveLength(1));
    expect(api.calls('POST /api/mail/myEmail')[0].body).toEqual({ email: 'me@example.com' });
    await waitFor(() =>
      expect(store.getState().notices.items.map((n) => n.message)).toContain('验证邮件已发送，请查收'),
    );
  });
});
