import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import RevisionsDialog, { RESTORE_QUESTION } from './RevisionsDialog';

// docs/behaviour.md §11.3: the list, the diff of two ticked revisions, 恢复此版本 after a confirm.
const summary = (id: number, kind: string, delta: number, title: string) => ({
  id,
  kind,
  author_id: 1,
  authorName: '作者',
  article_title: title,
  status: 'public',
  word_count: 100,
  word_delta: delta,
  createdAt: `2026-11-0${id} 10:00:00`,
});
const whole = (id: number, title: string, content: string, tags: string[]) => ({
  ...summary(id, 'manual', 0, title),
  article_id: 5,
  article_content: content,
  article_cover: '',
  category_name: '随笔',
  tagNameList: tags,
});
const BODIES: Record<string, ReturnType<typeof whole>> = {
  '1': whole(1, '旧标题', '第一行\n旧的一行', ['甲']),
  '2': whole(2, '新标题', '第一行\n新的一行', ['甲', '乙']),
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/article/:id/revisions': () => ({
      body: {
        code: 0,
        message: '',
        result: [summary(2, 'autosave', -30, '新标题'), summary(1, 'manual', 120, '旧标题')],
      },
    }),
    'GET /api/admin/article/:id/revisions/:revisionId': ({ params }) => ({
      body: { code: 0, message: '', result: BODIES[params.revisionId] },
    }),
    'POST /api/admin/article/:id/revisions/:revisionId/restore': () => ({
      body: { code: 0, message: '已恢复', result: { id: 5, version: 9, revisionId: 3 } },
    }),
  });
});
afterAll(() => api.close());

it('lists revisions, shows the diff of two, and restores one after a confirm', async () => {
  const user = userEvent.setup();
  const onRestored = jest.fn();
  renderAsAdmin(<RevisionsDialog articleId={5} onClose={() => undefined} onRestored={onRestored} />);
  expect(await screen.findByText(/2026-11-02 10:00:00 · 作者 · 自动保存/)).toBeInTheDocument();
  expect(screen.getByText(/2026-11-01 10:00:00 · 作者 · 手动保存/)).toBeInTheDocument();
  expect(screen.getByText(/（−30）/)).toBeInTheDocument();
  expect(screen.getByText(/（\+120）/)).toBeInTheDocument();

  await user.click(screen.getByLabelText('选择 2026-11-02 10:00:00 的版本'));
  await user.click(screen.getByLabelText('选择 2026-11-01 10:00:00 的版本'));
  const diff = await screen.findByTestId('revision-diff', {}, { timeout: 10_000 });
  expect(within(diff).getByText(/标题：/)).toHaveTextContent('标题：旧标题 → 新标题');
  expect(within(diff).getByText(/标签：/)).toHaveTextContent('标签：甲 → 甲、乙');
  expect(
    within(diff)
      .getByText(/旧的一行/)
      .closest('[data-kind]'),
  ).toHaveAttribute('data-kind', 'removed');
  expect(
    within(diff)
      .getByText(/新的一行/)
      .closest('[data-kind]'),
  ).toHaveAttribute('data-kind', 'added');

  await user.click(screen.getAllByRole('button', { name: '恢复此版本' })[1]);
  expect(screen.getByText(RESTORE_QUESTION)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '确定' }));
  await waitFor(() => expect(onRestored).toHaveBeenCalledWith(9, expect.objectContaining({ id: 1 })), {
    timeout: 10_000,
  });
  expect(api.calls('POST /api/admin/article/5/revisions/1/restore')).toHaveLength(1);
}, 30_000);
