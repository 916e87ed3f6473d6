import { screen, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderSignedIn } from '@/shared/testing/renderSignedIn';
import { TotpSection } from './TotpSection';

// The browser's ceremony is WebAuthn's (e2e/passkeys.spec.ts drives a real one); here it answers at once.
jest.mock('@/shared/lib/passkeyCeremony', () => ({
  PASSKEY_CANCELLED: '通行密钥操作已取消或不可用',
  signWithPasskey: jest.fn(async () => ({ id: 'key-1', response: { signature: 'sig' } })),
}));

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const KEY = { id: 'key-1', name: '手机', createdAt: '2026-11-29 10:00:00', lastUsedAt: null };
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/account/security': () => ok({ totp: true, recoveryCodesLeft: 10 }),
    'GET /api/account/passkeys': () => ok([KEY]),
    'POST /api/account/passkeys/checkOptions': () => ok({ challenge: 'check-challenge' }),
    'POST /api/account/recoveryCodes': () => ok({ recoveryCodes: ['aaaaa-bbbbb'] }),
    'POST /api/account/totp/disable': () => ok(null, '两步验证已关闭'),
  });
});
afterAll(() => api.close());

const setup = () => renderSignedIn(<TotpSection />, api.transport).user;

describe('两步验证 on, with a passkey (docs/behaviour.md §4.7)', () => {
  it('重新生成恢复码 without a typed code takes the passkey as the fresh check', async () => {
    const user = setup();
    const renew = await screen.findByRole('button', { name: '重新生成恢复码' });
    await waitFor(() => expect(renew).toBeEnabled());
    await user.click(renew);
    expect(await screen.findByText('aaaaa-bbbbb')).toBeInTheDocument();
    expect(api.calls('POST /api/account/recoveryCodes').at(-1)?.body).toEqual({
      passkey: { id: 'key-1', response: { signature: 'sig' } },
    });
  });

  it('关闭两步验证 sends the typed code when there is one', async () => {
    const user = setup();
    await user.type(await screen.findByLabelText('验证码', { selector: 'input' }), '123456');
    await user.click(screen.getByRole('button', { name: '关闭两步验证' }));
    await waitFor(() => expect(api.calls('POST /api/account/totp/disable')).toHaveLength(1));
    expect(api.calls('POST /api/account/totp/disable')[0].body).toEqual({ code: '123456' });
  });
});
