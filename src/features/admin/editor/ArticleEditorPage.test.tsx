import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { ArticleEditorPage } from './ArticleEditorPage';
import { draftKey, saveDraft } from './draftStore';
import { EMPTY_VALUES } from './editorValues';
import { renderAsAdmin } from '@/shared/testing/renderAsAdmin';

// Two shared cores and a real local server: give slow answers time instead of failing on load.

// md-editor-rt's CodeMirror does not run in jsdom: a textarea stands in for the editor's text.
jest.mock('./MarkdownEditor', () => ({
  MarkdownEditor: ({ value, onChange }: { value: string; onChange: (v: string) => void }) => (
    <textarea aria-label="正文" value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const STORED: Record<string, string> = { '7': 'public', '8': 'draft', '9': 'private' };

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi({
    // 7 is public, 8 a draft, 9 private.
    'GET /api/admin/article/:id': ({ params }) => ({
      body: {
        code: 0,
        message: '',
        result: {
          id: Number(params.id),
          article_title: '服务端标题',
          article_content: '服务端正文',
          article_description: '',
          article_cover: '',
          category_name: '随笔',
          tagNameList: ['砚'],
          status: STORED[params.id] ?? 'public',
          is_top: 2,
          type: 1,
          origin_url: '',
          view_times: 0,
          createdAt: '2026-11-01 10:00:00',
          updatedAt: '2026-11-01 10:00:00',
        },
      },
    }),
    'PUT /api/admin/article/:id': ({ params }) => ({
      body: { code: 0, message: '', result: { id: Number(params.id) } },
    }),
    'POST /api/admin/article': () => ({ body: { code: 0, message: '', result: { id: 8 } } }),
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
      <Route path="/admin/articles" element={<p>文章列表</p>} />
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

    await user.click(screen.getByRole('button', { name: '更新' }));
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

describe('the article editor actions', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, body: string) => {
    await user.type(await screen.findByLabelText('文章标题', { exact: false }), '新文章');
    await user.type(screen.getByLabelText('正文'), body);
    await user.type(screen.getByLabelText('分类', { exact: false }), '随笔');
  };
  const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);
  const lastBody = (key: string) => api.calls(key).at(-1)?.body;

  it('a new article: its status next to 保存草稿 and 发布; 发布 sends it public', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/new');
    expect(await screen.findByTestId('article-status')).toHaveTextContent('状态：草稿（未保存），读者看不到');
    expect(buttons()).toEqual(expect.arrayContaining(['保存草稿', '设为私密', '发布']));
    expect(buttons()).not.toContain('发布文章');
    expect(screen.queryByLabelText('状态')).toBeNull();

    await fill(user, '正文');
    const before = api.calls('POST /api/admin/article').length;
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(api.calls('POST /api/admin/article')).toHaveLength(before + 1));
    expect(lastBody('POST /api/admin/article')).toMatchObject({ article_title: '新文章', status: 'public' });
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(await screen.findByText('文章列表')).toBeInTheDocument();
  });

  it('保存草稿 sends a draft and keeps the saved article open, its next save an edit', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/new');
    await fill(user, '写到一半');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(lastBody('POST /api/admin/article')).toMatchObject({ status: 'draft' }));
    expect(await screen.findByText('草稿已保存')).toBeInTheDocument();
    // Now the stored draft 8: saving again edits it instead of creating another article.
    await waitFor(() => expect(screen.getByTestId('article-status')).toHaveTextContent('状态：草稿，读者看不到'));
    const posts = api.calls('POST /api/admin/article').length;
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(lastBody('PUT /api/admin/article/8')).toMatchObject({ status: 'public' }));
    expect(api.calls('POST /api/admin/article')).toHaveLength(posts);
  });

  it('a public article says 更新, which keeps it public; 转为草稿 takes it back', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/7');
    expect(await screen.findByTestId('article-status')).toHaveTextContent('状态：公开，读者可见');
    expect(buttons()).toEqual(expect.arrayContaining(['转为草稿', '设为私密', '更新']));
    expect(buttons()).not.toContain('发布');
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(lastBody('PUT /api/admin/article/7')).toMatchObject({ status: 'public' }));
    expect(await screen.findByText('更新成功')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '转为草稿' }));
    await waitFor(() => expect(lastBody('PUT /api/admin/article/7')).toMatchObject({ status: 'draft' }));
  });

  it('a private article: 更新 keeps it private, 发布 makes it public', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/9');
    expect(await screen.findByTestId('article-status')).toHaveTextContent('状态：私密，仅自己可见');
    await user.click(screen.getByRole('button', { name: '更新' }));
    await waitFor(() => expect(lastBody('PUT /api/admin/article/9')).toMatchObject({ status: 'private' }));
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(lastBody('PUT /api/admin/article/9')).toMatchObject({ status: 'public' }));
  });

  it('refuses to send a body with an image without an address, saying where it is', async () => {
    const user = userEvent.setup();
    renderEditor('/admin/articles/new');
    await fill(user, '第一行{enter}![[]()');
    const before = api.calls('POST /api/admin/article').length;
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '正文第 2 行的图片没有地址（![]()），请上传图片或删除它',
    );
    expect(api.calls('POST /api/admin/article')).toHaveLength(before);
  });
});
