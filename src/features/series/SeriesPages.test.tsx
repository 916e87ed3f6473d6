import { cleanup, screen, within } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { SeriesDetail } from './SeriesDetail';
import { SeriesList } from './SeriesList';

// docs/behaviour.md §9.6: /series lists every series with its public post count; /series?id=N shows
// the series' public posts in the server's order and links its feed; a missing one says so.
const summary = (id: number, name: string, postCount: number) => ({
  id,
  name,
  description: `${name}的简介`,
  cover: '',
  postCount,
  createdAt: '2030-06-01 08:00:00',
  updatedAt: '2030-06-01 08:00:00',
});
const post = (id: number, article_title: string) => ({
  id,
  article_title,
  article_description: '',
  article_cover: '',
  createdAt: '2030-06-01 08:00:00',
});
const ok = (result: unknown) => ({ body: { code: 0, message: 'ok', result } });

describe('series pages', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    api = await startLocalApi({
      'GET /api/series': () => ok([summary(2, '墨池', 3), summary(1, '砚边', 0)]),
      'GET /api/series/2': () =>
        ok({ series: summary(2, '墨池', 2), posts: [post(9, '先读这篇'), post(4, '再读这篇')] }),
      'GET /api/series/7': () => ({ status: 404, body: { code: 404, message: '专栏不存在' } }),
    });
  });
  afterEach(async () => {
    cleanup();
    await api.close();
  });

  it('lists every series with its description and public post count, opening its page', async () => {
    renderWithProviders(<SeriesList />, { route: '/series' });
    const list = await screen.findByRole('list', { name: '专栏列表' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('墨池墨池的简介共 3 篇'),
      expect.stringContaining('砚边砚边的简介共 0 篇'),
    ]);
    expect(within(cards[0]).getByRole('link').getAttribute('href')).toBe('/series?id=2');
  });

  it('shows a series’ posts in its order with its feed', async () => {
    renderWithProviders(<SeriesDetail seriesId={2} />, { route: '/series?id=2' });
    const posts = await screen.findByRole('list', { name: '专栏文章' });
    const links = within(posts).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['先读这篇', '/article?id=9'],
      ['再读这篇', '/article?id=4'],
    ]);
    expect(screen.getByRole('heading', { name: '墨池' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '订阅本专栏' }).getAttribute('href')).toBe('/series/2/rss.xml');
  });

  it('says the series is missing, with the way back to the list', async () => {
    renderWithProviders(<SeriesDetail seriesId={7} />, { route: '/series?id=7' });
    expect(await screen.findByText('专栏不存在')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回专栏列表' }).getAttribute('href')).toBe('/series');
  });
});
