import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { MailSettingsPage } from './MailSettingsPage';

// docs/behaviour.md §5.3: the desk says whether mail is on, never shows the password, keeps it when
// the field is left empty, and shows the SMTP server's answer to a test mail verbatim. §5.4: the
// author's notices go at once or as one daily digest at a chosen hour.
let api: Awaited<ReturnType<typeof startLocalApi>>;
const desk = {
  host: 'smtp.example.com',
  port: 587,
  tls: 'starttls',
  username: 'blog',
  passwordSet: true,
  fromName: '砚',
  fromAddress: 'blog@example.com',
  notifyAddress: '',
  authorNotices: 'instant',
  digestHour: 8,
};
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/mail/settings': () => ({
      body: {
        code: 0,
        message: '',
        result: {
          desk,
          active: {
            source: 'desk',
            host: 'smtp.example.com',
            port: 587,
            tls: 'starttls',
            from: '砚 <blog@example.com>',
            notifyAddress: 'blog@example.com',
          },
        },
      },
    }),
    'PUT /api/mail/settings': () => ({ body: { code: 0, message: '保存成功', result: null } }),
    'POST /api/mail/test': () => ({
      body: { code: 0, message: '发送失败', result: { ok: false, response: '535 5.7.8 Error: authentication failed' } },
    }),
  });
});
afterAll(() => api.close());

const field = (label: string) => screen.getByLabelText(label, { selector: 'input', exact: false });

describe('通知设置', () => {
  jest.setTimeout(90_000);
  it('saves without resending the stored password and shows a test mail’s refusal verbatim', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<MailSettingsPage />);
    expect(await screen.findByText(/邮件已开启（后台设置）：smtp.example.com:587/)).toBeInTheDocument();
    expect(field('密码')).toHaveValue('');
    expect(screen.getByText('已设置（加密保存）；留空则不修改')).toBeInTheDocument();

    await user.clear(field('SMTP 服务器'));
    await user.type(field('SMTP 服务器'), 'smtp.qq.com');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(api.calls('PUT /api/mail/settings')).toHaveLength(1));
    const body = api.calls('PUT /api/mail/settings')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ host: 'smtp.qq.com', port: 587, tls: 'starttls', username: 'blog' });
    expect(body).not.toHaveProperty('password');

    await user.type(field('收件地址'), 'me@example.com');
    await user.click(screen.getByRole('button', { name: '发送测试邮件' }));
    expect(await screen.findByTestId('smtp-answer')).toHaveTextContent('535 5.7.8 Error: authentication failed');
  });

  it('switches the author’s notices to one daily digest at the chosen hour', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<MailSettingsPage />);
    await screen.findByText(/邮件已开启/);
    expect(screen.getByRole('combobox', { name: '作者通知' })).toHaveTextContent('即时发送');
    expect(screen.queryByRole('combobox', { name: '汇总时间' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '作者通知' }));
    await user.click(await screen.findByRole('option', { name: '每日汇总' }));
    await user.click(screen.getByRole('combobox', { name: '汇总时间' }));
    await user.click(await screen.findByRole('option', { name: '21:00' }));
    const before = api.calls('PUT /api/mail/settings').length;
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(api.calls('PUT /api/mail/settings')).toHaveLength(before + 1));
    const body = api.calls('PUT /api/mail/settings')[before].body as Record<string, unknown>;
    expect(body).toMatchObject({ authorNotices: 'digest', digestHour: 21 });
  });
});
