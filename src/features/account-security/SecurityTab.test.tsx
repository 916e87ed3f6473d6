import { screen, waitFor, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderSignedIn } from '@/shared/testing/renderSignedIn';
import { SecurityTab } from './SecurityTab';

const ok = (result: unknown, message = '成功') => ({ body: { code: 0, message, result } });
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-aaaaa`);
let enabled = false;
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/account/devices': () => ok([]),
    'GET /api/account/passkeys': () => ok([]),
    'GET /api/account/security': () => ok({ totp: enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
    'POST /api/account/totp/begin': ({ body }) =>
      (body as { password?: string }).password === 'Right1234'
        ? ok({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/x',
            qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
          })
        : { body: { code: 1, message: '密码错误' } },
    'POST /api/account/totp/confirm': () => {
      enabled = true;
      return ok({ recoveryCodes: CODES }, '两步验证已启用');
    },
    'POST /api/account/totp/disable': () => {
      enabled = false;
      return ok(null, '两步验证已关闭');
    },
  });
});
afterAll(() => api.close());

const setup = () => renderSignedIn(<SecurityTab />, api.transport);
/** A field of the 两步验证 section (the 通行密钥 section has its own password and code fields). */
const field = (label: string) =>
  within(screen.getByRole('region', { name: '两步验证' })).getByLabelText(label, { selector: 'input' });

describe('账号安全 (docs/behaviour.md §4.7)', () => {
  it('enrols: password, QR code and secret, first code, recovery codes shown once', async () => {
    const { user } = setup();
    const start = await screen.findByRole('button', { name: '启用两步验证' });
    await user.type(field('当前密码'), 'Right1234');
    await user.click(start);
    expect(await screen.findByAltText('两步验证二维码')).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(field('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '确认启用' }));
    const list = await screen.findByRole('list', { name: '恢复码' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(api.calls('POST /api/account/totp/confirm')[0].body).toEqual({ code: '123456' });
    await user.click(screen.getByRole('button', { name: '我已保存' }));
    expect(screen.queryByRole('list', { name: '恢复码' })).toBeNull();
    expect(await screen.findByText('两步验证已启用，剩余恢复码 10 个。')).toBeInTheDocument();
  });

  it('turning it off sends the fresh code', async () => {
    enabled = true;
    const { user } = setup();
    await screen.findByText(/两步验证已启用/);
    expect(screen.getByRole('button', { name: '关闭两步验证' })).toBeDisabled();
    await user.type(field('验证码'), '654321');
    await user.click(screen.getByRole('button', { name: '关闭两步验证' }));
    await waitFor(() => expect(api.calls('POST /api/account/totp/disable')[0]?.body).toEqual({ code: '654321' }));
    expect(await screen.findByRole('button', { name: '启用两步验证' })).toBeInTheDocument();
  });
});
