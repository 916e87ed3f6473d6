import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { WordListsPage } from './WordListsPage';

// 敏感词 (docs/behaviour.md §13.1): the desk edits the lists and saves them all at once.
let api: Awaited<ReturnType<typeof startLocalApi>>;
const settings = {
  max_links: 2,
  min_fill_seconds: 3,
  captcha_max_number: 50_000,
  review_comment: 'flagged',
  review_message: 'flagged',
  review_talk_comment: 'flagged',
  review_link: 'all',
};
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/spam/words': () => ({
      body: { code: 0, message: '', result: [{ name: '广告', action: 'mask', words: ['代开', '刷单'] }] },
    }),
    'PUT /api/admin/spam/words': () => ({ body: { code: 0, message: '保存成功', result: null } }),
    'GET /api/admin/spam/settings': () => ({ body: { code: 0, message: '', result: settings } }),
    'PUT /api/admin/spam/settings': ({ body }) => ({ body: { code: 0, message: '保存成功', result: body } }),
  });
});
afterAll(() => api.close());
jest.setTimeout(60_000);

test('shows the lists, adds one and saves every list, a word a line', async () => {
  renderAsAdmin(<WordListsPage />);
  expect(await screen.findByLabelText('词语（每行一个）')).toHaveValue('代开\n刷单');
  fireEvent.click(screen.getByRole('button', { name: '添加词表' }));
  const added = screen.getByRole('region', { name: '词表 2' });
  fireEvent.change(within(added).getByLabelText('词表名称'), { target: { value: '违禁' } });
  fireEvent.change(within(added).getByLabelText('词语（每行一个）'), { target: { value: ' 坏词 \n\n另一个' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/spam/words')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/spam/words')[0].body).toEqual({
    lists: [
      { name: '广告', action: 'mask', words: ['代开', '刷单'] },
      { name: '违禁', action: 'mask', words: ['坏词', '另一个'] },
    ],
  });
});

test('saves the thresholds', async () => {
  renderAsAdmin(<WordListsPage />);
  const links = await screen.findByLabelText('链接数超过此值时转人工审核', {}, { timeout: 10_000 });
  fireEvent.change(links, { target: { value: '5' } });
  // The captcha's difficulty (docs/behaviour.md §13.1), never below the server's floor.
  const difficulty = screen.getByLabelText('人机验证难度（最大计算次数，越大越难）');
  fireEvent.change(difficulty, { target: { value: '200000' } });
  fireEvent.click(screen.getByRole('button', { name: '保存设置' }));
  await waitFor(() => expect(api.calls('PUT /api/admin/spam/settings')).toHaveLength(1));
  expect(api.calls('PUT /api/admin/spam/settings')[0].body).toMatchObject({
    max_links: 5,
    min_fill_seconds: 3,
    captcha_max_number: 200_000,
  });
  fireEvent.change(difficulty, { target: { value: '10' } });
  expect(difficulty).toHaveValue(1000);
});
