import { isKeepOpenPageMessage, keepPlan, MAX_KEPT_PICTURES } from './keepOpenPage';

// docs/behaviour.md §12.2: the page read before the worker was ready is kept once it takes over.
const ORIGIN = 'https://blog.example';
// The message type as it travels (protocol/webApp.ts), written out: the worker's tests import no layer.
const KEEP_OPEN_PAGE = 'KEEP_OPEN_PAGE';
const message = (url: string, images: string[] = []) => ({ type: KEEP_OPEN_PAGE, url, images }) as const;

describe('keepPlan', () => {
  it('keeps the open article and its own pictures, without the hash', () => {
    const plan = keepPlan(
      message(`${ORIGIN}/article?id=3#第二节`, ['/uploads/a.webp', `${ORIGIN}/assets/cover.0123456789.jpg`]),
      ORIGIN,
    );
    expect(plan).toEqual({
      page: `${ORIGIN}/article?id=3`,
      images: [`${ORIGIN}/uploads/a.webp`, `${ORIGIN}/assets/cover.0123456789.jpg`],
    });
  });

  it('follows the cache rules: no desk page, no picture from elsewhere or inline, no music cover', () => {
    const plan = keepPlan(
      message(`${ORIGIN}/admin/articles`, [
        'https://cdn.example/x.png',
        'data:image/png;base64,AAAA',
        `${ORIGIN}/wapi/cover.jpg`,
        '/uploads/kept.png',
      ]),
      ORIGIN,
    );
    expect(plan).toEqual({ page: null, images: [`${ORIGIN}/uploads/kept.png`] });
    expect(keepPlan(message('https://elsewhere.example/home'), ORIGIN).page).toBeNull();
  });

  it('asks for each picture once, and for a bounded number', () => {
    const many = Array.from({ length: MAX_KEPT_PICTURES + 10 }, (_, i) => `/uploads/${i}.png`);
    const plan = keepPlan(message(`${ORIGIN}/home`, ['/uploads/0.png', ...many]), ORIGIN);
    expect(plan.images).toHaveLength(MAX_KEPT_PICTURES);
    expect(new Set(plan.images).size).toBe(MAX_KEPT_PICTURES);
  });
});

describe('isKeepOpenPageMessage', () => {
  it('accepts the page’s message and nothing else', () => {
    expect(isKeepOpenPageMessage(message('/home', ['/uploads/a.png']))).toBe(true);
    expect(isKeepOpenPageMessage({ type: 'SKIP_WAITING' })).toBe(false);
    expect(isKeepOpenPageMessage({ type: KEEP_OPEN_PAGE, url: '/home', images: [1] })).toBe(false);
    expect(isKeepOpenPageMessage(null)).toBe(false);
  });
});
