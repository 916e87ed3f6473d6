import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { startLocalApi, type Route } from '@/shared/testing/localApiServer';
import { LoginDialog } from './LoginDialog';
import { loginDialogOpened } from './userSlice';

const SENT = '如果该账号存在并已验证邮箱，重设密码的邮件已发送';
const routes: Record<string, Route> = {
  'POST /api/user/forgotPassword': ({ body }) =>
    (body as { account: string }).account === 'mail-off'
      ? { body: { code: 1, message: '本站暂未开启邮件，无法找回密码' } }
      : { body: { code: 0, message: SENT, result: null } },
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  api.requests.length = 0;
});

function setup() {
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
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('忘记密码 in the login dialog (docs/behaviour.md §4.8)', () => {
  it('opens the form, asks for an account, and shows the server’s one answer', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    expect(screen.getByRole('heading', { name: '忘记密码' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发送重设邮件' }));
    expect(await screen.findByText('请输入用户名或邮箱')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);

    await user.type(field('用户名或邮箱'), ' reader@example.com ');
    await user.click(screen.getByRole('button', { name: '发送重设邮件' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.calls('POST /api/user/forgotPassword')[0].body).toEqual({ account: 'reader@example.com' });

    await user.click(screen.getByRole('button', { name: '返回登录' }));
    expect(field('用户账号')).toBeInTheDocument();
  });

  it('shows a refusal in red, not the success line', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: '忘记密码' }));
    await user.type(field('用户名或邮箱'), 'mail-off');
    await user.click(screen.getByRole('button', { name: '发送重设邮件' }));
    await waitFor(() =>
      expect(store.getState().notices.items.map((n) => n.message)).toContain('本站暂未开启邮件，无法找回密码'),
    );
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });
});
