import { cleanup, screen } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { ArticleNeighbours } from './ArticleNeighbours';

// docs/performance.md "Boot on intent": the cards below the article skip layout at arrival, so their
// cover backgrounds are not fetched beside the banner.
const brief = (id: number, article_title: string) => ({
  id,
  article_title,
  article_cover: `/uploads/${'a'.repeat(31)}${id}.jpg`,
  createdAt: '2026-11-01 10:00:00',
});

describe('ArticleNeighbours', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  afterEach(async () => {
    cleanup();
    await api.close();
  });

  it('leaves the neighbours and recommendations unlaid-out until the reader nears them', async () => {
    api = await startLocalApi({
      'GET /api/article/getRecommendArticleById/5': () => ({
        body: {
          code: 0,
          message: 'ok',
          result: {
            previous: brief(4, '上一篇的题目'),
            next: brief(6, '下一篇的题目'),
            recommend: [brief(7, '推荐一'), brief(8, '推荐二'), brief(9, '推荐三')],
          },
        },
      }),
    });
    renderWithProviders(<ArticleNeighbours id={5} />, { route: '/article?id=5' });
    const neighbours = getComputedStyle(await screen.findByRole('navigation', { name: '上一篇与下一篇' }));
    expect(neighbours.getPropertyValue('content-visibility')).toBe('auto');
    expect(neighbours.getPropertyValue('contain-intrinsic-size')).toBe('auto 256px');
    const recommendations = getComputedStyle(screen.getByRole('region', { name: '相关推荐' }));
    expect(recommendations.getPropertyValue('content-visibility')).toBe('auto');
    // The heading and two rows of two cards on a phone.
    expect(recommendations.getPropertyValue('contain-intrinsic-size')).toBe('auto 288px');
    expect(screen.getAllByTestId('article-brief')).toHaveLength(5);
  });
});
