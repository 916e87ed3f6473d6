import { articleIdOfPage, cacheRouteOf, isStorable } from './cachePolicy';

// docs/caching.md "In the reader's browser": what the service worker keeps, and what it never does.
const ORIGIN = 'https://blog.example';
// Mode and destination are set by the browser (a page's Request cannot say 'navigate'), so they
// are given beside a real Request's method, URL and headers.
type Facts = { method?: string; body?: string; headers?: Record<string, string>; mode?: string; destination?: string };
const req = (path: string, { mode = 'cors', destination = '', ...init }: Facts = {}) => {
  const request = new Request(`${path.startsWith('http') ? '' : ORIGIN}${path}`, init);
  return { method: request.method, url: request.url, headers: request.headers, mode, destination };
};

describe('what is cached', () => {
  it.each([
    ['a visited page', req('/home', { mode: 'navigate' }), 'page'],
    ['an article page', req('/article?id=3', { mode: 'navigate' }), 'page'],
    ['a public API answer', req('/api/article/getArticleById/3'), 'api'],
    ['the home list', req('/api/article/blogHomeGetArticleList/1/5'), 'api'],
    ['an uploaded picture', req('/uploads/ab12.webp', { destination: 'image' }), 'image'],
    ['a generated variant', req('/assets/cover.0123456789.jpg', { destination: 'image' }), 'image'],
  ])('%s', (_name, request, route) => {
    expect(cacheRouteOf(request, ORIGIN)).toBe(route);
  });
});

describe('what never is', () => {
  it.each([
    ['a request with Authorization', req('/api/article/getArticleById/3', { headers: { Authorization: 'tok' } })],
    ['a logged-in page load', req('/home', { mode: 'navigate', headers: { authorization: 'Bearer t' } })],
    ['the admin desk', req('/admin', { mode: 'navigate' })],
    ['an admin page', req('/admin/articles', { mode: 'navigate' })],
    ['the admin API', req('/api/admin/article/list')],
    ['an upload', req('/api/upload/img', { method: 'POST', body: 'x' })],
    ['the chat history', req('/api/chat/getChatList')],
    ['the chat socket', req('/ws')],
    ['user info', req('/api/user/getUserInfo')],
    ['notifications', req('/api/notify/getNotifyList')],
    ['music audio', req('/wapi/media/audio/1.mp3', { destination: 'audio' })],
    ['a music list', req('/wapi/top/list')],
    ['a song cover', req('/wapi/media/cover/1.jpg', { destination: 'image' })],
    ['a search', req('/api/article/getArticleListByContent/砚')],
    ['a page of search results', req('/api/article/searchArticles/砚/2')],
    ['a write', req('/api/comment/add', { method: 'POST', body: '{}' })],
    ['another origin', req('https://cdn.example/pic.png', { destination: 'image' })],
    ['a script (the precache answers those)', req('/assets/main.0123456789.js', { destination: 'script' })],
  ])('%s', (_name, request) => {
    expect(cacheRouteOf(request, ORIGIN)).toBeNull();
  });

  it('"/administrator" is a page like any other (only /admin and below are the desk)', () => {
    expect(cacheRouteOf(req('/administrator', { mode: 'navigate' }), ORIGIN)).toBe('page');
  });
});

describe('answers worth keeping', () => {
  const res = (status: number, headers: Record<string, string> = {}) => new Response('x', { status, headers });
  it('keeps complete 200s and refuses errors, no-store and private answers', () => {
    expect(isStorable(res(200, { 'cache-control': 'no-cache' }))).toBe(true);
    expect(isStorable(res(404))).toBe(false);
    expect(isStorable(res(500))).toBe(false);
    expect(isStorable(res(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(isStorable(res(200, { 'cache-control': 'private, max-age=0' }))).toBe(false);
  });
});

test('article pages by id', () => {
  expect(articleIdOfPage(`${ORIGIN}/article?id=12`)).toBe(12);
  expect(articleIdOfPage(`${ORIGIN}/article?id=x`)).toBeNull();
  expect(articleIdOfPage(`${ORIGIN}/home?id=12`)).toBeNull();
});
