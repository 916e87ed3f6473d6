import { cleanup, screen } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { articleDetail } from '@/shared/testing/articleDetail';
import { ArticleDetail } from './ArticleDetail';

// docs/behaviour.md §9.6: a post in a series names it and its place, and links the series' page and
// its previous and next post within the series; a post in none shows no such block.
const article = articleDetail({ id: 12, article_title: '第二章' });
const chapter = (id: number, article_title: string) => ({ id, article_title });
const series = {
  id: 3,
  name: '砚边札记',
  position: 2,
  posts: [chapter(11, '第一章'), chapter(12, '第二章'), chapter(13, '第三章')],
  previous: chapter(11, '第一章'),
  next: chapter(13, '第三章'),
};

describe('ArticleSeries', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  const serve = async (result: object) => {
    api = await startLocalApi({
      'GET /api/article/getArticleById/12': () => ({ body: { code: 0, message: 'ok', result } }),
    });
  };
  afterEach(async () => {
    cleanup();
    await api.close();
  });

  it('names the series and the place, linking the series page and its neighbours', async () => {
    await serve({ ...article, series });
    renderWithProviders(<ArticleDetail id={12} />, { route: '/article?id=12' });
    const block = await screen.findByRole('navigation', { name: '专栏' });
    expect(block.textContent).toContain('本文属于《砚边札记》第 2 篇');
    expect(screen.getByRole('link', { name: '《砚边札记》' }).getAttribute('href')).toBe('/series?id=3');
    expect(screen.getByRole('link', { name: '专栏上一篇：第一章' }).getAttribute('href')).toBe('/article?id=11');
    // The series' list, this post marked rather than linked.
    expect(block.querySelector('summary')?.textContent).toBe('本专栏共 3 篇');
    const items = [...block.querySelectorAll('ol > li')];
    expect(items.map((li) => li.textContent)).toEqual(['第一章', '第二章', '第三章']);
    expect(items[1].querySelector('[aria-current="page"]')).not.toBeNull();
    expect(items[0].querySelector('a')?.getAttribute('href')).toBe('/article?id=11');
    expect(screen.getByRole('link', { name: '专栏下一篇：第三章' }).getAttribute('href')).toBe('/article?id=13');
  });

  it('leaves out the missing neighbour at an end of the series', async () => {
    await serve({ ...article, series: { ...series, position: 1, previous: null } });
    renderWithProviders(<ArticleDetail id={12} />, { route: '/article?id=12' });
    const block = await screen.findByRole('navigation', { name: '专栏' });
    expect(block.textContent).toContain('第 1 篇');
    expect(screen.queryByText(/专栏上一篇/)).toBeNull();
    expect(screen.getByRole('link', { name: '专栏下一篇：第三章' })).toBeTruthy();
  });

  it('shows nothing for a post in no series', async () => {
    await serve(article);
    renderWithProviders(<ArticleDetail id={12} />, { route: '/article?id=12' });
    await screen.findByText('正文');
    expect(screen.queryByRole('navigation', { name: '专栏' })).toBeNull();
  });
});
