import { screen, waitFor } from '@testing-library/react';
import { createPasskey, signWithPasskey } from '@/shared/lib/passkeyCeremony';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderSignedIn } from '@/shared/testing/renderSignedIn';
import { PasskeysSection } from './PasskeysSection';

// The browser's ceremony is WebAuthn's (e2e/passkeys.spec.ts drives a real one); here it answers at once.
jest.mock('@/shared/lib/passkeyCeremony', () => ({
  PASSKEY_CANCELLED: '通行密钥操作已取消或不可用',
  createPasskey: jest.fn(async () => ({ id: 'new-key', response: {} })),
  signWithPasskey: jest.fn(async () => ({ id: 'key-1', response: { signature: 'sig' } })),
}));

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
let keys: Array<{ id: string; name: string; createdAt: string; lastUsedAt: string | null }> = [];
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/account/security': () => ok({ totp: false, recoveryCodesLeft: 0 }),
    'GET /api/account/passkeys': () => ok(keys),
    'POST /api/account/passkeys/registerOptions': () => ok({ challenge: 'reg-challenge' }),
    'POST /api/account/passkeys/register': ({ body }) => {
      const { name } = body as { name: string };
      keys = [{ id: 'new-key', name, createdAt: '2026-11-29 10:00:00', lastUsedAt: null }];
      return ok(keys[0], '通行密钥已添加');
    },
    'POST /api/account/passkeys/checkOptions': () => ok({ challenge: 'check-challenge' }),
    'POST /api/account/passkeys/remove': () => {
      keys = [];
      return ok(null, '通行密钥已删除');
    },
  });
});
afterAll(() => api.close());

const setup = () => renderSignedIn(<PasskeysSection />, api.transport).user;

describe('通行密钥 (docs/behaviour.md §4.7)', () => {
  it('adds a named passkey after the password, then removes it after a passkey check', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('通行密钥名称', { selector: 'input' }), 'MacBook 指纹');
    await user.type(screen.getByLabelText('当前密码', { selector: 'input' }), 'Right1234');
    await user.click(screen.getByRole('button', { name: '添加通行密钥' }));
    expect(await screen.findByText('MacBook 指纹')).toBeInTheDocument();
    expect(api.calls('POST /api/account/passkeys/registerOptions')[0].body).toEqual({ password: 'Right1234' });
    expect(createPasskey).toHaveBeenCalledWith({ challenge: 'reg-challenge' });
    expect(api.calls('POST /api/account/passkeys/register')[0].body).toEqual({
      name: 'MacBook 指纹',
      credential: { id: 'new-key', response: {} },
    });
    // With a passkey the password no longer serves as the fresh check.
    expect(screen.queryByLabelText('当前密码', { selector: 'input' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('MacBook 指纹')).toBeNull());
    expect(signWithPasskey).toHaveBeenCalledWith({ challenge: 'check-challenge' });
    expect(api.calls('POST /api/account/passkeys/remove')[0].body).toEqual({
      id: 'new-key',
      passkey: { id: 'key-1', response: { signature: 'sig' } },
    });
  });
});
