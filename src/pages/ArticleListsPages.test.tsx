import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startLocalApi, type Route } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import ArchivesPage from './ArchivesPage';
import ArticleListPage from './ArticleListPage';
import CategoryPage from './CategoryPage';
import TagPage from './TagPage';

const slow =
  (body: unknown, status = 200): Route =>
  async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    return { status, body };
  };
const brief = (id: number, createdAt = '2024-05-01 10:00:00') => ({
  id,
  article_title: `文章${id}`,
  article_cover: id % 2 ? `/uploads/${id}.png` : '',
  createdAt,
});
const page = (list: unknown[], total = list.length, current = 1) => ({
  code: 0,
  message: 'ok',
  result: { current, size: 10, total, list },
});
const failure = { code: 500, message: '数据库忙，请稍后再试' };

// The first render of a file compiles MUI's styles; on a busy machine that takes more than a second.
jest.setTimeout(20_000);

let api: Awaited<ReturnType<typeof startLocalApi>>;
afterEach(() => api.close());

describe('/archives', () => {
  it('shows a skeleton, then years newest first with cover thumbnails, and pages', async () => {
    api = await startLocalApi({
      'GET /api/article/blogTimelineGetArticleList/1/10': slow(
        page(
          [
            { year: '2025', articleList: [brief(9, '2025-02-01 08:00:00')] },
            { year: '2024', articleList: [brief(7), brief(6)] },
          ],
          23,
        ),
      ),
      'GET /api/article/blogTimelineGetArticleList/2/10': slow(
        page([{ year: '2023', articleList: [brief(3, '2023-01-01 00:00:00')] }], 23, 2),
      ),
    });
    renderWithProviders(<ArchivesPage />, { route: '/archives' });
    expect(screen.getByTestId('timeline-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: '2025' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['2025', '2024']);
    expect(screen.getByText(/共计 23 篇/)).toBeInTheDocument();
    const entries = screen.getAllByTestId('timeline-entry');
    expect(entries).toHaveLength(3);
    expect(within(entries[0]).getByRole('link', { name: '文章9' })).toHaveAttribute('href', '/article?id=9');
    expect(entries[0].querySelector('img')).toHaveAttribute('src', '/uploads/9.png');
    // The pager's code arrives after `load` (docs/performance.md "/home first load"): wait for it.
    await userEvent.click(await screen.findByRole('button', { name: '转到第 2 页' }, { timeout: 20_000 }));
    expect(await screen.findByRole('heading', { name: '2023' })).toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    api = await startLocalApi({ 'GET /api/article/blogTimelineGetArticleList/1/10': slow(page([], 0)) });
    renderWithProviders(<ArchivesPage />, { route: '/archives' });
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('暂无文章');
  });

  it('shows the failure with a reload button', async () => {
    api = await startLocalApi({ 'GET /api/article/blogTimelineGetArticleList/1/10': slow(failure, 500) });
    renderWithProviders(<ArchivesPage />, { route: '/archives' });
    expect(await screen.findByRole('alert')).toHaveTextContent('数据库忙，请稍后再试');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

describe('/category and /tag', () => {
  it('lists every category with its count, each opening its article list', async () => {
    api = await startLocalApi({
      'GET /api/category/getCategoryDictionary': slow({
        code: 0,
        message: 'ok',
        result: [
          { id: 2, category_name: '前端开发', articleCount: 5 },
          { id: 3, category_name: '生活随笔', articleCount: 1 },
        ],
      }),
    });
    renderWithProviders(<CategoryPage />, { route: '/category' });
    expect(screen.getByTestId('taxonomy-skeleton')).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: /前端开发\s*5 篇/ });
    expect(first).toHaveAttribute('href', '/articleList?id=2&type=category&name=%E5%89%8D%E7%AB%AF%E5%BC%80%E5%8F%91');
    expect(screen.getAllByTestId('taxonomy-entry')).toHaveLength(2);
  });

  it('shows the tag cloud with counts', async () => {
    api = await startLocalApi({
      'GET /api/tag/getTagDictionary': slow({
        code: 0,
        message: 'ok',
        result: [
          { id: 5, tag_name: 'React', articleCount: 4 },
          { id: 6, tag_name: 'Bash', articleCount: 1 },
        ],
      }),
    });
    renderWithProviders(<TagPage />, { route: '/tag' });
    const react = await screen.findByRole('link', { name: /^React\s*4$/ });
    expect(react).toHaveAttribute('href', '/articleList?id=5&type=tag&name=React');
    expect(react).toHaveStyle({ fontSize: '1.8rem' });
  });

  it('has empty and error states', async () => {
    api = await startLocalApi({
      'GET /api/tag/getTagDictionary': slow({ code: 0, message: 'ok', result: [] }),
      'GET /api/category/getCategoryDictionary': slow(failure, 500),
    });
    renderWithProviders(<TagPage />, { route: '/tag' });
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('暂无标签');
    renderWithProviders(<CategoryPage />, { route: '/category' });
    expect(await screen.findByRole('alert')).toHaveTextContent('数据库忙，请稍后再试');
  });
});

describe('/articleList', () => {
  it("shows a tag's articles with the name and total in the banner", async () => {
    api = await startLocalApi({ 'POST /api/article/getArticleListByTagId': slow(page([brief(4), brief(8)], 2)) });
    renderWithProviders(<ArticleListPage />, { route: '/articleList?id=5&type=tag&name=React' });
    expect(screen.getByRole('heading', { level: 1, name: 'React' })).toBeInTheDocument();
    expect(screen.getByTestId('article-list-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /文章4/ })).toHaveAttribute('href', '/article?id=4');
    expect(screen.getByTestId('article-list-total')).toHaveTextContent('标签 · 共 2 篇');
    expect(api.calls('POST /api/article/getArticleListByTagId')[0].body).toEqual({ id: 5, current: 1, size: 12 });
  });

  it('asks the category list for a category, and says when it is empty', async () => {
    api = await startLocalApi({ 'POST /api/article/getArticleListByCategoryId': slow(page([], 0)) });
    renderWithProviders(<ArticleListPage />, { route: '/articleList?id=3&type=category&name=生活随笔' });
    expect(await screen.findByTestId('page-empty')).toHaveTextContent('这个分类下还没有文章');
    expect(api.calls('POST /api/article/getArticleListByCategoryId')).toHaveLength(1);
  });

  it('shows errors, and refuses a malformed address without a request', async () => {
    api = await startLocalApi({ 'POST /api/article/getArticleListByTagId': slow(failure, 500) });
    renderWithProviders(<ArticleListPage />, { route: '/articleList?id=5&type=tag&name=React' });
    expect(await screen.findByRole('alert')).toHaveTextContent('数据库忙，请稍后再试');
    renderWithProviders(<ArticleListPage />, { route: '/articleList?id=x&type=tag' });
    expect(screen.getByText('没有找到这个分类或标签')).toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });
});
