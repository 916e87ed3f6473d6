import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ENROL_INTRO } from './EnrolmentForm';
import { LoginDialog } from './LoginDialog';
import { loginDialogOpened } from './userSlice';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const CODES = ['aaaaa-bbbbb', 'ccccc-ddddd'];
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/user/login': () => ok({ needEnrolment: true, ticket: 'enrol-1' }, '管理员须先设置二次验证'),
    'POST /api/user/login/enrol/totpBegin': () =>
      ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,' }),
    'POST /api/user/login/enrol/totpConfirm': ({ body }) =>
      (body as { code: string }).code === '123456'
        ? ok({ token: 'tok-enrolled', id: 5, username: 'author', role: 1, recoveryCodes: CODES })
        : { body: { code: 1, message: '验证码错误' } },
    'GET /api/user/getUserInfoById/5': () => ok({ id: 5, role: 1, nick_name: '作者', avatar: '' }),
  });
});
afterAll(() => api.close());

describe('LoginDialog enrolment (docs/behaviour.md §4.1, docs/security.md "Second factor")', () => {
  it('an administrator who must enrol sets up the app with the ticket; the token comes after the codes', async () => {
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
    expect(await screen.findByText(ENROL_INTRO)).toBeInTheDocument();
    expect(store.getState().user.token).toBeNull();
    await user.click(screen.getByRole('button', { name: '启用两步验证' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('验证码', { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: '确认启用' }));
    expect(await screen.findByText(CODES[0])).toBeInTheDocument();
    expect(store.getState().user.token).toBeNull();
    expect(api.calls('POST /api/user/login/enrol/totpConfirm').at(-1)?.body).toEqual({
      ticket: 'enrol-1',
      code: '123456',
    });
    await user.click(screen.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(store.getState().user.showLogin).toBe(false));
    expect(store.getState().user.token).toBe('tok-enrolled');
  });
});
