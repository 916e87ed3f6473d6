import { cleanup, waitFor } from '@testing-library/react';
import { startLocalApi } from '@/shared/testing/localApiServer';
import { renderWithProviders } from '@/shared/testing/renderWithProviders';
import { DocumentTitle } from './DocumentTitle';

const config = { blog_name: '砚', personal_say: '' };
const article = { id: 3, article_title: '防御式 Bash' };
const albums = [{ id: 1, album_name: '山水之间', album_cover: '', description: '' }];
const series = { series: { id: 2, name: '数据库笔记', description: '', cover: '', postCount: 0 }, posts: [] };

describe('DocumentTitle', () => {
  let api: Awaited<ReturnType<typeof startLocalApi>>;
  beforeEach(async () => {
    document.title = '服务器给的标题';
    api = await startLocalApi({
      'GET /api/config': () => ({ body: { code: 0, message: 'ok', result: config } }),
      'GET /api/article/getArticleById/3': () => ({ body: { code: 0, message: 'ok', result: article } }),
      'GET /api/article/getArticleById/99': () => ({ status: 404, body: { code: 404, message: '文章不存在或未公开' } }),
      'GET /api/photoAlbum/getAllAlbumList': () => ({ body: { code: 0, message: 'ok', result: albums } }),
      'GET /api/series/2': () => ({ body: { code: 0, message: 'ok', result: series } }),
      'GET /api/series/9': () => ({ status: 404, body: { code: 404, message: '专栏不存在' } }),
    });
  });
  afterEach(async () => {
    cleanup();
    await api.close();
  });

  it.each([
    ['/home', '砚'],
    ['/archives', '时间轴 - 砚'],
    ['/articleList?id=5&type=tag&name=Bash', 'Bash - 砚'],
    ['/article?id=3', '防御式 Bash - 砚'],
    ['/article?id=99', '页面不存在 - 砚'],
    ['/no/such/page', '页面不存在 - 砚'],
    ['/photos?id=1', '山水之间 - 砚'],
    ['/photos?id=7', '页面不存在 - 砚'],
    ['/series', '专栏 - 砚'],
    ['/series?id=2', '数据库笔记 - 砚'],
    ['/series?id=9', '页面不存在 - 砚'],
    ['/series?id=abc', '页面不存在 - 砚'],
  ])('%s is titled %s, as the server titles it', async (route, title) => {
    renderWithProviders(<DocumentTitle />, { route });
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('keeps the title it was given until the data is known', () => {
    renderWithProviders(<DocumentTitle />, { route: '/archives' });
    expect(document.title).toBe('服务器给的标题');
  });
});
