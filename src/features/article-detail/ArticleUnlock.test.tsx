import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { articleDetail } from '@/shared/testing/articleDetail';
import { ArticleDetail } from './ArticleDetail';

// docs/behaviour.md §11.4: a protected article shows its title and the password form; the body
// comes from the unlock answer.
const summary = articleDetail({
  id: 5,
  article_title: '上锁的文章',
  categoryName: '加密',
  access_protected: true,
  access_hint: '芝麻开门',
});
const locked = { ...summary, article_content: '', article_html: '', article_toc: [], access_locked: true };
const opened = {
  ...summary,
  article_content: '秘密正文',
  article_html: '<p>秘密正文</p>',
  article_toc: [],
  access_locked: false,
};

describe('ArticleUnlock', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    api = await startLocalApi({
      'GET /api/article/getArticleById/5': () => ({ body: { code: 0, message: 'ok', result: locked } }),
      'POST /api/article/unlock/5': (request) =>
        (request.body as { password: string }).password === 'right'
          ? { body: { code: 0, message: 'ok', result: opened } }
          : { status: 403, body: { code: 403, message: '访问密码错误' } },
    });
  });
  afterEach(async () => {
    cleanup();
    await api.close();
  });

  it('asks for the password with the hint, shows the server message, then the body', async () => {
    renderWithProviders(<ArticleDetail id={5} footer={() => <p>评论区</p>} />, { route: '/article?id=5' });
    const field = await screen.findByLabelText('访问密码');
    expect(screen.getByText('提示：芝麻开门')).toBeTruthy();
    expect(screen.queryByText('评论区')).toBeNull();
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: '查看文章' }));
    expect(await screen.findByText('访问密码错误')).toBeTruthy();
    expect(screen.queryByText('秘密正文')).toBeNull();
    fireEvent.change(field, { target: { value: 'right' } });
    fireEvent.click(screen.getByRole('button', { name: '查看文章' }));
    expect(await screen.findByText('秘密正文')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText('访问密码')).toBeNull());
    expect(screen.getByText('评论区')).toBeTruthy();
  });
});
