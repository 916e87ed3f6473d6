import { screen, waitFor } from '@testing-library/react';
import { ADMIN_FACTOR_FIRST } from '@protocol/accountRules';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderSignedIn } from '@/shared/testing/renderSignedIn';
import { AdminPolicySection } from './AdminPolicySection';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
let status: { totp: boolean; recoveryCodesLeft: number; adminSecondFactor?: boolean };
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/account/passkeys': () => ok([]),
    'GET /api/account/security': () => ok(status),
    'POST /api/account/adminPolicy': ({ body }) => {
      status = { ...status, adminSecondFactor: (body as { adminSecondFactor: boolean }).adminSecondFactor };
      return ok(null);
    },
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
});

const setup = () => renderSignedIn(<AdminPolicySection />, api.transport);

describe('管理员二次验证 (docs/behaviour.md §4.7)', () => {
  it('is not shown to a plain user', async () => {
    status = { totp: true, recoveryCodesLeft: 10 };
    setup();
    await waitFor(() => expect(api.calls('GET /api/account/security')).toHaveLength(1));
    expect(screen.queryByText('要求管理员使用二次验证')).toBeNull();
  });

  it('an admin without a factor is told to add one first; nothing is sent', async () => {
    status = { totp: false, recoveryCodesLeft: 0, adminSecondFactor: false };
    const { store, user } = setup();
    await user.click(await screen.findByRole('switch', { name: '要求管理员使用二次验证' }));
    expect(store.getState().notices.items.map((n) => n.message)).toContain(ADMIN_FACTOR_FIRST);
    expect(api.calls('POST /api/account/adminPolicy')).toHaveLength(0);
  });

  it('an admin with the app turns it on with a 验证码', async () => {
    status = { totp: true, recoveryCodesLeft: 10, adminSecondFactor: false };
    const { user } = setup();
    const toggle = await screen.findByRole('switch', { name: '要求管理员使用二次验证' });
    await user.type(screen.getByLabelText('验证码', { selector: 'input' }), '123456');
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.calls('POST /api/account/adminPolicy').at(-1)?.body).toEqual({
      adminSecondFactor: true,
      code: '123456',
    });
  });
});
