import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import ArticlePage from './ArticlePage';

const article = {
  id: 3,
  article_title: '防御式 Bash',
  article_description: '摘要',
  article_cover: '',
  category_id: 2,
  categoryName: '工具与效率',
  tagIdList: [5],
  tagNameList: ['Bash'],
  author_id: 1,
  authorName: '砚主',
  is_top: 2,
  status: 1,
  type: 2,
  origin_url: 'https://example.com/original',
  view_times: 1500,
  thumbs_up_times: 3,
  reading_duration: 0,
  createdAt: '2024-03-08 09:12:00',
  updatedAt: '2024-03-09 10:00:00',
  article_content: '## 为什么\n\n正文一段。\n\n### 细节\n\n~~~bash\nset -euo pipefail\n~~~\n\n## 结语\n\n完。\n',
  // What the server renders from it (server/src/lib/markdown): headings with their ids, the code
  // block in md-editor-rt's markup.
  article_html:
    '<h2 id="heading-1">为什么</h2>\n<p>正文一段。</p>\n<h3 id="heading-2">细节</h3>\n' +
    '<details class="md-editor-code" open><summary class="md-editor-code-head">' +
    '<span class="md-editor-code-flag"><span></span><span></span><span></span></span>' +
    '<span class="md-editor-code-action"><span class="md-editor-code-lang">bash</span>' +
    '<span class="md-editor-copy-button" data-tips="复制代码">复制代码</span></span></summary>' +
    '<pre><code class="language-bash"><span class="md-editor-code-block-lines"><span class="md-editor-code-line">' +
    '<span class="md-editor-code-line-content"><span class="hljs-built_in">set</span> -euo pipefail</span>' +
    '</span></span></code></pre></details>\n<h2 id="heading-3">结语</h2>\n<p>完。</p>\n',
  article_toc: [
    { level: 2, text: '为什么' },
    { level: 3, text: '细节' },
    { level: 2, text: '结语' },
  ],
};
const brief = (id: number, title: string) => ({
  id,
  article_title: title,
  article_cover: '',
  createdAt: '2024-01-01 00:00:00',
});

jest.setTimeout(20_000);

describe('ArticlePage', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    api = await startLocalApi({
      'GET /api/article/getArticleById/3': async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { body: { code: 0, message: 'ok', result: article } };
      },
      'GET /api/article/getRecommendArticleById/3': () => ({
        body: {
          code: 0,
          message: 'ok',
          result: {
            previous: brief(2, '更早的一篇'),
            next: brief(4, '更新的一篇'),
            recommend: [brief(9, '同标签文章')],
          },
        },
      }),
      'GET /api/article/getArticleById/99': () => ({ status: 404, body: { code: 404, message: '文章不存在或未公开' } }),
    });
  });
  afterEach(async () => {
    // Leaving the page reports the reading time: let that request reach the server before it closes.
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.close();
  });

  it('shows a skeleton, then the article with its header, contents, origin and neighbours', async () => {
    renderWithProviders(<ArticlePage />, { route: '/article?id=3' });
    expect(screen.getByTestId('article-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '防御式 Bash' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const meta = screen.getByTestId('article-meta');
    expect(within(meta).getByText('转载')).toBeInTheDocument();
    expect(within(meta).getByRole('link', { name: '工具与效率' })).toHaveAttribute(
      'href',
      '/articleList?id=2&type=category&name=%E5%B7%A5%E5%85%B7%E4%B8%8E%E6%95%88%E7%8E%87',
    );
    expect(screen.getByText(/阅读时长 1 分钟/)).toBeInTheDocument();
    expect(screen.getByText('浏览 1.5k')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bash' })).toHaveAttribute('href', '/articleList?id=5&type=tag&name=Bash');
    expect(screen.getByRole('link', { name: 'https://example.com/original' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );

    // the body the server rendered and the table of contents from its headings
    const toc = await screen.findByRole('navigation', { name: '文章目录' }, { timeout: 5000 });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['为什么', '细节', '结语']);
    expect(document.getElementById('heading-2')).toHaveTextContent('细节');
    expect(within(toc).getByRole('link', { name: '细节' })).toHaveAttribute('href', '#heading-2');

    expect(await screen.findByRole('link', { name: /上一篇\s*更早的一篇/ })).toHaveAttribute('href', '/article?id=2');
    expect(screen.getByRole('link', { name: /下一篇\s*更新的一篇/ })).toHaveAttribute('href', '/article?id=4');
    expect(screen.getByRole('region', { name: '相关推荐' })).toHaveTextContent('同标签文章');
  });

  it('remembers the preview and code theme chosen on the article', async () => {
    const { store } = renderWithProviders(<ArticlePage />, { route: '/article?id=3' });
    await userEvent.click(await screen.findByRole('button', { name: '阅读设置' }));
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: '预览主题' })).getByRole('radio', { name: 'GitHub' }),
    );
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: '代码主题' })).getByRole('radio', { name: 'Stack Overflow' }),
    );
    expect(store.getState().theme).toMatchObject({ previewTheme: 'github', codeTheme: 'stackoverflow' });
  });

  it("shows the server's message for an unknown or private article, once (no 接口没有找到 notice)", async () => {
    const { store } = renderWithProviders(<ArticlePage />, { route: '/article?id=99' });
    expect(await screen.findByRole('alert')).toHaveTextContent('文章不存在或未公开');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(store.getState().notices.items).toEqual([]);
    expect(screen.queryByText('接口没有找到')).not.toBeInTheDocument();
  });

  it('refuses an id that is not a number without asking the server', () => {
    renderWithProviders(<ArticlePage />, { route: '/article?id=abc' });
    expect(screen.getByRole('alert')).toHaveTextContent('文章不存在或未公开');
    expect(api.requests).toHaveLength(0);
  });

  it('copies a code block through the app (复制成功 with the code)', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const { store } = renderWithProviders(<ArticlePage />, { route: '/article?id=3' });
    await screen.findByRole('navigation', { name: '文章目录' }, { timeout: 5000 });
    const button = document.querySelector<HTMLElement>('.md-editor-copy-button');
    expect(button).not.toBeNull();
    await userEvent.click(button!);
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringContaining('set -euo pipefail')));
    // Other sections (comments, likes) may post their own notices; the copy's is among them.
    expect(store.getState().notices.items).toContainEqual(
      expect.objectContaining({ kind: 'success', title: '复制成功' }),
    );
  });
});
