import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';
import { ArticleEditorPage } from './ArticleEditorPage';

// docs/behaviour.md §9.6: the editor's 所属专栏 offers none and every series, shows the stored one,
// and sends `series_id` (null takes the post out of its series).
jest.mock('./MarkdownEditor', () => ({
  MarkdownEditor: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const ARTICLE = {
  id: 7,
  article_title: '第二章',
  article_content: '正文',
  article_description: '',
  article_cover: '',
  category_name: '随笔',
  tagNameList: [],
  status: 'public',
  is_top: 2,
  type: 1,
  origin_url: '',
  view_times: 0,
  series_id: 3,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
};
const series = (id: number, name: string) => ({
  id,
  name,
  description: '',
  cover: '',
  postCount: 1,
  createdAt: '2026-11-01 10:00:00',
  updatedAt: '2026-11-01 10:00:00',
});
const ok = (result: unknown) => ({ body: { code: 0, message: '', result } });

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/article/:id': () => ok(ARTICLE),
    'PUT /api/admin/article/:id': ({ params }) => ok({ id: Number(params.id), version: 2 }),
    'GET /api/admin/series': () => ok([series(3, '砚边札记'), series(5, '墨池')]),
    'GET /api/category/getCategoryDictionary': () => ok([]),
    'GET /api/tag/getTagDictionary': () => ok([]),
  });
});
afterAll(() => api.close());
beforeEach(() => localStorage.clear());

const renderEditor = () =>
  renderAsAdmin(
    <Routes>
      <Route path="/admin/articles/:id" element={<ArticleEditorPage />} />
      <Route path="/admin/articles" element={<p>文章列表</p>} />
    </Routes>,
    '/admin/articles/7',
  );
const lastPut = () => api.calls('PUT /api/admin/article/7').at(-1)?.body;

describe('所属专栏 in the article editor', () => {
  it('shows the stored series and sends another one chosen', async () => {
    const user = userEvent.setup();
    renderEditor();
    const field = await screen.findByRole('combobox', { name: '所属专栏' });
    await waitFor(() => expect(field).toHaveTextContent('砚边札记'));
    await user.click(field);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['无', '砚边札记', '墨池']);
    await user.click(screen.getByRole('option', { name: '墨池' }));
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(lastPut()).toMatchObject({ series_id: 5 }));
  });

  it('sends null when 无 is chosen, taking the post out', async () => {
    const user = userEvent.setup();
    renderEditor();
    const field = await screen.findByRole('combobox', { name: '所属专栏' });
    await waitFor(() => expect(field).toHaveTextContent('砚边札记'));
    await user.click(field);
    await user.click(screen.getByRole('option', { name: '无' }));
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(lastPut()).toMatchObject({ series_id: null }));
  });
});
