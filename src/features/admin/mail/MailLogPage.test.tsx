import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { MailLogPage } from './MailLogPage';

// docs/behaviour.md §5.4: 发送记录 names each row's channel (邮件 or the push type) and resends a
// failed push row like a mail.
let api: Awaited<ReturnType<typeof startLocalApi>>;
const row = (id: number, channel: string, recipient: string, status: string, lastResponse: string) => ({
  id,
  kind: 'comment',
  channel,
  recipient,
  subject: '[砚] 读者甲 评论了文章《公开文章》',
  status,
  attempts: 6,
  lastResponse,
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01 08:00:00',
  sentAt: null,
});
beforeAll(async () => {
  api = await startLocalApi({
    'POST /api/mail/log': () => ({
      body: {
        code: 0,
        message: '',
        result: {
          current: 1,
          size: 20,
          total: 2,
          list: [
            row(2, 'feishu', '飞书群', 'failed', 'HTTP 200 {"code":19021,"msg":"sign match fail"}'),
            row(1, 'email', 'me@example.com', 'sent', '250 2.0.0 Ok'),
          ],
        },
      },
    }),
    'POST /api/mail/resend/2': () => ({ body: { code: 0, message: '已重新加入发送队列', result: null } }),
  });
});
afterAll(() => api.close());

describe('发送记录', () => {
  jest.setTimeout(90_000);
  it('names each row’s channel and resends a push row', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<MailLogPage />);
    const push = (await screen.findByText('飞书群')).closest('tr') as HTMLElement;
    expect(within(push).getByText('飞书')).toBeInTheDocument();
    expect(push).toHaveTextContent('HTTP 200 {"code":19021,"msg":"sign match fail"}');
    const mail = screen.getByText('me@example.com').closest('tr') as HTMLElement;
    expect(within(mail).getByText('邮件')).toBeInTheDocument();
    await user.click(within(push).getByRole('button', { name: '重新发送' }));
    await waitFor(() => expect(api.calls('POST /api/mail/resend/2')).toHaveLength(1));
  });
});
