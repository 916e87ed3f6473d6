import { showTheme } from './a11yKit';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from './fixtures';

// docs/behaviour.md §10, the reader's talks, albums and resources pages against the real server and its seed:
// a notification's /talk?id= for a talk past the first page, album → gallery → lightbox by
// keyboard, resources → site list, and every page on a phone in dark mode.

interface Talk {
  id: number;
  content: string;
}
interface Album {
  id: number;
  album_name: string;
}
interface Category {
  key: string;
  name: string;
  siteCount: number;
}

async function apiResult<T>(request: APIRequestContext, path: string, data?: unknown): Promise<T> {
  const response = data === undefined ? await request.get(path) : await request.post(path, { data });
  const body = (await response.json()) as { code: number; result: T };
  expect(body.code).toBe(0);
  return body.result;
}

/** No serious or critical WCAG 2.1 A/AA violation on the page as it is now (with its data, widgets open). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`);
  expect(blocking, what).toEqual([]);
}

test('/talk?id= of a talk beyond the first page: loaded, scrolled to and outlined; more load on scrolling', async ({
  page,
  request,
}) => {
  const second = await apiResult<{ total: number; list: Talk[] }>(request, '/api/talk/blogGetTalkList', {
    current: 2,
    size: 10,
  });
  expect(second.list.length).toBeGreaterThan(0);
  const target = second.list[second.list.length - 1];

  await page.goto(`/talk?id=${target.id}`);
  const focused = page.locator('article[aria-current="true"]');
  await expect(focused).toHaveCount(1);
  await expect(focused).toContainText(target.content.slice(0, 20));
  await expect(focused).toBeInViewport();
  // Its comments are open, as a notification about the talk is usually about a comment on it.
  await expect(focused.getByRole('region', { name: '评论' })).toBeVisible();

  // Scrolling to the end loads the rest; the focused talk never shows twice.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText('已经到底了')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('talk-card')).toHaveCount(second.total);
  await expect(page.locator(`#talk-${target.id}`)).toHaveCount(1);

  // A like from a visitor counts, and is taken back.
  const like = focused.getByRole('button', { name: '点赞' });
  const before = Number(await like.textContent());
  await like.click();
  await expect(focused.getByRole('button', { name: '取消点赞' })).toHaveText(String(before + 1));
  await focused.getByRole('button', { name: '取消点赞' }).click();
  await expect(focused.getByRole('button', { name: '点赞' })).toHaveText(String(before));
});

test('album → gallery → lightbox with the keyboard, and the switcher to another album', async ({ page, request }) => {
  const albums = await apiResult<Album[]>(request, '/api/photoAlbum/getAllAlbumList');
  expect(albums.length).toBeGreaterThan(1);
  const photos = await apiResult<unknown[]>(request, `/api/photo/getAllPhotosByAlbumId/${albums[0].id}`);
  expect(photos.length).toBeGreaterThan(1);

  await page.goto('/photoAlbum');
  const list = page.getByRole('list', { name: '相册列表' });
  await expect(list.getByRole('link')).toHaveCount(albums.length);
  await list.getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/photos\\?id=${albums[0].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: albums[0].album_name })).toBeVisible();
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(photos.length);

  // Every tile keeps its square before its image arrives: no layout shift.
  const box = await tiles.first().boundingBox();
  expect(box && Math.abs(box.width - box.height)).toBeLessThan(2);

  await tiles.first().focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: '图片查看器' });
  await expect(viewer).toBeVisible();
  const current = viewer.locator('.yarl__slide_current');
  await expect(current).toHaveAttribute('aria-label', `第 1 张，共 ${photos.length} 张`);
  await expect(current.locator('img')).toHaveAttribute(
    'alt',
    `${albums[0].album_name} 第 1 张，共 ${photos.length} 张`,
  );
  await expectAccessible(page, 'the open lightbox');
  await page.keyboard.press('ArrowRight');
  await expect(current).toHaveAttribute('aria-label', `第 2 张，共 ${photos.length} 张`);
  await page.keyboard.press('ArrowLeft');
  await expect(current).toHaveAttribute('aria-label', `第 1 张，共 ${photos.length} 张`);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(tiles.first()).toBeFocused();

  const switcher = page.getByRole('navigation', { name: '切换相册' });
  await expect(switcher.getByRole('link', { name: albums[0].album_name })).toHaveAttribute('aria-current', 'page');
  await switcher.getByRole('link', { name: albums[1].album_name }).click();
  await expect(page).toHaveURL(new RegExp(`/photos\\?id=${albums[1].id}$`));
  await expect(page.getByRole('heading', { level: 1, name: albums[1].album_name })).toBeVisible();
  await expect(page.getByTestId('photo-tile').first()).toBeVisible();
});

test('resources → site list: categories as cards, the list under the category name, links to new tabs', async ({
  page,
  request,
}) => {
  for (const type of ['front', 'back'] as const) {
    const categories = await apiResult<Category[]>(request, `/api/resource/getCategoryList/${type}`);
    expect(categories.length).toBeGreaterThan(0);
    await page.goto(`/resources/${type}`);
    await expect(
      page.getByRole('heading', { level: 1, name: type === 'front' ? '前端推荐' : '后端推荐' }),
    ).toBeVisible();
    const cards = page.getByRole('list', { name: '资源分类' }).getByRole('link');
    await expect(cards).toHaveCount(categories.length);
    await expect(cards.first()).toContainText(`${categories[0].siteCount} 个网站`);
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/siteList\\?type=${type}&category=${categories[0].key}$`));
    await expect(page.getByRole('heading', { level: 1, name: categories[0].name })).toBeVisible();
    await expect(page.getByText('友情链接', { exact: true })).toHaveCount(0);
    const sites = page.getByRole('list', { name: `${categories[0].name}网站` }).getByRole('link');
    await expect(sites).toHaveCount(categories[0].siteCount);
    for (const site of await sites.all()) {
      await expect(site).toHaveAttribute('target', '_blank');
      await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(site).toHaveAttribute('href', /^https?:\/\//);
    }
    // The seed has no icon files: each icon is the name's first character.
    await expect(page.getByTestId('site-icon').first()).toHaveText(/^\S$/u);
  }
  await page.goto('/siteList?type=front&category=no-such-category');
  await expect(page.getByRole('heading', { level: 1, name: '网站列表' })).toBeVisible();
  await expect(page.getByTestId('page-error')).toBeVisible();
});

test('every talk, album and resource page on a phone in dark mode', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const albums = await apiResult<Album[]>(request, '/api/photoAlbum/getAllAlbumList');
  const categories = await apiResult<Category[]>(request, '/api/resource/getCategoryList/back');
  await page.goto('/home');
  await showTheme(page, 'dark');
  const pages: Array<[string, string, string]> = [
    ['/talk', '说说', 'talk-card'],
    ['/photoAlbum', '相册', 'none'],
    [`/photos?id=${albums[0].id}`, albums[0].album_name, 'photo-tile'],
    ['/resources/front', '前端推荐', 'none'],
    ['/resources/back', '后端推荐', 'none'],
    [`/siteList?type=back&category=${categories[0].key}`, categories[0].name, 'site-icon'],
  ];
  for (const [path, heading, item] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (item !== 'none') await expect(page.getByTestId(item).first()).toBeVisible();
    else await expect(page.locator('main li').first()).toBeVisible();
    await expect(page.locator('[data-testid="page-error"]')).toHaveCount(0);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
    expect(r + g + b, `${path} is dark`).toBeLessThan(150);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      `${path} fits the phone`,
    ).toBe(true);
    // With real data (the route-table gate sees these pages without their query).
    if (path.includes('?')) await expectAccessible(page, `${path}, phone, dark`);
  }
});
