import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { PushChannelsSection } from './PushChannelsSection';

// docs/behaviour.md §5.3.1: the desk lists the push channels, never shows a stored secret, sends an
// edit without the secrets left empty (the server keeps them), sends a new channel's fields by type,
// and shows a test's remote answer verbatim.
let api: Awaited<ReturnType<typeof startLocalApi>>;
const dingtalk = {
  id: 3,
  type: 'dingtalk',
  name: '钉钉群',
  enabled: true,
  baseUrl: '',
  chatId: '',
  secretsSet: { url: true, token: false, key: false, sign: true },
};
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/push/channels': () => ({ body: { code: 0, message: '', result: [dingtalk] } }),
    'POST /api/push/channels': () => ({ body: { code: 0, message: '保存成功', result: { id: 4 } } }),
    'POST /api/push/test/:id': () => ({
      body: {
        code: 0,
        message: '发送失败',
        result: { ok: false, response: 'HTTP 200 {"errcode":310000,"errmsg":"sign not match"}' },
      },
    }),
  });
});
afterAll(() => api.close());

const field = (scope: HTMLElement, label: string) =>
  within(scope).getByLabelText(label, { selector: 'input', exact: false });

describe('即时通讯推送', () => {
  jest.setTimeout(90_000);
  it('tests a channel, keeps stored secrets on edit, and adds a Telegram channel', async () => {
    const user = userEvent.setup();
    renderAsAdmin(<PushChannelsSection />);
    const row = await screen.findByRole('listitem', { name: '钉钉群' });
    expect(row).toHaveTextContent('钉钉群（钉钉）');

    await user.click(within(row).getByRole('button', { name: '测试' }));
    expect(await screen.findByTestId('push-answer')).toHaveTextContent(
      'HTTP 200 {"errcode":310000,"errmsg":"sign not match"}',
    );
    expect(api.calls('POST /api/push/test/3')).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: '编辑' }));
    const edit = screen.getByRole('form', { name: '编辑钉钉群' });
    expect(field(edit, 'Webhook 地址')).toHaveValue('');
    expect(within(edit).getAllByText(/已设置（加密保存）；留空则不修改/)).toHaveLength(2);
    await user.clear(field(edit, '名称'));
    await user.type(field(edit, '名称'), '值班群');
    await user.click(within(edit).getByRole('button', { name: '保存渠道' }));
    await waitFor(() => expect(api.calls('POST /api/push/channels')).toHaveLength(1));
    expect(api.calls('POST /api/push/channels')[0].body).toEqual({
      id: 3,
      type: 'dingtalk',
      name: '值班群',
      enabled: true,
      baseUrl: '',
      chatId: '',
    });

    await user.click(await screen.findByRole('button', { name: '添加渠道' }));
    const add = screen.getByRole('form', { name: '添加推送渠道' });
    await user.click(within(add).getByRole('combobox', { name: '类型' }));
    await user.click(await screen.findByRole('option', { name: 'Telegram' }));
    await user.type(field(add, 'Bot Token'), '123:ABC');
    await user.type(field(add, 'Chat ID'), '-1001');
    await user.click(within(add).getByRole('button', { name: '保存渠道' }));
    await waitFor(() => expect(api.calls('POST /api/push/channels')).toHaveLength(2));
    expect(api.calls('POST /api/push/channels')[1].body).toEqual({
      type: 'telegram',
      name: 'Telegram',
      enabled: true,
      baseUrl: '',
      chatId: '-1001',
      token: '123:ABC',
    });
  });
});
