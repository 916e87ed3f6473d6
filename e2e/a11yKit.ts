import zlib from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { pagePaths } from '../src/app/routePaths';
import { routes } from '../src/app/router';

// Shared by the accessibility specs (docs/accessibility.md): the page list, the two themes, the two
// screen sizes, and a small PNG codec so screenshots are read as real pixels without a dependency.

/** Every page of the route table (src/app/router.tsx): pages added later are checked automatically. */
export const PAGE_PATHS = pagePaths(routes);

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export type Mode = 'light' | 'dark';

const SWITCH = 'button[data-theme-mode]';

/**
 * The theme now shown, once the switch agrees with the scheme on <html>. Before hydration and the
 * start-up rule (docs/behaviour.md §3) the server's markup carries a light switch while the inline
 * script may already have painted the page dark (outside hours 8 to 18), so reading the switch at
 * once would depend on the clock.
 */
export async function themeOf(page: Page): Promise<Mode> {
  const agreed = () =>
    page.evaluate((selector) => {
      const shown = document.documentElement.classList.contains('dark') ? 'dark' : 'light';
      return document.querySelector(selector)?.getAttribute('data-theme-mode') === shown ? shown : null;
    }, SWITCH);
  await expect.poll(agreed, { timeout: 15_000 }).not.toBeNull();
  return (await agreed()) ?? 'light';
}

/**
 * Waits until every finite animation and transition has ended (the spinning disc and spinners never
 * do): colours read mid-fade (a panel fading in, a theme switching) are neither theme's.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/**
 * Shows the page in `mode` without a reload. A DOM click, so it also works while a modal widget
 * covers the header; clicked again only if a click was lost (it never toggles back). Then waits
 * for the .3 s colour transitions to end.
 */
export async function showTheme(page: Page, mode: Mode): Promise<void> {
  const toggle = page.locator(SWITCH).first();
  await expect(async () => {
    if ((await themeOf(page)) !== mode) await toggle.evaluate((button: HTMLElement) => button.click());
    await expect(toggle).toHaveAttribute('data-theme-mode', mode, { timeout: 3000 });
    await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  }).toPass({ timeout: 20_000 });
  await transitionsDone(page);
}

/** Switches to the other theme; returns the one now shown. */
export async function toggleTheme(page: Page): Promise<Mode> {
  const after: Mode = (await themeOf(page)) === 'dark' ? 'light' : 'dark';
  await showTheme(page, after);
  return after;
}

/** Waits until a page has its content and the idle-loaded widgets (chat, music) are in place. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByTestId('music-disc')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('article-skeleton')).toHaveCount(0);
}

// ---- PNG -------------------------------------------------------------------------------------------

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes per pixel, row by row. */
  data: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Decodes the 8-bit RGB/RGBA, non-interlaced PNGs Chromium's screenshots are. */
export function decodePng(file: Buffer): Pixels {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('ascii', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0 || (body[9] !== 6 && body[9] !== 2)) throw new Error('unsupported PNG');
      channels = body[9] === 6 ? 4 : 3;
    }
    if (type === 'IDAT') idat.push(body);
    offset += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x];
      const a = x >= channels ? rows[y * stride + x - channels] : 0;
      const b = y > 0 ? rows[(y - 1) * stride + x] : 0;
      const c = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels] : 0;
      const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
      rows[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data.set(rows.subarray(i * channels, i * channels + 3), i * 4);
    data[i * 4 + 3] = channels === 4 ? rows[i * channels + 3] : 255;
  }
  return { width, height, data };
}

/** The RGBA bytes of a rectangle (CSS px at device scale 1), clipped to the image. */
export function region(pixels: Pixels, box: { x: number; y: number; width: number; height: number }): Uint8Array {
  const x0 = Math.max(0, Math.floor(box.x));
  const y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(pixels.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(pixels.height, Math.ceil(box.y + box.height));
  const out: number[] = [];
  for (let y = y0; y < y1; y += 1)
    out.push(...pixels.data.subarray((y * pixels.width + x0) * 4, (y * pixels.width + x1) * 4));
  return Uint8Array.from(out);
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** A single-colour RGB PNG, e.g. the pure-white or pure-black banner an author might upload. */
export function solidPng(width: number, height: number, [r, g, b]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Shows `picture` as the banner of the given routes (all when `routes` is omitted), as if the author
 * had uploaded it there. Pages are server-rendered with their banners already in the HTML and the
 * preloaded state, so both the page documents and later `getAll` answers are rewritten.
 */
export async function showBannerPicture(page: Page, picture: Buffer, routes?: readonly string[]): Promise<void> {
  const seeded = (await (await page.request.get('/api/pageHeader/getAll')).json()) as {
    result: { route_name: string; bg_url: string }[];
  };
  const chosen = (route: string) => !routes || routes.includes(route);
  const replaced = [...new Set(seeded.result.filter((h) => chosen(h.route_name) && h.bg_url).map((h) => h.bg_url))];
  await page.route('**/a11y-banner.png', (route) => route.fulfill({ contentType: 'image/png', body: picture }));
  await page.route('**/api/pageHeader/getAll', async (route) => {
    const answer = (await (await route.fetch()).json()) as typeof seeded;
    const result = answer.result.map((h) => (chosen(h.route_name) ? { ...h, bg_url: '/a11y-banner.png' } : h));
    await route.fulfill({ json: { ...answer, result } });
  });
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    let body = await response.text();
    for (const url of replaced) body = body.split(url).join('/a11y-banner.png');
    // The body is sent decoded, so the encoding and length of the original no longer apply.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    delete headers['etag'];
    await route.fulfill({ status: response.status(), headers, body });
  });
}
