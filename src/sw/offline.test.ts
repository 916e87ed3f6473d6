import { listOfflineArticles, type ReadableCache } from './offlineArticles';
import { OFFLINE_EMPTY, OFFLINE_LIST_HEADING, renderOfflinePage } from './offlinePage';

const cacheOf = (entries: Array<[string, string]>): ReadableCache => {
  const store = new Map(entries.map(([url, body]) => [url, new Response(body)]));
  return {
    keys: async () => [...store.keys()].map((url) => new Request(url)),
    match: async (request) => store.get(request.url),
  };
};

test('lists each article readable offline once, from its page or its API answer, newest first', async () => {
  const pages = cacheOf([
    ['https://b/home', '<title>砚</title>'],
    ['https://b/article?id=1', '<title>第一篇 - 减号 &amp; 标题 - 我的博客</title>'],
    ['https://b/article?id=2', '<title>第二篇 - 我的博客</title>'],
  ]);
  const api = cacheOf([
    ['https://b/api/article/getArticleById/2', JSON.stringify({ code: 0, result: { article_title: '第二篇' } })],
    ['https://b/api/article/getArticleById/3', JSON.stringify({ code: 0, result: { article_title: '只读过接口' } })],
    ['https://b/api/article/getHotArticle', JSON.stringify({ code: 0, result: [] })],
    ['https://b/api/article/getArticleById/4', 'not json'],
  ]);
  expect(await listOfflineArticles(pages, api)).toEqual([
    { id: 3, title: '只读过接口' },
    { id: 2, title: '第二篇' },
    { id: 1, title: '第一篇 - 减号 & 标题' },
  ]);
});

test('the offline page links the articles, escaped, and says when there are none', () => {
  const html = renderOfflinePage([{ id: 5, title: '<script>x</script>' }], 'https://b/talk');
  expect(html).toContain(OFFLINE_LIST_HEADING);
  expect(html).toContain('<a href="/article?id=5">&lt;script&gt;x&lt;/script&gt;</a>');
  expect(html).not.toContain('<script>');
  expect(renderOfflinePage([], 'https://b/talk')).toContain(OFFLINE_EMPTY);
});
