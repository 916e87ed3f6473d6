import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi, type Route } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import ResetPasswordPage from './ResetPasswordPage';

const routes: Record<string, Route> = {
  'GET /api/pageHeader/getAll': () => ({ body: { code: 0, message: '成功', result: [] } }),
  'POST /api/user/resetPassword': ({ body }) =>
    (body as { t: string }).t === 'good-token'
      ? { body: { code: 0, message: '密码已重设，请用新密码登录', result: null } }
      : { body: { code: 1, message: '重设链接无效或已过期' } },
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(routes);
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('/resetPassword (docs/behaviour.md §4.8)', () => {
  it('checks the registration’s rules, sets the password with the link’s token, then opens the login dialog', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ResetPasswordPage />, { route: '/resetPassword?t=good-token' });
    await user.type(field('新密码'), '123456');
    await user.type(field('确认新密码'), '654321');
    await user.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('密码格式应为6-18位数字、字母、符号的任意两种组合')).toBeInTheDocument();
    expect(screen.getByText('两次密码不一致')).toBeInTheDocument();
    expect(api.calls('POST /api/user/resetPassword')).toHaveLength(0);

    await user.clear(field('新密码'));
    await user.type(field('新密码'), 'N3w-secret');
    await user.clear(field('确认新密码'));
    await user.type(field('确认新密码'), 'N3w-secret');
    await user.click(screen.getByRole('button', { name: '重设密码' }));
    expect(await screen.findByText('密码已重设，请用新密码登录')).toBeInTheDocument();
    expect(api.calls('POST /api/user/resetPassword')[0].body).toEqual({ t: 'good-token', password: 'N3w-secret' });
    expect(store.getState().user.showLogin).toBe(true);
  });

  it('says so when the link is used, expired or damaged, and keeps the form', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ResetPasswordPage />, { route: '/resetPassword?t=used-token' });
    await user.type(field('新密码'), 'N3w-secret');
    await user.type(field('确认新密码'), 'N3w-secret');
    await user.click(screen.getByRole('button', { name: '重设密码' }));
    await waitFor(() => expect(store.getState().notices.items.map((n) => n.message)).toContain('重设链接无效或已过期'));
    expect(screen.getByRole('button', { name: '重设密码' })).toBeInTheDocument();
    expect(store.getState().user.showLogin).toBe(false);
  });

  it('without a token it explains and cannot submit', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/resetPassword' });
    expect(screen.getByRole('button', { name: '重设密码' })).toBeDisabled();
    expect(screen.getByText(/链接不完整/)).toBeInTheDocument();
  });
});
