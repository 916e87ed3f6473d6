import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ArticleEditorPage } from './ArticleEditorPage';

// docs/behaviour.md §11.1: 定时发布 in the editor; the server decides from the time it is sent.
// §11.2: each save names the version it was made from, and a refusal says why.
const STALE = '文章已在其他地方修改过，请刷新后再保存（为避免覆盖，本次修改未保存）';
jest.mock('./MarkdownEditor', () => ({
  MarkdownEditor: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const SCHEDULED = {
  id: 10,
  article_title: '等待中的文章',
  article_content: '正文',
  article_description: '',
  article_cover: '',
  category_name: '随笔',
  tagNameList: [],
  status: 'scheduled',
  publish_at: '2030-01-01 09:00:00',
  version: 7,
  is_top: 2,
  type: 1,
  origin_url: '',
  view_times: 0,
  createdAt: '2030-01-01 09:00:00',
  updatedAt: '2026-11-01 10:00:00',
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/article/:id': ({ params }) => ({
      body: { code: 0, message: '', result: { ...SCHEDULED, id: Number(params.id) } },
    }),
    // 10 saves (each raising the version); 12 was saved elsewhere since it was read.
    'PUT /api/admin/article/:id': ({ params }) =>
      params.id === '12'
        ? { status: 409, body: { code: 409, message: STALE } }
        : { body: { code: 0, message: '', result: { id: Number(params.id), version: 8 } } },
    'POST /api/admin/article': () => ({ body: { code: 0, message: '', result: { id: 11 } } }),
    'GET /api/category/getCategoryDictionary': () => ({ body: { code: 0, message: '', result: [] } }),
    'GET /api/tag/getTagDictionary': () => ({ body: { code: 0, message: '', result: [] } }),
  });
});
afterAll(() => api.close());
beforeEach(() => localStorage.clear());

const renderEditor = (path: string) =>
  renderAsAdmin(
    <Routes>
      <Route path="/admin/articles/:id" element={<ArticleEditorPage />} />
      <Route path="/admin/articles" element={<p>文章列表</p>} />
    </Routes>,
    path,
  );

describe('定时发布 in the editor', () => {
  it('shows a scheduled article as 定时 with its time; 更新 keeps the time, a cleared one publishes now', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/10');
    expect(await screen.findByTestId('article-status')).toHaveTextContent('状态：定时，到时自动发布，之前读者看不到');
    const field = await screen.findByLabelText('定时发布');
    await waitFor(() => expect(field).toHaveValue('2030-01-01T09:00'));
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/article/10')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/article/10')[0].body).toMatchObject({
      status: 'public',
      publish_at: '2030-01-01 09:00:00',
      version: 7,
    });
    expect(await screen.findByText('已设定定时发布，到时自动公开')).toBeInTheDocument();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/article/10')).toHaveLength(2));
    expect(api.calls('PUT /api/admin/article/10')[1].body).toMatchObject({
      status: 'public',
      publish_at: null,
      version: 8,
    });
  });

  it('a save refused as stale (409) shows the server’s reason and keeps the text', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/12');
    await waitFor(() => expect(screen.getByLabelText('正文')).toHaveValue('正文'));
    await user.type(screen.getByLabelText('正文'), '，我的修改');
    await user.click(await screen.findByRole('button', { name: '更新' }));
    expect(await screen.findByText(STALE)).toBeInTheDocument();
    expect(api.calls('PUT /api/admin/article/12')[0].body).toMatchObject({ version: 7 });
    expect(screen.getByLabelText('正文')).toHaveValue('正文，我的修改');
  });
});
