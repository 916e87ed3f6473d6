import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { startLocalApi, type Route } from '@/shared/testing/localApiServer';
import { claimGreeting } from '@/shared/lib/greeting';
import { LoginDialog } from './LoginDialog';
import { readRememberedLogin, rememberLogin } from './rememberedLogin';
import { loginDialogClosed, loginDialogOpened } from './userSlice';
import { STUB_ALTCHA_PAYLOAD } from '@/shared/testing/altchaStub';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const routes: Record<string, Route> = {
  'POST /api/user/login': ({ body }) => {
    const { username, password } = body as { username: string; password: string };
    return username === 'reader01' && password === 'abc123'
      ? ok({ token: 'tok-1', id: 5, username, role: 2 }, '登录成功')
      : { body: { code: 1, message: '用户名或密码错误' } };
  },
  'POST /api/user/register': ({ body }) =>
    (body as { username: string }).username === 'takenname'
      ? { body: { code: 1, message: '用户名已存在' } }
      : ok({ id: 5, username: 'reader01' }),
  'GET /api/user/getUserInfoById/5': () => ok({ id: 5, role: 2, nick_name: '小读者', avatar: '' }),
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.requests.length = 0;
});

function setup() {
  const store: AppStore = makeStore(undefined, { transport: api.transport });
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
const messages = (store: AppStore) => store.getState().notices.items.map((n) => [n.title ?? '', n.message]);

describe('LoginDialog (docs/behaviour.md §4.1, §4.2)', () => {
  it('checks login fields on blur and blocks an invalid submit', async () => {
    const { user } = setup();
    await user.click(field('用户账号'));
    await user.tab();
    expect(await screen.findByText('请输入用户账号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户密码')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('Enter submits login; success stores token and user, closes, one toast 登录成功 with the welcome', async () => {
    const { store, user } = setup();
    await user.type(field('用户账号'), 'reader01');
    await user.type(field('用户密码'), 'abc123{Enter}');
    await waitFor(() => expect(store.getState().user.showLogin).toBe(false));
    expect(store.getState().user).toMatchObject({
      token: 'tok-1',
      userInfo: { id: 5, nick_name: '小读者', username: 'reader01' },
    });
    expect(api.calls('POST /api/user/login')[0].body).toEqual({ username: 'reader01', password: 'abc123' });
    const shown = messages(store);
    expect(shown).toHaveLength(1);
    expect(shown[0][0]).toBe('登录成功');
    expect(shown[0][1]).toContain('小读者');
    // The login greeted this session: the start-up's welcome will not (docs/behaviour.md §1.4).
    expect(claimGreeting(sessionStorage)).toBe(false);
    expect(readRememberedLogin()).toBeNull();
  });

  it('a wrong password shows 错误提示 with the server message and stays open', async () => {
    const { store, user } = setup();
    await user.type(field('用户账号'), 'reader01');
    await user.type(field('用户密码'), 'wrong1{Enter}');
    await waitFor(() => expect(messages(store)).toEqual([['错误提示', '用户名或密码错误']]));
    expect(store.getState().user).toMatchObject({ showLogin: true, token: null });
  });

  it('remember me stores the credentials, and reopening refills them with the box ticked', async () => {
    const { store, user } = setup();
    await user.type(field('用户账号'), 'reader01');
    await user.type(field('用户密码'), 'abc123');
    await user.click(screen.getByLabelText('记住我'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(store.getState().user.showLogin).toBe(false));
    expect(readRememberedLogin()).toEqual({ username: 'reader01', password: 'abc123' });
    act(() => {
      store.dispatch(loginDialogOpened());
    });
    await waitFor(() => expect(field('用户账号')).toHaveValue('reader01'));
    expect(field('用户密码')).toHaveValue('abc123');
    expect(screen.getByLabelText('记住我')).toBeChecked();
  });

  it('on open resets to login mode and clears the forms', async () => {
    rememberLogin({ username: 'savedname', password: 'saved1' });
    const { store, user } = setup();
    expect(field('用户账号')).toHaveValue('savedname');
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    await user.type(field('用户昵称'), '半截');
    act(() => {
      store.dispatch(loginDialogClosed());
    });
    act(() => {
      store.dispatch(loginDialogOpened());
    });
    expect(await screen.findByRole('button', { name: '没有账号？去注册' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    expect(field('用户昵称')).toHaveValue('');
  });

  it('register shows every validation message on blur and before submit', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    expect(screen.getByRole('heading', { name: '注册' })).toBeInTheDocument();
    // The rules show from the start, as each field's description; a failed check takes its place.
    expect(field('用户账号')).toHaveAccessibleDescription('5-16 个字符');
    expect(field('用户昵称')).toHaveAccessibleDescription('选填，最多 20 个字符');
    expect(field('用户密码')).toHaveAccessibleDescription('6-18 位，数字、字母、符号至少两种，不含中文');
    expect(field('确认密码')).toHaveAccessibleDescription('再输入一次密码');
    await user.type(field('用户账号'), 'abc');
    await user.tab();
    expect(await screen.findByText('用户账号长度应该在5-16之间')).toBeInTheDocument();
    expect(screen.queryByText('5-16 个字符')).toBeNull();
    await user.type(field('用户密码'), '123456');
    await user.tab();
    expect(await screen.findByText('密码格式应为6-18位数字、字母、符号的任意两种组合')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '注册' }));
    expect(await screen.findByText('请输入二次确认密码')).toBeInTheDocument();
    await user.type(field('确认密码'), '654321');
    await user.tab();
    expect(await screen.findByText('两次密码不一致')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('in register, Enter submits only from the confirm field; success logs in automatically', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    await user.type(field('用户账号'), 'reader01{Enter}');
    await user.type(field('用户昵称'), '小读者');
    await user.type(field('用户密码'), 'abc123{Enter}');
    expect(api.requests).toHaveLength(0);
    await user.type(field('确认密码'), 'abc123{Enter}');
    await waitFor(() => expect(store.getState().user.token).toBe('tok-1'));
    expect(api.calls('POST /api/user/register')[0].body).toEqual({
      username: 'reader01',
      password: 'abc123',
      nick_name: '小读者',
      // The registration's proof-of-work captcha (docs/behaviour.md §13.1).
      altcha: STUB_ALTCHA_PAYLOAD,
    });
    expect(api.calls('POST /api/user/login')).toHaveLength(1);
    // The token comes first; the user's info (a second request) before the toast: exactly one toast,
    // 自动登录成功 greeting the new reader by name (docs/behaviour.md §1.4).
    await waitFor(() => expect(messages(store)).toHaveLength(1));
    expect(messages(store)[0][0]).toBe('自动登录成功');
    expect(messages(store)[0][1]).toContain('小读者');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(messages(store)).toHaveLength(1);
    expect(store.getState().user.showLogin).toBe(false);
  });

  it('a taken username shows 错误提示 with the server message and does not log in', async () => {
    const { store, user } = setup();
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    await user.type(field('用户账号'), 'takenname');
    await user.type(field('用户密码'), 'abc123');
    await user.type(field('确认密码'), 'abc123{Enter}');
    await waitFor(() => expect(messages(store)).toEqual([['错误提示', '用户名已存在']]));
    expect(api.calls('POST /api/user/login')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '已有账号？去登录' }));
    expect(screen.getByRole('heading', { name: '登录' })).toBeInTheDocument();
  });

  it('spaces both modes alike: the form clear of the title, every button 8 px below what precedes it', async () => {
    const { user } = setup();
    const spacing = () => {
      const form = document.querySelector('[aria-label="登录表单"], [aria-label="注册表单"]') as HTMLElement;
      const buttons = screen.getAllByRole('button').filter((b) => b.closest('[role="dialog"]'));
      return {
        formTop: getComputedStyle(form).paddingTop,
        buttonTops: buttons.map((b) => getComputedStyle(b).marginTop),
      };
    };
    const login = spacing();
    expect(login.formTop).toBe('8px');
    // 忘记密码 (on the line of 记住我, docs/behaviour.md §4.8), then 登录, 使用通行密钥登录, 没有账号？去注册.
    expect(login.buttonTops).toEqual(['0px', '8px', '8px', '8px']);
    await user.click(screen.getByRole('button', { name: '没有账号？去注册' }));
    await screen.findByRole('button', { name: '注册' });
    expect(spacing()).toEqual({ formTop: '8px', buttonTops: ['8px', '8px'] });
  });
});
