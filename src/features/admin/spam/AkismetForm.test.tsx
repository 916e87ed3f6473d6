import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { AkismetForm } from './AkismetForm';

// Akismet 兼容检查 (docs/behaviour.md §13.3): the key goes in, and comes back only as 已设置.
let api: Awaited<ReturnType<typeof startLocalApi>>;
let stored = { enabled: false, endpoint: 'https://rest.akismet.com', keySet: false };
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/spam/akismet': () => ({ body: { code: 0, message: '', result: stored } }),
    'PUT /api/admin/spam/akismet': ({ body }) => {
      const { enabled, endpoint } = body as typeof stored;
      stored = { enabled, endpoint, keySet: true };
      return { body: { code: 0, message: '保存成功', result: stored } };
    },
  });
});
afterAll(() => api.close());
jest.setTimeout(60_000);

test('turns the check on with an address and a key, then shows the key only as stored', async () => {
  renderAsAdmin(<AkismetForm />);
  expect(await screen.findByRole('heading', { name: 'Akismet 兼容检查' }, { timeout: 10_000 })).toBeInTheDocument();
  const endpoint = await screen.findByLabelText('服务地址');
  expect(endpoint).toHaveValue('https://rest.akismet.com');
  expect(screen.getByText('未设置')).toBeInTheDocument();
  fireEvent.click(screen.getByLabelText('启用'));
  fireEvent.change(endpoint, { target: { value: 'https://akismet.example.org' } });
  fireEvent.change(screen.getByLabelText('API 密钥'), { target: { value: 'abc123' } });
  fireEvent.click(screen.getByRole('button', { name: '保存 Akismet 设置' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/spam/akismet')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/spam/akismet')[0].body).toEqual({
    enabled: true,
    endpoint: 'https://akismet.example.org',
    key: 'abc123',
  });
  expect(await screen.findByText('已设置（加密保存）；留空则不修改')).toBeInTheDocument();
  expect(screen.getByLabelText('API 密钥')).toHaveValue('');

  // Saved again with the field empty: no key is sent, so the stored one stays.
  fireEvent.click(screen.getByRole('button', { name: '保存 Akismet 设置' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/spam/akismet')).toHaveLength(2));
  expect(api.calls('PUT /api/admin/spam/akismet')[1].body).not.toHaveProperty('key');
});
