import { screen, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { AuthorCard } from './AuthorCard';

// docs/behaviour.md §8.2: the author card shows the social links 网站设置 holds, read from the same
// config (and the same rule) as the footer's.
describe('AuthorCard social links', () => {
  it('links the GitHub address set in the site settings, and skips the unset and unsafe ones', async () => {
    const api = await startLocalApi({
      'GET /api/config': () => ({
        body: {
          code: 0,
          result: {
            blog_name: '砚',
            github_link: 'https://github.com/ink',
            git_ee_link: 'javascript:alert(1)',
            bilibili_link: '',
            createdAt: '2024-01-01 08:00:00',
            view_time: 1,
          },
        },
      }),
      'GET /api/statistic': () => ({ body: { code: 0, result: { articleCount: 1, categoryCount: 1, tagCount: 1 } } }),
    });
    try {
      renderWithProviders(<AuthorCard />);
      const card = await screen.findByRole('region', { name: '博主信息' });
      const github = await within(card).findByRole('link', { name: 'GitHub' });
      expect(github).toHaveAttribute('href', 'https://github.com/ink');
      expect(within(card).queryByRole('link', { name: 'Gitee' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('link', { name: '哔哩哔哩' })).not.toBeInTheDocument();
    } finally {
      await api.close();
    }
  });

  it('loads the avatar at low priority: the server writes no preload for it ahead of the banner', async () => {
    const api = await startLocalApi({
      'GET /api/config': () => ({
        body: { code: 0, result: { blog_name: '砚', blog_avatar: '/uploads/a.jpg', createdAt: '2024-01-01 08:00:00' } },
      }),
      'GET /api/statistic': () => ({ body: { code: 0, result: { articleCount: 1, categoryCount: 1, tagCount: 1 } } }),
    });
    try {
      renderWithProviders(<AuthorCard />);
      const card = await screen.findByRole('region', { name: '博主信息' });
      expect(await within(card).findByRole('img', { name: '砚' })).toHaveAttribute('fetchpriority', 'low');
    } finally {
      await api.close();
    }
  });
});
