import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ArticleEditorPage } from './ArticleEditorPage';
import { draftKey, saveDraft } from './draftStore';
import { EMPTY_VALUES } from './editorValues';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Two shared cores and a real local server: give slow answers time instead of failing on load.
configure({ asyncUtilTimeout: 5000 });

// md-editor-rt's CodeMirror does not run in jsdom: a textarea stands in for the editor's text.
jest.mock('./MarkdownEditor', () => ({
  MarkdownEditor: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    'GET /api/admin/article/7': () => ({
      body: {
        code: 0,
        message: '',
        result: {
          id: 7,
          article_title: '服务端标题',
          article_content: '服务端正文',
          article_description: '',
          article_cover: '',
          category_name: '随笔',
          tagNameList: ['砚'],
          status: 'public',
          is_top: 2,
          type: 1,
          origin_url: '',
          view_times: 0,
          createdAt: '2026-11-01 10:00:00',
          updatedAt: '2026-11-01 10:00:00',
        },
      },
    }),
    'PUT /api/admin/article/7': () => ({ body: { code: 0, message: '', result: { id: 7 } } }),
    'GET /api/category/getCategoryDictionary': () => ({ body: { code: 0, message: '', result: [] } }),
    'GET /api/tag/getTagDictionary': () => ({ body: { code: 0, message: '', result: [] } }),
  });
});
afterAll(() => api.close());
beforeEach(() => localStorage.clear());

const renderEditor = (path: string) =>
  renderAsAdmin(
    <Routes>
      <Route path="/admin/articles/new" element={<ArticleEditorPage />} />
      <Route path="/admin/articles/:id" element={<ArticleEditorPage />} />
    </Routes>,
    path,
  );

describe('the article editor draft', () => {
  it('keeps a local draft while typing and restores it after a reload, with a notice', async () => {
    const user = userEvent.setup();
    const first = renderEditor('/admin/articles/new');
    await user.type(await screen.findByLabelText('文章标题', { exact: false }), '草稿标题');
    await user.type(screen.getByLabelText('正文'), '写到一半');
    await waitFor(() => expect(localStorage.getItem(draftKey('new'))).toContain('写到一半'));
    first.unmount(); // the tab crashed

    renderEditor('/admin/articles/new');
    expect(await screen.findByText(/已恢复 .* 自动保存的本地草稿/)).toBeInTheDocument();
    expect(screen.getByLabelText('文章标题', { exact: false })).toHaveValue('草稿标题');
    expect(screen.getByLabelText('正文')).toHaveValue('写到一半');

    await user.click(screen.getByRole('button', { name: '放弃草稿' }));
    expect(screen.getByLabelText('正文')).toHaveValue('');
    expect(localStorage.getItem(draftKey('new'))).toBeNull();
  });

  it("restores an existing article's draft over the server copy, and forgets it once saved", async () => {
    const user = userEvent.setup();
    saveDraft(7, { ...EMPTY_VALUES, article_title: '本地标题', article_content: '本地正文', category_name: '随笔' });
    renderEditor('/admin/articles/7');
    expect(await screen.findByText(/自动保存的本地草稿/)).toBeInTheDocument();
    expect(screen.getByLabelText('正文')).toHaveValue('本地正文');

    await user.click(screen.getByRole('button', { name: '保存文章' }));
    await waitFor(() => expect(api.calls('PUT /api/admin/article/7')).toHaveLength(1));
    expect(api.calls('PUT /api/admin/article/7')[0].body).toMatchObject({
      article_title: '本地标题',
      article_content: '本地正文',
      category_name: '随笔',
    });
    await waitFor(() => expect(localStorage.getItem(draftKey(7))).toBeNull());
  });

  it('shows the server copy when there is no draft', async () => {
    renderEditor('/admin/articles/7');
    await waitFor(() => expect(screen.getByLabelText('正文')).toHaveValue('服务端正文'));
    expect(screen.queryByText(/本地草稿/)).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(localStorage.getItem(draftKey(7))).toBeNull();
  });
});
