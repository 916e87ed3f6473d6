import { screen, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import HomePage from './HomePage';

const article = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  article_title: `文章${id}`,
  article_description: `摘要${id}`,
  article_cover: '',
  categoryName: '前端开发',
  tagNameList: ['React'],
  is_top: 2,
  view_times: 12_345,
  thumbs_up_times: 1_200,
  createdAt: '2025-01-02 10:00:00',
  updatedAt: '2025-01-03 10:00:00',
  ...extra,
});

describe('HomePage', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    api = await startLocalApi({
      'GET /api/config': () => ({
        body: {
          code: 0,
          result: {
            blog_name: '砚',
            blog_avatar: '',
            avatar_bg: '',
            personal_say: '研墨以待',
            blog_notice: '公告内容',
            typewriter_text: '第一行\n第二行',
            view_time: 1500,
            createdAt: '2024-01-01 08:00:00',
          },
        },
      }),
      'GET /api/statistic': () => ({
        body: { code: 0, result: { articleCount: 7, categoryCount: 3, tagCount: 12, userCount: 2 } },
      }),
      'GET /api/tag/getTagDictionary': () => ({
        body: { code: 0, result: [{ id: 1, tag_name: 'React', articleCount: 3 }] },
      }),
      'GET /api/article/blogHomeGetArticleList/1/5': async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return {
          body: { code: 0, result: { current: 1, size: 5, total: 7, list: [article(1, { is_top: 1 }), article(2)] } },
        };
      },
    });
  });
  afterEach(() => api.close());

  it('shows skeletons first, then article cards with their details and the sidebar', async () => {
    renderWithProviders(<HomePage />, { route: '/home' });
    expect((await screen.findAllByTestId('article-skeleton')).length).toBeGreaterThan(0);

    const cards = await screen.findAllByTestId('article-card', {}, { timeout: 5000 });
    expect(cards).toHaveLength(2);
    expect(screen.queryByTestId('article-skeleton')).not.toBeInTheDocument();
    const first = within(cards[0]);
    expect(first.getByRole('link', { name: '文章1' })).toHaveAttribute('href', '/article?id=1');
    expect(first.getByText('置顶')).toBeInTheDocument();
    expect(first.getByText('1.2w')).toBeInTheDocument();
    expect(first.getByText('1.2k')).toBeInTheDocument();
    expect(first.getByText('React')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('置顶')).not.toBeInTheDocument();
    // The card's elevation is a class, not a style attribute on each card (src/shared/lib/paperElevation.ts).
    for (const card of cards) expect(card).not.toHaveAttribute('style');

    // The sidebar and the pager load after `load` (their code compiles on first use here: a longer wait).
    const sidebar = await screen.findByRole('complementary', { name: '侧边栏' }, { timeout: 20_000 });
    expect(await within(sidebar).findByText('公告内容')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '砚' })).toBeInTheDocument();
    const author = screen.getByRole('region', { name: '博主信息' });
    expect(within(author).getByText('研墨以待')).toBeInTheDocument();
    expect(await within(author).findByRole('link', { name: /文章\s*7/ })).toHaveAttribute('href', '/archives');
    expect(await screen.findByRole('navigation', { name: '分页导航' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(api.calls('GET /api/article/blogHomeGetArticleList/1/5')).toHaveLength(1);
  }, 45_000);
});
