import { screen } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { HomeSidebar } from './HomeSidebar';

// docs/behaviour.md §8.2: the sidebar leads to the message board (the notice invites readers there) and
// to the tag page, which the desktop menu shows only under 更多.
describe('home sidebar ways to the board and tags', () => {
  it('links the notice to /message/list and the tag cloud to /tag', async () => {
    const api = await startLocalApi({
      'GET /api/config': () => ({
        body: {
          code: 0,
          result: { blog_name: '砚', blog_notice: '欢迎留言', createdAt: '2024-01-01 08:00:00', view_time: 1 },
        },
      }),
      'GET /api/statistic': () => ({ body: { code: 0, result: { articleCount: 1, categoryCount: 1, tagCount: 1 } } }),
      'GET /api/tag/getTagDictionary': () => ({ body: { code: 0, result: [] } }),
    });
    try {
      renderWithProviders(<HomeSidebar />);
      // Three requests and the sidebar's parts loaded on demand: on a busy machine past 5 s.
      expect(await screen.findByRole('link', { name: '去留言板' }, { timeout: 15_000 })).toHaveAttribute(
        'href',
        '/message/list',
      );
      expect(screen.getByRole('link', { name: '全部标签' })).toHaveAttribute('href', '/tag');
    } finally {
      await api.close();
    }
  });
});
